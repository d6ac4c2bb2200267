//! Where opening rules allow a stone, and the symmetries Taraguchi-10's offers must avoid.

use super::board::Board;
use super::coord::{Lettering, Point};

/// A limit on where the next stone may go during the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// Within `radius` of the centre (0: the centre itself). `stone` is the move number, for messages.
    Within {
        /// The largest distance from the centre (0: the centre itself).
        radius: u8,
        /// The move number, for messages.
        stone: u8,
    },
    /// Pro-like: the first player's second stone at least `min` from the centre; under G-Pente
    /// also not 3 or 4 points from it on the centre's row or column.
    AwayFromCentre {
        /// The smallest distance from the centre.
        min: u8,
        /// Whether G-Pente's extra limit applies.
        g_pente: bool,
    },
}

impl Area {
    /// Whether the area holds `p`, on a board of `size`.
    pub fn allows(self, p: Point, size: u8) -> bool {
        let c = Point::centre(size);
        match self {
            Area::Within { radius, .. } => p.distance(c) <= radius,
            Area::AwayFromCentre { min, g_pente } => {
                let d = p.distance(c);
                let on_centre_line = p.x == c.x || p.y == c.y;
                d >= min && !(g_pente && on_centre_line && (d == 3 || d == 4))
            }
        }
    }

    /// The rule in words, with the square's corners in the game's lettering.
    pub fn describe(self, size: u8, lettering: Lettering) -> String {
        let c = Point::centre(size);
        let centre = lettering.format(c);
        let square = |r: u8| {
            format!(
                "{}-{}",
                lettering.format(Point::new(c.x - r, c.y - r)),
                lettering.format(Point::new(c.x + r, c.y + r))
            )
        };
        match self {
            Area::Within { radius: 0, stone } => {
                format!("stone {stone} must be on the centre point, {centre}")
            }
            Area::Within { radius, stone } => format!(
                "stone {stone} must be within the central {n}x{n} square, {sq}",
                n = 2 * radius + 1,
                sq = square(radius)
            ),
            Area::AwayFromCentre { min, g_pente } => {
                let mut s = format!(
                    "the first player's second stone must be at least {min} points from the centre {centre}, \
                     outside the square {}",
                    square(min - 1)
                );
                if g_pente {
                    s.push_str(
                        ", and not 3 or 4 points from the centre on its row or column (G-Pente)",
                    );
                }
                s
            }
        }
    }
}

/// The eight symmetries of the square, as maps of a point on a board of `size`.
pub fn transform(t: u8, p: Point, size: u8) -> Point {
    let m = size - 1;
    let (x, y) = (p.x, p.y);
    let (x, y) = match t {
        0 => (x, y),
        1 => (m - x, y),
        2 => (x, m - y),
        3 => (m - x, m - y),
        4 => (y, x),
        5 => (m - y, x),
        6 => (y, m - x),
        _ => (m - y, m - x),
    };
    Point::new(x, y)
}

/// The symmetries that map the position (stones and their colours) onto itself.
pub fn position_symmetries(board: &Board) -> Vec<u8> {
    let size = board.size();
    (0..8)
        .filter(|&t| {
            board
                .stones()
                .all(|(p, c)| board.get(transform(t, p, size)) == Some(c))
        })
        .collect()
}

/// Two points that are the same move up to a symmetry of the position, if any.
pub fn symmetric_pair(board: &Board, points: &[Point]) -> Option<(Point, Point)> {
    let syms = position_symmetries(board);
    for (n, &a) in points.iter().enumerate() {
        for &b in &points[n + 1..] {
            if syms.iter().any(|&t| transform(t, a, board.size()) == b) {
                return Some((a, b));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colour::Colour;

    #[test]
    fn pro_area() {
        let pro = Area::AwayFromCentre {
            min: 3,
            g_pente: false,
        };
        assert!(!pro.allows(Point::new(11, 11), 19));
        assert!(pro.allows(Point::new(12, 9), 19));
        let g = Area::AwayFromCentre {
            min: 3,
            g_pente: true,
        };
        assert!(!g.allows(Point::new(12, 9), 19));
        assert!(!g.allows(Point::new(9, 5), 19));
        assert!(g.allows(Point::new(9, 4), 19));
        assert!(g.allows(Point::new(12, 10), 19));
        assert_eq!(
            pro.describe(19, Lettering::SkipI),
            "the first player's second stone must be at least 3 points from the centre K10, outside the square H8-M12"
        );
    }

    #[test]
    fn symmetries_of_a_single_centre_stone_are_all_eight() {
        let mut b = Board::new(15);
        b.place(b.idx(Point::centre(15)), Colour(0));
        assert_eq!(position_symmetries(&b).len(), 8);
        b.place(b.idx(Point::new(8, 7)), Colour(1));
        // Only the reflection across the horizontal axis keeps both stones.
        assert_eq!(position_symmetries(&b), vec![0, 2]);
        assert_eq!(
            symmetric_pair(&b, &[Point::new(3, 3), Point::new(3, 11)]),
            Some((Point::new(3, 3), Point::new(3, 11)))
        );
        assert_eq!(
            symmetric_pair(&b, &[Point::new(3, 3), Point::new(11, 3)]),
            None
        );
    }
}
