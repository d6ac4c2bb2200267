//! Alpha-beta (principal variation search) with iterative deepening, a transposition table,
//! killer moves, selective move generation from threat patterns, forced-reply pruning (when
//! the opponent threatens to win, only blocks and captures are tried) and a quiescence search
//! over fours.
//!
//! Multi-player games are searched as two sides: the root's side against everyone else
//! (paranoid). A node's score is for the side of the colour to move; the sign flips only when
//! the side changes (Connect6's second stone and teammates keep it).

use super::board::{Idx, SBoard, Term};
use super::budget::Budget;
use super::line::{Class, LineRule};
use super::params::{params, Params};
use super::patterns::{analyse, near_window_gaps, window_gaps, MoveInfo};
use super::threats::{five_points, four_three_answers, three_answers};
use super::tt::{from_tt, Tt, EXACT, LOWER, UPPER, WIN, WIN_BOUND};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// How a search is shaped (set by the level).
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub max_depth: u8,
    /// Moves tried at each node, by ply from the root (the last applies deeper).
    pub width: [usize; 4],
    pub use_tt: bool,
    pub quiescence: bool,
    /// Whether a node left one or two replies by a five threat searches them a ply deeper.
    pub extend_forced: bool,
    /// Gomoku (where the board keeps the points' classes): the moves tried by ply instead of
    /// `width`, and whether quiet late moves are searched shallower first (late move
    /// reductions).
    pub class_width: [usize; 4],
    pub late_reductions: bool,
    /// Gomoku: whether moves are put in the order learned from self-play ([`crate::order`])
    /// rather than by their threat patterns' score alone.
    pub learned_order: bool,
    /// Gomoku: whether quiet nodes near the horizon are cut by their evaluation (futility).
    pub futility: bool,
}

pub struct Search<'a> {
    pub b: SBoard,
    tt: Tt,
    shape: Shape,
    pub nodes: u64,
    budget: Budget<'a>,
    pub aborted: bool,
    killers: Vec<[Idx; 2]>,
    /// Whether nodes may skip scoring every move where the result is known without it (see
    /// `node`); off only to test that they return the same.
    shortcuts: bool,
    /// Room for the candidate points of a node, kept to spare an allocation a node.
    points: Vec<Idx>,
    /// Gomoku: each point's patterns and line order score for each colour, as last read, with
    /// the line keys they were read from (see [`Search::moves_at`]).
    scored: Vec<[Scored; 2]>,
    /// Move lists of finished nodes, kept for the next ones: an allocation and a free a node
    /// were 2 % of a Gomoku search's time.
    spare: Vec<Vec<(Idx, MoveInfo)>>,
    /// The tuned constants (read once: with the `tune` feature they come from the environment).
    params: Params,
    /// Gomoku and Renju: a history of the moves that cut nodes, by point and colour, within
    /// ±[`HISTORY_BOUND`] (see [`Search::remember_cut`]); kept and read only where
    /// [`Params::history`] or [`Params::history_reduction`] is not 0.
    history: Vec<[i32; 2]>,
    /// The static evaluation of the node at each ply of the line being searched, where the late
    /// reductions read it ([`Params::lmr_improving`]; [`Params::fail_high`] reuses it); [`NO_EVAL`]
    /// elsewhere.
    evals: Vec<i32>,
    /// Whether the node at each ply of the line being searched is expected to cut (Rapfi's
    /// "cut node"): a null-window node reached by a shallower search, or by a full one from a
    /// node not expected to cut; read by [`Params::fail_high_cut`] and [`Params::lmr_cut`].
    cut_nodes: Vec<bool>,
    /// Set just before a late move's shallower search, for [`Search::child`] to mark the
    /// node it reaches expected to cut.
    reduced_child: bool,
    /// Whether the move being searched at each ply of the line makes a three or a four, for
    /// the node two plies below ([`Params::lmr_attack`]).
    attacks: Vec<bool>,
    /// The move left out at each ply of the line, where a node is searched again without its
    /// table move to learn whether that move is the only good one ([`Params::singular_depth`]).
    excluded: Vec<Option<Idx>>,
}

/// No static evaluation kept at that ply (see [`Search::evals`]).
const NO_EVAL: i32 = i32::MIN;

/// The history's entries stay within this much either way: each bonus pulls an entry towards
/// the bound by its share of the way left ("gravity", as Stockfish's and Rapfi's histories do).
const HISTORY_BOUND: i32 = 16_384;

/// A point's [`MoveInfo`] and the line part of its learned order score
/// ([`crate::order::Scorer::of_lines`]) for one colour, read from the line keys `keys`: the
/// same as long as the point's keys are (Gomoku: no captures).
#[derive(Clone, Copy)]
struct Scored {
    keys: [u32; 4],
    info: MoveInfo,
    lines: i32,
}

impl Scored {
    /// Read from no keys: real keys are never all ones (they hold at most 20 bits).
    fn none() -> Scored {
        Scored {
            keys: [u32::MAX; 4],
            info: MoveInfo::default(),
            lines: 0,
        }
    }
}

const MAX_PLY: usize = 64;

/// What a node at the horizon does (see [`Search::at_horizon`]).
#[derive(Clone, Copy)]
enum Horizon {
    /// Returns this score: the evaluation, or its stand-pat score at or above beta.
    Stop(i32),
    /// Stands pat on the evaluation and follows the mover's fours.
    StandPat(i32),
    /// Faces a five threat: searches the answers, with no floor.
    Answer,
}

/// What a killer move adds to its order score by the threat patterns (in the learned order:
/// [`Params::learned_killer`]).
const KILLER: i32 = 500;

