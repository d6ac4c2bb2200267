//! Threat patterns of a candidate move, read from the window counts (or, where the search
//! board keeps them, from its line keys through a table: the same patterns, faster): what it
//! makes for the mover (five, fours, threes), what it blocks for the opponents, and what it
//! captures or threatens to capture. The search orders and prunes moves by these.

use super::board::{Idx, SBoard, LINE_CELLS, LINE_REACH};
use super::line::Class;
use std::sync::OnceLock;

/// What a stone of the mover at an empty point would do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveInfo {
    /// Ordering score (higher first).
    pub score: i32,
    /// Makes a winning row.
    pub five: bool,
    /// Axes (bit per axis) on which it makes a four (one more stone completes a window).
    pub fours: u8,
    /// Makes an open four (two different completion points on one axis).
    pub open_four: bool,
    /// Axes (bit per axis) on which it makes a three (two or more windows one short of a four).
    pub threes: u8,
    /// Blocks an opponent's window that one more stone would complete.
    pub blocks_five: bool,
    /// Blocks an opponent's three-like window (two short).
    pub blocks_four: bool,
    /// Stones it captures.
    pub captures: u8,
    /// New capture threats (opponent pairs it brackets from one end).
    pub capture_threats: u8,
    /// Whether it reaches a capture win.
    pub capture_win: bool,
}

/// The patterns of a stone of `c` at the empty point `i`.
pub fn analyse(b: &SBoard, i: Idx, c: u8) -> MoveInfo {
    let mut m = MoveInfo::default();
    let (mut attack, mut defence) = (0, 0);
    let lines: [Axis; 4] = std::array::from_fn(|a| match b.line_key(i, a) {
        Some(key) => axis_table(c)[key as usize],
        None => axis_from_windows(b, i, a, c),
    });
    for (a, axis) in lines.iter().enumerate() {
        attack += axis.attack;
        defence += axis.defence;
        m.five |= axis.flags & FIVE != 0;
        m.open_four |= axis.flags & OPEN_FOUR != 0;
        m.blocks_five |= axis.flags & BLOCKS_FIVE != 0;
        m.blocks_four |= axis.flags & BLOCKS_FOUR != 0;
        if axis.flags & FOUR != 0 {
            m.fours |= 1 << a;
        }
        if axis.flags & THREE != 0 {
            m.threes |= 1 << a;
        }
    }
    if m.five {
        // Windows say five; the row rules (exact five, Renju's Black) decide.
        m.five = b.makes_row(i, c);
    }
    if b.keeps_classes() {
        // The classes know the row rules: a row that would be too long to win (an exact
        // five's overline, Renju's Black) is no five to block.
        m.blocks_five = b.class(i, 1 - c) == Some(Class::Five);
    }
    if b.rules.captures {
        capture_patterns(b, i, c, &lines, &mut m);
    }
    let cap_value = capture_value(b, c);
    let mut score = attack + defence * 9 / 10;
    score += m.captures as i32 * cap_value;
    score += m.capture_threats as i32 * cap_value / 3;
    if m.open_four {
        score += 20_000;
    }
    if m.fours.count_ones() >= 2 || (m.fours != 0 && m.threes & !m.fours != 0) {
        score += 8_000;
    }
    if m.blocks_five {
        score += 100_000;
    }
    if m.capture_win {
        score += 2_000_000;
    }
    if m.five {
        score += 4_000_000;
    }
    m.score += score;
    m
}

/// The empty points that complete a window of `n` stones of `c` (every such point lies next to
/// a stone): read from the line keys where the board keeps them, by scanning every window
/// otherwise (the order differs between the two).
pub fn window_gaps(b: &SBoard, c: u8, n: usize, out: &mut Vec<Idx>) {
    if !near_window_gaps(b, c, n, out) {
        b.window_gaps(c, n, out);
    }
}

/// [`SBoard::window_gaps`] for the near points, read from the line keys (the points that make
/// a row, where the board keeps the points' classes, from those): pushes to `out` the empty
/// points near the stones that complete a window of `n` stones of `c` (4: the points that
/// make a row, 3: a four), in another order. `false` (and nothing pushed) where the board
/// keeps no line keys, or for another `n`.
pub fn near_window_gaps(b: &SBoard, c: u8, n: usize, out: &mut Vec<Idx>) -> bool {
    let flag = match n {
        4 => FIVE,
        3 => FOUR,
        _ => return false,
    };
    if b.line_key(b.cells[0], 0).is_none() {
        return false;
    }
    if n == 4 && b.keeps_classes() {
        // A five point is a point of class five (the highest).
        out.extend(b.near_points_from(c, Class::Five));
        return true;
    }
    let table = axis_table(c);
    for &i in b.near_empty() {
        let hit = (0..4).any(|a| {
            b.line_key(i, a)
                .is_some_and(|k| table[k as usize].flags & flag != 0)
        });
        if hit {
            out.push(i);
        }
    }
    true
}

