//! The grid of stones.
//!
//! Stored with a wall [`BORDER`] cells thick around the playing area, so that looking up to
//! five cells along a line from any point lands on the wall rather than on another row: lines
//! never wrap around an edge, and no lookup needs a bounds check. Longer walks stop at the
//! first cell that is not the stone they look for, and a wall is never a stone.

use super::colour::Colour;
use super::coord::Point;

/// The largest board side supported.
pub const MAX_SIZE: usize = 25;
/// How far beyond the edge a fixed-distance lookup may reach (Keryo captures and Renju fours
/// look five cells away).
pub const BORDER: usize = 5;
const STRIDE: usize = MAX_SIZE + 2 * BORDER;
const CELLS: usize = STRIDE * STRIDE;

const EMPTY: u8 = 0;
const WALL: u8 = 0xFF;

/// What occupies a cell, as seen through [`Board::cell`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Stone(Colour),
    /// Outside the board.
    Wall,
}

/// The four axes, as index steps. Each axis is walked both ways.
pub const AXES: [isize; 4] = [1, STRIDE as isize, STRIDE as isize + 1, STRIDE as isize - 1];

/// A cell index inside the padded grid.
pub type Idx = usize;

/// The stones on a square board of odd size 7..=25.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: u8,
    stones: u16,
    cells: [u8; CELLS],
}

impl Board {
    /// An empty board.
    ///
    /// ```
    /// use pente::{Board, Point};
    /// let b = Board::new(19);
    /// assert_eq!(b.get(Point::new(9, 9)), None);
    /// assert_eq!(b.empty_count(), 361);
    /// ```
    pub fn new(size: u8) -> Board {
        assert!((1..=MAX_SIZE as u8).contains(&size), "board size {size}");
        let mut cells = [WALL; CELLS];
        for y in 0..size as usize {
            for x in 0..size as usize {
                cells[(y + BORDER) * STRIDE + x + BORDER] = EMPTY;
            }
        }
        Board {
            size,
            stones: 0,
            cells,
        }
    }

    /// The number of rows and of columns.
    pub fn size(&self) -> u8 {
        self.size
    }

    /// Whether a point is on the board.
    pub fn contains(&self, p: Point) -> bool {
        p.x < self.size && p.y < self.size
    }

    /// The cell index of an on-board point.
    pub fn idx(&self, p: Point) -> Idx {
        (p.y as usize + BORDER) * STRIDE + p.x as usize + BORDER
    }

    /// The point of a cell index (which must be on the board).
    pub fn point(&self, i: Idx) -> Point {
        Point::new((i % STRIDE - BORDER) as u8, (i / STRIDE - BORDER) as u8)
    }

    /// The stone on a point, if any (`None` off the board too).
    pub fn get(&self, p: Point) -> Option<Colour> {
        if !self.contains(p) {
            return None;
        }
        match self.cell(self.idx(p)) {
            Cell::Stone(c) => Some(c),
            _ => None,
        }
    }

    /// What a cell holds: a stone, nothing, or the wall around the board.
    #[inline]
    pub fn cell(&self, i: Idx) -> Cell {
        match self.cells[i] {
            EMPTY => Cell::Empty,
            WALL => Cell::Wall,
            v => Cell::Stone(Colour(v - 1)),
        }
    }

    /// Whether an on-board cell is empty.
    #[inline]
    pub fn is_empty_at(&self, i: Idx) -> bool {
        self.cells[i] == EMPTY
    }

    /// Whether a cell holds a stone of colour `c`.
    #[inline]
    pub fn is(&self, i: Idx, c: Colour) -> bool {
        self.cells[i] == c.0 + 1
    }

    /// The step `n` cells from `i` along `axis` (negative `n` walks the other way). The result
    /// may be a wall cell, never outside the grid as long as walks stop at walls.
    #[inline]
    pub fn step(i: Idx, axis: isize, n: isize) -> Idx {
        (i as isize + axis * n) as Idx
    }

    /// Puts a stone of colour `c` on an empty cell, with no rule applied (see [`crate::Game`]).
    pub fn place(&mut self, i: Idx, c: Colour) {
        debug_assert!(self.is_empty_at(i));
        self.cells[i] = c.0 + 1;
        self.stones += 1;
    }

    /// Takes the stone off a cell.
    pub fn remove(&mut self, i: Idx) {
        debug_assert!(matches!(self.cell(i), Cell::Stone(_)));
        self.cells[i] = EMPTY;
        self.stones -= 1;
    }

