//! The background sweeps, every few seconds:
//! - challenges and lobbies nobody answered are marked expired, and their message says so,
//!   without the buttons;
//! - games whose player to move let the clock run out are lost on time (or cancelled before
//!   their second move), announced with the final board where the game is played;
//! - players whose time is running low are reminded, with a mention;
//! - games where the computer must act and no task plays it (after a restart) get one;
//! - about every ten minutes, interaction ids older than a day are forgotten.
//!
//! Each is done once even with several bot processes on one database (the service takes rows
//! with `SKIP LOCKED`), and deadlines are stored, so what ran out while the bot was down is
//! handled at the next start.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::computer::Computer;
use super::{messages, text};
use crate::service::{Challenge, GameService, GameStatus, MoveReport, Reminder};
use pente_render::Renderer;

/// How often to sweep: a quarter of the challenge lifetime, between 1 and 5 seconds, so a
/// challenge's message says "expired" soon after it did and a clock is never late by more.
pub fn sweep_interval(expiry: Duration) -> Duration {
    (expiry / 4).clamp(Duration::from_secs(1), Duration::from_secs(5))
}

/// Games ended on time per sweep, at most (the next sweep takes the rest).
const TURNS_PER_SWEEP: usize = 50;

/// Interaction ids are kept this long (see `GameService::prune_interactions`), and pruned
/// about every ten minutes.
const KEEP_INTERACTIONS: Duration = Duration::from_secs(24 * 3600);
const PRUNE_EVERY: Duration = Duration::from_secs(600);

/// Starts the sweeps; they run until the process ends.
pub fn spawn(
    http: Arc<serenity::Http>,
    service: GameService,
    renderer: Arc<Renderer>,
    computer: Arc<Computer>,
    expiry: Duration,
) {
    tokio::spawn(async move {
        let every = sweep_interval(expiry);
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let prune_ticks = (PRUNE_EVERY.as_secs() / every.as_secs().max(1)).max(1);
        let mut tick: u64 = 0;
        loop {
            ticks.tick().await;
            tick += 1;
            if tick % prune_ticks == 0 {
                if let Err(e) = service.prune_interactions(KEEP_INTERACTIONS).await {
                    tracing::warn!(error = %e, "pruning interaction ids failed");
                }
            }
            // A failure (a database restart) is logged; the next sweep finds the same rows.
            match service.expire_challenges().await {
                Ok(expired) => {
                    for ch in expired {
                        announce(&http, &ch).await;
                    }
                }
                Err(e) => tracing::warn!(error = %e, "challenge expiry sweep failed"),
            }
            match service.expire_turns(TURNS_PER_SWEEP).await {
                Ok(ended) => {
                    for report in ended {
                        announce_timeout(&http, &renderer, &service, &report).await;
                    }
                }
                Err(e) => tracing::warn!(error = %e, "turn clock sweep failed"),
            }
            match service.due_reminders().await {
                Ok(due) => {
                    for reminder in due {
                        // The reminder names only its game: the game says its server.
                        let server = service
                            .load(reminder.game)
                            .await
                            .ok()
                            .and_then(|s| s.place.server);
                        remind(&http, &reminder, crate::l10n::server_lang(server)).await;
                    }
                }
                Err(e) => tracing::warn!(error = %e, "reminder sweep failed"),
            }
            match service
                .computer_turns(TURNS_PER_SWEEP as i64, computer.rescue_after())
                .await
            {
                Ok(games) => games.into_iter().for_each(|id| computer.take_turns(id)),
                Err(e) => tracing::warn!(error = %e, "computer turn sweep failed"),
            }
        }
    });
}

/// The final board of a game lost on time (or the note that it was cancelled).
async fn announce_timeout(
    http: &serenity::Http,
    renderer: &Renderer,
    service: &GameService,
    report: &MoveReport,
) {
    let state = &report.state;
    let last = if state.status == GameStatus::Cancelled {
        None
    } else {
        Some(text::last_action(
            state,
            report.seat,
            &report.action,
            &report.outcome,
        ))
    };
    let message = messages::board_with(renderer, service, state, last)
        .await
        .to_message();
    let channel = serenity::ChannelId::new(state.thread_id.unwrap_or(state.place.channel) as u64);
    if let Err(e) = channel.send_message(http, message).await {
        tracing::warn!(error = %e, game = state.id.key(), "could not announce a timeout");
    }
}

async fn remind(http: &serenity::Http, reminder: &Reminder, lang: crate::l10n::Lang) {
    let message = serenity::CreateMessage::new()
        .content(text::reminder(lang, reminder))
        .allowed_mentions(
            serenity::CreateAllowedMentions::new().users(
                super::ids::user_of(reminder.player)
                    .into_iter()
                    .collect::<Vec<_>>(),
            ),
        );
    let channel = serenity::ChannelId::new(reminder.channel as u64);
    if let Err(e) = channel.send_message(http, message).await {
        tracing::warn!(error = %e, game = reminder.game.key(), "could not post a reminder");
    }
}

async fn announce(http: &serenity::Http, ch: &Challenge) {
    let Some(message) = ch.message_id else {
        return;
    };
    let edit = serenity::EditMessage::new()
        .content(text::challenge_message(ch))
        .components(Vec::new());
    let channel = serenity::ChannelId::new(ch.place.channel as u64);
    if let Err(e) = channel
        .edit_message(http, serenity::MessageId::new(message as u64), edit)
        .await
    {
        // The message may have been deleted; the challenge is closed all the same.
        tracing::info!(error = %e, challenge = ch.id.key(), "could not mark the challenge message expired");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_often_enough_but_not_too_often() {
        let secs = Duration::from_secs;
        assert_eq!(sweep_interval(secs(2)), secs(1));
        assert_eq!(sweep_interval(secs(12)), secs(3));
        assert_eq!(sweep_interval(secs(900)), secs(5));
    }
}
