//! A player's preferences: the board's theme, confirming moves on the button grid, a direct
//! message when it is their turn. Shown and changed privately; a server's defaults for them
//! are in `/pente settings` (`server.rs`).

use super::super::answer::{respond, Answer};
use super::super::reply::user_lang;
use super::super::{Context, Error};
use super::request;
use crate::l10n::{t, tr, Lang};
use crate::service::{BoardTheme, PlayerPrefs, PrefsChoice};

/// A board theme as chosen on Discord.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ThemeChoice {
    #[name = "light"]
    Light,
    #[name = "dark"]
    Dark,
}

impl From<ThemeChoice> for BoardTheme {
    fn from(t: ThemeChoice) -> BoardTheme {
        match t {
            ThemeChoice::Light => BoardTheme::Light,
            ThemeChoice::Dark => BoardTheme::Dark,
        }
    }
}

/// Your preferences: board theme, move confirmation, turn messages.
#[poise::command(slash_command)]
pub async fn prefs(
    ctx: Context<'_>,
    #[description = "The board picture: light or dark"] theme: Option<ThemeChoice>,
    #[description = "Confirm each point pressed on the button grid before it is played"]
    confirm_moves: Option<bool>,
    #[description = "A direct message when it is your turn (games with a clock of 1 hour or more)"]
    turn_dms: Option<bool>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let lang = user_lang(ctx);
        let server = ctx.guild_id().map(|g| g.get() as i64);
        let service = &ctx.data().service;
        let change = PrefsChoice {
            theme: theme.map(BoardTheme::from),
            confirm_moves,
            turn_dms,
        };
        let me = request(ctx).player;
        if change.is_empty() {
            let prefs = service.player_prefs(me.id, server).await?;
            return Ok(Answer::Private(prefs_text(lang, &prefs)));
        }
        let prefs = service.change_prefs(&me, server, change).await?;
        Ok(Answer::Private(tr(
            lang,
            "prefs-saved",
            &[("prefs", prefs_text(lang, &prefs).into())],
        )))
    })
    .await?;
    Ok(())
}

/// "on" or "off", as the messages choose their words by it.
fn on(value: bool) -> &'static str {
    if value {
        "on"
    } else {
        "off"
    }
}

/// A player's preferences, each with where it comes from, and a refused turn message.
pub fn prefs_text(lang: Lang, p: &PlayerPrefs) -> String {
    let source = |own: bool, server: bool| {
        t(
            lang,
            match (own, server) {
                (true, _) => "prefs-source-yours",
                (false, true) => "prefs-source-server",
                (false, false) => "prefs-source-bot",
            },
        )
    };
    let mut lines = vec![
        t(lang, "prefs-heading"),
        tr(
            lang,
            "prefs-theme",
            &[
                ("theme", p.applied.theme.name().into()),
                (
                    "source",
                    source(p.own.theme.is_some(), p.server.theme.is_some()).into(),
                ),
            ],
        ),
        tr(
            lang,
            "prefs-confirm",
            &[
                ("value", on(p.applied.confirm_moves).into()),
                (
                    "source",
                    source(
                        p.own.confirm_moves.is_some(),
                        p.server.confirm_moves.is_some(),
                    )
                    .into(),
                ),
            ],
        ),
        tr(
            lang,
            "prefs-turn-dms",
            &[
                ("value", on(p.applied.turn_dms).into()),
                (
                    "source",
                    source(p.own.turn_dms.is_some(), p.server.turn_dms.is_some()).into(),
                ),
            ],
        ),
    ];
    if let Some(failed) = p.dms_failed_at {
        lines.push(tr(
            lang,
            "prefs-dms-failed",
            &[("when", format!("<t:{}:R>", failed.timestamp()).into())],
        ));
    }
    lines.push(t(lang, "prefs-shared-board"));
    lines.join("\n")
}

/// A server's defaults for its players' preferences, for `/pente settings`: what applies to a
/// player who chose nothing.
pub fn defaults_text(lang: Lang, defaults: PrefsChoice) -> String {
    let applied = defaults.applied();
    tr(
        lang,
        "settings-player-defaults",
        &[
            ("theme", applied.theme.name().into()),
            ("confirm", on(applied.confirm_moves).into()),
            ("dms", on(applied.turn_dms).into()),
        ],
    )
}
