//! A server's settings: games in threads, default rules, the language of its board messages,
//! and the defaults of its players' preferences.

use super::super::answer::{respond, Answer};
use super::super::reply::user_lang;
use super::super::{text, Context, Error};
use super::prefs::{defaults_text, ThemeChoice};
use crate::l10n::{self, t, tr, Lang};
use crate::service::{BoardTheme, PrefsChoice, ServerSettings, SettingsChange};
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
    #[description = "Language of the board messages: en, sv, ru, ja, ko, vi, pl, cs, or discord (the server's)"]
    language: Option<String>,
    #[description = "Players' default board theme (each may choose their own: /pente prefs)"]
    default_theme: Option<ThemeChoice>,
    #[description = "Players' default for confirming moves on the button grid"]
    default_confirm_moves: Option<bool>,
    #[description = "Players' default for a DM when it is their turn (clocks of 1 hour or more)"]
    default_turn_dms: Option<bool>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let lang = user_lang(ctx);
        let server = ctx
            .guild_id()
            .ok_or_else(|| t(lang, "settings-need-server"))?
            .get() as i64;
        let service = &ctx.data().service;
        let player_defaults = PrefsChoice {
            theme: default_theme.map(BoardTheme::from),
            confirm_moves: default_confirm_moves,
            turn_dms: default_turn_dms,
        };
        if threads.is_none()
            && default_rules.is_none()
            && language.is_none()
            && player_defaults.is_empty()
        {
            let settings = service.server_settings(server).await?;
            note_language(server, &settings);
            return Ok(Answer::Private(settings_text(lang, &settings)));
        }
        if !may_manage_server(ctx) {
            return Err(t(lang, "settings-need-manage").into());
        }
        let language = language
            .as_deref()
            .map(|l| read_language(lang, l))
            .transpose()?;
        let default_rules = match default_rules.as_deref().map(str::trim) {
            None => None,
            Some(spec) if spec.is_empty() || spec.eq_ignore_ascii_case("none") => Some(None),
            Some(spec) => Some(Some(read_rules(lang, spec)?)),
        };
        let change = SettingsChange {
            games_in_threads: threads,
            default_rules,
            language: language.map(|l| l.map(|l| l.code().to_string())),
            player_defaults,
        };
        let settings = service.change_server_settings(server, change).await?;
        note_language(server, &settings);
        let settings = settings_text(lang, &settings);
        Ok(Answer::Private(tr(
            lang,
            "settings-saved",
            &[("settings", settings.into())],
        )))
    })
    .await?;
    Ok(())
}

/// The settings, with the players' defaults once any is set (a server that set none keeps
/// the bot's own, which `/pente prefs` names).
fn settings_text(lang: Lang, settings: &ServerSettings) -> String {
    let text = text::settings_text(lang, settings);
    if settings.player_defaults.is_empty() {
        return text;
    }
    format!("{text} {}", defaults_text(lang, settings.player_defaults))
}

/// A language as typed: one of the bot's codes, or `discord` (the server's own: `None`).
fn read_language(lang: Lang, typed: &str) -> Result<Option<Lang>, String> {
    let typed = typed.trim();
    if typed.eq_ignore_ascii_case("discord") {
        return Ok(None);
    }
    Lang::from_code(typed).map(Some).ok_or_else(|| {
        let codes: Vec<String> = Lang::ALL
            .iter()
            .map(|l| format!("`{}`", l.code()))
            .collect();
        tr(
            lang,
            "settings-bad-language",
            &[("input", typed.into()), ("codes", codes.join(", ").into())],
        )
    })
}

/// Tells the words which language the server's board messages speak.
fn note_language(server: i64, settings: &crate::service::ServerSettings) {
    let setting = settings.language.as_deref().and_then(Lang::from_code);
    l10n::set_server_setting(server, setting);
}

/// Rules as typed for a default: a variant, then key=value options.
fn read_rules(lang: Lang, spec: &str) -> Result<RuleSet, String> {
    RuleSet::from_spec(spec).map_err(|e| match e {
        RuleError::UnknownPreset(_) => super::super::words::rule_error(&e, lang),
        e => super::lobby::options_refused(lang, e),
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
