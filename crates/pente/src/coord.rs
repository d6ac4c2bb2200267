//! Board points and their text form (`K10`).
//!
//! Columns are letters from the left, rows are numbers from the bottom. The Pente family
//! (and Connect6) follows the Go / pente.org convention that skips the letter `I`;
//! Gomoku and Renju follow renju.net / Gomocup and include it.

use std::fmt;

/// An intersection of the board: `x` is the column from the left, `y` the row from the
/// bottom, both 0-based. A `Point` knows nothing of the board size; [`Lettering::parse`]
/// checks the range.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Point {
    /// The column, from the left (0 is `A`).
    pub x: u8,
    /// The row, from the bottom (0 is row 1).
    pub y: u8,
}

impl Point {
    /// The point at column `x` and row `y`, 0-based.
    pub const fn new(x: u8, y: u8) -> Point {
        Point { x, y }
    }

    /// The centre of a board of odd `size`.
    pub const fn centre(size: u8) -> Point {
        Point::new(size / 2, size / 2)
    }

    /// Chebyshev distance: the ring number around `other` (0 = same point).
    #[inline]
    pub fn distance(self, other: Point) -> u8 {
        self.x.abs_diff(other.x).max(self.y.abs_diff(other.y))
    }
}

/// How column letters are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lettering {
    /// A-H, J-T on 19x19 (Pente family, Connect6).
    SkipI,
    /// A-O on 15x15 (Gomoku, Renju).
    WithI,
}

/// Why a coordinate could not be read, on a board of `size` lettered by `lettering`: enough
/// for [`Display`](fmt::Display) to name the valid range.
///
/// ```
/// use pente::{CoordError, Lettering};
/// match Lettering::WithI.parse("P8", 15) {
///     Err(CoordError::ColumnOffBoard { letter, size, .. }) => {
///         assert_eq!((letter, size), ('P', 15))
///     }
///     other => panic!("{other:?}"),
/// }
/// let e = Lettering::SkipI.parse("A20", 19).unwrap_err();
/// assert_eq!(e, CoordError::RowOffBoard { row: "20".into(), size: 19 });
/// assert_eq!(e.to_string(), "row 20 is off the board; rows are 1-19");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoordError {
    /// Not a column letter and a row number (`text` as typed, trimmed).
    #[error(
        "`{text}` is not a coordinate: write a column letter and a row number, like {}",
        .lettering.format(Point::centre(*.size))
    )]
    Malformed {
        /// The text, trimmed.
        text: String,
        /// The board's lettering, for an example.
        lettering: Lettering,
        /// The board size, for an example.
        size: u8,
    },
    /// The letter I, which [`Lettering::SkipI`] skips.
    #[error(
        "there is no column I on this board (letters skip I); columns are {}",
        Lettering::SkipI.column_range(*.size)
    )]
    NoColumnI {
        /// The board size, for the range of columns.
        size: u8,
    },
    /// A column letter past the board's last.
    #[error(
        "column {letter} is off the board; columns are {}",
        .lettering.column_range(*.size)
    )]
    ColumnOffBoard {
        /// The column letter, in capitals.
        letter: char,
        /// The board's lettering, for the range of columns.
        lettering: Lettering,
        /// The board size, for the range of columns.
        size: u8,
    },
    /// A row number of 0 or past the board's last (`row` as typed: it may not fit a number).
    #[error("row {row} is off the board; rows are 1-{size}")]
    RowOffBoard {
        /// The row number as typed.
        row: String,
        /// The board size: the last row.
        size: u8,
    },
}

impl Lettering {
    /// The letter of column `x` (0-based).
    pub fn letter(self, x: u8) -> char {
        let mut c = b'A' + x;
        if self == Lettering::SkipI && c >= b'I' {
            c += 1;
        }
        c as char
    }

    fn column(self, letter: char) -> Option<u8> {
        let c = letter.to_ascii_uppercase();
        if !c.is_ascii_uppercase() {
            return None;
        }
        let mut x = c as u8 - b'A';
        if self == Lettering::SkipI {
            match c {
                'I' => return None,
                c if c > 'I' => x -= 1,
                _ => {}
            }
        }
        Some(x)
    }

    /// The valid column letters of a board, e.g. `A-T (no I)`.
    pub fn column_range(self, size: u8) -> String {
        let last = self.letter(size - 1);
        if self == Lettering::SkipI && last > 'I' {
            format!("A-{last} (no I)")
        } else {
            format!("A-{last}")
        }
    }

    /// Writes a point, e.g. `K10`.
    pub fn format(self, p: Point) -> String {
        format!("{}{}", self.letter(p.x), p.y as u32 + 1)
    }

