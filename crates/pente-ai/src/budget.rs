//! When a search must stop: its node budget, its deadline, and a flag another thread may raise.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

pub(crate) struct Budget<'a> {
    pub max_nodes: u64,
    pub deadline: Instant,
    pub stop: Option<&'a AtomicBool>,
}

impl Budget<'_> {
    /// Whether a search that has searched `nodes` nodes must stop. The clock and the flag are
    /// read every 64 nodes (a fraction of a millisecond), so that the search ends within a few
    /// percent of even a short time limit.
    pub fn spent(&self, nodes: u64) -> bool {
        nodes >= self.max_nodes
            || (nodes % 64 == 0
                && (Instant::now() >= self.deadline
                    || self.stop.is_some_and(|s| s.load(Ordering::Relaxed))))
    }
}
