//! Challenges nobody answered. A background sweep marks them expired in the database (each
//! once, even with several bot processes: the service skips rows another sweep holds) and
//! edits their message to say so, without the buttons. The expiry time is stored with the
//! challenge, so challenges that ran out while the bot was down are closed at the next start.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::text;
use crate::service::{Challenge, GameService};

/// How often to sweep: a quarter of the challenge lifetime, between 1 and 30 seconds, so a
/// challenge's message says "expired" soon after it did.
pub fn sweep_interval(expiry: Duration) -> Duration {
    (expiry / 4).clamp(Duration::from_secs(1), Duration::from_secs(30))
}

/// Starts the sweep; it runs until the process ends.
pub fn spawn(http: Arc<serenity::Http>, service: GameService, expiry: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(sweep_interval(expiry));
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            match service.expire_challenges().await {
                Ok(expired) => {
                    for ch in expired {
                        announce(&http, &ch).await;
                    }
                }
                // A database restart: the next sweep picks the same challenges up.
                Err(e) => tracing::warn!(error = %e, "challenge expiry sweep failed"),
            }
        }
    });
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
        tracing::info!(error = %e, challenge = ch.id, "could not mark the challenge message expired");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_often_enough_but_not_too_often() {
        assert_eq!(
            sweep_interval(Duration::from_secs(2)),
            Duration::from_secs(1)
        );
        assert_eq!(
            sweep_interval(Duration::from_secs(60)),
            Duration::from_secs(15)
        );
        assert_eq!(
            sweep_interval(Duration::from_secs(900)),
            Duration::from_secs(30)
        );
    }
}
