//! Alpha-beta (principal variation search) with iterative deepening, a transposition table,
//! killer moves, selective move generation from threat patterns, forced-reply pruning (when
//! the opponent threatens to win, only blocks and captures are tried) and a quiescence search
//! over fours.
//!
//! Multi-player games are searched as two sides: the root's side against everyone else
//! (paranoid). A node's score is for the side of the colour to move; the sign flips only when
//! the side changes (Connect6's second stone and teammates keep it).

use super::board::{Idx, SBoard, Term};
use super::patterns::{analyse, MoveInfo};
use super::tt::{from_tt, Tt, EXACT, LOWER, UPPER, WIN, WIN_BOUND};
use crate::engine::SelfCapture;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// How a search is shaped (set by the level).
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub max_depth: u8,
    /// Moves tried at each node, by ply from the root (the last applies deeper).
    pub width: [usize; 4],
    pub use_tt: bool,
    pub quiescence: bool,
}

pub struct Search<'a> {
    pub b: SBoard,
    tt: Tt,
    shape: Shape,
    pub nodes: u64,
    max_nodes: u64,
    deadline: Instant,
    stop: Option<&'a AtomicBool>,
    pub aborted: bool,
    killers: Vec<[Idx; 2]>,
    /// Whether leaves may skip scoring every move (see `node`); off only to test that they
    /// return the same.
    quick_leaves: bool,
}

const MAX_PLY: usize = 64;

