//! The search board: a fast, incremental copy of the position with make/unmake.
//!
//! It keeps, besides the stones, the count of each colour's stones in every window of
//! `win_line.length` cells (the basis of the evaluation and of threat detection), the captures,
//! the Zobrist hash and how many stones stand near each cell (the candidate moves). The rules
//! it plays are the engine's for everything the search needs (captures of pairs and trios,
//! poof, forbidden self-capture, capture wins, rows, Connect6 turns, sides); Renju fouls are
//! asked of an engine [`Board`] kept in step. Overtime's line break (Boat-Pente) is modelled: a
//! fresh row that the next player can break by a capture waits for the reply, which must break
//! it (or reach a capture win) or lose; a row no capture breaks wins at once. Overtime's line
//! capture is not: there a fresh row counts as a win in search, and the root asks the engine
//! which replies survive.

use super::capture_map::{line_brackets, CaptureMap};
use super::line::{
    class_of_code, class_table, code_of_keys, key_pattern_pairs, renju_may_be_foul, Class,
    LinePattern, LineRule,
};
use super::line::{CLASSES, PATTERNS};
use super::point_set::PointSet;
use super::zobrist::Keys;
use pente::{Board, Colour, Game, Overtime, Point, RuleSet, SelfCapture};

pub type Idx = usize;
const EMPTY: u8 = 0;
const WALL: u8 = 0xFF;
/// Candidate moves lie within this distance of a stone.
const NEAR: isize = 2;
/// Cells read on each side of a point for its line key (see [`SBoard::line_key`]).
pub const LINE_REACH: usize = 4;
/// Cells in a line key: the point's neighbours on both sides.
pub const LINE_CELLS: usize = 2 * LINE_REACH;
/// The values of a four-bit pattern in a line code (the [`PATTERNS`] and the unused rest).
const PATTERN_SLOTS: usize = 16;
const _: () = assert!(PATTERNS <= PATTERN_SLOTS);

/// The rules in the shape the search reads them.
#[derive(Clone, Debug)]
pub struct Rules {
    pub players: u8,
    pub side: [u8; 4],
    pub win_len: usize,
    overline_wins: bool,
    pub renju_black: Option<u8>,
    pub captures: bool,
    groups: &'static [isize],
    mixed: bool,
    pub self_capture: SelfCapture,
    /// Captured stones that win, per side.
    pub need: Option<u16>,
    pub stones_per_turn: u8,
    pub adjacent_only: bool,
    /// Overtime by line break: a fresh row the next player can break by a capture waits.
    pub line_break: bool,
}

impl Rules {
    pub fn new(r: &RuleSet) -> Rules {
        let mut side = [0; 4];
        for (c, s) in side.iter_mut().enumerate() {
            *s = r.side(Colour(c as u8));
        }
        Rules {
            players: r.players,
            side,
            win_len: r.win_line.length as usize,
            overline_wins: r.win_line.overline_wins,
            renju_black: r.renju_black().map(|c| c.0),
            captures: r.captures,
            groups: if r.capture_three { &[2, 3] } else { &[2] },
            mixed: r.mixed_capture,
            self_capture: r.self_capture,
            need: r.capture_win_stones(),
            stones_per_turn: r.stones_per_turn,
            adjacent_only: r.adjacent_only,
            line_break: r.overtime == Overtime::LineBreak,
        }
    }

    /// Whether an unbroken row of `run` stones of colour `c` wins.
    #[inline]
    pub fn line_wins(&self, c: u8, run: usize) -> bool {
        if self.renju_black == Some(c) {
            run == 5
        } else {
            run == self.win_len || (self.overline_wins && run > self.win_len)
        }
    }

    /// Whether every unbroken row of `c` at least a row long wins (no exact-five rule for it).
    pub fn longer_rows_win(&self, c: u8) -> bool {
        self.overline_wins && self.renju_black != Some(c)
    }

    /// Whether trios are captured too (Keryo), not only pairs.
    pub fn trios(&self) -> bool {
        self.groups.contains(&3)
    }

    #[inline]
    pub fn same_side(&self, a: u8, b: u8) -> bool {
        self.side[a as usize] == self.side[b as usize]
    }
}

/// What a move did to the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    Going,
    /// The colours that won (a bit per colour).
    Won(u8),
    Draw,
}

#[derive(Clone, Copy, Debug)]
struct Undo {
    at: Idx,
    removed_from: usize,
    turn: u8,
    left: u8,
    hash: u64,
    pending: Option<u8>,
    /// The evaluation of the position before this stone, as its mover saw it, where
    /// [`SBoard::parent_eval`] asks for it (0 otherwise). A tuning build only: the engine's
    /// own moves pay nothing for an experiment.
    #[cfg(feature = "tune")]
    parent_lines: i32,
}

#[derive(Clone, Copy, Debug)]
struct Removal {
    at: Idx,
    colour: u8,
    /// Who scores it; `NOBODY` when contested.
    by: u8,
}
const NOBODY: u8 = 0xFF;

/// An empty cell's codes and classes as they were before a stone changed them (Gomoku):
/// taking the stone back restores them rather than reading the line tables again.
#[derive(Clone, Copy, Debug)]
struct ClassUndo {
    at: u32,
    codes: [u16; 2],
    classes: [Class; 2],
}

/// The counts as they were before a stone, and where its [`ClassUndo`]s begin.
#[derive(Clone, Copy, Debug)]
struct CountsUndo {
    log_from: u32,
    class_count: [[u16; CLASSES]; 2],
    pattern_count: [[u16; PATTERN_SLOTS]; 2],
}

#[derive(Clone)]
pub struct SBoard {
    pub rules: Rules,
    pub size: u8,
    pub stride: isize,
    pub axes: [isize; 4],
    cell: Vec<u8>,
    pub cells: Vec<Idx>,
    near: Vec<u8>,
    /// The empty points with a stone near them: the candidate moves.
    near_empty: PointSet,
    /// Kept in step for Renju's foul check only.
    eng: Board,
    win_valid: Vec<bool>,
    win_count: Vec<[u8; 4]>,
    weights: [i32; 8],
    /// Per colour: the sum of window weights of windows holding only that colour.
    pub score: [i32; 4],
    /// The evaluation's window weights for a colour to move, and for one not to move.
    eval_weights: [[i32; 8]; 2],
    /// Per colour: the sums of `eval_weights` (to move, not to move).
    pub eval_score: [[i32; 4]; 2],
    /// Per colour: its capture threats, the groups it could take with one more stone (a
    /// group counted once for each end it can be taken from), kept in step with every stone.
    pub capture_threats: [i32; 4],
    /// The same brackets by the empty point that closes them (games with captures).
    capture_map: CaptureMap,
    /// Per colour: windows that one more stone completes (a "four" for five in a row); not
    /// kept where the board keeps the points' classes (see [`SBoard::fours`]).
    window_fours: [i32; 4],
    pub captures: [u16; 4],
    pub out: [bool; 4],
    pub turn: u8,
    /// Stones the side to move still places this turn (Connect6).
    pub left: u8,
    pub hash: u64,
    keys: Keys,
    stack: Vec<Undo>,
    /// The game's last two stones before the search (the last first), where they still stand.
    placed_before: [Option<Idx>; 2],
    removed: Vec<Removal>,
    pub stones: usize,
    /// The colour whose fresh row waits for this reply (overtime by line break): the side to
    /// move must break it with a capture, or reach a capture win, or the row wins.
    pub pending: Option<u8>,
    /// Set while trying the replies to a fresh row: rows made then simply win.
    probing: bool,
    /// Gomoku and Renju, a tuning build: each move keeps the evaluation of the position before
    /// it, for an evaluation averaged with the parent's ([`crate::params::Params::eval_parent`]).
    #[cfg(feature = "tune")]
    pub parent_eval: bool,
    /// Two-player five in a row, one stone a turn: per cell and axis, the cells within
    /// `line_reach` on either side, two bits each (see [`SBoard::line_key`]); empty in the
    /// other games.
    line_keys: Vec<[u32; 4]>,
    /// Cells on each side in `line_keys`: [`LINE_REACH`], or [`LineRule::reach`] where the
    /// board keeps the points' classes (a fifth where some side must not make an overline).
    line_reach: usize,
    /// The row rule the line keys' patterns are read under, where the board keeps the
    /// points' classes.
    line_rule: LineRule,
    /// Gomoku and Renju: per cell, what a stone of each
    /// colour would make there (kept for the empty cells; see [`SBoard::class`]); empty
    /// otherwise.
    classes: Vec<[Class; 2]>,
    /// The patterns each class is read from, per cell and colour (see
    /// [`crate::line::code_of_keys`]); kept for the empty cells.
    line_codes: Vec<[u16; 2]>,
    /// Per colour, the cells of each class (an occupied cell is `Nothing`).
    class_count: [[u16; CLASSES]; 2],
    /// Per colour, the lines of the empty cells (four a cell) by pattern; a slot for each
    /// four-bit value, so that a pattern read from a code needs no bounds check.
    pattern_count: [[u16; PATTERN_SLOTS]; 2],
    /// Gomoku: what each stone on the board changed of the classes, to be restored when it
    /// is taken back (reading the line tables again cost about an eighth of the search's
    /// time: docs/src/performance.md).
    class_log: Vec<ClassUndo>,
    counts_log: Vec<CountsUndo>,
}

