//! Sending results and errors back: board messages with the picture, ephemeral errors.

use poise::serenity_prelude as serenity;

use super::answer::{private, Answer, Public};
use super::ids::{ActionButton, ButtonId};
use super::{text, Data, Error};
use crate::service::{GameState, GameStatus, ServiceError};
use pente_render::{BoardView, Renderer};

/// The board picture of a game, with the players' names where the font can show them.
pub fn board_png(renderer: &Renderer, state: &GameState) -> Vec<u8> {
    let mut view = BoardView::new(&state.game);
    for seat in &state.seats {
        if let Some(c) = state.game.colour_of(seat.seat) {
            view = view.name(c, seat.player.name.clone());
        }
    }
    if let Some(last) = &state.last {
        view = view.last_outcome(last);
    }
    let started = std::time::Instant::now();
    let png = renderer.render_png(&view);
    metrics::histogram!(crate::observe::RENDER_SECONDS).record(started.elapsed().as_secs_f64());
    png
}

/// A board message: the game's text and picture, pinging only the player to act.
/// Every new position is shown through here, so it is also where the computer learns that it
/// must act.
pub fn board_public(data: &Data, state: &GameState, last: Option<String>) -> Public {
    data.computer.nudge(state);
    board_public_with(&data.renderer, state, last)
}

/// [`board_public`] with just a renderer (for background tasks).
pub fn board_public_with(renderer: &Renderer, state: &GameState, last: Option<String>) -> Public {
    Public {
        content: text::game_message(state, last),
        png: Some((board_png(renderer, state), file_name(state))),
        components: board_buttons(state),
        mentions: to_ping(state),
        // A game in play belongs in its thread: an answer typed elsewhere is posted there
        // (which also reopens an archived thread).
        home: state
            .thread_id
            .filter(|_| state.status == GameStatus::Active)
            .map(|t| serenity::ChannelId::new(t as u64)),
    }
}

/// A finished game's message offers a rematch; an opening decision gets its buttons, and a
/// stone to place the button grid.
pub fn board_buttons(state: &GameState) -> Vec<serenity::CreateActionRow> {
    if state.status == GameStatus::Active {
        if let pente::Pending::Place { .. } = state.game.pending() {
            let mut row = Vec::new();
            if !state.game.must_pass() {
                row.push(
                    serenity::CreateButton::new(ButtonId::OpenGrid(state.id).encode())
                        .label("Play with buttons")
                        .style(serenity::ButtonStyle::Secondary),
                );
            }
            if state.game.can_pass() {
                // Played like `/pente move pass`, and refused if the position has moved on.
                let pass = ActionButton {
                    game: state.id,
                    position: state.position(),
                    token: "pass".into(),
                };
                row.push(
                    serenity::CreateButton::new(pass.encode())
                        .label("Pass")
                        .style(serenity::ButtonStyle::Secondary),
                );
            }
            return vec![serenity::CreateActionRow::Buttons(row)];
        }
        return super::decisions::decision_rows(state);
    }
    if state.status != GameStatus::Finished {
        return Vec::new();
    }
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonId::Rematch(state.id).encode())
            .label("Rematch")
            .style(serenity::ButtonStyle::Primary),
    ])]
}

/// A row of two buttons: agree (green) and refuse (red).
pub fn yes_no(
    yes: ButtonId,
    yes_label: &str,
    no: ButtonId,
    no_label: &str,
) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(yes.encode())
            .label(yes_label)
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(no.encode())
            .label(no_label)
            .style(serenity::ButtonStyle::Danger),
    ])
}

pub fn file_name(state: &GameState) -> String {
    format!("pente-{}-{}.png", state.id, state.ply())
}

/// Only the player to act is pinged; the others are named without a ping.
pub fn to_ping(state: &GameState) -> Vec<serenity::UserId> {
    state
        .player_to_act()
        .filter(|p| p.id > 0) // not the computer
        .map(|p| serenity::UserId::new(p.id as u64))
        .into_iter()
        .collect()
}

/// Remembers a challenge's (or lobby's) message, so the expiry sweep can mark it. Only that
/// note needs it: the challenge works without, so a failure is logged, not answered.
pub async fn record_challenge_message(data: &Data, challenge: i64, message: serenity::MessageId) {
    if let Err(e) = data
        .service
        .set_challenge_message(challenge, message.get() as i64)
        .await
    {
        tracing::warn!(error = %e, challenge, "could not record the challenge message");
    }
}

/// A service result as an answer: the user's own mistakes privately, repeats silently.
pub fn refused(e: ServiceError) -> Answer {
    match e {
        ServiceError::Duplicate => Answer::Nothing,
        e => Answer::Private(service_error_text(&e)),
    }
}

/// The words for a service error: the user's own fault gets the message itself; a fault of
/// ours is logged and gets an apology.
pub fn service_error_text(e: &ServiceError) -> String {
    if e.is_user_error() {
        text::capitalised(&e.to_string())
    } else if e.is_outage() {
        tracing::warn!(error = %e, "database unavailable");
        text::capitalised(&e.to_string())
    } else {
        tracing::error!(error = %e, kind = e.kind(), "service failure");
        "Something went wrong on our side; please try again in a moment.".to_string()
    }
}

/// Errors poise catches (bad arguments, a command that failed): the user gets an ephemeral
/// note, nothing crashes.
pub async fn on_framework_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            let _ = private(
                ctx,
                "Something went wrong on our side; please try again.".into(),
            )
            .await;
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let what = input.map(|i| format!("`{i}`: ")).unwrap_or_default();
            let _ = private(ctx, format!("{what}{error}")).await;
        }
        poise::FrameworkError::Setup { error, .. } => {
            // The setup only spawns tasks and cannot fail today; if it ever does, every event
            // would wait for data that never comes: a bot that looks alive and answers nothing.
            tracing::error!(%error, "setting up the bot failed");
            eprintln!("error: setting up the bot failed: {error}");
            std::process::exit(1);
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "while handling an error");
            }
        }
    }
}
