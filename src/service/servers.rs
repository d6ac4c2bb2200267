//! Per-server settings: games in threads, and the rules a challenge uses when it names no
//! variant; and the rules a challenge gets, merged from those defaults and what was asked.

use pente::{Preset, RuleSet};

use super::prefs::{BoardTheme, PrefsChoice};
use super::{GameService, Result, ServiceError};

/// A server's settings; the defaults for a server that never set any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// Each game is played in a thread of its own, started from its challenge message.
    pub games_in_threads: bool,
    /// The rules a challenge or lobby uses when it names no variant: always a two-player game.
    pub default_rules: Option<RuleSet>,
    /// The language of the server's board messages, as the Discord layer's code for it
    /// (`sv`); `None` follows the server's Discord language. Only stored here.
    pub language: Option<String>,
    /// The preferences of players who chose none (see [`GameService::player_prefs`]).
    pub player_defaults: PrefsChoice,
}

/// A change to a server's settings: `None` leaves a setting as it is.
#[derive(Clone, Debug, Default)]
pub struct SettingsChange {
    pub games_in_threads: Option<bool>,
    /// `Some(None)` clears the default rules.
    pub default_rules: Option<Option<RuleSet>>,
    /// `Some(None)` goes back to the server's Discord language.
    pub language: Option<Option<String>>,
    /// Players' default preferences: a `None` in it leaves that default as it is.
    pub player_defaults: PrefsChoice,
}

/// The rules someone asked for, read from what they typed: a variant or none (the server's
/// default, else Pente), then options in the order given (a later one of a key wins).
#[derive(Clone, Debug, Default)]
pub struct RulesWanted {
    pub preset: Option<Preset>,
    pub options: Vec<(String, String)>,
}

/// Who will sit at the table the rules are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// A challenge or a game against the computer: the variant's own number of players.
    Challenge,
    /// A lobby: `players` (default the variant's own when it has more than two, else 4) and
    /// optionally two teams.
    Lobby {
        players: Option<u8>,
        teams: Option<bool>,
    },
}

impl GameService {
    pub async fn server_settings(&self, server: i64) -> Result<ServerSettings> {
        let row = sqlx::query!(
            "SELECT games_in_threads, default_rules, language,
                    default_theme, default_confirm_moves, default_turn_dms
             FROM servers WHERE id = $1",
            server
        )
        .fetch_optional(self.pool())
        .await?;
        Ok(
            row.map_or_else(ServerSettings::default, |r| ServerSettings {
                games_in_threads: r.games_in_threads,
                default_rules: r.default_rules.as_deref().and_then(stored_rules),
                language: r.language,
                player_defaults: PrefsChoice {
                    theme: r.default_theme.as_deref().and_then(BoardTheme::from_name),
                    confirm_moves: r.default_confirm_moves,
                    turn_dms: r.default_turn_dms,
                },
            }),
        )
    }

    /// Every server's language setting, for the Discord layer to know them from the start.
    pub async fn server_languages(&self) -> Result<Vec<(i64, String)>> {
        let rows = sqlx::query!(
            r#"SELECT id, language AS "language!" FROM servers WHERE language IS NOT NULL"#
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows.into_iter().map(|r| (r.id, r.language)).collect())
    }

