//! Configuration from the environment (and a `.env` file, read at start-up by `dotenvy`).
//! Every setting is also a command-line flag; `.env.example` lists them all.

use std::path::PathBuf;

use clap::Args;

/// Where the data lives.
#[derive(Args, Clone, Debug)]
pub struct DatabaseConfig {
    /// Postgres to use, e.g. postgres://user:pass@host/db. When unset, the bot runs a private
    /// cluster of its own in PENTE_DATA_DIR with the Postgres programs installed on the machine.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,

    /// Directory for the private Postgres cluster (used only without DATABASE_URL).
    #[arg(long, env = "PENTE_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Directory holding the Postgres server programs (initdb, pg_ctl) for the private cluster;
    /// searched for when unset.
    #[arg(long, env = "PENTE_PG_BIN")]
    pub pg_bin: Option<PathBuf>,

    /// Largest number of database connections the bot opens.
    #[arg(long, env = "DATABASE_MAX_CONNECTIONS", default_value_t = 10)]
    pub database_max_connections: u32,
}

/// Loads `.env` from the working directory if there is one. Variables already set win.
pub fn load_dotenv() {
    // A missing .env is normal; a malformed one is reported by the settings it breaks.
    let _ = dotenvy::dotenv();
}
