//! Recently played games, kept in memory so that a move needs no read. Entries are only hints:
//! every write is conditional on the stored version, so a stale entry costs one extra read,
//! never a wrong move.

use std::collections::HashMap;
use std::sync::Mutex;

use super::types::{GameState, GameStatus};
use super::GameId;

/// Enough for every game of a busy bot; a game state takes a few kilobytes.
pub const DEFAULT_CAPACITY: usize = 4096;

#[derive(Debug)]
pub(crate) struct GameCache {
    games: Mutex<HashMap<GameId, GameState>>,
    capacity: usize,
}

impl GameCache {
    pub(crate) fn new(capacity: usize) -> GameCache {
        GameCache {
            games: Mutex::new(HashMap::new()),
            capacity,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, GameState>> {
        // A panic while holding the lock cannot leave a half-written entry (inserts are whole).
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn get(&self, id: GameId) -> Option<GameState> {
        self.lock().get(&id).cloned()
    }

    /// Keeps an active game; forgets a finished or cancelled one.
    pub(crate) fn put(&self, state: &GameState) {
        let mut games = self.lock();
        if state.status != GameStatus::Active || self.capacity == 0 {
            games.remove(&state.id);
            return;
        }
        if games.len() >= self.capacity && !games.contains_key(&state.id) {
            // Any victim will do: a missing entry only costs a read.
            if let Some(&victim) = games.keys().next() {
                games.remove(&victim);
            }
        }
        games.insert(state.id, state.clone());
    }

    pub(crate) fn remove(&self, id: GameId) {
        self.lock().remove(&id);
    }
}
