//! A node's moves in the order they are searched, and the histories that order them.

use super::{GomokuSearch, Node, PASS};
use crate::board::Idx;
use crate::line::Class;
use crate::patterns::analyse;
use crate::threats::{four_three_answers, three_answers};

/// The history's entries stay within this much either way (Rapfi's range).
pub(super) const HISTORY_RANGE: i32 = 10_692;
pub(super) const ATTACK: usize = 0;
pub(super) const QUIET: usize = 1;

/// A node's moves in the order they are searched (Rapfi's move picker): the table's move,
/// then the others, generated only if the table's does not cut.
pub(super) struct Picker {
    tt_move: Option<Idx>,
    moves: Vec<(Idx, i32)>,
    /// The next move to give: 0 is the table's, 1.. the generated ones from `moves[k - 1]`.
    next: usize,
    generated: bool,
}

impl Picker {
    /// The table's move is given first where it fits the node: the block of the other
    /// side's five; a four of either side's where it has an open three; any legal move else.
    pub(super) fn new(s: &mut GomokuSearch, n: &Node) -> Picker {
        let tt_move = n.tt.mv.filter(|&i| {
            s.b.is_empty(i)
                && s.b.legal(i)
                && match () {
                    () if n.oppo5 > 0 => s.class(i, n.them) == Class::Five,
                    () if n.oppo4 > 0 => {
                        s.class(i, 0) >= Class::Four || s.class(i, 1) >= Class::Four
                    }
                    () => true,
                }
        });
        Picker {
            tt_move,
            moves: s.spare.pop().unwrap_or_default(),
            next: usize::from(tt_move.is_none()),
            generated: false,
        }
    }

    pub(super) fn next(&mut self, s: &mut GomokuSearch, n: &Node) -> Option<Idx> {
        if self.next == 0 {
            self.next = 1;
            return self.tt_move;
        }
        if !self.generated {
            self.generated = true;
            s.gen_moves(n, self.tt_move, &mut self.moves);
        }
        let m = self.moves.get(self.next - 1)?;
        self.next += 1;
        Some(m.0)
    }

    pub(super) fn recycle(self, s: &mut GomokuSearch) {
        s.spare.push(self.moves);
    }
}

