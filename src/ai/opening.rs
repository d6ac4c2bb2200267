//! Opening decisions: colour choices (Swap, D-Pente, Swap2, Taraguchi-10 swap points),
//! Taraguchi-10's branch and pick, and the stones a proposer places for both colours.
//!
//! A colour is judged by a short search of the position from that colour's side; the proposer
//! places stones that keep the position balanced, so that neither choice is easy.

use super::board::SBoard;
use super::search::{Search, Shape};
use super::{fallback_choice, Choice, Ctx};
use crate::engine::{Action, Colour, Decision, Game, Opening, Point};

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
    let b = SBoard::from_game(game);
    let to_move = b.turn;
    let shape = Shape {
        max_depth: 2,
        width: [8, 6, 6, 6],
        use_tt: false,
        quiescence: true,
    };
    let mut s = Search::new(
        b,
        shape,
        (ctx.budget / 8).clamp(1, 20_000),
        ctx.deadline,
        None,
    );
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
        Decision::ChooseColour
        | Decision::Swap2
        | Decision::TaraguchiSwap
        | Decision::TaraguchiBranch => {
            let first = value_for(game, Colour(0), &ctx);
            let second = value_for(game, Colour(1), &ctx);
            if first >= second {
                decision(Action::Choose(Colour(0)), first)
            } else {
                decision(Action::Choose(Colour(1)), second)
            }
        }
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
            // Imbalance between the two colours, whoever moves next.
            let imbalance = (b.score[0] - b.score[1]).abs();
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
