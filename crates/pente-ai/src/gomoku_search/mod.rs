//! Gomoku's search shaped as a whole on the alpha-beta search of Rapfi (a leading Gomocup
//! engine), for level 8 in freestyle and exactly five (Renju, the other levels and the other
//! games keep [`crate::search`]): fractional depths; every move of the node in
//! the order of its score and history rather than the best few; the node's prunings before
//! its moves (razoring into the quiescence search, futility, a null move, internal iterative
//! reductions) and within them (move counts, trivial and distracting moves); extensions
//! (a five's block, singular moves, the table's move) and late move reductions with all of
//! Rapfi's terms; a quiescence search of the mover's fours and their forced blocks; a
//! history of attacks and quiet moves, killers and counter moves kept as Rapfi keeps them.
//!
//! The constants are Rapfi's (published with its source), with its evaluation's margins
//! scaled to ours' units ([`Params::gs_scale`]). Chosen by [`Params::gomoku_search`]; figures
//! in docs/src/engine-notebook.md ("A search shaped on Rapfi's as a whole": at equal nodes and
//! at equal time it scores some 23 points a game more against Rapfi than ours' own search).

mod moves;
mod node;
mod quiescence;
mod rule;
#[cfg(test)]
mod tests;

use super::board::{Idx, SBoard};
use super::budget::Budget;
use super::line::{Class, LineRule};
use super::params::{params, Params};
use super::tt::{from_tt, Tt, EXACT, LOWER, UPPER, WIN, WIN_BOUND};
use super::Deepened;
use rule::{RuleConsts, EXACT_FIVE, FREESTYLE};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// No move (Rapfi's `NONE`), and the null move (`PASS`), in a frame's `current`.
const NONE: Idx = usize::MAX;
const PASS: Idx = usize::MAX - 1;

/// Frames below the root, so that a node may read the frames up to four plies up.
const UP: usize = 4;
const MAX_PLY: usize = 64;

/// The table's flag bit for "on the principal variation at some time" (Rapfi's `ttPv`).
const PV_FLAG: u8 = 4;

/// What the search keeps for each ply of the line being searched (Rapfi's search stack).
#[derive(Clone, Copy)]
struct Frame {
    /// The node's static evaluation (its parent's, negated, where it faced a four or a three).
    static_eval: i32,
    /// The quiet moves that were best at this ply lately.
    killers: [Idx; 2],
    /// The classes of the point of the move played from this ply, for black and white.
    move_class: [Class; 2],
    /// The move being searched from this ply (`PASS` for the null move).
    current: Idx,
    /// The move left out where the node is searched again without its table move.
    skip: Option<Idx>,
    /// Whether the node is or was on the principal variation.
    tt_pv: bool,
    /// The plies of extension beyond one a ply taken on the line down to here.
    extra_ext: f32,
}

impl Frame {
    fn new(static_eval: i32) -> Frame {
        Frame {
            static_eval,
            killers: [NONE; 2],
            move_class: [Class::Nothing; 2],
            current: NONE,
            skip: None,
            tt_pv: false,
            extra_ext: 0.0,
        }
    }
}

/// A root move and its score by the last search of it (`-WIN - 1`: searched and not best,
/// or not yet searched).
#[derive(Clone, Copy, Debug)]
struct RootMove {
    i: Idx,
    value: i32,
    previous: i32,
}

/// What the table says of a node.
#[derive(Clone, Copy)]
struct TtRead {
    hit: bool,
    value: i32,
    flag: u8,
    depth: i32,
    mv: Option<Idx>,
    pv: bool,
}

/// What a node knows of itself while it searches (Rapfi's locals).
#[derive(Clone, Copy)]
struct Node {
    pv: bool,
    root: bool,
    ply: usize,
    cut_node: bool,
    me: u8,
    them: u8,
    /// The other side's points that make a five, and those that make a five or an open four.
    oppo5: u16,
    oppo4: u16,
    key: u64,
    skip: Option<Idx>,
    tt: TtRead,
    /// The score the prunings read (none where the other side has a four or an open three,
    /// and at the root).
    eval: Option<i32>,
    /// The static evaluation less the one two plies before.
    improvement: i32,
    /// A node expected to cut whose evaluation clears beta by a margin: every move but a four
    /// a ply shallower.
    likely_fail_high: bool,
}

