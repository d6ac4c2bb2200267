//! The computer's turns. Whenever a game shows the computer to act (a board is drawn for it, or
//! the sweep finds it after a restart), one task per game thinks on a blocking thread (the
//! async threads keep answering everyone else), plays through the service like any player,
//! and hands each move to an [`Announce`] (the Discord layer posts the new board where the game
//! is played). It keeps going while the computer still has to act (Connect6's second stone,
//! an opening decision and then a stone). How long it may think is decided here too, from the
//! configured time and the game's clock.

use std::collections::HashSet;
use std::future::Future;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use tokio::sync::Semaphore;

use super::{
    computer_player, Clock, GameId, GameService, GameState, MoveReport, Request, ServiceError,
};
use pente_ai::{choose, Level, Limits};

/// Where the computer's moves are shown: implemented by the layer that talks to players.
pub trait Announce: Send + Sync + 'static {
    /// The computer has played: `report` holds the new state. Failures are the
    /// implementation's to log; the game goes on regardless.
    fn moved(&self, report: MoveReport) -> impl Future<Output = ()> + Send;
}

/// Plays the computer's turns.
pub struct ComputerTurns<A: Announce> {
    service: GameService,
    /// How long the computer may think per action (level 8 uses all of it, lower levels less).
    think: Duration,
    /// Set once moves can be shown (on Discord: once connected).
    announce: OnceLock<A>,
    /// Games a task is playing in now: one task per game.
    busy: Mutex<HashSet<GameId>>,
    /// Searches at once: one core is always left for answering people.
    searches: Semaphore,
}

/// Takes a game out of [`ComputerTurns::busy`] when its task ends, even by a panic.
struct Playing<'a, A: Announce>(&'a ComputerTurns<A>, GameId);

impl<A: Announce> Drop for Playing<'_, A> {
    fn drop(&mut self) {
        self.0
            .busy
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.1);
    }
}

/// A pause before the computer's answer, so it follows the board it answers in the channel.
const PAUSE: Duration = Duration::from_millis(400);

impl<A: Announce> ComputerTurns<A> {
    pub fn new(service: GameService, think: Duration) -> Arc<Self> {
        Arc::new(ComputerTurns {
            service,
            think,
            announce: OnceLock::new(),
            busy: Mutex::new(HashSet::new()),
            searches: Semaphore::new(
                std::thread::available_parallelism()
                    .map_or(1, |n| n.get().saturating_sub(1).max(1)),
            ),
        })
    }

    /// From now on the computer plays, and its moves are shown through `announce`.
    pub fn connect(&self, announce: A) {
        let _ = self.announce.set(announce);
    }

    /// Starts the computer's turn in `state`'s game if it must act and no task plays there yet.
    pub fn nudge(self: &Arc<Self>, state: &GameState) {
        if state.computer_to_act().is_some() {
            self.take_turns(state.id);
        }
    }

    /// Plays the computer's turns in game `id` on a task of its own.
    pub fn take_turns(self: &Arc<Self>, id: GameId) {
        if self.announce.get().is_none() {
            return;
        }
        if !self
            .busy
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id)
        {
            return;
        }
        let me = self.clone();
        tokio::spawn(async move {
            let _playing = Playing(&me, id);
            tokio::time::sleep(PAUSE).await;
            match me.play_while_due(id).await {
                // The person resigned, or the game ended otherwise, while the computer thought.
                Ok(()) | Err(ServiceError::GameNotActive { .. }) => {}
                Err(e) => {
                    tracing::warn!(error = %e, game = id.key(), "the computer could not play")
                }
            }
        });
    }

    /// How long to think: the configured time, but within the game's clock, so the computer
    /// never loses on time: a twentieth of a live bank plus most of the increment, or a
    /// quarter of the time per move, less the pause and a margin for the round trips.
    pub fn time_for(&self, state: &GameState) -> Duration {
        let margin = PAUSE + Duration::from_millis(500);
        let allowed = match state.clock {
            None => return self.think,
            Some(Clock::PerMove { seconds }) => Duration::from_secs(seconds as u64) / 4,
            Some(Clock::Live { increment, .. }) => {
                let seat = state.game.actor();
                let left = seat
                    .and_then(|s| state.time_left_ms(s, chrono::Utc::now()))
                    .unwrap_or(0);
                Duration::from_millis(left.max(0) as u64 / 20)
                    + Duration::from_secs(increment as u64).mul_f64(0.8)
            }
        };
        self.think
            .min(allowed.saturating_sub(margin))
            .max(Duration::from_millis(50))
    }

    /// How long a computer turn may wait before the sweep starts it (again): longer than a
    /// turn takes, so the sweep only rescues turns no task plays (after a restart).
    pub fn rescue_after(&self) -> Duration {
        self.think * 2 + PAUSE + Duration::from_secs(3)
    }

    async fn play_while_due(&self, id: GameId) -> Result<(), ServiceError> {
        let Some(announce) = self.announce.get() else {
            return Ok(());
        };
        loop {
            // The permit first: the time to think is reckoned from the clock as it stands once
            // a search may start, not before a wait for other games' searches.
            let permit = self.searches.acquire().await;
            let state = self.service.load(id).await?;
            let Some(level) = state.computer_to_act() else {
                return Ok(());
            };
            let Ok(level) = Level::new(level) else {
                return Ok(());
            };
            let game = state.game.clone();
            let limits = Limits::time(self.time_for(&state));
            let seed = id.key() as u64 ^ (state.ply() as u64).rotate_left(17);
            let thought =
                tokio::task::spawn_blocking(move || choose(&game, level, &limits, seed)).await;
            drop(permit);
            let Ok(Some(choice)) = thought else {
                tracing::error!(game = id.key(), "the computer found no move");
                return Ok(());
            };
            let me = Request::new(computer_player(level.get()));
            let report = match self
                .service
                .play(&me, id, choice.action, Some(state.position()))
                .await
            {
                Ok(report) => report,
                // Someone acted meanwhile (a resignation, a takeback): look again.
                Err(ServiceError::PositionChanged { .. }) => continue,
                Err(e) => return Err(e),
            };
            announce.moved(report).await;
        }
    }
}
