//! Why an operation was refused: a value for each reason, carrying what the words need (the
//! game, the numbers, the engine's own error). The Discord layer words them for players
//! (`discord::reply`); `Display` here is for logs.

use std::fmt;

use chrono::{DateTime, Utc};
use pente::token::TokenError;
use pente::{MoveError, RuleError};

use super::{ChallengeId, GameId};

/// An operation that did not happen. Every variant but [`ServiceError::Database`] and
/// the two `Corrupt` ones is the user's to fix.
#[derive(Debug)]
pub enum ServiceError {
    /// No game has this number (or none the caller may see).
    NoSuchGame(GameId),
    /// The caller named no game and plays none.
    NoGameGoing,
    /// The caller named no game and plays none here, but these elsewhere.
    WhichGame(Vec<GameId>),
    /// A server's default rules (the preset's name) must be for two players, not this many.
    DefaultRulesPlayers(String, u8),
    /// No challenge has this number.
    NoSuchChallenge(ChallengeId),
    /// The caller does not play in this game.
    NotInGame(GameId),
    /// The challenge names other players.
    NotInvited,
    /// Only the challenge's host may do this.
    NotHost(ChallengeId),
    /// The challenge is no longer open: `status` is what became of it.
    ChallengeClosed { id: ChallengeId, status: String },
    /// A rated two-player game needs a fair opening.
    UnfairRating,
    /// A rated game plays its variant's own rules.
    CustomRulesRated,
    /// The caller challenged themselves.
    SelfChallenge,
    /// This player (by name) was named twice.
    DuplicatePlayer(String),
    /// The rules need `needed` players; `got` were named.
    WrongPlayerCount { needed: u8, got: usize },
    /// The caller already sits in this lobby.
    AlreadyJoined,
    /// The lobby has all its seats (this many).
    LobbyFull(u8),
    /// The lobby cannot start with `got` of `needed` players.
    LobbyNotReady { needed: u8, got: usize },
    /// The host closes a lobby instead of leaving it.
    HostCannotLeave,
    /// The caller has dropped out of this game.
    LeftGame(GameId),
    /// A takeback would undo another player's resignation or timeout.
    TakebackPastDropOut,
    /// The time per move is under a second.
    BadClock,
    /// A rematch waits for the end of the game.
    GameNotOver(GameId),
    /// The game is over: `status` says how.
    GameNotActive { id: GameId, status: String },
    /// A button was made for move `expected`; the game is at `actual`.
    PositionChanged { expected: i32, actual: i32 },
    /// What was typed is not a move.
    Token(TokenError),
    /// The move is against the rules.
    Move(MoveError),
    /// The rules asked for are not a valid set.
    Rules(RuleError),
    /// Nobody offered a draw to accept or decline.
    NoDrawOffer(GameId),
    /// The caller's draw offer is already waiting.
    DrawAlreadyOffered,
    /// Nobody asked for a takeback to accept or decline.
    NoTakeback(GameId),
    /// The caller asked for this takeback.
    OwnTakeback,
    /// The caller has not moved yet.
    NothingToTakeBack,
    /// A takeback request is already waiting.
    TakebackPending(GameId),
    /// The player to move has time until then.
    NotTimedOut(Option<DateTime<Utc>>),
    /// The game has no clock to run out.
    NoClock(GameId),
    /// The caller is the player to move.
    OwnTimeout,
    /// The game has begun: it can be resigned, not called off.
    TooLateToCancel(GameId),
    /// The computer has levels 1 to 8.
    BadLevel(i64),
    /// The computer plays two-player games only, not this many.
    ComputerTwoPlayers(u8),
    /// The computer does not agree to draws.
    ComputerNoDraw,
    /// Rated games against the computer have no takebacks.
    ComputerRatedTakeback,
    /// The caller's time ran out: the game is lost on time.
    FlagFell(GameId),
    /// A review waits for the end of the game.
    ReviewNotOver(GameId),
    /// Reviews are of two-player games, not of this many players.
    ReviewPlayers(u8),
    /// This many reviews are waiting already: ask again later.
    ReviewQueueFull(usize),
    /// The same interaction arrived twice; it was applied once.
    Duplicate,
    /// A stored game does not replay (a fault of ours, not the user's).
    Corrupt { id: GameId, detail: String },
    /// A stored challenge does not read back (a fault of ours).
    CorruptChallenge { id: ChallengeId, detail: String },
    /// The database refused or could not be reached.
    Database(sqlx::Error),
}

