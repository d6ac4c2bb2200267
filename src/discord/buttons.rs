//! Button clicks. Stateless: the custom id says what to do ([`ButtonId`]), so a click works
//! whichever process gets it, also after a restart.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::answer::{Public, DEFER_AFTER};
use super::ids::{ActionButton, ButtonId};
use super::{decisions, dm, grid, ids, messages, replay, reply, review, text, Data, Error};
use crate::l10n::{t, tr, Lang};
use crate::service::{
    Accepted, ChallengeId, GameId, GameState, Place, PlayerRef, Rematch, Request, ServiceError,
};
use pente::Point;

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
        let data = framework.user_data;
        if let (Some(guild), Some(locale)) = (click.guild_id, &click.guild_locale) {
            crate::l10n::remember_server(guild.get() as i64, Lang::from_discord(locale));
        }
        let _busy = data.in_flight.token();
        let started = std::time::Instant::now();
        let name = match &clicked {
            Clicked::Button(b) => b.kind(),
            Clicked::Action(_) => "act",
        };
        let lang = Lang::from_discord(&click.locale);
        let result = match data.limit.check(click.user.id.get(), lang) {
            Ok(()) => on_click(ctx, data, click, clicked).await,
            Err(slow_down) => answer_now(ctx, data, click, ClickAnswer::private(slow_down)).await,
        };
        crate::observe::interaction(
            "button",
            name.to_string(),
            result.is_ok(),
            started.elapsed(),
        );
        if let Err(e) = result {
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
    /// A new challenge message (a rematch), recorded as that challenge's.
    NewChallenge {
        public: Public,
        challenge: ChallengeId,
    },
    /// A stone or decision was played from the message clicked: that message loses its stale
    /// buttons (and says `note`, for a private grid), and the new board follows for everyone.
    /// `state` is the new position, for a turn message that links to that board.
    Played {
        note: Option<String>,
        public: Public,
        state: Option<Box<GameState>>,
    },
    /// A game began on a server that plays games in threads: the message clicked says so,
    /// and the board goes into a new thread started from it.
    InThread(Box<GameState>),
    /// Only the clicker sees it, with buttons of its own (the grid) or none.
    Private(String, Vec<serenity::CreateActionRow>),
    /// Only the clicker sees it: words and a file (a replay's GIF).
    PrivateFile(String, (Vec<u8>, String)),
    /// A review of this game, as a message of its own that shows the search's progress:
    /// the message clicked stays as it is.
    Review(Box<GameState>),
    /// The same click arrived twice; it was answered the first time.
    Nothing,
}

impl ClickAnswer {
    async fn board(data: &Data, state: &GameState, last: Option<String>) -> ClickAnswer {
        let public = messages::board(data, state, last).await;
        ClickAnswer::Update {
            content: public.content,
            components: Some(public.components),
            png: public.png,
            mentions: public.mentions,
        }
    }

    fn text(content: String, components: Option<Vec<serenity::CreateActionRow>>) -> ClickAnswer {
        ClickAnswer::Update {
            content: text::fit(content),
            components,
            png: None,
            mentions: Vec::new(),
        }
    }

    fn private(content: impl Into<String>) -> ClickAnswer {
        ClickAnswer::Private(text::fit(content.into()), Vec::new())
    }
}

fn allowed(users: Vec<serenity::UserId>) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(users)
}

fn follow_up(public: Public) -> serenity::CreateInteractionResponseFollowup {
    let mut note = serenity::CreateInteractionResponseFollowup::new()
        .content(public.content)
        .components(public.components)
        .allowed_mentions(allowed(public.mentions));
    if let Some((png, name)) = public.png {
        note = note.add_file(serenity::CreateAttachment::bytes(png, name));
    }
    note
}

async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    clicked: Clicked,
) -> Result<(), Error> {
    let work = async {
        match clicked {
            Clicked::Button(button) => decide(&ctx.http, data, click, button).await,
            Clicked::Action(action) => act(data, click, action).await,
        }
    };
    tokio::pin!(work);
    match tokio::time::timeout(DEFER_AFTER, &mut work).await {
        Ok(answer) => answer_now(ctx, data, click, answer).await,
        Err(_) => {
            // Slow: acknowledge now ("deferred update"), edit the message when done.
            let (deferred, answer) = tokio::join!(click.defer(&ctx.http), work);
            deferred?;
            answer_late(ctx, data, click, answer).await
        }
    }
}

