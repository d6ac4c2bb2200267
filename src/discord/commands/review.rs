//! `/pente review`: the engine's review of a finished game. A stored review is answered at
//! once; otherwise the answer is a public message that shows the search's progress (or its
//! place in the queue) and becomes the review.

use std::time::Duration;

use tokio::sync::watch;

use super::super::answer::{respond, Answer, Public};
use super::super::reply::user_lang;
use super::super::review::{overview, Source};
use super::super::{text, Context, Error};
use super::{autocomplete, my_theme, viewable_game};
use crate::l10n::{t, tr};
use crate::service::{GameId, GameState, ReviewProgress};

/// How often the progress message is edited at most (Discord limits edits per message).
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

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
        let words = |p: ReviewProgress| progress_words(&state, p);
        let stones = state.game.history().iter();
        let total = stones
            .filter(|p| matches!(p.action, pente::Action::Place(_)))
            .count()
            + 1;
        let first = words(ReviewProgress::Analysing { done: 0, total });
        let our_fault = |e: poise::serenity_prelude::Error| {
            tracing::warn!(error = %e, game = %state.id, "a review's message failed");
            t(user_lang(ctx), "refusal-our-fault")
        };
        let handle = ctx.send(quiet().content(first)).await.map_err(our_fault)?;
        let (tx, mut rx) = watch::channel(None);
        let searching = reviewer.review(&state, move |p| {
            let _ = tx.send(Some(p));
        });
        tokio::pin!(searching);
        let mut shown = std::time::Instant::now();
        let reviewed = loop {
            tokio::select! {
                done = &mut searching => break done,
                Ok(()) = rx.changed() => {
                    let seen = *rx.borrow_and_update();
                    if let Some(p) = seen.filter(|_| shown.elapsed() >= PROGRESS_EVERY) {
                        shown = std::time::Instant::now();
                        let edit = quiet().content(words(p));
                        if let Err(e) = handle.edit(ctx, edit).await {
                            tracing::info!(error = %e, "could not show a review's progress");
                        }
                    }
                }
            }
        };
        let reviewed = match reviewed {
            Ok(r) => r,
            Err(e) => {
                // The progress message goes; the refusal is the user's alone.
                let _ = handle.delete(ctx).await;
                return Err(e.into());
            }
        };
        // Another request for the game may have made it while this one waited.
        let source = match reviewed.seconds {
            Some(seconds) => Source::Searched { seconds },
            None => Source::Stored,
        };
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

fn progress_words(state: &GameState, p: ReviewProgress) -> String {
    let lang = text::game_lang(state);
    let id = ("id", state.id.key().into());
    match p {
        ReviewProgress::Queued { ahead } => {
            tr(lang, "review-queued", &[id, ("ahead", ahead.into())])
        }
        ReviewProgress::Analysing { done, total } => tr(
            lang,
            "review-progress",
            &[id, ("done", done.into()), ("total", total.max(done).into())],
        ),
    }
}
