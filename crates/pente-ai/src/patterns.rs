//! Threat patterns of a candidate move, read from the window counts: what it makes for the
//! mover (five, fours, threes), what it blocks for the opponents, and what it captures or
//! threatens to capture. The search orders and prunes moves by these.

use super::board::{Idx, SBoard};

/// What a stone of the mover at an empty point would do.
#[derive(Clone, Copy, Debug, Default)]
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
    let len = b.rules.win_len;
    let mut attack = 0;
    let mut defence = 0;
    for a in 0..4 {
        let ax = b.axes[a];
        let mut first_gap: Option<Idx> = None;
        let mut three_windows = 0;
        let mut axis_four = false;
        for k in 0..len as isize {
            let s = SBoard::step(i, ax, -k);
            let Some(cnt) = b.window(s, a) else { continue };
            let own = cnt[c as usize] as usize;
            let total: usize = cnt.iter().map(|&n| n as usize).sum();
            if total == own {
                let n = own + 1;
                attack += b.weight(n);
                if n == len {
                    m.five = true;
                } else if n + 1 == len {
                    axis_four = true;
                    let gap = other_gap(b, s, ax, len, i);
                    match (first_gap, gap) {
                        (None, g) => first_gap = g,
                        (Some(f), Some(g)) if f != g => m.open_four = true,
                        _ => {}
                    }
                } else if n + 2 == len {
                    three_windows += 1;
                }
            } else if own == 0 {
                // One opponent colour alone in the window: blocking it.
                let opp = cnt.iter().filter(|&&n| n > 0).count() == 1;
                let same_side = (0..4u8).any(|o| cnt[o as usize] > 0 && b.rules.same_side(o, c));
                if opp && !same_side {
                    let n = total;
                    defence += b.weight(n + 1);
                    if n + 1 == len {
                        m.blocks_five = true;
                    } else if n + 2 == len {
                        m.blocks_four = true;
                    }
                }
            }
        }
        if axis_four {
            m.fours |= 1 << a;
        }
        if three_windows >= 2 {
            m.threes |= 1 << a;
        }
    }
    if m.five {
        // Windows say five; the row rules (exact five, Renju's Black) decide.
        m.five = b.makes_row(i, c);
    }
    if b.rules.captures {
        capture_patterns(b, i, c, &mut m);
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

fn capture_patterns(b: &SBoard, i: Idx, c: u8, m: &mut MoveInfo) {
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
    for &ax in &b.axes {
        for d in [ax, -ax] {
            let s1 = b.stone(SBoard::step(i, d, 1));
            let s2 = b.stone(SBoard::step(i, d, 2));
            let e3 = SBoard::step(i, d, 3);
            // X O O _ : a capture threat.
            if let (Some(o1), Some(o2)) = (s1, s2) {
                if o1 == o2 && !b.rules.same_side(o1, c) && b.is_empty(e3) {
                    m.capture_threats += 1;
                }
                // X O O O _ : the same for a trio, where trios can be taken (Keryo).
                let s3 = b.stone(e3);
                if b.rules.trios()
                    && o1 == o2
                    && s3 == Some(o1)
                    && !b.rules.same_side(o1, c)
                    && b.is_empty(SBoard::step(i, d, 4))
                {
                    m.capture_threats += 1;
                }
            }
        }
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
    for &ax in &b.axes {
        for d in [ax, -ax] {
            let n1 = SBoard::step(i, d, 1);
            if b.stone(n1) != Some(c) {
                continue;
            }
            let far = b.stone(SBoard::step(i, d, 2));
            let back = b.stone(SBoard::step(i, d, -1));
            let far_empty = b.is_empty(SBoard::step(i, d, 2));
            let back_empty = b.is_empty(SBoard::step(i, d, -1));
            let opp = |s: Option<u8>| s.is_some_and(|o| !b.rules.same_side(o, c));
            if (opp(far) && back_empty) || (opp(back) && far_empty) {
                m.score -= capture_value(b, c) * 3 / 2;
            }
        }
    }
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
