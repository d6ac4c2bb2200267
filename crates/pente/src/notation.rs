//! How a game writes its points and names its colours.

use super::colour::Colour;
use super::coord::{Lettering, Point};

/// How a game writes its points (`K10` on a 19x19 Pente board, `H8` on a 15x15 Renju board)
/// and names its colours (`white` or `black` first). Errors carry it next to their data, so
/// that their [`Display`](std::fmt::Display) can word a [`Point`] or a [`Colour`] as the game
/// does; a caller that words errors itself (in another language, say) ignores it or uses it
/// for the coordinates.
///
/// ```
/// use pente::{Colour, Point, Preset, RuleSet};
/// let pente = RuleSet::preset(Preset::Pente).notation();
/// assert_eq!(pente.point(Point::new(9, 9)), "K10");
/// assert_eq!(pente.colour(Colour::FIRST), "white");
/// let renju = RuleSet::preset(Preset::Renju).notation();
/// assert_eq!(renju.point(Point::new(7, 7)), "H8");
/// assert_eq!(renju.colour(Colour::FIRST), "black");
/// assert_eq!(renju.columns(), "A-O");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Notation {
    /// How columns are lettered.
    pub lettering: Lettering,
    /// The board size, for the ranges of columns and rows.
    pub size: u8,
    /// Whether the first colour is Black (Gomoku, Renju, Connect6) rather than White (the Pente
    /// family).
    pub black_first: bool,
}

impl Notation {
    /// A point in the game's lettering, e.g. `K10`.
    pub fn point(self, p: Point) -> String {
        self.lettering.format(p)
    }

    /// Points in the game's lettering, separated by `, `.
    pub fn points(self, points: &[Point]) -> String {
        points
            .iter()
            .map(|&p| self.point(p))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The name of a colour: `white`, `black`, `red` or `blue`.
    pub fn colour(self, c: Colour) -> &'static str {
        const PENTE: [&str; 4] = ["white", "black", "red", "blue"];
        const BLACK_FIRST: [&str; 4] = ["black", "white", "red", "blue"];
        if self.black_first {
            BLACK_FIRST[c.index()]
        } else {
            PENTE[c.index()]
        }
    }

    /// The valid column letters, e.g. `A-T (no I)`.
    pub fn columns(self) -> String {
        self.lettering.column_range(self.size)
    }
}
