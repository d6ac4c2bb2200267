//! Games as records: a replay to step through, a pente.org record in and out.

use poise::serenity_prelude as serenity;

use super::super::answer::{respond, Public};
use super::super::{text, Context, Error};
use super::{autocomplete, viewable_game};
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
        let (content, png, components) =
            super::super::replay::step(&ctx.data().renderer, &state, ply);
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
        if file.size as usize > record::MAX_RECORD_BYTES {
            return Err(format!(
                "`{}` is {} KB; a game record is at most {} KB.",
                file.filename,
                file.size / 1024,
                record::MAX_RECORD_BYTES / 1024
            )
            .into());
        }
        let bytes = file.download().await.map_err(|e| {
            tracing::warn!(error = %e, "could not download a record");
            "Discord did not give me the file; please try again."
        })?;
        let text = String::from_utf8(bytes).map_err(|_| {
            format!(
                "`{}` is not a text file; export a game from pente.org (or `/pente export`) and attach that.",
                file.filename
            )
        })?;
        let rec = record::import(&text, None)
            .map_err(|e| format!("`{}` could not be read: {e}", file.filename))?;
        let view = pente_render::BoardView::new(&rec.game);
        let png = ctx.data().renderer.render_png(&view);
        Ok(Public::text(text::imported(&file.filename, &rec))
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
        let content = format!(
            "The record of game #{} ({}), in pente.org's format.",
            state.id,
            state.game.rules().preset.name()
        );
        let name = format!("pente-game-{}.txt", state.id);
        Ok(Public::text(content)
            .with_file(record.into_bytes(), name)
            .into())
    })
    .await?;
    Ok(())
}
