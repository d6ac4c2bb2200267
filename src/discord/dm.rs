//! Direct messages when it is a player's turn, for players who want them, in games with a
//! clock of an hour or more (the service decides who is due one). They are sent on a task of
//! their own: a move never waits for them or fails because of them. When Discord refuses one
//! (the player's DMs are closed to the bot), the service records it, and the player gets no
//! more until they turn turn messages on again.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::{ids, text};
use crate::l10n::tr;
use crate::service::{turn_dm_candidate, GameService, GameState};

/// Where the board message of the new position is, for the turn message to link to.
pub enum Board {
    /// Posted: its id.
    Posted(serenity::MessageId),
    /// The answer to a command (a typed move): its original response, unless that is a
    /// private note (the board then went into a thread, or followed a deferral).
    Answer(Box<serenity::CommandInteraction>),
}

/// Sends the player to move in `state` a turn message if they are due one, linking to
/// `board`.
pub fn turn(http: &Arc<serenity::Http>, service: &GameService, state: &GameState, board: Board) {
    // Most games have no clock that long: nothing to read, nothing to spawn.
    if turn_dm_candidate(state).is_none() {
        return;
    }
    let (http, service, state) = (http.clone(), service.clone(), state.clone());
    tokio::spawn(async move {
        let player = match service.turn_dm_due(&state).await {
            Ok(Some(player)) => player,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(error = %e, game = state.id.key(), "could not read who wants a turn message");
                return;
            }
        };
        let Some(user) = ids::user_of(player) else {
            return;
        };
        let board = match board {
            Board::Posted(id) => Some(id),
            // Asked only now that a message is due: most moves never need it.
            Board::Answer(command) => match command.get_response(&*http).await {
                Ok(m)
                    if !m
                        .flags
                        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL)) =>
                {
                    Some(m.id)
                }
                _ => None,
            },
        };
        let message = serenity::CreateMessage::new()
            .content(words(&state, player, board))
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        let sent = async {
            let channel = user.create_dm_channel(&*http).await?;
            channel.id.send_message(&*http, message).await
        }
        .await;
        match sent {
            Ok(_) => tracing::debug!(game = state.id.key(), %user, "turn message sent"),
            Err(e) if refused(&e) => {
                tracing::info!(error = %e, game = state.id.key(), %user, "turn message refused; no more until the player turns them on again");
                if let Err(e) = service.record_dm_failure(player).await {
                    tracing::warn!(error = %e, %user, "could not record a refused turn message");
                }
            }
            // A passing fault (Discord or the network): the next turn tries again.
            Err(e) => {
                tracing::warn!(error = %e, game = state.id.key(), %user, "could not send a turn message")
            }
        }
    });
}

/// Whether Discord refused the message for good: 50007 "Cannot send messages to this user"
/// (DMs closed, no shared server, the bot blocked), or any other 403.
fn refused(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == 50007 || r.status_code.as_u16() == 403
        }
        _ => false,
    }
}

/// The message: which game, a link to its board (or, not knowing that, to where it is played),
/// and when the time runs out, in the game's language.
fn words(
    state: &GameState,
    player: crate::service::PlayerId,
    board: Option<serenity::MessageId>,
) -> String {
    let lang = text::game_lang(state);
    let server = state
        .place
        .server
        .map_or_else(|| "@me".to_string(), |s| s.to_string());
    let channel = state.thread_id.unwrap_or(state.place.channel);
    let mut link = format!("https://discord.com/channels/{server}/{channel}");
    if let Some(message) = board {
        link += &format!("/{message}");
    }
    let opponents: Vec<String> = state
        .seats
        .iter()
        .filter(|s| s.player.id != player)
        .map(|s| s.player.name.clone())
        .collect();
    let mut words = tr(
        lang,
        "dm-your-turn",
        &[
            ("id", state.id.key().into()),
            ("variant", state.game.rules().preset.name().into()),
            ("opponents", opponents.join(", ").into()),
            ("link", link.into()),
        ],
    );
    if let Some(deadline) = state.turn_deadline {
        words.push('\n');
        words += &tr(
            lang,
            "dm-deadline",
            &[("when", format!("<t:{}:R>", deadline.timestamp()).into())],
        );
    }
    text::fit(words)
}