/// What a stone makes and blocks along one line: the sums of the window weights it adds to
/// (`attack`) and takes from the opponent (`defence`), the flags below, and (read only in
/// games with captures) its capture shapes.
#[derive(Clone, Copy, Debug, Default)]
struct Axis {
    attack: i32,
    defence: i32,
    flags: u8,
    /// Ends of the line where it brackets an opponent's pair with the far end empty
    /// (`X O O _`): a capture threat.
    pair_threats: u8,
    /// The same for an opponent's trio (`X O O O _`), which Keryo rules can take.
    trio_threats: u8,
    /// Ends where it makes a pair of its own that an opponent's stone already brackets from
    /// one side, the other side empty: a pair that can be taken at once.
    exposed: u8,
}

impl Axis {
    /// Adds the capture shapes of a stone along a line, given the cells on both sides as
    /// `side(d, n)`: the cell `n` steps away in direction `d` (±1), as [`Side`].
    fn add_capture_shapes(&mut self, side: impl Fn(isize, isize) -> Side) {
        use Side::*;
        for d in [1, -1] {
            let (s1, s2, s3) = (side(d, 1), side(d, 2), side(d, 3));
            if let (Opponent(o), true) = (s1, s1 == s2) {
                if s3 == Empty {
                    self.pair_threats += 1;
                } else if s3 == Opponent(o) && side(d, 4) == Empty {
                    self.trio_threats += 1;
                }
            }
            let back = side(d, -1);
            let exposed = s1 == Own
                && ((matches!(s2, Opponent(_)) && back == Empty)
                    || (matches!(back, Opponent(_)) && s2 == Empty));
            self.exposed += exposed as u8;
        }
    }
}

/// A cell seen from the mover, for its capture shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Empty,
    Own,
    /// A stone of this opponent's colour.
    Opponent(u8),
    /// Off the board, or a teammate's stone.
    Other,
}

const FIVE: u8 = 1;
const FOUR: u8 = 2;
const OPEN_FOUR: u8 = 4;
/// Two windows or more one stone short of a four.
const THREE: u8 = 8;
const BLOCKS_FIVE: u8 = 16;
const BLOCKS_FOUR: u8 = 32;

/// Adds up an [`Axis`] window by window, over the windows through the point on one line.
#[derive(Default)]
struct AxisSum {
    axis: Axis,
    /// The other empty cell of the first window the stone makes a four in.
    first_gap: Option<usize>,
    three_windows: u8,
}

impl AxisSum {
    /// A window of `len` cells that holds, with the stone, `n` of the mover's and nothing
    /// else, worth `weight`; `gap` finds its other empty cell (asked for a four only).
    fn own(&mut self, n: usize, len: usize, weight: i32, gap: impl FnOnce() -> Option<usize>) {
        self.axis.attack += weight;
        if n == len {
            self.axis.flags |= FIVE;
        } else if n + 1 == len {
            self.axis.flags |= FOUR;
            match (self.first_gap, gap()) {
                (None, g) => self.first_gap = g,
                (Some(f), Some(g)) if f != g => self.axis.flags |= OPEN_FOUR,
                _ => {}
            }
        } else if n + 2 == len {
            self.three_windows += 1;
        }
    }

    /// A window that holds `n` stones of one opponent and nothing else: the stone blocks
    /// it, worth `weight` (what one more stone of theirs would add).
    fn theirs(&mut self, n: usize, len: usize, weight: i32) {
        self.axis.defence += weight;
        if n + 1 == len {
            self.axis.flags |= BLOCKS_FIVE;
        } else if n + 2 == len {
            self.axis.flags |= BLOCKS_FOUR;
        }
    }

    fn finish(mut self) -> Axis {
        if self.three_windows >= 2 {
            self.axis.flags |= THREE;
        }
        self.axis
    }
}