/// Window weights by stones in the window (index) for each win length: the evaluation.
pub fn weights(len: usize, per_turn: u8) -> [i32; 8] {
    match (len, per_turn) {
        (4, _) => [0, 4, 40, 500, 50_000, 0, 0, 0],
        (6, 2) | (6, _) => [0, 1, 6, 40, 400, 900, 50_000, 0],
        _ => [0, 2, 14, 90, 700, 50_000, 0, 0],
    }
}

impl SBoard {
    /// The search board for a game's current position.
    pub fn from_game(game: &Game) -> SBoard {
        let rules = game.rules();
        let eng0 = Board::new(rules.size);
        let origin = eng0.idx(Point::new(0, 0));
        let stride = (eng0.idx(Point::new(0, 1)) - origin) as isize;
        let ncells = (stride * stride) as usize;
        let mut cell = vec![WALL; ncells];
        let cells: Vec<Idx> = eng0.indices().collect();
        for &i in &cells {
            cell[i] = EMPTY;
        }
        let r = Rules::new(rules);
        let axes = [1, stride, stride + 1, stride - 1];
        let len = r.win_len;
        let mut win_valid = vec![false; ncells * 4];
        for &i in &cells {
            for (a, &ax) in axes.iter().enumerate() {
                win_valid[i * 4 + a] =
                    (0..len as isize).all(|k| cell[(i as isize + ax * k) as usize] != WALL);
            }
        }
        let turn = game.to_move().map_or(0, |c| c.0);
        let mut b = SBoard {
            weights: weights(len, r.stones_per_turn),
            eval_weights: crate::eval::window_weights(&r),
            eval_score: [[0; 4]; 2],
            capture_threats: [0; 4],
            capture_map: if r.captures {
                CaptureMap::new(ncells)
            } else {
                CaptureMap::default()
            },
            rules: r,
            size: rules.size,
            stride,
            axes,
            cell,
            cells,
            near: vec![0; ncells],
            near_empty: PointSet::new(ncells),
            eng: eng0,
            win_valid,
            win_count: vec![[0; 4]; ncells * 4],
            score: [0; 4],
            window_fours: [0; 4],
            captures: [0; 4],
            out: [false; 4],
            turn,
            left: 1,
            hash: 0,
            keys: Keys::new(ncells),
            stack: Vec::with_capacity(64),
            placed_before: [None; 2],
            #[cfg(feature = "tune")]
            parent_eval: false,
            removed: Vec::with_capacity(256),
            stones: 0,
            pending: None,
            probing: false,
            line_keys: Vec::new(),
            line_reach: LINE_REACH,
            line_rule: LineRule::Freestyle,
            classes: Vec::new(),
            line_codes: Vec::new(),
            class_count: [[0; CLASSES]; 2],
            pattern_count: [[0; PATTERN_SLOTS]; 2],
            class_log: Vec::new(),
            counts_log: Vec::new(),
        };
        if b.rules.players == 2 && b.rules.win_len == 5 && b.rules.stones_per_turn == 1 {
            // Gomoku and Renju (whose Black, the first colour, has its own row rule).
            let gomoku = !b.rules.captures
                && !b.rules.adjacent_only
                && !b.rules.line_break
                && matches!(b.rules.renju_black, None | Some(0));
            if gomoku {
                b.line_rule = if b.rules.renju_black.is_some() {
                    LineRule::Renju
                } else if b.rules.longer_rows_win(0) {
                    LineRule::Freestyle
                } else {
                    LineRule::Exact
                };
                b.line_reach = b.line_rule.reach();
            }
            b.line_keys = vec![[0; 4]; ncells];
            for &i in &b.cells {
                for (a, &ax) in axes.iter().enumerate() {
                    for (bit, k) in Self::line_offsets(b.line_reach) {
                        if b.cell[Self::step(i, ax, k)] == WALL {
                            b.line_keys[i][a] |= 3 << (2 * bit);
                        }
                    }
                }
            }
            if gomoku {
                b.classes = vec![[Class::Nothing; 2]; ncells];
                b.line_codes = vec![[0; 2]; ncells];
                b.read_classes_afresh();
            }
        }
        for (p, c) in game.board().stones() {
            let i = b.eng.idx(p);
            b.put(i, c.0);
        }
        // The game's stones are never taken back.
        b.class_log.clear();
        b.counts_log.clear();
        for c in rules.colours() {
            b.captures[c.index()] = game.captures(c);
            b.out[c.index()] = game.is_out(c);
            b.hash ^= b.keys.captures(c.0, b.captures[c.index()]);
        }
        let placed = game.history().iter().rev().filter_map(|p| match p.action {
            pente::Action::Place(q) => Some(b.eng.idx(q)),
            _ => None,
        });
        for (k, i) in placed.take(2).enumerate() {
            b.placed_before[k] = (b.cell[i] != EMPTY).then_some(i);
        }
        b.left = b.stones_left_from(game);
        b.hash ^= b.keys.turn(b.turn, b.left);
        if b.rules.line_break {
            b.pending = game.overtime().map(|c| c.0);
        }
        b
    }

    /// Connect6: the engine does not expose the stones left this turn; the count of stones
    /// placed tells it (Black's first turn is one stone, then two a turn).
    fn stones_left_from(&self, game: &Game) -> u8 {
        let per = self.rules.stones_per_turn;
        if per <= 1 {
            return 1;
        }
        let placed = game.plies() as i64;
        if placed == 0 {
            return 1;
        }
        // After the first stone, turns of `per` stones: the position in the current turn.
        let into = (placed - 1) % per as i64;
        per - into as u8
    }

    #[cfg(test)]
    /// The hash recomputed from scratch (tests compare it with the incremental one).
    pub fn full_hash(&self) -> u64 {
        let mut h = 0;
        for &i in &self.cells {
            let v = self.cell[i];
            if v != EMPTY {
                h ^= self.keys.stone(i, v - 1);
            }
        }
        for c in 0..self.rules.players {
            h ^= self.keys.captures(c, self.captures[c as usize]);
        }
        h ^ self.keys.turn(self.turn, self.left)
    }

    /// How many indices the board uses (the points and the walls around them).
    pub fn index_count(&self) -> usize {
        self.cell.len()
    }

    #[inline]
    pub fn is_empty(&self, i: Idx) -> bool {
        self.cell[i] == EMPTY
    }

    /// The colour of the stone at `i`, if any.
    #[inline]
    pub fn stone(&self, i: Idx) -> Option<u8> {
        match self.cell[i] {
            EMPTY | WALL => None,
            v => Some(v - 1),
        }
    }

    #[inline]
    pub fn step(i: Idx, ax: isize, n: isize) -> Idx {
        (i as isize + ax * n) as Idx
    }

    pub fn point(&self, i: Idx) -> Point {
        self.eng.point(i)
    }

    pub fn idx(&self, p: Point) -> Idx {
        self.eng.idx(p)
    }

    pub fn is_near(&self, i: Idx) -> bool {
        self.near[i] > 0
    }

    /// The empty points near a stone (the candidate moves), in no particular order.
    #[inline]
    pub fn near_empty(&self) -> &[Idx] {
        self.near_empty.points()
    }

    pub fn weight(&self, n: usize) -> i32 {
        self.weights[n.min(7)]
    }

    /// The window counts of the window starting at `s` along axis number `a`, if on the board.
    #[inline]
    pub fn window(&self, s: Idx, a: usize) -> Option<&[u8; 4]> {
        let w = s * 4 + a;
        if self.win_valid[w] {
            Some(&self.win_count[w])
        } else {
            None
        }
    }

    /// Pushes to `out` (once each) the empty points of every window that holds exactly `n`
    /// stones of colour `c` and nothing else: with `n` one short of a row, the points that
    /// complete it; two short, the points that make a four.
    pub fn window_gaps(&self, c: u8, n: usize, out: &mut Vec<Idx>) {
        debug_assert!(
            self.classes.is_empty(),
            "no windows are kept with the classes"
        );
        let mut want = [0u8; 4];
        want[c as usize] = n as u8;
        let want = u32::from_ne_bytes(want);
        let len = self.rules.win_len as isize;
        // Windows off the board are never counted into, so they never match. Most blocks
        // of windows hold no match: a branch-free test per block lets that scan run wide.
        const BLOCK: usize = 32;
        for (n, block) in self.win_count.chunks(BLOCK).enumerate() {
            let hit = block
                .iter()
                .fold(false, |hit, cnt| hit | (u32::from_ne_bytes(*cnt) == want));
            if !hit {
                continue;
            }
            for (k, cnt) in block.iter().enumerate() {
                if u32::from_ne_bytes(*cnt) != want {
                    continue;
                }
                let w = n * BLOCK + k;
                let (s, a) = (w / 4, w % 4);
                for q in 0..len {
                    let j = Self::step(s, self.axes[a], q);
                    if self.cell[j] == EMPTY && !out.contains(&j) {
                        out.push(j);
                    }
                }
            }
        }
    }

