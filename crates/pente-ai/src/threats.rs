//! Threat-space search: wins forced by fours (VCF) and by threes and fours (VCT).
//!
//! The attacker only plays threats; the defender plays every reply that could matter: the
//! points that complete the attacker's row, the empty points of a three's line, its own fours
//! (counter-threats) and, where captures exist, every capture (a capture can break a four, or
//! win) and, against a three, every capture threat (the threatened pair may be taken before
//! the four comes). A capture win or a row is a win for whoever makes it. Budgeted by nodes and time,
//! so a "no" means "not found".

use super::board::{Idx, SBoard, Term};
use super::patterns::{analyse, MoveInfo};
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
}

/// Points where colour `c` would make a winning row now: the gaps of its windows one stone
/// short of a row, where the row made counts (overlines may not).
pub fn five_points(b: &SBoard, c: u8) -> Vec<Idx> {
    let mut out = Vec::new();
    if b.fours[c as usize] > 0 {
        b.window_gaps(c, b.rules.win_len - 1, &mut out);
        out.retain(|&j| b.makes_row(j, c));
    }
    out
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
        self.attack(depth, &mut first).then_some(first).flatten()
    }

    fn candidates(&mut self, c: u8) -> Vec<(Idx, MoveInfo)> {
        let cells: Vec<Idx> = self
            .b
            .cells
            .iter()
            .copied()
            .filter(|&i| self.b.is_empty(i) && self.b.is_near(i))
            .collect();
        let mut out = Vec::new();
        for i in cells {
            let info = analyse(self.b, i, c);
            out.push((i, info));
        }
        out
    }

    fn attack(&mut self, depth: u32, first: &mut Option<Idx>) -> bool {
        if self.out_of_budget() {
            return false;
        }
        let me = self.attacker;
        let mut moves: Vec<(Idx, MoveInfo)> = self
            .candidates(me)
            .into_iter()
            .filter(|(_, m)| m.five || m.capture_win || m.fours != 0 || (self.vct && m.threes != 0))
            .collect();
        moves.sort_by_key(|(_, m)| std::cmp::Reverse(m.score));
        for &(i, m) in &moves {
            if (m.capture_win || (m.five && self.row_wins(i))) && self.b.legal(i) {
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
                    self.all_replies_lose(replies, depth)
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
        false
    }

    /// Whether the attacker's row at `i` wins at once (under overtime it may wait instead).
    fn row_wins(&mut self, i: Idx) -> bool {
        if !self.b.rules.line_break {
            return true;
        }
        let me = self.b.turn;
        let term = self.b.make(i);
        self.b.unmake();
        matches!(term, Term::Won(mask) if mask & (1 << me) != 0)
    }

    /// The defender's replies that remove stones: every capture.
    fn capture_replies(&mut self, out: &mut Vec<Idx>) {
        if !self.b.rules.captures {
            return;
        }
        let d = self.b.turn;
        for &i in &self.b.cells {
            if self.b.is_empty(i)
                && self.b.is_near(i)
                && self.b.capture_count(i, d) > 0
                && !out.contains(&i)
            {
                out.push(i);
            }
        }
    }

    /// Whether the attacker still wins after every reply in `replies`.
    fn all_replies_lose(&mut self, replies: Vec<Idx>, depth: u32) -> bool {
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
                    self.attack(depth - 1, &mut first)
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
        self.all_replies_lose(replies, depth)
    }

    fn defend_three(&mut self, at: Idx, axes: u8, depth: u32) -> bool {
        let defender = self.b.turn;
        let len = self.b.rules.win_len as isize;
        let mut replies = Vec::new();
        for a in 0..4 {
            if axes & (1 << a) == 0 {
                continue;
            }
            let ax = self.b.axes[a];
            for k in -(len - 1)..len {
                let j = SBoard::step(at, ax, k);
                if self.b.is_empty(j) && !replies.contains(&j) {
                    replies.push(j);
                }
            }
        }
        // Counter-threats: the defender's fours and fives. And, where captures exist, threats
        // to take an attacker's pair (`D A A _`): a three is not forcing against them, since
        // the pair may go before the four is made.
        let mut capture_threats = Vec::new();
        for (i, m) in self.candidates(defender) {
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
        self.all_replies_lose(replies, depth)
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
