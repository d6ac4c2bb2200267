//! The game service: user intents (challenge, accept, move, resign, ...) turned into engine calls
//! and Postgres transactions. It knows nothing of Discord.
//!
//! Every operation is one transaction. Operations on one game are serialised by a row lock on
//! `games` (`SELECT ... FOR UPDATE`), and the `moves` primary key `(game_id, ply)` makes a
//! duplicate ply impossible even if that lock were missing. An interaction id is recorded in
//! `interactions` inside the same transaction, so a second delivery of it changes nothing and
//! gets [`ServiceError::Duplicate`]. A game is never stored as a snapshot: loading it replays its
//! moves through the engine and checks them against the stored row.
//!
//! Moves, the hot path, use a version check instead of a lock: the game is taken from a small
//! in-memory cache (or read), the engine checks the action, and a single statement stores the
//! move, the interaction id and the new game row on the condition that the row's `version`
//! (bumped by a trigger on every update) is the one read. If another move or another bot
//! process got there first, nothing is written and the game is read again. Of two racing
//! moves exactly one lands.
//!
//! The modules depend one way, with no cycle: at the bottom the plain data (`types`, `error`)
//! and the pure clock arithmetic (`clock`); over them `rebuild`, `cache`, `ratings`, `history`,
//! `computer` and the players' preferences (`prefs`); then `games`, which plays and stores actions; then what builds on games:
//! `challenges`, the clock `sweeps`, the computer's `turns` and `rematch`. This file holds what
//! they share: [`GameService`], to which each module adds its methods, and the transaction
//! macro. Outside the service it uses only [`crate::rating`] and [`crate::observe`]; the
//! Discord layer, `ops` and the CLI use it, never the reverse.

/// Runs one operation in one transaction: records the interaction id first (a concurrent
/// delivery of the same id waits on its primary key, then sees it), commits on success, and
/// rolls back explicitly on failure, so row locks are released at once (a dropped sqlx
/// transaction only rolls back when its connection is next used). `return` in the body leaves
/// the body, like a closure. (A macro, not an async closure: the futures must stay `Send`.)
macro_rules! in_transaction {
    ($svc:expr, $req:expr, $operation:expr, |$tx:ident| $body:block) => {{
        let mut tx = $svc.pool().begin().await?;
        let result: $crate::service::Result<_> = async {
            $crate::service::record_interaction(&mut tx, $req, $operation).await?;
            let $tx = &mut tx;
            $body
        }
        .await;
        match result {
            Ok(value) => {
                tx.commit().await?;
                Ok(value)
            }
            Err(e) => {
                // If the rollback fails the connection is closed, which also releases the locks.
                let _ = tx.rollback().await;
                Err(e)
            }
        }
    }};
}

mod cache;
mod challenges;
mod clock;
mod computer;
mod error;
mod games;
mod history;
mod ids;
mod meant;
mod player;
mod prefs;
mod ratings;
mod rebuild;
mod rematch;
mod reviews;
mod servers;
mod sweeps;
mod turns;
mod types;

pub use clock::{Clock, ClockError, REMIND_AT_LEFT};
pub use computer::computer_player;
pub use error::{Result, ServiceError};
pub use games::{DrawReport, MoveReport, TakebackReport};
pub use history::{summarise, PastGame, Record};
pub use ids::{ChallengeId, GameId};
pub use player::{Player, PlayerId, COMPUTER_LEVELS};
pub use prefs::{
    board_viewer, turn_dm_candidate, BoardTheme, PlayerPrefs, Prefs, PrefsChoice, TURN_DM_CLOCK,
};
pub use ratings::{multi_family, RatingPoint};
pub(crate) use rebuild::truncated;
pub use rematch::Rematch;
pub use reviews::{ReviewLimits, ReviewProgress, Reviewed, Reviewer};
pub use servers::{RulesWanted, ServerSettings, SettingsChange, Table};
pub use sweeps::Reminder;
pub use turns::{Announce, ComputerTurns};
pub use types::{
    Accepted, Challenge, ChallengeKind, GameState, GameStatus, GameSummary, Member, NewChallenge,
    Place, PlayerRef, Position, RatingChange, RatingRow, Request, Response, SeatInfo, SeatOrder,
};

use sqlx::{PgPool, Postgres, Transaction};

/// The game service over a Postgres pool. Cheap to clone (clones share the pool and cache).
#[derive(Clone, Debug)]
pub struct GameService {
    pool: PgPool,
    cache: std::sync::Arc<cache::GameCache>,
}

impl GameService {
    /// A service keeping up to [`cache::DEFAULT_CAPACITY`] active games in memory.
    pub fn new(pool: PgPool) -> GameService {
        GameService::with_cache(pool, cache::DEFAULT_CAPACITY)
    }

    /// A service keeping up to `games` active games in memory (0: none; every move reads its
    /// game). The cache only saves reads: a stale entry is caught by the version check.
    pub fn with_cache(pool: PgPool, games: usize) -> GameService {
        GameService {
            pool,
            cache: std::sync::Arc::new(cache::GameCache::new(games)),
        }
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Whether the database answers (the health check).
    pub async fn ping(&self) -> Result<()> {
        sqlx::query_scalar!(r#"SELECT 1 AS "one!""#)
            .fetch_one(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets the interaction ids recorded more than `age` ago. They guard against the same
    /// interaction arriving twice, which Discord can do only while its token lives (15
    /// minutes), so a day's worth is plenty, and the table stays small. Returns how many went.
    pub async fn prune_interactions(&self, age: std::time::Duration) -> Result<u64> {
        Ok(sqlx::query!(
            "DELETE FROM interactions WHERE processed_at < now() - $1 * interval '1 second'",
            age.as_secs_f64()
        )
        .execute(&self.pool)
        .await?
        .rows_affected())
    }

    /// How many games are being played, on every server.
    pub async fn active_game_count(&self) -> Result<i64> {
        Ok(
            sqlx::query_scalar!(r#"SELECT count(*) AS "n!" FROM games WHERE status = 'active'"#)
                .fetch_one(&self.pool)
                .await?,
        )
    }
}

pub(crate) async fn record_interaction(
    tx: &mut Transaction<'_, Postgres>,
    req: &Request,
    operation: &str,
) -> Result<()> {
    if let Some(id) = req.interaction {
        let inserted = sqlx::query!(
            "INSERT INTO interactions (id, operation) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            id,
            operation
        )
        .execute(&mut **tx)
        .await?
        .rows_affected();
        if inserted == 0 {
            return Err(ServiceError::Duplicate);
        }
    }
    Ok(())
}

/// Stores (or refreshes) a player's cached display name.
async fn upsert_player(tx: &mut Transaction<'_, Postgres>, player: &PlayerRef) -> Result<()> {
    sqlx::query!(
        "INSERT INTO players (id, display_name, computer_level) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name, updated_at = now()
         WHERE players.display_name <> EXCLUDED.display_name",
        player.id.key(),
        player.name,
        player.id.computer_level().map(i16::from)
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn upsert_server(tx: &mut Transaction<'_, Postgres>, server: Option<i64>) -> Result<()> {
    if let Some(id) = server {
        sqlx::query!(
            "INSERT INTO servers (id) VALUES ($1) ON CONFLICT DO NOTHING",
            id
        )
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
