//! A server's settings: games in threads, default rules.

use super::super::answer::{respond, Answer};
use super::super::{text, Context, Error};
use crate::service::SettingsChange;
use pente::{RuleError, RuleSet};

/// This server's settings: games in threads, default rules (Manage Server only to change).
// Anyone may look at the settings, so Manage Server is checked when something is changed,
// not with poise's `required_permissions`, which would refuse the whole command.
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Play each game in a thread of its own"] threads: Option<bool>,
    #[description = "The rules a challenge uses when it names none, e.g. \"keryo-pente size=13\", or \"none\""]
    default_rules: Option<String>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let server = ctx
            .guild_id()
            .ok_or("Settings belong to a server; use this in one.")?
            .get() as i64;
        let service = &ctx.data().service;
        if threads.is_none() && default_rules.is_none() {
            let settings = service.server_settings(server).await?;
            return Ok(Answer::Private(text::settings_text(&settings)));
        }
        if !may_manage_server(ctx) {
            return Err(
                "Only members with the Manage Server permission can change the settings.".into(),
            );
        }
        let default_rules = match default_rules.as_deref().map(str::trim) {
            None => None,
            Some(spec) if spec.is_empty() || spec.eq_ignore_ascii_case("none") => Some(None),
            Some(spec) => Some(Some(read_rules(spec)?)),
        };
        let change = SettingsChange {
            games_in_threads: threads,
            default_rules,
        };
        let settings = service.change_server_settings(server, change).await?;
        Ok(Answer::Private(format!(
            "Saved. {}",
            text::settings_text(&settings)
        )))
    })
    .await?;
    Ok(())
}

/// Rules as typed for a default: a variant, then key=value options.
fn read_rules(spec: &str) -> Result<RuleSet, String> {
    RuleSet::from_spec(spec).map_err(|e| match e {
        RuleError::UnknownPreset(_) => e.to_string(),
        e => super::lobby::options_refused(e),
    })
}

/// Whether the command's user has Manage Server (Discord sends their permissions with the
/// interaction).
fn may_manage_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        poise::Context::Prefix(_) => false,
    }
}