    /// Stones on the board.
    pub fn stone_count(&self) -> usize {
        self.stones as usize
    }

    /// Empty points.
    pub fn empty_count(&self) -> usize {
        self.size as usize * self.size as usize - self.stones as usize
    }

    /// Whether no point is empty.
    pub fn is_full(&self) -> bool {
        self.empty_count() == 0
    }

    /// Every on-board cell index, row by row from the bottom.
    pub fn indices(&self) -> impl Iterator<Item = Idx> + '_ {
        let n = self.size as usize;
        (0..n).flat_map(move |y| (0..n).map(move |x| (y + BORDER) * STRIDE + x + BORDER))
    }

    /// Every stone with its point.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Colour)> + '_ {
        self.indices().filter_map(move |i| match self.cell(i) {
            Cell::Stone(c) => Some((self.point(i), c)),
            _ => None,
        })
    }

    /// Consecutive stones of colour `c` from `i` (exclusive) going `dir` steps along `axis`.
    #[inline]
    pub fn count_from(&self, i: Idx, axis: isize, dir: isize, c: Colour) -> usize {
        let mut n = 0;
        let mut j = Board::step(i, axis, dir);
        while self.is(j, c) {
            n += 1;
            j = Board::step(j, axis, dir);
        }
        n
    }

    /// Length of the unbroken row of colour `c` through `i` along `axis`, counting `i` itself
    /// as `c` whatever it holds.
    #[inline]
    pub fn run_through(&self, i: Idx, axis: isize, c: Colour) -> usize {
        1 + self.count_from(i, axis, 1, c) + self.count_from(i, axis, -1, c)
    }

    /// Whether any of the 8 neighbours of `i` holds a stone.
    pub fn touches_stone(&self, i: Idx) -> bool {
        AXES.iter().any(|&a| {
            matches!(self.cell(Board::step(i, a, 1)), Cell::Stone(_))
                || matches!(self.cell(Board::step(i, a, -1)), Cell::Stone(_))
        })
    }

    /// Renju: the foul a Black stone of colour `black` would make at the empty point `p`, with
    /// the full recursive check. The board is left as it was.
    pub fn renju_foul(&mut self, p: Point, black: Colour) -> Option<super::renju::Foul> {
        let i = self.idx(p);
        if !self.is_empty_at(i) {
            return None;
        }
        self.place(i, black);
        let foul = super::renju::foul_at(self, i, black);
        self.remove(i);
        foul
    }

    /// Rows of text, top row first: `.` empty, `1`-`4` the colour number.
    pub fn rows(&self) -> Vec<String> {
        (0..self.size)
            .rev()
            .map(|y| {
                (0..self.size)
                    .map(|x| match self.get(Point::new(x, y)) {
                        None => '.',
                        Some(c) => (b'1' + c.0) as char,
                    })
                    .collect()
            })
            .collect()
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Board {}x{}", self.size, self.size)?;
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walls_surround_the_board() {
        let b = Board::new(7);
        let corner = b.idx(Point::new(0, 0));
        for &a in &AXES {
            assert_ne!(b.cell(Board::step(corner, a, -1)), Cell::Empty);
        }
        assert_eq!(b.indices().count(), 49);
        assert!(b.indices().all(|i| b.cell(i) == Cell::Empty));
    }

    #[test]
    fn runs_do_not_wrap_around_edges() {
        let mut b = Board::new(9);
        // A stone at the right end of row 0 and at the left end of row 1 are not neighbours.
        b.place(b.idx(Point::new(8, 0)), Colour(0));
        b.place(b.idx(Point::new(0, 1)), Colour(0));
        assert_eq!(
            b.run_through(b.idx(Point::new(8, 0)), AXES[0], Colour(0)),
            1
        );
        assert_eq!(b.rows()[8], "........1");
        assert_eq!(b.rows()[7], "1........");
    }

    #[test]
    fn lookups_five_cells_out_stay_on_the_wall() {
        let b = Board::new(25);
        for i in b.indices() {
            for &a in &AXES {
                for n in 1..=BORDER as isize {
                    for j in [Board::step(i, a, n), Board::step(i, a, -n)] {
                        let p = b.point(i);
                        if b.cell(j) != Cell::Wall {
                            let pj = b.point(j);
                            // An on-board cell reached in n steps is at Chebyshev distance n.
                            assert_eq!(p.distance(pj), n as u8, "{p} -> {pj}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn point_index_round_trip() {
        let b = Board::new(25);
        for i in b.indices() {
            assert_eq!(b.idx(b.point(i)), i);
        }
    }
}
