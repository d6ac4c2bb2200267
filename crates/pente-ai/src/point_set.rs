//! A set of board points kept up to date move by move: constant-time insert and remove, and
//! a list of its points (in no order) to walk instead of the whole board.

use crate::board::Idx;

const ABSENT: u16 = u16::MAX;

#[derive(Clone, Debug, Default)]
pub struct PointSet {
    points: Vec<Idx>,
    /// Each point's place in `points`, or `ABSENT`.
    slot: Vec<u16>,
}

impl PointSet {
    /// An empty set for a board of `cells` cells (every index the search board uses).
    pub fn new(cells: usize) -> PointSet {
        PointSet {
            points: Vec::with_capacity(64),
            slot: vec![ABSENT; cells],
        }
    }

    #[inline]
    pub fn insert(&mut self, i: Idx) {
        if self.slot[i] == ABSENT {
            self.slot[i] = self.points.len() as u16;
            self.points.push(i);
        }
    }

    #[inline]
    pub fn remove(&mut self, i: Idx) {
        let at = self.slot[i];
        if at == ABSENT {
            return;
        }
        self.slot[i] = ABSENT;
        self.points.swap_remove(at as usize);
        if let Some(&moved) = self.points.get(at as usize) {
            self.slot[moved] = at;
        }
    }

    /// The points, in no particular order (it depends on the order they came and went).
    #[inline]
    pub fn points(&self) -> &[Idx] {
        &self.points
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inserts_and_removes_in_any_order() {
        let mut s = PointSet::new(10);
        for i in [3, 5, 7, 3] {
            s.insert(i);
        }
        assert_eq!(s.points(), [3, 5, 7]);
        s.remove(3);
        s.remove(3);
        let mut left = s.points().to_vec();
        left.sort();
        assert_eq!(left, [5, 7]);
        s.remove(7);
        s.remove(5);
        assert!(s.points().is_empty());
    }
}
