//! The `/pente` slash commands.

use poise::serenity_prelude as serenity;

use super::ids::ButtonId;
use super::{reply, text, Context, Error};
use crate::engine::{Point, Preset, RuleSet};
use crate::service::{NewChallenge, Place, PlayerRef, Request, SeatOrder, ServiceError};

/// Who the command's user is, for the service.
fn request(ctx: Context<'_>) -> Request {
    let user = ctx.author();
    let player = PlayerRef::new(user.id.get() as i64, user.display_name().to_string());
    Request::new(player).with_interaction(ctx.id() as i64)
}

fn place(ctx: Context<'_>) -> Place {
    Place {
        server: ctx.guild_id().map(|g| g.get() as i64),
        channel: ctx.channel_id().get() as i64,
    }
}

/// The game a command means: the one given, else the caller's most recent game in this
/// channel (or anywhere, if they have just one).
async fn pick_game(ctx: Context<'_>, game: Option<i64>) -> Result<i64, String> {
    if let Some(id) = game {
        return Ok(id);
    }
    let me = ctx.author().id.get() as i64;
    let games = ctx
        .data()
        .service
        .active_games(me)
        .await
        .map_err(|e| reply::service_error_text(&e))?;
    let here = ctx.channel_id().get() as i64;
    let in_channel = games
        .iter()
        .find(|g| g.channel == here || g.thread == Some(here));
    match (in_channel, games.as_slice()) {
        (Some(g), _) => Ok(g.id),
        (None, [only]) => Ok(only.id),
        (None, []) => Err("You have no game going on. Start one with `/pente challenge`.".into()),
        (None, _) => Err(format!(
            "You have no game in this channel; name one with `game:` ({}).",
            games
                .iter()
                .map(|g| format!("#{}", g.id))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

async fn autocomplete_variant(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_ascii_lowercase();
    let choices = Preset::ALL
        .iter()
        .filter(|p| p.name().contains(&partial))
        .map(|p| {
            let label = format!("{}: {}", p.name(), p.description());
            let label: String = label.chars().take(100).collect();
            serenity::AutocompleteChoice::new(label, p.name())
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Points next to the last stones that the player could take now, matching what was typed.
async fn autocomplete_point(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let mut choices = Vec::new();
    if let Ok(id) = pick_game(ctx, None).await {
        if let Ok(state) = ctx.data().service.load(id).await {
            let game = &state.game;
            let rules = game.rules();
            let size = rules.size as i32;
            let recent: Vec<Point> = game
                .history()
                .iter()
                .rev()
                .filter_map(|p| match p.action {
                    crate::engine::Action::Place(pt) => Some(pt),
                    _ => None,
                })
                .take(4)
                .collect();
            let centre = Point::new(rules.size / 2, rules.size / 2);
            let around = if recent.is_empty() {
                vec![centre]
            } else {
                recent
            };
            let typed = partial.trim().to_ascii_uppercase();
            for base in around {
                for dy in -2i32..=2 {
                    for dx in -2i32..=2 {
                        let (x, y) = (base.x as i32 + dx, base.y as i32 + dy);
                        if x < 0 || y < 0 || x >= size || y >= size {
                            continue;
                        }
                        let p = Point::new(x as u8, y as u8);
                        let name = rules.lettering().format(p);
                        if name.starts_with(&typed)
                            && !choices.contains(&name)
                            && game.check_place(p).is_ok()
                        {
                            choices.push(name);
                        }
                    }
                }
            }
        }
    }
    choices.truncate(25);
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

/// Pente and its relatives: challenge, play, look at the board.
#[poise::command(
    slash_command,
    subcommands("challenge", "play", "board", "resign", "games", "rules", "help"),
    subcommand_required
)]
pub async fn pente(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum First {
    #[name = "random"]
    Random,
    #[name = "me"]
    Me,
    #[name = "them"]
    Them,
}

/// Challenge someone to a game.
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] opponent: serenity::User,
    #[description = "The game (default pente)"]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
    #[description = "Board size (odd, 7-25)"] size: Option<u8>,
    #[description = "Opening rule: none, pro, long-pro, swap, swap2, ..."] opening: Option<String>,
    #[description = "Who moves first (default random)"] first: Option<First>,
    #[description = "Counts for ratings"] rated: Option<bool>,
) -> Result<(), Error> {
    let preset: Preset = match variant.as_deref().unwrap_or("pente").parse() {
        Ok(p) => p,
        Err(e) => return reply::error(ctx, format!("{e}")).await,
    };
    let size = size.map(|s| s.to_string());
    let mut options: Vec<(&str, &str)> = Vec::new();
    if let Some(s) = &size {
        options.push(("size", s));
    }
    if let Some(o) = &opening {
        options.push(("opening", o));
    }
    let rules = match RuleSet::build(preset, &options) {
        Ok(r) => r,
        Err(e) => return reply::error(ctx, format!("{e}")).await,
    };
    if opponent.bot {
        return reply::error(ctx, "Bots cannot play yet; challenge a person.").await;
    }
    let them = PlayerRef::new(
        opponent.id.get() as i64,
        opponent.display_name().to_string(),
    );
    let mut new = NewChallenge::new(place(ctx), vec![them], rules);
    new.rated = rated.unwrap_or(false);
    new.seat_order = match first.unwrap_or(First::Random) {
        First::Random => SeatOrder::Random,
        First::Me => SeatOrder::HostFirst,
        First::Them => SeatOrder::HostSecond,
    };
    new.expires_in = chrono::Duration::minutes(ctx.data().challenge_minutes as i64);
    let ch = match ctx.data().service.challenge(&request(ctx), new).await {
        Ok(c) => c,
        Err(e) => return reply::service_error(ctx, e).await,
    };
    let buttons = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonId::Accept(ch.id).encode())
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(ButtonId::Decline(ch.id).encode())
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
    ]);
    let handle = ctx
        .send(
            poise::CreateReply::default()
                .content(text::challenge_message(&ch))
                .components(vec![buttons])
                .allowed_mentions(serenity::CreateAllowedMentions::new().users(vec![opponent.id])),
        )
        .await?;
    if let Ok(message) = handle.message().await {
        let _ = ctx
            .data()
            .service
            .set_challenge_message(ch.id, message.id.get() as i64)
            .await;
    }
    Ok(())
}

/// Play a stone (K10) or an opening decision (choose=black).
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "A point like K10, or choose=<colour>, offer=..., pick=..."]
    #[autocomplete = "autocomplete_point"]
    coordinate: String,
    #[description = "Game number, if you have several"] game: Option<i64>,
) -> Result<(), Error> {
    let id = match pick_game(ctx, game).await {
        Ok(id) => id,
        Err(msg) => return reply::error(ctx, msg).await,
    };
    match ctx
        .data()
        .service
        .play_text(&request(ctx), id, &coordinate, None)
        .await
    {
        Ok(r) => {
            let last = text::last_action(&r.state, r.seat, &r.action, &r.outcome);
            ctx.send(reply::board_reply(ctx.data(), &r.state, Some(last)))
                .await?;
            Ok(())
        }
        Err(ServiceError::Duplicate) => Ok(()),
        Err(e) => reply::service_error(ctx, e).await,
    }
}

