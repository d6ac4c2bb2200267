//! Reviews of finished games: the engine searches the position before every stone, and
//! the review says how each player's winning chances went, where they fell most (the
//! mistakes, with the engine's move) and which forced wins were let go.
//!
//! Winning chances are the logistic of the search score, at the scale the evaluation was
//! fitted to (see [`chance`]): a drop of 0.3 means the mover gave away 30 % of the game.
//!
//! ```
//! use pente::{token, Game, Preset, RuleSet};
//! use pente_ai::review::{review, Verdict};
//! use pente_ai::Limits;
//! // A short game: three stones, then Black resigns.
//! let mut game = Game::new(RuleSet::build(Preset::Pente, &[("opening", "none")]).unwrap());
//! for t in ["K10", "L10", "M10", "resign"] {
//!     game.act(token::parse(t, game.rules()).unwrap()).unwrap();
//! }
//! let r = review(&game, &Limits::nodes(2_000), |_, _| {}).unwrap();
//! assert_eq!(r.moves.len(), 3, "one entry a stone");
//! assert!(r.moves.iter().all(|m| m.verdict != Some(Verdict::Blunder)));
//! ```

use crate::board::SBoard;
use crate::{choose, eval, tt, Level, Limits};
use pente::{Action, Colour, EndReason, Game, Pending, Point};
use serde::{Deserialize, Serialize};

/// The engine (search and evaluation) a review was made with: stored reviews are keyed by it,
/// so a stronger engine reviews a game afresh. Bump it whenever the engine's play changes.
pub const ENGINE: &str = concat!("pente-ai ", env!("CARGO_PKG_VERSION"), " eval-2026-11-25");

/// Why a game cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// Reviews are for two sides: winning chances of three or four players are not one curve.
    #[error("a review needs a two-player game, not {0} players")]
    Players(u8),
    /// The game has not ended.
    #[error("the game is still being played")]
    NotOver,
}

/// How bad a move was, by the winning chances it gave away (lichess's thresholds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Verdict {
    /// 10 % or more.
    Inaccuracy,
    /// 20 % or more.
    Mistake,
    /// 30 % or more.
    Blunder,
}

impl Verdict {
    fn of(loss: f32) -> Option<Verdict> {
        match loss {
            l if l >= 0.3 => Some(Verdict::Blunder),
            l if l >= 0.2 => Some(Verdict::Mistake),
            l if l >= 0.1 => Some(Verdict::Inaccuracy),
            _ => None,
        }
    }
}

/// A forced win the mover had and let go, named by how it wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MissedWin {
    /// A winning row on the spot.
    Five,
    /// The capture that reaches the capture target.
    Captures,
    /// A win by fours in a row (victory by continuous fours).
    Vcf,
    /// Any other forced win, `moves` of the mover's own stones long at most.
    Forced { moves: u16 },
}

/// One stone of the game, as the engine saw it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    /// Its index in the game's history.
    pub ply: u16,
    /// Whose stone.
    pub colour: Colour,
    pub played: Point,
    /// The engine's choice in the position before.
    pub best: Point,
    /// The engine's score before the move, for the mover (beyond ±900,000: forced).
    pub score: i32,
    /// The mover's winning chances before and after the move (0 to 1).
    pub before: f32,
    pub after: f32,
    /// Winning chances given away (0 when the engine's move was played).
    pub loss: f32,
    pub verdict: Option<Verdict>,
    /// A forced win the move let go.
    pub missed: Option<MissedWin>,
    /// Search depth and nodes spent on the position before.
    pub depth: u8,
    pub nodes: u64,
}

/// A reviewed game: one entry a stone placed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub engine: String,
    pub moves: Vec<MoveReview>,
    /// The first colour's winning chances before the first stone.
    pub start: f32,
}

impl Review {
    /// The first colour's (`Colour(0)`'s) winning chances at the start and after each stone:
    /// the curve of the chart.
    pub fn curve(&self) -> Vec<f32> {
        let first = |m: &MoveReview| {
            if m.colour == Colour(0) {
                m.after
            } else {
                1.0 - m.after
            }
        };
        std::iter::once(self.start)
            .chain(self.moves.iter().map(first))
            .collect()
    }

