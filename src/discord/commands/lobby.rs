//! Making games: a challenge to someone, a game against the computer, an open lobby.

use poise::serenity_prelude as serenity;

use super::super::answer::{respond, Answered, Refusal};
use super::super::reply::user_lang;
use super::super::{ids, messages, reply, text, words, Context, Error};
use super::{autocomplete, place, request};
use crate::l10n::Lang;
use crate::service::{Clock, NewChallenge, PlayerRef, RulesWanted, SeatOrder, Table};
use pente::{Preset, RuleSet};

#[derive(Debug, poise::ChoiceParameter)]
pub enum First {
    #[name = "random"]
    Random,
    #[name = "me"]
    Me,
    #[name = "them"]
    Them,
}

/// The computer's level when a challenge names the bot.
const DEFAULT_LEVEL: i64 = 4;

/// Challenge someone to a game.
// Each argument is one slash-command option: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] opponent: serenity::User,
    #[description = "The game (default pente)"]
    #[autocomplete = "autocomplete::variant"]
    variant: Option<String>,
    #[description = "Board size (odd, 7-25)"]
    #[min = 7]
    #[max = 25]
    size: Option<u8>,
    #[description = "Opening rule: none, pro, long-pro, swap, swap2, ..."] opening: Option<String>,
    #[description = "Who moves first (default random)"] first: Option<First>,
    #[description = "Counts for ratings"] rated: Option<bool>,
    #[description = "More rules as key=value, e.g. \"captures=false renju_foul=lose\" (see /pente help)"]
    options: Option<String>,
    #[description = "Per move (1h, 1d; 1m-14d) or live minutes+increment (5m+10s); whoever runs out loses"]
    clock: Option<String>,
) -> Result<(), Error> {
    let mut made = None;
    let message = respond(ctx, true, async {
        let wanted = rules_wanted(user_lang(ctx), variant, size, opening, options)?;
        let clock = read_clock(user_lang(ctx), clock)?;
        if opponent.id == ctx.framework().bot_id() {
            // Challenging the bot itself: a game against the computer, at once.
            return computer_game(ctx, wanted, DEFAULT_LEVEL, first, rated, clock).await;
        }
        if opponent.bot {
            return Err(crate::l10n::t(super::super::reply::user_lang(ctx), "other-bots").into());
        }
        let service = &ctx.data().service;
        let server = ctx.guild_id().map(|g| g.get() as i64);
        let rules = service.rules_for(server, &wanted, Table::Challenge).await?;
        let them = PlayerRef::new(
            ids::player_of(opponent.id),
            opponent.display_name().to_string(),
        );
        let mut new = NewChallenge::new(place(ctx), vec![them], rules);
        new.rated = rated.unwrap_or(false);
        new.seat_order = seat_order(first);
        new.expires_in = ctx.data().challenge_lifetime();
        new.clock = clock;
        let ch = service.challenge(&request(ctx), new).await?;
        made = Some(ch.id);
        Ok(messages::challenge(&ch).into())
    })
    .await?;
    if let (Some(id), Some(message)) = (made, message) {
        reply::record_challenge_message(ctx.data(), id, message).await;
    }
    Ok(())
}

/// Play the computer, at once.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, rename = "play-bot")]
pub async fn play_bot(
    ctx: Context<'_>,
    #[description = "1 (beginner) to 8 (strongest); default 4"]
    #[min = 1]
    #[max = 8]
    level: Option<i64>,
    #[description = "The game (default pente)"]
    #[autocomplete = "autocomplete::variant"]
    variant: Option<String>,
    #[description = "Board size (odd, 7-25)"]
    #[min = 7]
    #[max = 25]
    size: Option<u8>,
    #[description = "Opening rule: none, pro, long-pro, swap, swap2, ..."] opening: Option<String>,
    #[description = "Who moves first (default random)"] first: Option<First>,
    #[description = "Counts for your rating against the computer (kept apart from games with people)"]
    rated: Option<bool>,
    #[description = "More rules as key=value, e.g. \"captures=false\" (see /pente help)"]
    options: Option<String>,
    #[description = "Per move (1h, 1d) or live minutes+increment (5m+10s)"] clock: Option<String>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let wanted = rules_wanted(user_lang(ctx), variant, size, opening, options)?;
        let clock = read_clock(user_lang(ctx), clock)?;
        let level = level.unwrap_or(DEFAULT_LEVEL);
        computer_game(ctx, wanted, level, first, rated, clock).await
    })
    .await?;
    Ok(())
}

