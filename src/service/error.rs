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
    NoSuchGame(GameId),
    NoGameGoing,
    WhichGame(Vec<GameId>),
    DefaultRulesPlayers(String, u8),
    NoSuchChallenge(ChallengeId),
    NotInGame(GameId),
    NotInvited,
    NotHost(ChallengeId),
    ChallengeClosed {
        id: ChallengeId,
        status: String,
    },
    UnfairRating,
    CustomRulesRated,
    SelfChallenge,
    DuplicatePlayer(String),
    WrongPlayerCount {
        needed: u8,
        got: usize,
    },
    AlreadyJoined,
    LobbyFull(u8),
    LobbyNotReady {
        needed: u8,
        got: usize,
    },
    HostCannotLeave,
    LeftGame(GameId),
    TakebackPastDropOut,
    BadClock,
    GameNotOver(GameId),
    GameNotActive {
        id: GameId,
        status: String,
    },
    PositionChanged {
        expected: i32,
        actual: i32,
    },
    Token(TokenError),
    Move(MoveError),
    Rules(RuleError),
    NoDrawOffer(GameId),
    DrawAlreadyOffered,
    NoTakeback(GameId),
    OwnTakeback,
    NothingToTakeBack,
    TakebackPending(GameId),
    /// The player to move has time until then.
    NotTimedOut(Option<DateTime<Utc>>),
    NoClock(GameId),
    OwnTimeout,
    TooLateToCancel(GameId),
    BadLevel(i64),
    ComputerTwoPlayers(u8),
    ComputerNoDraw,
    ComputerRatedTakeback,
    FlagFell(GameId),
    Duplicate,
    Corrupt {
        id: GameId,
        detail: String,
    },
    CorruptChallenge {
        id: ChallengeId,
        detail: String,
    },
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
