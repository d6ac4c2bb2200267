//! What the service takes and gives back: plain data, no Discord types.

use chrono::{DateTime, Utc};

use super::{ChallengeId, Clock, GameId, PlayerId};
use pente::{Game, MoveOutcome, RuleSet, Seat};

/// A player with the name to show (cached in `players`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRef {
    pub id: PlayerId,
    pub name: String,
}

impl PlayerRef {
    pub fn new(id: PlayerId, name: impl Into<String>) -> PlayerRef {
        PlayerRef {
            id,
            name: name.into(),
        }
    }

    /// A person, by Discord user id.
    pub fn person(user: u64, name: impl Into<String>) -> PlayerRef {
        PlayerRef::new(PlayerId::person(user), name)
    }
}

/// Who asks, and under which interaction id (a repeated id is applied once).
#[derive(Clone, Debug)]
pub struct Request {
    pub player: PlayerRef,
    pub interaction: Option<i64>,
}

impl Request {
    pub fn new(player: PlayerRef) -> Request {
        Request {
            player,
            interaction: None,
        }
    }

    pub fn with_interaction(mut self, id: i64) -> Request {
        self.interaction = Some(id);
        self
    }
}

/// Where a game or challenge lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Place {
    pub server: Option<i64>,
    pub channel: i64,
}

/// Who sits first when a challenge becomes a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SeatOrder {
    /// The host takes seat 1 (the first colour); the others follow in the order named.
    HostFirst,
    /// The host takes the last seat.
    HostSecond,
    /// Shuffled when the game starts.
    #[default]
    Random,
}

impl SeatOrder {
    pub fn name(self) -> &'static str {
        match self {
            SeatOrder::HostFirst => "host-first",
            SeatOrder::HostSecond => "host-second",
            SeatOrder::Random => "random",
        }
    }

    pub fn from_name(name: &str) -> Option<SeatOrder> {
        [
            SeatOrder::HostFirst,
            SeatOrder::HostSecond,
            SeatOrder::Random,
        ]
        .into_iter()
        .find(|o| o.name() == name)
    }
}

/// A challenge to be made. No one invited means an open lobby anyone may join.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub place: Place,
    pub invited: Vec<PlayerRef>,
    pub rules: RuleSet,
    pub rated: bool,
    pub seat_order: SeatOrder,
    /// How the game is timed; `None` means no clock.
    pub clock: Option<Clock>,
    /// How long the challenge stays open.
    pub expires_in: chrono::Duration,
}