/// The answer after a deferred update: edits of the message clicked, and follow-ups.
async fn answer_late(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    answer: ClickAnswer,
) -> Result<(), Error> {
    match answer {
        ClickAnswer::Update {
            content,
            components,
            png,
            mentions,
        } => {
            let mut edit = serenity::EditInteractionResponse::new()
                .content(content)
                .allowed_mentions(allowed(mentions));
            if let Some(rows) = components {
                edit = edit.components(rows);
            }
            if let Some((png, name)) = png {
                edit = edit.new_attachment(serenity::CreateAttachment::bytes(png, name));
            }
            click.edit_response(&ctx.http, edit).await?;
        }
        ClickAnswer::NewChallenge { public, challenge } => {
            let message = click.create_followup(&ctx.http, follow_up(public)).await?;
            reply::record_challenge_message(data, challenge, message.id).await;
        }
        ClickAnswer::Played {
            note,
            public,
            state,
        } => {
            let mut edit = serenity::EditInteractionResponse::new().components(Vec::new());
            if let Some(note) = note {
                edit = edit.content(note);
            }
            click.edit_response(&ctx.http, edit).await?;
            let board = click.create_followup(&ctx.http, follow_up(public)).await?;
            if let Some(state) = state {
                dm::turn(
                    &ctx.http,
                    &data.service,
                    &state,
                    dm::Board::Posted(board.id),
                );
            }
        }
        ClickAnswer::InThread(state) => {
            let edit = serenity::EditInteractionResponse::new()
                .content(text::started_in_thread(&state))
                .components(Vec::new());
            click.edit_response(&ctx.http, edit).await?;
            open_thread(ctx, data, click, &state).await?;
        }
        ClickAnswer::Private(text, rows) => {
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .components(rows)
                .ephemeral(true);
            click.create_followup(&ctx.http, note).await?;
        }
        ClickAnswer::PrivateFile(text, (bytes, name)) => {
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .add_file(serenity::CreateAttachment::bytes(bytes, name))
                .ephemeral(true);
            click.create_followup(&ctx.http, note).await?;
        }
        ClickAnswer::Review(state) => post_review(ctx, data, click, &state).await?,
        ClickAnswer::Nothing => {}
    }
    Ok(())
}

/// A review posted as a follow-up of the click (after a deferred update): at once if it is
/// stored, else a message that shows the search's progress and then becomes the review. A
/// refusal found late (the queue is full) goes to the clicker alone.
async fn post_review(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    state: &GameState,
) -> Result<(), Error> {
    let me = ids::player_of(click.user.id);
    let here = click.guild_id.map(|g| g.get() as i64);
    // The one who asked is looking at it: their theme.
    let theme = messages::viewer_theme(&data.service, me, here).await;
    let quiet = serenity::CreateAllowedMentions::new;
    let page = |made: &pente_ai::review::Review, source| {
        let (content, png, rows) = review::overview(state, made, source, theme);
        (text::fit(content), png, rows)
    };
    let stored = data.reviewer.stored(state).await;
    if let Ok(Some(made)) = stored {
        let (content, (png, name), rows) = page(&made, review::Source::Stored);
        let message = serenity::CreateInteractionResponseFollowup::new()
            .content(content)
            .components(rows)
            .add_file(serenity::CreateAttachment::bytes(png, name))
            .allowed_mentions(quiet());
        click.create_followup(&ctx.http, message).await?;
        return Ok(());
    }
    let first = serenity::CreateInteractionResponseFollowup::new()
        .content(review::starting_words(state))
        .allowed_mentions(quiet());
    let message = click.create_followup(&ctx.http, first).await?;
    let show = |words: String| {
        let http = ctx.http.clone();
        async move {
            let edit = serenity::CreateInteractionResponseFollowup::new().content(words);
            if let Err(e) = click.edit_followup(&http, message.id, edit).await {
                tracing::info!(error = %e, "could not show a review's progress");
            }
        }
    };
    match review::with_progress(&data.reviewer, state, show).await {
        Ok(reviewed) => {
            let (content, (png, name), rows) = page(&reviewed.review, review::source(&reviewed));
            let edit = serenity::CreateInteractionResponseFollowup::new()
                .content(content)
                .components(rows)
                .add_file(serenity::CreateAttachment::bytes(png, name))
                .allowed_mentions(quiet());
            click.edit_followup(&ctx.http, message.id, edit).await?;
        }
        Err(e) => {
            click.delete_followup(&ctx.http, message.id).await?;
            let lang = Lang::from_discord(&click.locale);
            let note = serenity::CreateInteractionResponseFollowup::new()
                .content(reply::service_error_text(&e, lang))
                .ephemeral(true);
            click.create_followup(&ctx.http, note).await?;
        }
    }
    Ok(())
}