impl<'a> Search<'a> {
    pub fn new(
        b: SBoard,
        shape: Shape,
        max_nodes: u64,
        deadline: Instant,
        stop: Option<&'a AtomicBool>,
    ) -> Search<'a> {
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
            max_nodes,
            deadline,
            stop,
            aborted: false,
            killers: vec![[usize::MAX; 2]; MAX_PLY + 1],
            quick_leaves: true,
        }
    }

    fn check_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let out_of_time = self.nodes % 512 == 0
            && (Instant::now() >= self.deadline
                || self.stop.is_some_and(|s| s.load(Ordering::Relaxed)));
        if self.nodes >= self.max_nodes || out_of_time {
            self.aborted = true;
        }
        self.aborted
    }

    /// The static evaluation for the side to move.
    pub fn eval(&self) -> i32 {
        let b = &self.b;
        let t = b.turn;
        let mut us = 0i32;
        let mut them = 0i32;
        for c in 0..b.rules.players {
            if b.out[c as usize] {
                continue;
            }
            let mut v = b.score[c as usize];
            // Captures counted once per side (teams pool them): on the side's first colour.
            let first_of_side = (0..c).all(|m| !b.rules.same_side(m, c));
            if first_of_side {
                v += capture_eval(b, c);
            }
            if b.rules.same_side(c, t) {
                us += v;
            } else {
                them += v;
            }
        }
        // The side to move has the initiative.
        us * 11 / 10 - them
    }

    /// Candidate moves for the side to move, best first, legal under the search's rules.
    pub fn moves(&mut self, ply: usize, tt_move: Option<Idx>) -> Vec<(Idx, MoveInfo)> {
        self.moves_where(ply, tt_move, |_, _, _| true)
    }

    /// [`Search::moves`] for the points where `keep` holds (checked before the costly scoring).
    fn moves_where(
        &mut self,
        ply: usize,
        tt_move: Option<Idx>,
        keep: impl Fn(&SBoard, Idx, u8) -> bool,
    ) -> Vec<(Idx, MoveInfo)> {
        let c = self.b.turn;
        let mut out: Vec<(Idx, MoveInfo)> = Vec::with_capacity(64);
        let cells = std::mem::take(&mut self.b.cells);
        for &i in &cells {
            if self.b.is_empty(i) && self.b.is_near(i) && keep(&self.b, i, c) {
                let mut m = analyse(&self.b, i, c);
                if Some(i) == tt_move {
                    m.score += 50_000_000;
                } else if self.killers[ply.min(MAX_PLY)].contains(&i) {
                    m.score += 500;
                }
                out.push((i, m));
            }
        }
        self.b.cells = cells;
        if out.is_empty() && self.b.stones == 0 {
            let centre = self.b.idx(crate::engine::Point::centre(self.b.size));
            out.push((centre, MoveInfo::default()));
        }
        // Ties in point order (the order of `cells`), as a stable sort would leave them, but
        // without its scratch buffer.
        out.sort_unstable_by_key(|&(i, m)| (std::cmp::Reverse(m.score), i));
        // Legality last and lazily: Renju's foul check is the costly part.
        let mut legal = Vec::with_capacity(out.len());
        for (i, m) in out {
            if self.b.legal(i) {
                legal.push((i, m));
            }
        }
        legal
    }

    /// Whether an opponent who moves next could complete a row at once (one-stone games).
    fn threatened(&self) -> bool {
        let b = &self.b;
        if b.rules.stones_per_turn > 1 {
            return false;
        }
        let t = b.turn;
        (0..b.rules.players).any(|c| !b.rules.same_side(c, t) && b.fours[c as usize] > 0)
    }

    /// Whether the side to move surely has a legal move (under rules where every empty point
    /// near the stones is one) and none of its moves completes a row or wins by captures:
    /// what [`Search::moves`] would find, without scoring every move.
    fn no_immediate_win(&self) -> bool {
        let b = &self.b;
        let c = b.turn;
        let plain_legality = b.rules.renju_black != Some(c)
            && !b.rules.adjacent_only
            && !(b.rules.captures && b.rules.self_capture == SelfCapture::Forbidden);
        // A window one stone short of a row, holding nothing else, is a five to complete.
        if b.stones == 0 || b.fours[c as usize] > 0 || !plain_legality {
            return false;
        }
        let captures_to_win = match (b.rules.captures, b.rules.need) {
            (true, Some(need)) => Some((need as usize).saturating_sub(b.side_captures(c) as usize)),
            _ => None,
        };
        let mut any_move = false;
        for &i in &b.cells {
            if b.is_empty(i) && b.is_near(i) {
                any_move = true;
                match captures_to_win {
                    Some(n) => {
                        let caps = b.capture_count(i, c);
                        if caps > 0 && caps >= n {
                            return false;
                        }
                    }
                    None => break,
                }
            }
        }
        any_move
    }

    /// Keeps the moves that answer an opponent's five threat: blocks, captures, own wins.
    fn forced(moves: &mut Vec<(Idx, MoveInfo)>) {
        if moves.iter().any(|(_, m)| m.blocks_five) {
            moves.retain(|(_, m)| m.blocks_five || m.captures > 0 || m.five || m.capture_win);
        }
    }

    /// Negamax with alpha-beta; the score is for the side to move.
    pub fn node(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        let key = self.b.hash;
        let mut tt_move = None;
        if self.shape.use_tt && ply > 0 {
            if let Some(e) = self.tt.probe(key) {
                tt_move = Some(e.mv as Idx);
                if e.depth as i32 >= depth {
                    let s = from_tt(e.score, ply);
                    let usable = match e.flag {
                        EXACT => true,
                        LOWER => s >= beta,
                        _ => s <= alpha,
                    };
                    if usable {
                        return s;
                    }
                }
            }
        }
        // Most nodes are leaves and quiescence nodes. When the side to move cannot win at once
        // (and has a move), what they return is known without scoring every move: the
        // evaluation, or the search of the moves that make fours only. Same result as below.
        let mut fours_only = false;
        if (depth <= 0 || ply >= MAX_PLY) && self.quick_leaves && self.no_immediate_win() {
            let stand = self.eval();
            if !self.shape.quiescence || depth < -6 || ply >= MAX_PLY {
                return stand;
            }
            if !self.threatened() {
                if stand >= beta {
                    return stand;
                }
                fours_only = true;
            }
        }
        let mut moves = if fours_only {
            self.moves_where(ply, tt_move, makes_four)
        } else {
            self.moves(ply, tt_move)
        };
        if moves.is_empty() && !fours_only {
            return 0; // no legal point: the engine calls it a draw
        }
        // Any winning move, not only the first: the TT move and killers sort ahead of fives.
        if moves.iter().any(|(_, m)| m.five || m.capture_win) {
            return WIN - ply as i32 - 1;
        }
        let threatened = self.threatened();
        if threatened {
            Self::forced(&mut moves);
        }
        // At the horizon the side to move may stand pat: its evaluation is a floor.
        let mut stand_pat = None;
        if depth <= 0 || ply >= MAX_PLY {
            let stand = self.eval();
            if !self.shape.quiescence || depth < -6 || ply >= MAX_PLY {
                return stand;
            }
            if !threatened {
                if stand >= beta {
                    return stand;
                }
                // Quiescence: only fours keep the line going. (Captures too were tried: the
                // scores of quiet positions grew with depth until they read as forced wins.)
                moves.retain(|(_, m)| m.fours != 0);
                if moves.is_empty() {
                    return stand;
                }
                alpha = alpha.max(stand);
                stand_pat = Some(stand);
            }
        }
        let width = if depth <= 0 || ply >= MAX_PLY {
            6
        } else {
            self.shape.width[ply.min(3)]
        };
        let alpha0 = alpha;
        // Without the floor, a quiescence node whose captures all turn out badly would return
        // the least bad of them, and a losing capture nobody has to make read as a forced loss.
        let mut best = stand_pat.unwrap_or(-WIN);
        let mut best_move = moves[0].0;
        let me = self.b.turn;
        for (n, &(i, _)) in moves.iter().enumerate() {
            // Selective width: the best few moves by pattern. But a loss is only proven when
            // every move loses: if all the moves tried lose, the rest are tried too, or the
            // attacker's "forced wins" would hold only against a defender who ignores the
            // quiet defences (in Pente, above all the captures and capture threats).
            if n >= width && best > -WIN_BOUND {
                break;
            }
            let v = self.child(i, me, depth - 1, alpha, beta, ply, n > 0);
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
                let k = &mut self.killers[ply.min(MAX_PLY)];
                if k[0] != i {
                    k[1] = k[0];
                    k[0] = i;
                }
                break;
            }
        }
        if self.shape.use_tt && depth >= 0 {
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
        best
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

/// Whether a stone of `c` at `i` makes a four (what [`analyse`] reports in `fours`): some
/// window through `i` then holds one stone short of a row, and nothing else.
fn makes_four(b: &SBoard, i: Idx, c: u8) -> bool {
    let len = b.rules.win_len;
    (0..4).any(|a| {
        (0..len as isize).any(|k| {
            b.window(SBoard::step(i, b.axes[a], -k), a)
                .is_some_and(|cnt| {
                    let own = cnt[c as usize] as usize;
                    own + 2 == len && cnt.iter().map(|&n| n as usize).sum::<usize>() == own
                })
        })
    })
}

/// Captures in the evaluation: worth more as a side nears the capture win.
fn capture_eval(b: &SBoard, c: u8) -> i32 {
    let have = b.side_captures(c) as i32;
    match b.rules.need {
        None => have * 60,
        Some(need) => {
            let left = need as i32 - have;
            have * 70
                + match left {
                    ..=2 => 2_500,
                    3..=4 => 700,
                    5..=6 => 200,
                    _ => 0,
                }
        }
    }
}

/// Whether a score says someone wins.
pub fn is_win(score: i32) -> bool {
    score.abs() > WIN_BOUND
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::testing::crowded;
    use crate::ai::zobrist::SplitMix;
    use crate::engine::{Preset, RuleSet};
    use std::time::Duration;

    fn search(b: SBoard, width: usize) -> Search<'static> {
        let shape = Shape {
            max_depth: 3,
            width: [width; 4],
            use_tt: false,
            quiescence: true,
        };
        let deadline = Instant::now() + Duration::from_secs(600);
        Search::new(b, shape, u64::MAX, deadline, None)
    }

    #[test]
    fn leaves_that_skip_scoring_every_move_return_the_same() {
        let presets = [
            (Preset::Pente, vec![]),
            (Preset::Gomoku, vec![]),
            (Preset::KeryoPente, vec![]),
            (Preset::PoofPente, vec![]),
            (Preset::Renju, vec![]),
            (Preset::Connect6, vec![]),
            (Preset::Pente, vec![("players", "3")]),
            (Preset::Pente, vec![("self_capture", "forbidden")]),
            (Preset::Gomoku, vec![("adjacent_only", "true")]),
        ];
        let mut quick = 0;
        for (k, (preset, options)) in presets.iter().enumerate() {
            for seed in 0..6u64 {
                let mut rules = RuleSet::preset(*preset);
                for (key, value) in options {
                    rules.set(key, value).unwrap();
                }
                let mut rng = SplitMix(seed * 31 + k as u64);
                let stones = 14 + rng.below(10);
                let g = crowded(rules, &mut rng, stones, 6, 7);
                let b = SBoard::from_game(&g);
                let mut plain = search(b.clone(), 8);
                plain.quick_leaves = false;
                let mut fast = search(b.clone(), 8);
                let want = plain.node(3, -WIN - 1, WIN + 1, 0);
                let got = fast.node(3, -WIN - 1, WIN + 1, 0);
                let what = format!("{preset} {options:?} seed {seed}");
                assert_eq!(got, want, "{what}: score");
                assert_eq!(fast.nodes, plain.nodes, "{what}: nodes");
                quick += fast.no_immediate_win() as usize;
            }
        }
        // The shortcut is taken at some roots already, so surely at many leaves.
        assert!(quick >= 10, "only {quick} roots without an immediate win");
    }

    /// A selective search may miss a win, but it must never claim one (or a loss) that the
    /// full-width search of the same depth does not see: a side is only lost when every one
    /// of its moves loses, however few of them the width would try.
    #[test]
    fn narrow_searches_claim_only_wins_and_losses_that_hold() {
        let mut claims = 0;
        for (preset, seed) in [Preset::Pente, Preset::Gomoku, Preset::KeryoPente]
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