/// Starts a game against the computer at `level` and answers with its first board.
async fn computer_game(
    ctx: Context<'_>,
    wanted: RulesWanted,
    level: i64,
    first: Option<First>,
    rated: Option<bool>,
    clock: Option<Clock>,
) -> Answered {
    let service = &ctx.data().service;
    let server = ctx.guild_id().map(|g| g.get() as i64);
    let rules = service.rules_for(server, &wanted, Table::Challenge).await?;
    let mut new = NewChallenge::new(place(ctx), Vec::new(), rules);
    new.rated = rated.unwrap_or(false);
    new.seat_order = seat_order(first);
    new.clock = clock;
    let state = service.play_computer(&request(ctx), new, level).await?;
    Ok(messages::board(ctx.data(), &state, None).await.into())
}

/// Open a game for 3-4 players (or two teams) that anyone may join.
// Each argument is one slash-command option: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn lobby(
    ctx: Context<'_>,
    #[description = "The game (default pente)"]
    #[autocomplete = "autocomplete::variant"]
    variant: Option<String>,
    #[description = "How many players (2-4; default 4, or the variant's own)"]
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[description = "Two teams of two (4 players)"] teams: Option<bool>,
    #[description = "Board size (odd, 7-25)"]
    #[min = 7]
    #[max = 25]
    size: Option<u8>,
    #[description = "Opening rule: none, pro, long-pro, ..."] opening: Option<String>,
    #[description = "More rules as key=value, e.g. \"captures=false\""] options: Option<String>,
    #[description = "Counts for ratings (by finishing place)"] rated: Option<bool>,
    #[description = "Per move (1h, 1d; 1m-14d) or live minutes+increment (5m+10s); whoever runs out is out"]
    clock: Option<String>,
) -> Result<(), Error> {
    let mut made = None;
    let message = respond(ctx, true, async {
        let wanted = rules_wanted(user_lang(ctx), variant, size, opening, options)?;
        let clock = read_clock(user_lang(ctx), clock)?;
        let service = &ctx.data().service;
        let server = ctx.guild_id().map(|g| g.get() as i64);
        let table = Table::Lobby { players, teams };
        let rules = service.rules_for(server, &wanted, table).await?;
        let mut new = NewChallenge::new(place(ctx), Vec::new(), rules);
        new.expires_in = ctx.data().challenge_lifetime();
        new.clock = clock;
        new.rated = rated.unwrap_or(false);
        let ch = service.challenge(&request(ctx), new).await?;
        made = Some(ch.id);
        Ok(messages::lobby(&ch).into())
    })
    .await?;
    if let (Some(id), Some(message)) = (made, message) {
        reply::record_challenge_message(ctx.data(), id, message).await;
    }
    Ok(())
}

/// The rules asked for, as typed: the variant, then `options`, `size` and `opening` in that
/// order (a later setting of a key wins).
fn rules_wanted(
    lang: Lang,
    variant: Option<String>,
    size: Option<u8>,
    opening: Option<String>,
    options: Option<String>,
) -> Result<RulesWanted, Refusal> {
    let preset = variant
        .as_deref()
        .map(str::parse::<Preset>)
        .transpose()
        .map_err(|e| words::rule_error(&e, lang))?;
    let mut options = key_values(lang, options.as_deref())?;
    if let Some(s) = size {
        options.push(("size".into(), s.to_string()));
    }
    if let Some(o) = opening {
        options.push(("opening".into(), o));
    }
    Ok(RulesWanted { preset, options })
}

/// A clock as typed (`1h`, `3d`, `5m+10s`), or what is wrong with it.
fn read_clock(lang: Lang, text: Option<String>) -> Result<Option<Clock>, Refusal> {
    text.map(|t| {
        t.parse::<Clock>()
            .map_err(|e| format!("{}.", text::capitalised(&words::clock_error(&e, lang))).into())
    })
    .transpose()
}

/// `key=value` pairs separated by spaces or commas.
pub(super) fn key_values(lang: Lang, text: Option<&str>) -> Result<Vec<(String, String)>, String> {
    RuleSet::parse_options(text.unwrap_or_default()).map_err(|e| options_refused(lang, e))
}

/// What is wrong with typed rule options, in words.
pub(super) fn options_refused(lang: Lang, e: pente::RuleError) -> String {
    text::capitalised(&words::rule_error(&e, lang))
}

fn seat_order(first: Option<First>) -> SeatOrder {
    match first {
        None | Some(First::Random) => SeatOrder::Random,
        Some(First::Me) => SeatOrder::HostFirst,
        Some(First::Them) => SeatOrder::HostSecond,
    }
}