impl ServiceError {
    /// A stable, short name for the error (logs, metrics, tests).
    pub fn kind(&self) -> &'static str {
        use ServiceError::*;
        match self {
            NoSuchGame(_) => "no-such-game",
            NoGameGoing => "no-game-going",
            WhichGame(_) => "which-game",
            DefaultRulesPlayers(..) => "default-rules-players",
            NoSuchChallenge(_) => "no-such-challenge",
            NotInGame(_) => "not-in-game",
            NotInvited => "not-invited",
            NotHost(_) => "not-host",
            ChallengeClosed { .. } => "challenge-closed",
            SelfChallenge => "self-challenge",
            DuplicatePlayer(_) => "duplicate-player",
            WrongPlayerCount { .. } => "wrong-player-count",
            AlreadyJoined => "already-joined",
            LobbyFull(_) => "lobby-full",
            LobbyNotReady { .. } => "lobby-not-ready",
            HostCannotLeave => "host-cannot-leave",
            UnfairRating => "unfair-rating",
            CustomRulesRated => "custom-rules-rated",
            GameNotOver(_) => "game-not-over",
            GameNotActive { .. } => "game-not-active",
            LeftGame(_) => "left-game",
            TakebackPastDropOut => "takeback-past-drop-out",
            BadClock => "bad-clock",
            PositionChanged { .. } => "position-changed",
            Token(e) => e.kind(),
            Move(e) => e.kind(),
            Rules(_) => "bad-rules",
            NoDrawOffer(_) => "no-draw-offer",
            DrawAlreadyOffered => "draw-already-offered",
            NoTakeback(_) => "no-takeback",
            OwnTakeback => "own-takeback",
            NothingToTakeBack => "nothing-to-take-back",
            TakebackPending(_) => "takeback-pending",
            NotTimedOut(_) => "not-timed-out",
            NoClock(_) => "no-clock",
            OwnTimeout => "own-timeout",
            TooLateToCancel(_) => "too-late-to-cancel",
            BadLevel(_) => "bad-level",
            ComputerTwoPlayers(_) => "computer-two-players",
            ComputerNoDraw => "computer-no-draw",
            ComputerRatedTakeback => "computer-rated-takeback",
            FlagFell(_) => "flag-fell",
            ReviewNotOver(_) => "review-not-over",
            ReviewPlayers(_) => "review-players",
            ReviewQueueFull(_) => "review-queue-full",
            Duplicate => "duplicate",
            Corrupt { .. } | CorruptChallenge { .. } => "corrupt",
            Database(_) => "database",
        }
    }

    /// Whether the database could not be reached (down, restarting, out of connections),
    /// rather than refusing a statement: worth telling the user to try again in a moment.
    pub fn is_outage(&self) -> bool {
        let ServiceError::Database(e) = self else {
            return false;
        };
        match e {
            sqlx::Error::Io(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Tls(_)
            | sqlx::Error::Protocol(_)
            | sqlx::Error::WorkerCrashed => true,
            // Class 08: connection exceptions; 57P: the server shutting down or restarting.
            sqlx::Error::Database(db) => db
                .code()
                .is_some_and(|c| c.starts_with("08") || c.starts_with("57P")),
            _ => false,
        }
    }

    /// Whether the user caused it (answer them) rather than the system (log it too).
    pub fn is_user_error(&self) -> bool {
        !matches!(
            self,
            ServiceError::Database(_)
                | ServiceError::Corrupt { .. }
                | ServiceError::CorruptChallenge { .. }
        )
    }
}

/// For logs: the kind, then the data (or the engine's or database's own message).
impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::Token(e) => write!(f, "{}: {e}", self.kind()),
            ServiceError::Move(e) => write!(f, "{}: {e}", self.kind()),
            ServiceError::Rules(e) => write!(f, "{}: {e}", self.kind()),
            ServiceError::Database(e) => write!(f, "database: {e}"),
            other => write!(f, "{}: {other:?}", other.kind()),
        }
    }
}

impl std::error::Error for ServiceError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ServiceError::Token(e) => Some(e),
            ServiceError::Move(e) => Some(e),
            ServiceError::Rules(e) => Some(e),
            ServiceError::Database(e) => Some(e),
            _ => None,
        }
    }
}

macro_rules! from_source {
    ($($source:ty => $variant:ident),*) => {$(
        impl From<$source> for ServiceError {
            fn from(e: $source) -> ServiceError {
                ServiceError::$variant(e)
            }
        }
    )*};
}

from_source!(TokenError => Token, MoveError => Move, RuleError => Rules, sqlx::Error => Database);

pub type Result<T, E = ServiceError> = std::result::Result<T, E>;