/// [`Axis`] for a stone of `c` at `i` along axis number `a`, read from the window counts.
fn axis_from_windows(b: &SBoard, i: Idx, a: usize, c: u8) -> Axis {
    let mut sum = AxisSum::default();
    let len = b.rules.win_len;
    let ax = b.axes[a];
    for k in 0..len as isize {
        let s = SBoard::step(i, ax, -k);
        let Some(cnt) = b.window(s, a) else { continue };
        let own = cnt[c as usize] as usize;
        let total: usize = cnt.iter().map(|&n| n as usize).sum();
        if total == own {
            sum.own(own + 1, len, b.weight(own + 1), || {
                other_gap(b, s, ax, len, i)
            });
        } else if own == 0 {
            // One opponent colour alone in the window: blocking it.
            let opp = cnt.iter().filter(|&&n| n > 0).count() == 1;
            let same_side = (0..4u8).any(|o| cnt[o as usize] > 0 && b.rules.same_side(o, c));
            if opp && !same_side {
                sum.theirs(total, len, b.weight(total + 1));
            }
        }
    }
    let mut axis = sum.finish();
    if b.rules.captures {
        axis.add_capture_shapes(|d, n| {
            let j = SBoard::step(i, ax * d, n);
            match b.stone(j) {
                None if b.is_empty(j) => Side::Empty,
                Some(s) if s == c => Side::Own,
                Some(s) if !b.rules.same_side(s, c) => Side::Opponent(s),
                _ => Side::Other,
            }
        });
    }
    axis
}

/// [`Axis`] for every line of two-player five in a row (the games whose search board keeps
/// line keys, see `SBoard::line_key`), for a stone of colour `c`: the same as
/// [`axis_from_windows`], read from one table instead of five windows.
fn axis_table(c: u8) -> &'static [Axis] {
    static TABLES: OnceLock<[Vec<Axis>; 2]> = OnceLock::new();
    &TABLES.get_or_init(|| [0, 1].map(build_axis_table))[c as usize]
}

fn build_axis_table(c: u8) -> Vec<Axis> {
    const LEN: usize = 5;
    let weights = crate::board::weights(LEN, 1);
    (0..1usize << (2 * LINE_CELLS))
        .map(|key| {
            // The line's cells, the point in the middle: 0 empty, 1 and 2 the colours, 3 off
            // the board.
            let mut cells = [0u8; LINE_CELLS + 1];
            for (n, cell) in cells.iter_mut().enumerate() {
                let bit = match n.cmp(&LINE_REACH) {
                    std::cmp::Ordering::Less => n,
                    std::cmp::Ordering::Equal => continue,
                    std::cmp::Ordering::Greater => n - 1,
                };
                *cell = (key >> (2 * bit) & 3) as u8;
            }
            let mut sum = AxisSum::default();
            for s in 0..=cells.len() - LEN {
                let window = &cells[s..s + LEN];
                if window.contains(&3) {
                    continue;
                }
                let own = window.iter().filter(|&&v| v == c + 1).count();
                let theirs = window.iter().filter(|&&v| v != 0 && v != c + 1).count();
                if theirs == 0 {
                    let gap = || (s..s + LEN).find(|&j| j != LINE_REACH && cells[j] == 0);
                    sum.own(own + 1, LEN, weights[own + 1], gap);
                } else if own == 0 {
                    sum.theirs(theirs, LEN, weights[theirs + 1]);
                }
            }
            let mut axis = sum.finish();
            axis.add_capture_shapes(|d, n| match cells[(LINE_REACH as isize + d * n) as usize] {
                0 => Side::Empty,
                3 => Side::Other,
                v if v == c + 1 => Side::Own,
                v => Side::Opponent(v - 1),
            });
            axis
        })
        .collect()
}

/// Whether a stone of `c` on the line through `at` along axis number `a` (within a row's
/// length of it) would make an open four there: two different points then complete a row.
/// Read from the windows, so a row longer than the rules count is counted too: exact only
/// where any longer row wins as well.
pub fn open_four_on_line(b: &SBoard, at: Idx, a: usize, c: u8) -> bool {
    let len = b.rules.win_len as isize;
    let ax = b.axes[a];
    for k in -(len - 1)..len {
        let j = SBoard::step(at, ax, k);
        if !b.is_empty(j) {
            continue;
        }
        let mut first_gap = None;
        for q in 0..len {
            let s = SBoard::step(j, ax, -q);
            let Some(cnt) = b.window(s, a) else { continue };
            let own = cnt[c as usize] as isize;
            if own + 2 != len || cnt.iter().map(|&n| n as isize).sum::<isize>() != own {
                continue;
            }
            let gap = other_gap(b, s, ax, len as usize, j);
            match (first_gap, gap) {
                (None, g) => first_gap = g,
                (Some(f), Some(g)) if f != g => return true,
                _ => {}
            }
        }
    }
    false
}

