//! The transposition table: one entry per slot, replaced when the new search is as deep or the
//! slot holds another position. Scores of wins are stored relative to the node so that a mate
//! found through one path keeps its distance through another.

pub const EXACT: u8 = 0;
pub const LOWER: u8 = 1;
pub const UPPER: u8 = 2;

#[derive(Clone, Copy, Default)]
pub struct Entry {
    pub key: u64,
    pub score: i32,
    pub mv: u16,
    pub depth: i8,
    pub flag: u8,
}

pub struct Tt {
    slots: Vec<Entry>,
    mask: usize,
}

/// Scores beyond this are wins or losses (mate distance encoded below `WIN`).
pub const WIN: i32 = 1_000_000;
pub const WIN_BOUND: i32 = WIN - 1000;

impl Tt {
    /// A table of `2^bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Tt {
        let n = 1usize << bits;
        let mut slots = Vec::with_capacity(n);
        advise_huge_pages(slots.spare_capacity_mut());
        slots.resize(n, Entry::default());
        Tt { slots, mask: n - 1 }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.key == key).then_some(e)
    }

    /// Asks the processor to bring the slot of `key` into its cache ahead of the probe (on
    /// x86-64; nothing elsewhere). The table is too large for the cache, and a probe waiting
    /// on memory was an eighth of a Gomoku search's time: issued before a move is made, the
    /// read overlaps the move's work (docs/src/performance.md).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot: *const Entry = &self.slots[key as usize & self.mask];
            // SAFETY: a prefetch is only a hint: it reads nothing the program sees and cannot
            // fault, and the address is a live slot of the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn store(&mut self, key: u64, depth: i8, flag: u8, score: i32, ply: usize, mv: u16) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key && slot.depth > depth {
            return;
        }
        // A quiescence node (depth below zero) does not push out another position's entry
        // from the full-width search.
        if depth < 0 && slot.key != key && slot.key != 0 && slot.depth >= 0 {
            return;
        }
        *slot = Entry {
            key,
            score: to_tt(score, ply),
            mv,
            depth,
            flag,
        };
    }
}

/// Asks Linux to back `memory` (not yet touched) with huge pages where it holds whole ones.
/// A probe lands anywhere in the table, so with 4 KiB pages nearly every probe of a table of
/// megabytes also misses the address cache: huge pages made a Gomoku search some 8 % faster
/// (docs/src/performance.md). Only advice: where the kernel keeps no huge pages, or on other
/// systems, nothing changes.
fn advise_huge_pages<T>(memory: &mut [T]) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = memory.as_mut_ptr() as usize;
        let end = start + std::mem::size_of_val(memory);
        let (first, last) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if first < last {
            // SAFETY: the range lies inside `memory`, which this function borrows mutably;
            // MADV_HUGEPAGE changes how its pages are backed, never what they hold.
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                )
            };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = memory;
}

/// Mate scores are stored as distance from this node, not from the root.
pub fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_round_trip_by_ply() {
        let mut tt = Tt::new(4);
        tt.store(42, 3, EXACT, WIN - 7, 5, 9);
        let e = tt.probe(42).unwrap();
        assert_eq!(from_tt(e.score, 5), WIN - 7);
        assert_eq!(from_tt(e.score, 3), WIN - 5);
        assert!(tt.probe(43).is_none());
    }

    /// A quiescence entry (below depth zero) takes an empty slot or another quiescence
    /// entry's, never another position's entry from the full-width search.
    #[test]
    fn quiescence_entries_do_not_push_out_the_full_search() {
        let mut tt = Tt::new(4);
        // Keys 1, 17 and 33 share slot 1.
        tt.store(1, -2, EXACT, 5, 0, 0);
        assert_eq!(tt.probe(1).map(|e| e.depth), Some(-2));
        tt.store(17, 0, LOWER, 7, 0, 0);
        tt.store(33, -1, UPPER, 9, 0, 0);
        assert!(tt.probe(33).is_none());
        assert_eq!(tt.probe(17).map(|e| e.score), Some(7));
        // The same position's entry is replaced by a deeper one only, as before.
        tt.store(17, 3, EXACT, 8, 0, 0);
        tt.store(17, -1, EXACT, 6, 0, 0);
        assert_eq!(tt.probe(17).map(|e| (e.depth, e.score)), Some((3, 8)));
    }
}
