//! Stored moves back into an engine state, checked as they go.

use pente::{token, Action, Game, MoveOutcome, Played, RuleSet, Seat};

/// The `moves.kind` of an action.
pub(crate) fn kind_of(action: &Action) -> &'static str {
    match action {
        Action::Place(_) => "place",
        Action::Pass => "pass",
        Action::Choose(_) | Action::Offer(_) | Action::Pick(_) => "decision",
        Action::Resign => "resign",
        Action::Timeout => "timeout",
        Action::Draw => "draw",
    }
}

/// Replays stored `(seat, token)` rows. Returns the game and what the last action did, or a
/// description of the first row the engine refuses (the stored game is then damaged).
pub(crate) fn replay(
    rules: &RuleSet,
    seats: &[i16],
    actions: &[String],
) -> Result<(Game, Option<MoveOutcome>), String> {
    if seats.len() != actions.len() {
        return Err(format!(
            "{} seats for {} actions",
            seats.len(),
            actions.len()
        ));
    }
    let mut game = Game::new(rules.clone());
    let mut last = None;
    for (ply, (&seat, text)) in seats.iter().zip(actions).enumerate() {
        let action =
            token::parse(text, rules).map_err(|e| format!("move {}: `{text}`: {e}", ply + 1))?;
        let seat = u8::try_from(seat)
            .map(Seat)
            .map_err(|_| format!("move {}: bad seat {seat}", ply + 1))?;
        last = Some(
            game.play(seat, action)
                .map_err(|e| format!("move {}: `{text}`: {e}", ply + 1))?,
        );
    }
    Ok((game, last))
}

/// The history without its last `n` actions, replayed (for takebacks).
pub(crate) fn truncated(game: &Game, keep: usize) -> Result<(Game, Option<MoveOutcome>), String> {
    let history: &[Played] = &game.history()[..keep];
    let mut g = Game::new(game.rules().clone());
    let mut last = None;
    for p in history {
        last = Some(
            g.play(p.seat, p.action.clone())
                .map_err(|e| format!("replaying a takeback: {e}"))?,
        );
    }
    Ok((g, last))
}