impl NewChallenge {
    pub fn new(place: Place, invited: Vec<PlayerRef>, rules: RuleSet) -> NewChallenge {
        NewChallenge {
            place,
            invited,
            rules,
            rated: false,
            seat_order: SeatOrder::default(),
            clock: None,
            expires_in: chrono::Duration::minutes(15),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeKind {
    Challenge,
    Lobby,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Response {
    Invited,
    Accepted,
    Declined,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub player: PlayerRef,
    pub response: Response,
}

/// A challenge or lobby as stored.
#[derive(Clone, Debug)]
pub struct Challenge {
    pub id: ChallengeId,
    pub kind: ChallengeKind,
    pub place: Place,
    pub message_id: Option<i64>,
    pub host: PlayerRef,
    /// Everyone but the host, in order.
    pub members: Vec<Member>,
    pub rules: RuleSet,
    pub rated: bool,
    pub seat_order: SeatOrder,
    pub clock: Option<Clock>,
    /// `open`, `started`, `declined`, `cancelled` or `expired`.
    pub status: String,
    pub game_id: Option<GameId>,
    pub expires_at: DateTime<Utc>,
}

/// What accepting (or joining, or starting) a challenge did.
#[derive(Clone, Debug)]
pub enum Accepted {
    /// Still waiting for others.
    Waiting(Challenge),
    /// Everyone is in: the game has begun.
    Started(Box<GameState>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Active,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn name(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub(crate) fn from_name(name: &str) -> Option<GameStatus> {
        match name {
            "active" => Some(GameStatus::Active),
            "finished" => Some(GameStatus::Finished),
            "cancelled" => Some(GameStatus::Cancelled),
            _ => None,
        }
    }
}

/// A seat at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatInfo {
    pub seat: Seat,
    pub player: PlayerRef,
    pub team: Option<u8>,
    /// A live clock's bank as it stood when this player's last turn ended, in milliseconds
    /// (the mover's bank is running out at [`GameState::turn_deadline`]).
    pub time_left_ms: Option<i64>,
}

/// Everything known about a game: the stored row and the engine state rebuilt from its moves.
#[derive(Clone, Debug)]
pub struct GameState {
    pub id: GameId,
    /// The stored row's version: every change bumps it (optimistic concurrency checks).
    pub version: i64,
    pub status: GameStatus,
    pub place: Place,
    pub thread_id: Option<i64>,
    pub message_id: Option<i64>,
    pub rated: bool,
    pub seats: Vec<SeatInfo>,
    /// The engine state after every stored action.
    pub game: Game,
    /// What the latest action did (for the picture: last move, captured ghosts).
    pub last: Option<MoveOutcome>,
    /// Seats that agree to a draw.
    pub draw_offers: Vec<Seat>,
    /// A takeback waiting for agreement: who asked, and how many actions would remain.
    pub takeback: Option<(Seat, i32)>,
    pub clock: Option<Clock>,
    /// When the player to move runs out of time (their move's deadline, or the moment their
    /// live clock's bank is empty).
    pub turn_deadline: Option<DateTime<Utc>>,
    /// The rating changes of a rated game that has just ended (empty otherwise, and after a
    /// restart: the ratings themselves are stored).
    pub rating_changes: Vec<RatingChange>,
    /// Takebacks agreed so far: with the ply, it names a position that never comes back.
    pub takebacks: i32,
}

/// A position a player saw: actions on the board and takebacks before it. Buttons carry it,
/// so a button from an older position is refused, also when a takeback has brought the game
/// back to the same number of actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub ply: i32,
    pub takebacks: i32,
}

impl GameState {
    /// Where the game stands now.
    pub fn position(&self) -> Position {
        Position {
            ply: self.ply(),
            takebacks: self.takebacks,
        }
    }

    /// A state that was never stored (game 1, no seats), for tests of what is drawn from it.
    #[doc(hidden)]
    pub fn for_tests(game: Game) -> GameState {
        GameState {
            id: GameId::from_key(1),
            version: 1,
            status: GameStatus::Active,
            place: Place {
                server: None,
                channel: 1,
            },
            thread_id: None,
            message_id: None,
            rated: false,
            seats: Vec::new(),
            game,
            last: None,
            draw_offers: Vec::new(),
            takeback: None,
            clock: None,
            turn_deadline: None,
            rating_changes: Vec::new(),
            takebacks: 0,
        }
    }

    /// Actions stored so far (the game's version for [`PositionChanged`] checks).
    ///
    /// [`PositionChanged`]: super::ServiceError::PositionChanged
    pub fn ply(&self) -> i32 {
        self.game.history().len() as i32
    }

    pub fn seat_of_player(&self, player: PlayerId) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.player.id == player)
            .map(|s| s.seat)
    }

    pub fn player_at(&self, seat: Seat) -> Option<&PlayerRef> {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| &s.player)
    }

    /// Whether `player`, asking in `server` (`None` in a direct message), may see this game:
    /// its own players anywhere, and anyone in the server where it is played. Game numbers are
    /// easy to guess, so everything that shows a game by number checks this.
    pub fn visible_to(&self, player: PlayerId, server: Option<i64>) -> bool {
        self.seat_of_player(player).is_some() || (server.is_some() && self.place.server == server)
    }

    /// What is left of `seat`'s live clock at `now`, in milliseconds: the running bank of
    /// the player to move, the stored bank of the others. `None` without a live clock.
    pub fn time_left_ms(&self, seat: Seat, now: DateTime<Utc>) -> Option<i64> {
        let bank = self.seats.iter().find(|s| s.seat == seat)?.time_left_ms?;
        let running = self.status == GameStatus::Active && self.game.actor() == Some(seat);
        Some(match (running, self.turn_deadline) {
            (true, Some(deadline)) => (deadline - now).num_milliseconds().max(0),
            _ => bank,
        })
    }

    /// The player who must act now, if the game is going on.
    pub fn player_to_act(&self) -> Option<&PlayerRef> {
        if self.status != GameStatus::Active {
            return None;
        }
        self.player_at(self.game.actor()?)
    }
}

/// One line in a player's list of games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub id: GameId,
    pub variant: String,
    pub channel: i64,
    pub thread: Option<i64>,
    pub ply: i32,
    pub my_seat: Seat,
    /// Whether this player must act now.
    pub my_turn: bool,
    pub opponents: Vec<PlayerRef>,
    pub updated_at: DateTime<Utc>,
}

/// One player's rating before and after a game, in one scope.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    pub player: PlayerId,
    pub family: String,
    /// 0 for the global rating, else the server.
    pub scope: i64,
    pub before: f64,
    pub after: f64,
    pub provisional: bool,
}

/// A line of a leaderboard, or a player's rating in one family.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub player: PlayerId,
    pub name: String,
    pub family: String,
    pub rating: f64,
    pub deviation: f64,
    pub provisional: bool,
    pub games: i32,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
}
