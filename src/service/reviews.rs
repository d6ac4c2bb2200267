//! Engine reviews of finished games ([`pente_ai::review`]): one search per position on a
//! blocking thread, a queue so reviews never take the cores the computer's turns and
//! everyone's moves need, and storage (one review per game and engine), so asking again is
//! answered at once.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

use super::{GameService, GameState, GameStatus, Result, ServiceError};
use pente_ai::review::{review, Review, ReviewError, ENGINE};
use pente_ai::Limits;

/// How much thought a review gets.
#[derive(Clone, Debug)]
pub struct ReviewLimits {
    /// The search of one position.
    pub per_position: Duration,
    /// The whole game: a long game gets less a position.
    pub per_game: Duration,
    /// A node budget a position as well (reproducible reviews, for tests); `None`: time only.
    pub nodes: Option<u64>,
}

impl Default for ReviewLimits {
    fn default() -> Self {
        ReviewLimits {
            per_position: Duration::from_millis(300),
            per_game: Duration::from_secs(60),
            nodes: None,
        }
    }
}

impl ReviewLimits {
    /// The engine's limits for one of `positions` positions.
    pub fn for_position(&self, positions: usize) -> Limits {
        let share = self.per_game / positions.max(1) as u32;
        let mut limits = Limits::time(self.per_position.min(share).max(Duration::from_millis(20)));
        limits.max_nodes = self.nodes;
        limits
    }
}

/// How a review is getting on, for the message that waits for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewProgress {
    /// Waiting for `ahead` reviews to finish first.
    Queued { ahead: usize },
    /// `done` of `total` positions searched.
    Analysing { done: usize, total: usize },
}

/// A review, and how long its search took if it was made just now (`None`: read from
/// storage).
#[derive(Clone, Debug)]
pub struct Reviewed {
    pub review: Arc<Review>,
    pub seconds: Option<f32>,
}

/// Reviews at most this many waiting: more are refused, so nobody waits past the
/// interaction's 15 minutes.
const MAX_WAITING: usize = 6;

/// Makes and keeps reviews.
#[derive(Debug)]
pub struct Reviewer {
    service: GameService,
    limits: ReviewLimits,
    /// Reviews searching at once.
    queue: Semaphore,
    /// Reviews waiting or searching.
    waiting: AtomicUsize,
}

/// Counts a review out of [`Reviewer::waiting`] when it ends, even by a panic.
struct InLine<'a>(&'a AtomicUsize);

impl Drop for InLine<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Reviewer {
    /// One review searches at a time (on a blocking thread).
    pub fn new(service: GameService, limits: ReviewLimits) -> Arc<Reviewer> {
        Arc::new(Reviewer {
            service,
            limits,
            queue: Semaphore::new(1),
            waiting: AtomicUsize::new(0),
        })
    }

    /// Whether `state`'s game can be reviewed: finished, and by two sides.
    pub fn check(&self, state: &GameState) -> Result<()> {
        if state.status != GameStatus::Finished || !state.game.is_over() {
            return Err(ServiceError::ReviewNotOver(state.id));
        }
        let players = state.game.rules().players;
        if players != 2 {
            return Err(ServiceError::ReviewPlayers(players));
        }
        Ok(())
    }

    /// The stored review of `state`'s game by this engine, if there is one.
    pub async fn stored(&self, state: &GameState) -> Result<Option<Arc<Review>>> {
        let text = sqlx::query_scalar!(
            r#"SELECT review::text AS "review!" FROM reviews WHERE game_id = $1 AND engine = $2"#,
            state.id.key(),
            ENGINE
        )
        .fetch_optional(self.service.pool())
        .await?;
        Ok(text.and_then(|t| match serde_json::from_str::<Review>(&t) {
            Ok(r) => Some(Arc::new(r)),
            Err(e) => {
                // A stored review this build cannot read is made again.
                tracing::warn!(game = %state.id, error = %e, "a stored review does not read back");
                None
            }
        }))
    }

    /// `state`'s game reviewed: from storage, or searched now (waiting for the reviews ahead
    /// of it), then stored. `progress` hears how it goes (from a blocking thread).
    pub async fn review(
        &self,
        state: &GameState,
        progress: impl Fn(ReviewProgress) + Send + Sync + 'static,
    ) -> Result<Reviewed> {
        self.check(state)?;
        if let Some(review) = self.stored(state).await? {
            return Ok(Reviewed {
                review,
                seconds: None,
            });
        }
        let ahead = self.waiting.fetch_add(1, Ordering::SeqCst);
        let _in_line = InLine(&self.waiting);
        if ahead >= MAX_WAITING {
            return Err(ServiceError::ReviewQueueFull(ahead));
        }
        if ahead > 0 {
            progress(ReviewProgress::Queued { ahead });
        }
        let _turn = self
            .queue
            .acquire()
            .await
            .expect("the review queue is never closed");
        // Another request for the same game may have made it while this one waited.
        if let Some(review) = self.stored(state).await? {
            return Ok(Reviewed {
                review,
                seconds: None,
            });
        }
        let game = state.game.clone();
        let positions = game.history().len() + 1;
        let limits = self.limits.for_position(positions);
        let started = Instant::now();
        let made = tokio::task::spawn_blocking(move || {
            review(&game, &limits, |done, total| {
                progress(ReviewProgress::Analysing { done, total })
            })
        })
        .await
        .map_err(|e| ServiceError::Corrupt {
            id: state.id,
            detail: format!("the review's search failed: {e}"),
        })?
        .map_err(|e| match e {
            ReviewError::Players(n) => ServiceError::ReviewPlayers(n),
            ReviewError::NotOver => ServiceError::ReviewNotOver(state.id),
        })?;
        let seconds = started.elapsed().as_secs_f32();
        crate::observe::review(seconds, made.moves.len());
        let json = serde_json::to_string(&made).expect("a review serialises");
        sqlx::query!(
            "INSERT INTO reviews (game_id, engine, review, seconds) VALUES ($1, $2, $3::text::jsonb, $4)
             ON CONFLICT DO NOTHING",
            state.id.key(),
            ENGINE,
            json,
            seconds
        )
        .execute(self.service.pool())
        .await?;
        Ok(Reviewed {
            review: Arc::new(made),
            seconds: Some(seconds),
        })
    }
}
