//! Threat-space search: wins forced by fours (VCF) and by threes and fours (VCT).
//!
//! The attacker only plays threats; the defender plays every reply that could matter: the
//! points that complete the attacker's row, the empty points of a three's line, its own fours
//! (counter-threats) and, where captures exist, every capture (a capture can break a four, or
//! win) and, against a three, every capture threat (the threatened pair may be taken before
//! the four comes). A capture win or a row is a win for whoever makes it. Budgeted by nodes and time,
//! so a "no" means "not found".
//!
//! In Gomoku (both rules) the board keeps every point's threat class (`line::Class`), and the
//! search reads the threats and the replies from them instead of scoring points: a hundred
//! times as fast on the positions measured, so that it can look three times as deep, with
//! the positions it has seen remembered.

use super::board::{Idx, SBoard, Term, LINE_REACH};
use super::line::{Class, LinePattern};
use super::patterns::{analyse, open_four_on_line, window_gaps, MoveInfo};
use std::collections::HashMap;
use std::time::Instant;

/// Threat-search nodes between two readings of the clock.
const CLOCK_EVERY: u64 = 16;

pub struct Threats<'a> {
    pub b: &'a mut SBoard,
    attacker: u8,
    pub nodes: u64,
    budget: u64,
    deadline: Instant,
    vct: bool,
    /// Set once the budget or the time has run out: every search from then on fails at once.
    stopped: bool,
    /// Whether only the points in the side's windows are scored (see `candidates`), or, in
    /// Gomoku, the points' classes read instead; off only to test the searches
    /// against scoring every point.
    pub(crate) narrow: bool,
    /// Gomoku and Renju: what the search found of the positions seen, by their hash (see
    /// `attack_classes`): a win in at most `n` attacker moves as `n`, none in `n` as `-n - 1`.
    seen: HashMap<u64, i32>,
}

/// Points where colour `c` would make a winning row now: the gaps of its windows one stone
/// short of a row, where the row made counts (overlines may not), in the order of the points.
pub fn five_points(b: &SBoard, c: u8) -> Vec<Idx> {
    let mut out = Vec::new();
    if b.fours(c) > 0 {
        // From the line keys where the board keeps them: a third of the cost of scanning
        // every window.
        window_gaps(b, c, b.rules.win_len - 1, &mut out);
        out.retain(|&j| b.makes_row(j, c));
        out.sort_unstable();
    }
    out
}

/// Gomoku and Renju, where the other side has an open three (a point where it would make
/// an open four) and the side to move no five or open four to make: the mover's own fours
/// and the points where a stone leaves the other side no open four to make. `None` in the
/// other games, without such a three, or when no point answers (every move then loses,
/// and the full search finds that out at once from the classes).
pub(crate) fn three_answers(b: &SBoard) -> Option<Vec<Idx>> {
    if !b.keeps_classes() || b.class_count(1 - b.turn, Class::OpenFour) == 0 {
        return None;
    }
    // An open four takes a line with a four.
    let (mut out, stops) = answers(b, Class::OpenFour, LinePattern::Four);
    out.extend(stops);
    (!out.is_empty()).then_some(out)
}

/// Gomoku, where the other side has a four-three to make (a point where its stone makes a
/// four and an open three: an open four two moves later unless the four is answered there)
/// and no open three: the points after which none of those is one any more (in freestyle it
/// then has none; under exactly five a stone that ends a row's room may make a new one), the
/// mover's own fours, and the points after which the mover's forced block of such a four
/// would be a four of its own (see [`counter_fours`]). Searched first, as the only moves
/// likely to hold (the rest only when every one of them loses, so no loss is claimed that a
/// full search would not find). `None` in the other games, without such a point, when no
/// point stops them all, or when a block is a four of the mover's already.
pub(crate) fn four_three_answers(b: &SBoard) -> Option<Vec<Idx>> {
    if !b.keeps_classes() {
        return None;
    }
    let them = 1 - b.turn;
    // An open four to make is the three's case (see [`three_answers`]).
    if b.class_count(them, Class::FourThree) == 0 || b.class_count(them, Class::OpenFour) > 0 {
        return None;
    }
    // A four-three takes a line with a four and one with an open three.
    let (mut out, stops) = answers(b, Class::FourThree, LinePattern::OpenThree);
    if stops.is_empty() {
        return None;
    }
    out.extend(stops);
    out.extend(counter_fours(b)?);
    Some(out)
}

