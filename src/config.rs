//! Configuration from the environment (and a `.env` file, read at start-up by `dotenvy`).
//! Every setting is also a command-line flag; `.env.example` lists them all.

use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use clap::Args;
use secrecy::{ExposeSecret, SecretString};

/// Where the data lives.
///
/// Secrets (the database URL may hold a password, the Discord token gives anyone the bot) are
/// held as [`SecretString`]s, which are never printed, not even by a stray `{:?}` in a log line;
/// they are exposed only where the pool or the HTTP client is built.
#[derive(Args, Clone, Debug)]
pub struct DatabaseConfig {
    /// Postgres to use, e.g. postgres://user:pass@host/db. When unset, the bot runs a private
    /// cluster of its own in PENTE_DATA_DIR with the Postgres programs installed on the machine.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<SecretString>,

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
#[derive(Args, Clone, Debug)]
pub struct DiscordConfig {
    /// The bot's token (Discord developer portal, Bot page).
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true, value_parser = parse_token)]
    pub discord_token: Option<SecretString>,

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

    /// Commands and button presses each player may make: `20/10s` is a burst of 20, refilled
    /// over 10 seconds; `off` for no limit.
    #[arg(long, env = "PENTE_RATE_LIMIT", default_value = "20/10s", value_parser = parse_rate_limit)]
    pub rate_limit: RateLimitConfig,

    /// How long the computer may think per move (level 8 uses all of it, lower levels less).
    #[arg(long, env = "PENTE_COMPUTER_TIME", default_value = "2s", value_parser = parse_think_time)]
    pub computer_time: std::time::Duration,

    /// How long an engine review (`/pente review`) searches each position.
    #[arg(long, env = "PENTE_REVIEW_TIME", default_value = "300ms", value_parser = parse_review_time)]
    pub review_time: std::time::Duration,

    /// The most an engine review may search in all: a long game gets less a position.
    #[arg(long, env = "PENTE_REVIEW_LIMIT", default_value = "60s", value_parser = parse_review_limit)]
    pub review_limit: std::time::Duration,

    /// Testing and benchmarks: a node budget a reviewed position as well, for reproducible
    /// reviews.
    #[arg(long, env = "PENTE_REVIEW_NODES")]
    pub review_nodes: Option<u64>,

    /// Which gateway shards this process runs: `0-1/4` (shards 0 and 1 of 4), `2/4`, `4` (all
    /// four here), or `auto` (Discord's recommended count, all here). Unset: one shard.
    #[arg(long, env = "PENTE_SHARDS", value_parser = parse_shards)]
    pub shards: Option<Shards>,
}

impl DiscordConfig {
    /// The token, unless it is unset or blank (an empty `DISCORD_TOKEN=` line in `.env` is a
    /// missing token, not a token to try).
    pub fn token(&self) -> Option<&SecretString> {
        self.discord_token
            .as_ref()
            .filter(|t| !t.expose_secret().is_empty())
    }
}

/// The token as given, without the spaces around it.
fn parse_token(text: &str) -> Result<SecretString, std::convert::Infallible> {
    Ok(text.trim().into())
}

/// A humantime duration from `min` to `max`. `example` ends the message for text that is no
/// duration; `out_of_range` is the whole message for one outside the bounds.
fn duration_within(
    text: &str,
    min: std::time::Duration,
    max: std::time::Duration,
    example: &str,
    out_of_range: &str,
) -> Result<std::time::Duration, String> {
    let d = humantime::parse_duration(text)
        .map_err(|e| format!("{e}; write a duration such as {example}"))?;
    if d < min || d > max {
        return Err(out_of_range.into());
    }
    Ok(d)
}

/// The computer's time per move: 50 ms to 60 s.
fn parse_think_time(text: &str) -> Result<std::time::Duration, String> {
    duration_within(
        text,
        std::time::Duration::from_millis(50),
        std::time::Duration::from_secs(60),
        "2s or 500ms",
        "the computer's time per move must be from 50ms to 60s",
    )
}

/// The review's time a position: 20 ms to 10 s.
fn parse_review_time(text: &str) -> Result<std::time::Duration, String> {
    duration_within(
        text,
        std::time::Duration::from_millis(20),
        std::time::Duration::from_secs(10),
        "300ms or 1s",
        "a review's time a position must be from 20ms to 10s",
    )
}

/// The review's time a game: 1 s to 10 minutes (the interaction it answers lives 15).
fn parse_review_limit(text: &str) -> Result<std::time::Duration, String> {
    duration_within(
        text,
        std::time::Duration::from_secs(1),
        std::time::Duration::from_secs(600),
        "60s or 2m",
        "a review's time a game must be from 1s to 10m",
    )
}

impl DiscordConfig {
    /// What an engine review may spend.
    pub fn review_limits(&self) -> crate::service::ReviewLimits {
        crate::service::ReviewLimits {
            per_position: self.review_time,
            per_game: self.review_limit,
            nodes: self.review_nodes,
        }
    }
}

/// The gateway shards one bot process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// As many as Discord recommends, all in this process.
    Auto,
    /// Shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

/// `auto`, `N`, `I/N` or `A-B/N`.
fn parse_shards(text: &str) -> Result<Shards, String> {
    let wrong = || {
        format!(
            "`{text}` is not a shard range: write e.g. 0-1/4 (shards 0 and 1 of 4), 2/4, 4 or auto"
        )
    };
    let text = text.trim();
    if text == "auto" {
        return Ok(Shards::Auto);
    }
    let number = |t: &str| t.trim().parse::<u32>().map_err(|_| wrong());
    let (first, last, total) = match text.split_once('/') {
        None => {
            let total = number(text)?;
            (0, total.saturating_sub(1), total)
        }
        Some((range, total)) => {
            let total = number(total)?;
            match range.split_once('-') {
                Some((a, b)) => (number(a)?, number(b)?, total),
                None => (number(range)?, number(range)?, total),
            }
        }
    };
    if total == 0 || first > last || last >= total {
        return Err(wrong());
    }
    Ok(Shards::Range { first, last, total })
}