async fn answer_now(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    answer: ClickAnswer,
) -> Result<(), Error> {
    let response = match answer {
        ClickAnswer::Update {
            content,
            components,
            png,
            mentions,
        } => {
            let mut update = serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .allowed_mentions(allowed(mentions));
            if let Some(rows) = components {
                update = update.components(rows);
            }
            if let Some((png, name)) = png {
                update = update.add_file(serenity::CreateAttachment::bytes(png, name));
            }
            serenity::CreateInteractionResponse::UpdateMessage(update)
        }
        ClickAnswer::NewChallenge { public, challenge } => {
            let message = serenity::CreateInteractionResponseMessage::new()
                .content(public.content)
                .components(public.components)
                .allowed_mentions(allowed(public.mentions));
            let response = serenity::CreateInteractionResponse::Message(message);
            click.create_response(&ctx.http, response).await?;
            let message = click.get_response(&ctx.http).await?;
            reply::record_challenge_message(data, challenge, message.id).await;
            return Ok(());
        }
        played @ ClickAnswer::Played { .. } => {
            // An update response would send `attachments: []` and wipe the board's picture
            // (serenity cannot keep them there); a deferred update and an edit keep it.
            click.defer(&ctx.http).await?;
            return answer_late(ctx, data, click, played).await;
        }
        ClickAnswer::InThread(state) => {
            let update = serenity::CreateInteractionResponseMessage::new()
                .content(text::started_in_thread(&state))
                .components(Vec::new());
            let response = serenity::CreateInteractionResponse::UpdateMessage(update);
            click.create_response(&ctx.http, response).await?;
            return open_thread(ctx, data, click, &state).await;
        }
        ClickAnswer::Private(text, rows) => serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .components(rows)
                .ephemeral(true),
        ),
        ClickAnswer::PrivateFile(text, (bytes, name)) => {
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(text)
                    .add_file(serenity::CreateAttachment::bytes(bytes, name))
                    .ephemeral(true),
            )
        }
        review @ ClickAnswer::Review(_) => {
            // The message clicked stays as it is; the review follows as a message of its own.
            click.defer(&ctx.http).await?;
            return answer_late(ctx, data, click, review).await;
        }
        ClickAnswer::Nothing => return Ok(()),
    };
    click.create_response(&ctx.http, response).await?;
    Ok(())
}

