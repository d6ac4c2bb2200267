//! The alpha-beta search's node (Rapfi's `search`).

use super::moves::{Picker, ATTACK, QUIET};
use super::{GomokuSearch, MoveFacts, Node, MAX_PLY, NONE, PASS, UP};
use crate::board::{Idx, Term};
use crate::line::Class;
use crate::search::class_result;
use crate::tt::{EXACT, LOWER, UPPER, WIN, WIN_BOUND};

impl GomokuSearch<'_> {
    /// The alpha-beta search (Rapfi's `search`): the score for the side to move. A node
    /// reads what settles it without a move (the clock, the classes, the table), prunes what
    /// its evaluation allows, and searches its moves.
    pub(super) fn search(
        &mut self,
        pv: bool,
        mut alpha: i32,
        mut beta: i32,
        depth: f32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        let (me, them) = (self.b.turn, 1 - self.b.turn);
        let oppo5 = self.b.class_count(them, Class::Five);
        let oppo4 = oppo5 + self.b.class_count(them, Class::OpenFour);
        self.nodes += 1;
        if depth <= 0.0 {
            return if oppo5 > 0 {
                self.vcf_defend(pv, alpha, beta, 0.0, ply)
            } else {
                self.vcf(pv, alpha, beta, 0.0, ply)
            };
        }
        let root = ply == 0;
        if root {
            self.root_delta = beta - alpha;
        } else if let Some(v) = self.settled(ply, &mut alpha, &mut beta) {
            return v;
        }
        let skip = self.fr(ply, 0).skip;
        let key = self.b.hash ^ skip.map_or(0, Self::skip_key);
        let mut n = Node {
            pv,
            root,
            ply,
            cut_node,
            me,
            them,
            oppo5,
            oppo4,
            key,
            skip,
            tt: self.probe(key, ply),
            eval: None,
            improvement: 0,
            likely_fail_high: false,
        };
        if root && self.completed > 0 {
            n.tt.mv = Some(self.root[0].i);
        }
        if skip.is_none() {
            self.f(ply).tt_pv = pv || (n.tt.hit && n.tt.pv);
        }
        self.f(ply + 1).tt_pv = false;
        let tt = n.tt;
        if !pv
            && tt.hit
            && tt.depth as f32 >= depth
            && Self::bound_allows(tt.flag, tt.value >= beta)
        {
            self.tt_move_stats(ply, depth, tt.mv, tt.value, beta);
            return tt.value;
        }
        self.static_eval(&mut n);
        let depth = if oppo5 == 0 {
            match self.before_moves(&mut n, alpha, beta, depth) {
                Ok(depth) => depth,
                Err(v) => return v,
            }
        } else {
            depth
        };
        self.moves_loop(&n, alpha, beta, depth)
    }

    /// What settles a node below the root before anything else: the clock, a full board,
    /// the deepest ply, the classes' verdict, and the mate distance (`alpha` and `beta`
    /// narrowed to the scores still possible).
    pub(super) fn settled(&mut self, ply: usize, alpha: &mut i32, beta: &mut i32) -> Option<i32> {
        if self.check_stop() || self.b.near_empty().is_empty() {
            return Some(0);
        }
        if ply >= MAX_PLY {
            return Some(self.eval());
        }
        if let Some(v) = class_result(&self.b, ply) {
            return Some(v);
        }
        *alpha = (*alpha).max(-(WIN - ply as i32));
        *beta = (*beta).min(WIN - ply as i32 - 1);
        if *alpha >= *beta {
            return Some(*alpha);
        }
        None
    }

    /// The node's static evaluation, kept in its frame, and the score the prunings read (the
    /// table's where its bound says it is nearer the truth): none where the other side has a
    /// five or an open four to make (the frame keeps the parent's), nor at the root.
    pub(super) fn static_eval(&mut self, n: &mut Node) {
        let ply = n.ply;
        self.f(ply + 2).killers = [NONE; 2];
        if n.oppo4 > 0 {
            let parent = self.fr(ply, 1).static_eval;
            self.f(ply).static_eval = -parent;
        } else if !n.root {
            let e = self.eval();
            self.f(ply).static_eval = e;
            let tt = n.tt;
            let nearer = tt.hit && Self::bound_allows(tt.flag, tt.value > e);
            n.eval = Some(if nearer { tt.value } else { e });
            n.improvement = e - self.fr(ply, 2).static_eval;
        }
    }

    /// The prunings before the moves, where the other side has no five to make: `Err` with
    /// the node's score where one settles it (razoring into the quiescence search, futility,
    /// the null move), else `Ok` with its depth after the internal iterative reductions.
    pub(super) fn before_moves(
        &mut self,
        n: &mut Node,
        alpha: i32,
        beta: i32,
        depth: f32,
    ) -> Result<f32, i32> {
        let (pv, ply) = (n.pv, n.ply);
        // Razoring. Where the other side has an open four to make, Rapfi's evaluation is its
        // "none", far below any alpha: it razors.
        if !pv && (alpha < WIN_BOUND || !n.tt.hit) {
            if let Some(m) = self.razor_margin(depth) {
                if n.eval.is_none_or(|e| e + m < alpha) {
                    return Err(self.vcf(false, alpha, alpha + 1, 0.0, ply));
                }
            }
        }
        if let Some(e) = n.eval.filter(|_| !pv) {
            let me = n.me as usize;
            let fours_before = self.fr(ply, 2).move_class[me] >= Class::Four
                && self.fr(ply, 4).move_class[me] >= Class::Four;
            let margin =
                self.futility_margin(depth - 1.0, n.cut_node && !n.tt.hit, n.improvement > 0);
            if e < WIN_BOUND && beta > -WIN_BOUND && e - margin >= beta && !fours_before {
                return Err(e);
            }
            if let Some(v) = self.null_move(n, e, beta, depth) {
                return Err(v);
            }
        }
        let mut depth = depth;
        if !n.root && pv && n.tt.mv.is_none() {
            depth -= 0.32;
        }
        if pv && depth > 1.0 && n.tt.mv.is_some() {
            depth -= ((depth - n.tt.depth as f32) * 0.28).clamp(0.0, 3.6);
        }
        if depth <= 0.0 {
            return Err(self.vcf(pv, alpha, beta, 0.0, ply));
        }
        // Internal iterative deepening, deep and without a table move: a shallower search
        // for one.
        if depth >= 14.7 && n.tt.mv.is_none() {
            depth -= 0.69;
            let d = depth - (self.rule.iid_bias + self.rule.iid_scale * depth);
            self.search(pv, alpha, beta, d, ply, n.cut_node);
            if self.aborted {
                return Err(0);
            }
            let again = self.probe(n.key, ply);
            n.tt.mv = again.mv;
            n.tt.hit = again.hit;
            n.tt.value = again.value;
        }
        Ok(depth)
    }

    /// The null move, deep enough and well above beta: the other side moves twice; where it
    /// still cannot reach beta, the node's score (verified by a shallower search of the node
    /// where beta is a mate score).
    pub(super) fn null_move(&mut self, n: &Node, e: i32, beta: i32, depth: f32) -> Option<i32> {
        let ply = n.ply;
        let static_eval = self.fr(ply, 0).static_eval;
        if n.oppo4 > 0
            || n.skip.is_some()
            || e < beta
            || self.fr(ply, 1).current == PASS
            || self
                .null_margin(depth)
                .is_none_or(|m| static_eval < beta + m)
        {
            return None;
        }
        let r = self.rule.null_r_bias + self.rule.null_r_scale * depth;
        self.f(ply).current = PASS;
        self.b.pass();
        let v = -self.search(false, -beta, -beta + 1, depth - r, ply + 1, !n.cut_node);
        self.b.pass();
        if self.aborted {
            return Some(0);
        }
        if v < beta {
            return None;
        }
        let v = if v >= WIN_BOUND { beta } else { v };
        if beta.abs() < WIN_BOUND {
            return Some(v);
        }
        let w = self.search(false, beta - 1, beta, depth - r, ply, false);
        if self.aborted {
            return Some(0);
        }
        (w >= beta).then_some(v)
    }

    /// How many threat classes stand on the board (twos to fours, both sides), as a log: the
    /// more, the more a late move is reduced.
    pub(super) fn complexity(&self, n: &Node) -> f32 {
        // Twos to fours with more (the classes are in order, weakest first).
        let count = |c: u8| {
            u32::from(self.b.class_count_from(c, Class::Two))
                - u32::from(self.b.class_count_from(c, Class::FourThree))
        };
        ((1 + count(n.me) + count(n.them)) as f32).ln()
    }

    /// What the prunings, extensions and reductions read of the move `i` at `ply`.
    pub(super) fn facts(&self, n: &Node, i: Idx) -> MoveFacts {
        let mc = self.classes(i);
        let (mine, theirs) = (mc[n.me as usize], mc[n.them as usize]);
        let dist_oppo = self.distance(i, self.fr(n.ply, 1).current);
        let dist_self = self.distance(i, self.fr(n.ply, 2).current);
        MoveFacts {
            i,
            mc,
            mine,
            theirs,
            important: mine >= Class::TwoTwos || theirs >= Class::Three,
            trivial: mc[0] == Class::Nothing && mc[1] == Class::Nothing,
            distract: dist_self > 4 && dist_oppo > 4,
            dist_self,
            dist_oppo,
        }
    }

    /// Whether a move is skipped near the horizon (once a move that does not lose is found):
    /// past the depth's move count, one that makes nothing for either side, or, facing an
    /// open three, one far from both last stones that blocks no four.
    pub(super) fn pruned(n: &Node, m: &MoveFacts, depth: f32, move_count: usize) -> bool {
        let counted = if depth < 1.0 {
            0
        } else {
            3 + (depth as i32 as f64).powf(1.32) as usize
        };
        move_count >= counted / (2 - usize::from(n.improvement > 0))
            || (m.trivial && depth < 4.3)
            || (n.oppo4 > 0 && depth < 4.3 && m.theirs < Class::Four && m.distract)
    }

    /// How much deeper (or shallower) the move is searched: a five's block; the table's move
    /// where it is singular (the other moves fall short of its score by a margin), or a share
    /// of a ply; a ply less at a node likely to fail high but for a four. `Err` with beta
    /// where the other moves too clear beta (multi-cut).
    pub(super) fn extension(
        &mut self,
        n: &Node,
        m: &MoveFacts,
        beta: i32,
        depth: f32,
    ) -> Result<f32, i32> {
        let (ply, tt) = (n.ply, n.tt);
        let mut ext = 0.0f32;
        if n.oppo5 > 0 {
            ext = 1.3;
        } else if !n.root
            && depth >= 6.65
            && Some(m.i) == tt.mv
            && n.skip.is_none()
            && tt.value.abs() < WIN_BOUND
            && Self::bound_allows(tt.flag, true)
            && tt.depth as f32 >= depth - 2.03
        {
            let former_pv = !n.pv && self.fr(ply, 0).tt_pv;
            let margin = self.units((self.rule.se_scale + f32::from(u8::from(former_pv))) * depth);
            let s_beta = (tt.value - margin).max(-WIN);
            let s_depth = depth - (depth * 0.54 - f32::from(u8::from(former_pv)));
            self.f(ply).skip = Some(m.i);
            let v = self.search(false, s_beta - 1, s_beta, s_depth, ply, n.cut_node);
            self.f(ply).skip = None;
            if self.aborted {
                return Err(0);
            }
            self.f(ply).move_class = m.mc;
            if v < s_beta {
                let double = self.units((29 - ((depth * 0.6) as i32).min(9)) as f32);
                let deep = !n.pv && v < s_beta - double && self.fr(ply, 0).extra_ext < 10.8;
                ext = if deep { 2.0 } else { 1.0 };
            } else if s_beta >= beta {
                return Err(beta);
            } else if tt.value >= beta {
                ext = -1.5;
            }
        } else if Some(m.i) == tt.mv {
            ext = if n.pv { 0.25 } else { 0.08 };
            if m.mine >= Class::Four && m.dist_self <= 6 {
                ext += if m.dist_self <= 4 { 0.24 } else { 0.05 };
            }
        }
        if n.likely_fail_high {
            if m.mine < Class::Four {
                ext -= 1.0;
            } else if self.fr(ply, 2).move_class[n.me as usize] >= Class::Four {
                ext += 1.0;
            }
        }
        Ok(ext)
    }

    /// How many plies shallower a late move is searched first: ln(depth)·ln(move number),
    /// more or less by the node (improving, on the principal variation, expected to cut,
    /// how complex), by the move (trivial, a useless defence, a continued attack) and by
    /// its history.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn late_reduction(
        &mut self,
        n: &Node,
        m: &MoveFacts,
        depth: f32,
        move_count: usize,
        delta: i32,
        best: i32,
        complexity: f32,
    ) -> f32 {
        let (ply, me) = (n.ply, n.me as usize);
        let mut r = self.reduction(n.pv, depth, move_count, n.improvement, delta);
        let c = &self.rule.complexity;
        r += complexity
            * match () {
                () if m.trivial && m.distract => c[0],
                () if m.trivial => c[1],
                () if !m.important => c[2],
                () => c[3],
            };
        if self.fr(ply, 0).tt_pv {
            r -= 0.97;
        }
        if !n.root && ply % 2 == 1 && best >= -self.root_alpha {
            r += 0.98;
        }
        let killer = self.fr(ply, 0).killers.contains(&m.i);
        if n.cut_node && !(n.oppo4 == 0 && killer && m.mine < Class::Three) {
            r += 1.8;
        }
        if n.oppo4 > 0 && m.theirs < Class::Four {
            if m.dist_oppo > 4 {
                r += 1.93;
            }
            if m.dist_self > 4 {
                r += 0.96;
            }
        }
        let attacked_before = self.fr(ply, 2).move_class[me] >= Class::Three;
        let attacks = m.mine >= Class::Three || (m.dist_self <= 4 && m.mine >= Class::TwoTwos);
        if n.oppo4 == 0 && attacked_before && attacks {
            r -= 0.53;
        }
        let h = self.history[m.i][me];
        let stat = h[ATTACK] + h[QUIET] * 780 / 1024 - 3322;
        r - stat as f32 / (12267.0 + if depth > 5.4 { 4380.0 } else { 0.0 })
    }

    /// The node's moves searched in order, the table's first: its score, and the table and
    /// the histories told of it.
    pub(super) fn moves_loop(
        &mut self,
        n: &Node,
        mut alpha: i32,
        beta: i32,
        mut depth: f32,
    ) -> i32 {
        let ply = n.ply;
        let complexity = self.complexity(n);
        let n = &Node {
            likely_fail_high: !n.pv
                && n.cut_node
                && n.eval.is_some_and(|e| {
                    let margin = -9 + 15 * depth as i32 + 87 * i32::from(n.oppo4 > 0);
                    e >= beta + self.units(margin as f32)
                }),
            ..*n
        };
        let mut picker = Picker::new(self, n);
        let mut move_count = 0usize;
        let mut best = -WIN - 1;
        let mut best_move: Option<Idx> = None;
        let mut attacks: Vec<Idx> = Vec::new();
        let mut quiets: Vec<Idx> = Vec::new();
        while let Some(i) = picker.next(self, n) {
            if (n.root && !self.root.iter().any(|r| r.i == i)) || Some(i) == n.skip {
                continue;
            }
            move_count += 1;
            let m = self.facts(n, i);
            self.f(ply).move_class = m.mc;
            if !n.root && best > -WIN_BOUND && Self::pruned(n, &m, depth, move_count) {
                continue;
            }
            let ext = match self.extension(n, &m, beta, depth) {
                Ok(ext) => ext,
                Err(v) => return v,
            };
            let new_depth = depth - 1.0 + ext;
            let parent_extra = self.fr(ply, 1).extra_ext;
            let f = self.f(ply);
            f.current = i;
            f.extra_ext = parent_extra + (ext - 1.0).max(0.0);
            self.tt.prefetch(self.b.hash_after(i));
            let v = match self.b.make(i) {
                Term::Won(_) => WIN - ply as i32 - 1,
                Term::Draw => 0,
                Term::Going if depth >= 2.0 && move_count > 1 + usize::from(n.root) => {
                    let delta = beta - alpha;
                    let r = self.late_reduction(n, &m, depth, move_count, delta, best, complexity);
                    self.reduced(n, (alpha, beta), new_depth, r, best)
                }
                Term::Going => self.unreduced(n, (alpha, beta), new_depth, move_count),
            };
            self.b.unmake();
            if self.aborted {
                return 0;
            }
            if n.root {
                let kept = move_count == 1 || v > alpha;
                if let Some(rm) = self.root.iter_mut().find(|r| r.i == i) {
                    rm.value = if kept { v } else { -WIN - 1 };
                }
            }
            if v > best {
                best = v;
                if v > alpha {
                    best_move = Some(i);
                    if v >= beta {
                        break;
                    }
                    alpha = v;
                    if n.root {
                        self.root_alpha = alpha;
                    }
                    // Once a move raised alpha, the rest are searched a ply shallower.
                    if depth > 2.0 && depth < 12.0 && v.abs() < self.units(2000.0) {
                        depth -= 1.0;
                    }
                }
            }
            if Some(i) != best_move {
                if m.mine >= Class::Three {
                    attacks.push(i);
                } else if n.oppo4 == 0 {
                    quiets.push(i);
                }
            }
        }
        picker.recycle(self);
        if move_count == 0 {
            best = match () {
                () if n.skip.is_some() => alpha,
                () if n.oppo5 > 0 => -(WIN - ply as i32 - 2),
                () => -(WIN - ply as i32 - 4),
            };
        } else if let Some(bm) = best_move {
            self.best_move_stats(ply, depth, bm, &attacks, &quiets);
        }
        self.finish(n, alpha, beta, depth, best, best_move);
        best
    }

    /// A late move searched shallower first by `r` plies with a null window, then, where it
    /// beats alpha, at its full depth (deeper or shallower by how far it beat it), and on the
    /// principal variation with the full window. The board has the move made.
    pub(super) fn reduced(
        &mut self,
        n: &Node,
        (alpha, beta): (i32, i32),
        new_depth: f32,
        r: f32,
        best: i32,
    ) -> i32 {
        let ply = n.ply;
        let mut new_depth = new_depth;
        let d = (new_depth - r).min(new_depth + 1.0).max(1.0);
        let mut v = -self.search(false, -(alpha + 1), -alpha, d, ply + 1, true);
        if v > alpha && d < new_depth && !self.aborted {
            let mut more = self.lmr_extension(new_depth, d, v, alpha, best);
            if self.fr(ply, 0).extra_ext >= 5.0 {
                more = more.min(1.0);
            } else {
                self.f(ply).extra_ext += (more - 1.0).max(0.0);
            }
            new_depth += more;
            if d < new_depth {
                v = -self.search(false, -(alpha + 1), -alpha, new_depth, ply + 1, !n.cut_node);
            }
        }
        if n.pv && v > alpha && (n.root || v < beta) && !self.aborted {
            v = -self.search(true, -beta, -alpha, new_depth, ply + 1, false);
        }
        v
    }

    /// A move searched at its full depth: the first with the full window on the principal
    /// variation, the others with a null window first.
    pub(super) fn unreduced(
        &mut self,
        n: &Node,
        (alpha, beta): (i32, i32),
        new_depth: f32,
        move_count: usize,
    ) -> i32 {
        let ply = n.ply;
        let mut v = alpha;
        if !n.pv || move_count > 1 {
            v = -self.search(false, -(alpha + 1), -alpha, new_depth, ply + 1, !n.cut_node);
        }
        if n.pv && (move_count == 1 || (v > alpha && (n.root || v < beta))) && !self.aborted {
            v = -self.search(true, -beta, -alpha, new_depth, ply + 1, false);
        }
        v
    }

    /// The node's end: whether it stays on the principal variation, and its entry in the
    /// table (not for a search without the table's move).
    pub(super) fn finish(
        &mut self,
        n: &Node,
        alpha: i32,
        beta: i32,
        depth: f32,
        best: i32,
        best_move: Option<Idx>,
    ) {
        let ply = n.ply;
        let flag = match () {
            () if best >= beta => LOWER,
            () if n.pv && best_move.is_some() => EXACT,
            () => UPPER,
        };
        let was_pv = self.fr(ply, 0).tt_pv;
        if best <= alpha {
            let parent_pv = self.fr(ply, 1).tt_pv;
            self.f(ply).tt_pv = was_pv || (parent_pv && depth > 3.0);
        } else if depth > 3.0 {
            let below = self.frames[ply + UP + 1].tt_pv;
            self.f(ply).tt_pv = was_pv && below;
        }
        if n.skip.is_none() {
            let tt_pv = self.fr(ply, 0).tt_pv;
            self.store(n.key, best, tt_pv, flag, best_move, depth, ply);
        }
    }
}
