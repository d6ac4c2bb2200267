//! Button clicks. Stateless: the custom id says what to do ([`ButtonId`]), so a click works
//! whichever process gets it, also after a restart.

use poise::serenity_prelude as serenity;

use super::answer::DEFER_AFTER;
use super::ids::ButtonId;
use super::{reply, text, Data, Error};
use crate::service::{Accepted, PlayerRef, Request, ServiceError};

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        if let Some(button) = ButtonId::decode(&click.data.custom_id) {
            let ctx = framework.serenity_context;
            if let Err(e) = on_click(ctx, framework.user_data, click, button).await {
                tracing::error!(error = %e, custom_id = %click.data.custom_id, "button failed");
            }
        }
    }
    Ok(())
}

/// What a click does to the message it was on, or the private note its user gets.
enum ClickAnswer {
    Update {
        content: String,
        clear_buttons: bool,
        png: Option<(Vec<u8>, String)>,
        mentions: Vec<serenity::UserId>,
    },
    Private(String),
    /// The same click arrived twice; it was answered the first time.
    Nothing,
}

async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    button: ButtonId,
) -> Result<(), Error> {
    let work = decide(data, click, button);
    tokio::pin!(work);
    let answer = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(answer) => return answer_now(ctx, click, answer).await,
        Err(_) => {
            // Slow: acknowledge now ("deferred update"), edit the message when done.
            let (deferred, answer) = tokio::join!(click.defer(&ctx.http), work);
            deferred?;
            answer
        }
    };
    match answer {
        ClickAnswer::Update {
            content,
            clear_buttons,
            png,
            mentions,
        } => {
            let mut edit = serenity::EditInteractionResponse::new()
                .content(content)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(mentions));
            if clear_buttons {
                edit = edit.components(Vec::new());
            }
            if let Some((png, name)) = png {
                edit = edit.new_attachment(serenity::CreateAttachment::bytes(png, name));
            }
            click.edit_response(&ctx.http, edit).await?;
        }
        ClickAnswer::Private(text) => {
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .ephemeral(true);
            click.create_followup(&ctx.http, note).await?;
        }
        ClickAnswer::Nothing => {}
    }
    Ok(())
}

async fn answer_now(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    answer: ClickAnswer,
) -> Result<(), Error> {
    let response = match answer {
        ClickAnswer::Update {
            content,
            clear_buttons,
            png,
            mentions,
        } => {
            let mut update = serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(mentions));
            if clear_buttons {
                update = update.components(Vec::new());
            }
            if let Some((png, name)) = png {
                update = update.add_file(serenity::CreateAttachment::bytes(png, name));
            }
            serenity::CreateInteractionResponse::UpdateMessage(update)
        }
        ClickAnswer::Private(text) => serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        ),
        ClickAnswer::Nothing => return Ok(()),
    };
    click.create_response(&ctx.http, response).await?;
    Ok(())
}

async fn decide(
    data: &Data,
    click: &serenity::ComponentInteraction,
    button: ButtonId,
) -> ClickAnswer {
    let user = &click.user;
    let req = Request::new(PlayerRef::new(
        user.id.get() as i64,
        user.display_name().to_string(),
    ))
    .with_interaction(click.id.get() as i64);
    match button {
        ButtonId::Accept(id) => match data.service.accept(&req, id).await {
            Ok(Accepted::Started(state)) => ClickAnswer::Update {
                content: text::game_message(&state, None),
                clear_buttons: true,
                png: Some((reply::board_png(data, &state), reply::file_name(&state))),
                mentions: reply::to_ping(&state),
            },
            Ok(Accepted::Waiting(ch)) => ClickAnswer::Update {
                content: text::challenge_message(&ch),
                clear_buttons: false,
                png: None,
                mentions: Vec::new(),
            },
            Err(e) => refusal(e),
        },
        ButtonId::Decline(id) => match data.service.decline(&req, id).await {
            Ok(ch) => ClickAnswer::Update {
                content: text::challenge_message(&ch),
                clear_buttons: true,
                png: None,
                mentions: Vec::new(),
            },
            Err(e) => refusal(e),
        },
    }
}

fn refusal(e: ServiceError) -> ClickAnswer {
    match e {
        ServiceError::NotInvited => ClickAnswer::Private("This challenge is not for you.".into()),
        ServiceError::Duplicate => ClickAnswer::Nothing,
        e => ClickAnswer::Private(reply::service_error_text(&e)),
    }
}
