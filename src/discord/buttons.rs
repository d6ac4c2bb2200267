//! Button clicks. Stateless: the custom id says what to do ([`ButtonId`]), so a click works
//! whichever process gets it, also after a restart.

use poise::serenity_prelude as serenity;

use super::answer::{Public, DEFER_AFTER};
use super::ids::{ActionButton, ButtonId};
use super::{commands, decisions, reply, text, Data, Error};
use crate::service::{
    Accepted, GameState, NewChallenge, PlayerRef, Request, SeatOrder, ServiceError,
};

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let id = &click.data.custom_id;
        let clicked = match (ButtonId::decode(id), ActionButton::decode(id)) {
            (Some(b), _) => Clicked::Button(b),
            (None, Some(a)) => Clicked::Action(a),
            (None, None) => return Ok(()),
        };
        let ctx = framework.serenity_context;
        if let Err(e) = on_click(ctx, framework.user_data, click, clicked).await {
            tracing::error!(error = %e, custom_id = %id, "button failed");
        }
    }
    Ok(())
}

/// The two kinds of buttons.
enum Clicked {
    Button(ButtonId),
    Action(ActionButton),
}

/// What a click does to the message it was on, or the private note its user gets.
enum ClickAnswer {
    /// The message clicked is rewritten; `components: None` keeps its buttons.
    Update {
        content: String,
        components: Option<Vec<serenity::CreateActionRow>>,
        png: Option<(Vec<u8>, String)>,
        mentions: Vec<serenity::UserId>,
    },
    /// A new message in the channel: a rematch challenge (recorded as that challenge's), or
    /// the board after a decision (the clicked message then loses its stale buttons).
    New {
        public: Public,
        challenge: Option<i64>,
    },
    Private(String),
    /// The same click arrived twice; it was answered the first time.
    Nothing,
}

impl ClickAnswer {
    fn board(data: &Data, state: &GameState, last: Option<String>) -> ClickAnswer {
        let public = reply::board_public(data, state, last);
        ClickAnswer::Update {
            content: public.content,
            components: Some(public.components),
            png: public.png,
            mentions: public.mentions,
        }
    }

    fn text(content: String, components: Option<Vec<serenity::CreateActionRow>>) -> ClickAnswer {
        ClickAnswer::Update {
            content,
            components,
            png: None,
            mentions: Vec::new(),
        }
    }
}

async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    clicked: Clicked,
) -> Result<(), Error> {
    let work = async {
        match clicked {
            Clicked::Button(button) => decide(data, click, button).await,
            Clicked::Action(action) => act(data, click, action).await,
        }
    };
    tokio::pin!(work);
    let answer = match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(answer) => return answer_now(ctx, data, click, answer).await,
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
            components,
            png,
            mentions,
        } => {
            let mut edit = serenity::EditInteractionResponse::new()
                .content(content)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(mentions));
            if let Some(rows) = components {
                edit = edit.components(rows);
            }
            if let Some((png, name)) = png {
                edit = edit.new_attachment(serenity::CreateAttachment::bytes(png, name));
            }
            click.edit_response(&ctx.http, edit).await?;
        }
        ClickAnswer::New { public, challenge } => {
            let mut note = serenity::CreateInteractionResponseFollowup::new()
                .content(public.content)
                .components(public.components)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(public.mentions));
            if let Some((png, name)) = public.png {
                note = note.add_file(serenity::CreateAttachment::bytes(png, name));
            }
            let message = click.create_followup(&ctx.http, note).await?;
            match challenge {
                Some(ch) => record_challenge_message(data, ch, message.id).await,
                None => strip_buttons(ctx, click).await,
            }
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
    data: &Data,
    click: &serenity::ComponentInteraction,
    answer: ClickAnswer,
) -> Result<(), Error> {
    let mut new_message = None;
    let response = match answer {
        ClickAnswer::Update {
            content,
            components,
            png,
            mentions,
        } => {
            let mut update = serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(mentions));
            if let Some(rows) = components {
                update = update.components(rows);
            }
            if let Some((png, name)) = png {
                update = update.add_file(serenity::CreateAttachment::bytes(png, name));
            }
            serenity::CreateInteractionResponse::UpdateMessage(update)
        }
        ClickAnswer::New { public, challenge } => {
            new_message = Some(challenge);
            let mut message = serenity::CreateInteractionResponseMessage::new()
                .content(public.content)
                .components(public.components)
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(public.mentions));
            if let Some((png, name)) = public.png {
                message = message.add_file(serenity::CreateAttachment::bytes(png, name));
            }
            serenity::CreateInteractionResponse::Message(message)
        }
        ClickAnswer::Private(text) => serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        ),
        ClickAnswer::Nothing => return Ok(()),
    };
    click.create_response(&ctx.http, response).await?;
    match new_message {
        Some(Some(ch)) => {
            let message = click.get_response(&ctx.http).await?;
            record_challenge_message(data, ch, message.id).await;
        }
        Some(None) => strip_buttons(ctx, click).await,
        None => {}
    }
    Ok(())
}

/// Takes the buttons off the message clicked: after a decision they are stale.
async fn strip_buttons(ctx: &serenity::Context, click: &serenity::ComponentInteraction) {
    let edit = serenity::EditMessage::new().components(Vec::new());
    if let Err(e) = click
        .channel_id
        .edit_message(&ctx.http, click.message.id, edit)
        .await
    {
        tracing::info!(error = %e, "could not take the buttons off a used board");
    }
}