    /// The worst moves of `colour`, worst first: at most `n`, each with a verdict or a missed
    /// win.
    pub fn mistakes(&self, colour: Colour, n: usize) -> Vec<&MoveReview> {
        let mut bad: Vec<&MoveReview> = self
            .moves
            .iter()
            .filter(|m| m.colour == colour && (m.verdict.is_some() || m.missed.is_some()))
            .collect();
        // Missed wins first, then by chances lost.
        bad.sort_by(|a, b| {
            (b.missed.is_some(), b.loss)
                .partial_cmp(&(a.missed.is_some(), a.loss))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        bad.truncate(n);
        bad
    }

    /// The decisive moments of both sides (`n` each), in the order they were played.
    pub fn moments(&self, n: usize) -> Vec<&MoveReview> {
        let mut all: Vec<&MoveReview> = [Colour(0), Colour(1)]
            .into_iter()
            .flat_map(|c| self.mistakes(c, n))
            .collect();
        all.sort_by_key(|m| m.ply);
        all
    }
}

/// The winning chances of a search score for the side it is from: the logistic at the
/// evaluation's scale (200 units a logit for the fitted capture games, fitted on real games;
/// 300 for Gomoku, fitted on self-play games; 728 for the others, as measured for the
/// unfitted formula), 0 or 1 once forced.
pub fn chance(game: &Game, score: i32) -> f32 {
    chance_at(logit_scale(game), score)
}

/// The score a logit is worth in `game`'s evaluation.
fn logit_scale(game: &Game) -> f64 {
    let b = SBoard::from_game(game);
    if eval::fitted(&b.rules) {
        200.0
    } else if b.keeps_classes() {
        300.0
    } else {
        728.0
    }
}

fn chance_at(scale: f64, score: i32) -> f32 {
    if crate::search::is_win(score) {
        return if score > 0 { 1.0 } else { 0.0 };
    }
    (1.0 / (1.0 + (-(score as f64) / scale).exp())) as f32
}

/// What the engine thinks of one position with a stone to place.
struct Seen {
    colour: Colour,
    score: i32,
    best: Action,
    depth: u8,
    nodes: u64,
}

/// Reviews a finished two-player game, searching each position with a stone to place at
/// level 8 within `limits`. `progress(done, total)` is called after each position.
pub fn review(
    game: &Game,
    limits: &Limits,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    let rules = game.rules();
    if rules.players != 2 {
        return Err(ReviewError::Players(rules.players));
    }
    if !game.is_over() {
        return Err(ReviewError::NotOver);
    }
    let history = game.history();
    let stones: Vec<usize> = (0..history.len())
        .filter(|&k| matches!(history[k].action, Action::Place(_)))
        .collect();
    // Positions to search: before each stone, and after the last one if the game went on
    // (a resignation, a timeout) rather than ending on it.
    let mut replay = Game::new(rules.clone());
    let mut seen: Vec<Option<Seen>> = Vec::with_capacity(history.len() + 1);
    let total = stones.len() + 1;
    let mut done = 0;
    for k in 0..=history.len() {
        let searched = matches!(replay.pending(), Pending::Place { .. }) && !replay.is_over();
        let wanted = stones.contains(&k) || (k == history.len() && searched) || {
            // The position right after a stone, when no stone follows at once.
            k > 0 && stones.contains(&(k - 1)) && searched
        };
        seen.push(if searched && wanted {
            let colour = replay.to_move().unwrap_or(Colour(0));
            let c = choose(&replay, Level::MAX, limits, k as u64);
            done += 1;
            progress(done.min(total), total);
            c.map(|c| Seen {
                colour,
                score: c.score,
                best: c.action,
                depth: c.depth,
                nodes: c.nodes,
            })
        } else {
            None
        });
        if let Some(p) = history.get(k) {
            // The history was played once: it replays.
            if replay.play(p.seat, p.action.clone()).is_err() {
                break;
            }
        }
    }
    progress(total, total);
    // The first colour's chances at each position, where known.
    let scale = logit_scale(game);
    let first_chance = |k: usize| -> Option<f32> {
        let s = seen.get(k)?.as_ref()?;
        let c = chance_at(scale, s.score);
        Some(if s.colour == Colour(0) { c } else { 1.0 - c })
    };
    let over_value = |g: &Game| -> Option<f32> {
        let r = g.result()?;
        Some(if r.is_draw() {
            0.5
        } else if r.winners.contains(&Colour(0)) {
            1.0
        } else {
            0.0
        })
    };
    let mut out = Vec::with_capacity(stones.len());
    let mut replay = Game::new(rules.clone());
    let mut start = None;
    for (k, played) in history.iter().enumerate() {
        let before_game = replay.clone();
        let outcome = replay.play(played.seat, played.action.clone());
        let (Action::Place(point), Ok(_)) = (&played.action, outcome) else {
            continue;
        };
        let Some(s) = seen.get(k).and_then(|s| s.as_ref()) else {
            continue;
        };
        let first_before = first_chance(k).unwrap_or(0.5);
        start.get_or_insert(first_before);
        // After the stone: the game's end if it ended there, else the next searched position.
        let first_after = match replay.is_over() && k + 1 == history.len() {
            true => over_value(&replay),
            false => None,
        }
        .or_else(|| (k + 1..=history.len()).find_map(first_chance))
        .or_else(|| over_value(&replay))
        .unwrap_or(first_before);
        let mine = |v: f32| if s.colour == Colour(0) { v } else { 1.0 - v };
        let (before, after) = (mine(first_before), mine(first_after));
        let best = match s.best {
            Action::Place(p) => p,
            _ => *point,
        };
        let loss = if best == *point {
            0.0
        } else {
            (before - after).max(0.0)
        };
        // A forced win let go: short ones always (they are certain); a longer one only when
        // the chances fell too (else the search may just not see it again after the move).
        let missed = (s.score >= tt::WIN_BOUND && after < 1.0 && best != *point)
            .then(|| missed_win(&before_game, best, s))
            .flatten()
            .filter(|m| !matches!(m, MissedWin::Forced { .. }) || loss >= 0.1);
        out.push(MoveReview {
            ply: k as u16,
            colour: s.colour,
            played: *point,
            best,
            score: s.score,
            before,
            after,
            loss,
            verdict: Verdict::of(loss),
            missed,
            depth: s.depth,
            nodes: s.nodes,
        });
    }
    Ok(Review {
        engine: ENGINE.to_string(),
        moves: out,
        start: start.unwrap_or(0.5),
    })
}

/// How the engine's move would have won.
fn missed_win(before: &Game, best: Point, s: &Seen) -> Option<MissedWin> {
    let mut g = before.clone();
    g.act(Action::Place(best)).ok()?;
    match g.result().map(|r| r.reason) {
        Some(EndReason::Row) => return Some(MissedWin::Five),
        Some(EndReason::Captures) => return Some(MissedWin::Captures),
        _ => {}
    }
    // The threat search's answers carry their own scores (see `place`).
    if s.depth == 0 && s.score == tt::WIN - 2 {
        return Some(MissedWin::Vcf);
    }
    let plies = (tt::WIN - s.score).max(1) as u16;
    Some(MissedWin::Forced {
        moves: plies.div_ceil(2),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pente::{token, Preset, RuleSet};

    fn game(preset: Preset, moves: &str) -> Game {
        let rules = RuleSet::build(preset, &[("opening", "none")]).unwrap();
        let mut g = Game::new(rules);
        for t in moves.split_whitespace() {
            g.act(token::parse(t, g.rules()).unwrap())
                .unwrap_or_else(|e| panic!("{t}: {e}"));
        }
        g
    }

    #[test]
    fn a_game_still_going_or_of_four_is_refused() {
        let going = game(Preset::Pente, "K10 L10");
        assert_eq!(
            review(&going, &Limits::nodes(100), |_, _| {}),
            Err(ReviewError::NotOver)
        );
        let four = Game::new(RuleSet::preset(Preset::TeamPente));
        assert!(matches!(
            review(&four, &Limits::nodes(100), |_, _| {}),
            Err(ReviewError::Players(4))
        ));
    }

    /// Black lets its quickest win go, then leaves White's four alone: a missed win and a
    /// blunder.
    #[test]
    fn a_missed_win_and_a_four_left_alone() {
        // Black (first) has an open three on the H file at ply 6 and plays A15 (it still wins
        // after blocking White's four at E1, some fifteen plies later, as level 8's search
        // sees); White makes a four on row 1 and Black plays O15 instead of blocking E1.
        let g = game(Preset::Gomoku, "H8 A1 H9 B1 H10 C1 A15 D1 O15 E1");
        assert!(g.is_over());
        let r = review(&g, &Limits::nodes(20_000), |_, _| {}).unwrap();
        let bad = r.mistakes(Colour(0), 3);
        let six = bad.iter().find(|m| m.ply == 6);
        assert!(
            six.is_some_and(|m| matches!(
                m.missed,
                Some(MissedWin::Vcf | MissedWin::Forced { .. })
            )),
            "{bad:?}"
        );
        assert!(bad
            .iter()
            .any(|m| m.ply == 8 && m.verdict == Some(Verdict::Blunder)));
        let curve = r.curve();
        assert_eq!(curve.len(), r.moves.len() + 1);
        assert_eq!(*curve.last().unwrap(), 0.0, "White won");
    }

    /// A planted game (the end-to-end tests play it too): both sides take four pairs, then
    /// Black offers a pair when White needs one more capture (a blunder), and White plays
    /// elsewhere (a missed capture win).
    pub(crate) const PLANTED: &str = "K10 C5 C3 D3 D5 E3 E5 F5 F3 C15 C17 D17 D15 E17 E15 F15 F17 \
        O5 O3 P3 P5 Q3 Q5 R5 R3 O15 O17 P17 P15 Q17 Q15 R15 R17 L10 K8 M10 T19 N10 resign";

    #[test]
    fn a_blunder_and_a_missed_capture_win_are_found() {
        let g = game(Preset::Pente, PLANTED);
        assert_eq!((g.captures(Colour(0)), g.captures(Colour(1))), (8, 8));
        let r = review(&g, &Limits::nodes(20_000), |_, _| {}).unwrap();
        for m in &r.moves {
            eprintln!("{m:?}");
        }
        let white = r.mistakes(Colour(0), 3);
        assert_eq!(white[0].played, Point::new(18, 18), "T19: {white:?}");
        assert_eq!(white[0].best, Point::new(12, 9), "N10");
        assert_eq!(white[0].missed, Some(MissedWin::Captures));
        let black = r.mistakes(Colour(1), 3);
        let m10 = black.iter().find(|m| m.played == Point::new(11, 9));
        assert_eq!(
            m10.and_then(|m| m.verdict),
            Some(Verdict::Blunder),
            "{black:?}"
        );
    }

    /// Every two-player preset, played to its end by the computer (resigning after 40
    /// actions at most): the review has one entry a stone played as a move, chances within 0
    /// to 1, and moments that are stones of the game.
    #[test]
    fn every_two_player_preset_reviews() {
        for preset in Preset::ALL {
            let rules = RuleSet::preset(preset);
            if rules.players != 2 {
                continue;
            }
            let mut g = Game::new(rules);
            while !g.is_over() {
                let action = if g.plies() >= 40 {
                    Action::Resign
                } else {
                    let seed = g.plies() as u64;
                    choose(&g, Level::new(2).unwrap(), &Limits::nodes(300), seed)
                        .unwrap()
                        .action
                };
                g.act(action).unwrap();
            }
            let r = review(&g, &Limits::nodes(300), |_, _| {})
                .unwrap_or_else(|e| panic!("{preset:?}: {e}"));
            // Stones placed to answer an opening decision (Swap2's "two more stones") are the
            // opening's, not moves of the game: they are not reviewed.
            let mut replay = Game::new(g.rules().clone());
            let mut stones = 0;
            for p in g.history() {
                let placing = matches!(replay.pending(), Pending::Place { .. });
                if placing && matches!(p.action, Action::Place(_)) {
                    stones += 1;
                }
                replay.play(p.seat, p.action.clone()).unwrap();
            }
            assert_eq!(r.moves.len(), stones, "{preset:?}");
            assert!(
                r.curve().iter().all(|c| (0.0..=1.0).contains(c)),
                "{preset:?}"
            );
            for m in r.moments(3) {
                assert_eq!(g.history()[m.ply as usize].action, Action::Place(m.played));
            }
        }
    }
}
