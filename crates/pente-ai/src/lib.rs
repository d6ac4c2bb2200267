//! The computer opponent: pure and synchronous (no I/O, no async), so the bot can run it on a
//! blocking thread and the command-line tools can call it directly.
//!
//! [`choose`] answers whatever the game waits for: a stone (one per call; Connect6 asks twice a
//! turn), an opening decision, or a pass when the rules allow one and no point may be played
//! (Renju's Black with every empty point forbidden). It never passes by choice. Inside, a
//! search board with incremental window counts ([`board`]) feeds threat patterns
//! ([`patterns`]) to an alpha-beta search with iterative deepening and a Zobrist-keyed
//! transposition table ([`search`], [`tt`], [`zobrist`]), and a threat-space search looks for
//! wins by fours and threes ([`threats`]). Every action returned is checked with the engine
//! first: the engine is the referee.
//!
//! ```
//! use pente_ai::{choose, Level, Limits};
//! use pente::{Game, Preset, RuleSet};
//! let mut game = Game::new(RuleSet::preset(Preset::Pente));
//! let choice = choose(&game, Level::new(3).unwrap(), &Limits::nodes(2_000), 7).unwrap();
//! game.act(choice.action).unwrap(); // always legal
//! ```

mod board;
mod budget;
mod capture_map;
mod eval;
mod gomoku_search;
mod level;
pub mod line;
mod opening;
mod order;
mod params;
mod patterns;
mod point_set;
pub mod review;
mod search;
mod threats;
mod tt;
#[doc(hidden)]
pub mod tune;
mod zobrist;

pub use level::{Level, LevelError};

use board::{Idx, SBoard, Term};
use gomoku_search::GomokuSearch;
use line::LineRule;
use patterns::{analyse, MoveInfo};
use pente::{Action, Game, Pending, Point};
use search::{is_win, Search};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};
use threats::{five_points, Threats};
use zobrist::SplitMix;

/// How long a search may take.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Wall-clock time for the move (levels below 8 use a share of it). [`choose`] answers
    /// within it; level 8 uses all of it when the position needs it, less when the answer is
    /// forced or stays clearly best as the search deepens (in freestyle and exactly five, all
    /// of it unless the answer is forced or a win is found).
    pub time: Duration,
    /// A node budget, for reproducible results (tests, benchmarks); `None`: time only.
    pub max_nodes: Option<u64>,
    /// The deepest alpha-beta iteration (below the level's own cap); `None`: the level's.
    pub max_depth: Option<u8>,
    /// Set it to stop the search early; the best move found so far is returned.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// A time limit only.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time,
            max_nodes: None,
            max_depth: None,
            stop: None,
        }
    }

    /// A node budget (and a generous time limit as a safety net): deterministic.
    pub fn nodes(max_nodes: u64) -> Limits {
        Limits {
            time: Duration::from_secs(3600),
            max_nodes: Some(max_nodes),
            max_depth: None,
            stop: None,
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::time(Duration::from_secs(2))
    }
}

/// The engine's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Legal for `game.actor()` now.
    pub action: Action,
    /// For the side acting, in evaluation units; beyond ±900,000 a forced win or loss.
    pub score: i32,
    /// The deepest completed search iteration (0: no search was needed).
    pub depth: u8,
    pub nodes: u64,
    /// The expected continuation, starting with `action` (may hold only it).
    pub principal: Vec<Action>,
}

impl Choice {
    /// Whether the engine has seen a forced win (positive) or loss (negative).
    pub fn is_decisive(&self) -> bool {
        is_win(self.score)
    }
}

/// The best action for whoever must act in `game`, at `level` within `limits`. `seed` makes the
/// lower levels' randomness reproducible. `None` only when the game is over.
pub fn choose(game: &Game, level: Level, limits: &Limits, seed: u64) -> Option<Choice> {
    if game.is_over() {
        return None;
    }
    let start = Instant::now();
    let mut profile = level.profile();
    if let Some(d) = limits.max_depth {
        profile.shape.max_depth = profile.shape.max_depth.min(d.max(1));
    }
    let share = limits.time.mul_f64(profile.time_share);
    // The searches stop at the deadline (they read the clock every few dozen nodes) and then
    // only finish up: a margin of 1 % and a millisecond keeps the answer within the time.
    let margin = (share / 100 + Duration::from_millis(1)).min(share / 10);
    let ctx = Ctx {
        start,
        deadline: start + share - margin,
        budget: profile.node_cap.min(limits.max_nodes.unwrap_or(u64::MAX)),
        stop: limits.stop.clone(),
        profile,
        rng: SplitMix(seed ^ 0xA5A5_5A5A_0F0F_F0F0 ^ ((game.plies() as u64) << 32)),
    };
    let choice = match game.pending() {
        Pending::Over => return None,
        Pending::Decide { decision, .. } => opening::decide(game, &decision, ctx),
        // Every empty point is forbidden (or, under renju_foul=lose, loses): pass.
        Pending::Place { .. } if game.must_pass() => only(Action::Pass),
        Pending::Place { .. } if opening::is_set_up(game) => opening::set_up_stone(game, ctx),
        Pending::Place { .. } => place(game, ctx),
    };
    Some(referee(game, choice))
}

/// What one call needs.
pub(crate) struct Ctx {
    /// When the call began.
    start: Instant,
    /// When the answer is due: the level's share of the time limit after `start`.
    deadline: Instant,
    budget: u64,
    stop: Option<Arc<AtomicBool>>,
    profile: level::Profile,
    rng: SplitMix,
}