/// Show the board of a game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"] game: Option<i64>,
) -> Result<(), Error> {
    let id = match pick_game(ctx, game).await {
        Ok(id) => id,
        Err(msg) => return reply::error(ctx, msg).await,
    };
    match ctx.data().service.load(id).await {
        Ok(state) => {
            ctx.send(reply::board_reply(ctx.data(), &state, None))
                .await?;
            Ok(())
        }
        Err(e) => reply::service_error(ctx, e).await,
    }
}

/// Resign a game.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"] game: Option<i64>,
) -> Result<(), Error> {
    let id = match pick_game(ctx, game).await {
        Ok(id) => id,
        Err(msg) => return reply::error(ctx, msg).await,
    };
    match ctx.data().service.resign(&request(ctx), id).await {
        Ok(r) => {
            let last = text::last_action(&r.state, r.seat, &r.action, &r.outcome);
            ctx.send(reply::board_reply(ctx.data(), &r.state, Some(last)))
                .await?;
            Ok(())
        }
        Err(ServiceError::Duplicate) => Ok(()),
        Err(e) => reply::service_error(ctx, e).await,
    }
}

/// Your games that are going on.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let me = ctx.author().id.get() as i64;
    let games = match ctx.data().service.active_games(me).await {
        Ok(g) => g,
        Err(e) => return reply::service_error(ctx, e).await,
    };
    let text = if games.is_empty() {
        "You have no game going on. Start one with `/pente challenge`.".to_string()
    } else {
        games
            .iter()
            .map(|g| {
                let against: Vec<String> = g.opponents.iter().map(|p| p.name.clone()).collect();
                format!(
                    "**#{}** {} against {} in <#{}>, move {}{}",
                    g.id,
                    g.variant,
                    against.join(", "),
                    g.thread.unwrap_or(g.channel),
                    g.ply + 1,
                    if g.my_turn { " · **your turn**" } else { "" }
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}

/// The rules of a variant.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "The game"]
    #[autocomplete = "autocomplete_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    let preset = match variant.as_deref().map(str::parse::<Preset>) {
        Some(Ok(p)) => Some(p),
        Some(Err(e)) => return reply::error(ctx, e.to_string()).await,
        None => None,
    };
    ctx.send(
        poise::CreateReply::default()
            .content(text::rules_text(preset))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// How to play with this bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(text::HELP)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}
