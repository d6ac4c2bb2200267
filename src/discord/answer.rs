//! Answering a slash command in time. Discord drops an interaction that has no response
//! within 3 seconds. Answers normally take milliseconds; when one is slow (a busy or
//! restarting database) the bot defers at [`DEFER_AFTER`] with an ephemeral "thinking…".
//! An error then takes the note's place (an edit of `@original`: Discord's docs call turning
//! the first follow-up into that edit deprecated); a public answer (a board) follows as a
//! public follow-up after the note is edited into a short private line. So errors stay
//! private and boards stay public whichever path was taken, and no channel permission is
//! needed.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::reply::{note_server_lang, private, service_error_text, user_lang};
use super::{Context, Error};
use crate::l10n::{t, tr, Lang};
use crate::service::ServiceError;

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
    /// Where the message belongs (a game's thread), when it may differ from where the command
    /// was typed.
    pub home: Option<serenity::ChannelId>,
}

impl Public {
    /// Words for the channel, nothing attached, nobody pinged.
    pub fn text(content: impl Into<String>) -> Public {
        Public {
            content: content.into(),
            png: None,
            components: Vec::new(),
            mentions: Vec::new(),
            home: None,
        }
    }

    /// With a file attached (a board picture, a GIF, a record).
    pub fn with_file(mut self, bytes: Vec<u8>, name: impl Into<String>) -> Public {
        self.png = Some((bytes, name.into()));
        self
    }

    /// With rows of buttons.
    pub fn with_components(mut self, rows: Vec<serenity::CreateActionRow>) -> Public {
        self.components = rows;
        self
    }

    /// Pinging these users.
    pub fn pinging(mut self, users: Vec<serenity::UserId>) -> Public {
        self.mentions = users;
        self
    }

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
    /// Only the user sees it, with a picture (a chart of their ratings).
    PrivateFile(String, (Vec<u8>, String)),
    /// No answer: the same interaction was already answered.
    Nothing,
    /// The handler answered (and edits) the interaction itself: a long job that shows its
    /// progress in its answer.
    Sent,
}

impl From<Public> for Answer {
    fn from(p: Public) -> Self {
        Answer::Public(p)
    }
}

/// Why a command was not done: the service's typed refusal, or a problem this layer found
/// reading what was typed (already in words). Handlers return it with `?`; [`respond`] turns
/// it into the private answer in one place (`refused`, worded by
/// [`service_error_text`]).
#[derive(Debug)]
pub enum Refusal {
    Service(ServiceError),
    Said(String),
}

impl From<ServiceError> for Refusal {
    fn from(e: ServiceError) -> Self {
        Refusal::Service(e)
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Self {
        Refusal::Said(text)
    }
}

impl From<&str> for Refusal {
    fn from(text: &str) -> Self {
        Refusal::Said(text.to_string())
    }
}

/// A service result as an answer: the user's own mistakes privately, repeats silently.
fn refused(e: ServiceError, lang: Lang) -> Answer {
    match e {
        ServiceError::Duplicate => Answer::Nothing,
        e => Answer::Private(service_error_text(&e, lang)),
    }
}

/// What a command's handler gives [`respond`].
pub type Answered = Result<Answer, Refusal>;

/// Runs `work` and sends its answer, deferring first if it takes longer than [`DEFER_AFTER`].
/// Returns the id of the public message when `want_id` is set (a challenge records it).
/// A user over the rate limit is told so instead, and `work` never runs. The answer is
/// counted in the metrics, and a shutdown waits for it.
pub async fn respond(
    ctx: Context<'_>,
    want_id: bool,
    work: impl Future<Output = Answered>,
) -> Result<Option<serenity::MessageId>, Error> {
    let _busy = ctx.data().in_flight.token();
    let started = std::time::Instant::now();
    note_server_lang(ctx);
    let work = async {
        match work.await {
            Ok(answer) => answer,
            Err(Refusal::Service(e)) => refused(e, user_lang(ctx)),
            Err(Refusal::Said(text)) => Answer::Private(text),
        }
    };
    let result = match ctx
        .data()
        .limit
        .check(ctx.author().id.get(), user_lang(ctx))
    {
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
            replace_thinking(ctx, text).await?;
            Ok(None)
        }
        Answer::PrivateFile(text, (bytes, name)) => {
            replace_thinking_with(
                ctx,
                text,
                Some(serenity::CreateAttachment::bytes(bytes, name)),
            )
            .await?;
            Ok(None)
        }
        Answer::Public(public) => {
            if let Some(note) = post_at_home(ctx, &public).await {
                replace_thinking(ctx, note).await?;
                return Ok(None);
            }
            // The thinking note stays private (it was deferred as such); the answer itself is
            // a public follow-up (no channel permission needed).
            replace_thinking(ctx, t(user_lang(ctx), "thinking-answer-below")).await?;
            let handle = ctx.send(public.to_reply()).await?;
            Ok(Some(handle.message().await?.id))
        }
        Answer::Nothing => {
            delete_thinking(ctx).await;
            Ok(None)
        }
        Answer::Sent => Ok(None),
    }
}

