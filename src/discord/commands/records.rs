//! Games as records: a replay to step through, a pente.org record in and out.

use poise::serenity_prelude as serenity;

use super::super::answer::{respond, Public};
use super::super::reply::user_lang;
use super::super::{text, Context, Error};
use super::{autocomplete, my_theme, viewable_game};
use crate::l10n::{server_lang, t, tr};
use crate::service::GameId;
use pente::record;

/// Step through a game's moves, or get it as an animated GIF.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (see /pente history)"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: i64,
    #[description = "Start at this move (default: the start)"]
    #[min = 0]
    r#move: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let state = viewable_game(ctx, GameId::from_key(game)).await?;
        let ply = r#move.unwrap_or(0).max(0) as usize;
        let theme = my_theme(ctx).await;
        let (content, png, components) =
            super::super::replay::step(&ctx.data().renderer, &state, ply, theme);
        let (bytes, name) = png;
        Ok(Public::text(content)
            .with_file(bytes, name)
            .with_components(components)
            .into())
    })
    .await?;
    Ok(())
}

/// Look at a game from a pente.org record file (not stored, not rated).
#[poise::command(slash_command)]
pub async fn import(
    ctx: Context<'_>,
    #[description = "A pente.org game record (.txt), up to 256 KB"] file: serenity::Attachment,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let lang = user_lang(ctx);
        let name = || file.filename.as_str().into();
        if file.size as usize > record::MAX_RECORD_BYTES {
            return Err(tr(
                lang,
                "import-too-big",
                &[
                    ("file", name()),
                    ("size", (file.size / 1024).into()),
                    ("max", (record::MAX_RECORD_BYTES / 1024).into()),
                ],
            )
            .into());
        }
        let bytes = file.download().await.map_err(|e| {
            tracing::warn!(error = %e, "could not download a record");
            t(lang, "import-no-file")
        })?;
        let text = String::from_utf8(bytes)
            .map_err(|_| tr(lang, "import-not-text", &[("file", name())]))?;
        let rec = record::import(&text, None).map_err(|e| {
            let error = super::super::words::record_error(&e, lang);
            tr(
                lang,
                "import-unreadable",
                &[("file", name()), ("error", error.into())],
            )
        })?;
        // The board and its words are for the channel: the server's language.
        let public = server_lang(ctx.guild_id().map(|g| g.get() as i64));
        let view = pente_render::BoardView::new(&rec.game)
            .labels(super::super::messages::picture_labels(public))
            .theme(my_theme(ctx).await);
        let png = ctx.data().renderer.render_png(&view);
        Ok(Public::text(text::imported(public, &file.filename, &rec))
            .with_file(png, "imported.png")
            .into())
    })
    .await?;
    Ok(())
}

/// A game's record in pente.org's format, as a file.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (see /pente history)"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let state = viewable_game(ctx, GameId::from_key(game)).await?;
        let info = record::RecordInfo {
            site: Some("Discord".into()),
            rated: state.rated,
            names: state.seats.iter().map(|s| s.player.name.clone()).collect(),
            ..Default::default()
        };
        let record = record::export(&state.game, &info);
        let content = tr(
            text::game_lang(&state),
            "export-text",
            &[
                ("id", state.id.key().into()),
                ("variant", state.game.rules().preset.name().into()),
            ],
        );
        let name = format!("pente-game-{}.txt", state.id);
        Ok(Public::text(content)
            .with_file(record.into_bytes(), name)
            .into())
    })
    .await?;
    Ok(())
}
