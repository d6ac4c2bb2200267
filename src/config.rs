//! Configuration from the environment (and a `.env` file, read at start-up by `dotenvy`).
//! Every setting is also a command-line flag; `.env.example` lists them all.

use std::path::PathBuf;

use clap::Args;

/// Where the data lives.
#[derive(Args, Clone)]
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

/// How the bot reaches Discord.
#[derive(Args, Clone)]
pub struct DiscordConfig {
    /// The bot's token (Discord developer portal, Bot page).
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub discord_token: Option<String>,

    /// Register the slash commands in this server only (they appear at once; for development).
    /// Without it they are registered globally.
    #[arg(long, env = "DISCORD_GUILD_ID")]
    pub discord_guild_id: Option<u64>,

    /// Testing only: a fake Discord's base URL (e.g. http://127.0.0.1:PORT). Turns off
    /// serenity's ratelimiter, without which serenity ignores the URL.
    #[arg(long, env = "DISCORD_API_BASE")]
    pub discord_api_base: Option<String>,

    /// How long a challenge waits for an answer, e.g. `15m`, `1h`, `90s`.
    #[arg(long, env = "PENTE_CHALLENGE_EXPIRY", default_value = "15m", value_parser = parse_expiry)]
    pub challenge_expiry: std::time::Duration,
}

/// Everything `pente-bot run` needs.
#[derive(Args, Clone, Debug)]
pub struct BotConfig {
    #[command(flatten)]
    pub discord: DiscordConfig,
    #[command(flatten)]
    pub database: DatabaseConfig,
}

/// Secrets are never printed, not even by a stray `{:?}` in a log line: the token would give
/// anyone the bot, and a database URL may hold a password.
fn redacted(secret: &Option<String>) -> &'static str {
    match secret {
        Some(_) => "<redacted>",
        None => "<unset>",
    }
}

impl std::fmt::Debug for DatabaseConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseConfig")
            .field("database_url", &redacted(&self.database_url))
            .field("data_dir", &self.data_dir)
            .field("pg_bin", &self.pg_bin)
            .field("database_max_connections", &self.database_max_connections)
            .finish()
    }
}

impl std::fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("discord_token", &redacted(&self.discord_token))
            .field("discord_guild_id", &self.discord_guild_id)
            .field("discord_api_base", &self.discord_api_base)
            .field("challenge_expiry", &self.challenge_expiry)
            .finish()
    }
}

/// A challenge's lifetime: a humantime duration (`15m`, `1h 30m`) from 1 second to 30 days.
fn parse_expiry(text: &str) -> Result<std::time::Duration, String> {
    let d = humantime::parse_duration(text)
        .map_err(|e| format!("{e}; write a duration such as 15m, 1h or 90s"))?;
    let limit = std::time::Duration::from_secs(30 * 24 * 3600);
    if d < std::time::Duration::from_secs(1) || d > limit {
        return Err("a challenge must last between 1s and 30 days".into());
    }
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::parse_expiry;
    use std::time::Duration;

    #[test]
    fn secrets_never_show_in_debug_output() {
        use clap::Parser;
        #[derive(Parser)]
        struct Cli {
            #[command(flatten)]
            bot: super::BotConfig,
        }
        let cli = Cli::parse_from([
            "pente-bot",
            "--discord-token",
            "MTIz.secret-token",
            "--database-url",
            "postgres://bot:hunter2@db/pente",
        ]);
        let shown = format!("{:?}", cli.bot);
        assert!(
            !shown.contains("secret-token") && !shown.contains("hunter2"),
            "{shown}"
        );
        assert!(shown.contains("<redacted>"), "{shown}");
    }

    #[test]
    fn expiry_takes_human_durations_within_limits() {
        assert_eq!(parse_expiry("15m"), Ok(Duration::from_secs(900)));
        assert_eq!(parse_expiry("1h 30m"), Ok(Duration::from_secs(5400)));
        assert!(parse_expiry("0s").is_err());
        assert!(parse_expiry("31days").is_err());
        assert!(parse_expiry("soon").unwrap_err().contains("15m"));
    }
}
