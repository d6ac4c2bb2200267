//! Where each colour would capture, kept up to date stone by stone.
//!
//! The search asks at every node how many stones a move would capture (move order, the
//! evaluation's capture terms) and where each side can capture (quiescence, the root). Scanning
//! the board for that was a third of Pente's instructions; the search board already finds
//! every bracket a stone makes or breaks (its capture threats), so it hands each one to this
//! map as it goes, and the questions become a table read and a short list.

use crate::board::{Idx, LINE_CELLS, LINE_REACH};
use crate::point_set::PointSet;
use std::sync::OnceLock;

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

/// The capture brackets through a point along one line, read from its line key (two-player
/// games): for the point empty (`middle` 0) or holding a stone of colour 0 or 1 (`middle` 1
/// or 2), every segment of a group and its two ends that runs through the point and that one
/// side could take with one more stone. Each is `(claimant, offset, stones)`: the colour that
/// would capture, the empty end's offset from the point along the line, the group's size.
/// The same brackets, in the same order, as the search board finds cell by cell.
pub fn line_brackets(
    trios: bool,
    middle: u8,
    key: u16,
) -> impl Iterator<Item = (u8, isize, isize)> {
    let packed = bracket_table(trios)[middle as usize * (1 << 16) + key as usize];
    let count = (packed & 0xF) as usize;
    (0..count).map(move |n| {
        let b = (packed >> (4 + 6 * n)) & 0x3F;
        let claimant = (b & 1) as u8;
        let offset = ((b >> 1) & 0xF) as isize - LINE_REACH as isize;
        let stones = 2 + (b >> 5) as isize;
        (claimant, offset, stones)
    })
}

/// [`line_brackets`] for every middle and key, packed: the count in the low four bits, then
/// six bits a bracket (claimant, offset + reach, stones - 2).
fn bracket_table(trios: bool) -> &'static [u64] {
    static PAIRS: OnceLock<Vec<u64>> = OnceLock::new();
    static TRIOS: OnceLock<Vec<u64>> = OnceLock::new();
    let groups: &[usize] = if trios { &[2, 3] } else { &[2] };
    let lock = if trios { &TRIOS } else { &PAIRS };
    lock.get_or_init(|| {
        (0..3u8)
            .flat_map(|middle| (0..1usize << 16).map(move |key| (middle, key)))
            .map(|(middle, key)| {
                // The line's cells, the point in the middle: 0 empty, 1 and 2 the colours, 3
                // off the board.
                let mut cells = [middle; LINE_CELLS + 1];
                for (bit, n) in (0..LINE_CELLS + 1).filter(|&n| n != LINE_REACH).enumerate() {
                    cells[n] = (key >> (2 * bit) & 3) as u8;
                }
                let mut packed = 0u64;
                let mut count = 0;
                for &k in groups {
                    for o in 0..k + 2 {
                        let s = LINE_REACH - o;
                        if let Some((claimant, empty)) = bracket_on(&cells, s, k) {
                            // The empty end's index in `cells` is its offset plus the reach.
                            let b = claimant as u64 | (empty as u64) << 1 | ((k - 2) as u64) << 5;
                            packed |= b << (4 + 6 * count);
                            count += 1;
                        }
                    }
                }
                packed | count as u64
            })
            .collect()
    })
}

/// The bracket of the `k` cells after `s` in `cells` (see [`bracket_table`]): the colour that
/// closes it and the index of its empty end.
fn bracket_on(cells: &[u8], s: usize, k: usize) -> Option<(u8, usize)> {
    const EMPTY: u8 = 0;
    const WALL: u8 = 3;
    let e = s + k + 1;
    let (holder, empty) = match (cells[s], cells[e]) {
        (EMPTY, WALL | EMPTY) | (WALL, _) => return None,
        (EMPTY, _) => (e, s),
        (_, EMPTY) => (s, e),
        _ => return None,
    };
    let own = cells[holder];
    let group = if holder < empty {
        &cells[holder + 1..empty]
    } else {
        &cells[empty + 1..holder]
    };
    let first = group[0];
    let taken = group
        .iter()
        .all(|&v| v == first && v != EMPTY && v != WALL && v != own);
    taken.then_some((own - 1, empty))
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

    #[test]
    fn a_line_key_gives_its_brackets() {
        // Two bits a cell, the four cells before the point first: `_ O O X` after it, where
        // O is colour 1 (2 in a key) and X colour 0 (1).
        let key = 2 << 8 | 2 << 10 | 1 << 12;
        let empty: Vec<_> = line_brackets(false, 0, key).collect();
        assert_eq!(empty, [(0, 0, 2)]);
        // A stone of colour 1 at the point: `O O O X` is a trio Keryo can take from the left,
        // where the cell before is empty; pairs rules see no bracket.
        assert_eq!(line_brackets(false, 2, key).count(), 0);
        assert_eq!(
            line_brackets(true, 2, key).collect::<Vec<_>>(),
            [(0, -1, 3)]
        );
    }
}