/// Gomoku, facing four-threes: the points after which the mover's forced block of a four-three's
/// four (where the four would make five) would itself be a four of the mover's, so that the
/// answer to the four-three's four is a counter-threat. `None` when such a block is a four
/// already: a four-three is then no threat to answer first.
fn counter_fours(b: &SBoard) -> Option<Vec<Idx>> {
    use crate::line::{class_of_keys, pattern_of_key};
    let (me, them) = (b.turn, 1 - b.turn);
    let rule = b.line_rule();
    let reach = LINE_REACH as isize;
    let keys = |p: Idx| b.class_keys(p).unwrap_or_default();
    let mut out = Vec::new();
    for &p in b.near_empty() {
        if b.class(p, them) != Some(Class::FourThree) {
            continue;
        }
        let kp = keys(p);
        for (a, &ax) in b.axes.iter().enumerate() {
            if pattern_of_key(kp[a], them, rule) < LinePattern::Four {
                continue;
            }
            for d in (-reach..=reach).filter(|&d| d != 0) {
                let q = SBoard::step(p, ax, d);
                if !b.is_empty(q) {
                    continue;
                }
                // The four made at `p` would make five at `q`.
                let Some(kq) = with_stone(b, keys(q), q, p, them) else {
                    continue;
                };
                if class_of_keys(kq, them, rule) != Class::Five {
                    continue;
                }
                if b.class(q, me).is_some_and(Class::is_four) {
                    return None;
                }
                for &ax2 in &b.axes {
                    for d2 in (-reach..=reach).filter(|&d| d != 0) {
                        let x = SBoard::step(q, ax2, d2);
                        if x == p || !b.is_empty(x) || out.contains(&x) {
                            continue;
                        }
                        let Some(kx) = with_stone(b, kq, q, x, me) else {
                            continue;
                        };
                        if class_of_keys(kx, me, rule).is_four() {
                            out.push(x);
                        }
                    }
                }
            }
        }
    }
    Some(out)
}

/// The answers to the other side's points of class `threat` (Gomoku, the classes kept): the
/// mover's own fours, and the other points where a stone of the mover's leaves none of them
/// of that class. Such a stone stands on one of those points or on one of its lines whose
/// pattern is `from` or more, within four of it; each is checked by reading the point's
/// changed line. A stone of the mover's never raises a class of the other side's.
fn answers(b: &SBoard, threat: Class, from: LinePattern) -> (Vec<Idx>, Vec<Idx>) {
    use crate::line::{class_of_keys, pattern_of_key};
    let (me, them) = (b.turn, 1 - b.turn);
    let mut fours = Vec::new();
    let mut points = Vec::new();
    // The counts say when every such point is found.
    let mut left = b.class_count_from(me, Class::Four) + b.class_count(them, threat);
    for &p in b.near_empty() {
        if left == 0 {
            break;
        }
        if b.class(p, me).is_some_and(Class::is_four) {
            fours.push(p);
            left -= 1;
        }
        if b.class(p, them) == Some(threat) {
            points.push(p);
            left -= 1;
        }
    }
    let rule = b.line_rule();
    let keys = |p: Idx| b.class_keys(p).unwrap_or_default();
    let stops_all = |q: Idx| {
        points.iter().all(|&p| {
            if p == q {
                return true;
            }
            with_stone(b, keys(p), p, q, me).is_some_and(|k| class_of_keys(k, them, rule) < threat)
        })
    };
    let mut tried = Vec::new();
    let mut stops = Vec::new();
    for &p in &points {
        let k = keys(p);
        for (a, &ax) in b.axes.iter().enumerate() {
            if pattern_of_key(k[a], them, rule) < from {
                continue;
            }
            for d in -(LINE_REACH as isize)..=LINE_REACH as isize {
                let q = SBoard::step(p, ax, d);
                if !b.is_empty(q) || tried.contains(&q) || fours.contains(&q) {
                    continue;
                }
                tried.push(q);
                if stops_all(q) {
                    stops.push(q);
                }
            }
        }
    }
    (fours, stops)
}