/// How many actions a user may take in how long, as configured (`20/10s`), or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimitSetting {
    pub count: u32,
    pub per: Duration,
}

impl FromStr for RateLimitSetting {
    type Err = String;

    /// `20/10s`: 20 actions, refilled over 10 seconds.
    fn from_str(text: &str) -> Result<Self, String> {
        let wrong = || {
            format!("`{text}` is not a rate limit: write e.g. 20/10s (20 actions per 10 seconds), or off")
        };
        let (count, per) = text.split_once('/').ok_or_else(wrong)?;
        let count: u32 = count.trim().parse().map_err(|_| wrong())?;
        let per = humantime::parse_duration(per.trim()).map_err(|_| wrong())?;
        // Below a nanosecond per action governor has no period: the limit would silently go.
        if count == 0 || (per / count).is_zero() || per > Duration::from_secs(3600) {
            return Err(wrong());
        }
        Ok(RateLimitSetting { count, per })
    }
}

impl std::fmt::Display for RateLimitSetting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.count, humantime::format_duration(self.per))
    }
}

/// The per-user rate limit, or `None` when it is off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimitConfig(pub Option<RateLimitSetting>);

fn parse_rate_limit(text: &str) -> Result<RateLimitConfig, String> {
    match text.trim() {
        "off" | "none" => Ok(RateLimitConfig(None)),
        t => t.parse().map(|s| RateLimitConfig(Some(s))),
    }
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

/// How the running bot is watched.
#[derive(Args, Clone, Debug)]
pub struct OpsConfig {
    /// Serve Prometheus metrics (/metrics) and a health check (/healthz) on this address, e.g.
    /// 127.0.0.1:9100. Unset: no HTTP listener.
    #[arg(long, env = "PENTE_METRICS_ADDR")]
    pub metrics_addr: Option<std::net::SocketAddr>,

    /// How long every gateway connection may be down before /healthz answers 503 (serenity
    /// reconnects meanwhile), e.g. `2m`.
    #[arg(long, env = "PENTE_HEALTH_GRACE", default_value = "2m", value_parser = parse_grace)]
    pub health_grace: std::time::Duration,

    /// Log lines as `text` or `json`. What is logged is filtered by RUST_LOG.
    #[arg(long, env = "PENTE_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
}

/// Everything `pente-bot run` needs.
#[derive(Args, Clone, Debug)]
pub struct BotConfig {
    #[command(flatten)]
    pub discord: DiscordConfig,
    #[command(flatten)]
    pub database: DatabaseConfig,
    #[command(flatten)]
    pub ops: OpsConfig,
}

/// The health check's grace: 1 second to 1 hour.
fn parse_grace(text: &str) -> Result<std::time::Duration, String> {
    duration_within(
        text,
        std::time::Duration::from_secs(1),
        std::time::Duration::from_secs(3600),
        "2m or 90s",
        "the health check's grace must be from 1s to 1h",
    )
}

/// A challenge's lifetime: a humantime duration (`15m`, `1h 30m`) from 1 second to 30 days.
fn parse_expiry(text: &str) -> Result<std::time::Duration, String> {
    duration_within(
        text,
        std::time::Duration::from_secs(1),
        std::time::Duration::from_secs(30 * 24 * 3600),
        "15m, 1h or 90s",
        "a challenge must last between 1s and 30 days",
    )
}

#[cfg(test)]
mod tests {
    use super::parse_expiry;
    use secrecy::ExposeSecret;
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
        assert_eq!(shown.matches("[REDACTED]").count(), 2, "{shown}");
    }

    #[test]
    fn a_blank_token_is_no_token() {
        use clap::Parser;
        #[derive(Parser)]
        struct Cli {
            #[command(flatten)]
            bot: super::BotConfig,
        }
        for (given, seen) in [("", None), ("  ", None), (" abc ", Some("abc"))] {
            let cli = Cli::parse_from(["pente-bot", "--discord-token", given]);
            let token = cli.bot.discord.token().map(ExposeSecret::expose_secret);
            assert_eq!(token, seen, "{given:?}");
        }
    }

    #[test]
    fn settings_read_and_refuse() {
        use super::RateLimitSetting;
        assert_eq!(
            "20/10s".parse(),
            Ok(RateLimitSetting {
                count: 20,
                per: Duration::from_secs(10)
            })
        );
        for bad in ["20", "0/10s", "20/0s", "x/10s", "20/2h"] {
            assert!(bad.parse::<RateLimitSetting>().is_err(), "{bad}");
        }
    }

    #[test]
    fn shard_ranges_read_and_refuse() {
        use super::{parse_shards, Shards};
        let range = |first, last, total| Ok(Shards::Range { first, last, total });
        assert_eq!(parse_shards("0-1/4"), range(0, 1, 4));
        assert_eq!(parse_shards("2/4"), range(2, 2, 4));
        assert_eq!(parse_shards("4"), range(0, 3, 4));
        assert_eq!(parse_shards("auto"), Ok(Shards::Auto));
        for bad in ["0", "4/4", "2-1/4", "1-4/4", "x", "-1/2"] {
            assert!(parse_shards(bad).unwrap_err().contains("0-1/4"), "{bad}");
        }
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