    /// The stones of a side captured so far (a team's are pooled).
    pub fn side_captures(&self, c: u8) -> u16 {
        (0..self.rules.players)
            .filter(|&m| self.rules.same_side(m, c))
            .map(|m| self.captures[m as usize])
            .sum()
    }

    /// The stones a side of `c` still has to capture to win by captures: `None` where the
    /// rules have no capture win.
    pub fn captures_to_win(&self, c: u8) -> Option<usize> {
        match (self.rules.captures, self.rules.need) {
            (true, Some(need)) => {
                Some((need as usize).saturating_sub(self.side_captures(c) as usize))
            }
            _ => None,
        }
    }

    fn contrib(&self, w: usize) -> Option<(u8, usize)> {
        let cnt = &self.win_count[w];
        let mut owner = None;
        for (c, &n) in cnt.iter().enumerate() {
            if n > 0 {
                if owner.is_some() {
                    return None;
                }
                owner = Some((c as u8, n as usize));
            }
        }
        owner
    }

    fn account(&mut self, w: usize, sign: i32) {
        if let Some((c, n)) = self.contrib(w) {
            self.score[c as usize] += sign * self.weights[n.min(7)];
            self.eval_score[0][c as usize] += sign * self.eval_weights[0][n.min(7)];
            self.eval_score[1][c as usize] += sign * self.eval_weights[1][n.min(7)];
            if n + 1 == self.rules.win_len {
                self.window_fours[c as usize] += sign;
            }
        }
    }

    fn windows_update(&mut self, i: Idx, c: u8, add: bool) {
        // Gomoku reads its fours, row points and evaluation from the points' classes and
        // lines: the windows are not kept (1.2 times the nodes a second without them).
        if !self.classes.is_empty() {
            return;
        }
        let len = self.rules.win_len as isize;
        for a in 0..4 {
            let ax = self.axes[a];
            for k in 0..len {
                let s = (i as isize - ax * k) as usize;
                let w = s * 4 + a;
                if !self.win_valid[w] {
                    continue;
                }
                self.account(w, -1);
                if add {
                    self.win_count[w][c as usize] += 1;
                } else {
                    self.win_count[w][c as usize] -= 1;
                }
                self.account(w, 1);
            }
        }
    }

    fn near_update(&mut self, i: Idx, add: bool) {
        const SPAN: usize = 2 * NEAR as usize + 1;
        // Row by row over fixed-length slices: no bounds check a cell (a tenth of a Gomoku
        // search's instructions were here), the same cells in the same order.
        for dy in -NEAR..=NEAR {
            let row = (i as isize + dy * self.stride - NEAR) as usize;
            let cells: &[u8; SPAN] = self.cell[row..row + SPAN].try_into().unwrap();
            let near: &mut [u8; SPAN] = (&mut self.near[row..row + SPAN]).try_into().unwrap();
            for k in 0..SPAN {
                if cells[k] == WALL {
                    continue;
                }
                let j = row + k;
                if add {
                    near[k] += 1;
                    if near[k] == 1 && cells[k] == EMPTY {
                        self.near_empty.insert(j);
                    }
                } else {
                    near[k] -= 1;
                    if near[k] == 0 {
                        self.near_empty.remove(j);
                    }
                }
            }
        }
    }

    /// The cells of a line key `reach` cells a side: each bit pair's offset from the point
    /// along the axis.
    fn line_offsets(reach: usize) -> impl Iterator<Item = (usize, isize)> {
        let r = reach as isize;
        (-r..=r).filter(|&k| k != 0).enumerate()
    }

    /// The line through the empty point `i` along axis number `a`, as a key: the
    /// [`LINE_CELLS`] cells around it, farthest before first, two bits each from the lowest
    /// (0 empty, 1 and 2 the colours' stones, 3 off the board). `None` in the games without
    /// line keys.
    #[inline]
    pub fn line_key(&self, i: Idx, a: usize) -> Option<u16> {
        let shift = 2 * (self.line_reach - LINE_REACH);
        self.line_keys.get(i).map(|k| (k[a] >> shift) as u16)
    }

    /// The point's four line keys as kept, [`SBoard::class_reach`] cells a side (the
    /// classes are read from these); `None` in the games without line keys.
    #[inline]
    pub fn class_keys(&self, i: Idx) -> Option<[u32; 4]> {
        self.line_keys.get(i).copied()
    }

    /// The cells a side in [`SBoard::class_keys`]: [`LINE_REACH`], or one more where some
    /// side wins only with exactly five.
    #[inline]
    pub fn class_reach(&self) -> usize {
        self.line_reach
    }

    /// The row rule the points' classes and line patterns are read under (freestyle where
    /// the board keeps no classes).
    #[inline]
    pub fn line_rule(&self) -> LineRule {
        self.line_rule
    }

    /// Adds (`sign` 1) or takes away (-1) a stone of `c` at `i` in its neighbours' line keys.
    /// Two fifths of the search's instructions in Gomoku, hence plain loops over the bit pairs, the
    /// tables looked up once, and no branch on whether a line changed (most do, unpredictably):
    /// 10 % fewer instructions in all than iterator adapters and a lookup per line.
    fn line_keys_update(&mut self, i: Idx, c: u8, sign: i32) {
        if self.line_keys.is_empty() {
            return;
        }
        let reach = self.line_reach as isize;
        // The stone in the lowest bit pair, negated to take it away (shifted as it is).
        let stone = (u32::from(c) + 1).wrapping_mul(sign as u32);
        // Taking a stone back restores the classes from the log (see `take`).
        let tables = (self.keeps_classes() && sign > 0).then(|| {
            let rule = self.line_rule;
            (
                key_pattern_pairs(rule),
                [class_table(rule, 0), class_table(rule, 1)],
            )
        });
        for a in 0..4 {
            let ax = self.axes[a];
            // Bit pair `bit` of a key holds the cell `bit - reach` away (then `bit - reach + 1`
            // past the point itself): this stone is in bit pair 0 of the point `reach` ahead,
            // and one pair higher at each step back, the point itself left out.
            let mut j = i as isize + ax * reach;
            let mut v = stone;
            for bit in 0..2 * reach {
                if bit == reach {
                    j -= ax;
                }
                let key = &mut self.line_keys[j as usize][a];
                *key = key.wrapping_add(v);
                let key = *key;
                if let Some((pairs, classes)) = tables {
                    let j = j as usize;
                    if self.cell[j] == EMPTY {
                        self.log_class(j);
                        self.line_changed(j, a, pairs[key as usize], classes);
                    }
                }
                j -= ax;
                v <<= 2;
            }
        }
    }

    /// What a stone of `c` at the empty point `i` would make over its four lines, in
    /// Gomoku (both rules); `None` in the other games.
    #[inline]
    pub fn class(&self, i: Idx, c: u8) -> Option<Class> {
        self.classes.get(i).map(|k| k[c as usize])
    }

    /// The patterns of the point's four lines for colour `c` as kept (see
    /// [`crate::line::code_of_keys`]; Gomoku only, read while the point is empty).
    #[inline]
    pub fn line_code(&self, i: Idx, c: u8) -> Option<u16> {
        self.line_codes.get(i).map(|k| k[c as usize])
    }

    /// The evaluation of the position before the last stone the search placed, as its mover
    /// saw it, where [`SBoard::parent_eval`] is set.
    #[cfg(feature = "tune")]
    pub fn parent_lines(&self) -> Option<i32> {
        self.stack.last().map(|u| u.parent_lines)
    }

    /// Where the stone placed `back` moves ago stands (1: the last), as far as the search
    /// board knows: its own moves, and the game's last two.
    pub fn placed(&self, back: usize) -> Option<Idx> {
        match self.stack.len().checked_sub(back) {
            Some(k) => Some(self.stack[k].at),
            None => *self.placed_before.get(back - self.stack.len() - 1)?,
        }
    }

    /// How many empty points have class `t` for `c` (Gomoku; 0 in the other games;
    /// `Nothing` counts the stones too).
    #[inline]
    pub fn class_count(&self, c: u8, t: Class) -> u16 {
        self.class_count[c as usize][t as usize]
    }

    /// How many empty points have class `t` or better for `c` (Gomoku; 0 in the other games).
    #[inline]
    pub fn class_count_from(&self, c: u8, t: Class) -> u16 {
        self.class_count[c as usize][t as usize..].iter().sum()
    }

