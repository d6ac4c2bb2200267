//! Where everything goes: the canvas, the grid, the labels and the players' strip.
//!
//! The canvas is always [`WIDTH`] x [`HEIGHT`]: a square board area with the players' strip
//! below it, slightly taller than wide, so Discord shows it whole on a phone (it is not cut
//! to a square). The grid spacing is a whole number of pixels, so every intersection sits on a
//! pixel centre and one pre-drawn stone fits every point. The margin grows with the spacing:
//! edge stones never reach the coordinate labels.

use pente::Point;

/// Canvas width in pixels.
pub const WIDTH: u32 = 800;
/// The square board area at the top of the canvas.
pub const BOARD_AREA: u32 = WIDTH;
/// The players' strip under the board.
pub const STRIP_HEIGHT: u32 = 60;
/// Canvas height in pixels.
pub const HEIGHT: u32 = BOARD_AREA + STRIP_HEIGHT;
/// Space between the canvas edge and the wooden board.
pub const PAD: i32 = 8;
/// Width of the board's darker rim.
pub const RIM: i32 = 3;

/// The geometry of one board size.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub size: u8,
    /// Grid spacing in pixels.
    pub cell: i32,
    /// Pixel column of the first column, pixel row of the top row.
    pub left: i32,
    pub top: i32,
    pub stone_radius: f32,
    /// Pixel size of the coordinate labels (ab_glyph scale).
    pub label_px: f32,
    /// Distance from the outer grid line to the centre of a label.
    pub label_offset: f32,
}

/// Label size for a grid spacing.
fn label_px(cell: i32) -> f32 {
    (cell as f32 * 0.42).clamp(12.0, 21.0)
}

/// Pixels needed from the canvas edge to the first grid line.
fn margin_needed(cell: i32) -> f32 {
    let label_band = label_px(cell) * 1.45;
    PAD as f32 + RIM as f32 + 2.0 + label_band + 3.0 + stone_radius(cell)
}

fn stone_radius(cell: i32) -> f32 {
    cell as f32 * 0.48 - 0.3
}

impl Layout {
    /// The layout of a board of `size` points a side (any size from 2 to 25; the rules allow 7 to 25).
    pub fn new(size: u8) -> Layout {
        assert!(
            (2..=25).contains(&size),
            "board size {size} is not drawable"
        );
        let gaps = size as i32 - 1;
        let mut cell = (WIDTH as i32) / gaps;
        while cell > 4 && 2.0 * margin_needed(cell) + (gaps * cell) as f32 > WIDTH as f32 {
            cell -= 1;
        }
        let span = gaps * cell + 1;
        let left = (WIDTH as i32 - span) / 2;
        let inner = (left - PAD - RIM) as f32;
        Layout {
            size,
            cell,
            left,
            top: left,
            stone_radius: stone_radius(cell),
            label_px: label_px(cell),
            label_offset: (inner + stone_radius(cell)) / 2.0 + 0.5,
        }
    }

    /// The pixel whose centre is the intersection `p` (rows count from the bottom).
    pub fn centre(&self, p: Point) -> (i32, i32) {
        (
            self.left + p.x as i32 * self.cell,
            self.top + (self.size as i32 - 1 - p.y as i32) * self.cell,
        )
    }

    /// The pixel column (or row) of the last grid line.
    pub fn last_line(&self) -> i32 {
        self.left + (self.size as i32 - 1) * self.cell
    }

    /// The wooden board: `[x0, x1)` (the same vertically).
    pub fn board_span(&self) -> (i32, i32) {
        (PAD, BOARD_AREA as i32 - PAD)
    }

    /// The star points (hoshi): 5 on 9x9 to 15x15, 9 from 17x17 up, the centre alone on
    /// smaller boards.
    pub fn star_points(&self) -> Vec<Point> {
        star_points(self.size)
    }
}

/// The star points of a board size.
pub fn star_points(size: u8) -> Vec<Point> {
    let c = size / 2;
    if size < 9 {
        return vec![Point::new(c, c)];
    }
    let e = if size < 13 { 2 } else { 3 };
    let far = size - 1 - e;
    let mut points = vec![
        Point::new(e, e),
        Point::new(far, e),
        Point::new(e, far),
        Point::new(far, far),
        Point::new(c, c),
    ];
    if size >= 17 {
        points.extend([
            Point::new(c, e),
            Point::new(c, far),
            Point::new(e, c),
            Point::new(far, c),
        ]);
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn star_point_counts() {
        assert_eq!(star_points(9).len(), 5);
        assert_eq!(star_points(13).len(), 5);
        assert_eq!(star_points(15).len(), 5);
        assert_eq!(star_points(19).len(), 9);
        assert!(star_points(19).contains(&Point::new(3, 3)));
        assert!(star_points(9).contains(&Point::new(2, 6)));
    }

    #[test]
    fn every_size_fits_with_room_for_labels() {
        for size in 5..=25u8 {
            let l = Layout::new(size);
            assert_eq!(l.left, l.top);
            let right_margin = WIDTH as i32 - 1 - l.last_line();
            assert!((right_margin - l.left).abs() <= 1, "{size}: centred");
            // Between the wood's inner edge and an edge stone there is room for a label.
            let room = (l.left - PAD - RIM) as f32 - l.stone_radius;
            assert!(
                room >= l.label_px * 1.2,
                "{size}: {room} px for {} px labels",
                l.label_px
            );
            assert!(l.cell >= 28, "{size}: cell {}", l.cell);
        }
        assert_eq!(Layout::new(19).cell, 38);
    }

    #[test]
    fn rows_count_from_the_bottom() {
        let l = Layout::new(19);
        let (x, y) = l.centre(Point::new(0, 0));
        assert_eq!(x, l.left);
        assert_eq!(y, l.last_line());
        assert_eq!(l.centre(Point::new(18, 18)), (l.last_line(), l.top));
    }
}
