//! The quiescence search (Rapfi's `vcfsearch` and `vcfdefend`).

use super::{GomokuSearch, MAX_PLY, PASS};
use crate::board::Idx;
use crate::line::Class;
use crate::search::{class_result, follows};
use crate::tt::{EXACT, LOWER, UPPER, WIN};

impl GomokuSearch<'_> {
    /// The quiescence search (Rapfi's `vcfsearch`): the evaluation, or the mover's fours
    /// that follow its last stone where they do better.
    pub(super) fn vcf(
        &mut self,
        pv: bool,
        mut alpha: i32,
        mut beta: i32,
        depth: f32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        if self.b.near_empty().is_empty() {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.eval();
        }
        if let Some(v) = class_result(&self.b, ply) {
            return v;
        }
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let old_alpha = alpha;
        let key = self.b.hash;
        let tt = self.probe(key, ply);
        if tt.hit && tt.depth as f32 >= depth && !pv {
            if tt.flag != UPPER {
                alpha = alpha.max(tt.value);
            }
            if tt.flag != LOWER {
                beta = beta.min(tt.value);
            }
            if alpha >= beta {
                return tt.value;
            }
        }
        let e = if self.fr(ply, 1).current == PASS {
            -self.fr(ply, 1).static_eval
        } else {
            self.eval()
        };
        self.f(ply).static_eval = e;
        let mut best = e;
        if tt.hit && Self::bound_allows(tt.flag, tt.value > e) {
            best = tt.value;
        }
        if best >= beta {
            if !tt.hit {
                self.store(key, best, false, LOWER, None, -3.0, ply);
            }
            return best;
        }
        if pv && best > alpha {
            alpha = best;
        }
        let delta =
            self.units((self.rule.qvcf_bias + self.rule.qvcf_scale * depth as i32).max(768) as f32);
        if !pv && best + delta < alpha {
            if !tt.hit {
                self.store(key, alpha, false, UPPER, None, -3.0, ply);
            }
            return alpha;
        }
        let me = self.b.turn;
        // Plain fours in the first two plies, or after two of the mover's fours with more;
        // else only fours with more (a two, a three).
        let plain = depth >= -1.0
            || (self.fr(ply, 2).move_class[me as usize] >= Class::FourPlus
                && self.fr(ply, 4).move_class[me as usize] >= Class::FourPlus);
        let least = if plain { Class::Four } else { Class::FourPlus };
        let own_last = if self.fr(ply, 1).current == PASS {
            self.b.placed(1)
        } else {
            self.b.placed(2)
        };
        let them = 1 - me;
        let mut moves: Vec<(Idx, i32)> = Vec::new();
        let oppo5 = self.b.class_count(them, Class::Five) > 0;
        let tt_move = tt.mv.filter(|&i| {
            self.b.is_empty(i)
                && if oppo5 {
                    self.class(i, them) == Class::Five
                } else {
                    self.class(i, me) >= Class::Four
                }
        });
        if let Some(t) = tt_move {
            moves.push((t, i32::MAX));
        }
        if oppo5 {
            // The other side's five to block first (its block may make the mover's fours).
            if tt_move.is_none() {
                if let Some(i) = self.b.near_points_from(them, Class::Five).next() {
                    moves.push((i, 0));
                }
            }
        } else if let Some(scorer) = crate::order::Scorer::new(&self.b) {
            let last = own_last.map(|l| self.b.point(l));
            let fours: Vec<Idx> = self
                .b
                .near_points_from(me, least)
                .filter(|&i| Some(i) != tt_move)
                .filter(|&i| last.is_none_or(|l| follows(self.b.point(i), l)))
                .collect();
            for i in fours {
                let s = self.order_score(i, me, &scorer);
                moves.push((i, s));
            }
        }
        moves[usize::from(tt_move.is_some())..].sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        let mut best_move = None;
        for (i, _) in moves {
            let mc = self.classes(i);
            {
                let f = self.f(ply);
                f.current = i;
                f.move_class = mc;
            }
            self.b.make(i);
            let v = -self.vcf_defend(pv, -beta, -alpha, depth - 1.0, ply + 1);
            self.b.unmake();
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    best_move = Some(i);
                    if pv && v < beta {
                        alpha = v;
                    } else {
                        break;
                    }
                }
            }
        }
        let flag = if best >= beta {
            LOWER
        } else if pv && best > old_alpha {
            EXACT
        } else {
            UPPER
        };
        self.store(key, best, pv, flag, best_move, depth.max(-2.0), ply);
        best
    }

    /// The quiescence search's forced block of the mover's five (Rapfi's `vcfdefend`).
    pub(super) fn vcf_defend(
        &mut self,
        pv: bool,
        alpha: i32,
        beta: i32,
        depth: f32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        let them = 1 - self.b.turn;
        if self.b.class_count(them, Class::Five) == 0 || ply >= MAX_PLY {
            return self.eval();
        }
        if self.b.near_empty().is_empty() {
            return 0;
        }
        let Some(i) = self.b.near_points_from(them, Class::Five).next() else {
            return self.eval();
        };
        let mc = self.classes(i);
        {
            let f = self.f(ply);
            f.current = i;
            f.move_class = mc;
        }
        self.b.make(i);
        let v = -self.vcf(pv, -beta, -alpha, depth, ply + 1);
        self.b.unmake();
        v
    }
}