    /// The near empty points where a stone of `c` makes class `t` or better (Gomoku), in the
    /// near points' order: the scan stops once the class counts say every one is found (most
    /// nodes have none of the classes looked for).
    pub fn near_points_from(&self, c: u8, t: Class) -> impl Iterator<Item = Idx> + '_ {
        let all = usize::from(self.class_count_from(c, t));
        let of_class = move |&i: &Idx| self.class(i, c).is_some_and(|k| k >= t);
        self.near_empty().iter().copied().filter(of_class).take(all)
    }

    /// A near empty point where a stone of `c` makes class `t` (Gomoku), the first
    /// found. Every five, open four and three point is near a stone.
    pub fn class_point(&self, c: u8, t: Class) -> Option<Idx> {
        self.near_empty()
            .iter()
            .copied()
            .find(|&i| self.class(i, c) == Some(t))
    }

    /// Threats of `c` to make a row with one stone: the windows one stone short of a row, or,
    /// where the board keeps the points' classes, the points where a stone makes a row (not
    /// an overline where that does not win). Positive exactly when `c` can make a row with
    /// its next stone, save that the windows also count a row that would be too long.
    #[inline]
    pub fn fours(&self, c: u8) -> i32 {
        if self.classes.is_empty() {
            self.window_fours[c as usize]
        } else {
            i32::from(self.class_count(c, Class::Five))
        }
    }

    /// Whether the board keeps the points' classes (Gomoku, both rules, and Renju).
    pub fn keeps_classes(&self) -> bool {
        !self.classes.is_empty()
    }

    /// Reads the class of the point `i` afresh from its line keys (nothing while occupied).
    fn set_class(&mut self, i: Idx) {
        for c in 0..2 {
            let code = code_of_keys(self.line_keys[i], c as u8, self.line_rule);
            self.line_codes[i][c] = code;
            let new = if self.cell[i] == EMPTY {
                self.count_patterns(c, code, 1);
                class_of_code(code, c as u8, self.line_rule)
            } else {
                Class::Nothing
            };
            self.recount(i, c, new);
        }
    }

    /// Reads every point's codes and class from its line keys, and counts them anew.
    fn read_classes_afresh(&mut self) {
        self.class_count = [[0; CLASSES]; 2];
        self.pattern_count = [[0; PATTERN_SLOTS]; 2];
        for k in 0..self.cells.len() {
            let i = self.cells[k];
            self.classes[i] = [Class::Nothing; 2];
            self.class_count[0][0] += 1;
            self.class_count[1][0] += 1;
            self.set_class(i);
        }
    }

    /// Counts (`sign` 1) or discounts (-1) the four line patterns of `code` for colour `c`.
    fn count_patterns(&mut self, c: usize, code: u16, sign: i16) {
        for a in 0..4 {
            let p = &mut self.pattern_count[c][((code >> (4 * a)) & 0xF) as usize];
            *p = p.wrapping_add_signed(sign);
        }
    }

    /// How many lines of the empty points have pattern `p` for `c` (Gomoku; 0 in the other
    /// games): each empty point counts its four lines.
    #[inline]
    pub fn pattern_count(&self, c: u8, p: LinePattern) -> u16 {
        self.pattern_count[c as usize][p as usize]
    }

    /// Sets the class of `i` for colour `c`, counted.
    #[inline]
    fn recount(&mut self, i: Idx, c: usize, new: Class) {
        let old = std::mem::replace(&mut self.classes[i][c], new);
        if old != new {
            self.class_count[c][old as usize] -= 1;
            self.class_count[c][new as usize] += 1;
        }
    }

    /// The empty cell `j`'s line along axis number `a` now has the patterns `both` (colour
    /// 0's in the low four bits, 1's in the high: see [`key_pattern_pairs`]); its codes,
    /// classes and counts follow. `classes`: [`class_table`] for each colour.
    #[inline]
    fn line_changed(&mut self, j: Idx, a: usize, both: u8, classes: [&[Class]; 2]) {
        let shift = 4 * a;
        // Without branches: most lines change, and not predictably; where one does not, the
        // counts go down and up by one at the same place.
        for (c, code) in self.line_codes[j].iter_mut().enumerate() {
            let pattern = u16::from(both >> (4 * c)) & 0xF;
            let old = (*code >> shift) & 0xF;
            let new = (*code & !(0xF << shift)) | pattern << shift;
            *code = new;
            self.pattern_count[c][old as usize] -= 1;
            self.pattern_count[c][pattern as usize] += 1;
            let new_class = classes[c][new as usize];
            let old_class = std::mem::replace(&mut self.classes[j][c], new_class);
            self.class_count[c][old_class as usize] -= 1;
            self.class_count[c][new_class as usize] += 1;
        }
    }

    #[cfg(test)]
    /// Drops the line keys (and the classes, counting the windows instead where those were
    /// kept): patterns are then read from the windows (tests compare both).
    pub fn without_line_keys(&mut self) {
        self.line_keys.clear();
        self.line_reach = LINE_REACH;
        self.line_rule = LineRule::Freestyle;
        if !self.classes.is_empty() {
            self.classes.clear();
            self.line_codes.clear();
            self.class_count = [[0; CLASSES]; 2];
            self.pattern_count = [[0; PATTERN_SLOTS]; 2];
            for k in 0..self.cells.len() {
                let i = self.cells[k];
                if self.cell[i] != EMPTY {
                    self.windows_update(i, self.cell[i] - 1, true);
                }
            }
        }
    }

    /// Logs the empty cell `j`'s codes and classes before a stone changes them.
    #[inline]
    fn log_class(&mut self, j: Idx) {
        self.class_log.push(ClassUndo {
            at: j as u32,
            codes: self.line_codes[j],
            classes: self.classes[j],
        });
    }

    /// Takes back what the last stone placed changed of the classes and counts.
    fn restore_classes(&mut self) {
        let Some(u) = self.counts_log.pop() else {
            return;
        };
        for e in self.class_log.drain(u.log_from as usize..).rev() {
            self.line_codes[e.at as usize] = e.codes;
            self.classes[e.at as usize] = e.classes;
        }
        self.class_count = u.class_count;
        self.pattern_count = u.pattern_count;
    }

    fn put(&mut self, i: Idx, c: u8) {
        if !self.classes.is_empty() {
            self.counts_log.push(CountsUndo {
                log_from: self.class_log.len() as u32,
                class_count: self.class_count,
                pattern_count: self.pattern_count,
            });
            self.log_class(i);
        }
        self.line_keys_update(i, c, 1);
        self.threats_update(i, -1);
        self.cell[i] = c + 1;
        self.threats_update(i, 1);
        self.eng.place(i, Colour(c));
        self.hash ^= self.keys.stone(i, c);
        self.windows_update(i, c, true);
        self.near_empty.remove(i);
        self.near_update(i, true);
        if !self.classes.is_empty() {
            for c in 0..2 {
                self.recount(i, c, Class::Nothing);
                self.count_patterns(c, self.line_codes[i][c], -1);
            }
        }
        self.stones += 1;
    }

    fn take(&mut self, i: Idx) {
        let c = self.cell[i] - 1;
        self.line_keys_update(i, c, -1);
        self.threats_update(i, -1);
        self.cell[i] = EMPTY;
        self.threats_update(i, 1);
        self.eng.remove(i);
        self.hash ^= self.keys.stone(i, c);
        self.windows_update(i, c, false);
        self.near_update(i, false);
        if self.near[i] > 0 {
            self.near_empty.insert(i);
        }
        if !self.classes.is_empty() {
            self.restore_classes();
        }
        self.stones -= 1;
    }

    /// Counts (`sign` 1) or discounts (-1) the capture threats of every segment through `i`.
    fn threats_update(&mut self, i: Idx, sign: i32) {
        if !self.rules.captures {
            return;
        }
        if !self.line_keys.is_empty() {
            let middle = match self.cell[i] {
                EMPTY => 0,
                v => v,
            };
            for a in 0..4 {
                let ax = self.axes[a];
                // The capture games keep [`LINE_REACH`] cells a side: the key as read.
                let key = self.line_keys[i][a] as u16;
                for (c, offset, k) in line_brackets(self.rules.trios(), middle, key) {
                    self.capture_threats[c as usize] += sign;
                    self.capture_map.add(Self::step(i, ax, offset), c, k, sign);
                }
            }
            return;
        }
        for a in 0..4 {
            let ax = self.axes[a];
            for &k in self.rules.groups {
                for o in 0..k + 2 {
                    if let Some((c, at)) = self.bracket(Self::step(i, -ax, o), ax, k) {
                        self.capture_threats[c as usize] += sign;
                        self.capture_map.add(at, c, k, sign);
                    }
                }
            }
        }
    }

    /// The colour that could capture the `k` stones after `s` along `ax` with one more stone,
    /// and the point where: one end of the segment empty, the other holding its stone.
    #[inline]
    fn bracket(&self, s: Idx, ax: isize, k: isize) -> Option<(u8, Idx)> {
        let e = Self::step(s, ax, k + 1);
        let (holder, empty, d) = match (self.cell[s], self.cell[e]) {
            (EMPTY, WALL | EMPTY) | (WALL, _) => return None,
            (EMPTY, _) => (e, s, -ax),
            (_, EMPTY) => (s, e, ax),
            _ => return None,
        };
        let claimant = self.cell[holder] - 1;
        self.capturable(Self::step(holder, d, 1), d, k, claimant)
            .then_some((claimant, empty))
    }

    /// Whether the `k` cells from `first` along `d` form a group `claimant` may capture.
    fn capturable(&self, first: Idx, d: isize, k: isize, claimant: u8) -> bool {
        let mut col = None;
        for n in 0..k {
            let Some(s) = self.stone(Self::step(first, d, n)) else {
                return false;
            };
            if self.rules.same_side(s, claimant) {
                return false;
            }
            match col {
                None => col = Some(s),
                Some(f) if f != s && !self.rules.mixed => return false,
                _ => {}
            }
        }
        true
    }

    /// Normal captures a stone of `c` at `i` would make, pushed as removals (`i` may be empty).
    fn normal_brackets(&self, i: Idx, c: u8, out: &mut Vec<Removal>, from: usize) {
        if !self.rules.captures {
            return;
        }
        for &ax in &self.axes {
            for d in [ax, -ax] {
                for &k in self.rules.groups {
                    if self.stone(Self::step(i, d, k + 1)) != Some(c) {
                        continue;
                    }
                    if self.capturable(Self::step(i, d, 1), d, k, c) {
                        for n in 1..=k {
                            let at = Self::step(i, d, n);
                            let colour = self.cell[at] - 1;
                            push_removal(out, from, at, colour, c);
                        }
                    }
                }
            }
        }
    }

    /// Brackets the stone at `i` (already placed) closes around its own group.
    fn self_brackets(&self, i: Idx, out: &mut Vec<Removal>, from: usize) {
        for &ax in &self.axes {
            for &k in self.rules.groups {
                for start in 0..k {
                    let first = Self::step(i, ax, -start);
                    let (Some(ca), Some(cb)) = (
                        self.stone(Self::step(first, ax, -1)),
                        self.stone(Self::step(first, ax, k)),
                    ) else {
                        continue;
                    };
                    if ca != cb || !self.capturable(first, ax, k, ca) {
                        continue;
                    }
                    for n in 0..k {
                        let at = Self::step(first, ax, n);
                        push_removal(out, from, at, self.cell[at] - 1, ca);
                    }
                }
            }
        }
    }

    /// Every empty point where a stone of `c` would capture, with the stones it would take
    /// there (what [`SBoard::capture_count`] says), in the order of the points.
    pub fn capture_points(&self, c: u8) -> Vec<(Idx, usize)> {
        let mut out: Vec<(Idx, usize)> = self
            .capture_map
            .points(c)
            .iter()
            .map(|&i| (i, self.capture_map.count(i, c)))
            .collect();
        // The map's order depends on the path to the position; the search's must not.
        out.sort_unstable();
        out
    }

    /// Stones a stone of `c` at the empty `i` would capture (normal captures only), as kept
    /// by the capture map.
    #[inline]
    pub fn capture_count(&self, i: Idx, c: u8) -> usize {
        self.capture_map.count(i, c)
    }

    /// [`SBoard::capture_count`] found by looking along every line from `i` (tests check the
    /// map against it).
    #[cfg(test)]
    fn capture_count_scanned(&self, i: Idx, c: u8) -> usize {
        if !self.rules.captures {
            return 0;
        }
        let mut n = 0;
        for &ax in &self.axes {
            for d in [ax, -ax] {
                for &k in self.rules.groups {
                    if self.stone(Self::step(i, d, k + 1)) == Some(c)
                        && self.capturable(Self::step(i, d, 1), d, k, c)
                    {
                        n += k as usize;
                    }
                }
            }
        }
        n
    }

    /// What a capture by `c` at the empty `i` opens: the windows that held only `c`'s stones
    /// and one of the stones taken, one stone short of a row (fours) and two short (threes).
    /// A captured stone that blocked a row is what the patterns of the capturing stone miss.
    pub fn capture_opens(&self, i: Idx, c: u8) -> (u8, u8) {
        let len = self.rules.win_len;
        let (mut fours, mut threes) = (0u8, 0u8);
        for &ax in &self.axes {
            for d in [ax, -ax] {
                for &k in self.rules.groups {
                    if self.stone(Self::step(i, d, k + 1)) != Some(c)
                        || !self.capturable(Self::step(i, d, 1), d, k, c)
                    {
                        continue;
                    }
                    for n in 1..=k {
                        let j = Self::step(i, d, n);
                        for (a, &wax) in self.axes.iter().enumerate() {
                            for q in 0..len as isize {
                                let Some(cnt) = self.window(Self::step(j, wax, -q), a) else {
                                    continue;
                                };
                                let own = cnt[c as usize] as usize;
                                let total: usize = cnt.iter().map(|&v| v as usize).sum();
                                if total != own + 1 {
                                    continue;
                                }
                                if own + 1 == len {
                                    fours = fours.saturating_add(1);
                                } else if own + 2 == len {
                                    threes = threes.saturating_add(1);
                                }
                            }
                        }
                    }
                }
            }
        }
        (fours, threes)
    }

    /// Whether the side to move may place a stone on the empty point `i` under the rules the
    /// search knows (not opening areas: the root checks those with the engine).
    pub fn legal(&mut self, i: Idx) -> bool {
        if self.cell[i] != EMPTY {
            return false;
        }
        let c = self.turn;
        if self.rules.adjacent_only && self.stones > 0 && !self.touches(i) {
            return false;
        }
        if self.rules.self_capture == SelfCapture::Forbidden && self.rules.captures {
            self.cell[i] = c + 1;
            let mut v = Vec::new();
            self.self_brackets(i, &mut v, 0);
            self.cell[i] = EMPTY;
            if !v.is_empty() {
                return false;
            }
        }
        if self.rules.renju_black == Some(c) {
            // Most points' lines show no foul's shape: only the others are asked of the rules.
            let shape = match self.line_rule {
                LineRule::Renju => renju_may_be_foul(self.line_codes[i][c as usize]),
                _ => true,
            };
            if shape && self.eng.renju_foul(self.eng.point(i), Colour(c)).is_some() {
                return false;
            }
        }
        true
    }

    fn touches(&self, i: Idx) -> bool {
        self.axes.iter().any(|&a| {
            self.stone(Self::step(i, a, 1)).is_some() || self.stone(Self::step(i, a, -1)).is_some()
        })
    }

    /// The unbroken row of colour `c` through `i` along `ax`, counting `i` as `c`.
    #[inline]
    pub fn run(&self, i: Idx, ax: isize, c: u8) -> usize {
        let v = c + 1;
        let mut n = 1;
        let mut j = Self::step(i, ax, 1);
        while self.cell[j] == v {
            n += 1;
            j = Self::step(j, ax, 1);
        }
        let mut j = Self::step(i, ax, -1);
        while self.cell[j] == v {
            n += 1;
            j = Self::step(j, ax, -1);
        }
        n
    }

    /// Whether a stone of `c` at `i` would make a winning row.
    pub fn makes_row(&self, i: Idx, c: u8) -> bool {
        self.axes
            .iter()
            .any(|&ax| self.rules.line_wins(c, self.run(i, ax, c)))
    }

    fn next_colour(&self, c: u8) -> u8 {
        let n = self.rules.players;
        (1..=n)
            .map(|k| (c + k) % n)
            .find(|&x| !self.out[x as usize])
            .unwrap_or(c)
    }

    /// Whether the row the side to move makes at `i` wins at once: under overtime by line
    /// break it may instead wait for a reply that can break it.
    pub fn row_wins(&mut self, i: Idx) -> bool {
        if !self.rules.line_break {
            return true;
        }
        let me = self.turn;
        let term = self.make(i);
        self.unmake();
        matches!(term, Term::Won(mask) if (0..4).any(|c| mask & (1 << c) != 0 && self.rules.same_side(c, me)))
    }

    /// The hash after [`SBoard::make`] at `i` where the stone takes nothing and the turn passes
    /// to the next colour (one stone a turn): a guess, for prefetching the table's slot.
    #[inline]
    pub fn hash_after(&self, i: Idx) -> u64 {
        let c = self.turn;
        let next = if self.rules.stones_per_turn > 1 {
            c
        } else {
            self.next_colour(c)
        };
        self.hash
            ^ self.keys.stone(i, c)
            ^ self.keys.turn(c, self.left)
            ^ self.keys.turn(next, self.left)
    }

    /// Plays a stone of the side to move at the empty point `i` (legality is the caller's).
    pub fn make(&mut self, i: Idx) -> Term {
        let c = self.turn;
        let removed_from = self.removed.len();
        #[cfg(feature = "tune")]
        let parent_lines = if self.parent_eval {
            crate::eval::lines(self)
        } else {
            0
        };
        self.stack.push(Undo {
            at: i,
            removed_from,
            turn: self.turn,
            left: self.left,
            hash: self.hash,
            pending: self.pending,
            #[cfg(feature = "tune")]
            parent_lines,
        });
        let waiting = self.pending.take();
        self.put(i, c);
        let mut term = Term::Going;
        if self.rules.captures {
            let mut found = std::mem::take(&mut self.removed);
            self.normal_brackets(i, c, &mut found, removed_from);
            if self.rules.self_capture == SelfCapture::Poof {
                self.self_brackets(i, &mut found, removed_from);
            }
            for &r in &found[removed_from..] {
                self.take(r.at);
                if r.by != NOBODY {
                    let b = r.by as usize;
                    self.hash ^= self.keys.captures(r.by, self.captures[b]);
                    self.captures[b] += 1;
                    self.hash ^= self.keys.captures(r.by, self.captures[b]);
                }
            }
            self.removed = found;
            if self.removed.len() > removed_from {
                term = self.capture_term();
            }
        }
        // A row that waited for this reply wins unless the reply broke it (or won by captures).
        if let (Term::Going, Some(owner)) = (term, waiting) {
            if self.has_row(owner) {
                term = self.winners(1 << owner);
            }
        }
        let mut fresh_row = false;
        if term == Term::Going && self.cell[i] == c + 1 && self.makes_row(i, c) {
            term = self.winners(1 << c);
            fresh_row = self.rules.line_break && !self.probing;
        }
        if term == Term::Going && self.stones == self.cells.len() {
            term = Term::Draw;
        }
        // The turn passes (Connect6: after the second stone).
        self.hash ^= self.keys.turn(self.turn, self.left);
        if self.rules.stones_per_turn > 1 {
            if self.left > 1 {
                self.left -= 1;
            } else {
                self.left = self.rules.stones_per_turn;
                self.turn = self.next_colour(c);
            }
        } else {
            self.turn = self.next_colour(c);
        }
        self.hash ^= self.keys.turn(self.turn, self.left);
        if fresh_row && self.reply_can_break(c) {
            self.pending = Some(c);
            term = Term::Going;
        }
        term
    }

    /// Whether the side to move (the reply to `owner`'s fresh row) has a capture that breaks
    /// every row of `owner`: the engine's test for overtime. A capture win the reply could
    /// reach does not count (the five wins at once then); it only wins once the row waits.
    fn reply_can_break(&mut self, owner: u8) -> bool {
        self.probing = true;
        let mut breaks = false;
        for (p, _) in self.capture_points(self.turn) {
            if !self.legal(p) {
                continue;
            }
            self.pending = Some(owner);
            self.make(p);
            let broken = !self.has_row(owner);
            self.unmake();
            if broken {
                breaks = true;
                break;
            }
        }
        self.pending = None;
        self.probing = false;
        breaks
    }

    /// Whether colour `c` has a winning row anywhere (a window full of its stones, whose run
    /// the row rules count).
    pub fn has_row(&self, c: u8) -> bool {
        let mut want = [0u8; 4];
        want[c as usize] = self.rules.win_len as u8;
        let want = u32::from_ne_bytes(want);
        self.win_count
            .iter()
            .enumerate()
            .any(|(w, cnt)| u32::from_ne_bytes(*cnt) == want && self.makes_row(w / 4, c))
    }

    fn capture_term(&self) -> Term {
        let Some(need) = self.rules.need else {
            return Term::Going;
        };
        let mut mask = 0;
        for c in 0..self.rules.players {
            if !self.out[c as usize] && self.side_captures(c) >= need {
                mask |= 1 << c;
            }
        }
        if mask == 0 {
            Term::Going
        } else {
            self.winners(mask)
        }
    }

    /// The sides of the colours in `mask` win; everyone at once is a draw.
    fn winners(&self, mask: u8) -> Term {
        let mut all = 0u8;
        let mut won = 0u8;
        for c in 0..self.rules.players {
            if self.out[c as usize] {
                continue;
            }
            all |= 1 << c;
            if (0..self.rules.players).any(|m| mask & (1 << m) != 0 && self.rules.same_side(m, c)) {
                won |= 1 << c;
            }
        }
        if won == all && all.count_ones() > 1 {
            Term::Draw
        } else {
            Term::Won(won)
        }
    }

    /// Gives the move to the other side without a stone (two players, one stone a turn): to
    /// ask what the other side could do if it moved now.
    pub fn pass(&mut self) {
        debug_assert!(self.rules.players == 2 && self.rules.stones_per_turn == 1);
        self.hash ^= self.keys.turn(self.turn, self.left);
        self.turn = 1 - self.turn;
        self.hash ^= self.keys.turn(self.turn, self.left);
    }

    /// Plays a stone of colour `c` at the empty point `i` as if it were `c`'s turn, to see what
    /// an opponent's move would do; [`SBoard::unmake`] takes it back, and the side to move is
    /// the same as before. (Not under Connect6's or overtime's turn rules.)
    pub fn make_as(&mut self, i: Idx, c: u8) -> Term {
        let turn = self.turn;
        self.turn = c;
        let term = self.make(i);
        if let Some(u) = self.stack.last_mut() {
            u.turn = turn;
        }
        term
    }

    /// How many windows hold at least `n` stones of colour `c` and no other stone: with `n`
    /// two short of a row, its threes, fours and rows to be. Not kept (0) with the classes.
    pub fn lines(&self, c: u8, n: usize) -> usize {
        self.win_count
            .iter()
            .filter(|cnt| {
                let own = cnt[c as usize] as usize;
                own >= n && cnt.iter().map(|&v| v as usize).sum::<usize>() == own
            })
            .count()
    }

    /// How many windows hold exactly `n` stones of colour `c` and no other stone. Not kept (0)
    /// with the classes.
    pub fn exact_windows(&self, c: u8, n: usize) -> usize {
        self.win_valid
            .iter()
            .zip(&self.win_count)
            .filter(|&(&valid, cnt)| {
                valid
                    && cnt[c as usize] as usize == n
                    && cnt.iter().map(|&v| v as usize).sum::<usize>() == n
            })
            .count()
    }

    /// Takes back the last [`SBoard::make`].
    pub fn unmake(&mut self) {
        let Some(u) = self.stack.pop() else { return };
        let removed = std::mem::take(&mut self.removed);
        for r in removed[u.removed_from..].iter().rev() {
            if r.by != NOBODY {
                self.captures[r.by as usize] -= 1;
            }
            self.put(r.at, r.colour);
        }
        self.removed = removed;
        self.removed.truncate(u.removed_from);
        self.take(u.at);
        self.turn = u.turn;
        self.left = u.left;
        self.hash = u.hash;
        self.pending = u.pending;
    }
}