/// The empty cell other than `i` of the `len`-cell window starting at `s` along `ax`: with
/// a stone at `i` making a four there, the point that completes it.
#[inline]
fn other_gap(b: &SBoard, s: Idx, ax: isize, len: usize, i: Idx) -> Option<Idx> {
    (0..len as isize)
        .map(|q| SBoard::step(s, ax, q))
        .find(|&j| j != i && b.is_empty(j))
}

/// What one captured stone is worth to `c` now: more as the capture win comes near.
pub fn capture_value(b: &SBoard, c: u8) -> i32 {
    match b.rules.need {
        None => 60,
        Some(need) => {
            let have = b.side_captures(c) as i32;
            let need = need as i32;
            60 + 400 / (need - have).max(1)
        }
    }
}

/// The ordering value of the rows a capture opens (see [`SBoard::capture_opens`]): two fours
/// are as good as an open four, one as good as making a four, a three a little.
fn opened_value(b: &SBoard, (fours, threes): (u8, u8)) -> i32 {
    let len = b.rules.win_len;
    match fours {
        0 => threes as i32 * b.weight(len - 2),
        1 => 8_000,
        _ => 20_000,
    }
}

/// The capture terms of a stone of `c` at `i`: what it takes (and the rows that opens),
/// whether that wins, the threats it makes (from the capture shapes of its four `lines`), what
/// it saves by standing where an opponent would capture, and the pairs it exposes.
fn capture_patterns(b: &SBoard, i: Idx, c: u8, lines: &[Axis; 4], m: &mut MoveInfo) {
    let shape = |f: fn(&Axis) -> u8| lines.iter().map(f).sum::<u8>();
    let caps = b.capture_count(i, c);
    m.captures = caps.min(255) as u8;
    if caps > 0 {
        m.score += opened_value(b, b.capture_opens(i, c));
    }
    if let Some(need) = b.rules.need {
        if caps > 0 && b.side_captures(c) as usize + caps >= need as usize {
            m.capture_win = true;
        }
    }
    // X O O _ : a capture threat; X O O O _ the same where trios can be taken (Keryo).
    m.capture_threats = shape(|l| l.pair_threats);
    if b.rules.trios() {
        m.capture_threats += shape(|l| l.trio_threats);
    }
    // Occupying a point where an opponent would capture defends those stones.
    for o in 0..b.rules.players {
        if !b.rules.same_side(o, c) && !b.out[o as usize] {
            let lost = b.capture_count(i, o);
            if lost > 0 {
                m.score += lost as i32 * capture_value(b, o) * 8 / 10;
                m.score += opened_value(b, b.capture_opens(i, o)) * 9 / 10;
                if let Some(need) = b.rules.need {
                    if b.side_captures(o) as usize + lost >= need as usize {
                        m.blocks_five = true;
                    }
                }
            }
        }
    }
    // A stone that makes an own pair bracketed on one side can be captured at once.
    m.score -= shape(|l| l.exposed) as i32 * (capture_value(b, c) * 3 / 2);
}

#[cfg(test)]
mod tests {
    use super::*;
    use pente::{Colour, Game, Point, Preset, RuleSet};

    fn board(preset: Preset, first: &[(u8, u8)], second: &[(u8, u8)], to_move: u8) -> SBoard {
        let mut stones: Vec<(Point, Colour)> = first
            .iter()
            .map(|&(x, y)| (Point::new(x, y), Colour(0)))
            .collect();
        stones.extend(second.iter().map(|&(x, y)| (Point::new(x, y), Colour(1))));
        let g = Game::from_position(RuleSet::preset(preset), &stones, Colour(to_move)).unwrap();
        SBoard::from_game(&g)
    }

    #[test]
    fn open_four_four_three_and_block() {
        let b = board(Preset::Gomoku, &[(5, 7), (6, 7), (7, 7)], &[(0, 0)], 0);
        let m = analyse(&b, b.idx(Point::new(8, 7)), 0);
        assert!(m.open_four && m.fours == 1 && !m.five);
        let m = analyse(&b, b.idx(Point::new(4, 7)), 0);
        assert!(m.open_four);
        // White sees the same points as blocks of a three.
        let m = analyse(&b, b.idx(Point::new(8, 7)), 1);
        assert!(m.blocks_four && !m.blocks_five);
        // Two stones and a new one make a three.
        let b = board(Preset::Gomoku, &[(5, 7), (6, 7)], &[(0, 0)], 0);
        let m = analyse(&b, b.idx(Point::new(7, 7)), 0);
        assert_eq!(m.threes, 1);
    }