/// What the prunings, extensions and reductions read of a move.
struct MoveFacts {
    i: Idx,
    /// Its point's classes for black and white.
    mc: [Class; 2],
    mine: Class,
    theirs: Class,
    /// It makes two twos or more, or stops a three or more of the other side's.
    important: bool,
    /// It makes nothing for either side.
    trivial: bool,
    /// It is far (five or more) from both last stones.
    distract: bool,
    dist_self: i32,
    dist_oppo: i32,
}

/// The search's state between its nodes: the board, the table, the line's frames, the
/// histories, the root's moves; [`GomokuSearch::deepen`] runs it.
pub struct GomokuSearch<'a> {
    pub b: SBoard,
    tt: Tt,
    pub nodes: u64,
    budget: Budget<'a>,
    aborted: bool,
    frames: Vec<Frame>,
    /// By point and colour: the attack and quiet histories.
    history: Vec<[[i32; 2]; 2]>,
    /// By the point of the last move and the colour that played it: the move that answered
    /// it best, and its class for its mover then.
    counter: Vec<[(Idx, Class); 2]>,
    /// Each point's learned order score for each colour, with the line keys it was read from.
    /// (Real keys are never all ones: they hold at most 20 bits.)
    scored: Vec<[([u32; 4], i32); 2]>,
    root: Vec<RootMove>,
    root_delta: i32,
    root_alpha: i32,
    /// The deepest iteration completed.
    completed: u8,
    /// `ln(n)` times the rule's factor, for the late reductions.
    lut: Vec<f32>,
    rule: &'static RuleConsts,
    p: Params,
    /// Ours' evaluation units for one of Rapfi's.
    scale: f32,
    /// Move lists of finished nodes, kept for the next ones.
    spare: Vec<Vec<(Idx, i32)>>,
}

