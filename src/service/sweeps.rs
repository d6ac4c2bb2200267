//! The clock sweeps: games whose player to move let the deadline pass, and reminders before it.
//! Both are sweeps that several bot processes may run at once against one database: each
//! game is taken with `FOR UPDATE SKIP LOCKED`, so every expiry and every reminder happens
//! exactly once, and a sweep that finds a game already taken simply moves on. The clock
//! arithmetic they rely on is in `clock.rs`; ending a game goes through `games.rs`.

use chrono::{DateTime, Utc};

use super::clock::REMIND_AT_LEFT;
use super::games::{apply_locked, cancel, lock, never_began, MoveReport};
use super::{GameId, GameService, PlayerId, Result};
use pente::{Action, MoveOutcome};

/// A reminder to post: `player` must move in `game` before `deadline`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    pub game: GameId,
    pub player: PlayerId,
    pub deadline: DateTime<Utc>,
    /// Where the game is played: its thread, else its channel.
    pub channel: i64,
}

impl GameService {
    /// Ends every game whose deadline has passed: the player to move loses on time (and is
    /// out of a free-for-all), or the game is cancelled while only one player has acted.
    /// Rated games are rated in the same transaction. Returns what happened, to
    /// announce; at most `limit` games per call.
    pub async fn expire_turns(&self, limit: usize) -> Result<Vec<MoveReport>> {
        let mut done = Vec::new();
        // Games this sweep could not end (a damaged game, a failed write): skipped, so one
        // bad game neither hides the others nor blocks every later sweep.
        let mut skipped: Vec<GameId> = Vec::new();
        while done.len() < limit {
            let mut tx = match self.pool().begin().await {
                Ok(tx) => tx,
                Err(e) if done.is_empty() => return Err(e.into()),
                Err(_) => break,
            };
            let picked = sqlx::query_scalar!(
                "SELECT id FROM games
                 WHERE status = 'active' AND turn_deadline IS NOT NULL AND turn_deadline < now()
                       AND NOT (id = ANY($1))
                 ORDER BY turn_deadline LIMIT 1
                 FOR UPDATE SKIP LOCKED",
                &super::ids::game_keys(&skipped)
            )
            .fetch_optional(&mut *tx)
            .await;
            let id = match picked {
                Ok(Some(id)) => GameId::from_key(id),
                Ok(None) => break,
                Err(e) if done.is_empty() => return Err(e.into()),
                Err(_) => break,
            };
            match self.expire_one(&mut tx, id).await {
                Ok(Some(report)) => {
                    tx.commit().await?;
                    self.cache.remove(id);
                    done.push(report);
                }
                Ok(None) => {
                    let _ = tx.rollback().await;
                    skipped.push(id);
                }
                Err(e) => {
                    tracing::error!(error = %e, game = id.key(), "could not end a game on time");
                    let _ = tx.rollback().await;
                    skipped.push(id);
                }
            }
        }
        Ok(done)
    }

    /// Ends one overdue game, locked in `tx`; `None` if it is not overdue after all.
    async fn expire_one(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Postgres>,
        id: GameId,
    ) -> Result<Option<MoveReport>> {
        let (mut state, overdue) = lock(tx, id).await?;
        let Some(late) = state.game.actor().filter(|_| overdue) else {
            return Ok(None);
        };
        let outcome = if never_began(&state) {
            cancel(tx, &mut state).await?;
            MoveOutcome::default()
        } else {
            apply_locked(tx, &mut state, late, Action::Timeout).await?
        };
        Ok(Some(MoveReport {
            state,
            seat: late,
            action: Action::Timeout,
            outcome,
        }))
    }

    /// Reminders due: games whose player to move has less than a quarter of their time left
    /// (of the time per move, or of a live clock's starting bank) and has not been reminded:
    /// for this deadline with a correspondence clock, in this game with a live one. Each is
    /// marked as reminded in the same statement, so it is returned once.
    pub async fn due_reminders(&self) -> Result<Vec<Reminder>> {
        let rows = sqlx::query!(
            r#"WITH per_move AS (
                   UPDATE games g SET reminded_deadline = g.turn_deadline
                   FROM seats s
                   WHERE g.id IN (
                           SELECT id FROM games
                           WHERE status = 'active' AND turn_deadline IS NOT NULL
                             AND clock_increment IS NULL AND turn_deadline > now()
                             AND reminded_deadline IS DISTINCT FROM turn_deadline
                             AND turn_deadline - now() < turn_seconds * $1::float8 * interval '1 second'
                           FOR UPDATE SKIP LOCKED)
                     AND s.game_id = g.id AND s.seat = g.to_move_seat
                     AND s.player_id IN (SELECT id FROM players WHERE computer_level IS NULL)
                   RETURNING g.id, s.player_id, g.turn_deadline, coalesce(g.thread_id, g.channel_id) AS channel),
               live AS (
                   UPDATE seats s SET low_time_warned = true
                   FROM games g
                   WHERE g.id IN (
                           SELECT id FROM games
                           WHERE status = 'active' AND clock_increment IS NOT NULL
                             AND turn_deadline > now()
                             AND turn_deadline - now() < turn_seconds * $1::float8 * interval '1 second'
                           FOR UPDATE SKIP LOCKED)
                     AND s.game_id = g.id AND s.seat = g.to_move_seat AND NOT s.low_time_warned
                     AND s.player_id IN (SELECT id FROM players WHERE computer_level IS NULL)
                   RETURNING g.id, s.player_id, g.turn_deadline, coalesce(g.thread_id, g.channel_id) AS channel)
               SELECT id AS "id!", player_id AS "player_id!", turn_deadline AS "deadline!",
                      channel AS "channel!" FROM per_move
               UNION ALL
               SELECT id, player_id, turn_deadline, channel FROM live"#,
            REMIND_AT_LEFT
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| Reminder {
                game: GameId::from_key(r.id),
                player: PlayerId::from_key(r.player_id),
                deadline: r.deadline,
                channel: r.channel,
            })
            .collect())
    }
}
