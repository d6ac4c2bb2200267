//! Who plays: a person (by Discord user id) or the computer at one of its levels. Each level is
//! a player of its own, so its games, results and ratings stay apart from people's.

use std::fmt;

/// The computer's levels: 1 (a beginner) to 8 (full strength).
pub const COMPUTER_LEVELS: std::ops::RangeInclusive<i64> = 1..=8;

/// Who a player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person, by Discord user id (never 0).
    Person(u64),
    /// The computer at a level of [`COMPUTER_LEVELS`].
    Computer(u8),
}

/// A player's key: in the service's results, and in the database (`players.id`). People are
/// keyed by their Discord user id (a positive snowflake) and the computer's levels by keys
/// outside that range; only this type knows how, and `players.computer_level` says the same
/// in the schema.
///
/// ```
/// use pente_bot::service::{Player, PlayerId};
/// let alice = PlayerId::person(80351110224678912);
/// assert_eq!(alice.player(), Player::Person(80351110224678912));
/// assert_eq!(PlayerId::computer(3).player(), Player::Computer(3));
/// assert!(PlayerId::computer(3).is_computer() && !alice.is_computer());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(i64);

impl PlayerId {
    /// A person, by Discord user id.
    pub fn person(user: u64) -> PlayerId {
        PlayerId(user as i64)
    }

    /// The computer at `level` (1-8).
    pub fn computer(level: u8) -> PlayerId {
        PlayerId(-(level as i64))
    }

    /// A key as stored (`players.id`, `seats.player_id`...).
    pub fn from_key(key: i64) -> PlayerId {
        PlayerId(key)
    }

    /// The key to store.
    pub fn key(self) -> i64 {
        self.0
    }

    pub fn player(self) -> Player {
        match self.computer_level() {
            Some(level) => Player::Computer(level),
            None => Player::Person(self.0 as u64),
        }
    }

    /// The computer's level, if this is the computer.
    pub fn computer_level(self) -> Option<u8> {
        COMPUTER_LEVELS
            .contains(&-self.0)
            .then_some((-self.0) as u8)
    }

    pub fn is_computer(self) -> bool {
        self.computer_level().is_some()
    }

    /// The Discord user, if this is a person (someone to mention, ping or message).
    pub fn user(self) -> Option<u64> {
        match self.player() {
            Player::Person(user) => Some(user),
            Player::Computer(_) => None,
        }
    }
}

impl From<Player> for PlayerId {
    fn from(p: Player) -> PlayerId {
        match p {
            Player::Person(user) => PlayerId::person(user),
            Player::Computer(level) => PlayerId::computer(level),
        }
    }
}

/// As in messages and logs: the user id, or `computer-3`.
impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.player() {
            Player::Person(user) => write!(f, "{user}"),
            Player::Computer(level) => write!(f, "computer-{level}"),
        }
    }
}

/// Keys to store, for a query that takes an array of players.
pub(super) fn keys(players: &[PlayerId]) -> Vec<i64> {
    players.iter().map(|p| p.key()).collect()
}
