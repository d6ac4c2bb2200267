//! Answering a slash command in time. Discord drops an interaction that has no response
//! within 3 seconds. Answers normally take milliseconds; when one is slow (a busy or
//! restarting database) the bot defers at [`DEFER_AFTER`] with an ephemeral "thinking…".
//! An error then takes the note's place; a public answer (a board) follows as a second,
//! public follow-up after a short private note. So errors stay private and boards stay
//! public whichever path was taken, and no channel permission is needed.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{Context, Error};

/// When to stop waiting and defer: well inside Discord's 3 seconds, with room for the
/// deferral's own round trip.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// A message for the whole channel.
pub struct Public {
    pub content: String,
    pub png: Option<(Vec<u8>, String)>,
    pub components: Vec<serenity::CreateActionRow>,
    /// Who is pinged; others are named without a ping.
    pub mentions: Vec<serenity::UserId>,
}

impl Public {
    fn allowed_mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new().users(self.mentions.clone())
    }

    /// As an ordinary channel message (for posts that answer no interaction).
    pub fn to_message(&self) -> serenity::CreateMessage {
        let mut message = serenity::CreateMessage::new()
            .content(super::text::fit(self.content.clone()))
            .components(self.components.clone())
            .allowed_mentions(self.allowed_mentions());
        if let Some((bytes, name)) = &self.png {
            message = message.add_file(serenity::CreateAttachment::bytes(bytes.clone(), name));
        }
        message
    }

    fn to_reply(&self) -> poise::CreateReply {
        let mut reply = poise::CreateReply::default()
            .content(super::text::fit(self.content.clone()))
            .components(self.components.clone())
            .allowed_mentions(self.allowed_mentions());
        if let Some((png, name)) = &self.png {
            reply = reply.attachment(serenity::CreateAttachment::bytes(png.clone(), name));
        }
        reply
    }
}

/// What a command answers.
pub enum Answer {
    Public(Public),
    /// Only the user sees it: errors, lists, help.
    Private(String),
    /// No answer: the same interaction was already answered.
    Nothing,
}

impl From<Public> for Answer {
    fn from(p: Public) -> Self {
        Answer::Public(p)
    }
}

/// Runs `work` and sends its answer, deferring first if it takes longer than [`DEFER_AFTER`].
/// Returns the id of the public message when `want_id` is set (a challenge records it).
/// A user over the rate limit is told so instead, and `work` never runs. The answer is
/// counted in the metrics, and a shutdown waits for it.
pub async fn respond(
    ctx: Context<'_>,
    want_id: bool,
    work: impl Future<Output = Answer>,
) -> Result<Option<serenity::MessageId>, Error> {
    let _busy = ctx.data().in_flight.enter();
    let started = std::time::Instant::now();
    let result = match ctx.data().limit.check(ctx.author().id.get()) {
        Ok(()) => answer(ctx, want_id, work).await,
        Err(slow_down) => private(ctx, slow_down).await.map(|()| None),
    };
    crate::observe::interaction(
        "command",
        ctx.command().qualified_name.to_string(),
        result.is_ok(),
        started.elapsed(),
    );
    result
}

async fn answer(
    ctx: Context<'_>,
    want_id: bool,
    work: impl Future<Output = Answer>,
) -> Result<Option<serenity::MessageId>, Error> {
    tokio::pin!(work);
    let answer = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(answer) => return send_now(ctx, want_id, answer).await,
        Err(_) => {
            let (deferred, answer) = tokio::join!(ctx.defer_ephemeral(), work);
            deferred?;
            answer
        }
    };
    tracing::info!(command = %ctx.command().qualified_name, "slow answer: deferred");
    match answer {
        Answer::Private(text) => {
            // The first follow-up after a deferral takes the place of the thinking note.
            private(ctx, text).await?;
            Ok(None)
        }
        Answer::Public(public) => {
            // The first follow-up takes the thinking note's place and stays private; the
            // answer itself is a second, public follow-up (no channel permission needed).
            private(ctx, "Sorry for the wait: the answer is below.".into()).await?;
            let handle = ctx.send(public.to_reply()).await?;
            Ok(Some(handle.message().await?.id))
        }
        Answer::Nothing => {
            delete_thinking(ctx).await;
            Ok(None)
        }
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

async fn send_now(
    ctx: Context<'_>,
    want_id: bool,
    answer: Answer,
) -> Result<Option<serenity::MessageId>, Error> {
    match answer {
        Answer::Public(public) => {
            let handle = ctx.send(public.to_reply()).await?;
            if want_id {
                return Ok(Some(handle.message().await?.id));
            }
        }
        Answer::Private(text) => private(ctx, text).await?,
        Answer::Nothing => {}
    }
    Ok(None)
}

async fn delete_thinking(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx {
        if let Err(e) = app.interaction.delete_response(ctx.http()).await {
            tracing::warn!(error = %e, "could not remove the deferral note");
        }
    }
}