impl<'a> Search<'a> {
    pub fn new(
        b: SBoard,
        shape: Shape,
        max_nodes: u64,
        deadline: Instant,
        stop: Option<&'a AtomicBool>,
    ) -> Search<'a> {
        let (b_keeps_classes, cells) = (b.keeps_classes(), b.index_count());
        let params = params().under(b.line_rule());
        #[cfg(feature = "tune")]
        let b = {
            let mut b = b;
            b.parent_eval = params.eval_parent != 0 && b_keeps_classes;
            b
        };
        Search {
            b,
            // About one entry per node searched, up to 2^20 (16 MB).
            tt: Tt::new(if shape.use_tt {
                (64 - max_nodes.leading_zeros()).clamp(10, 20)
            } else {
                1
            }),
            shape,
            nodes: 0,
            budget: Budget {
                max_nodes,
                deadline,
                stop,
            },
            aborted: false,
            killers: vec![[usize::MAX; 2]; MAX_PLY + 1],
            evals: vec![NO_EVAL; MAX_PLY + 1],
            cut_nodes: vec![false; MAX_PLY + 1],
            reduced_child: false,
            attacks: vec![false; MAX_PLY + 1],
            excluded: vec![None; MAX_PLY + 1],
            shortcuts: true,
            params,
            points: Vec::new(),
            spare: Vec::new(),
            scored: if b_keeps_classes {
                vec![[Scored::none(); 2]; cells]
            } else {
                Vec::new()
            },
            history: if b_keeps_classes {
                vec![[0; 2]; cells]
            } else {
                Vec::new()
            },
        }
    }

    fn check_stop(&mut self) -> bool {
        if !self.aborted && self.budget.spent(self.nodes) {
            self.aborted = true;
        }
        self.aborted
    }

    /// The static evaluation for the side to move.
    pub fn eval(&self) -> i32 {
        let e = crate::eval::evaluate(&self.b);
        #[cfg(feature = "tune")]
        if let Some(parent) = self.b.parent_lines().filter(|_| self.b.parent_eval) {
            // The parent's evaluation was its mover's: the other side's.
            let w = self.params.eval_parent;
            return (e * (100 - w) - parent * w) / 100;
        }
        e
    }

    /// Candidate moves for the side to move, best first, legal under the search's rules.
    pub fn moves(&mut self, ply: usize, tt_move: Option<Idx>) -> Vec<(Idx, MoveInfo)> {
        self.moves_head(ply, tt_move, usize::MAX)
    }

    /// [`Search::moves`] with only the best `head` in order: the rest follow in no order (see
    /// [`sort_head`]).
    fn moves_head(
        &mut self,
        ply: usize,
        tt_move: Option<Idx>,
        head: usize,
    ) -> Vec<(Idx, MoveInfo)> {
        let mut points = std::mem::take(&mut self.points);
        points.clear();
        points.extend_from_slice(self.b.near_empty());
        let moves = self.moves_at(ply, tt_move, &points, head);
        self.points = points;
        moves
    }

    /// [`Search::moves_head`] among `points` (given once each): the empty ones near the stones.
    fn moves_at(
        &mut self,
        ply: usize,
        tt_move: Option<Idx>,
        points: &[Idx],
        head: usize,
    ) -> Vec<(Idx, MoveInfo)> {
        let c = self.b.turn;
        let mut out = self.spare.pop().unwrap_or_default();
        out.clear();
        let scorer = self
            .shape
            .learned_order
            .then(|| crate::order::Scorer::new(&self.b))
            .flatten();
        for &i in points {
            if self.b.is_empty(i) && self.b.is_near(i) {
                let (mut m, killer) = match &scorer {
                    Some(scorer) => (self.learned(i, c, scorer), self.params.learned_killer),
                    None => (analyse(&self.b, i, c), KILLER),
                };
                if scorer.is_some() && self.params.history != 0 && !self.history.is_empty() {
                    m.score += self.history[i][c as usize] * self.params.history / HISTORY_BOUND;
                }
                if Some(i) == tt_move {
                    m.score += 50_000_000;
                } else if self.killers[ply.min(MAX_PLY)].contains(&i) {
                    m.score += killer;
                }
                out.push((i, m));
            }
        }
        if out.is_empty() && self.b.stones == 0 {
            let centre = self.b.idx(pente::Point::centre(self.b.size));
            out.push((centre, MoveInfo::default()));
        }
        // Legality after scoring: Renju's foul check is the costly part.
        out.retain(|&(i, _)| self.b.legal(i));
        sort_head(&mut out, head);
        out
    }

    /// Gomoku: the patterns of a stone of `c` at the empty point `i`, scored in the learned
    /// order. The part read from its lines is as read at an earlier node while the point's
    /// line keys are the same (most points are out of reach of the stones played since):
    /// 8 % fewer instructions in a freestyle search, the same moves.
    fn learned(&mut self, i: Idx, c: u8, scorer: &crate::order::Scorer) -> MoveInfo {
        let b = &self.b;
        let fresh = |keys| {
            let info = analyse(b, i, c);
            let lines = scorer.of_lines(b, i, c, info.score).unwrap_or(info.score);
            Scored { keys, info, lines }
        };
        let cached = match b.class_keys(i) {
            Some(keys) => {
                let cached = &mut self.scored[i][c as usize];
                if cached.keys != keys {
                    *cached = fresh(keys);
                }
                *cached
            }
            None => fresh([u32::MAX; 4]),
        };
        let mut m = cached.info;
        m.score = cached.lines + scorer.of_distances(b, i);
        m
    }

    /// Whether an opponent who moves next could win at once, by a row or by captures
    /// (one-stone games): then the side to move may not stand pat, and only the moves that
    /// answer are searched.
    fn threatened(&self) -> bool {
        let b = &self.b;
        if b.rules.stones_per_turn > 1 {
            return false;
        }
        let t = b.turn;
        (0..b.rules.players).any(|c| {
            !b.rules.same_side(c, t)
                && !b.out[c as usize]
                && (b.fours(c) > 0 || capture_win_next(b, c))
        })
    }

    /// The moves [`Search::forced`] would keep when the side to move is threatened with a
    /// five, found without scoring every move: `None` when that shortcut does not apply (the
    /// mover may have a five of its own, or no legal move blocks).
    fn forced_moves(&mut self, ply: usize, tt_move: Option<Idx>) -> Option<Vec<(Idx, MoveInfo)>> {
        let c = self.b.turn;
        if self.b.fours(c) > 0 {
            return None;
        }
        let answers = answer_points(&self.b, c);
        let mut moves = self.moves_at(ply, tt_move, &answers, usize::MAX);
        // When no legal move blocks (Renju's Black may find the point a foul), `forced` keeps
        // every move.
        if !moves.iter().any(|(_, m)| m.blocks_five) {
            return None;
        }
        Self::forced(&mut moves);
        Some(moves)
    }

    /// Whether the side to move can win at once, by a row or by captures: what
    /// [`Search::moves`] would find, without scoring every move. `None` when not surely known
    /// (no stone stands yet, or the only rows to make are overlines the rules may not count).
    /// `Some(false)` also says the side has a legal move.
    fn immediate_win(&mut self) -> Option<bool> {
        let c = self.b.turn;
        if self.b.stones == 0 {
            return None;
        }
        // A window one stone short of a row, holding nothing else, is a five to complete.
        if self.b.fours(c) > 0 {
            let five = five_points(&self.b, c)
                .into_iter()
                .any(|j| self.b.legal(j) && self.b.row_wins(j));
            return five.then_some(true);
        }
        if let Some(to_win) = self.b.captures_to_win(c) {
            for (i, n) in self.b.capture_points(c) {
                if n >= to_win && self.b.legal(i) {
                    return Some(true);
                }
            }
        }
        // Usually the first point tried is legal.
        let any_move = (0..self.b.near_empty().len()).any(|k| {
            let i = self.b.near_empty()[k];
            self.b.legal(i)
        });
        any_move.then_some(false)
    }

    /// A row of the opponent waits for this reply (overtime by line break): only a capture
    /// can break it, every other move loses at once.
    fn answer_pending(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if ply >= MAX_PLY {
            return self.eval();
        }
        let me = self.b.turn;
        let mut best = -(WIN - ply as i32 - 1);
        let mut tried = 0;
        for (i, _) in self.b.capture_points(me) {
            if !self.b.legal(i) {
                continue;
            }
            let v = self.child(i, me, depth - 1, alpha, beta, ply, tried > 0);
            tried += 1;
            if self.aborted {
                return 0;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Keeps the moves that answer an opponent's five threat: blocks, captures, own wins.
    fn forced(moves: &mut Vec<(Idx, MoveInfo)>) {
        if moves.iter().any(|(_, m)| m.blocks_five) {
            moves.retain(|(_, m)| m.blocks_five || m.captures > 0 || m.five || m.capture_win);
        }
    }

    /// Negamax with alpha-beta; the score is for the side to move.
    ///
    /// A node reads what it can without searching (the clock, a row waiting for its reply,
    /// the classes' verdict, the table, a win at once, the horizon), then what the position
    /// asks of it (a five threat, an open three or a four-three against it, a quiet node near
    /// the horizon), gathers its moves in order and searches them.
    pub fn node(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        // Only a null-window node is expected to cut; its children read it (`child`).
        let cut_node = beta == alpha + 1 && self.cut_nodes[ply.min(MAX_PLY)];
        self.cut_nodes[ply.min(MAX_PLY)] = cut_node;
        self.attacks[ply.min(MAX_PLY)] = false;
        // The mover's last move made a three or a four: an attack going on.
        let attacking = ply >= 2 && self.attacks[(ply - 2).min(MAX_PLY)];
        if self.check_stop() {
            return 0;
        }
        if self.b.pending.is_some() {
            return self.answer_pending(depth, alpha, beta, ply);
        }
        if ply > 0 {
            if let Some(v) = class_result(&self.b, ply) {
                return v;
            }
        }
        let key = self.b.hash;
        // Searched again without its table move (see `singular`): the table's entry is the
        // node's own, move and all, and neither settles nor orders it.
        let excluded = self.excluded[ply.min(MAX_PLY)];
        let tt_move = match excluded {
            Some(_) => None,
            None => match self.probe(key, depth, alpha, beta, ply) {
                Ok(tt_move) => tt_move,
                Err(v) => return v,
            },
        };
        // Scoring every candidate move is most of a node's cost, and often not needed, with
        // the same result as below: an immediate win (a five or a capture win) is seen from the
        // windows and the stones. Most nodes are leaves and quiescence nodes: when the side to
        // move cannot win at once (and has a move), they return the evaluation, or search the
        // moves that make fours only, found from the windows.
        let immediate = if self.shortcuts {
            self.immediate_win()
        } else {
            None
        };
        if immediate == Some(true) {
            return WIN - ply as i32 - 1;
        }
        let threatened = self.threatened();
        let horizon = depth <= 0 || ply >= MAX_PLY;
        // Known before the moves are scored when the mover has a move and no win at once;
        // read after them otherwise (below).
        let early = (horizon && immediate == Some(false))
            .then(|| self.at_horizon(depth, beta, ply, threatened));
        let fours_only = match early {
            Some(Horizon::Stop(v)) => return v,
            Some(Horizon::StandPat(_)) => true,
            _ => false,
        };
        let me = self.b.turn;
        let inner = depth > 0 && ply < MAX_PLY;
        // Gomoku and Renju, facing an open three (a point where the other side would make an
        // open four) with no five or open four to make: only the points that stop every open
        // four, and the mover's own fours, can save the game. All of them are searched.
        let three_answers = if inner && !threatened {
            three_answers(&self.b)
        } else {
            None
        };
        // Gomoku, facing a four-three to be made (and no open three): the points that stop it
        // and the mover's own fours first, as the only moves searched unless all of them lose.
        let four_three = if inner && ply > 0 && !threatened && three_answers.is_none() {
            four_three_answers(&self.b)
        } else {
            None
        };
        let quiet = !threatened && three_answers.is_none();
        let quiet_eval = self
            .quiet_eval(depth, alpha, beta, ply, quiet)
            .map(|e| self.refined(e, ply));
        if let Some(e) = quiet_eval {
            if depth <= self.params.static_cut_depth && e - self.params.static_cut * depth >= beta {
                return e;
            }
        }
        let facing_three = three_answers.is_some();
        let scope = self.params.lmr_scope;
        let reduces = self.shape.late_reductions && self.b.keeps_classes() && !threatened;
        let lmr = reduces && ply > 0 && (scope >= 2 || (!facing_three && four_three.is_none()));
        let improving = self.improving(reduces && depth >= 3, quiet_eval, ply);
        let calm = quiet && four_three.is_none();
        let fail_high = reduces
            && calm
            && (cut_node || self.params.fail_high_cut == 0)
            && self.likely_fail_high(depth, alpha, beta, ply, quiet_eval);
        let singular = match self.singular(tt_move, depth, beta, ply, threatened) {
            Ok(extension) => extension,
            Err(v) => return v,
        };
        // At a cut node the move the table remembers usually refutes on its own: searched
        // before the moves are scored, it often spares scoring them. A legal table move sorts
        // ahead of every score, so it would be searched first all the same.
        let mut tried_first = None;
        if self.shortcuts && inner && immediate == Some(false) && quiet && four_three.is_none() {
            match self.table_move_first(key, tt_move, depth + singular, alpha, beta, ply) {
                Ok(tried) => tried_first = tried,
                Err(v) => return v,
            }
        }
        let (mut moves, mut width) = self.gather(
            depth,
            ply,
            tt_move,
            threatened,
            fours_only,
            three_answers,
            four_three.as_deref(),
        );
        if let Some(x) = excluded {
            if let Some(k) = moves.iter().position(|&(i, _)| i == x) {
                moves.remove(k);
                if k < width {
                    width -= 1;
                }
            }
            if moves.is_empty() {
                self.spare.push(moves);
                return alpha; // the table move was the only one: nothing else comes near
            }
        }
        if moves.is_empty() && !fours_only {
            self.spare.push(moves);
            return 0; // no legal point: the engine calls it a draw
        }
        // Any winning move, not only the first: the TT move and killers sort ahead of fives.
        let wins = moves.iter().any(|(_, m)| m.capture_win)
            || (0..moves.len()).any(|k| moves[k].1.five && self.b.row_wins(moves[k].0));
        if wins {
            self.spare.push(moves);
            return WIN - ply as i32 - 1;
        }
        if threatened {
            Self::forced(&mut moves);
        }
        debug_assert!(tried_first.is_none_or(|(first, _)| moves[0].0 == first));
        // At the horizon the side to move may stand pat: its evaluation is a floor. Without
        // the floor, a quiescence node whose fours all turn out badly would return the least
        // bad of them, and a line of fours nobody has to make would read as a forced loss.
        let mut stand_pat = None;
        if horizon {
            match early.unwrap_or_else(|| self.at_horizon(depth, beta, ply, threatened)) {
                Horizon::Stop(v) => {
                    self.spare.push(moves);
                    return v;
                }
                Horizon::StandPat(stand) => {
                    // Quiescence: only fours keep the line going. (Captures too were tried:
                    // the scores of quiet positions grew with depth until they read as
                    // forced wins.)
                    if self.b.keeps_classes() {
                        // Gathered from the same fours already where `fours_only`.
                        if !fours_only {
                            let fours = self.quiescence_fours(depth);
                            moves.retain(|(i, _)| fours.contains(i));
                        }
                    } else {
                        moves.retain(|(_, m)| m.fours != 0);
                    }
                    if moves.is_empty() {
                        self.spare.push(moves);
                        return stand;
                    }
                    alpha = alpha.max(stand);
                    stand_pat = Some(stand);
                }
                Horizon::Answer => {}
            }
        }
        // A five threat leaves the mover a reply or two (a block, a capture): searching them one
        // ply deeper costs little and follows the attacker's line further.
        let ext =
            i32::from(self.shape.extend_forced && threatened && depth > 0 && moves.len() <= 2);
        let alpha0 = alpha;
        let mut best = stand_pat.unwrap_or(-WIN);
        let mut best_move = moves[0].0;
        // At inner nodes every capture is searched, past the width too: in the capture games
        // the fight is often decided by a capture the patterns rank below the best few (118-82
        // against the engine without this, Pente, 300 ms a move).
        let mut last_capture = None;
        let null_window = beta == alpha0 + 1;
        for n in 0..moves.len() {
            if n == width {
                // Past the width: the rest in order, and where the last capture is.
                sort_head(&mut moves[width..], usize::MAX);
                if depth > 0 {
                    last_capture = moves.iter().rposition(|(_, m)| m.captures > 0);
                }
            }
            let (i, info) = moves[n];
            // Selective width: the best few moves by pattern. But a loss is only proven when
            // every move loses: if all the moves tried lose, the rest are tried too, or the
            // attacker's "forced wins" would hold only against a defender who ignores the
            // quiet defences (in Pente, above all the captures and capture threats).
            if n >= width && best > -WIN_BOUND {
                // Past the width, only the captures, up to the last of them.
                if last_capture.is_none_or(|last| n > last) {
                    break;
                }
                if info.captures == 0 {
                    continue;
                }
            }
            // Futility (see `quiet_eval`): a quiet move (no four, no three made) past the
            // first, a ply or two from the horizon, where the evaluation is far below alpha.
            let quiet_move = info.fours == 0 && info.threes == 0;
            if let Some(e) = quiet_eval {
                if n >= 1
                    && depth <= self.params.futile_depth
                    && quiet_move
                    && e + self.params.futile * depth <= alpha
                {
                    continue;
                }
            }
            // Gomoku: every move from the second on but a five, at nodes facing an open three or
            // a four-three too, is searched 1.5·ln(depth)·ln(move number) plies shallower first
            // (Renju: a quiet move, one ply from the third, two from the seventh), and again at
            // full depth only if it beats alpha (late move reductions;
            // docs/src/engine-notebook.md), less or more by its history. Not in Pente, where the
            // width leaves few late moves and it was even.
            let reducible = match scope {
                0 => quiet_move,
                _ => !info.five,
            };
            // Where the node looks sure to cut, every move but a four a ply shallower.
            let full = depth - 1 + ext - i32::from(fail_high && info.fours == 0)
                + if Some(i) == tt_move { singular } else { 0 };
            let r = if lmr && reducible {
                let cut = cut_node && !self.killers[ply.min(MAX_PLY)].contains(&i);
                let attack = attacking && !quiet_move;
                let extra = if cut { self.params.lmr_cut } else { 0 }
                    - if attack { self.params.lmr_attack } else { 0 };
                let not_improving = !improving && null_window;
                let late = late_reduction(n, depth, not_improving, extra, &self.params)
                    - self.history_reduction(n, depth, me, i);
                let pv = if null_window { 0 } else { self.params.lmr_pv };
                (late - (pv + 50) / 100).clamp(0, (full - 1).max(0))
            } else {
                0
            };
            self.attacks[ply.min(MAX_PLY)] = !quiet_move;
            let v = match tried_first {
                Some((first, v)) if n == 0 && i == first => v,
                _ if r > 0 => {
                    self.reduced_child = true;
                    let v = self.child(i, me, full - r, alpha, alpha + 1, ply, false);
                    if v > alpha && !self.aborted {
                        let deeper = self.params.lmr_deeper;
                        let more = i32::from(deeper > 0 && v > alpha + deeper + 22 * r);
                        self.child(i, me, full + more, alpha, beta, ply, true)
                    } else {
                        v
                    }
                }
                _ => self.child(i, me, full, alpha, beta, ply, n > 0),
            };
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = i;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                self.killer(ply, i);
                self.remember_cut(depth, me, i, &moves[..n]);
                break;
            }
        }
        // Gomoku's quiescence results are kept too (in Pente that scored 97-103). A search
        // without the table move is not the node's.
        if self.shape.use_tt && excluded.is_none() && (depth >= 0 || self.b.keeps_classes()) {
            let flag = if best <= alpha0 {
                UPPER
            } else if best >= beta {
                LOWER
            } else {
                EXACT
            };
            self.tt
                .store(key, depth as i8, flag, best, ply, best_move as u16);
        }
        self.spare.push(moves);
        best
    }

    /// The table's move searched before the others are scored (legal and near a stone):
    /// `Err` with its score where it cuts the node, else `Ok` with its score to reuse, if it
    /// was searched.
    fn table_move_first(
        &mut self,
        key: u64,
        tt_move: Option<Idx>,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Result<Option<(Idx, i32)>, i32> {
        let Some(i) = tt_move.filter(|&i| self.b.is_near(i) && self.b.legal(i)) else {
            return Ok(None);
        };
        let v = self.child(i, self.b.turn, depth - 1, alpha, beta, ply, false);
        if self.aborted {
            return Err(0);
        }
        if v >= beta {
            self.killer(ply, i);
            if self.shape.use_tt {
                self.tt.store(key, depth as i8, LOWER, v, ply, i as u16);
            }
            return Err(v);
        }
        Ok(Some((i, v)))
    }

    /// The table's word on the node: `Err` with its score where an entry deep enough settles
    /// it, else `Ok` with the move it remembers, if any.
    fn probe(
        &self,
        key: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Result<Option<Idx>, i32> {
        if !self.shape.use_tt || ply == 0 {
            return Ok(None);
        }
        let Some(e) = self.tt.probe(key) else {
            return Ok(None);
        };
        if e.depth as i32 >= depth {
            let s = from_tt(e.score, ply);
            let usable = match e.flag {
                EXACT => true,
                LOWER => s >= beta,
                _ => s <= alpha,
            };
            if usable {
                return Err(s);
            }
        }
        Ok(Some(e.mv as Idx))
    }

    /// Singular extensions (Gomoku and Renju, [`Params::singular_depth`]): where the table
    /// says the node's move holds a score at least near this depth, the other moves are
    /// searched at half the depth against that score less [`Params::singular_margin`] a ply.
    /// `Ok(1)` where none comes near (the table move, the only good one, is searched a ply
    /// deeper), `Err` with a score where one clears beta too (the node cuts), else `Ok(0)`.
    fn singular(
        &mut self,
        tt_move: Option<Idx>,
        depth: i32,
        beta: i32,
        ply: usize,
        threatened: bool,
    ) -> Result<i32, i32> {
        let least = self.params.singular_depth;
        let p = ply.min(MAX_PLY);
        if least == 0 || depth < least || ply == 0 || threatened || !self.b.keeps_classes() {
            return Ok(0);
        }
        let Some(m) = tt_move else { return Ok(0) };
        let Some(e) = self.tt.probe(self.b.hash) else {
            return Ok(0);
        };
        let s = from_tt(e.score, ply);
        if e.flag == UPPER || i32::from(e.depth) < depth - 3 || s.abs() >= WIN_BOUND {
            return Ok(0);
        }
        if !self.b.is_near(m) || !self.b.legal(m) {
            return Ok(0);
        }
        let s_beta = s - self.params.singular_margin * depth;
        let kept_eval = self.evals[p];
        self.excluded[p] = Some(m);
        let v = self.node((depth - 1) / 2, s_beta - 1, s_beta, ply);
        self.excluded[p] = None;
        self.evals[p] = kept_eval;
        if self.aborted {
            return Err(0);
        }
        if v < s_beta {
            Ok(1)
        } else if s_beta >= beta && self.params.singular_cut != 0 {
            Err(s_beta)
        } else {
            Ok(0)
        }
    }

    /// The static evaluation `e` of the node at `ply`, or where [`Params::tt_eval`] asks for
    /// it, the table's score for the position where its bound says that is nearer the truth:
    /// a lower bound above `e`, an upper one below it, an exact score (not a win or a loss).
    fn refined(&self, e: i32, ply: usize) -> i32 {
        if self.params.tt_eval == 0 || !self.shape.use_tt {
            return e;
        }
        let Some(entry) = self.tt.probe(self.b.hash) else {
            return e;
        };
        let s = from_tt(entry.score, ply);
        let nearer = match entry.flag {
            EXACT => true,
            LOWER => s > e,
            _ => s < e,
        };
        if nearer && s.abs() < WIN_BOUND {
            s
        } else {
            e
        }
    }

    /// What a node at the horizon (or the deepest ply) does, where the side to move has a
    /// legal move and no win at once: stops on its evaluation, stands pat on it and follows
    /// its fours (quiescence), or, facing a five threat, searches the answers.
    fn at_horizon(&self, depth: i32, beta: i32, ply: usize, threatened: bool) -> Horizon {
        let stand = match self.params.tt_eval {
            2.. => self.refined(self.eval(), ply),
            _ => self.eval(),
        };
        if !self.shape.quiescence || depth < self.quiescence_floor() || ply >= MAX_PLY {
            return Horizon::Stop(stand);
        }
        match () {
            () if threatened => Horizon::Answer,
            () if stand >= beta => Horizon::Stop(stand),
            () => Horizon::StandPat(stand),
        }
    }

    /// Gomoku: a quiet node (no five threat, no open three against it, no four-three of the
    /// other side's) a ply or three from the horizon (`Params::static_cut_depth`) has its
    /// evaluation read, to be cut at once where it clears beta by a margin a ply, or to skip
    /// the quiet moves one or two plies from it (`Params::futile_depth`) where it falls short
    /// of alpha by a margin a ply (futility).
    fn quiet_eval(
        &self,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet: bool,
    ) -> Option<i32> {
        let b = &self.b;
        (self.shape.futility
            && b.keeps_classes()
            && ply > 0
            && (1..=self.params.static_cut_depth.max(self.params.futile_depth)).contains(&depth)
            && quiet
            && b.class_count(1 - b.turn, Class::FourThree) == 0
            && beta.abs() < WIN_BOUND
            && alpha.abs() < WIN_BOUND)
            .then(|| self.eval())
    }

    /// The least width a node `depth` plies from the horizon keeps ([`Params::width_depth`]):
    /// widths by ply alone never let a deeper search see a defence ranked past them.
    fn depth_width(&self, depth: i32) -> usize {
        let k = self.params.width_depth;
        if k <= 0 || depth <= 0 {
            return 0;
        }
        let moves = f64::from(k) / 100.0 * (3.0 + f64::from(depth).powf(1.32)) / 2.0;
        moves as usize
    }

    /// The node's moves in the order they are searched, and how many of them the width
    /// allows before only captures remain (every one of them, when all of those lose).
    #[allow(clippy::too_many_arguments)]
    fn gather(
        &mut self,
        depth: i32,
        ply: usize,
        tt_move: Option<Idx>,
        threatened: bool,
        fours_only: bool,
        three_answers: Option<Vec<Idx>>,
        four_three: Option<&[Idx]>,
    ) -> (Vec<(Idx, MoveInfo)>, usize) {
        let inner = depth > 0 && ply < MAX_PLY;
        let width = if !inner {
            6
        } else if three_answers.is_some() {
            usize::MAX
        } else if self.b.keeps_classes() {
            self.shape.class_width[ply.min(3)].max(self.depth_width(depth))
        } else {
            self.shape.width[ply.min(3)]
        };
        // Under a five threat only blocks, captures and own wins are kept: when the mover has
        // no five of its own, those few are all that need scoring.
        let forced = if threatened && !fours_only && self.shortcuts {
            self.forced_moves(ply, tt_move)
        } else {
            None
        };
        let moves = if let Some(moves) = forced {
            moves
        } else if let Some(points) = three_answers {
            self.moves_at(ply, tt_move, &points, usize::MAX)
        } else if fours_only {
            let fours = self.quiescence_fours(depth);
            self.moves_at(ply, tt_move, &fours, usize::MAX)
        } else if let Some(points) = four_three {
            // The answers first, in order; then the rest, put in order only if the search goes
            // past the width (see `node`). Facing a four-three, the width is its answers (see
            // `four_three_answers`).
            let mut moves = self.moves_head(ply, tt_move, 0);
            let mut answers = 0;
            for n in 0..moves.len() {
                if points.contains(&moves[n].0) {
                    moves.swap(answers, n);
                    answers += 1;
                }
            }
            if answers == 0 {
                sort_head(&mut moves, width);
                return (moves, width);
            }
            sort_head(&mut moves[..answers], usize::MAX);
            return (moves, answers);
        } else if !threatened && inner {
            // Most nodes search only their first few moves: the rest are put in order only
            // when the search goes past the width (sorting every move was an eighth of the
            // time in Pente).
            self.moves_head(ply, tt_move, width)
        } else {
            self.moves(ply, tt_move)
        };
        (moves, width)
    }

    /// The points where the side to move makes a four, for the quiescence search (it has no
    /// five to make there).
    fn quiescence_fours(&self, depth: i32) -> Vec<Idx> {
        let mut fours = Vec::new();
        let b = &self.b;
        if b.keeps_classes() {
            // Its fours are the points whose class is a four or better, as the windows would
            // find them. Only those that follow its own last stone, and after its first two
            // fours only those that make more (a four with a two or a three).
            let c = b.turn;
            let least = if depth > self.params.plain_fours_floor {
                Class::Four
            } else {
                Class::FourPlus
            };
            let last = b.placed(2).map(|l| b.point(l));
            let near = |&i: &Idx| last.is_none_or(|l| follows(b.point(i), l));
            fours.extend(b.near_points_from(c, least).filter(near));
        } else {
            window_gaps(b, b.turn, b.rules.win_len - 2, &mut fours);
        }
        fours
    }

    /// How far below the horizon the quiescence search follows fours: in Gomoku (the
    /// classes) as far as they go, since only the fours that follow the mover's last stone are
    /// tried (see [`follows`]); elsewhere three fours.
    fn quiescence_floor(&self) -> i32 {
        if self.b.keeps_classes() {
            -(MAX_PLY as i32)
        } else {
            -6
        }
    }

    /// The history: the move `cut` of colour `me` cut a node `depth` plies from the horizon,
    /// after the moves `before` did not. A move that keeps cutting elsewhere in the search
    /// rises in the learned order (it may come within the width); those it was searched after
    /// fall. The bonus grows with the depth squared: a cut near the root saved more.
    fn remember_cut(&mut self, depth: i32, me: u8, cut: Idx, before: &[(Idx, MoveInfo)]) {
        // Read only by the learned order and the late reductions (level 8): the levels
        // without them need not keep it.
        let read = self.shape.learned_order || self.shape.late_reductions;
        if (self.params.history == 0 && self.params.history_reduction == 0)
            || !read
            || self.history.is_empty()
            || depth <= 0
        {
            return;
        }
        let bonus = (depth * depth).min(400) * 32;
        let pull = |h: &mut i32, b: i32| *h += b - *h * b.abs() / HISTORY_BOUND;
        let c = me as usize;
        pull(&mut self.history[cut][c], bonus);
        for &(j, _) in before {
            pull(&mut self.history[j][c], -bonus);
        }
    }

    /// How many plies less the quiet `n`th move (from 0) `i` of colour `me` is searched
    /// shallower first, `depth` plies from the horizon, for its history
    /// ([`Params::history_reduction`]): fewer for a move that cut nodes elsewhere, more (a
    /// negative number) for one searched before others that did. Not the first move, nor two
    /// plies or fewer from the horizon, where no move is searched shallower.
    fn history_reduction(&self, n: usize, depth: i32, me: u8, i: Idx) -> i32 {
        let per_bound = self.params.history_reduction;
        if per_bound == 0 || self.history.is_empty() || n == 0 || depth < 3 {
            return 0;
        }
        let h = i64::from(self.history[i][me as usize]);
        (h * i64::from(per_bound) / (100 * i64::from(HISTORY_BOUND))) as i32
    }

    /// Whether the node at `ply` evaluates better than the one two plies before, the same side
    /// to move (unknown counts as better), keeping its evaluation for the nodes below; only
    /// where late moves may be `reduced` and [`Params::lmr_improving`] asks for it.
    fn improving(&mut self, reduced: bool, quiet_eval: Option<i32>, ply: usize) -> bool {
        let ply = ply.min(MAX_PLY);
        if !reduced || self.params.lmr_improving == 0 {
            self.evals[ply] = NO_EVAL;
            return true;
        }
        let e = quiet_eval.unwrap_or_else(|| self.refined(self.eval(), ply));
        self.evals[ply] = e;
        ply < 2 || self.evals[ply - 2] == NO_EVAL || e > self.evals[ply - 2]
    }

    /// Whether a quiet null-window node looks sure to cut: its evaluation clears beta by
    /// [`Params::fail_high`] a ply of its `depth` (0: never).
    fn likely_fail_high(
        &self,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet_eval: Option<i32>,
    ) -> bool {
        let margin = self.params.fail_high;
        if margin == 0 || depth < 2 || beta != alpha + 1 || beta.abs() >= WIN_BOUND {
            return false;
        }
        let e = match self.evals[ply.min(MAX_PLY)] {
            NO_EVAL => quiet_eval.unwrap_or_else(|| self.refined(self.eval(), ply)),
            e => e,
        };
        e >= beta + margin * depth
    }

    /// Remembers a move that refuted at `ply`, to try it early at its siblings.
    fn killer(&mut self, ply: usize, i: Idx) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != i {
            k[1] = k[0];
            k[0] = i;
        }
    }

    /// Plays `i`, searches, takes it back; the score is for `me`. Later moves get a null
    /// window first (PVS).
    #[allow(clippy::too_many_arguments)]
    pub fn child(
        &mut self,
        i: Idx,
        me: u8,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        null_first: bool,
    ) -> i32 {
        if self.shape.use_tt {
            self.tt.prefetch(self.b.hash_after(i));
        }
        // Rapfi's rule: a shallower search reaches an expected cut node, a full one a node
        // expected to cut where this one is not (with an open window, the node ignores it).
        let cut = std::mem::take(&mut self.reduced_child) || !self.cut_nodes[ply.min(MAX_PLY)];
        let term = self.b.make(i);
        let v = match term {
            Term::Won(mask) => {
                if (0..4).any(|c| mask & (1 << c) != 0 && self.b.rules.same_side(c, me)) {
                    WIN - ply as i32 - 1
                } else {
                    -(WIN - ply as i32 - 1)
                }
            }
            Term::Draw => 0,
            Term::Going => {
                let same = self.b.rules.same_side(self.b.turn, me);
                let search = |s: &mut Self, a: i32, b: i32| {
                    s.cut_nodes[(ply + 1).min(MAX_PLY)] = cut;
                    if same {
                        s.node(depth, a, b, ply + 1)
                    } else {
                        -s.node(depth, -b, -a, ply + 1)
                    }
                };
                if null_first && beta - alpha > 1 {
                    let v = search(self, alpha, alpha + 1);
                    if v > alpha && v < beta && !self.aborted {
                        search(self, alpha, beta)
                    } else {
                        v
                    }
                } else {
                    search(self, alpha, beta)
                }
            }
        };
        self.b.unmake();
        v
    }
}

/// Gomoku and Renju: the result the points' classes tell with no search, as the search
/// would find it. A five to make wins; two of the other side's fives cannot both be
/// blocked; an open four (or two fours) to make against no five of the other side's wins
/// two moves later, whatever the other side does in between (a four of its own is
/// answered by the five); so does a four-three or two threes against no four to make.
pub(crate) fn class_result(b: &SBoard, ply: usize) -> Option<i32> {
    if !b.keeps_classes() {
        return None;
    }
    let (me, them) = (b.turn, 1 - b.turn);
    let ply = ply as i32;
    if b.class_count(me, Class::Five) > 0 {
        return Some(WIN - ply - 1);
    }
    let their_fives = b.class_count(them, Class::Five);
    if their_fives >= 2 {
        return Some(-(WIN - ply - 2));
    }
    if their_fives == 0 && b.class_count(me, Class::OpenFour) > 0 {
        return Some(WIN - ply - 3);
    }
    // A four-three or two threes to make, against no four of the other side's to make:
    // the one reply that matters (the four's block, or a block of one three) makes it no
    // five threat, and the three left becomes an open four. Not for Renju's Black, whose
    // open four may then be a foul (its two threes are fouls already).
    if b.line_rule() == LineRule::Renju && me == 0 {
        return None;
    }
    let their_fours = b.class_count(them, Class::Four)
        + b.class_count(them, Class::FourPlus)
        + b.class_count(them, Class::FourThree)
        + b.class_count(them, Class::OpenFour)
        + their_fives;
    if their_fours == 0
        && b.class_count(me, Class::FourThree) + b.class_count(me, Class::TwoThrees) > 0
    {
        return Some(WIN - ply - 5);
    }
    None
}

/// Gomoku's late move reductions: how many plies shallower the `n`th move (from 0) of a
/// node `depth` plies from the horizon is searched first. In freestyle and exactly five
/// k·ln(depth)·ln(n + 1) plies, rounded, from the second move on where three plies or more
/// remain ([`Params::lmr_lnln`], k = 1.5), a share of a ply more where the node is
/// `not_improving` and it asks for it ([`Params::lmr_improving`]), and `extra` hundredths
/// of a ply more ([`Params::lmr_cut`], [`Params::lmr_attack`]); which moves and nodes, the
/// caller reads ([`Params::lmr_scope`]). Where `lmr_lnln` is 0 (Renju), a quiet move (no four,
/// no three made) one ply from [`Params::late_from`] (the third move) on, two from
/// [`Params::late_twice_from`] (the seventh) where four plies or more remain.
fn late_reduction(n: usize, depth: i32, not_improving: bool, extra: i32, p: &Params) -> i32 {
    if p.lmr_lnln > 0 {
        if n == 0 || depth < 3 {
            return 0;
        }
        let mut r = f64::from(p.lmr_lnln) / 100.0 * f64::from(depth).ln() * ((n + 1) as f64).ln();
        if not_improving && r > 1.0 {
            r += f64::from(p.lmr_improving) / 100.0;
        }
        r += f64::from(extra) / 100.0;
        return r.round() as i32;
    }
    if n >= p.late_from && depth >= 3 {
        1 + i32::from(n >= p.late_twice_from && depth >= 4)
    } else {
        0
    }
}

/// Gomoku's quiescence: whether a four at `p` follows the mover's last stone at `last`, within
/// two points of it or four along one of its lines (the neighbourhood Rapfi's quiescence
/// search keeps to: a four far from it rarely belongs to the same attack).
pub(crate) fn follows(p: pente::Point, last: pente::Point) -> bool {
    let (dx, dy) = (p.x.abs_diff(last.x), p.y.abs_diff(last.y));
    let d = p.distance(last);
    d <= 2 || ((dx == 0 || dy == 0 || dx == dy) && d <= 4)
}

/// Puts the best `head` moves first, in order (the highest score first, ties by point); the
/// rest follow in no order. Every move ranks below the head, so sorting them later gives the
/// order a full sort would.
fn sort_head(moves: &mut [(Idx, MoveInfo)], head: usize) {
    let key = |&(i, m): &(Idx, MoveInfo)| (std::cmp::Reverse(m.score), i);
    if head < moves.len() {
        moves.select_nth_unstable_by_key(head, key);
        moves[..head].sort_unstable_by_key(key);
    } else {
        moves.sort_unstable_by_key(key);
    }
}

/// The points a side threatened with a five may answer at: every point that completes an
/// opponent's row, where a stone of `c` captures, or where an opponent would capture to win.
/// A superset of what [`Search::forced`] keeps (found from the windows and the stones rather
/// than by scoring every point), each point once.
fn answer_points(b: &SBoard, c: u8) -> Vec<Idx> {
    let mut out = Vec::new();
    let add = |out: &mut Vec<Idx>, i: Idx| {
        if !out.contains(&i) {
            out.push(i);
        }
    };
    for (i, _) in b.capture_points(c) {
        add(&mut out, i);
    }
    for o in 0..b.rules.players {
        if b.rules.same_side(o, c) {
            continue;
        }
        // A point that completes a row is next to a stone: the near points are all of them.
        let n = b.rules.win_len - 1;
        let mut gaps = Vec::new();
        if near_window_gaps(b, o, n, &mut gaps) {
            for i in gaps {
                add(&mut out, i);
            }
        } else {
            b.window_gaps(o, n, &mut out);
        }
        let Some(to_win) = b.captures_to_win(o) else {
            continue;
        };
        if b.out[o as usize] {
            continue;
        }
        for (i, n) in b.capture_points(o) {
            if n >= to_win {
                add(&mut out, i);
            }
        }
    }
    out
}

/// Whether `c`, moving next, could reach the capture win with one stone. Looked for only
/// when it is within four stones of it (one stone takes two pairs at most in practice): most
/// nodes need not find every capture point.
fn capture_win_next(b: &SBoard, c: u8) -> bool {
    b.captures_to_win(c)
        .is_some_and(|to_win| to_win <= 4 && b.capture_points(c).iter().any(|&(_, n)| n >= to_win))
}

/// Whether a score says someone wins.
pub fn is_win(score: i32) -> bool {
    score.abs() > WIN_BOUND
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::crowded;
    use crate::zobrist::SplitMix;
    use pente::{Preset, RuleSet};
    use std::time::Duration;

    fn search(b: SBoard, width: usize) -> Search<'static> {
        search_tt(b, width, false)
    }

    /// The late reductions' tests' position for `seed`: 10 to 21 stones crowded together.
    fn seeded_position(preset: Preset, seed: u64) -> SBoard {
        let mut rng = SplitMix(seed + 5000);
        let stones = 10 + rng.below(12);
        SBoard::from_game(&crowded(RuleSet::preset(preset), &mut rng, stones, 6, 7))
    }

    /// Freestyle's and exactly five's kept late reductions, 1.5·ln(depth)·ln(move number)
    /// plies for every move but a five, at nodes facing threats too.
    fn scope_wide(s: &mut Search) {
        s.shape.late_reductions = true;
        s.params.lmr_lnln = 150;
        s.params.lmr_scope = 2;
    }

    fn search_tt(b: SBoard, width: usize, use_tt: bool) -> Search<'static> {
        let shape = Shape {
            max_depth: 3,
            width: [width; 4],
            use_tt,
            quiescence: true,
            extend_forced: false,
            class_width: [width; 4],
            late_reductions: false,
            learned_order: false,
            futility: false,
        };
        let deadline = Instant::now() + Duration::from_secs(600);
        let mut s = Search::new(b, shape, u64::MAX, deadline, None);
        // The kept fail-high ply goes with the late reductions, which tests switch on: off
        // here, so that each test switches on only the steps it names.
        s.params.fail_high = 0;
        s
    }

    /// Gomoku's moves scored in the learned order, read in part from what earlier nodes read
    /// (see [`Search::learned`]), are the moves a fresh search reads, through stones placed
    /// and taken back, in every rule that keeps the points' classes.
    #[test]
    fn moves_read_partly_from_earlier_nodes_are_those_read_afresh() {
        let learned = |b: SBoard| {
            let mut s = search(b, 12);
            s.shape.learned_order = true;
            s
        };
        for (preset, seed) in [
            (Preset::Gomoku, 1),
            (Preset::GomokuStandard, 2),
            (Preset::Renju, 3),
        ] {
            let mut rng = SplitMix(seed);
            for _ in 0..4 {
                let game = crowded(RuleSet::preset(preset), &mut rng, 12, 3, 9);
                let mut s = learned(SBoard::from_game(&game));
                let mut played = 0;
                for step in 0..40 {
                    let moves = s.moves(played, None);
                    let fresh = learned(s.b.clone()).moves(played, None);
                    assert_eq!(moves, fresh, "{preset:?} step {step}");
                    // Down the tree by a move in the middle of the order, or back up.
                    if played < 6 && !moves.is_empty() && rng.below(3) > 0 {
                        let (i, _) = moves[rng.below(moves.len() as u64) as usize];
                        if matches!(s.b.make(i), Term::Going) {
                            played += 1;
                        } else {
                            s.b.unmake();
                        }
                    } else if played > 0 {
                        s.b.unmake();
                        played -= 1;
                    }
                }
            }
        }
    }

    /// The head in order, then the rest put in order when the search gets there, is the
    /// full sort's order: ties (many moves score alike) go by point.
    #[test]
    fn sorting_the_head_then_the_rest_is_the_full_order() {
        let mut rng = SplitMix(7);
        for n in 0..60usize {
            let moves: Vec<(Idx, MoveInfo)> = (0..n)
                .map(|i| {
                    let score = rng.below(12) as i32 * 50;
                    (
                        i * 7 % 61,
                        MoveInfo {
                            score,
                            ..MoveInfo::default()
                        },
                    )
                })
                .collect();
            // The reference: a plain stable sort, not `sort_head` itself.
            let mut full = moves.clone();
            full.sort_by_key(|&(i, m)| (std::cmp::Reverse(m.score), i));
            for head in [0, 1, 5, 8, 16, n] {
                let mut part = moves.clone();
                sort_head(&mut part, head);
                let head = head.min(n);
                sort_head(&mut part[head..], usize::MAX);
                let order = |v: &[(Idx, MoveInfo)]| v.iter().map(|&(i, _)| i).collect::<Vec<_>>();
                assert_eq!(order(&part), order(&full), "{n} moves, head {head}");
            }
        }
    }

    #[test]
    fn shortcuts_past_scoring_every_move_return_the_same() {
        let presets = [
            (Preset::Pente, vec![]),
            (Preset::Gomoku, vec![]),
            (Preset::GomokuStandard, vec![]),
            (Preset::KeryoPente, vec![]),
            (Preset::PoofPente, vec![]),
            (Preset::Renju, vec![]),
            (Preset::Connect6, vec![]),
            (Preset::Pente, vec![("players", "3")]),
            (Preset::Pente, vec![("self_capture", "forbidden")]),
            (Preset::Gomoku, vec![("adjacent_only", "true")]),
            (Preset::BoatPente, vec![]),
        ];
        let mut quick = 0;
        for (k, (preset, options)) in presets.iter().enumerate() {
            for seed in 0..4u64 {
                let mut rules = RuleSet::preset(*preset);
                for (key, value) in options {
                    rules.set(key, value).unwrap();
                }
                let mut rng = SplitMix(seed * 31 + k as u64);
                let stones = 14 + rng.below(10);
                let g = crowded(rules, &mut rng, stones, 6, 7);
                let b = SBoard::from_game(&g);
                // With the table, deepening as the real search does: its moves are tried
                // before the others are scored. (Without it, half the seeds.)
                for use_tt in [true, false].into_iter().filter(|&t| t || seed % 2 == 0) {
                    let mut plain = search_tt(b.clone(), 8, use_tt);
                    plain.shortcuts = false;
                    let mut fast = search_tt(b.clone(), 8, use_tt);
                    let depths = if use_tt { 1..=3 } else { 3..=3 };
                    for depth in depths {
                        let want = plain.node(depth, -WIN - 1, WIN + 1, 0);
                        let got = fast.node(depth, -WIN - 1, WIN + 1, 0);
                        let what = format!("{preset} {options:?} seed {seed} depth {depth}");
                        assert_eq!(got, want, "{what}: score");
                        assert_eq!(fast.nodes, plain.nodes, "{what}: nodes");
                    }
                    quick += (fast.immediate_win() == Some(false)) as usize;
                }
            }
        }
        // The shortcut is taken at some roots already, so surely at many leaves.
        assert!(quick >= 10, "only {quick} roots without an immediate win");
    }

    /// Boat-Pente: a five the next player can break by a capture waits for the reply, so the
    /// search counts it as won only through the reply; the same five wins at once in Pente.
    #[test]
    fn a_five_that_can_be_broken_waits_for_the_reply() {
        use pente::{token, Game};
        // The second player completes F5-K5; the first player's G7 brackets G5-G6, so G4
        // takes the pair and breaks the row.
        let set_up = "K10 F5 G7 G5 A1 H5 A3 G6 A5 J5 A7";
        for (preset, waits) in [(Preset::BoatPente, true), (Preset::Pente, false)] {
            let mut rules = RuleSet::preset(preset);
            rules.set("opening", "none").unwrap();
            let mut g = Game::new(rules);
            for t in set_up.split_whitespace() {
                g.act(token::parse(t, g.rules()).unwrap()).unwrap();
            }
            let mut s = search(SBoard::from_game(&g), 8);
            let me = s.b.turn;
            let k5 = s.b.idx(pente::Point::new(9, 4));
            // Here the row still wins two plies later: G4 is forced, and G5 then makes the
            // five again, with no pair left to take.
            let v = s.child(k5, me, 2, -WIN - 1, WIN + 1, 0, false);
            assert_eq!(v, if waits { WIN - 3 } else { WIN - 1 }, "{preset}");
            // The reply must break the row: after any other move the five wins.
            assert_eq!(
                s.b.make(k5),
                if waits {
                    Term::Going
                } else {
                    Term::Won(1 << me)
                }
            );
            assert_eq!(s.b.pending, waits.then_some(me), "{preset}");
            if waits {
                let g4 = s.b.idx(pente::Point::new(6, 3));
                let a9 = s.b.idx(pente::Point::new(0, 8));
                assert_eq!(s.b.make(a9), Term::Won(1 << me), "a quiet reply loses");
                s.b.unmake();
                assert_eq!(s.b.make(g4), Term::Going, "the capture breaks the row");
                assert_eq!(s.b.pending, None);
            }
        }
    }

    /// A capture win the other side can take next is a threat like a four: at the horizon the
    /// side to move may not stand pat on it. The second player has taken four pairs, and the
    /// first player's pairs D15-E15 and D17-E17 are each one stone from being taken: it can
    /// save one of them, not both, so the position is lost (before this, the evaluation).
    #[test]
    fn a_capture_win_next_move_is_not_stood_pat_on() {
        use pente::{token, Game};
        let moves = "K10 C3 D3 C6 E3 F3 D6 C9 E6 F6 D9 C12 E9 F9 D12 C15 E12 F12 D15 C17 E15 O3 \
                     D17 O5 E17 O7";
        let mut g = Game::new(RuleSet::preset(Preset::Pente));
        for t in moves.split_whitespace() {
            g.act(token::parse(t, g.rules()).unwrap()).unwrap();
        }
        let mut s = search(SBoard::from_game(&g), 8);
        assert_eq!(s.b.side_captures(1 - s.b.turn), 8);
        assert!(
            (0..2).all(|c| s.b.fours(c) == 0),
            "no row threat: only the captures"
        );
        assert!(s.threatened());
        let v = s.node(0, -WIN - 1, WIN + 1, 0);
        assert!(v < -WIN_BOUND, "read as {v}");
    }

    /// A node left one or two replies by a five threat searches them a ply deeper: the
    /// search sees wins a ply further along the attacker's forcing line, and the wins it
    /// claims so are real (the plain search two plies deeper finds them too).
    #[test]
    fn forced_replies_searched_deeper_find_real_wins() {
        let mut found = 0;
        for (preset, seed) in [Preset::Pente, Preset::Gomoku]
            .into_iter()
            .flat_map(|p| (0..48u64).map(move |s| (p, s)))
        {
            let mut rng = SplitMix(seed + 1000);
            let stones = 14 + rng.below(10);
            let b = SBoard::from_game(&crowded(RuleSet::preset(preset), &mut rng, stones, 6, 7));
            let plain = search(b.clone(), 8).node(3, -WIN - 1, WIN + 1, 0);
            let mut s = search(b.clone(), 8);
            s.shape.extend_forced = true;
            let extended = s.node(3, -WIN - 1, WIN + 1, 0);
            if is_win(extended) && !is_win(plain) {
                found += 1;
                let deeper = search(b, 8).node(5, -WIN - 1, WIN + 1, 0);
                assert_eq!(deeper, extended, "{preset} seed {seed}: plain {plain}");
            } else {
                assert_eq!(is_win(plain), is_win(extended), "{preset} seed {seed}");
            }
        }
        // Pente seed 37, Gomoku 34 and 37.
        assert!(found >= 3, "only {found} wins found by the extension alone");
    }

    /// Expected cut nodes follow Rapfi's rule: a late move's shallower search reaches one; a
    /// null-window search at full depth reaches one where the node searching it is not one, and
    /// not one where it is; a node with an open window never is one.
    #[test]
    fn expected_cut_nodes_follow_rapfis_rule() {
        use pente::{token, Game};
        let mut g = Game::new(RuleSet::preset(Preset::Gomoku));
        for t in "H8 I9 I8".split_whitespace() {
            g.act(token::parse(t, g.rules()).unwrap()).unwrap();
        }
        let mut s = search(SBoard::from_game(&g), 8);
        let me = s.b.turn;
        let quiet = s.b.idx(pente::Point::new(2, 2));
        // (the searching node expected to cut, a shallower search, the window) -> the child's
        let cases = [
            (false, false, 1, true),
            (true, false, 1, false),
            (true, true, 1, true),
            (false, true, 1, true),
            (false, false, 2 * WIN, false),
            (true, true, 2 * WIN, false),
        ];
        for (parent, reduced, window, want) in cases {
            s.cut_nodes[0] = parent;
            s.reduced_child = reduced;
            s.child(quiet, me, 1, -WIN, -WIN + window, 0, false);
            let what = format!("parent {parent}, shallower {reduced}, window {window}");
            assert_eq!(s.cut_nodes[1], want, "{what}");
            assert!(!s.reduced_child, "{what}: the mark is for one child only");
        }
    }

    /// A late move whose shallower search beat alpha by far is searched again a ply deeper
    /// ([`Params::lmr_deeper`]): the search then sees further than its depth, so what it claims
    /// is checked against the full search two plies deeper.
    #[test]
    fn late_moves_that_beat_alpha_by_far_are_searched_deeper() {
        let (mut claimed, mut changed) = (0, 0);
        for seed in 0..40u64 {
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let b = seeded_position(preset, seed);
            let run = |deeper| {
                let mut s = search(b.clone(), 8);
                scope_wide(&mut s);
                s.params.lmr_deeper = deeper;
                (s.node(6, -WIN - 1, WIN + 1, 0), s.nodes)
            };
            let ((plain, plain_nodes), (deeper, deeper_nodes)) = (run(0), run(70));
            changed += usize::from(plain_nodes != deeper_nodes);
            if is_win(deeper) && !is_win(plain) {
                claimed += 1;
                let full = search(b, 8).node(8, -WIN - 1, WIN + 1, 0);
                assert!(
                    is_win(full) && full.signum() == deeper.signum(),
                    "{preset} seed {seed}: {deeper} deeper, {full} at depth 8"
                );
            }
        }
        assert!(changed > 0, "the deeper search never changed a search");
        assert!(
            claimed > 0,
            "no claim beyond the depth: the test says nothing"
        );
    }

    /// Gomoku's prunings (late move reductions, futility, the learned order) only shorten or
    /// reorder the look at quiet moves: every win or loss the search claims with one, the
    /// search without it claims too, at the same depth.
    #[test]
    fn gomoku_prunings_claim_only_what_the_full_search_sees() {
        type SwitchOn = fn(&mut Search<'static>);
        let prunings: [(&str, i32, SwitchOn); 11] = [
            ("late reductions of quiet moves", 4, |s| {
                s.shape.late_reductions = true;
                s.params.lmr_lnln = 0;
                s.params.lmr_scope = 0;
            }),
            ("futility", 4, |s| s.shape.futility = true),
            ("the learned order", 4, |s| s.shape.learned_order = true),
            // The tuning knobs' reductions by ln(depth)·ln(move number), for every move
            // but a five and at nodes facing threats too.
            ("late reductions of every move", 4, |s| {
                s.shape.late_reductions = true;
                s.params.lmr_lnln = 100;
                s.params.lmr_scope = 2;
            }),
            ("late reductions of every move at quiet nodes", 4, |s| {
                s.shape.late_reductions = true;
                s.params.lmr_lnln = 150;
                s.params.lmr_scope = 1;
            }),
            // A ply more where the evaluation did not improve: read from the third ply on,
            // where five plies or more remain (fewer reduce as far as they may already).
            (
                "late reductions where the evaluation did not improve",
                7,
                |s| {
                    scope_wide(s);
                    s.params.lmr_improving = 100;
                },
            ),
            // Less on the principal variation (its nodes have an open window).
            ("late reductions less on the principal variation", 7, |s| {
                scope_wide(s);
                s.params.lmr_pv = 100;
            }),
            // Every move but a four a ply shallower where the node looks sure to cut.
            ("a ply less where the evaluation clears beta", 5, |s| {
                scope_wide(s);
                s.params.fail_high = 30;
            }),
            // The same at expected cut nodes only, and more reduction there but for killers.
            ("a ply less where a cut node clears beta", 5, |s| {
                scope_wide(s);
                s.params.fail_high = 30;
                s.params.fail_high_cut = 1;
            }),
            ("late reductions more at expected cut nodes", 5, |s| {
                scope_wide(s);
                s.params.lmr_cut = 180;
            }),
            // Less for a three or a four after the mover's own three or four.
            ("late reductions less for an attack going on", 5, |s| {
                scope_wide(s);
                s.params.lmr_attack = 100;
            }),
        ];
        for (name, depth, switch_on) in prunings {
            let (mut claimed, mut changed) = (0, 0);
            for seed in 0..40u64 {
                let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
                let b = seeded_position(preset, seed);
                let mut p = search(b.clone(), 8);
                let plain = p.node(depth, -WIN - 1, WIN + 1, 0);
                let mut s = search(b, 8);
                switch_on(&mut s);
                let pruned = s.node(depth, -WIN - 1, WIN + 1, 0);
                changed += usize::from(s.nodes != p.nodes);
                if is_win(pruned) {
                    claimed += 1;
                    assert!(
                        is_win(plain) && plain.signum() == pruned.signum(),
                        "{name}, {preset} seed {seed}: {pruned} with it, {plain} without"
                    );
                }
            }
            assert!(
                claimed > 0,
                "{name}: no win or loss claimed: the test says nothing"
            );
            assert!(changed > 0, "{name} never changed a search");
        }
    }

    /// The steps that read the table's entries (its score in place of the evaluation where
    /// the prunings and the quiescence read it; singular extensions and their cuts) change
    /// searches deepened with a table, and the wins and losses they claim hold: the search
    /// without them sees each, if not at the same depth then four plies deeper (extensions
    /// see further: a win at the 14th ply from a search six plies deep).
    #[test]
    fn steps_reading_the_table_claim_only_real_wins() {
        type SwitchOn = fn(&mut Search<'static>);
        let steps: [(&str, SwitchOn); 2] = [
            ("the table's score for the evaluation", |s| {
                s.params.tt_eval = 2
            }),
            ("singular extensions", |s| s.params.singular_depth = 3),
        ];
        let deepened = |b: &SBoard, depth: i32, switch_on: Option<SwitchOn>| {
            let mut s = search_tt(b.clone(), 8, true);
            scope_wide(&mut s);
            s.shape.futility = true;
            s.params.fail_high = 30;
            if let Some(switch_on) = switch_on {
                switch_on(&mut s);
            }
            let v = (1..=depth).map(|d| s.node(d, -WIN - 1, WIN + 1, 0)).last();
            (v.unwrap(), s.nodes)
        };
        for (name, switch_on) in steps {
            let (mut claimed, mut changed) = (0, 0);
            for seed in 0..24u64 {
                let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
                let b = seeded_position(preset, seed);
                let (plain, plain_nodes) = deepened(&b, 6, None);
                let (with, nodes) = deepened(&b, 6, Some(switch_on));
                changed += usize::from(nodes != plain_nodes);
                if is_win(with) {
                    claimed += 1;
                    let sure = if is_win(plain) {
                        plain
                    } else {
                        deepened(&b, 10, None).0
                    };
                    assert!(
                        is_win(sure) && sure.signum() == with.signum(),
                        "{name}, {preset} seed {seed}: {with} with it, {sure} without"
                    );
                }
            }
            assert!(
                claimed > 0,
                "{name}: no win or loss claimed: the test says nothing"
            );
            assert!(changed > 0, "{name} never changed a search");
        }
    }

    /// The width by depth left ([`Params::width_depth`]) is Rapfi's move count, and it only
    /// widens: a search with it sees at least what the search without it sees.
    #[test]
    fn the_width_grows_with_the_depth_left() {
        let b = seeded_position(Preset::Gomoku, 3);
        let mut s = search(b.clone(), 8);
        assert_eq!(s.depth_width(10), 0, "off");
        s.params.width_depth = 100;
        let counts: Vec<usize> = [1, 4, 10, 16].map(|d| s.depth_width(d)).into();
        assert_eq!(counts, [2, 4, 11, 20]);
        assert_eq!(s.depth_width(0), 0);
        let mut changed = 0;
        for seed in 0..6u64 {
            let b = seeded_position(
                [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2],
                seed,
            );
            let deepened = |k: i32| {
                let mut s = search(b.clone(), 8);
                s.params.width_depth = k;
                let v = (1..=5).map(|d| s.node(d, -WIN - 1, WIN + 1, 0)).last();
                (v.unwrap(), s.nodes)
            };
            let (plain, plain_nodes) = deepened(0);
            let (wide, nodes) = deepened(300);
            changed += usize::from(nodes != plain_nodes);
            if is_win(plain) {
                assert_eq!(
                    plain.signum(),
                    wide.signum(),
                    "seed {seed}: {plain} / {wide}"
                );
            }
        }
        assert!(changed > 0, "the width by depth never changed a search");
    }

    /// With [`Params::eval_parent`] a node's evaluation takes that share from its parent's,
    /// seen from the side to move; the root, with no parent in the search, keeps its own.
    #[test]
    #[cfg(feature = "tune")]
    fn the_evaluation_takes_a_share_from_the_parent() {
        let b = seeded_position(Preset::Gomoku, 7);
        let mut s = search(b.clone(), 8);
        s.params.eval_parent = 50;
        s.b.parent_eval = true;
        let root = crate::eval::evaluate(&s.b);
        assert_eq!(s.eval(), root, "the root keeps its own");
        let i = s.moves(0, None)[0].0;
        s.b.make(i);
        let child = crate::eval::evaluate(&s.b);
        assert_eq!(s.eval(), (child * 50 - root * 50) / 100);
        s.b.unmake();
        assert_eq!(s.eval(), root);
    }

    /// The ply more where the evaluation did not improve changes searches (the prunings' test
    /// above shows it claims only real wins). It is read from the third ply on, where five
    /// plies or more remain: seven plies deep.
    #[test]
    fn late_reductions_read_whether_the_evaluation_improved() {
        let changed = (0..4u64)
            .filter(|&seed| {
                let b = seeded_position(Preset::Gomoku, seed);
                let nodes = |improving| {
                    let mut s = search(b.clone(), 8);
                    scope_wide(&mut s);
                    s.params.lmr_improving = improving;
                    s.node(7, -WIN - 1, WIN + 1, 0);
                    s.nodes
                };
                nodes(0) != nodes(100)
            })
            .count();
        assert!(
            changed > 0,
            "the evaluation's change never changed a search"
        );
    }

    /// The late reductions: one or two plies as kept; by ln(depth)·ln(move number) where asked,
    /// and by a share of a ply more where the node's evaluation did not improve.
    #[test]
    fn late_reductions_grow_with_depth_move_number_and_no_improvement() {
        let kept = Params {
            lmr_lnln: 0,
            ..crate::params::KEPT
        };
        assert_eq!(late_reduction(1, 8, true, 0, &kept), 0);
        assert_eq!(late_reduction(2, 3, true, 0, &kept), 1);
        assert_eq!(late_reduction(6, 3, true, 0, &kept), 1);
        assert_eq!(late_reduction(6, 4, false, 0, &kept), 2);
        let p = Params {
            lmr_lnln: 150,
            lmr_improving: 100,
            ..kept
        };
        assert_eq!(late_reduction(0, 8, true, 0, &p), 0, "never the first move");
        assert_eq!(
            late_reduction(5, 2, true, 0, &p),
            0,
            "nor two plies from the horizon"
        );
        // 1.5·ln 3·ln 2 = 1.14; 1.5·ln 6·ln 6 = 4.82
        assert_eq!(late_reduction(1, 3, false, 0, &p), 1);
        assert_eq!(late_reduction(1, 3, true, 0, &p), 2);
        assert_eq!(late_reduction(5, 6, false, 0, &p), 5);
        assert_eq!(late_reduction(5, 6, true, 0, &p), 6);
        // None more below a ply: ln 3·ln 2 = 0.76.
        assert_eq!(
            late_reduction(1, 3, true, 0, &Params { lmr_lnln: 100, ..p }),
            1
        );
    }

    /// The history of cutoffs only reorders the moves and changes how much shallower the late
    /// ones are searched first: the wins and losses a search with it claims, the full-width
    /// search sees too; it changes searches; its entries stay within their bound, and the moves
    /// that cut rise.
    #[test]
    fn the_history_of_cutoffs_reorders_and_claims_only_real_wins() {
        // A search four plies deep leaves the entries far below their bound: the last setting
        // is large enough for them to change the reductions.
        for (history, reduction) in [(200, 0), (200, 100), (0, 5000)] {
            history_claims_only_real_wins(history, reduction);
        }
    }

    fn history_claims_only_real_wins(history: i32, reduction: i32) {
        let (mut claimed, mut changed, mut risen) = (0, 0, 0);
        for seed in 0..24u64 {
            let mut rng = SplitMix(seed + 7000);
            let stones = 10 + rng.below(12);
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let b = SBoard::from_game(&crowded(RuleSet::preset(preset), &mut rng, stones, 6, 7));
            let mut full = search(b.clone(), usize::MAX);
            let reference = full.node(4, -WIN - 1, WIN + 1, 0);
            // The same search without the history, whatever the engine's default. The one or
            // two plies' reductions: four plies deep, the scope-wide ones reduce nearly every
            // move as far as it may go, and the history changed none of these searches (the
            // prunings' test above has those with the history).
            let mut p = search(b.clone(), 8);
            p.shape.learned_order = true;
            p.shape.late_reductions = true;
            (p.params.lmr_lnln, p.params.lmr_scope) = (0, 0);
            p.params.history = 0;
            p.params.history_reduction = 0;
            p.node(4, -WIN - 1, WIN + 1, 0);
            let mut s = search(b, 8);
            s.shape.learned_order = true;
            s.shape.late_reductions = true;
            (s.params.lmr_lnln, s.params.lmr_scope) = (0, 0);
            s.params.history = history;
            s.params.history_reduction = reduction;
            let with = s.node(4, -WIN - 1, WIN + 1, 0);
            changed += usize::from(s.nodes != p.nodes);
            let entries = || s.history.iter().flatten();
            assert!(entries().all(|h| h.abs() <= HISTORY_BOUND), "seed {seed}");
            risen += usize::from(entries().any(|&h| h > 0));
            if is_win(with) {
                claimed += 1;
                assert!(
                    is_win(reference) && reference.signum() == with.signum(),
                    "{history}/{reduction}, {preset} seed {seed}: {with} with the history, \
                     {reference} at full width"
                );
            }
        }
        let setting = format!("history {history}, reduction {reduction}");
        assert!(claimed > 0, "{setting}: no win or loss claimed");
        assert!(changed > 0, "{setting}: the history never changed a search");
        assert!(risen > 0, "{setting}: no move rose");
    }

    /// Gomoku's quiescence search follows the fours near the mover's last stone as far as
    /// they go (after two plain fours, only those that make more): every win it claims at the
    /// horizon is a win by fours (to a four-three or two threes at most), which the threat
    /// searches confirm.
    #[test]
    fn gomoku_quiescence_wins_are_wins_by_fours() {
        use crate::threats::Threats;
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut wins = 0;
        for seed in 0..300u64 {
            let mut rng = SplitMix(seed + 7000);
            let stones = 12 + rng.below(16);
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let mut b =
                SBoard::from_game(&crowded(RuleSet::preset(preset), &mut rng, stones, 5, 6));
            let me = b.turn;
            if b.fours(me) > 0 || b.fours(1 - me) > 0 {
                continue;
            }
            if search_tt(b.clone(), 8, true).node(0, -WIN - 1, WIN + 1, 0) > WIN_BOUND {
                wins += 1;
                // By fours, or by fours to a four-three or two threes that the classes read
                // as won (see `class_result`): the threat search over threes finds those.
                let by_fours = Threats::new(&mut b, 10_000_000, deadline, false).find(24);
                let by_threes =
                    || Threats::new(&mut b.clone(), 10_000_000, deadline, true).find(12);
                assert!(
                    by_fours.is_some() || by_threes().is_some(),
                    "{preset} seed {seed}: no win by fours"
                );
            }
        }
        assert!(wins >= 10, "only {wins} wins at the horizon");
    }

    /// Facing an open three in Gomoku (both rules), the answers kept are exactly the moves
    /// that do not lose at once: after any other move the other side makes an open four (the
    /// classes read it as won), and after a kept one that is not a four it has none to make.
    #[test]
    fn the_answers_to_an_open_three_are_every_move_that_does_not_lose_at_once() {
        use crate::line::Class;
        let mut positions = [0; 2];
        for seed in 0..400u64 {
            let mut rng = SplitMix(seed + 3000);
            let stones = 8 + rng.below(14);
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let g = crowded(RuleSet::preset(preset), &mut rng, stones, 5, 6);
            let mut s = search(SBoard::from_game(&g), 8);
            if class_result(&s.b, 1).is_some() || s.threatened() {
                continue;
            }
            let Some(answers) = three_answers(&s.b) else {
                continue;
            };
            positions[seed as usize % 2] += 1;
            let me = s.b.turn;
            for i in s.b.near_empty().to_vec() {
                s.b.make(i);
                let lost = class_result(&s.b, 1).is_some_and(|v| v > WIN_BOUND);
                let four = s.b.class_count(me, Class::Five) > 0;
                let open_fours = s.b.class_count(1 - me, Class::OpenFour);
                s.b.unmake();
                if answers.contains(&i) {
                    assert!(four || open_fours == 0, "seed {seed}: {i} kept");
                } else {
                    assert!(lost, "seed {seed}: {i} left out");
                }
            }
        }
        assert!(
            positions.iter().all(|&n| n >= 20),
            "only {positions:?} positions with an open three"
        );
    }

    /// The wins the classes read five plies ahead (a four-three or two threes to make against
    /// no four) are wins the threat search over threes finds in three moves.
    #[test]
    fn four_three_and_two_threes_against_no_four_win() {
        use crate::threats::Threats;
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut wins = [0; 2];
        for seed in 0..1500u64 {
            let mut rng = SplitMix(seed + 9000);
            let stones = 8 + rng.below(16);
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let g = crowded(RuleSet::preset(preset), &mut rng, stones, 5, 6);
            let mut s = search(SBoard::from_game(&g), 8);
            if class_result(&s.b, 1) != Some(WIN - 1 - 5) {
                continue;
            }
            wins[seed as usize % 2] += 1;
            let mut t = Threats::new(&mut s.b, 10_000_000, deadline, true);
            assert!(
                t.find(3).is_some(),
                "{preset} seed {seed}: no win in three moves"
            );
        }
        assert!(wins.iter().all(|&n| n >= 10), "only {wins:?} wins read");
    }

    /// Facing a four-three to be made, the answers searched first are the mover's fours and
    /// exactly the points after which none of the other side's four-three points is one any
    /// more (under exactly five a stone that ends a row's room may make a new one), or after
    /// which the mover's forced block of such a four would be a four of its own; and there
    /// are none when such a block is a four already.
    #[test]
    fn the_answers_to_a_four_three_are_the_points_that_stop_it() {
        use crate::line::Class;
        let mut positions = [0; 2];
        for seed in 0..2400u64 {
            let mut rng = SplitMix(seed + 5000);
            let stones = 12 + rng.below(16);
            let preset = [Preset::Gomoku, Preset::GomokuStandard][seed as usize % 2];
            let g = crowded(RuleSet::preset(preset), &mut rng, stones, 5, 6);
            let mut s = search(SBoard::from_game(&g), 8);
            if class_result(&s.b, 1).is_some() || s.threatened() || three_answers(&s.b).is_some() {
                continue;
            }
            let Some(answers) = four_three_answers(&s.b) else {
                continue;
            };
            positions[seed as usize % 2] += 1;
            let (me, them) = (s.b.turn, 1 - s.b.turn);
            let four_three = |b: &SBoard, p: Idx| b.class(p, them) == Some(Class::FourThree);
            let points: Vec<Idx> = (s.b.near_empty().iter().copied())
                .filter(|&p| four_three(&s.b, p))
                .collect();
            // Where the other side's four made at a four-three point would make five (the
            // mover's forced block), with the point.
            let mut blocks = Vec::new();
            for &p in &points {
                s.b.make_as(p, them);
                blocks.extend(five_points(&s.b, them).into_iter().map(|q| (p, q)));
                s.b.unmake();
            }
            // A four-three is answered first only when no such block is a four already.
            assert!(
                blocks
                    .iter()
                    .all(|&(_, q)| !s.b.class(q, me).is_some_and(Class::is_four)),
                "seed {seed}: a block that is a four"
            );
            for i in s.b.near_empty().to_vec() {
                let own_four = s.b.class(i, me).is_some_and(Class::is_four);
                // A counter: after `i`, the mover's block of a four made at a four-three point
                // would make a four of its own.
                let counter = blocks.iter().any(|&(p, q)| {
                    if i == p || i == q {
                        return false;
                    }
                    s.b.make_as(p, them);
                    s.b.make_as(i, me);
                    let four = s.b.class(q, me).is_some_and(Class::is_four);
                    s.b.unmake();
                    s.b.unmake();
                    four
                });
                s.b.make(i);
                let left = points.iter().filter(|&&p| four_three(&s.b, p)).count();
                let new = s.b.class_count(them, Class::FourThree) as usize - left;
                s.b.unmake();
                if own_four {
                    assert!(answers.contains(&i), "seed {seed}: own four {i} left out");
                } else {
                    assert_eq!(
                        answers.contains(&i),
                        left == 0 || counter,
                        "seed {seed}: {i}"
                    );
                }
                if preset == Preset::Gomoku {
                    assert_eq!(new, 0, "seed {seed}: {i} made a four-three");
                }
            }
        }
        assert!(
            positions.iter().all(|&n| n >= 10),
            "only {positions:?} positions with a four-three to stop"
        );
    }

    /// A selective search may miss a win, but it must never claim one (or a loss) that the
    /// full-width search of the same depth does not see: a side is only lost when every one
    /// of its moves loses, however few of them the width would try.
    #[test]
    fn narrow_searches_claim_only_wins_and_losses_that_hold() {
        let mut claims = 0;
        for (preset, seed) in [
            Preset::Pente,
            Preset::Gomoku,
            Preset::GomokuStandard,
            Preset::KeryoPente,
        ]
        .into_iter()
        .flat_map(|p| (0..16u64).map(move |s| (p, s)))
        {
            let mut rng = SplitMix(seed);
            let stones = 14 + rng.below(10);
            let g = crowded(RuleSet::preset(preset), &mut rng, stones, 6, 7);
            let b = SBoard::from_game(&g);
            let narrow = search(b.clone(), 2).node(3, -WIN - 1, WIN + 1, 0);
            if !is_win(narrow) {
                continue;
            }
            claims += 1;
            let full = search(b, 1000).node(3, -WIN - 1, WIN + 1, 0);
            assert!(
                is_win(full) && full.signum() == narrow.signum(),
                "{preset} seed {seed}: narrow {narrow}, full {full}"
            );
        }
        assert!(
            claims >= 10,
            "only {claims} positions with a decisive score"
        );
    }
}
