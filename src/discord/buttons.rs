//! Button clicks. Stateless: the custom id says what to do ([`ButtonId`]), so a click works
//! whichever process gets it, also after a restart.

use poise::serenity_prelude as serenity;

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

fn ephemeral(message: impl Into<String>) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(message)
            .ephemeral(true),
    )
}

async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    button: ButtonId,
) -> Result<(), Error> {
    let user = &click.user;
    let req = Request::new(PlayerRef::new(
        user.id.get() as i64,
        user.display_name().to_string(),
    ))
    .with_interaction(click.id.get() as i64);
    let response = match button {
        ButtonId::Accept(id) => match data.service.accept(&req, id).await {
            Ok(Accepted::Started(state)) => {
                let png = reply::board_png(data, &state);
                serenity::CreateInteractionResponse::UpdateMessage(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(text::game_message(&state, None))
                        .components(vec![])
                        .add_file(reply::attachment(png, &state))
                        .allowed_mentions(reply::mentions(&state)),
                )
            }
            Ok(Accepted::Waiting(ch)) => serenity::CreateInteractionResponse::UpdateMessage(
                serenity::CreateInteractionResponseMessage::new()
                    .content(text::challenge_message(&ch)),
            ),
            Err(e) => refusal(e),
        },
        ButtonId::Decline(id) => match data.service.decline(&req, id).await {
            Ok(ch) => serenity::CreateInteractionResponse::UpdateMessage(
                serenity::CreateInteractionResponseMessage::new()
                    .content(text::challenge_message(&ch))
                    .components(vec![]),
            ),
            Err(e) => refusal(e),
        },
    };
    click.create_response(&ctx.http, response).await?;
    Ok(())
}

fn refusal(e: ServiceError) -> serenity::CreateInteractionResponse {
    match e {
        ServiceError::NotInvited => ephemeral("This challenge is not for you."),
        e => ephemeral(reply::service_error_text(&e)),
    }
}
