//! The computer's moves on Discord: the service plays the computer's turns
//! ([`ComputerTurns`]); this posts each new board where the game is played (its thread, which
//! reopens if archived, or its channel).

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::{dm, messages, text};
use crate::service::{Announce, ComputerTurns, GameService, MoveReport};
use pente_render::Renderer;

/// The computer's turns, announced on Discord.
pub type Computer = ComputerTurns<PostMoves>;

/// Posts the computer's moves.
pub struct PostMoves {
    pub http: Arc<serenity::Http>,
    pub renderer: Arc<Renderer>,
    pub service: GameService,
}

impl Announce for PostMoves {
    async fn moved(&self, report: MoveReport) {
        let last = text::reported(&report);
        let message =
            messages::board_with(&self.renderer, &self.service, &report.state, Some(last))
                .await
                .to_message();
        let channel = report.state.thread_id.unwrap_or(report.state.place.channel);
        match serenity::ChannelId::new(channel as u64)
            .send_message(&self.http, message)
            .await
        {
            Ok(posted) => dm::turn(
                &self.http,
                &self.service,
                &report.state,
                dm::Board::Posted(posted.id),
            ),
            Err(e) => {
                tracing::warn!(error = %e, game = report.state.id.key(), "could not post the computer's move")
            }
        }
    }
}
