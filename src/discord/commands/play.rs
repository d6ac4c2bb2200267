//! Playing a game: a move, the board, resigning, calling a game off, the caller's games.

use super::super::answer::{respond, Answer};
use super::super::reply::user_lang;
use super::super::{dm, ids, messages, text, Context, Error};
use super::{autocomplete, game_meant, request, viewable_game};

/// Play a stone (K10), pass (where the rules allow it), or an opening decision (choose=black).
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "A point like K10, pass (Renju), or choose=<colour>, offer=..., pick=..."]
    #[autocomplete = "autocomplete::point"]
    coordinate: String,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let mut moved = None;
    respond(ctx, false, async {
        let id = game_meant(ctx, game).await?;
        let service = &ctx.data().service;
        let r = service
            .play_text(&request(ctx), id, &coordinate, None)
            .await?;
        let last = text::reported(&r);
        let board = messages::board(ctx.data(), &r.state, Some(last)).await;
        moved = Some(r.state);
        Ok(board.into())
    })
    .await?;
    // After the board is out, as the command's answer (or a follow-up, or a post in the
    // game's thread).
    if let (Some(state), poise::Context::Application(app)) = (moved, ctx) {
        let http = &ctx.serenity_context().http;
        let board = dm::Board::Answer(Box::new(app.interaction.clone()));
        dm::turn(http, &ctx.data().service, &state, board);
    }
    Ok(())
}

/// Show the board of a game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = game_meant(ctx, game).await?;
        let state = viewable_game(ctx, id).await?;
        Ok(messages::board(ctx.data(), &state, None).await.into())
    })
    .await?;
    Ok(())
}

/// Resign a game.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = game_meant(ctx, game).await?;
        let r = ctx.data().service.resign(&request(ctx), id).await?;
        let last = text::reported(&r);
        Ok(messages::board(ctx.data(), &r.state, Some(last))
            .await
            .into())
    })
    .await?;
    Ok(())
}

/// Call off a game before its second move.
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = game_meant(ctx, game).await?;
        let state = ctx.data().service.cancel_game(&request(ctx), id).await?;
        let who = text::mention(ids::player_of(ctx.author().id));
        let last = format!("{who} called the game off.");
        Ok(messages::board(ctx.data(), &state, Some(last)).await.into())
    })
    .await?;
    Ok(())
}

/// Your games that are going on.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, false, async {
        let me = ids::player_of(ctx.author().id);
        let games = ctx.data().service.active_games(me).await?;
        Ok(Answer::Private(text::games_list(user_lang(ctx), &games)))
    })
    .await?;
    Ok(())
}