/// Makes sure the action is legal, falling back to any legal action.
fn referee(game: &Game, choice: Choice) -> Choice {
    let refused = match game.clone().act(choice.action.clone()) {
        Ok(_) => return choice,
        Err(e) => e,
    };
    // The search knows the rules (fouls, forbidden self-capture, opening areas...): a refused
    // answer is a bug, caught here in debug builds (every test), replaced in release builds.
    debug_assert!(
        false,
        "the engine refused the computer's {:?}: {refused}",
        choice.action
    );
    let fallback = any_legal(game).unwrap_or(Action::Resign);
    Choice {
        principal: vec![fallback.clone()],
        action: fallback,
        score: 0,
        depth: 0,
        ..choice
    }
}

/// Some legal action, found by brute force.
fn any_legal(game: &Game) -> Option<Action> {
    let size = game.rules().size;
    let centre = Point::centre(size);
    let mut points: Vec<Point> = (0..size)
        .flat_map(|y| (0..size).map(move |x| Point::new(x, y)))
        .collect();
    points.sort_by_key(|p| p.distance(centre));
    let mut tries: Vec<Action> = vec![
        Action::Choose(pente::Colour(0)),
        Action::Choose(pente::Colour(1)),
    ];
    if let Pending::Decide {
        decision: pente::Decision::TaraguchiPick(offers),
        ..
    } = game.pending()
    {
        tries.extend(offers.iter().map(|&p| Action::Pick(p)));
    }
    tries.extend(points.into_iter().map(Action::Place));
    tries.push(Action::Pass);
    tries
        .into_iter()
        .find(|a| game.clone().act(a.clone()).is_ok())
}

/// The root moves: the search's candidates that the engine accepts (opening areas included).
fn root_moves(game: &Game, b: &mut SBoard) -> Vec<(Idx, MoveInfo)> {
    let c = b.turn;
    // The first stone of a game with no opening area goes to the centre, where its rows have
    // the most room: on an empty board nothing tells the points apart for the search (level 8
    // opened on the edge in Gomoku, at A9).
    let centre = b.idx(Point::centre(b.size));
    if b.stones == 0 && game.area().is_none() && b.legal(centre) {
        return vec![(centre, analyse(b, centre, c))];
    }
    let mut cand: Vec<Idx> = b
        .cells
        .iter()
        .copied()
        .filter(|&i| b.is_empty(i) && b.is_near(i))
        .collect();
    if game.area().is_some() || cand.is_empty() {
        // Opening areas may keep every near point out: consider the whole board.
        cand = b.cells.iter().copied().filter(|&i| b.is_empty(i)).collect();
    }
    // The search board knows every rule but the opening areas: ask the engine only then
    // (each check clones the game). The final answer is refereed by the engine anyway.
    let area = game.area().is_some();
    let legal: Vec<Idx> = cand
        .into_iter()
        .filter(|&i| b.legal(i) && (!area || game.check_place(b.point(i)).is_ok()))
        .collect();
    let mut out: Vec<(Idx, MoveInfo)> = legal.into_iter().map(|i| (i, analyse(b, i, c))).collect();
    if game.area().is_some() {
        // Inside an opening area, prefer points near the centre and the stones.
        let centre = Point::centre(b.size);
        for (i, m) in &mut out {
            m.score -= b.point(*i).distance(centre) as i32 * 3;
        }
    }
    out.sort_by_key(|(_, m)| std::cmp::Reverse(m.score));
    out
}

