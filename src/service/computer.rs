//! Games against the computer: each level is a player of its own ([`PlayerId::computer`]),
//! "Computer (level 3)", so a game's seats say which level plays it. The computer's turns are
//! played by [`super::ComputerTurns`].

use super::player::COMPUTER_LEVELS;
use super::types::{Accepted, GameState, NewChallenge, PlayerRef, Request};
use super::{GameId, GameService, PlayerId, Result, ServiceError};

/// The player that is the computer at `level`.
pub fn computer_player(level: u8) -> PlayerRef {
    PlayerRef::new(
        PlayerId::computer(level),
        format!("Computer (level {level})"),
    )
}

impl GameService {
    /// Starts a game between the requester and the computer at `level` at once: the
    /// challenge is made and accepted in the computer's name. `new.invited` is ignored.
    pub async fn play_computer(
        &self,
        req: &Request,
        mut new: NewChallenge,
        level: i64,
    ) -> Result<GameState> {
        if !COMPUTER_LEVELS.contains(&level) {
            return Err(ServiceError::BadLevel(level));
        }
        if new.rules.players != 2 {
            return Err(ServiceError::ComputerTwoPlayers(new.rules.players));
        }
        let computer = computer_player(level as u8);
        new.invited = vec![computer.clone()];
        let challenge = self.challenge(req, new).await?;
        match self.accept(&Request::new(computer), challenge.id).await? {
            Accepted::Started(state) => Ok(*state),
            Accepted::Waiting(_) => Err(ServiceError::CorruptChallenge {
                id: challenge.id,
                detail: "a game against the computer did not start".into(),
            }),
        }
    }

    /// Games in which the computer has had to act for at least `idle`, longest waiting
    /// first: after a restart (or a lost task) the bot finds its turns here, while turns being
    /// thought about (perhaps by another process) are left alone.
    pub async fn computer_turns(
        &self,
        limit: i64,
        idle: std::time::Duration,
    ) -> Result<Vec<GameId>> {
        Ok(sqlx::query_scalar!(
            "SELECT g.id FROM games g
             JOIN seats s ON s.game_id = g.id AND s.seat = g.to_move_seat
             JOIN players p ON p.id = s.player_id
             WHERE g.status = 'active' AND p.computer_level IS NOT NULL
               AND g.updated_at < now() - $2 * interval '1 millisecond'
             ORDER BY g.updated_at LIMIT $1",
            limit,
            idle.as_millis() as f64
        )
        .fetch_all(self.pool())
        .await?
        .into_iter()
        .map(GameId::from_key)
        .collect())
    }
}

impl GameState {
    /// The computer's level if it must act now.
    pub fn computer_to_act(&self) -> Option<u8> {
        self.player_to_act().and_then(|p| p.id.computer_level())
    }

    /// Whether the computer plays in this game.
    pub fn against_computer(&self) -> bool {
        self.seats.iter().any(|s| s.player.id.is_computer())
    }
}
