//! Opening decisions: colour choices (Swap, D-Pente, Swap2, Taraguchi-10 swap points),
//! Taraguchi-10's branch and pick, and the stones a proposer places for both colours.
//!
//! A colour is judged by a short search of the position from that colour's side; the proposer
//! places stones that keep the position balanced, so that neither choice is easy.
//!
//! Swap2's answerer takes a colour only when one is clearly better; in a balanced position it
//! places two more stones (option 3) and hands the choice back. Taraguchi-10's Black offers ten
//! fifth moves (option 2) when even the tenth best of them leaves Black clearly ahead: under
//! option 1 White may swap after the fifth move, and so takes whichever side is ahead.

use super::board::{Rules, SBoard};
use super::search::{Search, Shape};
use super::{fallback_choice, Choice, Ctx};
use pente::{symmetric_pair, Action, Colour, Decision, Game, Opening, Point};

/// Swap2: a colour must be better than the other by this much (evaluation units) to be
/// taken; closer than that, the answerer places two more stones. Under the evaluation without
/// captures, ordinary proposals give 60-110 and lopsided ones 150 or more. Under the one fitted
/// for capture games, which gives lone stones no weight, 150 proposals of three stones at
/// random within three points of the centre (Swap2-Pente, level 6) gave a median of 12 and
/// 10 % of them 96 or more (under the other: a median of 132, 25 % 160 or more); two stones
/// side by side against one in a corner gives 118-128.
const SWAP2_MARGIN: i32 = 160;
const SWAP2_MARGIN_FITTED: i32 = 100;

/// Taraguchi-10: Black offers ten when the worst of them still leaves Black this far ahead
/// (the short searches give Black 70-80 in ordinary positions, 250 with a strong shape).
const OFFER_MARGIN: i32 = 150;

/// Taraguchi-10's option 2 needs this many fifth moves.
const OFFERS: usize = 10;

/// Fifth moves judged for the offer, best by pattern first (each costs a short search).
const OFFER_CANDIDATES: usize = 24;

/// Whether the seat to act is placing set-up stones (for both colours) before a colour choice.
pub fn is_set_up(game: &Game) -> bool {
    let opening = game.rules().opening;
    let choice_opening = matches!(opening, Opening::Swap | Opening::Swap2 | Opening::DPente);
    // A game set up from a position has no history and its opening is over.
    let from_position = game.history().is_empty() && game.plies() > 0;
    let chosen = game
        .history()
        .iter()
        .any(|p| matches!(p.action, Action::Choose(_)));
    choice_opening && !from_position && !chosen
}

/// A short search's value of the position for colour `c`.
fn value_for(game: &Game, c: Colour, ctx: &Ctx) -> i32 {
    value_within(game, c, ctx, (ctx.budget / 8).clamp(1, 20_000))
}

/// [`value_for`] with a node budget of its own.
fn value_within(game: &Game, c: Colour, ctx: &Ctx, nodes: u64) -> i32 {
    let b = SBoard::from_game(game);
    let to_move = b.turn;
    let shape = Shape {
        max_depth: 2,
        width: [8, 6, 6, 6],
        use_tt: false,
        quiescence: true,
        extend_forced: false,
        class_width: [8, 6, 6, 6],
        late_reductions: false,
        learned_order: false,
        futility: false,
    };
    let mut s = Search::new(b, shape, nodes, ctx.deadline, None);
    let v = s.node(2, -super::tt::WIN - 1, super::tt::WIN + 1, 0);
    if s.b.rules.same_side(to_move, c.0) {
        v
    } else {
        -v
    }
}

fn decision(action: Action, score: i32) -> Choice {
    Choice {
        principal: vec![action.clone()],
        action,
        score,
        depth: 2,
        nodes: 0,
    }
}

pub fn decide(game: &Game, d: &Decision<'_>, ctx: Ctx) -> Choice {
    match d {
        Decision::ChooseColour | Decision::TaraguchiSwap => better_colour(game, &ctx),
        Decision::Swap2 => {
            let (colour, mine, other) = colour_values(game, &ctx);
            let margin = if crate::eval::fitted(&Rules::new(game.rules())) {
                SWAP2_MARGIN_FITTED
            } else {
                SWAP2_MARGIN
            };
            if mine - other >= margin {
                decision(Action::Choose(colour), mine)
            } else {
                // Option 3: the first of two more stones, placed to keep the balance.
                set_up_stone(game, ctx)
            }
        }
        Decision::TaraguchiBranch => match ten_offers(game, &ctx) {
            // Option 1: White may swap after the fifth move, so Black can hope for no more
            // than an even game; option 2 pays when White's best pick still is not (by a
            // margin: these short searches see Black a little ahead in most positions).
            Some((offers, worst)) if worst > OFFER_MARGIN => decision(Action::Offer(offers), worst),
            _ => better_colour(game, &ctx),
        },
        Decision::TaraguchiPick(offers) => {
            // White picks the fifth move that leaves White best off.
            let mut best: Option<(Point, i32)> = None;
            for &p in offers.iter() {
                let mut g = game.clone();
                if g.act(Action::Pick(p)).is_err() {
                    continue;
                }
                let v = value_for(&g, Colour(1), &ctx);
                if best.is_none_or(|(_, b)| v > b) {
                    best = Some((p, v));
                }
            }
            match best {
                Some((p, v)) => decision(Action::Pick(p), v),
                None => fallback_choice(game),
            }
        }
    }
}