/// Records a stone this move removes, once (two brackets may share it). Only this move's
/// removals, from `from` on, are looked at: earlier plies may have emptied the same point.
fn push_removal(out: &mut Vec<Removal>, from: usize, at: Idx, colour: u8, by: u8) {
    match out[from..].iter_mut().find(|r| r.at == at) {
        Some(r) => {
            if r.by != by {
                r.by = NOBODY;
            }
        }
        None => out.push(Removal { at, colour, by }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pente::{token, Preset};

    /// The last stones are the search's own, then the game's last two.
    #[test]
    fn the_last_stones_placed_are_known_through_the_search() {
        let g = game(Preset::Gomoku, "H8 J9 K10");
        let mut b = SBoard::from_game(&g);
        let at = |s: &str| b_idx(&b, s);
        let (j9, k10) = (at("J9"), at("K10"));
        assert_eq!(
            [b.placed(1), b.placed(2), b.placed(3)],
            [Some(k10), Some(j9), None]
        );
        let l11 = at("L11");
        b.make(l11);
        assert_eq!(
            [b.placed(1), b.placed(2), b.placed(3)],
            [Some(l11), Some(k10), Some(j9)]
        );
        assert_eq!(b.placed(4), None);
        b.unmake();
        assert_eq!(b.placed(1), Some(k10));
    }

    fn b_idx(b: &SBoard, s: &str) -> Idx {
        match token::parse(s, &RuleSet::preset(Preset::Gomoku)).unwrap() {
            pente::Action::Place(p) => b.idx(p),
            other => panic!("not a point: {other:?}"),
        }
    }

    fn game(preset: Preset, moves: &str) -> Game {
        let mut g = Game::new(RuleSet::preset(preset));
        for t in moves.split_whitespace() {
            g.act(token::parse(t, g.rules()).unwrap()).unwrap();
        }
        g
    }

    /// The two scans the search uses instead of asking every point agree with asking every
    /// point, on crowded random boards of every capture rule and row length.
    #[test]
    fn capture_points_and_window_gaps_agree_with_every_point() {
        use crate::testing::crowded;
        use crate::zobrist::SplitMix;
        let presets = [
            Preset::Pente,
            Preset::KeryoPente,
            Preset::PoofPente,
            Preset::Pente3p,
            Preset::TeamPente,
            Preset::Renju, // read without its classes (see below)
            Preset::Connect6,
        ];
        let mut captures_seen = 0;
        for (k, preset) in presets.into_iter().enumerate() {
            for seed in 0..8u64 {
                let mut rng = SplitMix(seed * 17 + k as u64);
                let stones = 16 + rng.below(16);
                let mut b =
                    SBoard::from_game(&crowded(RuleSet::preset(preset), &mut rng, stones, 5, 9));
                if b.keeps_classes() {
                    // Gomoku and Renju keep no windows: their classes instead.
                    b.without_line_keys();
                }
                let len = b.rules.win_len;
                for c in 0..b.rules.players {
                    assert_capture_map(&b, c, &format!("{preset} seed {seed}"));
                    captures_seen += b.capture_points(c).len();
                    for n in 1..len {
                        let mut want: Vec<Idx> = b
                            .cells
                            .iter()
                            .copied()
                            .filter(|&i| b.is_empty(i))
                            .filter(|&i| {
                                (0..4).any(|a| {
                                    (0..len as isize).any(|q| {
                                        b.window(SBoard::step(i, b.axes[a], -q), a).is_some_and(
                                            |cnt| {
                                                cnt.iter().map(|&x| x as usize).sum::<usize>() == n
                                                    && cnt[c as usize] as usize == n
                                            },
                                        )
                                    })
                                })
                            })
                            .collect();
                        let mut got = Vec::new();
                        b.window_gaps(c, n, &mut got);
                        want.sort();
                        got.sort();
                        assert_eq!(got, want, "{preset} seed {seed} colour {c}: gaps of {n}");
                    }
                }
            }
        }
        assert!(captures_seen >= 50, "only {captures_seen} capture points");
        // Two pairs taken by one stone: K10 brackets L10-M10 (with N10) and K11-K12 (with K13).
        let stones = [
            (Point::new(12, 9), Colour(0)),
            (Point::new(9, 12), Colour(0)),
            (Point::new(10, 9), Colour(1)),
            (Point::new(11, 9), Colour(1)),
            (Point::new(9, 10), Colour(1)),
            (Point::new(9, 11), Colour(1)),
        ];
        let g = Game::from_position(RuleSet::preset(Preset::Pente), &stones, Colour(0)).unwrap();
        let b = SBoard::from_game(&g);
        assert_eq!(b.capture_points(0), [(b.idx(Point::new(9, 9)), 4)]);
    }

    #[test]
    fn incremental_hash_matches_recomputed_through_captures() {
        let g = game(Preset::Pente, "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10");
        let mut b = SBoard::from_game(&g);
        assert_eq!(b.hash, b.full_hash());
        let before = (b.hash, b.score, b.window_fours, b.captures);
        // N10 for white... play a few moves, including a capture, then undo all.
        let mut made = 0;
        for p in ["N10", "M10", "G8", "K11", "M7"] {
            let pt = pente::Lettering::SkipI.parse(p, 19).unwrap();
            let i = b.idx(pt);
            let guess = b.hash_after(i);
            let taken = b.captures;
            b.make(i);
            made += 1;
            assert_eq!(b.hash, b.full_hash(), "after {p}");
            // The guess the table's prefetch reads is right wherever nothing was taken.
            assert_eq!(b.hash == guess, b.captures == taken, "after {p}");
        }
        for _ in 0..made {
            b.unmake();
            assert_eq!(b.hash, b.full_hash());
        }
        assert_eq!(before, (b.hash, b.score, b.window_fours, b.captures));
    }

    #[test]
    fn capture_is_counted_and_undone() {
        // White K10, Black L11 L12? Build: W at K10, B pair K11 K12, W plays K13 captures.
        let stones = [
            (Point::new(9, 9), Colour(0)),
            (Point::new(9, 10), Colour(1)),
            (Point::new(9, 11), Colour(1)),
        ];
        let g = Game::from_position(RuleSet::preset(Preset::Pente), &stones, Colour(0)).unwrap();
        let mut b = SBoard::from_game(&g);
        let i = b.idx(Point::new(9, 12));
        assert_eq!(b.capture_count(i, 0), 2);
        b.make(i);
        assert_eq!(b.captures[0], 2);
        assert!(b.is_empty(b.idx(Point::new(9, 10))));
        assert_eq!(b.hash, b.full_hash());
        b.unmake();
        assert_eq!(b.captures[0], 0);
        assert_eq!(b.stone(b.idx(Point::new(9, 10))), Some(1));
        assert_eq!(b.hash, b.full_hash());
    }

    #[test]
    fn a_point_emptied_twice_in_one_line_is_captured_twice() {
        // Black (second colour) pair L10 M10 is captured by N10; Black plays L10 again, makes
        // the pair L10 L11 and loses it to L12: the same point's second capture must count.
        let g = game(Preset::Pente, "K10");
        let mut b = SBoard::from_game(&g);
        let before = (b.hash, b.score, b.window_fours, b.captures);
        for p in ["L10", "E5", "M10", "N10", "L10", "L9", "L11", "L12"] {
            let pt = pente::Lettering::SkipI.parse(p, 19).unwrap();
            b.make(b.idx(pt));
        }
        assert_eq!(b.captures[0], 4);
        for p in ["L10", "L11", "M10"] {
            let pt = pente::Lettering::SkipI.parse(p, 19).unwrap();
            assert!(b.is_empty(b.idx(pt)), "{p}");
        }
        assert_eq!(b.hash, b.full_hash());
        for _ in 0..8 {
            b.unmake();
        }
        assert_eq!(before, (b.hash, b.score, b.window_fours, b.captures));
    }

    /// Random crowded games in every capture variant, played by the engine and mirrored on the
    /// search board: stones and capture counts agree after every move, and undoing every move
    /// restores the start.
    /// The groups colour `c` could take with one more stone, counted from every empty point.
    fn threats_by_scan(b: &SBoard, c: u8) -> i32 {
        let mut n = 0;
        for &i in b.cells.iter().filter(|&&i| b.is_empty(i)) {
            for &ax in &b.axes {
                for d in [ax, -ax] {
                    for &k in b.rules.groups {
                        let bracketed = b.stone(SBoard::step(i, d, k + 1)) == Some(c)
                            && b.capturable(SBoard::step(i, d, 1), d, k, c);
                        n += bracketed as i32;
                    }
                }
            }
        }
        n
    }

    /// The near empty points agree with a scan of the board.
    fn assert_near_empty(b: &SBoard) {
        let want: Vec<Idx> = b
            .cells
            .iter()
            .copied()
            .filter(|&i| b.is_empty(i) && b.is_near(i))
            .collect();
        let mut got = b.near_empty().to_vec();
        got.sort_unstable();
        assert_eq!(got, want, "near empty points");
    }

    /// The capture map agrees with looking along the lines from every empty point.
    fn assert_capture_map(b: &SBoard, c: u8, context: &str) {
        let want: Vec<(Idx, usize)> = b
            .cells
            .iter()
            .filter(|&&i| b.is_empty(i))
            .map(|&i| (i, b.capture_count_scanned(i, c)))
            .filter(|&(_, n)| n > 0)
            .collect();
        assert_eq!(
            b.capture_points(c),
            want,
            "{context} colour {c}: capture map"
        );
    }

    /// The classes (and the lines' patterns) kept move by move are those read afresh, and the
    /// classes say what the stones say: a five where a stone completes a row (an exact five
    /// where only that wins), an open four where it leaves two points that complete one, and
    /// under Renju nothing for Black where the rules call the move a foul. Kept in Gomoku and
    /// Renju only.
    #[test]
    fn point_classes_follow_the_moves_and_agree_with_the_stones() {
        use crate::patterns::analyse;
        use crate::testing::crowded;
        use crate::zobrist::SplitMix;
        for preset in [Preset::Gomoku, Preset::GomokuStandard, Preset::Renju] {
            let (mut fives, mut open_fours, mut fouls) = (0, 0, 0);
            for seed in 0..24u64 {
                let mut rng = SplitMix(seed + 500);
                let lo = if seed % 3 == 0 { 0 } else { 4 };
                let g = crowded(RuleSet::preset(preset), &mut rng, 10 + seed, lo, 8);
                let mut b = SBoard::from_game(&g);
                for _ in 0..8 {
                    let free: Vec<Idx> = b.near_empty().to_vec();
                    let i = free[rng.below(free.len() as u64) as usize];
                    if b.make(i) != Term::Going {
                        b.unmake();
                        break;
                    }
                }
                if seed % 2 == 1 {
                    b.unmake();
                }
                let rule = match preset {
                    Preset::Gomoku => LineRule::Freestyle,
                    Preset::GomokuStandard => LineRule::Exact,
                    _ => LineRule::Renju,
                };
                assert_eq!(b.line_rule(), rule);
                let mut count = [[0u16; CLASSES]; 2];
                count[0][0] = b.stones as u16;
                count[1][0] = b.stones as u16;
                let mut patterns = [[0u16; PATTERN_SLOTS]; 2];
                let empty: Vec<Idx> = b.cells.iter().copied().filter(|&i| b.is_empty(i)).collect();
                for &i in &empty {
                    for c in 0..2u8 {
                        let class = b.class(i, c).unwrap();
                        let keys = b.line_keys[i];
                        assert_eq!(class, crate::line::class_of_keys(keys, c, rule));
                        count[c as usize][class as usize] += 1;
                        for key in keys {
                            let p = crate::line::pattern_of_key(key, c, rule);
                            patterns[c as usize][p as usize] += 1;
                        }
                        let m = analyse(&b, i, c);
                        assert_eq!(class == Class::Five, m.five, "{preset} seed {seed}");
                        fives += m.five as usize;
                        // Two points that complete a row once the stone stands (where
                        // there was none before).
                        if m.five || b.class_count(c, Class::Five) > 0 {
                            continue;
                        }
                        if rule == LineRule::Renju && c == 0 {
                            let p = b.eng.point(i);
                            if let Some(foul) = b.eng.renju_foul(p, Colour(0)) {
                                assert_eq!(class, Class::Nothing, "seed {seed} {p}: {foul:?}");
                                let code = b.line_codes[i][0];
                                assert!(crate::line::renju_may_be_foul(code), "{p}: {foul:?}");
                                fouls += 1;
                                continue;
                            }
                        }
                        let mut after = b.clone();
                        after.put(i, c);
                        let rows = empty.iter().filter(|&&j| j != i && after.makes_row(j, c));
                        let two = rows.count() >= 2;
                        assert_eq!(class == Class::OpenFour, two, "{preset} seed {seed}");
                        open_fours += two as usize;
                    }
                }
                assert_eq!(count, b.class_count, "{preset} seed {seed}");
                assert_eq!(patterns, b.pattern_count, "{preset} seed {seed}");
            }
            assert!(
                fives >= 5 && open_fours >= 10,
                "{preset}: {fives} fives, {open_fours} open fours"
            );
            assert!(preset != Preset::Renju || fouls >= 10, "{fouls} fouls");
        }
        let pente = SBoard::from_game(&Game::new(RuleSet::preset(Preset::Pente)));
        assert!(!pente.keeps_classes());
    }

    /// Taking stones back restores the classes, line codes and counts from the log: at every
    /// step back they are what they were before the stone, and what a fresh board of the
    /// same stones reads.
    #[test]
    fn taking_stones_back_restores_the_classes_exactly() {
        use crate::testing::crowded;
        use crate::zobrist::SplitMix;
        type State = (
            Vec<[Class; 2]>,
            Vec<[u16; 2]>,
            [[u16; CLASSES]; 2],
            [[u16; PATTERN_SLOTS]; 2],
        );
        let state = |b: &SBoard| -> State {
            // Codes and classes of occupied cells are not read: compare the empty ones.
            let empty = |i: usize| b.cell[i] == EMPTY;
            let classes = (0..b.cell.len())
                .filter(|&i| empty(i))
                .map(|i| b.classes[i]);
            let codes = (0..b.cell.len())
                .filter(|&i| empty(i))
                .map(|i| b.line_codes[i]);
            (
                classes.collect(),
                codes.collect(),
                b.class_count,
                b.pattern_count,
            )
        };
        for preset in [Preset::Gomoku, Preset::GomokuStandard, Preset::Renju] {
            for seed in 0..16u64 {
                let mut rng = SplitMix(seed + 900);
                let g = crowded(RuleSet::preset(preset), &mut rng, 6 + seed, 0, 8);
                let mut b = SBoard::from_game(&g);
                let mut before = vec![state(&b)];
                for _ in 0..12 {
                    let free: Vec<Idx> = b.near_empty().to_vec();
                    let i = free[rng.below(free.len() as u64) as usize];
                    let going = b.make(i) == Term::Going;
                    before.push(state(&b));
                    if !going {
                        break;
                    }
                }
                let mut fresh = b.clone();
                fresh.read_classes_afresh();
                assert!(state(&fresh) == state(&b), "{preset} seed {seed}");
                while let Some(want) = before.pop() {
                    assert!(state(&b) == want, "{preset} seed {seed}");
                    b.unmake();
                }
                assert!(b.class_log.is_empty() && b.counts_log.is_empty());
            }
        }
    }

    /// The 23 Renju foul cases the rules crate is tested on (its test data): where the rules
    /// call Black's move a foul, Black's class there is nothing and its lines show a foul's
    /// shape; the search board's legality is the rules' in every case.
    #[test]
    fn renju_classes_know_the_fouls_of_the_rules_tests() {
        // Read at run time: the container build copies src/, not the rules crate's tests/.
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../pente/tests/data/renju-renjunet-advanced.json"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let rules = RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap();
        let (mut cases, mut fouls) = (0, 0);
        for part in text.split("\"board\": [").skip(1) {
            let rows: Vec<&str> = part.split('"').skip(1).step_by(2).take(15).collect();
            let mut stones = Vec::new();
            let mut probe = None;
            for (r, row) in rows.iter().enumerate() {
                for (x, ch) in row.chars().enumerate() {
                    let p = Point::new(x as u8, 14 - r as u8);
                    match ch {
                        'B' => stones.push((p, Colour(0))),
                        'W' => stones.push((p, Colour(1))),
                        '?' => probe = Some(p),
                        _ => {}
                    }
                }
            }
            let game = Game::from_position(rules.clone(), &stones, Colour(0)).unwrap();
            let mut b = SBoard::from_game(&game);
            let p = probe.unwrap();
            let i = b.idx(p);
            let foul = game.check_place(p).is_err();
            assert_eq!(b.legal(i), !foul, "{p}");
            if foul {
                assert_eq!(b.class(i, 0), Some(Class::Nothing), "{p}");
                assert!(renju_may_be_foul(b.line_codes[i][0]), "{p}");
                fouls += 1;
            }
            cases += 1;
        }
        assert_eq!((cases, fouls), (23, 15));
    }

    #[test]
    fn search_board_follows_the_engine_through_random_captures() {
        use crate::zobrist::SplitMix;
        use pente::Action;
        let presets = [
            Preset::Pente,
            Preset::KeryoPente,
            Preset::PoofPente,
            Preset::BoatPente,
            Preset::OPente,
            Preset::TeamPente,
            Preset::Pente3p,
        ];
        for preset in presets {
            let mut waited = 0;
            for seed in 0..80u64 {
                let mut rules = RuleSet::preset(preset);
                rules.set("opening", "none").unwrap();
                let mut g = Game::new(rules);
                let mut b = SBoard::from_game(&g);
                let before = (
                    b.hash,
                    b.score,
                    b.window_fours,
                    b.captures,
                    b.eval_score,
                    b.capture_threats,
                );
                let mut rng = SplitMix(seed);
                let mut made = 0;
                // A 6x6 corner of the centre fills fast and keeps capturing.
                while !g.is_over() && made < 30 {
                    let p = Point::new(7 + rng.below(6) as u8, 7 + rng.below(6) as u8);
                    if g.clone().act(Action::Place(p)).is_err() {
                        continue;
                    }
                    g.act(Action::Place(p)).unwrap();
                    let term = b.make(b.idx(p));
                    made += 1;
                    assert_eq!(term != Term::Going, g.is_over(), "{preset} seed {seed}");
                    // Overtime by line break: a five waits exactly when the engine's does.
                    assert_eq!(b.pending, g.overtime().map(|c| c.0), "{preset} seed {seed}");
                    waited += b.pending.is_some() as usize;
                    if let Term::Won(mask) = term {
                        let engine: u8 = g.result().unwrap().winners.iter().map(|c| 1 << c.0).sum();
                        assert_eq!(mask, engine, "{preset} seed {seed}");
                    }
                    for c in 0..g.rules().players {
                        assert_eq!(
                            b.captures[c as usize],
                            g.captures(Colour(c)),
                            "{preset} {seed}"
                        );
                    }
                    for (i, &cell) in b.cells.iter().enumerate() {
                        let at = g.board().get(b.point(cell));
                        assert_eq!(b.stone(cell), at.map(|c| c.0), "{preset} {seed} cell {i}");
                    }
                    assert_eq!(b.hash, b.full_hash());
                    for c in 0..g.rules().players {
                        assert_eq!(
                            b.capture_threats[c as usize],
                            threats_by_scan(&b, c),
                            "{preset} {seed} colour {c}: capture threats"
                        );
                        assert_capture_map(&b, c, &format!("{preset} {seed}"));
                    }
                    assert_near_empty(&b);
                }
                for _ in 0..made {
                    b.unmake();
                    assert_near_empty(&b);
                    for c in 0..g.rules().players {
                        assert_capture_map(&b, c, &format!("{preset} {seed}, taken back"));
                    }
                }
                assert_eq!(
                    before,
                    (
                        b.hash,
                        b.score,
                        b.window_fours,
                        b.captures,
                        b.eval_score,
                        b.capture_threats
                    ),
                    "{preset} {seed}"
                );
            }
            if matches!(preset, Preset::BoatPente | Preset::OPente) {
                assert!(waited > 0, "{preset}: no five ever waited");
            }
        }
    }

    #[test]
    fn five_wins_and_fours_are_counted() {
        let stones: Vec<_> = (0..4).map(|x| (Point::new(3 + x, 7), Colour(0))).collect();
        let g = Game::from_position(RuleSet::preset(Preset::Gomoku), &stones, Colour(0)).unwrap();
        let mut b = SBoard::from_game(&g);
        // Open four: two points make a five (kept as classes in Gomoku).
        assert_eq!(b.fours(0), 2);
        let t = b.make(b.idx(Point::new(7, 7)));
        assert_eq!(t, Term::Won(1));
    }

    #[test]
    fn connect6_turns() {
        let g = game(Preset::Connect6, "K10");
        let b = SBoard::from_game(&g);
        assert_eq!((b.turn, b.left), (1, 2));
        let g = game(Preset::Connect6, "K10 L11");
        let b = SBoard::from_game(&g);
        assert_eq!((b.turn, b.left), (1, 1));
    }
}
