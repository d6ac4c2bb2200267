//! The `/pente` slash commands, one topic per file. Each handler reads its options (domain
//! types parsed here, at the edge), calls the game service, and answers through
//! [`respond`](super::answer::respond): `?` on a refusal gives the user a private answer saying
//! what was wrong, worded in one place ([`super::reply::service_error_text`]).

mod autocomplete;
mod help;
mod league;
mod lobby;
mod localize;
mod play;
mod prefs;
mod records;
mod review;
mod server;
mod table_talk;

pub use localize::localize;

use super::answer::Refusal;
use super::{ids, Context, Error};
use crate::service::{GameId, GameState, Place, PlayerRef, Request, ServiceError};

/// Pente and its relatives: challenge, play, look at the board.
#[poise::command(
    slash_command,
    subcommands(
        "lobby::challenge",
        "lobby::play_bot",
        "lobby::lobby",
        "play::play",
        "play::board",
        "table_talk::draw",
        "table_talk::takeback",
        "play::resign",
        "play::cancel",
        "play::games",
        "server::settings",
        "prefs::prefs",
        "league::leaderboard",
        "league::stats",
        "league::history",
        "records::export",
        "records::replay",
        "review::review",
        "records::import",
        "help::rules",
        "help::help"
    ),
    subcommand_required
)]
pub async fn pente(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Who the command's user is, for the service.
fn request(ctx: Context<'_>) -> Request {
    let user = ctx.author();
    let player = PlayerRef::new(ids::player_of(user.id), user.display_name().to_string());
    Request::new(player).with_interaction(ctx.id() as i64)
}

/// The picture theme of the command's user, for a picture they asked for (a replay, an
/// imported record).
async fn my_theme(ctx: Context<'_>) -> pente_render::Theme {
    let me = ids::player_of(ctx.author().id);
    let server = ctx.guild_id().map(|g| g.get() as i64);
    super::messages::viewer_theme(&ctx.data().service, me, server).await
}

/// Where the command was typed.
fn place(ctx: Context<'_>) -> Place {
    Place {
        server: ctx.guild_id().map(|g| g.get() as i64),
        channel: ctx.channel_id().get() as i64,
    }
}

/// The game a command means (the service decides: the one named, else the caller's game
/// here, else their only one).
async fn game_meant(ctx: Context<'_>, game: Option<i64>) -> Result<GameId, ServiceError> {
    let me = ids::player_of(ctx.author().id);
    let here = ctx.channel_id().get() as i64;
    let named = game.map(GameId::from_key);
    ctx.data().service.game_meant(me, named, here).await
}

/// A game the caller may look at: games are shown where they were played, and to their
/// players (elsewhere they do not exist, as far as the caller can tell).
async fn viewable_game(ctx: Context<'_>, id: GameId) -> Result<GameState, Refusal> {
    let state = ctx.data().service.load(id).await?;
    if viewable(ctx, &state) {
        Ok(state)
    } else {
        Err(ServiceError::NoSuchGame(id).into())
    }
}

fn viewable(ctx: Context<'_>, state: &GameState) -> bool {
    state.visible_to(
        ids::player_of(ctx.author().id),
        ctx.guild_id().map(|g| g.get() as i64),
    )
}