fn place(game: &Game, mut ctx: Ctx) -> Choice {
    let mut b = SBoard::from_game(game);
    let mut moves = root_moves(game, &mut b);
    if moves.is_empty() {
        return fallback_choice(game);
    }
    if let Some(owner) = game.overtime() {
        keep_saving_replies(game, &b, owner, &mut moves);
    }
    let (first, info) = moves[0];
    let five_wins = game.overtime().is_none() && b.pending.is_none() && {
        let t = b.make(first);
        b.unmake();
        matches!(t, Term::Won(_))
    };
    if info.capture_win || (info.five && five_wins) {
        return placed(first, &b, tt::WIN - 1, 0, 0);
    }
    let p = ctx.profile;
    let me = b.turn;
    let set = params::params().under(b.line_rule());
    // Level 8 in freestyle and exactly five searches with the search shaped on Rapfi's.
    let rapfi_shaped = set.gomoku_search != 0
        && p.shape.late_reductions
        && b.keeps_classes()
        && matches!(b.line_rule(), LineRule::Freestyle | LineRule::Exact);
    // That search finds fours in its own quiescence search: the threat searches before it get
    // less of the time (`gs_threat_share`).
    let threat_share = if rapfi_shaped {
        set.gs_threat_share
    } else {
        set.threat_share
    };
    // Beginners sometimes do not look at the opponent's threats at all.
    let blunder = p.blunder > 0.0 && (ctx.rng.below(1000) as f64) < p.blunder * 1000.0;
    if blunder {
        // Attack-minded: order by own patterns only.
        moves.sort_by_key(|&(i, _)| std::cmp::Reverse(own_only(&b, i, me)));
    }
    let mut nodes = 0;
    // A forced win by fours (then threes), when the opponent has no row threat of its own.
    let opp_five = (0..b.rules.players)
        .filter(|&c| !b.rules.same_side(c, me))
        .any(|c| !five_points(&b, c).is_empty());
    if !opp_five && p.vcf_depth > 0 && game.overtime().is_none() {
        let (win, used) = threat_win(&mut b, &ctx, &moves, threat_share);
        nodes += used;
        if let Some((i, score)) = win {
            return placed(i, &b, score, 0, nodes);
        }
    }
    // Gomoku and Renju: when the other side, moving now, would win by threats, the moves
    // after which it still does are lost; the others are searched (all of them, when every
    // move checked loses).
    if p.vct_depth > 0 && b.keeps_classes() && !opp_five && moves.len() > 1 {
        let now = Instant::now();
        let deadline = now + share_of(ctx.deadline.saturating_duration_since(now), threat_share);
        let limits = (deadline, (ctx.budget / 4).max(1));
        let (lost, used) = lost_to_threats(&mut b, &moves, p.vct_depth * class_vct_depth(), limits);
        nodes += used;
        if lost.len() < moves.len() {
            moves.retain(|(i, _)| !lost.contains(i));
        }
    }
    if moves.len() == 1 {
        return placed(moves[0].0, &b, 0, 0, nodes);
    }
    let (kept, rest) = root_order(&mut b, &p, blunder, &mut moves);
    // Gomoku and Renju at the top level: the move chosen is checked against the other side's
    // threats (see `verified`), in time and nodes kept back from the search.
    let verify = (p.vct_depth > 0 && b.keeps_classes() && set.verify_depth > 0)
        .then_some((set.verify_depth, set.verify_share));
    let mut budget = ctx.budget.saturating_sub(nodes);
    let mut deadline = ctx.deadline;
    if let Some((_, share)) = verify.filter(|&(_, share)| share > 0) {
        let now = Instant::now();
        deadline = now + deadline.saturating_duration_since(now) * (100 - share) / 100;
        budget = budget / 100 * u64::from(100 - share);
    }
    let budget = budget.max(1);
    let (d, mut b) = if rapfi_shaped {
        let all: Vec<Idx> = kept.iter().chain(&rest).map(|&(i, _)| i).collect();
        let mut s = GomokuSearch::new(b, &all, budget, deadline, ctx.stop.as_deref());
        // It deepens until the deadline cuts an iteration short, as Rapfi does with a turn's
        // time and no match clock: a cut iteration keeps a move proven better, so no time is
        // saved for nothing (+6.0 and +7.7 points a game against Rapfi at 250 ms over ours'
        // clock: docs/src/engine-notebook.md, "The whole turn, and less for the threat
        // searches").
        let d = s.deepen(p.shape.max_depth);
        nodes += s.nodes;
        (d, s.b)
    } else {
        let mut s = Search::new(b, p.shape, budget, deadline, ctx.stop.as_deref());
        let d = deepen(&mut s, &p, Clock::new(ctx.start, deadline), &kept, &rest);
        nodes += s.nodes;
        (d, s.b)
    };
    let mut best = d.best;
    // A deep, narrow search can see a forced loss that a wider look would refute: rather than
    // give up, play the best move of the deepest iteration that still saw a game.
    if best.1 < -tt::WIN_BOUND {
        if let Some(h) = d.hopeful {
            best = h;
        }
    }
    if let Some((depth, _)) = verify.filter(|_| best.1.abs() < tt::WIN_BOUND) {
        let left = ctx.budget.saturating_sub(nodes);
        let depths = (p.vcf_depth, depth);
        let (checked, used) = verified(&mut b, best, &d.scores, depths, (ctx.deadline, left));
        nodes += used;
        best = checked;
    }
    if p.noise > 0 && !is_win(best.1) && d.depth > 0 {
        let near: Vec<(Idx, i32)> = d
            .scores
            .iter()
            .copied()
            .filter(|&(_, v)| v >= best.1 - p.noise && !is_win(v))
            .collect();
        if !near.is_empty() {
            let k = ctx.rng.below(near.len() as u64) as usize;
            best = near[k];
        }
    }
    placed(best.0, &b, best.1, d.depth, nodes)
}

/// The root's answer: a stone at `i`.
fn placed(i: Idx, b: &SBoard, score: i32, depth: u8, nodes: u64) -> Choice {
    let action = Action::Place(b.point(i));
    Choice {
        action: action.clone(),
        score,
        depth,
        nodes,
        principal: vec![action],
    }
}

/// A row of the opponent (`owner`) waits for this reply (overtime): only the replies after
/// which the engine does not give it the game are worth searching, when there are any. The
/// engine knows both overtime rules; the search board only the line break.
fn keep_saving_replies(game: &Game, b: &SBoard, owner: pente::Colour, moves: &mut RootMoves) {
    let survives = |i: Idx| {
        let mut g = game.clone();
        g.act(Action::Place(b.point(i))).is_ok()
            && !g.result().is_some_and(|r| r.winners.contains(&owner))
    };
    let saving: RootMoves = moves
        .iter()
        .copied()
        .filter(|&(i, _)| survives(i))
        .collect();
    if !saving.is_empty() {
        *moves = saving;
    }
}

/// `share` percent of the time `left` (a root threat search's: [`params::Params::threat_share`],
/// [`params::Params::gs_threat_share`]).
fn share_of(left: Duration, share: u32) -> Duration {
    left * share / 100
}

/// The threat searches before alpha-beta, within their `share` of the time ([`share_of`])
/// and a quarter of the node budget: a root move that wins by fours, else by threes and
/// fours, with its score; and the threat-search nodes used.
fn threat_win(
    b: &mut SBoard,
    ctx: &Ctx,
    moves: &RootMoves,
    share: u32,
) -> (Option<(Idx, i32)>, u64) {
    let p = ctx.profile;
    let budget = (ctx.budget / 4).max(1);
    let now = Instant::now();
    let deadline = now + share_of(ctx.deadline.saturating_duration_since(now), share);
    let is_root_move = |i: Idx| moves.iter().any(|&(m, _)| m == i);
    let mut t = Threats::new(b, budget, deadline, false);
    let found = t.find(p.vcf_depth);
    let mut nodes = t.nodes;
    if let Some(i) = found.filter(|&i| is_root_move(i)) {
        return (Some((i, tt::WIN - 2)), nodes);
    }
    // Against a three the defender may also capture or threaten to capture; the threat
    // search tries those replies too, so its wins hold in capture games.
    let vct_depth = if b.keeps_classes() {
        p.vct_depth * class_vct_depth()
    } else {
        p.vct_depth
    };
    if vct_depth > 0 {
        let mut t = Threats::new(b, budget, deadline, true);
        let found = t.find(vct_depth);
        nodes += t.nodes;
        if let Some(i) = found.filter(|&i| is_root_move(i)) {
            return (Some((i, tt::WIN - 3)), nodes);
        }
    }
    (None, nodes)
}

