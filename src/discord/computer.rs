//! The computer's moves on Discord: the service plays the computer's turns
//! ([`ComputerTurns`]); this posts each new board where the game is played (its thread, which
//! reopens if archived, or its channel).

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::{messages, text};
use crate::service::{Announce, ComputerTurns, MoveReport};
use pente_render::Renderer;

/// The computer's turns, announced on Discord.
pub type Computer = ComputerTurns<PostMoves>;

/// Posts the computer's moves.
pub struct PostMoves {
    pub http: Arc<serenity::Http>,
    pub renderer: Arc<Renderer>,
}

impl Announce for PostMoves {
    async fn moved(&self, report: MoveReport) {
        let last = text::reported(&report);
        let message = messages::board_with(&self.renderer, &report.state, Some(last)).to_message();
        let channel = report.state.thread_id.unwrap_or(report.state.place.channel);
        if let Err(e) = serenity::ChannelId::new(channel as u64)
            .send_message(&self.http, message)
            .await
        {
            tracing::warn!(error = %e, game = report.state.id.key(), "could not post the computer's move");
        }
    }
}