    #[test]
    fn line_keys_read_the_same_patterns_as_the_windows() {
        use crate::testing::crowded;
        use crate::zobrist::SplitMix;
        let mut positions = 0;
        let presets = [
            Preset::Gomoku,
            Preset::GomokuStandard,
            Preset::Renju,
            Preset::Pente,
            Preset::KeryoPente,
            Preset::PoofPente,
        ];
        for preset in presets {
            for seed in 0..6u64 {
                let mut rng = SplitMix(seed * 7 + preset as u64);
                // Crowded in a corner too, where the lines leave the board.
                let lo = if seed % 2 == 0 { 0 } else { 4 };
                let g = crowded(RuleSet::preset(preset), &mut rng, 12 + seed * 4, lo, 8);
                let mut keyed = SBoard::from_game(&g);
                assert!(keyed.line_key(keyed.cells[0], 0).is_some());
                // Made and taken back on the search board: the keys follow.
                let mut played = Vec::new();
                for _ in 0..6 {
                    let free: Vec<Idx> = keyed
                        .cells
                        .iter()
                        .copied()
                        .filter(|&i| keyed.is_empty(i) && keyed.is_near(i))
                        .collect();
                    let i = free[rng.below(free.len() as u64) as usize];
                    keyed.make(i);
                    played.push(i);
                }
                for undo in [false, true] {
                    if undo {
                        for _ in &played {
                            keyed.unmake();
                        }
                    }
                    let mut windows = keyed.clone();
                    windows.without_line_keys();
                    for &i in keyed.cells.iter().filter(|&&i| keyed.is_empty(i)) {
                        for c in 0..2 {
                            let want = analyse(&windows, i, c);
                            assert_eq!(analyse(&keyed, i, c), want, "{preset} seed {seed}");
                        }
                    }
                    for (c, n) in [(0, 3), (1, 3), (0, 4), (1, 4)] {
                        let (mut want, mut got) = (Vec::new(), Vec::new());
                        windows.window_gaps(c, n, &mut want);
                        want.retain(|&i| windows.is_near(i));
                        want.sort_unstable();
                        assert!(near_window_gaps(&keyed, c, n, &mut got));
                        got.sort_unstable();
                        assert_eq!(got, want, "{preset} seed {seed} {n}");
                        assert!(!near_window_gaps(&windows, c, n, &mut got));
                    }
                    positions += 1;
                }
            }
        }
        assert_eq!(positions, 72);
        // Three players' boards have none.
        let mut rules = RuleSet::preset(Preset::Pente);
        rules.set("players", "3").unwrap();
        let b = SBoard::from_game(&Game::new(rules));
        assert_eq!(b.line_key(b.cells[0], 0), None);
    }

    #[test]
    fn exact_five_rules_do_not_count_an_overline() {
        let stones = [(3, 7), (4, 7), (5, 7), (7, 7), (8, 7)];
        let b = board(Preset::GomokuStandard, &stones, &[(0, 0)], 0);
        assert!(!analyse(&b, b.idx(Point::new(6, 7)), 0).five);
        let b = board(Preset::Gomoku, &stones, &[(0, 0)], 0);
        assert!(analyse(&b, b.idx(Point::new(6, 7)), 0).five);
    }

    #[test]
    fn captures_threats_and_capture_wins() {
        // First colour at K10; second colour's pair K11-K12: K13 captures, K13 empty threatens.
        let b = board(Preset::Pente, &[(9, 9)], &[(9, 10), (9, 11)], 0);
        let m = analyse(&b, b.idx(Point::new(9, 12)), 0);
        assert_eq!(m.captures, 2);
        assert!(!m.capture_win);
        let b = board(Preset::Pente, &[], &[(9, 10), (9, 11)], 0);
        let m = analyse(&b, b.idx(Point::new(9, 9)), 0);
        assert_eq!((m.captures, m.capture_threats), (0, 1));
        // Keryo: a trio is captured too.
        let b = board(
            Preset::KeryoPente,
            &[(9, 9)],
            &[(9, 10), (9, 11), (9, 12)],
            0,
        );
        assert_eq!(analyse(&b, b.idx(Point::new(9, 13)), 0).captures, 3);
        // A stone before a trio threatens it in Keryo only.
        let trio = [(9, 10), (9, 11), (9, 12)];
        let b = board(Preset::KeryoPente, &[], &trio, 0);
        assert_eq!(analyse(&b, b.idx(Point::new(9, 9)), 0).capture_threats, 1);
        let b = board(Preset::Pente, &[], &trio, 0);
        assert_eq!(analyse(&b, b.idx(Point::new(9, 9)), 0).capture_threats, 0);
    }
}