/// The root's moves in the order they are searched, split into those searched from the
/// first iteration and the rest, searched only when every move kept but one turns out lost
/// (see [`verdict`]).
fn root_order(
    b: &mut SBoard,
    p: &level::Profile,
    blunder: bool,
    moves: &mut RootMoves,
) -> (RootMoves, RootMoves) {
    let me = b.turn;
    let threatened = b.rules.stones_per_turn == 1
        && (0..b.rules.players).any(|c| !b.rules.same_side(c, me) && b.fours(c) > 0);
    let forced = threatened && !blunder && moves.iter().any(|(_, m)| m.blocks_five);
    let captures = if blunder {
        Vec::new()
    } else {
        capture_moves(b, me)
    };
    // Gomoku: the root's moves in the tree's learned order too (a five first all the same),
    // as many as the tree's first ply searches: 54.75 % in freestyle, 53.5 % in exactly five
    // in-house against the pattern order's best 16 (docs/src/engine-notebook.md).
    let mut width = p.shape.width[0];
    if p.shape.learned_order && b.keeps_classes() {
        moves.sort_by_cached_key(|&(i, m)| {
            let learned = order::score(b, i, me, m.score).unwrap_or(m.score);
            std::cmp::Reverse((m.five, learned))
        });
        width = p.shape.class_width[0];
    }
    keep_at_root(moves, width.max(2), forced, &captures)
}

/// What iterative deepening at the root found.
struct Deepened {
    /// The move to play and its score.
    best: (Idx, i32),
    /// The deepest completed iteration (0: none).
    depth: u8,
    /// The root moves' scores by that iteration, best first.
    scores: Vec<(Idx, i32)>,
    /// The best move of the deepest iteration that did not see every move lost.
    hopeful: Option<(Idx, i32)>,
}

/// Iterative deepening over the root's `kept` moves (and the `rest` too, once every kept
/// move but one is lost), until the level's depth, a forced win, a decided choice, or the
/// time or node budget ends it (see [`Clock`] and [`proven_better`]).
fn deepen(
    s: &mut Search,
    p: &level::Profile,
    mut clock: Clock,
    kept: &RootMoves,
    rest: &RootMoves,
) -> Deepened {
    let me = s.b.turn;
    let mut scores: Vec<(Idx, i32)> = kept.iter().map(|&(i, m)| (i, m.score)).collect();
    let mut rest: Vec<(Idx, i32)> = rest.iter().map(|&(i, m)| (i, m.score)).collect();
    let mut best = scores[0];
    let mut depth_done = 0u8;
    let mut hopeful = None;
    let mut depth = 1;
    while depth <= p.shape.max_depth {
        let iteration = Instant::now();
        let mut alpha = -tt::WIN - 1;
        let mut iter: Vec<(Idx, i32)> = Vec::with_capacity(scores.len());
        let mut first_took = Duration::ZERO;
        for (n, &(i, _)) in scores.iter().enumerate() {
            let v = s.child(i, me, depth as i32 - 1, alpha, tt::WIN + 1, 0, n > 0);
            if s.aborted {
                break;
            }
            iter.push((i, v));
            if n == 0 {
                first_took = iteration.elapsed();
            }
            alpha = alpha.max(v);
        }
        if iter.len() < scores.len() {
            // Cut short by the time or the budget.
            if let Some(better) = proven_better(&iter) {
                best = better;
            }
            break;
        }
        depth_done = depth;
        // Unsearched (cut) moves keep their order after the searched ones.
        iter.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        scores = iter;
        best = scores[0];
        if best.1 > -tt::WIN_BOUND {
            hopeful = Some(best);
        }
        if best.1 > tt::WIN_BOUND {
            break; // a forced win
        }
        match verdict(&scores, rest.len()) {
            // Every other legal move was searched and loses: no need to look deeper.
            Verdict::Decided => break,
            // Every move the pruning kept but one (or every one) loses: the move that saves
            // the game may be among the others. Search them all, at the same depth.
            Verdict::Widen => {
                scores.append(&mut rest);
                continue;
            }
            Verdict::Deeper => {}
        }
        let now = Instant::now();
        if !clock.deeper(&scores, now - iteration, first_took, now) {
            break;
        }
        depth += 1;
    }
    Deepened {
        best,
        depth: depth_done,
        scores,
        hopeful,
    }
}

/// How the root spends its time: after each completed iteration, whether to start another.
///
/// The next iteration is expected to take as long as the last one times the growth of the
/// last two (their geometric mean: odd and even depths alternate, 1.5-3 times each, sometimes
/// 5), clamped to 1.5-5. It starts when it should end within the time the position
/// deserves: the whole time in general; a little more (1.25 times: it may end sooner) when
/// the best move has just changed or its score dropped (by 50 units from the iteration
/// before last: scores swing between odd and even depths); 40 % once the same move has been best
/// three iterations running and is ahead of every other by 150 units or more
/// ([`params::Params::clear_share`]). The search itself stops at the deadline, and an iteration
/// cut short keeps only a move proven better than the last best, so an iteration that cannot
/// end in time is better not started ([`params::Params::start_fit`]: all of its predicted time
/// must fit).
struct Clock {
    start: Instant,
    budget: Duration,
    /// How long the completed iterations took.
    took: Vec<Duration>,
    /// The last iteration's best move and score.
    last_best: Option<(Idx, i32)>,
    /// The completed iterations' best scores.
    values: Vec<i32>,
    /// Completed iterations in a row with the same best move.
    stable: u32,
}