/// Starts the game's thread from the message clicked and posts the first board in it.
async fn open_thread(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    state: &GameState,
) -> Result<(), Error> {
    let name = text::thread_name(state);
    let made = click
        .channel_id
        .create_thread_from_message(
            &ctx.http,
            click.message.id,
            serenity::CreateThread::new(name)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await;
    let thread = match made {
        Ok(t) => t,
        Err(e) => {
            // No thread (no permission, or a channel that cannot have one): the challenge
            // message becomes the board after all, so the game is never left without one.
            tracing::warn!(error = %e, game = state.id.key(), "could not start the game's thread");
            let public = messages::board(data, state, None).await;
            let mut edit = serenity::EditInteractionResponse::new()
                .content(public.content)
                .components(public.components)
                .allowed_mentions(allowed(public.mentions));
            if let Some((png, name)) = public.png {
                edit = edit.new_attachment(serenity::CreateAttachment::bytes(png, name));
            }
            click.edit_response(&ctx.http, edit).await?;
            return Ok(());
        }
    };
    let message = messages::board(data, state, None).await.to_message();
    let posted = thread.id.send_message(&ctx.http, message).await?;
    dm::turn(
        &ctx.http,
        &data.service,
        state,
        dm::Board::Posted(posted.id),
    );
    data.service
        .set_message(
            state.id,
            Some(posted.id.get() as i64),
            Some(thread.id.get() as i64),
        )
        .await?;
    Ok(())
}

/// The answer when a game begins: its board, here or in a thread of its own.
async fn started(
    http: &Arc<serenity::Http>,
    data: &Data,
    click: &serenity::ComponentInteraction,
    state: GameState,
) -> ClickAnswer {
    let threads = match click.guild_id {
        Some(g) => data
            .service
            .server_settings(g.get() as i64)
            .await
            .is_ok_and(|s| s.games_in_threads),
        None => false,
    };
    // Already in a thread (a rematch from a game's thread): the game stays there.
    let in_thread = click.channel.as_ref().is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    });
    if threads && !in_thread {
        ClickAnswer::InThread(Box::new(state))
    } else {
        // The message clicked becomes the board.
        dm::turn(
            http,
            &data.service,
            &state,
            dm::Board::Posted(click.message.id),
        );
        ClickAnswer::board(data, &state, None).await
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
        ids::player_of(user.id),
        user.display_name().to_string(),
    ))
    .with_interaction(click.id.get() as i64);
    match data
        .service
        .play_text(&req, action.game, &action.token, Some(action.position))
        .await
    {
        Ok(r) => {
            let last = text::reported(&r);
            // The private grid says what was played; a public board keeps its words.
            let private = click
                .message
                .flags
                .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
            ClickAnswer::Played {
                note: private.then(|| {
                    let lang = Lang::from_discord(&click.locale);
                    tr(
                        lang,
                        "note-you-played",
                        &[("move", action.token.as_str().into())],
                    )
                }),
                public: messages::board(data, &r.state, Some(last)).await,
                state: Some(Box::new(r.state)),
            }
        }
        Err(e) => refusal(e, click),
    }
}