/// An action button: a decision (or, from the grid, a stone) played like `/pente move`.
async fn act(
    data: &Data,
    click: &serenity::ComponentInteraction,
    action: ActionButton,
) -> ClickAnswer {
    let user = &click.user;
    let req = Request::new(PlayerRef::new(
        user.id.get() as i64,
        user.display_name().to_string(),
    ))
    .with_interaction(click.id.get() as i64);
    match data
        .service
        .play_text(&req, action.game, &action.token, Some(action.ply))
        .await
    {
        Ok(r) => {
            let last = text::last_action(&r.state, r.seat, &r.action, &r.outcome);
            ClickAnswer::New {
                public: reply::board_public(data, &r.state, Some(last)),
                challenge: None,
            }
        }
        Err(e) => refusal(e),
    }
}

/// Remembers a challenge's message, so the expiry sweep can mark it.
async fn record_challenge_message(data: &Data, challenge: i64, message: serenity::MessageId) {
    if let Err(e) = data
        .service
        .set_challenge_message(challenge, message.get() as i64)
        .await
    {
        tracing::warn!(error = %e, challenge, "could not record the challenge message");
    }
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
    let me = user.id.get() as i64;
    let service = &data.service;
    let result = match button {
        ButtonId::Accept(id) | ButtonId::Join(id) => match service.accept(&req, id).await {
            Ok(Accepted::Started(state)) => Ok(ClickAnswer::board(data, &state, None)),
            Ok(Accepted::Waiting(ch)) => Ok(ClickAnswer::text(text::challenge_message(&ch), None)),
            Err(e) => Err(e),
        },
        ButtonId::Decline(id) => match service.decline(&req, id).await {
            // The challenger's own Decline withdraws the challenge.
            Err(ServiceError::NotInvited) => match service.cancel_challenge(&req, id).await {
                Err(ServiceError::NotHost(_)) => Err(ServiceError::NotInvited),
                other => other,
            },
            other => other,
        }
        .map(|ch| ClickAnswer::text(text::challenge_message(&ch), Some(Vec::new()))),
        ButtonId::Leave(id) => service
            .leave(&req, id)
            .await
            .map(|ch| ClickAnswer::text(text::challenge_message(&ch), None)),
        ButtonId::Start(id) => service
            .start_lobby(&req, id)
            .await
            .map(|state| ClickAnswer::board(data, &state, None)),
        ButtonId::Withdraw(id) => service
            .cancel_challenge(&req, id)
            .await
            .map(|ch| ClickAnswer::text(text::challenge_message(&ch), Some(Vec::new()))),
        ButtonId::DrawYes(id) => service.accept_draw(&req, id).await.map(|r| {
            if r.agreed {
                ClickAnswer::board(data, &r.state, None)
            } else {
                ClickAnswer::text(text::draw_offer(&r.state, me), None)
            }
        }),
        ButtonId::DrawNo(id) => service
            .decline_draw(&req, id)
            .await
            .map(|state| ClickAnswer::text(text::declined(&state, me, "draw"), Some(Vec::new()))),
        ButtonId::TakebackYes(id) => service.accept_takeback(&req, id).await.map(|r| {
            if r.removed > 0 {
                ClickAnswer::board(data, &r.state, Some(text::taken_back(r.removed)))
            } else {
                let keep = r.state.takeback.map_or(r.state.ply(), |t| t.1);
                let asker = r
                    .state
                    .takeback
                    .and_then(|t| r.state.player_at(t.0))
                    .map_or(me, |p| p.id);
                ClickAnswer::text(text::takeback_request(&r.state, asker, keep), None)
            }
        }),
        ButtonId::TakebackNo(id) => service.decline_takeback(&req, id).await.map(|state| {
            ClickAnswer::text(text::declined(&state, me, "takeback"), Some(Vec::new()))
        }),
        ButtonId::Rematch(id) => rematch(data, &req, id).await,
        ButtonId::Hint(id) => service
            .load(id)
            .await
            .map(|state| ClickAnswer::Private(decisions::hint_text(&state))),
    };
    result.unwrap_or_else(refusal)
}

/// A new challenge from the clicker to the other players of a finished game: the same rules,
/// clock and rating, colours swapped in a two-player game (shuffled otherwise).
async fn rematch(data: &Data, req: &Request, id: i64) -> Result<ClickAnswer, ServiceError> {
    let state = data.service.load(id).await?;
    let me = req.player.id;
    let Some(my_seat) = state.seat_of_player(me) else {
        return Err(ServiceError::NotInGame(id));
    };
    let others: Vec<PlayerRef> = state
        .seats
        .iter()
        .filter(|s| s.player.id != me)
        .map(|s| s.player.clone())
        .collect();
    let mut new = NewChallenge::new(state.place, others, state.game.rules().clone());
    new.rated = state.rated;
    new.turn_seconds = state.turn_seconds;
    new.seat_order = match (state.seats.len(), my_seat.0) {
        (2, 0) => SeatOrder::HostSecond,
        (2, _) => SeatOrder::HostFirst,
        _ => SeatOrder::Random,
    };
    new.expires_in = chrono::Duration::from_std(data.challenge_expiry)
        .unwrap_or_else(|_| chrono::Duration::minutes(15));
    let ch = data.service.challenge(req, new).await?;
    Ok(ClickAnswer::New {
        public: commands::challenge_public(&ch),
        challenge: Some(ch.id),
    })
}

fn refusal(e: ServiceError) -> ClickAnswer {
    match e {
        ServiceError::NotInvited => ClickAnswer::Private("This challenge is not for you.".into()),
        ServiceError::Duplicate => ClickAnswer::Nothing,
        e => ClickAnswer::Private(reply::service_error_text(&e)),
    }
}