/// A score this much below the last iteration's is a drop worth a longer look.
const DROP: i32 = 50;
/// A best move this far ahead of every other (by their bounds) is clearly best.
const CLEAR: i32 = 150;

impl Clock {
    fn new(start: Instant, deadline: Instant) -> Clock {
        Clock {
            start,
            budget: deadline.saturating_duration_since(start),
            took: Vec::new(),
            last_best: None,
            values: Vec::new(),
            stable: 0,
        }
    }

    /// Whether to search one ply deeper, after an iteration that took `took` and ended at
    /// `now`, with `scores` best first (the others' scores are bounds from null-window
    /// searches, so the margin they give is a lower bound).
    fn deeper(
        &mut self,
        scores: &[(Idx, i32)],
        took: Duration,
        first: Duration,
        now: Instant,
    ) -> bool {
        let best = scores[0];
        let changed = self.last_best.is_some_and(|(i, _)| i != best.0);
        // Scores swing between odd and even depths (the side that moved last looks better):
        // a drop is measured from two iterations back.
        let dropped = self.values.len() >= 2 && {
            let v = self.values[self.values.len() - 2];
            !is_win(v) && !is_win(best.1) && best.1 < v - DROP
        };
        self.values.push(best.1);
        self.stable = match self.last_best {
            Some((i, _)) if i == best.0 => self.stable + 1,
            _ => 1,
        };
        self.last_best = Some(best);
        let margin = scores
            .get(1)
            .map_or(i32::MAX, |&(_, v)| best.1.saturating_sub(v));
        let shares = params::params();
        let share = if changed || dropped {
            1.25
        } else if self.stable >= 3 && margin >= CLEAR {
            f64::from(shares.clear_share) / 100.0
        } else {
            1.0
        };
        let secs = |d: &Duration| d.as_secs_f64().max(0.0005);
        let growth = match self.took.as_slice() {
            [.., two, _] => (secs(&took) / secs(two)).sqrt(),
            [one] => secs(&took) / secs(one),
            [] => 3.0,
        }
        .clamp(1.5, 5.0);
        self.took.push(took);
        // The first move's share of the iteration, taken to hold as the search deepens (the
        // later moves are mostly refuted by null windows, at a fraction of the first's cost).
        let first_share = (secs(&first) / secs(&took)).clamp(0.25, 1.0);
        let elapsed = now.saturating_duration_since(self.start);
        let fit = f64::from(shares.start_fit) / 100.0;
        elapsed + took.mul_f64(growth * first_share * fit) <= self.budget.mul_f64(share)
    }
}

/// What a cut iteration proved, from the moves it searched to the end (`iter`, in the order
/// searched, the last best move first): a move searched after the first and found better at
/// the new depth (the first found of the best). Nothing else of the iteration is used: the
/// moves not searched may be better still.
fn proven_better(iter: &[(Idx, i32)]) -> Option<(Idx, i32)> {
    let (&(_, first), rest) = iter.split_first()?;
    rest.iter()
        .rev()
        .max_by_key(|&&(_, v)| v)
        .copied()
        .filter(|&(_, v)| v > first)
}

/// What the root does after a completed iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// Two moves or more are not lost: search deeper (if the time allows).
    Deeper,
    /// Every legal move was searched and at most one is not lost: nothing deeper can change
    /// the choice.
    Decided,
    /// At most one of the moves searched is not lost, but a pruning kept `unsearched` legal
    /// moves out: one of those may save the game, so they are searched too.
    Widen,
}

/// The root's verdict on an iteration's `scores`, with `unsearched` legal moves left out. It
/// stops early only on moves searched and proven lost, never on the moves a pruning kept.
fn verdict(scores: &[(Idx, i32)], unsearched: usize) -> Verdict {
    if scores.iter().filter(|&&(_, v)| v > -tt::WIN_BOUND).count() > 1 {
        Verdict::Deeper
    } else if unsearched == 0 {
        Verdict::Decided
    } else {
        Verdict::Widen
    }
}

/// Points where a capture next would matter, by either side: where it would win, bring the
/// capturer within one capture of the win, give the capturer a five threat it did not have
/// (the captured stones blocked its row, or the capturing stone makes a four), or break a
/// three or four of the side it takes from. The mover's stone there captures, or, where an
/// opponent would capture, saves the stones. The root searches these whatever their pattern
/// score: the patterns see a capture's stones, not what taking them does to the rows.
fn capture_moves(b: &mut SBoard, me: u8) -> Vec<Idx> {
    let mut out: Vec<Idx> = Vec::new();
    if !b.rules.captures || b.rules.stones_per_turn != 1 || b.pending.is_some() {
        return out;
    }
    for c in 0..b.rules.players {
        if b.out[c as usize] || (c != me && b.rules.same_side(c, me)) {
            continue;
        }
        for (i, _) in b.capture_points(c) {
            if !out.contains(&i) && capture_matters(b, i, c) {
                out.push(i);
            }
        }
    }
    out
}

/// Whether a capture by colour `c` at `i` matters (see [`capture_moves`]).
fn capture_matters(b: &mut SBoard, i: Idx, c: u8) -> bool {
    let rules = b.rules.clone();
    let side = |b: &SBoard, f: &dyn Fn(&SBoard, u8) -> usize, mine: bool| -> usize {
        (0..rules.players)
            .filter(|&o| !b.out[o as usize] && rules.same_side(o, c) == mine)
            .map(|o| f(b, o))
            .sum()
    };
    let fours = |b: &SBoard, o: u8| b.fours(o).max(0) as usize;
    let lines = |b: &SBoard, o: u8| b.lines(o, rules.win_len - 2);
    let before = (
        side(b, &fours, true),
        side(b, &fours, false),
        side(b, &lines, false),
    );
    let term = b.make_as(i, c);
    let after = (
        side(b, &fours, true),
        side(b, &fours, false),
        side(b, &lines, false),
    );
    let near_win = rules
        .need
        .is_some_and(|need| b.side_captures(c) as usize + 2 >= need as usize);
    b.unmake();
    let wins = matches!(term, Term::Won(mask) if (0..4).any(|o| mask & (1 << o) != 0 && rules.same_side(o, c)));
    wins || near_win || after.0 > before.0 || after.1 < before.1 || after.2 < before.2
}

