//! A rematch: the same players, rules, clock and rating, colours swapped.

use super::{
    Challenge, GameId, GameService, GameState, GameStatus, NewChallenge, Place, PlayerRef, Request,
    Result, SeatOrder, ServiceError,
};

/// What a rematch made.
#[derive(Debug)]
pub enum Rematch {
    /// A challenge to the other players, to accept like any other.
    Challenge(Challenge),
    /// Against the computer, which needs no asking: the new game, started.
    Started(Box<GameState>),
}

impl GameService {
    /// A new challenge from `req`'s player to the other players of finished game `id`, made
    /// at `place` (where the rematch was asked for): the same rules, clock and rating,
    /// colours swapped in a two-player game (shuffled otherwise). Against the computer the
    /// new game starts at once at the same level. One transaction, like any challenge: a
    /// repeated request (the same interaction) is refused as a duplicate.
    pub async fn rematch(
        &self,
        req: &Request,
        id: GameId,
        place: Place,
        expires_in: chrono::Duration,
    ) -> Result<Rematch> {
        let state = self.load(id).await?;
        if state.status == GameStatus::Active {
            return Err(ServiceError::GameNotOver(id));
        }
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
        let mut new = NewChallenge::new(place, others, state.game.rules().clone());
        new.rated = state.rated;
        new.clock = state.clock;
        new.seat_order = match (state.seats.len(), my_seat.0) {
            (2, 0) => SeatOrder::HostSecond,
            (2, _) => SeatOrder::HostFirst,
            _ => SeatOrder::Random,
        };
        new.expires_in = expires_in;
        if let Some(level) = state
            .seats
            .iter()
            .find_map(|s| s.player.id.computer_level())
        {
            let started = self.play_computer(req, new, level as i64).await?;
            return Ok(Rematch::Started(Box::new(started)));
        }
        Ok(Rematch::Challenge(self.challenge(req, new).await?))
    }
}
