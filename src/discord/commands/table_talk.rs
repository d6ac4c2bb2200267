//! What players ask each other during a game: a draw, a takeback.

use super::super::answer::respond;
use super::super::{messages, text, Context, Error};
use super::{autocomplete, game_meant, request};

/// Offer a draw, or agree to one offered.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = game_meant(ctx, game).await?;
        let r = ctx.data().service.offer_draw(&request(ctx), id).await?;
        Ok(if r.agreed {
            messages::board(ctx.data(), &r.state, None).await.into()
        } else {
            messages::draw_offer(&r.state, ctx.author().id).into()
        })
    })
    .await?;
    Ok(())
}

/// Ask to take back your last move.
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete::game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = game_meant(ctx, game).await?;
        let r = ctx
            .data()
            .service
            .request_takeback(&request(ctx), id)
            .await?;
        Ok(if r.removed > 0 {
            let last = text::taken_back(text::game_lang(&r.state), r.removed);
            messages::board(ctx.data(), &r.state, Some(last))
                .await
                .into()
        } else {
            messages::takeback_request(&r.state, ctx.author().id).into()
        })
    })
    .await?;
    Ok(())
}
