//! The numbers of games and challenges: their rows' keys, shown to players as `#12`. A type
//! each, so a challenge's number can never be passed where a game's is meant.

use std::fmt;

macro_rules! row_key {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        // `sqlx::Type` lets plain (unchecked) queries bind it; the checked `query!` macros bind
        // `key()`, since they check against the column's own type.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type)]
        #[sqlx(transparent)]
        pub struct $name(i64);

        impl $name {
            /// A key as stored, or as a player typed it (`/pente move game:12`).
            pub fn from_key(key: i64) -> $name {
                $name(key)
            }

            /// The key to store.
            pub fn key(self) -> i64 {
                self.0
            }
        }

        /// The number alone, as players see it after a `#`.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

row_key! {
    /// A game (`games.id`).
    ///
    /// ```
    /// use pente_bot::service::GameId;
    /// let game = GameId::from_key(12);
    /// assert_eq!((game.key(), format!("game #{game}")), (12, "game #12".to_string()));
    /// ```
    GameId
}

row_key! {
    /// A challenge or lobby (`challenges.id`).
    ChallengeId
}

/// Keys to store, for a query that takes an array of games.
pub(super) fn game_keys(games: &[GameId]) -> Vec<i64> {
    games.iter().map(|g| g.key()).collect()
}
