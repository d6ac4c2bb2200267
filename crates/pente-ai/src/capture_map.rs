//! Where each colour would capture, kept up to date stone by stone.
//!
//! The search asks at every node how many stones a move would capture (move order, the
//! evaluation's capture terms) and where each side can capture (quiescence, the root). Scanning
//! the board for that was a third of Pente's instructions; the search board already finds
//! every bracket a stone makes or breaks (its capture threats), so it hands each one to this
//! map as it goes, and the questions become a table read and a short list.

use crate::board::Idx;
use crate::point_set::PointSet;

/// Per empty point and colour: the stones a stone of that colour there would take by normal
/// captures; and per colour the points where that is more than none.
#[derive(Clone, Debug, Default)]
pub struct CaptureMap {
    taken: Vec<[u8; 4]>,
    points: [PointSet; 4],
}

impl CaptureMap {
    /// A map for a board of `cells` cells (every index the search board uses).
    pub fn new(cells: usize) -> CaptureMap {
        CaptureMap {
            taken: vec![[0; 4]; cells],
            points: std::array::from_fn(|_| PointSet::new(cells)),
        }
    }

    /// Stones a stone of `c` at `i` would capture (0 in games without captures).
    #[inline]
    pub fn count(&self, i: Idx, c: u8) -> usize {
        self.taken.get(i).map_or(0, |t| t[c as usize] as usize)
    }

    /// The points where `c` would capture, in no particular order.
    #[inline]
    pub fn points(&self, c: u8) -> &[Idx] {
        self.points[c as usize].points()
    }

    /// A bracket of `stones` that `c` closes at `i` appears (`sign` 1) or goes (-1).
    #[inline]
    pub fn add(&mut self, i: Idx, c: u8, stones: isize, sign: i32) {
        let taken = &mut self.taken[i][c as usize];
        *taken = (*taken as i32 + sign * stones as i32) as u8;
        if *taken == 0 {
            self.points[c as usize].remove(i);
        } else {
            self.points[c as usize].insert(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_follow_the_counts() {
        let mut m = CaptureMap::new(10);
        m.add(3, 0, 2, 1);
        m.add(5, 0, 2, 1);
        m.add(3, 0, 3, 1);
        m.add(7, 1, 2, 1);
        assert_eq!((m.count(3, 0), m.count(5, 0), m.count(7, 1)), (5, 2, 2));
        m.add(3, 0, 2, -1);
        m.add(3, 0, 3, -1);
        assert_eq!(m.points(0), [5]);
        m.add(5, 0, 2, -1);
        assert!(m.points(0).is_empty());
        assert_eq!(m.points(1), [7]);
        assert_eq!(CaptureMap::default().count(3, 0), 0);
    }
}
