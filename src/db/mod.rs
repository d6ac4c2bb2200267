//! The database: connecting, migrating, and (when no `DATABASE_URL` is given) a private
//! Postgres cluster of the bot's own.

pub mod embedded;

use std::time::Duration;

use secrecy::ExposeSecret;

use sqlx::postgres::PgPoolOptions;
use sqlx::PgPool;

/// Why the database could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("DATABASE_URL is not a valid Postgres URL: {0}")]
    BadUrl(sqlx::Error),
    #[error(transparent)]
    Embedded(#[from] embedded::EmbeddedError),
    #[error("cannot connect to the database: {0}")]
    Connect(sqlx::Error),
    #[error("cannot bring the database schema up to date: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// An open, migrated database, and the private cluster behind it if the bot started one.
#[derive(Debug)]
pub struct Database {
    pub pool: PgPool,
    pub embedded: Option<embedded::EmbeddedPostgres>,
}

impl Database {
    /// Connects to `DATABASE_URL`, or starts the private cluster, then migrates.
    pub async fn open(config: &crate::config::DatabaseConfig) -> Result<Database, OpenError> {
        let (options, embedded) = match &config.database_url {
            Some(url) => (
                url.expose_secret().parse().map_err(OpenError::BadUrl)?,
                None,
            ),
            None => {
                let dir = config.data_dir.clone();
                let bin = config.pg_bin.clone();
                let pg = tokio::task::spawn_blocking(move || {
                    embedded::EmbeddedPostgres::start(&dir, bin.as_deref())
                })
                .await
                .expect("starting Postgres does not panic")?;
                (pg.connect_options(), Some(pg))
            }
        };
        let pool = PgPoolOptions::new()
            .max_connections(config.database_max_connections)
            // No ping before every use: it doubles the round trips of a move. A connection that
            // broke (Postgres restarted) fails one request, which the user is told to retry,
            // and is replaced.
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options)
            .await
            .map_err(OpenError::Connect)?;
        MIGRATOR.run(&pool).await?;
        Ok(Database { pool, embedded })
    }

    /// Closes the pool, then stops the private cluster if there is one.
    pub async fn close(self) -> Result<(), embedded::EmbeddedError> {
        self.pool.close().await;
        match self.embedded {
            Some(pg) => tokio::task::spawn_blocking(move || pg.stop())
                .await
                .expect("stopping Postgres does not panic"),
            None => Ok(()),
        }
    }
}

/// The migrations in `migrations/`, embedded in the binary.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();
