//! The `/pente` slash commands.

use poise::serenity_prelude as serenity;

use super::answer::{respond, Answer, Public};
use super::ids::ButtonId;
use super::{reply, text, Context, Error};
use crate::engine::{Point, Preset, RuleSet};
use crate::service::{Challenge, NewChallenge, Place, PlayerRef, Request, SeatOrder};

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
    let mut made = None;
    let message = respond(ctx, true, async {
        let new = match new_challenge(ctx, &opponent, variant, size, opening, first, rated) {
            Ok(n) => n,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.challenge(&request(ctx), new).await {
            Ok(ch) => {
                let public = challenge_public(&ch, opponent.id);
                made = Some(ch.id);
                public.into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    if let (Some(id), Some(message)) = (made, message) {
        if let Err(e) = ctx
            .data()
            .service
            .set_challenge_message(id, message.get() as i64)
            .await
        {
            // Only the expiry note needs it; the challenge itself works without.
            tracing::warn!(error = %e, challenge = id, "could not record the challenge message");
        }
    }
    Ok(())
}

/// The challenge the options describe, or what is wrong with them.
fn new_challenge(
    ctx: Context<'_>,
    opponent: &serenity::User,
    variant: Option<String>,
    size: Option<u8>,
    opening: Option<String>,
    first: Option<First>,
    rated: Option<bool>,
) -> Result<NewChallenge, String> {
    let preset: Preset = variant
        .as_deref()
        .unwrap_or("pente")
        .parse()
        .map_err(|e| format!("{e}"))?;
    let size = size.map(|s| s.to_string());
    let mut options: Vec<(&str, &str)> = Vec::new();
    if let Some(s) = &size {
        options.push(("size", s));
    }
    if let Some(o) = &opening {
        options.push(("opening", o));
    }
    let rules = RuleSet::build(preset, &options).map_err(|e| capitalise(&e.to_string()))?;
    if opponent.bot {
        return Err("Bots cannot play yet; challenge a person.".into());
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
    new.expires_in = chrono::Duration::from_std(ctx.data().challenge_expiry)
        .unwrap_or_else(|_| chrono::Duration::minutes(15));
    Ok(new)
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(f) => f.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The challenge message with its Accept / Decline buttons; only the challenged is pinged.
fn challenge_public(ch: &Challenge, opponent: serenity::UserId) -> Public {
    let buttons = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonId::Accept(ch.id).encode())
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(ButtonId::Decline(ch.id).encode())
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
    ]);
    Public {
        content: text::challenge_message(ch),
        png: None,
        components: vec![buttons],
        mentions: vec![opponent],
    }
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
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        let service = &ctx.data().service;
        match service
            .play_text(&request(ctx), id, &coordinate, None)
            .await
        {
            Ok(r) => {
                let last = text::last_action(&r.state, r.seat, &r.action, &r.outcome);
                reply::board_public(ctx.data(), &r.state, Some(last)).into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Show the board of a game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"] game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.load(id).await {
            Ok(state) => reply::board_public(ctx.data(), &state, None).into(),
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Resign a game.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"] game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.resign(&request(ctx), id).await {
            Ok(r) => {
                let last = text::last_action(&r.state, r.seat, &r.action, &r.outcome);
                reply::board_public(ctx.data(), &r.state, Some(last)).into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Your games that are going on.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, false, async {
        let me = ctx.author().id.get() as i64;
        match ctx.data().service.active_games(me).await {
            Ok(games) => Answer::Private(text::games_list(&games)),
            Err(e) => reply::refused(e),
        }
    })
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
    let text = match variant.as_deref().map(str::parse::<Preset>) {
        Some(Ok(p)) => text::rules_text(Some(p)),
        Some(Err(e)) => capitalise(&e.to_string()),
        None => text::rules_text(None),
    };
    respond(ctx, false, async { Answer::Private(text) }).await?;
    Ok(())
}

/// How to play with this bot.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, false, async {
        Answer::Private(text::HELP.to_string())
    })
    .await?;
    Ok(())
}