async fn decide(
    http: &Arc<serenity::Http>,
    data: &Data,
    click: &serenity::ComponentInteraction,
    button: ButtonId,
) -> ClickAnswer {
    let user = &click.user;
    let req = Request::new(PlayerRef::new(
        ids::player_of(user.id),
        user.display_name().to_string(),
    ))
    .with_interaction(click.id.get() as i64);
    let me = ids::player_of(user.id);
    let service = &data.service;
    // A game shown by its number (in the button's id) only to whoever may see it.
    let here = click.guild_id.map(|g| g.get() as i64);
    let visible = |id: GameId| async move {
        match service.load(id).await {
            Ok(state) if state.visible_to(me, here) => Ok(state),
            Ok(_) => Err(ServiceError::NoSuchGame(id)),
            Err(e) => Err(e),
        }
    };
    let result = match button {
        ButtonId::Accept(id) | ButtonId::Join(id) => match service.accept(&req, id).await {
            Err(ServiceError::SelfChallenge) => Ok(ClickAnswer::private(t(
                Lang::from_discord(&click.locale),
                "own-challenge",
            ))),
            Ok(Accepted::Started(state)) => Ok(started(http, data, click, *state).await),
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
        ButtonId::Start(id) => match service.start_lobby(&req, id).await {
            Ok(state) => Ok(started(http, data, click, state).await),
            Err(e) => Err(e),
        },
        ButtonId::Withdraw(id) => service
            .cancel_challenge(&req, id)
            .await
            .map(|ch| ClickAnswer::text(text::challenge_message(&ch), Some(Vec::new()))),
        ButtonId::DrawYes(id) => match service.accept_draw(&req, id).await {
            Ok(r) if r.agreed => Ok(ClickAnswer::board(data, &r.state, None).await),
            Ok(r) => Ok(ClickAnswer::text(text::draw_offer(&r.state), None)),
            Err(e) => Err(e),
        },
        ButtonId::DrawNo(id) => {
            // The one who offered takes the offer back; anyone else declines it.
            let offered = service.load(id).await.is_ok_and(|st| {
                st.seat_of_player(me)
                    .is_some_and(|seat| st.draw_offers.contains(&seat))
            });
            service.decline_draw(&req, id).await.map(|state| {
                let words = text::declined(&state, me, "draw", offered);
                ClickAnswer::text(words, Some(Vec::new()))
            })
        }
        ButtonId::TakebackYes(id) => match service.accept_takeback(&req, id).await {
            Ok(r) if r.removed > 0 => {
                let lang = text::game_lang(&r.state);
                let taken = text::taken_back(lang, r.removed);
                Ok(ClickAnswer::board(data, &r.state, Some(taken)).await)
            }
            Ok(r) => {
                let keep = r.state.takeback.map_or(r.state.ply(), |t| t.1);
                let asker = r
                    .state
                    .takeback
                    .and_then(|t| r.state.player_at(t.0))
                    .map_or(me, |p| p.id);
                Ok(ClickAnswer::text(
                    text::takeback_request(&r.state, asker, keep),
                    None,
                ))
            }
            Err(e) => Err(e),
        },
        ButtonId::TakebackNo(id) => {
            let asked = service.load(id).await.is_ok_and(|st| {
                st.takeback
                    .is_some_and(|(seat, _)| st.seat_of_player(me) == Some(seat))
            });
            service.decline_takeback(&req, id).await.map(|state| {
                let words = text::declined(&state, me, "takeback", asked);
                ClickAnswer::text(words, Some(Vec::new()))
            })
        }
        ButtonId::Rematch(id) => rematch(data, click, &req, id).await,
        ButtonId::Hint(id) => visible(id).await.map(|state| {
            ClickAnswer::private(decisions::hint_text(
                Lang::from_discord(&click.locale),
                &state,
            ))
        }),
        ButtonId::OpenGrid(id) => match service.load(id).await {
            Ok(state) if state.player_to_act().map(|p| p.id) != Some(me) => Ok(
                ClickAnswer::private(t(Lang::from_discord(&click.locale), "grid-not-yours")),
            ),
            Ok(state) => {
                let corner = grid::first_window(&state);
                let confirm = confirms_moves(data, me, here).await;
                Ok(ClickAnswer::Private(
                    grid::grid_text(Lang::from_discord(&click.locale), &state, corner),
                    grid::grid_rows(&state, corner, confirm),
                ))
            }
            Err(e) => Err(e),
        },
        ButtonId::Step { game, ply, .. } => match visible(game).await {
            Ok(state) => {
                // Whoever steps a replay is looking at it: their theme.
                let theme = messages::viewer_theme(service, me, here).await;
                let (content, png, rows) =
                    replay::step(&data.renderer, &state, ply as usize, theme);
                Ok(ClickAnswer::Update {
                    content,
                    components: Some(rows),
                    png: Some(png),
                    mentions: Vec::new(),
                })
            }
            Err(e) => Err(e),
        },
        ButtonId::Gif(game) => match visible(game).await {
            Ok(state) => {
                let lang = Lang::from_discord(&click.locale);
                // Drawing a whole game takes a while: off the async threads.
                let renderer = data.renderer.clone();
                let id = state.id;
                let theme = messages::viewer_theme(service, me, here).await;
                let made = tokio::task::spawn_blocking(move || {
                    replay::animation(&renderer, &state, theme)
                });
                match made.await {
                    // Discord takes files up to 10 MB in servers without boosts.
                    Ok(gif) if gif.len() > 9 << 20 => Ok(ClickAnswer::private(tr(
                        lang,
                        "gif-too-long",
                        &[("id", id.key().into()), ("size", (gif.len() >> 20).into())],
                    ))),
                    Ok(gif) => Ok(ClickAnswer::PrivateFile(
                        tr(lang, "gif-caption", &[("id", id.key().into())]),
                        (gif, format!("pente-{id}.gif")),
                    )),
                    Err(e) => {
                        tracing::error!(error = %e, game = id.key(), "drawing a replay failed");
                        Ok(ClickAnswer::private(t(lang, "gif-failed")))
                    }
                }
            }
            Err(e) => Err(e),
        },
        ButtonId::ReviewGame(game) => match visible(game).await {
            Ok(state) => data
                .reviewer
                .check(&state)
                .map(|()| ClickAnswer::Review(Box::new(state))),
            Err(e) => Err(e),
        },
        ButtonId::Review { game, page, .. } => match visible(game).await {
            Ok(state) => match data.reviewer.stored(&state).await {
                Ok(Some(made)) => {
                    // Whoever steps through a review is looking at it: their theme.
                    let theme = messages::viewer_theme(service, me, here).await;
                    let (content, png, rows) =
                        review::page(&data.renderer, &state, &made, page as usize, theme);
                    Ok(ClickAnswer::Update {
                        content,
                        components: Some(rows),
                        png: Some(png),
                        mentions: Vec::new(),
                    })
                }
                Ok(None) => Ok(ClickAnswer::private(t(
                    Lang::from_discord(&click.locale),
                    "review-gone",
                ))),
                Err(e) => Err(e),
            },
            Err(e) => Err(e),
        },
        ButtonId::Grid { game, x, y } => match visible(game).await {
            Ok(state) => {
                let size = state.game.rules().size;
                let corner = Point::new(x.min(size - grid::COLUMNS), y.min(size - grid::ROWS));
                let confirm = confirms_moves(data, me, here).await;
                Ok(ClickAnswer::text(
                    grid::grid_text(Lang::from_discord(&click.locale), &state, corner),
                    Some(grid::grid_rows(&state, corner, confirm)),
                ))
            }
            Err(e) => Err(e),
        },
        ButtonId::Pick {
            game,
            point,
            corner,
            position,
        } => match visible(game).await {
            // A grid from an earlier position: refused like its stones would be.
            Ok(state) if state.position() != position => Err(ServiceError::PositionChanged {
                expected: position.ply,
                actual: state.ply(),
            }),
            Ok(state) => {
                let size = state.game.rules().size;
                let lang = Lang::from_discord(&click.locale);
                let corner = Point::new(
                    corner.0.min(size - grid::COLUMNS),
                    corner.1.min(size - grid::ROWS),
                );
                let pick = Point::new(point.0.min(size - 1), point.1.min(size - 1));
                Ok(ClickAnswer::text(
                    grid::confirm_text(lang, &state, pick),
                    Some(grid::confirm_rows(lang, &state, corner, pick)),
                ))
            }
            Err(e) => Err(e),
        },
    };
    result.unwrap_or_else(|e| refusal(e, click))
}

/// A rematch of a finished game (the service decides what it is): a challenge message, or
/// against the computer the new game's board.
async fn rematch(
    data: &Data,
    click: &serenity::ComponentInteraction,
    req: &Request,
    id: GameId,
) -> Result<ClickAnswer, ServiceError> {
    // The new challenge lives where its message goes: the channel (or thread) clicked.
    let place = Place {
        server: click.guild_id.map(|g| g.get() as i64),
        channel: click.channel_id.get() as i64,
    };
    Ok(
        match data
            .service
            .rematch(req, id, place, data.challenge_lifetime())
            .await?
        {
            Rematch::Started(state) => ClickAnswer::Played {
                note: None,
                public: messages::board(data, &state, None).await,
                state: None,
            },
            Rematch::Challenge(ch) => ClickAnswer::NewChallenge {
                public: messages::challenge(&ch),
                challenge: ch.id,
            },
        },
    )
}

/// Whether `player` confirms their moves on the grid (where they are); if that cannot be
/// read, they do not (as before preferences existed).
async fn confirms_moves(
    data: &Data,
    player: crate::service::PlayerId,
    server: Option<i64>,
) -> bool {
    match data.service.player_prefs(player, server).await {
        Ok(prefs) => prefs.applied.confirm_moves,
        Err(e) => {
            tracing::warn!(error = %e, "could not read whether a player confirms moves");
            false
        }
    }
}

/// A refusal in the clicker's language (Discord's `locale` on the click).
fn refusal(e: ServiceError, click: &serenity::ComponentInteraction) -> ClickAnswer {
    let lang = Lang::from_discord(&click.locale);
    match e {
        ServiceError::NotInvited => {
            ClickAnswer::private(format!("{}.", reply::service_error_text(&e, lang)))
        }
        ServiceError::Duplicate => ClickAnswer::Nothing,
        e => ClickAnswer::private(reply::service_error_text(&e, lang)),
    }
}