/// Takes the colour whose side the position favours.
fn better_colour(game: &Game, ctx: &Ctx) -> Choice {
    let (colour, value, _) = colour_values(game, ctx);
    decision(Action::Choose(colour), value)
}

/// The colour the position favours, its value and the other colour's.
fn colour_values(game: &Game, ctx: &Ctx) -> (Colour, i32, i32) {
    let first = value_for(game, Colour(0), ctx);
    let second = value_for(game, Colour(1), ctx);
    if first >= second {
        (Colour(0), first, second)
    } else {
        (Colour(1), second, first)
    }
}

/// Taraguchi-10's option 2: Black's ten best fifth moves that are no two alike by symmetry,
/// and Black's value after the worst of them (White picks that one). `None` when ten cannot
/// be found among the candidates (the engine's own offer check agrees, or it is not offered).
fn ten_offers(game: &Game, ctx: &Ctx) -> Option<(Vec<Point>, i32)> {
    let black = game.to_move()?;
    let mut b = SBoard::from_game(game);
    let points: Vec<_> = b.cells.clone();
    let legal: Vec<_> = points
        .into_iter()
        .filter(|&i| b.is_empty(i) && b.is_near(i) && b.legal(i))
        .collect();
    let mut candidates: Vec<(Point, i32)> = legal
        .into_iter()
        .map(|i| (b.point(i), super::patterns::analyse(&b, i, b.turn).score))
        .collect();
    candidates.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    candidates.truncate(OFFER_CANDIDATES);
    let mut valued: Vec<(Point, i32)> = Vec::with_capacity(candidates.len());
    for (p, _) in candidates {
        let mut g = game.clone();
        // Judged as if offered and picked: Black's stone, White to play move 6 (points
        // outside option 1's square are left out: they cannot be judged this way).
        if g.act(Action::Place(p)).is_err() {
            continue;
        }
        // Many short searches: a smaller budget each, so the decision stays within its time.
        let nodes = (ctx.budget / 64).clamp(1, 3_000);
        valued.push((p, value_within(&g, black, ctx, nodes)));
    }
    valued.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
    let mut offers: Vec<Point> = Vec::with_capacity(OFFERS);
    let mut worst = i32::MAX;
    for (p, v) in valued {
        offers.push(p);
        if symmetric_pair(game.board(), &offers).is_some() {
            offers.pop();
            continue;
        }
        worst = worst.min(v);
        if offers.len() == OFFERS {
            let legal = game.clone().act(Action::Offer(offers.clone())).is_ok();
            return legal.then_some((offers, worst));
        }
    }
    None
}

/// A set-up stone: near the centre, keeping the evaluation close to even.
pub fn set_up_stone(game: &Game, mut ctx: Ctx) -> Choice {
    let mut b = SBoard::from_game(game);
    let size = b.size;
    let centre = Point::centre(size);
    let mut best: Option<(Point, i32)> = None;
    for y in 0..size {
        for x in 0..size {
            let p = Point::new(x, y);
            if p.distance(centre) > 3 || game.check_place(p).is_err() {
                continue;
            }
            let i = b.idx(p);
            b.make(i);
            // Imbalance between the two colours, whoever moves next (Gomoku keeps no
            // windows: its evaluation).
            let imbalance = if b.keeps_classes() {
                crate::eval::evaluate(&b).abs()
            } else {
                (b.score[0] - b.score[1]).abs()
            };
            b.unmake();
            let jitter = ctx.rng.below(8) as i32;
            let key = imbalance * 8 + p.distance(centre) as i32 * 4 + jitter;
            if best.is_none_or(|(_, k)| key < k) {
                best = Some((p, key));
            }
        }
    }
    match best {
        Some((p, _)) => decision(Action::Place(p), 0),
        None => fallback_choice(game),
    }
}