/// `keys` (the class keys of `at`) with a stone of colour `c` at `q`; `None` when `q` is not
/// within [`LINE_REACH`] of `at` on one of its lines.
fn with_stone(b: &SBoard, mut keys: [u32; 4], at: Idx, q: Idx, c: u8) -> Option<[u32; 4]> {
    let (a, bit) = line_offset(b, at, q)?;
    keys[a] |= u32::from(c + 1) << (2 * bit);
    Some(keys)
}

/// Where `q` stands in the class keys of `p` (see [`SBoard::class_keys`]): the axis number
/// and the bit pair, if it is within [`LINE_REACH`] of `p` on one of its lines (a stone
/// further off changes no open four).
fn line_offset(b: &SBoard, p: Idx, q: Idx) -> Option<(usize, usize)> {
    let (reach, r) = (b.class_reach() as isize, LINE_REACH as isize);
    b.axes.iter().enumerate().find_map(|(a, &ax)| {
        let d = q as isize - p as isize;
        let k = d / ax;
        (d % ax == 0 && k != 0 && k.abs() <= r)
            .then(|| (a, (if k < 0 { k + reach } else { k + reach - 1 }) as usize))
    })
}

impl<'a> Threats<'a> {
    pub fn new(b: &'a mut SBoard, budget: u64, deadline: Instant, vct: bool) -> Threats<'a> {
        let attacker = b.turn;
        Threats {
            b,
            attacker,
            nodes: 0,
            budget,
            deadline,
            vct,
            stopped: false,
            narrow: true,
            seen: HashMap::new(),
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        // The clock is read every `CLOCK_EVERY` nodes (a node scores every candidate point,
        // so that is well under a millisecond); once out, stay out (a deadline seen only by
        // the node that read it let the rest of the search run on, far past the time).
        self.stopped = self.nodes > self.budget
            || (self.nodes % CLOCK_EVERY == 0 && Instant::now() >= self.deadline);
        self.stopped
    }

    /// The first move of a forced win for the side to move, within `depth` attacker moves.
    pub fn find(&mut self, depth: u32) -> Option<Idx> {
        if self.b.rules.stones_per_turn > 1 || self.b.rules.players > 2 {
            return None;
        }
        let mut first = None;
        if self.b.keeps_classes() && self.narrow {
            // Shortest wins first; the positions seen at one depth make the next one cheap.
            for d in 1..=depth {
                if self.attack_classes(d, &mut first) {
                    return first;
                }
                if self.stopped {
                    break;
                }
            }
            return None;
        }
        self.attack(depth, &mut first, None)
            .then_some(first)
            .flatten()
    }

    /// [`Threats::attack`] in Gomoku, read from the points' classes: the same wins,
    /// without scoring a point. The attacker's threats are the points whose class is a four or
    /// better (and, for the threats-and-threes search, a three or better); the defender's
    /// replies to a four are its five point, and to an open three its own fours and the
    /// points that leave no open four (see [`three_answers`]).
    fn attack_classes(&mut self, depth: u32, first: &mut Option<Idx>) -> bool {
        if self.out_of_budget() {
            return false;
        }
        let b = &*self.b;
        let (me, them) = (self.attacker, 1 - self.attacker);
        if b.class_count(me, Class::Five) > 0 {
            *first = b.class_point(me, Class::Five);
            return true;
        }
        let their_fives = b.class_count(them, Class::Five);
        if their_fives >= 2 {
            return false;
        }
        if their_fives == 0 && b.class_count(me, Class::OpenFour) > 0 {
            *first = b.class_point(me, Class::OpenFour);
            return true;
        }
        if depth == 0 {
            return false;
        }
        let key = b.hash;
        match self.seen.get(&key) {
            Some(&n) if n >= 0 && n as u32 <= depth => return true,
            Some(&n) if n < 0 && (-n - 1) as u32 >= depth => return false,
            _ => {}
        }
        // Against a four only its block; threes only where a later move can make the four.
        let fewest = if self.vct && depth >= 2 {
            Class::Three
        } else if self.vct {
            Class::TwoThrees
        } else {
            Class::Four
        };
        let block = b
            .class_point(them, Class::Five)
            .filter(|_| their_fives == 1);
        let mut moves: Vec<(Idx, Class)> = match block {
            Some(block) => vec![(block, Class::Nothing)],
            None => b
                .near_empty()
                .iter()
                .filter_map(|&i| b.class(i, me).filter(|&t| t >= fewest).map(|t| (i, t)))
                .collect(),
        };
        // Renju's Black may not block on a foul point.
        if block.is_some_and(|i| !self.b.legal(i)) {
            return false;
        }
        moves.sort_by_key(|&(_, t)| std::cmp::Reverse(t));
        let mut won = false;
        for (i, _) in moves {
            self.b.make(i);
            won = self.defend_classes(depth);
            self.b.unmake();
            if won {
                *first = Some(i);
                break;
            }
            if self.stopped {
                return false;
            }
        }
        let d = depth as i32;
        self.seen.insert(key, if won { d } else { -d - 1 });
        won
    }

    /// The defender to move after the attacker's stone: whether every reply loses. The
    /// attacker's stone must leave a five or an open four to make, or it threatens nothing.
    fn defend_classes(&mut self, depth: u32) -> bool {
        let b = &*self.b;
        let (me, them) = (self.attacker, 1 - self.attacker);
        if b.class_count(them, Class::Five) > 0 {
            return false;
        }
        let fives = b.class_count(me, Class::Five);
        let replies = if fives >= 2 {
            return true;
        } else if fives == 1 {
            match b.class_point(me, Class::Five) {
                Some(i) => vec![i],
                None => return false,
            }
        } else if b.class_count(me, Class::OpenFour) > 0 {
            match three_answers(b) {
                Some(replies) => replies,
                None => return true,
            }
        } else {
            return false;
        };
        for r in replies {
            // Renju's Black may not answer on a foul point.
            if !self.b.legal(r) {
                continue;
            }
            self.b.make(r);
            let mut first = None;
            let won = self.attack_classes(depth - 1, &mut first);
            self.b.unmake();
            if !won {
                return false;
            }
        }
        true
    }

    /// The points where a stone of `c` might make a row, a four or (with `threes`) a three,
    /// with their patterns, in point order. Without captures these lie in the windows holding
    /// only `c`'s stones, one to three short of a row, so only those are scored; with
    /// captures every point near the stones is (a capture may win or open a row).
    fn candidates(&mut self, c: u8, threes: bool) -> Vec<(Idx, MoveInfo)> {
        let mut cells: Vec<Idx> = if self.b.rules.captures || !self.narrow {
            self.b.cells.clone()
        } else {
            let len = self.b.rules.win_len;
            let mut out = Vec::new();
            let fewest = if threes { len - 3 } else { len - 2 };
            for n in fewest..len {
                self.b.window_gaps(c, n, &mut out);
            }
            out.sort_unstable();
            out
        };
        cells.retain(|&i| self.b.is_empty(i) && self.b.is_near(i));
        cells
            .into_iter()
            .map(|i| (i, analyse(self.b, i, c)))
            .collect()
    }

    /// `pending`: the attacker's three (its stone and axes) that the defender answered with a
    /// four: blocking that four keeps the three, which the defender must still answer.
    fn attack(&mut self, depth: u32, first: &mut Option<Idx>, pending: Option<(Idx, u8)>) -> bool {
        if self.out_of_budget() {
            return false;
        }
        let me = self.attacker;
        let mut moves: Vec<(Idx, MoveInfo)> = self
            .candidates(me, self.vct)
            .into_iter()
            .filter(|(_, m)| m.five || m.capture_win || m.fours != 0 || (self.vct && m.threes != 0))
            .collect();
        moves.sort_by_key(|(_, m)| std::cmp::Reverse(m.score));
        for &(i, m) in &moves {
            if (m.capture_win || (m.five && self.b.row_wins(i))) && self.b.legal(i) {
                *first = Some(i);
                return true;
            }
        }
        if depth == 0 {
            return false;
        }
        let defender = 1 - me;
        let theirs = five_points(self.b, defender);
        if theirs.len() >= 2 {
            return false;
        }
        for &(i, m) in &moves {
            if !theirs.is_empty() && theirs[0] != i {
                continue;
            }
            // Threes only when no four is needed to answer a defender's four.
            let four = m.fours != 0;
            if !four && (!self.vct || depth < 2) {
                continue;
            }
            if !self.b.legal(i) {
                continue;
            }
            let term = self.b.make(i);
            let won = match term {
                Term::Won(mask) => mask & (1 << me) != 0,
                Term::Draw => false,
                // A row that waits for the reply (overtime): only captures can break it.
                Term::Going if self.b.pending.is_some() => {
                    let mut replies = Vec::new();
                    self.capture_replies(&mut replies);
                    self.all_replies_lose(replies, depth, None)
                }
                Term::Going => {
                    if four {
                        self.defend_four(depth)
                    } else {
                        self.defend_three(i, m.threes, depth)
                    }
                }
            };
            self.b.unmake();
            if won {
                *first = Some(i);
                return true;
            }
            if self.stopped {
                return false;
            }
        }
        // A block that is no threat of its own still wins when the three the defender left
        // for a four stands: the defender must answer it all the same (a four only delays).
        // Only where `defend_three` can tell that the three still stands (the four's stone or
        // a capture may have broken it).
        let sure = depth >= 2 && self.b.rules.longer_rows_win(me);
        if let (Some((at, axes)), &[block], true) = (pending, theirs.as_slice(), sure) {
            if !self.b.legal(block) {
                return false;
            }
            let won = match self.b.make(block) {
                Term::Won(mask) => mask & (1 << me) != 0,
                Term::Draw => false,
                Term::Going => self.defend_three(at, axes, depth),
            };
            self.b.unmake();
            if won {
                *first = Some(block);
                return true;
            }
        }
        false
    }

    /// The defender's replies that remove stones: every capture.
    fn capture_replies(&mut self, out: &mut Vec<Idx>) {
        if !self.b.rules.captures {
            return;
        }
        let d = self.b.turn;
        // Capture points lie next to the stones they take: all are near.
        for (i, _) in self.b.capture_points(d) {
            if !out.contains(&i) {
                out.push(i);
            }
        }
    }

    /// Whether the attacker still wins after every reply in `replies`.
    fn all_replies_lose(
        &mut self,
        replies: Vec<Idx>,
        depth: u32,
        pending: Option<(Idx, u8)>,
    ) -> bool {
        let defender = self.b.turn;
        let mut any = false;
        for r in replies {
            if !self.b.legal(r) {
                continue;
            }
            any = true;
            let term = self.b.make(r);
            let attacker_wins = match term {
                Term::Won(mask) => mask & (1 << defender) == 0,
                Term::Draw => false,
                Term::Going => {
                    let mut first = None;
                    self.attack(depth - 1, &mut first, pending)
                }
            };
            self.b.unmake();
            if !attacker_wins {
                return false;
            }
        }
        // No legal reply at all (Renju Black with every point forbidden) loses too.
        let _ = any;
        true
    }

    fn defend_four(&mut self, depth: u32) -> bool {
        let me = self.attacker;
        let mut replies = five_points(self.b, me);
        if replies.is_empty() {
            return false;
        }
        self.capture_replies(&mut replies);
        // A defender's five wins at once, wherever it is.
        let defender = self.b.turn;
        for i in five_points(self.b, defender) {
            if !replies.contains(&i) {
                replies.push(i);
            }
        }
        self.all_replies_lose(replies, depth, None)
    }

    fn defend_three(&mut self, at: Idx, axes: u8, depth: u32) -> bool {
        let defender = self.b.turn;
        let attacker = self.attacker;
        let len = self.b.rules.win_len as isize;
        // Where any longer row wins too, the windows tell exactly where the open four would
        // be, so the replies on the line are only the points that stop it; and a "three" that
        // makes no open four threatens nothing. Otherwise every empty point of the line.
        let exact = self.b.rules.longer_rows_win(attacker);
        let mut replies = Vec::new();
        let mut threats = 0;
        for a in 0..4 {
            if axes & (1 << a) == 0 {
                continue;
            }
            if exact && !open_four_on_line(self.b, at, a, attacker) {
                continue;
            }
            threats += 1;
            let ax = self.b.axes[a];
            for k in -(len - 1)..len {
                let j = SBoard::step(at, ax, k);
                if !self.b.is_empty(j) || replies.contains(&j) {
                    continue;
                }
                let stops = !exact || {
                    let term = self.b.make(j);
                    let stops = term != Term::Going || !open_four_on_line(self.b, at, a, attacker);
                    self.b.unmake();
                    stops
                };
                if stops {
                    replies.push(j);
                }
            }
        }
        if threats == 0 {
            return false;
        }
        // Counter-threats: the defender's fours and fives. And, where captures exist, threats
        // to take an attacker's pair (`D A A _`): a three is not forcing against them, since
        // the pair may go before the four is made.
        let mut capture_threats = Vec::new();
        for (i, m) in self.candidates(defender, false) {
            if (m.fours != 0 || m.five || m.capture_win) && !replies.contains(&i) {
                replies.push(i);
            } else if m.capture_threats > 0 {
                capture_threats.push(i);
            }
        }
        self.capture_replies(&mut replies);
        for i in capture_threats {
            if !replies.contains(&i) {
                replies.push(i);
            }
        }
        self.all_replies_lose(replies, depth, Some((at, axes)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pente::{Colour, Game, Point, Preset, RuleSet};
    use std::time::Duration;

    fn board(preset: Preset, black: &[(u8, u8)], white: &[(u8, u8)], to_move: u8) -> SBoard {
        let mut stones: Vec<(Point, Colour)> = black
            .iter()
            .map(|&(x, y)| (Point::new(x, y), Colour(0)))
            .collect();
        stones.extend(white.iter().map(|&(x, y)| (Point::new(x, y), Colour(1))));
        let g = Game::from_position(RuleSet::preset(preset), &stones, Colour(to_move)).unwrap();
        SBoard::from_game(&g)
    }

    #[test]
    fn four_three_is_a_vcf_or_vct() {
        // Black: a closed three on row 7 and an open two on column 9: fours force a win.
        let mut b = board(
            Preset::Gomoku,
            &[(5, 7), (6, 7), (7, 7), (9, 9), (9, 10)],
            &[(4, 7), (0, 0), (14, 14), (0, 14), (14, 0)],
            0,
        );
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut t = Threats::new(&mut b, 200_000, deadline, true);
        assert!(t.find(6).is_some());
    }

    /// A game of `preset` (without its opening rule) after `moves`.
    fn game(preset: Preset, moves: &str) -> Game {
        let mut rules = RuleSet::preset(preset);
        rules.set("opening", "none").unwrap();
        let mut g = Game::new(rules.clone());
        for t in moves.split_whitespace() {
            g.act(pente::token::parse(t, &rules).unwrap()).unwrap();
        }
        g
    }

    /// From a game lost to a stronger engine, which announced a win in 9 plies here (its
    /// moves K8 M8 K7, then a double three): White's threes are answered by Black's fours on
    /// the G column, and White's blocks make no threat of their own. The win holds because
    /// the three a four answered still stands after the block.
    #[test]
    fn a_three_answered_by_a_four_still_stands_after_the_block() {
        let g = game(
            Preset::Gomoku,
            "H8 I9 F7 H9 G9 I7 G10 J8 G11 G8 I10 K9 L10 J9 L9 J10 J7 L8 I11",
        );
        let mut b = SBoard::from_game(&g);
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut t = Threats::new(&mut b, 1_000_000, deadline, true);
        assert!(t.find(5).is_some(), "{} nodes", t.nodes);
    }

    #[test]
    fn scoring_only_the_points_in_the_windows_searches_the_same() {
        let mut seen = 0;
        for seed in 0..12u64 {
            let mut rng = crate::zobrist::SplitMix(seed);
            // Renju read from the windows: Gomoku and Renju read the classes instead (tested
            // below).
            let rules = RuleSet::preset(Preset::Renju);
            let g = crate::testing::crowded(rules, &mut rng, 16, 5, 8);
            let mut b = SBoard::from_game(&g);
            b.without_line_keys();
            for vct in [false, true] {
                let deadline = Instant::now() + Duration::from_secs(60);
                let (mut narrow_b, mut full_b) = (b.clone(), b.clone());
                let mut narrow = Threats::new(&mut narrow_b, 20_000, deadline, vct);
                let mut full = Threats::new(&mut full_b, 20_000, deadline, vct);
                full.narrow = false;
                let found = narrow.find(4);
                assert_eq!(found, full.find(4), "seed {seed} vct {vct}");
                assert_eq!(narrow.nodes, full.nodes, "seed {seed} vct {vct}");
                seen += found.is_some() as usize;
            }
        }
        assert!(seen >= 3, "only {seen} wins found");
    }

    /// Gomoku's threat search read from the classes finds every win the one that scores the
    /// points finds at the same depth, under both Gomoku rules. Its other wins (it sees an
    /// open four to make as won, where the scoring search plays it out, and its replies to a
    /// three are fewer) are confirmed by the scoring search two attacker moves deeper, or
    /// else hold against every reply near the stones (see [`holds`]).
    #[test]
    fn the_classes_find_the_wins_the_scores_find() {
        let (mut same, mut more) = (0, 0);
        for seed in 0..80u64 {
            let mut rng = crate::zobrist::SplitMix(seed);
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let g = crate::testing::crowded(RuleSet::preset(preset), &mut rng, 16, 5, 8);
            let b = SBoard::from_game(&g);
            for vct in [false, true] {
                let deadline = Instant::now() + Duration::from_secs(600);
                // The scoring search reads the windows, which the classes' board does not keep.
                let mut windows = b.clone();
                windows.without_line_keys();
                let (mut class_b, mut score_b) = (b.clone(), windows.clone());
                let mut classes = Threats::new(&mut class_b, 100_000, deadline, vct);
                let mut scores = Threats::new(&mut score_b, 100_000, deadline, vct);
                scores.narrow = false;
                let found = classes.find(3);
                if scores.find(3).is_some() {
                    assert!(found.is_some(), "seed {seed} vct {vct}: missed");
                    same += 1;
                } else if found.is_some() {
                    let mut score_b = windows.clone();
                    let mut deeper = Threats::new(&mut score_b, 1_000_000, deadline, vct);
                    deeper.narrow = false;
                    let confirmed = deeper.find(5).is_some() || holds(&mut b.clone(), 3, vct);
                    assert!(confirmed, "seed {seed} vct {vct}: unconfirmed");
                    more += 1;
                }
            }
        }
        assert!(
            same >= 20 && more >= 1,
            "{same} wins found by both, {more} by the classes only"
        );
    }

    /// Whether the attacker (to move) wins by the classes' threat search within `depth`
    /// attacker moves against every defender reply near the stones, not only those the
    /// search tries: at each defender node every such point is played, and the attacker's
    /// win after it is looked for again (terminal positions as the search reads them).
    fn holds(b: &mut SBoard, depth: u32, vct: bool) -> bool {
        let deadline = Instant::now() + Duration::from_secs(600);
        let (me, them) = (b.turn, 1 - b.turn);
        if b.class_count(me, Class::Five) > 0 {
            return true;
        }
        if b.class_count(them, Class::Five) == 0 && b.class_count(me, Class::OpenFour) > 0 {
            return true;
        }
        if depth == 0 {
            return false;
        }
        let Some(first) = Threats::new(b, 1_000_000, deadline, vct).find(depth) else {
            return false;
        };
        b.make(first);
        let replies: Vec<Idx> = b.near_empty().to_vec();
        let all = replies.into_iter().all(|r| {
            let won = match b.make(r) {
                // Terminal positions first: an open four standing wins at no cost in depth.
                Term::Going => holds(b, 0, vct) || depth > 1 && holds(b, depth - 1, vct),
                _ => false,
            };
            b.unmake();
            won
        });
        b.unmake();
        all
    }

    /// `VCT_MOVES="H8 I9 ..." cargo test --release -p pente-ai vct_probe -- --ignored
    /// --nocapture` (`VCT_RULES=pente` for another preset than Gomoku, without its opening
    /// rule): how deep and how costly the threat search is on a game's position, with
    /// only the points in the windows scored and with every point near the stones, in turn.
    #[test]
    #[ignore]
    fn vct_probe() {
        let preset = std::env::var("VCT_RULES").map_or(Preset::Gomoku, |p| p.parse().unwrap());
        let g = game(preset, &std::env::var("VCT_MOVES").unwrap());
        for depth in [3, 5, 7, 9] {
            for narrow in [true, false] {
                let mut b = SBoard::from_game(&g);
                if !narrow {
                    // Scoring every point reads the windows, which the classes replace.
                    b.without_line_keys();
                }
                let start = Instant::now();
                let deadline = start + Duration::from_secs(20);
                let mut t = Threats::new(&mut b, 50_000_000, deadline, true);
                t.narrow = narrow;
                let found = t.find(depth);
                let (took, nodes) = (start.elapsed(), t.nodes);
                let found = found.map(|i| b.point(i));
                let how = if narrow {
                    "classes/windows"
                } else {
                    "every point"
                };
                println!("vct {depth} {how}: {found:?} {nodes} nodes {took:?}");
            }
        }
    }

    #[test]
    fn the_deadline_stops_the_whole_search() {
        // Crowded random positions, full of threes and fours; a deadline already passed.
        let mut most = 0;
        for seed in 0..8u64 {
            let mut rng = crate::zobrist::SplitMix(seed);
            let g = crate::testing::crowded(RuleSet::preset(Preset::Pente), &mut rng, 24, 5, 9);
            let mut b = SBoard::from_game(&g);
            let mut t = Threats::new(&mut b, u64::MAX, Instant::now(), true);
            t.find(24);
            assert!(
                t.nodes <= CLOCK_EVERY,
                "seed {seed}: {} nodes after the deadline",
                t.nodes
            );
            most = most.max(t.nodes);
        }
        assert_eq!(most, CLOCK_EVERY, "some search runs into the deadline");
    }

    #[test]
    fn five_points_of_a_broken_four() {
        let b = board(
            Preset::Gomoku,
            &[(3, 3), (4, 3), (6, 3), (7, 3)],
            &[(0, 0)],
            0,
        );
        let p = five_points(&b, 0);
        assert_eq!(p, vec![b.idx(Point::new(5, 3))]);
    }
}
