//! The rules of each variant, and how to play with the bot.

use super::super::answer::{respond, Answer};
use super::super::reply::user_lang;
use super::super::{text, Context, Error};
use super::autocomplete;
use pente::Preset;

/// The rules of a variant.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game"]
    #[autocomplete = "autocomplete::variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let text = match variant.as_deref().map(str::parse::<Preset>) {
        Some(Ok(p)) => text::rules_text(user_lang(ctx), Some(p)),
        Some(Err(e)) => text::capitalised(&super::super::words::rule_error(&e, user_lang(ctx))),
        None => text::rules_text(user_lang(ctx), None),
    };
    respond(ctx, false, async { Ok(Answer::Private(text)) }).await?;
    Ok(())
}

/// How to play with this bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, false, async {
        Ok(Answer::Private(text::help(user_lang(ctx))))
    })
    .await?;
    Ok(())
}