    /// Changes a server's settings and returns them all. Default rules must be for two
    /// players. Who may do this is the caller's business (on Discord: members with Manage
    /// Server).
    pub async fn change_server_settings(
        &self,
        server: i64,
        change: SettingsChange,
    ) -> Result<ServerSettings> {
        if let Some(Some(rules)) = &change.default_rules {
            if rules.players != 2 {
                return Err(ServiceError::DefaultRulesPlayers(
                    rules.preset.name().to_string(),
                    rules.players,
                ));
            }
        }
        let clear_rules = matches!(change.default_rules, Some(None));
        let spec = change.default_rules.flatten().map(|r| r.spec());
        let clear_language = matches!(change.language, Some(None));
        let language = change.language.flatten();
        let defaults = change.player_defaults;
        let row = sqlx::query!(
            "INSERT INTO servers (id, games_in_threads, default_rules, language,
                                  default_theme, default_confirm_moves, default_turn_dms)
             VALUES ($1, coalesce($2, false), $3, $5, $7, $8, $9)
             ON CONFLICT (id) DO UPDATE SET
                 games_in_threads = coalesce($2, servers.games_in_threads),
                 default_rules = CASE WHEN $4 THEN NULL ELSE coalesce($3, servers.default_rules) END,
                 language = CASE WHEN $6 THEN NULL ELSE coalesce($5, servers.language) END,
                 default_theme = coalesce($7, servers.default_theme),
                 default_confirm_moves = coalesce($8, servers.default_confirm_moves),
                 default_turn_dms = coalesce($9, servers.default_turn_dms)
             RETURNING games_in_threads, default_rules, language,
                       default_theme, default_confirm_moves, default_turn_dms",
            server,
            change.games_in_threads,
            spec,
            clear_rules,
            language,
            clear_language,
            defaults.theme.map(BoardTheme::name),
            defaults.confirm_moves,
            defaults.turn_dms
        )
        .fetch_one(self.pool())
        .await?;
        Ok(ServerSettings {
            games_in_threads: row.games_in_threads,
            default_rules: row.default_rules.as_deref().and_then(stored_rules),
            language: row.language,
            player_defaults: PrefsChoice {
                theme: row.default_theme.as_deref().and_then(BoardTheme::from_name),
                confirm_moves: row.default_confirm_moves,
                turn_dms: row.default_turn_dms,
            },
        })
    }

    /// The rules a new challenge, lobby or computer game gets: with no variant named, the
    /// server's default rules (`server` is `None` outside a server) with what was asked on
    /// top; else the variant named with what was asked. A lobby whose server default does
    /// not suit it (Swap2 for four players...) falls back to Pente.
    pub async fn rules_for(
        &self,
        server: Option<i64>,
        wanted: &RulesWanted,
        table: Table,
    ) -> Result<RuleSet> {
        let default = match (wanted.preset, server) {
            (None, Some(server)) => self.server_settings(server).await?.default_rules,
            _ => None,
        };
        let merged = merge(wanted, default.as_ref(), table);
        match (merged, &default) {
            (Err(_), Some(_)) if matches!(table, Table::Lobby { .. }) => {
                Ok(merge(wanted, None, table)?)
            }
            (merged, _) => Ok(merged?),
        }
    }
}

/// `wanted` over `default` (or over Pente), for `table`.
fn merge(
    wanted: &RulesWanted,
    default: Option<&RuleSet>,
    table: Table,
) -> std::result::Result<RuleSet, pente::RuleError> {
    let (preset, mut options) = match (wanted.preset, default) {
        (Some(p), _) => (p, Vec::new()),
        (None, Some(d)) => (d.preset, changed_options(d)),
        (None, None) => (Preset::Pente, Vec::new()),
    };
    if let Table::Lobby { players, teams } = table {
        let own = RuleSet::preset(preset).players;
        let players = players.unwrap_or(if own > 2 { own } else { 4 });
        options.push(("players".into(), players.to_string()));
        if let Some(t) = teams {
            options.push(("teams".into(), t.to_string()));
        }
    }
    options.extend(wanted.options.iter().cloned());
    let pairs: Vec<(&str, &str)> = options
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    RuleSet::build(preset, &pairs)
}

/// A rule set's options that differ from its preset, as pairs.
fn changed_options(rules: &RuleSet) -> Vec<(String, String)> {
    RuleSet::parse_options(&rules.changed_options().join(" "))
        .expect("a rule set's own options read back")
}

/// Default rules as stored: older versions stored them as typed, so a spec that no longer
/// reads is dropped (with a warning) rather than breaking every challenge on the server.
fn stored_rules(spec: &str) -> Option<RuleSet> {
    match RuleSet::from_spec(spec) {
        Ok(rules) => Some(rules),
        Err(e) => {
            tracing::warn!(spec, error = %e, "ignoring a server's unreadable default rules");
            None
        }
    }
}
