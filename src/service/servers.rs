//! Per-server settings: games in threads, and the rules a challenge uses when none are named.

use super::{GameService, Result};

/// A server's settings; the defaults for a server that never set any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// Each game is played in a thread of its own, started from its challenge message.
    pub games_in_threads: bool,
    /// The variant and options a challenge or lobby uses when it names no variant, as typed
    /// (`"keryo-pente size=13"`).
    pub default_rules: Option<String>,
}

/// A change to a server's settings: `None` leaves a setting as it is.
#[derive(Clone, Debug, Default)]
pub struct SettingsChange {
    pub games_in_threads: Option<bool>,
    /// `Some(None)` clears the default rules.
    pub default_rules: Option<Option<String>>,
}

impl GameService {
    pub async fn server_settings(&self, server: i64) -> Result<ServerSettings> {
        let row = sqlx::query!(
            "SELECT games_in_threads, default_rules FROM servers WHERE id = $1",
            server
        )
        .fetch_optional(self.pool())
        .await?;
        Ok(
            row.map_or_else(ServerSettings::default, |r| ServerSettings {
                games_in_threads: r.games_in_threads,
                default_rules: r.default_rules,
            }),
        )
    }

    /// Changes a server's settings and returns them all. Who may do this is the caller's
    /// business (on Discord: members with Manage Server).
    pub async fn change_server_settings(
        &self,
        server: i64,
        change: SettingsChange,
    ) -> Result<ServerSettings> {
        let clear_rules = matches!(change.default_rules, Some(None));
        let rules = change.default_rules.flatten();
        let row = sqlx::query!(
            "INSERT INTO servers (id, games_in_threads, default_rules)
             VALUES ($1, coalesce($2, false), $3)
             ON CONFLICT (id) DO UPDATE SET
                 games_in_threads = coalesce($2, servers.games_in_threads),
                 default_rules = CASE WHEN $4 THEN NULL ELSE coalesce($3, servers.default_rules) END
             RETURNING games_in_threads, default_rules",
            server,
            change.games_in_threads,
            rules,
            clear_rules
        )
        .fetch_one(self.pool())
        .await?;
        Ok(ServerSettings {
            games_in_threads: row.games_in_threads,
            default_rules: row.default_rules,
        })
    }
}
