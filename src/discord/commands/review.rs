//! `/pente review`: the engine's review of a finished game. A stored review is answered at
//! once; otherwise the answer is a public message that shows the search's progress (or its
//! place in the queue) and becomes the review.

use super::super::answer::{respond, Answer, Public};
use super::super::reply::user_lang;
use super::super::review::{overview, source, starting_words, with_progress, Source};
use super::super::{text, Context, Error};
use super::{autocomplete, my_theme, viewable_game};
use crate::l10n::t;
use crate::service::GameId;

/// The engine's review of a finished game.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Game number (see /pente history)"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let state = viewable_game(ctx, GameId::from_key(game)).await?;
        let reviewer = &ctx.data().reviewer;
        reviewer.check(&state)?;
        // The one who asked is looking at it: their theme.
        let theme = my_theme(ctx).await;
        if let Some(review) = reviewer.stored(&state).await? {
            let (content, png, rows) = overview(&state, &review, Source::Stored, theme);
            return Ok(Public::text(content)
                .with_file(png.0, png.1)
                .with_components(rows)
                .into());
        }
        // A search: answer now with its progress, and edit that into the review.
        let our_fault = |e: poise::serenity_prelude::Error| {
            tracing::warn!(error = %e, game = %state.id, "a review's message failed");
            t(user_lang(ctx), "refusal-our-fault")
        };
        let handle = ctx
            .send(quiet().content(starting_words(&state)))
            .await
            .map_err(our_fault)?;
        let show = |words: String| {
            let handle = &handle;
            async move {
                if let Err(e) = handle.edit(ctx, quiet().content(words)).await {
                    tracing::info!(error = %e, "could not show a review's progress");
                }
            }
        };
        let reviewed = match with_progress(reviewer, &state, show).await {
            Ok(r) => r,
            Err(e) => {
                // The progress message goes; the refusal is the user's alone.
                let _ = handle.delete(ctx).await;
                return Err(e.into());
            }
        };
        // Another request for the game may have made it while this one waited.
        let source = source(&reviewed);
        let (content, png, rows) = overview(&state, &reviewed.review, source, theme);
        let edit = quiet()
            .content(text::fit(content))
            .attachment(poise::serenity_prelude::CreateAttachment::bytes(
                png.0, png.1,
            ))
            .components(rows);
        handle.edit(ctx, edit).await.map_err(our_fault)?;
        Ok(Answer::Sent)
    })
    .await?;
    Ok(())
}

/// A reply that pings nobody (the review names the players).
fn quiet() -> poise::CreateReply {
    poise::CreateReply::default()
        .allowed_mentions(poise::serenity_prelude::CreateAllowedMentions::new().empty_users())
}
