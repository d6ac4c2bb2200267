//! Colours (what a stone is) and seats (who plays it).
//!
//! They differ because of swap openings: a swap exchanges which person plays which colour and
//! never moves a stone.

use std::fmt;

/// A stone colour, numbered in turn order: colour 0 moves first (White in the Pente family,
/// Black in Gomoku, Renju and Connect6). Its name comes from the rule set
/// ([`crate::RuleSet::colour_name`]). Outside the engine colours are shown 1-based.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Colour(pub u8);

impl Colour {
    /// The colour that moves first.
    pub const FIRST: Colour = Colour(0);
    /// The colour that moves second.
    pub const SECOND: Colour = Colour(1);

    /// The 0-based number, as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The colour's number as players and the JSON output see it: 1 to 4.
    pub fn number(self) -> u8 {
        self.0 + 1
    }
}

/// A player's place at the table, 0-based: seat 0 is "player 1", who starts the game
/// (and, in swap openings, places the first stones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    /// The 0-based number, as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0 + 1)
    }
}
