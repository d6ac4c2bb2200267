//! Refusals and failures back to the user, privately, worded in one place.

use poise::serenity_prelude as serenity;

use super::{text, Context, Data, Error};
use crate::service::{ChallengeId, ServiceError};

/// Remembers a challenge's (or lobby's) message, so the expiry sweep can mark it. Only that
/// note needs it: the challenge works without, so a failure is logged, not answered.
pub async fn record_challenge_message(
    data: &Data,
    challenge: ChallengeId,
    message: serenity::MessageId,
) {
    if let Err(e) = data
        .service
        .set_challenge_message(challenge, message.get() as i64)
        .await
    {
        tracing::warn!(error = %e, challenge = challenge.key(), "could not record the challenge message");
    }
}

/// Sends words only the command's user sees, cut to Discord's limit.
pub async fn private(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(super::text::fit(text))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The words for a service error: the user's own fault gets the message itself; a fault of
/// ours is logged and gets an apology.
pub fn service_error_text(e: &ServiceError) -> String {
    if let Some(words) = with_commands(e) {
        words
    } else if e.is_user_error() {
        text::capitalised(&e.to_string())
    } else if e.is_outage() {
        tracing::warn!(error = %e, "database unavailable");
        text::capitalised(&e.to_string())
    } else {
        tracing::error!(error = %e, kind = e.kind(), "service failure");
        "Something went wrong on our side; please try again in a moment.".to_string()
    }
}

/// The service's refusals that are answered with the command to use: the service words its
/// errors without knowing of slash commands.
fn with_commands(e: &ServiceError) -> Option<String> {
    Some(match e {
        ServiceError::NoGameGoing => {
            "You have no game going on. Start one with `/pente challenge`.".into()
        }
        ServiceError::WhichGame(ids) => format!(
            "You have no game in this channel; name one with `game:` ({}).",
            ids.iter()
                .map(|id| format!("#{id}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ServiceError::ChallengeClosed { .. } => format!(
            "{}; start a new one with /pente challenge",
            text::capitalised(&e.to_string())
        ),
        ServiceError::NoDrawOffer(_) => format!(
            "{}; use /pente draw to offer one",
            text::capitalised(&e.to_string())
        ),
        _ => return None,
    })
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
