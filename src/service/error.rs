//! Why an operation was refused, in words a player can act on.

use pente::token::TokenError;
use pente::{MoveError, RuleError};

use super::{ChallengeId, GameId};

/// An operation that did not happen. Every variant but [`ServiceError::Database`] and
/// the two `Corrupt` ones is the user's to fix; their messages say how.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("there is no game #{0}")]
    NoSuchGame(GameId),
    #[error("you have no game going on")]
    NoGameGoing,
    #[error("you have no game here; name one of yours: {}", list_games(.0))]
    WhichGame(Vec<GameId>),
    #[error("the default rules must be for a two-player game (lobbies choose their own number of players); {0} is for {1}")]
    DefaultRulesPlayers(String, u8),
    #[error("there is no challenge #{0}")]
    NoSuchChallenge(ChallengeId),
    #[error("you are not playing in game #{0}")]
    NotInGame(GameId),
    #[error("this challenge is not for you")]
    NotInvited,
    #[error("only the player who made challenge #{0} can do that")]
    NotHost(ChallengeId),
    #[error("challenge #{id} is {status}")]
    ChallengeClosed { id: ChallengeId, status: String },
    #[error("a rated two-player game needs an opening that makes it fair (pro, long-pro, swap, swap2, taraguchi-10, d-pente or g-pente); add opening:pro, or leave rated off")]
    UnfairRating,
    #[error("a rated game is played under its variant's own rules (only the opening, and players or teams, may change); drop the other options, or leave rated off")]
    CustomRulesRated,
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    #[error("{0} is listed twice")]
    DuplicatePlayer(String),
    #[error("these rules are for {needed} players, but {got} were named")]
    WrongPlayerCount { needed: u8, got: usize },
    #[error("you are already in this lobby")]
    AlreadyJoined,
    #[error("the lobby is full ({0} players)")]
    LobbyFull(u8),
    #[error("the lobby needs {needed} players to start; {got} have joined")]
    LobbyNotReady { needed: u8, got: usize },
    #[error("the host cannot leave the lobby; close it instead")]
    HostCannotLeave,
    #[error("you have left game #{0}; the others play on without you")]
    LeftGame(GameId),
    #[error("a takeback cannot undo another player's resignation or timeout")]
    TakebackPastDropOut,
    #[error("the time per move must be at least one second")]
    BadClock,
    #[error("game #{0} is still going: a rematch comes after the end")]
    GameNotOver(GameId),
    #[error("game #{id} is {status}")]
    GameNotActive { id: GameId, status: String },
    #[error("the position changed since you saw it (it was at move {expected}, now at move {actual}, or a move was taken back); look at the new board and try again")]
    PositionChanged { expected: i32, actual: i32 },
    #[error(transparent)]
    Token(#[from] TokenError),
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error(transparent)]
    Rules(#[from] RuleError),
    #[error("nobody has offered a draw in game #{0}")]
    NoDrawOffer(GameId),
    #[error("you have already offered a draw; waiting for the others")]
    DrawAlreadyOffered,
    #[error("nobody has asked for a takeback in game #{0}")]
    NoTakeback(GameId),
    #[error("you cannot accept your own takeback request")]
    OwnTakeback,
    #[error("you have no move to take back")]
    NothingToTakeBack,
    #[error("a takeback request is already waiting in game #{0}")]
    TakebackPending(GameId),
    #[error("the player to move still has time (until {0}); you can claim the game after that")]
    NotTimedOut(String),
    #[error("game #{0} has no move clock, so nobody can lose on time")]
    NoClock(GameId),
    #[error("it is your turn: you cannot claim a timeout against yourself")]
    OwnTimeout,
    #[error("game #{0} has begun: it can no longer be cancelled; resign instead")]
    TooLateToCancel(GameId),
    #[error("the computer plays levels 1 to 8, not {0}")]
    BadLevel(i64),
    #[error("the computer plays two-player games only; this variant is for {0}")]
    ComputerTwoPlayers(u8),
    #[error("the computer does not agree to draws: play on, or resign")]
    ComputerNoDraw,
    #[error("rated games against the computer have no takebacks")]
    ComputerRatedTakeback,
    #[error("your time ran out in game #{0}: it is lost on time")]
    FlagFell(GameId),
    #[error("this was already done (the same request arrived twice)")]
    Duplicate,
    #[error("game #{id} is damaged: {detail}")]
    Corrupt { id: GameId, detail: String },
    #[error("challenge #{id} is damaged: {detail}")]
    CorruptChallenge { id: ChallengeId, detail: String },
    #[error("the database is not available right now; please try again in a moment")]
    Database(#[from] sqlx::Error),
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

fn list_games(ids: &[GameId]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub type Result<T, E = ServiceError> = std::result::Result<T, E>;