type RootMoves = Vec<(Idx, MoveInfo)>;

/// The threats-and-threes search's depth in attacker moves where the points' classes make it
/// cheap (Gomoku), for each move of the level's depth elsewhere
/// ([`params::Params::class_vct_depth`]).
fn class_vct_depth() -> u32 {
    params::params().class_vct_depth
}

/// The root moves after which the other side wins by threats (Gomoku): none when
/// it would not win so were it to move now. Checked in order until the deadline or the node
/// budget (`limits`) runs out; the moves not checked are not in the list. Also the
/// threat-search nodes used.
fn lost_to_threats(
    b: &mut SBoard,
    moves: &[(Idx, MoveInfo)],
    depth: u32,
    (deadline, budget): (Instant, u64),
) -> (Vec<Idx>, u64) {
    let mut passed = b.clone();
    passed.pass();
    // Threat-search nodes at most for each root move checked.
    let defence_nodes = params::params().defence_nodes;
    let mut t = Threats::new(&mut passed, budget.min(defence_nodes * 4), deadline, true);
    let threat = t.find(depth);
    let mut nodes = t.nodes;
    let mut lost = Vec::new();
    if threat.is_none() {
        return (lost, nodes);
    }
    for &(i, _) in moves {
        if Instant::now() >= deadline || nodes >= budget {
            break;
        }
        b.make(i);
        let left = (budget - nodes).min(defence_nodes);
        let mut t = Threats::new(b, left, deadline, true);
        if t.find(depth).is_some() {
            lost.push(i);
        }
        nodes += t.nodes;
        b.unmake();
    }
    (lost, nodes)
}

/// The most root moves [`verified`] checks.
const VERIFIED_MOVES: usize = 4;

/// The root's choice `best`, checked: the other side, moving after it, must not win by
/// threats (fours alone `vcf_depth` attacker moves deep, fours and threes `depth`), where the
/// search's narrow tree may have missed a long sequence of them. Where it does, the next move
/// of the root's last iteration (`scores`, best first) is checked the same way, up to
/// [`VERIFIED_MOVES`] moves, while the time and the node budget last. The first move not
/// found lost is played (one left unchecked for want of time is not known lost either); if
/// every move checked loses, `best`. Also returns the threat-search nodes used.
fn verified(
    b: &mut SBoard,
    best: (Idx, i32),
    scores: &[(Idx, i32)],
    (vcf_depth, depth): (u32, u32),
    (deadline, budget): (Instant, u64),
) -> ((Idx, i32), u64) {
    let others = scores
        .iter()
        .copied()
        .filter(|&(i, v)| i != best.0 && v > -tt::WIN_BOUND);
    let mut nodes = 0;
    for (i, v) in std::iter::once(best).chain(others).take(VERIFIED_MOVES) {
        if Instant::now() >= deadline || nodes >= budget {
            return ((i, v), nodes);
        }
        b.make(i);
        // By fours alone first (as deep as the root's own search of them), then with threes.
        let mut lost = false;
        for (vct, depth) in [(false, vcf_depth), (true, depth)] {
            if !lost && depth > 0 && nodes < budget {
                let mut t = Threats::new(b, budget - nodes, deadline, vct);
                lost = t.find(depth).is_some();
                nodes += t.nodes;
            }
        }
        b.unmake();
        if !lost {
            return ((i, v), nodes);
        }
    }
    (best, nodes)
}

/// Splits the root's legal moves (best by pattern first) into those searched from the start
/// and the rest. Searched: the best `width`, and every move in `captures`; under a five threat
/// (`forced`) only the blocks, captures and own wins, as inner nodes do.
fn keep_at_root(
    moves: &[(Idx, MoveInfo)],
    width: usize,
    forced: bool,
    captures: &[Idx],
) -> (RootMoves, RootMoves) {
    let mut kept = Vec::new();
    let mut rest = Vec::new();
    for &(i, m) in moves {
        let keep = if forced {
            m.blocks_five || m.captures > 0 || m.five || m.capture_win
        } else {
            kept.len() < width || captures.contains(&i)
        };
        if keep {
            kept.push((i, m));
        } else {
            rest.push((i, m));
        }
    }
    (kept, rest)
}

/// The mover's own pattern score at `i`, ignoring defence (a beginner's view).
fn own_only(b: &SBoard, i: Idx, c: u8) -> i32 {
    let m = analyse(b, i, c);
    let mut s = 0;
    if m.five {
        s += 1_000_000;
    }
    s + m.fours.count_ones() as i32 * 2000
        + m.threes.count_ones() as i32 * 300
        + m.captures as i32 * 100
}

fn fallback_choice(game: &Game) -> Choice {
    only(any_legal(game).unwrap_or(Action::Resign))
}

