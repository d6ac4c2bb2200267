//! Ratings and results: the leaderboard, a player's stats and history.

use poise::serenity_prelude as serenity;

use super::super::answer::{respond, Answer, Public};
use super::super::reply::user_lang;
use super::super::{ids, text, Context, Error};
use super::{autocomplete, my_theme};
use pente_render::{BoardRow, LeaderboardChart, RatingChart};

/// The games a rating chart shows at most, per family (the latest).
const HISTORY_GAMES: i64 = 100;
use crate::l10n::{server_lang, t};

#[derive(Debug, poise::ChoiceParameter)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "global"]
    Global,
}

/// The best rated players of a game.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Rating family (default pente)"]
    #[autocomplete = "autocomplete::family"]
    variant: Option<String>,
    #[description = "This server (default) or everywhere"] scope: Option<Scope>,
    #[description = "Page (20 players each)"]
    #[min = 1]
    page: Option<i64>,
    #[description = "Also as a picture"] picture: Option<bool>,
) -> Result<(), Error> {
    const PER_PAGE: i64 = 20;
    respond(ctx, false, async {
        let family = variant
            .unwrap_or_else(|| "pente".into())
            .to_ascii_lowercase();
        let (scope_id, global) = match (scope, ctx.guild_id()) {
            (Some(Scope::Global), _) | (None, None) => (0, true),
            (_, Some(g)) => (g.get() as i64, false),
            (Some(Scope::Server), None) => {
                return Err(t(user_lang(ctx), "leaderboard-no-server").into())
            }
        };
        let page = page.unwrap_or(1).max(1) - 1;
        let service = &ctx.data().service;
        let rows = service
            .leaderboard(&family, scope_id, page, PER_PAGE)
            .await?;
        // A public message: the server's language.
        let lang = server_lang(ctx.guild_id().map(|g| g.get() as i64));
        let content = text::leaderboard(lang, &family, global, page, PER_PAGE, &rows);
        let mut answer = Public::text(content);
        if picture.unwrap_or(false) {
            let board: Vec<BoardRow> = rows
                .iter()
                .enumerate()
                .map(|(i, r)| BoardRow {
                    rank: page * PER_PAGE + i as i64 + 1,
                    name: r.name.clone(),
                    rating: r.rating,
                    provisional: r.provisional,
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                })
                .collect();
            // The one who asked is looking at it: their theme.
            let chart = LeaderboardChart {
                rows: &board,
                theme: my_theme(ctx).await,
            };
            match chart.to_png() {
                Ok(Some(png)) => {
                    answer = answer.with_file(png, format!("leaderboard-{family}.png"))
                }
                Ok(None) => {}
                Err(e) => tracing::error!(error = %e, "a leaderboard picture failed"),
            }
        }
        Ok(answer.into())
    })
    .await?;
    Ok(())
}

/// A player's ratings and results.
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let who = ids::player_of(player.as_ref().map_or(ctx.author().id, |u| u.id));
        let service = &ctx.data().service;
        let here = match ctx.guild_id() {
            Some(g) => service.player_ratings(who, g.get() as i64).await?,
            None => Vec::new(),
        };
        let global = service.player_ratings(who, 0).await?;
        let lang = user_lang(ctx);
        let ratings = text::stats(lang, who, &here, &global);
        let games = service.history(who, 200).await?;
        let record = crate::service::summarise(&games);
        let words = format!(
            "{ratings}\n{}",
            text::record_lines(lang, &record, &games[..games.len().min(5)])
        );
        // The chart: the ratings after each game, here (or globally outside a server).
        let scope = ctx.guild_id().map_or(0, |g| g.get() as i64);
        let history = service.rating_history(who, scope, HISTORY_GAMES).await?;
        let mut series: Vec<(String, Vec<f64>)> = Vec::new();
        for point in history {
            match series.last_mut() {
                Some((family, ratings)) if *family == point.family => ratings.push(point.rating),
                _ => series.push((point.family, vec![point.rating])),
            }
        }
        // The most played families, at most as many as the chart has colours.
        series.sort_by_key(|s| std::cmp::Reverse(s.1.len()));
        series.truncate(6);
        let chart = RatingChart {
            series: &series,
            theme: my_theme(ctx).await,
        };
        Ok(match chart.to_png() {
            Ok(Some(png)) => Answer::PrivateFile(words, (png, "ratings.png".into())),
            Ok(None) => Answer::Private(words),
            Err(e) => {
                tracing::error!(error = %e, "a rating chart failed");
                Answer::Private(words)
            }
        })
    })
    .await?;
    Ok(())
}

/// A player's latest finished games, with their ids.
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let who = ids::player_of(player.as_ref().map_or(ctx.author().id, |u| u.id));
        let games = ctx.data().service.history(who, 15).await?;
        Ok(Answer::Private(text::history(user_lang(ctx), who, &games)))
    })
    .await?;
    Ok(())
}