async fn send_now(
    ctx: Context<'_>,
    want_id: bool,
    answer: Answer,
) -> Result<Option<serenity::MessageId>, Error> {
    match answer {
        Answer::Public(public) => {
            if let Some(note) = post_at_home(ctx, &public).await {
                private(ctx, note).await?;
                return Ok(None);
            }
            let handle = ctx.send(public.to_reply()).await?;
            if want_id {
                return Ok(Some(handle.message().await?.id));
            }
        }
        Answer::Private(text) => private(ctx, text).await?,
        Answer::PrivateFile(text, (bytes, name)) => {
            ctx.send(
                poise::CreateReply::default()
                    .content(super::text::fit(text))
                    .attachment(serenity::CreateAttachment::bytes(bytes, name))
                    .ephemeral(true),
            )
            .await?;
        }
        Answer::Nothing | Answer::Sent => {}
    }
    Ok(None)
}

/// Posts a public answer that belongs elsewhere (a game's thread, when the command was typed
/// in its channel) where it belongs, and returns the private note that says where it went.
/// Sending a message into an archived thread reopens it (Discord's threads docs), so this is
/// also how a player gets an archived game thread back. `None` when the answer belongs here,
/// or could not be posted there (a locked or deleted thread): then it is answered here.
async fn post_at_home(ctx: Context<'_>, public: &Public) -> Option<String> {
    let home = public.home.filter(|&h| h != ctx.channel_id())?;
    match home.send_message(ctx.http(), public.to_message()).await {
        Ok(_) => Some(tr(
            user_lang(ctx),
            "posted-in-thread",
            &[("thread", format!("<#{home}>").into())],
        )),
        Err(e) => {
            tracing::info!(error = %e, thread = %home, "could not post in the game's thread; answering here");
            None
        }
    }
}

/// Puts `text` in the place of the deferral's "thinking…" note (an edit of `@original`).
async fn replace_thinking(ctx: Context<'_>, text: String) -> Result<(), Error> {
    replace_thinking_with(ctx, text, None).await
}

/// [`replace_thinking`], with a file attached.
async fn replace_thinking_with(
    ctx: Context<'_>,
    text: String,
    file: Option<serenity::CreateAttachment>,
) -> Result<(), Error> {
    match ctx {
        poise::Context::Application(app) => {
            let mut edit = serenity::EditInteractionResponse::new().content(super::text::fit(text));
            if let Some(file) = file {
                edit = edit.new_attachment(file);
            }
            app.interaction.edit_response(ctx.http(), edit).await?;
            Ok(())
        }
        poise::Context::Prefix(_) => private(ctx, text).await,
    }
}

async fn delete_thinking(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx {
        if let Err(e) = app.interaction.delete_response(ctx.http()).await {
            tracing::warn!(error = %e, "could not remove the deferral note");
        }
    }
}
