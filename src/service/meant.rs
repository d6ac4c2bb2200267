//! Which game a command means when it names none: the caller's game in the channel (or thread)
//! where it was typed, else their only game.

use super::{GameId, GameService, PlayerId, Result, ServiceError};

impl GameService {
    /// The game `player` means: `given` when they named one, else their most recently active
    /// game in `channel` (a game's channel or its thread), else their only game going on.
    pub async fn game_meant(
        &self,
        player: PlayerId,
        given: Option<GameId>,
        channel: i64,
    ) -> Result<GameId> {
        if let Some(id) = given {
            return Ok(id);
        }
        let games = self.active_games(player).await?;
        let here = games
            .iter()
            .find(|g| g.channel == channel || g.thread == Some(channel));
        match (here, games.as_slice()) {
            (Some(g), _) => Ok(g.id),
            (None, [only]) => Ok(only.id),
            (None, []) => Err(ServiceError::NoGameGoing),
            (None, _) => Err(ServiceError::WhichGame(
                games.iter().map(|g| g.id).collect(),
            )),
        }
    }
}