impl GomokuSearch<'_> {
    /// The learned order score of a stone of `c` at `i`, as last read while its lines are
    /// the same.
    pub(super) fn order_score(&mut self, i: Idx, c: u8, scorer: &crate::order::Scorer) -> i32 {
        let b = &self.b;
        let lines = match b.class_keys(i) {
            Some(keys) => {
                let cached = &mut self.scored[i][c as usize];
                if cached.0 != keys {
                    let info = analyse(b, i, c);
                    let lines = scorer.of_lines(b, i, c, info.score).unwrap_or(info.score);
                    *cached = (keys, lines);
                }
                cached.1
            }
            None => {
                let info = analyse(b, i, c);
                scorer.of_lines(b, i, c, info.score).unwrap_or(info.score)
            }
        };
        lines + scorer.of_distances(b, i)
    }

    /// The node's moves after the table's, best first: every near point, or where the other
    /// side threatens (an open three, a four-three) the answers and the mover's fours. With
    /// the history (and the counter move, at quiet nodes) added to each move's order score.
    pub(super) fn gen_moves(&mut self, n: &Node, tt_move: Option<Idx>, out: &mut Vec<(Idx, i32)>) {
        let (me, them) = (n.me, n.them);
        out.clear();
        // A five of the mover's (only the root gets here with one), else the block of the
        // other side's.
        let fives = match () {
            () if self.b.class_count(me, Class::Five) > 0 => Some(me),
            () if n.oppo5 > 0 => Some(them),
            () => None,
        };
        if let Some(c) = fives {
            let points = self.b.near_points_from(c, Class::Five);
            out.extend(points.filter(|&i| Some(i) != tt_move).map(|i| (i, 0)));
            return;
        }
        let mut points: Vec<Idx> = Vec::new();
        let mut quiet_node = false;
        if self.b.class_count(them, Class::OpenFour) > 0 {
            if let Some(p) = three_answers(&self.b) {
                points = p;
            }
        } else if self.b.class_count(them, Class::FourThree) > 0 {
            if let Some(p) = four_three_answers(&self.b) {
                points = p;
            }
        }
        if points.is_empty() {
            quiet_node = true;
            points.extend_from_slice(self.b.near_empty());
        }
        let Some(scorer) = crate::order::Scorer::new(&self.b) else {
            return;
        };
        let last = self.b.placed(1);
        let counter = last
            .filter(|_| quiet_node)
            .map(|l| self.counter[l][them as usize]);
        let w = self.p.gs_history;
        for i in points {
            if Some(i) == tt_move || !self.b.is_empty(i) || !self.b.is_near(i) {
                continue;
            }
            let mut s = self.order_score(i, me, &scorer);
            let h = &self.history[i][me as usize];
            let mine = self.class(i, me);
            s += if mine >= Class::Three {
                h[ATTACK] * w / HISTORY_RANGE
            } else {
                h[QUIET] * w / (2 * HISTORY_RANGE)
            };
            if let Some((cm, cls)) = counter {
                if cm == i && cls <= mine {
                    s += self.p.gs_counter;
                }
            }
            out.push((i, s));
        }
        if out.is_empty() && self.b.stones == 0 && tt_move.is_none() {
            let centre = self.b.idx(pente::Point::centre(self.b.size));
            out.push((centre, 0));
        }
        out.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    }

    /// The statistics' bonus for a move that was best at a node `depth` plies from the horizon.
    pub(super) fn stat_bonus(depth: f32) -> i32 {
        ((25.0 * depth * depth + 105.0 * depth - 157.0) as i32).min(8927)
    }

    pub(super) fn pull(h: &mut i32, bonus: i32) {
        let bonus = bonus.clamp(-HISTORY_RANGE, HISTORY_RANGE);
        *h += bonus - *h * bonus.abs() / HISTORY_RANGE;
    }

    pub(super) fn set_killer(&mut self, ply: usize, i: Idx) {
        let k = &mut self.f(ply).killers;
        if k[0] != i {
            k[1] = k[0];
            k[0] = i;
        }
    }

    pub(super) fn quiet_stats(&mut self, ply: usize, i: Idx, bonus: i32) {
        let me = self.b.turn as usize;
        Self::pull(&mut self.history[i][me][QUIET], bonus);
        self.set_killer(ply, i);
    }

    pub(super) fn tt_move_stats(
        &mut self,
        ply: usize,
        depth: f32,
        tt_move: Option<Idx>,
        v: i32,
        beta: i32,
    ) {
        let Some(i) = tt_move.filter(|&i| self.b.is_empty(i)) else {
            return;
        };
        let (me, them) = (self.b.turn, 1 - self.b.turn);
        let oppo4 =
            self.b.class_count(them, Class::Five) + self.b.class_count(them, Class::OpenFour) > 0;
        let bonus = Self::stat_bonus(depth);
        if !oppo4 && self.class(i, me) < Class::Three {
            if v >= beta {
                self.quiet_stats(ply, i, bonus);
            } else {
                Self::pull(&mut self.history[i][me as usize][QUIET], -bonus);
            }
        }
    }

    pub(super) fn best_move_stats(
        &mut self,
        ply: usize,
        depth: f32,
        best: Idx,
        attacks: &[Idx],
        quiets: &[Idx],
    ) {
        let (me, them) = (self.b.turn, 1 - self.b.turn);
        let oppo5 = self.b.class_count(them, Class::Five) > 0;
        let oppo4 = oppo5 || self.b.class_count(them, Class::OpenFour) > 0;
        let mine = self.class(best, me);
        let bonus = Self::stat_bonus(depth);
        let c = me as usize;
        if mine >= Class::Three {
            Self::pull(&mut self.history[best][c][ATTACK], bonus);
        } else if !oppo4 {
            self.quiet_stats(ply, best, bonus);
            for &q in quiets {
                Self::pull(&mut self.history[q][c][QUIET], -bonus);
            }
        }
        for &a in attacks {
            Self::pull(&mut self.history[a][c][ATTACK], -bonus);
        }
        if let Some(last) = self.b.placed(1).filter(|_| !oppo5) {
            if self.fr(ply, 1).current != PASS {
                self.counter[last][them as usize] = (best, mine);
            }
        }
    }
}
