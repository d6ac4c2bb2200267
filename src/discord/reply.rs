//! Sending results and errors back: board messages with the picture, ephemeral errors.

use poise::serenity_prelude as serenity;

use super::{text, Context, Data, Error};
use crate::render::BoardView;
use crate::service::{GameState, ServiceError};

/// The board picture of a game, with the players' names where the font can show them.
pub fn board_png(data: &Data, state: &GameState) -> Vec<u8> {
    let mut view = BoardView::new(&state.game);
    for seat in &state.seats {
        if let Some(c) = state.game.colour_of(seat.seat) {
            view = view.name(c, seat.player.name.clone());
        }
    }
    if let Some(last) = &state.last {
        view = view.last_outcome(last);
    }
    data.renderer.render_png(&view)
}

pub fn attachment(png: Vec<u8>, state: &GameState) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, format!("pente-{}-{}.png", state.id, state.ply()))
}

/// A board message for a command's reply.
pub fn board_reply(data: &Data, state: &GameState, last: Option<String>) -> poise::CreateReply {
    poise::CreateReply::default()
        .content(text::game_message(state, last))
        .attachment(attachment(board_png(data, state), state))
        .allowed_mentions(mentions(state))
}

/// Only the player to act is pinged; the others are named without a ping.
pub fn mentions(state: &GameState) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = state
        .player_to_act()
        .map(|p| serenity::UserId::new(p.id as u64))
        .into_iter()
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

/// Answers a command with an error only its user sees.
pub async fn error(ctx: Context<'_>, message: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(message.into())
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The words for a service error: the user's own fault gets the message itself; a fault of
/// ours is logged and gets an apology.
pub fn service_error_text(e: &ServiceError) -> String {
    if e.is_user_error() {
        let mut s = e.to_string();
        if let Some(first) = s.get(0..1) {
            let upper = first.to_uppercase();
            s.replace_range(0..1, &upper);
        }
        s
    } else {
        tracing::error!(error = %e, kind = e.kind(), "service failure");
        "Something went wrong on our side; please try again in a moment.".to_string()
    }
}

pub async fn service_error(ctx: Context<'_>, e: ServiceError) -> Result<(), Error> {
    error(ctx, service_error_text(&e)).await
}

/// Errors poise catches (bad arguments, a command that failed): the user gets an ephemeral
/// note, nothing crashes.
pub async fn on_framework_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            let _ = super::reply::error(ctx, "Something went wrong on our side; please try again.")
                .await;
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let what = input.map(|i| format!("`{i}`: ")).unwrap_or_default();
            let _ = super::reply::error(ctx, format!("{what}{error}")).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "while handling an error");
            }
        }
    }
}