    /// Reads a coordinate, ignoring case and spaces.
    ///
    /// ```
    /// use pente::{Lettering, Point};
    /// assert_eq!(Lettering::SkipI.parse("k10", 19), Ok(Point::new(9, 9)));
    /// assert_eq!(Lettering::WithI.parse(" H 8 ", 15), Ok(Point::new(7, 7)));
    /// assert!(Lettering::SkipI.parse("I5", 19).unwrap_err().to_string().contains("A-T (no I)"));
    /// ```
    pub fn parse(self, text: &str, size: u8) -> Result<Point, CoordError> {
        // Boards are 7..=25; keep odd callers from overflowing the letter arithmetic.
        let size = size.clamp(1, 25);
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let malformed = || CoordError::Malformed {
            text: text.trim().to_string(),
            lettering: self,
            size,
        };
        let mut chars = compact.chars();
        let letter = chars
            .next()
            .filter(char::is_ascii_alphabetic)
            .ok_or_else(malformed)?;
        let digits = chars.as_str();
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(malformed());
        }
        let x = match self.column(letter) {
            Some(x) if x < size => x,
            Some(_) => {
                return Err(CoordError::ColumnOffBoard {
                    letter: letter.to_ascii_uppercase(),
                    lettering: self,
                    size,
                })
            }
            None => return Err(CoordError::NoColumnI { size }),
        };
        let row: u32 = digits.parse().unwrap_or(u32::MAX);
        if row == 0 || row > size as u32 {
            return Err(CoordError::RowOffBoard {
                row: digits.to_string(),
                size,
            });
        }
        Ok(Point::new(x, (row - 1) as u8))
    }
}

impl fmt::Display for Point {
    /// Debug-friendly form with the Pente lettering; use [`Lettering::format`] for the game's own.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Lettering::SkipI.format(*self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centres() {
        assert_eq!(Lettering::SkipI.format(Point::centre(19)), "K10");
        assert_eq!(Lettering::SkipI.format(Point::centre(9)), "E5");
        assert_eq!(Lettering::WithI.format(Point::centre(15)), "H8");
    }

    #[test]
    fn round_trip_every_point() {
        for lettering in [Lettering::SkipI, Lettering::WithI] {
            for size in (7..=25).step_by(2) {
                for x in 0..size {
                    for y in 0..size {
                        let p = Point::new(x, y);
                        let text = lettering.format(p);
                        assert_eq!(lettering.parse(&text, size), Ok(p), "{text}");
                        assert_eq!(lettering.parse(&text.to_lowercase(), size), Ok(p));
                    }
                }
            }
        }
    }

    #[test]
    fn tolerant_spacing_and_case() {
        assert_eq!(Lettering::SkipI.parse("K 10", 19), Ok(Point::new(9, 9)));
        assert_eq!(Lettering::SkipI.parse("\tt19 ", 19), Ok(Point::new(18, 18)));
        assert_eq!(Lettering::SkipI.parse("j1", 19), Ok(Point::new(8, 0)));
        assert_eq!(Lettering::WithI.parse("i9", 15), Ok(Point::new(8, 8)));
    }

    #[test]
    fn errors_name_the_valid_range() {
        let e = Lettering::SkipI.parse("I5", 19).unwrap_err();
        assert!(matches!(e, CoordError::NoColumnI { .. }));
        assert!(e.to_string().contains("A-T (no I)"));
        let e = Lettering::SkipI.parse("U5", 19).unwrap_err();
        assert_eq!(
            e.to_string(),
            "column U is off the board; columns are A-T (no I)"
        );
        let e = Lettering::SkipI.parse("A0", 19).unwrap_err();
        assert_eq!(e.to_string(), "row 0 is off the board; rows are 1-19");
        let e = Lettering::WithI.parse("P8", 15).unwrap_err();
        assert!(e.to_string().contains("A-O"));
        let e = Lettering::SkipI.parse("A99999999999999", 19).unwrap_err();
        assert!(matches!(e, CoordError::RowOffBoard { .. }));
        for bad in ["", "10", "K", "KK10", "K-1", "K1.5", "ÿ3", "K１0"] {
            let e = Lettering::SkipI.parse(bad, 19).unwrap_err();
            assert!(matches!(e, CoordError::Malformed { .. }), "{bad}: {e}");
        }
    }

    #[test]
    fn small_board_skip_i_range_has_no_note_when_i_unused() {
        assert_eq!(Lettering::SkipI.column_range(7), "A-G");
        assert_eq!(Lettering::SkipI.column_range(9), "A-J (no I)");
    }
}