/// An action chosen without a search.
fn only(action: Action) -> Choice {
    Choice {
        principal: vec![action.clone()],
        action,
        score: 0,
        depth: 0,
        nodes: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pente::{token, Preset, RuleSet};

    #[test]
    fn the_root_stops_early_only_on_moves_searched_and_proven_lost() {
        let lost = -(tt::WIN - 5);
        // Two moves not lost: deeper.
        assert_eq!(
            verdict(&[(1, 300), (2, -40), (3, lost)], 0),
            Verdict::Deeper
        );
        assert_eq!(
            verdict(&[(1, 300), (2, -40), (3, lost)], 9),
            Verdict::Deeper
        );
        // One move not lost, and every legal move searched: decided, lost or not.
        assert_eq!(
            verdict(&[(1, 619), (2, lost), (3, lost)], 0),
            Verdict::Decided
        );
        assert_eq!(verdict(&[(1, lost + 2), (2, lost)], 0), Verdict::Decided);
        // The same with moves a pruning kept out: they are searched before anything is decided.
        assert_eq!(
            verdict(&[(1, 619), (2, lost), (3, lost)], 1),
            Verdict::Widen
        );
        assert_eq!(verdict(&[(1, lost + 2), (2, lost)], 40), Verdict::Widen);
        // A win is not a loss.
        assert_eq!(verdict(&[(1, tt::WIN - 3), (2, 10)], 4), Verdict::Deeper);
    }

    /// Exactly five, from a game against Rapfi at 1 s a move: after I10 White wins by threes
    /// and fours (Rapfi announced it, 21 plies), which the search at 1 s did not see; after
    /// J7 (which Rapfi judged not lost) it does not.
    #[test]
    fn a_chosen_move_the_other_side_wins_after_by_threats_is_passed_over() {
        let mut g = Game::new(RuleSet::preset(Preset::GomokuStandard));
        for t in "H8 J11 L7 I11 K7 G9 H10 I9".split_whitespace() {
            g.act(token::parse(t, g.rules()).unwrap()).unwrap();
        }
        let mut b = SBoard::from_game(&g);
        let at = |b: &SBoard, t: &str| match token::parse(t, g.rules()).unwrap() {
            Action::Place(p) => b.idx(p),
            other => panic!("{other:?}"),
        };
        let (i10, j7, k9) = (at(&b, "I10"), at(&b, "J7"), at(&b, "K9"));
        let scores = [(i10, -82), (k9, -90), (j7, -79)];
        let far = (Instant::now() + Duration::from_secs(600), u64::MAX);
        let (chosen, nodes) = verified(&mut b, (i10, -82), &scores, (24, 12), far);
        assert_eq!(chosen, (j7, -79));
        assert!(nodes > 0);
        // As deep as the root's own threat search (9 attacker moves) the win is not found.
        assert_eq!(
            verified(&mut b, (i10, -82), &scores, (24, 9), far).0,
            (i10, -82)
        );
        // No time left: the move chosen stands.
        let none = (Instant::now(), u64::MAX);
        assert_eq!(
            verified(&mut b, (i10, -82), &scores, (24, 12), none).0,
            (i10, -82)
        );
    }

    #[test]
    fn the_moves_lost_to_threats_are_those_the_scoring_threat_search_finds_lost() {
        use pente::{Colour, Point};
        // White, moving next, has a double three at H8 (7, 7) and more around it; Black's
        // stones far away make a four with two more.
        let white = [(7, 4), (7, 5), (4, 7), (5, 7)];
        let black = [(1, 1), (1, 13), (13, 1), (13, 13), (12, 12)];
        let mut stones: Vec<(Point, Colour)> = black
            .iter()
            .map(|&(x, y)| (Point::new(x, y), Colour(0)))
            .collect();
        stones.extend(white.iter().map(|&(x, y)| (Point::new(x, y), Colour(1))));
        // Both Gomoku rules: no row here is longer than five.
        for preset in [Preset::Gomoku, Preset::GomokuStandard] {
            lost_to_threats_as_scored(preset, &stones);
        }
    }

    fn lost_to_threats_as_scored(preset: Preset, stones: &[(pente::Point, pente::Colour)]) {
        use pente::Colour;
        let g = Game::from_position(RuleSet::preset(preset), stones, Colour(0)).unwrap();
        let mut b = SBoard::from_game(&g);
        let moves = root_moves(&g, &mut b);
        let deadline = Instant::now() + Duration::from_secs(600);
        let (lost, _) =
            lost_to_threats(&mut b, &moves, 3 * class_vct_depth(), (deadline, u64::MAX));
        assert!(!lost.is_empty() && lost.len() < moves.len());
        // The threat search that scores every point agrees: after a move kept White has no
        // win (as deep as it can look here), after a move lost it has one, found at most two
        // attacker moves deeper (the classes count an open four to make as won).
        // (Two of the lost moves: the deeper search is slow in a debug build.) It reads the
        // windows, which a board with the classes does not keep.
        let kept = moves.iter().map(|&(i, _)| i).filter(|i| !lost.contains(i));
        let mut w = b.clone();
        w.without_line_keys();
        for i in kept.chain(lost.iter().copied().take(2)) {
            w.make(i);
            let mut t = Threats::new(&mut w, 200_000, deadline, true);
            t.narrow = false;
            let found = t.find(if lost.contains(&i) { 5 } else { 3 });
            let after = w.point(i);
            assert_eq!(found.is_some(), lost.contains(&i), "{preset} after {after}");
            w.unmake();
        }
        // Without White's second pair nothing is lost.
        let g = Game::from_position(RuleSet::preset(preset), &stones[..7], Colour(0)).unwrap();
        let mut b = SBoard::from_game(&g);
        let moves = root_moves(&g, &mut b);
        assert!(
            lost_to_threats(&mut b, &moves, 3 * class_vct_depth(), (deadline, u64::MAX))
                .0
                .is_empty()
        );
    }

    #[test]
    fn a_cut_iteration_counts_only_the_moves_proven_better() {
        assert_eq!(proven_better(&[]), None);
        // The last best move alone, whatever its new score.
        assert_eq!(proven_better(&[(1, -500)]), None);
        // Searched after it and no better (null windows give bounds at most its score).
        assert_eq!(proven_better(&[(1, 10), (2, 10), (3, -40)]), None);
        // Better: the best of them, the first searched among equals.
        assert_eq!(
            proven_better(&[(1, 10), (2, 30), (3, 60), (4, 60)]),
            Some((3, 60))
        );
    }

    #[test]
    fn the_clock_looks_deeper_while_the_next_iteration_fits() {
        let ms = Duration::from_millis;
        let start = Instant::now();
        let mut clock = Clock::new(start, start + ms(1000));
        let (a, b) = (1, 2);
        let steady = [(a, 100), (b, 90)];
        // Iterations of 10, 30, 60, 150 and 400 ms, ending at 20, 50, 110, 260 and 660 ms.
        assert!(clock.deeper(&steady, ms(10), ms(10), start + ms(20)));
        assert!(clock.deeper(&steady, ms(30), ms(30), start + ms(50)));
        assert!(clock.deeper(&steady, ms(60), ms(60), start + ms(110)));
        // 150 ms, growing 2.24 a ply over the last two: 260 + 335 ends in time.
        assert!(clock.deeper(&steady, ms(150), ms(150), start + ms(260)));
        // 400 ms, growing 2.58: 660 + 1,033 would not.
        assert!(!clock.deeper(&steady, ms(400), ms(400), start + ms(660)));
        // Only the first move's share of the next iteration must fit: a quarter of 1,033
        // from 560 does, half does not.
        for (first, go) in [(100, true), (200, false)] {
            let mut clock = Clock::new(start, start + ms(1000));
            for (took, end) in [(10, 20), (30, 50), (60, 110), (150, 260)] {
                clock.deeper(&steady, ms(took), ms(took), start + ms(end));
            }
            assert_eq!(
                clock.deeper(&steady, ms(400), ms(first), start + ms(560)),
                go
            );
        }

        // 40, 100 and 250 ms, ending at 400: the next (625 ms) would end at 1,025. Only a new
        // best move or a score that drops from two iterations back may run past the time (up
        // to 1,250).
        let cases = [
            ([(b, 100), (a, 90)], true),
            ([(a, 40), (b, 30)], true),
            ([(a, 90), (b, 30)], false),
        ];
        for (now, go) in cases {
            let mut clock = Clock::new(start, start + ms(1000));
            clock.deeper(&steady, ms(40), ms(40), start + ms(45));
            clock.deeper(&[(a, -200), (b, -210)], ms(100), ms(100), start + ms(150));
            assert_eq!(
                clock.deeper(&now, ms(250), ms(250), start + ms(400)),
                go,
                "{now:?}"
            );
        }

        // The same move best three times, 150 or more ahead: 40 % of the time is enough (150
        // + 316 is more); not when the others are close.
        for (second, go) in [(90, false), (490, true)] {
            let mut clock = Clock::new(start, start + ms(1000));
            let scores = [(a, 500), (b, second)];
            clock.deeper(&scores, ms(10), ms(10), start + ms(20));
            clock.deeper(&scores, ms(20), ms(20), start + ms(40));
            assert_eq!(clock.deeper(&scores, ms(100), ms(100), start + ms(150)), go);
        }
    }

    /// The position of `tests/computer/tactics.rs`'s
    /// `pente_occupy_the_capture_point_that_would_open_two_fives`: White's only saving move,
    /// L10, ranked 17th by pattern until the patterns saw the rows a capture opens; now third.
    /// Below a width that leaves it out, the capture points still bring it to the root.
    #[test]
    fn the_root_keeps_the_capture_points() {
        let mut g = Game::new(RuleSet::preset(Preset::Pente));
        let moves = "K10 M12 G10 K12 G9 L12 J12 G8 G11 J10 H11 H9 K11 N12 O12 H13 G13 G12";
        for t in moves.split_whitespace() {
            g.act(token::parse(t, g.rules()).unwrap()).unwrap();
        }
        let mut b = SBoard::from_game(&g);
        let me = b.turn;
        let l10 = b.idx(Point::new(10, 9));
        let moves = root_moves(&g, &mut b);
        // Black's capture there (of J12 and K11) would open two fours.
        assert_eq!(b.capture_opens(l10, 1 - me).0, 2);
        let rank = moves.iter().position(|&(i, _)| i == l10).unwrap();
        assert!(
            rank < Level::MAX.profile().shape.width[0],
            "L10 ranks {rank}"
        );
        let width = rank;
        let (kept, rest) = keep_at_root(&moves, width, false, &[]);
        assert!(!kept.iter().any(|&(i, _)| i == l10));
        assert_eq!(kept.len() + rest.len(), moves.len());
        let (hash, turn) = (b.hash, b.turn);
        let captures = capture_moves(&mut b, me);
        assert!(captures.contains(&l10));
        // Looking at the opponent's captures leaves the board as it was.
        assert_eq!((b.hash, b.turn), (hash, turn));
        assert_eq!(b.hash, b.full_hash());
        let (kept, rest) = keep_at_root(&moves, width, false, &captures);
        assert!(kept.iter().any(|&(i, _)| i == l10));
        assert_eq!(kept.len() + rest.len(), moves.len());
    }
}

/// Positions for the search's tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::zobrist::SplitMix;
    use pente::{Action, Game, Point, RuleSet};

    /// `rules` (without an opening rule) with `stones` stones placed at random in the square of
    /// `span` points from `(lo, lo)`, none of them ending the game: captures, fours and threes
    /// everywhere.
    pub fn crowded(mut rules: RuleSet, rng: &mut SplitMix, stones: u64, lo: u8, span: u64) -> Game {
        rules.set("opening", "none").unwrap();
        let mut g = Game::new(rules);
        let (mut placed, mut tries) = (0, 0);
        while placed < stones && tries < 10_000 {
            tries += 1;
            let p = Point::new(lo + rng.below(span) as u8, lo + rng.below(span) as u8);
            let mut next = g.clone();
            if next.act(Action::Place(p)).is_ok() && !next.is_over() {
                g = next;
                placed += 1;
            }
        }
        g
    }
}