impl<'a> GomokuSearch<'a> {
    pub fn new(
        b: SBoard,
        root: &[Idx],
        max_nodes: u64,
        deadline: Instant,
        stop: Option<&'a AtomicBool>,
    ) -> GomokuSearch<'a> {
        let p = params().under(b.line_rule());
        let rule = if b.line_rule() == LineRule::Exact {
            &EXACT_FIVE
        } else {
            &FREESTYLE
        };
        let cells = b.index_count();
        let e = crate::eval::evaluate(&b);
        let lut = (0..=512)
            .map(|i| match i {
                0 => 0.0,
                _ => rule.lmr_factor * (i as f32).ln(),
            })
            .collect();
        GomokuSearch {
            tt: Tt::new((64 - max_nodes.leading_zeros()).clamp(10, 20)),
            nodes: 0,
            budget: Budget {
                max_nodes,
                deadline,
                stop,
            },
            aborted: false,
            frames: vec![Frame::new(e); MAX_PLY + UP + 4],
            history: vec![[[0; 2]; 2]; cells],
            counter: vec![[(NONE, Class::Nothing); 2]; cells],
            scored: vec![[([u32::MAX; 4], 0); 2]; cells],
            root: root
                .iter()
                .map(|&i| RootMove {
                    i,
                    value: -WIN - 1,
                    previous: -WIN - 1,
                })
                .collect(),
            root_delta: 1,
            root_alpha: -WIN - 1,
            completed: 0,
            lut,
            rule,
            scale: p.gs_scale as f32 / 100.0,
            spare: Vec::new(),
            p,
            b,
        }
    }

    /// A margin of Rapfi's evaluation units in ours.
    fn units(&self, v: f32) -> i32 {
        (v * self.scale) as i32
    }

    fn f(&mut self, ply: usize) -> &mut Frame {
        &mut self.frames[ply + UP]
    }

    fn fr(&self, ply: usize, back: usize) -> &Frame {
        &self.frames[ply + UP - back]
    }

    fn check_stop(&mut self) -> bool {
        if !self.aborted && self.budget.spent(self.nodes) {
            self.aborted = true;
        }
        self.aborted
    }

    fn class(&self, i: Idx, c: u8) -> Class {
        self.b.class(i, c).unwrap_or(Class::Nothing)
    }

    fn classes(&self, i: Idx) -> [Class; 2] {
        [self.class(i, 0), self.class(i, 1)]
    }

    fn eval(&self) -> i32 {
        crate::eval::evaluate(&self.b)
    }

    fn distance(&self, a: Idx, b: Idx) -> i32 {
        if a >= PASS || b >= PASS {
            return -1;
        }
        i32::from(self.b.point(a).distance(self.b.point(b)))
    }

    fn probe(&self, key: u64, ply: usize) -> TtRead {
        match self.tt.probe(key) {
            Some(e) => TtRead {
                hit: true,
                value: from_tt(e.score, ply),
                flag: e.flag & 3,
                depth: i32::from(e.depth),
                mv: (usize::from(e.mv) < self.b.index_count()).then_some(usize::from(e.mv)),
                pv: e.flag & PV_FLAG != 0,
            },
            None => TtRead {
                hit: false,
                value: 0,
                flag: UPPER,
                depth: -100,
                mv: None,
                pv: false,
            },
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        key: u64,
        v: i32,
        pv: bool,
        flag: u8,
        mv: Option<Idx>,
        depth: f32,
        ply: usize,
    ) {
        let mv = mv.map_or(u16::MAX, |i| i as u16);
        let flag = flag | if pv { PV_FLAG } else { 0 };
        self.tt.store(key, depth as i8, flag, v, ply, mv);
    }

    /// Whether the table's bound says `v` may be taken for a score above (`above`) or below.
    fn bound_allows(flag: u8, above: bool) -> bool {
        match flag {
            EXACT => true,
            LOWER => above,
            _ => !above,
        }
    }

    fn skip_key(i: Idx) -> u64 {
        (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// One iteration at the root at `depth`, within an aspiration window around the last
    /// iteration's score from 5 plies on (Rapfi's). The root moves end best first.
    fn iterate(&mut self, depth: i32) -> i32 {
        // Each iteration's scores are its own: a move cut short keeps none, and only the
        // moves searched to the end may come before the last best.
        for r in &mut self.root {
            r.previous = r.value;
            r.value = -WIN - 1;
        }
        let prev = self.root[0].previous;
        let mut delta = self.units(16.0);
        let (mut alpha, mut beta) = if depth >= 5 && prev.abs() < WIN_BOUND {
            (prev - delta, prev + delta)
        } else {
            (-WIN - 1, WIN + 1)
        };
        let mut fail_high = 0;
        loop {
            self.root_alpha = alpha;
            let d = (depth - fail_high / 3).max(1) as f32;
            let v = self.search(true, alpha, beta, d, 0, false);
            self.root.sort_by_key(|r| std::cmp::Reverse(r.value));
            if self.aborted {
                return v;
            }
            if v <= alpha && alpha > -WIN - 1 {
                beta = (alpha + beta) / 2;
                alpha = (v - delta).max(-WIN - 1);
                fail_high = 0;
            } else if v >= beta && beta < WIN + 1 {
                beta = (v + delta).min(WIN + 1);
                fail_high += 1;
            } else {
                return v;
            }
            delta = delta * (3 + v.abs() / self.units(1024.0).max(1)) / 4 + self.units(6.0);
        }
    }
}

impl GomokuSearch<'_> {
    /// Iterative deepening from one ply to `max_depth`, until a forced win or the budget (the
    /// time or the nodes) cuts an iteration short: with a turn's time and no match clock, time
    /// left over gains nothing. An iteration cut short keeps the move it put first, as Rapfi
    /// does: one proven better, or the last best.
    pub fn deepen(&mut self, max_depth: u8) -> Deepened {
        let mut best = (self.root[0].i, 0);
        let mut depth_done = 0;
        let mut hopeful = None;
        for depth in 1..=max_depth {
            self.iterate(i32::from(depth));
            let first = self.root[0];
            if self.aborted {
                if depth_done > 0 && first.value > -WIN - 1 {
                    best = (first.i, first.value);
                }
                break;
            }
            depth_done = depth;
            self.completed = depth;
            best = (first.i, first.value);
            if best.1 > -WIN_BOUND {
                hopeful = Some(best);
            }
            if best.1 > WIN_BOUND {
                break;
            }
        }
        let scores = self.root.iter().map(|r| (r.i, r.value.max(-WIN))).collect();
        Deepened {
            best,
            depth: depth_done,
            scores,
            hopeful,
        }
    }
}
