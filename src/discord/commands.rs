//! The `/pente` slash commands.

use poise::serenity_prelude as serenity;

use super::answer::{respond, Answer, Public};
use super::ids::ButtonId;
use super::{reply, text, Context, Error};
use crate::service::{
    Challenge, Clock, GameState, NewChallenge, Place, PlayerRef, Request, SeatOrder,
};
use pente::{Point, Preset, RuleSet};

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

/// The caller's games, for every `game:` option.
async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let me = ctx.author().id.get() as i64;
    let games = ctx
        .data()
        .service
        .active_games(me)
        .await
        .unwrap_or_default();
    let typed = partial.trim().trim_start_matches('#');
    let choices = games
        .iter()
        .filter(|g| g.id.to_string().starts_with(typed))
        .take(25)
        .map(|g| {
            let against: Vec<&str> = g.opponents.iter().map(|p| p.name.as_str()).collect();
            let label = format!(
                "#{} {} vs {}{}",
                g.id,
                g.variant,
                against.join(", "),
                if g.my_turn { " (your turn)" } else { "" }
            );
            serenity::AutocompleteChoice::new(label.chars().take(100).collect::<String>(), g.id)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The `game:` option already filled in, while another option is being typed.
fn typed_game(ctx: Context<'_>) -> Option<i64> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.interaction
        .data
        .options
        .iter()
        .find_map(|sub| match &sub.value {
            serenity::CommandDataOptionValue::SubCommand(options) => options
                .iter()
                .find(|o| o.name == "game")
                .and_then(|o| o.value.as_i64()),
            _ => None,
        })
}

/// Points next to the last stones that the player could take now, matching what was typed.
async fn autocomplete_point(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let mut choices = Vec::new();
    if let Ok(id) = pick_game(ctx, typed_game(ctx)).await {
        if let Ok(state) = ctx.data().service.load(id).await {
            if !viewable(ctx, &state) {
                return serenity::CreateAutocompleteResponse::new();
            }
            let game = &state.game;
            let rules = game.rules();
            let size = rules.size as i32;
            let recent: Vec<Point> = game
                .history()
                .iter()
                .rev()
                .filter_map(|p| match p.action {
                    pente::Action::Place(pt) => Some(pt),
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
            // Where passing is allowed (Renju), `pass` is offered first when it fits what was
            // typed, and alone when it is the only move.
            if game.can_pass() && "PASS".starts_with(&typed) {
                choices.push("pass".to_string());
            }
            let around = if game.must_pass() { Vec::new() } else { around };
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
    subcommands(
        "challenge",
        "play_bot",
        "lobby",
        "play",
        "board",
        "draw",
        "takeback",
        "resign",
        "cancel",
        "games",
        "settings",
        "leaderboard",
        "stats",
        "history",
        "export",
        "replay",
        "import",
        "rules",
        "help"
    ),
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
// Each argument is one slash-command option: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who to play"] opponent: serenity::User,
    #[description = "The game (default pente)"]
    #[autocomplete = "autocomplete_variant"]
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
        let choice = Choice {
            variant,
            size,
            opening,
            options,
            server_options: None,
            from_server: false,
        }
        .or_server_default(ctx)
        .await;
        if opponent.id == ctx.framework().bot_id() {
            // Challenging the bot itself: a game against the computer, at once.
            return computer_game(ctx, choice, DEFAULT_LEVEL, first, rated, clock).await;
        }
        let new = match new_challenge(ctx, &opponent, choice, first, rated) {
            Ok(n) => n,
            Err(text) => return Answer::Private(text),
        };
        let new = match clock.as_deref().map(read_clock).transpose() {
            Ok(clock) => NewChallenge { clock, ..new },
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.challenge(&request(ctx), new).await {
            Ok(ch) => {
                let public = challenge_public(&ch);
                made = Some(ch.id);
                public.into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    if let (Some(id), Some(message)) = (made, message) {
        reply::record_challenge_message(ctx.data(), id, message).await;
    }
    Ok(())
}

/// The computer's level when a challenge names the bot.
const DEFAULT_LEVEL: i64 = 4;

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
    #[autocomplete = "autocomplete_variant"]
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
        let choice = Choice {
            variant,
            size,
            opening,
            options,
            server_options: None,
            from_server: false,
        }
        .or_server_default(ctx)
        .await;
        let level = level.unwrap_or(DEFAULT_LEVEL);
        computer_game(ctx, choice, level, first, rated, clock).await
    })
    .await?;
    Ok(())
}

/// Starts a game against the computer at `level` and answers with its first board.
async fn computer_game(
    ctx: Context<'_>,
    choice: Choice,
    level: i64,
    first: Option<First>,
    rated: Option<bool>,
    clock: Option<String>,
) -> Answer {
    let rules = match choice.rules(&[]) {
        Ok(r) => r,
        Err(text) => return Answer::Private(text),
    };
    let mut new = NewChallenge::new(place(ctx), Vec::new(), rules);
    new.rated = rated.unwrap_or(false);
    new.seat_order = seat_order(first);
    new.clock = match clock.as_deref().map(read_clock).transpose() {
        Ok(clock) => clock,
        Err(text) => return Answer::Private(text),
    };
    match ctx
        .data()
        .service
        .play_computer(&request(ctx), new, level)
        .await
    {
        Ok(state) => reply::board_public(ctx.data(), &state, None).into(),
        Err(e) => reply::refused(e),
    }
}

fn seat_order(first: Option<First>) -> SeatOrder {
    match first.unwrap_or(First::Random) {
        First::Random => SeatOrder::Random,
        First::Me => SeatOrder::HostFirst,
        First::Them => SeatOrder::HostSecond,
    }
}

/// The rules a challenge or lobby asks for, as typed.
struct Choice {
    variant: Option<String>,
    size: Option<u8>,
    opening: Option<String>,
    /// Free-form `key=value` pairs for every other option of RULES.md.
    options: Option<String>,
    /// The server's default options, applied before everything the user typed.
    server_options: Option<String>,
    /// The variant is the server's default, not the user's choice.
    from_server: bool,
}

impl Choice {
    /// With no variant named, the server's default rules (`/pente settings`) give the variant
    /// and options; what the user typed still wins over them.
    async fn or_server_default(mut self, ctx: Context<'_>) -> Choice {
        if self.variant.is_some() {
            return self;
        }
        let Some(server) = ctx.guild_id() else {
            return self;
        };
        let settings = ctx
            .data()
            .service
            .server_settings(server.get() as i64)
            .await;
        if let Ok(crate::service::ServerSettings {
            default_rules: Some(rules),
            ..
        }) = settings
        {
            let mut words = rules.split_whitespace();
            self.variant = words.next().map(str::to_string);
            self.from_server = true;
            let rest: Vec<&str> = words.collect();
            self.server_options = (!rest.is_empty()).then(|| rest.join(" "));
        }
        self
    }

    /// The rule set, with `extra` options (players, teams) first; or what is wrong.
    fn rules(&self, extra: &[(&str, String)]) -> Result<RuleSet, String> {
        let preset: Preset = self
            .variant
            .as_deref()
            .unwrap_or("pente")
            .parse()
            .map_err(|e| format!("{e}"))?;
        // Later settings of a key win: the server's defaults first, then the command's.
        let mut options = key_values(self.server_options.as_deref())?;
        options.extend(extra.iter().map(|(k, v)| (k.to_string(), v.clone())));
        options.extend(key_values(self.options.as_deref())?);
        if let Some(s) = self.size {
            options.push(("size".into(), s.to_string()));
        }
        if let Some(o) = &self.opening {
            options.push(("opening".into(), o.clone()));
        }
        let pairs: Vec<(&str, &str)> = options
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        RuleSet::build(preset, &pairs).map_err(|e| text::capitalised(&e.to_string()))
    }
}

/// A clock as typed (`1h`, `3d`, `5m+10s`), or what is wrong with it.
fn read_clock(text: &str) -> Result<Clock, String> {
    text.parse::<Clock>()
        .map_err(|e| format!("{}.", text::capitalised(&e.to_string())))
}

/// `key=value` pairs separated by spaces or commas.
fn key_values(text: Option<&str>) -> Result<Vec<(String, String)>, String> {
    RuleSet::parse_options(text.unwrap_or_default()).map_err(|e| match e {
        pente::RuleError::NotKeyValue { pair } => format!(
            "`{pair}` is not an option: write key=value, e.g. `captures=false` (the keys are in the README and `/pente rules`)"
        ),
        e => text::capitalised(&e.to_string()),
    })
}

/// The challenge the options describe, or what is wrong with them.
fn new_challenge(
    ctx: Context<'_>,
    opponent: &serenity::User,
    choice: Choice,
    first: Option<First>,
    rated: Option<bool>,
) -> Result<NewChallenge, String> {
    let rules = choice.rules(&[])?;
    if opponent.bot {
        return Err(
            "Other bots cannot play; challenge a person, or play me with `/pente play-bot`.".into(),
        );
    }
    let them = PlayerRef::new(
        opponent.id.get() as i64,
        opponent.display_name().to_string(),
    );
    let mut new = NewChallenge::new(place(ctx), vec![them], rules);
    new.rated = rated.unwrap_or(false);
    new.seat_order = seat_order(first);
    new.expires_in = ctx.data().challenge_lifetime();
    Ok(new)
}

/// The challenge message with its Accept / Decline buttons; only the challenged is pinged.
pub fn challenge_public(ch: &Challenge) -> Public {
    let buttons = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonId::Accept(ch.id).encode())
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(ButtonId::Decline(ch.id).encode())
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
    ]);
    Public {
        home: None,
        content: text::challenge_message(ch),
        png: None,
        components: vec![buttons],
        mentions: ch
            .members
            .iter()
            .filter(|m| m.player.id > 0) // never the computer
            .map(|m| serenity::UserId::new(m.player.id as u64))
            .collect(),
    }
}

/// Play a stone (K10), pass (where the rules allow it), or an opening decision (choose=black).
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "A point like K10, pass (Renju), or choose=<colour>, offer=..., pick=..."]
    #[autocomplete = "autocomplete_point"]
    coordinate: String,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<i64>,
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
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.load(id).await {
            Ok(state) if viewable(ctx, &state) => {
                reply::board_public(ctx.data(), &state, None).into()
            }
            Ok(_) => reply::refused(crate::service::ServiceError::NoSuchGame(id)),
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
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<i64>,
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

/// Offer a draw, or agree to one offered.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.offer_draw(&request(ctx), id).await {
            Ok(r) if r.agreed => reply::board_public(ctx.data(), &r.state, None).into(),
            Ok(r) => draw_offer_public(&r.state, ctx.author().id),
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// The draw offer with its buttons; the players still to agree are pinged.
pub fn draw_offer_public(state: &GameState, by: serenity::UserId) -> Answer {
    let row = reply::yes_no(
        ButtonId::DrawYes(state.id),
        "Accept draw",
        ButtonId::DrawNo(state.id),
        "Decline",
    );
    Public {
        home: None,
        content: text::draw_offer(state),
        png: None,
        components: vec![row],
        mentions: others(state, by),
    }
    .into()
}

/// The players of a game other than `me`.
fn others(state: &GameState, me: serenity::UserId) -> Vec<serenity::UserId> {
    state
        .seats
        .iter()
        .filter(|s| s.player.id > 0) // not the computer
        .map(|s| serenity::UserId::new(s.player.id as u64))
        .filter(|&u| u != me)
        .collect()
}

/// Ask to take back your last move.
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.request_takeback(&request(ctx), id).await {
            Ok(r) if r.removed > 0 => {
                let last = text::taken_back(r.removed);
                reply::board_public(ctx.data(), &r.state, Some(last)).into()
            }
            Ok(r) => {
                let keep = r.state.takeback.map_or(r.state.ply(), |t| t.1);
                let row = reply::yes_no(
                    ButtonId::TakebackYes(id),
                    "Allow takeback",
                    ButtonId::TakebackNo(id),
                    "Refuse",
                );
                Public {
                    home: None,
                    content: text::takeback_request(&r.state, ctx.author().id.get() as i64, keep),
                    png: None,
                    components: vec![row],
                    mentions: others(&r.state, ctx.author().id),
                }
                .into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Call off a game before its second move.
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "Game number, if you have several"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let id = match pick_game(ctx, game).await {
            Ok(id) => id,
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.cancel_game(&request(ctx), id).await {
            Ok(state) => {
                let who = text::mention(ctx.author().id.get() as i64);
                let last = format!("{who} called the game off.");
                reply::board_public(ctx.data(), &state, Some(last)).into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Open a game for 3-4 players (or two teams) that anyone may join.
// Each argument is one slash-command option: that is how poise declares them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn lobby(
    ctx: Context<'_>,
    #[description = "The game (default pente)"]
    #[autocomplete = "autocomplete_variant"]
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
        let choice = Choice {
            variant,
            size,
            opening,
            options,
            server_options: None,
            from_server: false,
        }
        .or_server_default(ctx)
        .await;
        let new = match new_lobby(ctx, choice, players, teams) {
            Ok(n) => n,
            Err(text) => return Answer::Private(text),
        };
        let new = match clock.as_deref().map(read_clock).transpose() {
            Ok(clock) => NewChallenge {
                clock,
                rated: rated.unwrap_or(false),
                ..new
            },
            Err(text) => return Answer::Private(text),
        };
        match ctx.data().service.challenge(&request(ctx), new).await {
            Ok(ch) => {
                made = Some(ch.id);
                lobby_public(&ch).into()
            }
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    if let (Some(id), Some(message)) = (made, message) {
        reply::record_challenge_message(ctx.data(), id, message).await;
    }
    Ok(())
}

fn new_lobby(
    ctx: Context<'_>,
    choice: Choice,
    players: Option<u8>,
    teams: Option<bool>,
) -> Result<NewChallenge, String> {
    let own = choice
        .variant
        .as_deref()
        .and_then(|v| v.parse::<Preset>().ok())
        .map_or(2, |p| RuleSet::preset(p).players);
    let players = players.unwrap_or(if own > 2 { own } else { 4 });
    let mut extra = vec![("players", players.to_string())];
    if let Some(t) = teams {
        extra.push(("teams", t.to_string()));
    }
    let rules = match choice.rules(&extra) {
        Ok(r) => r,
        // The server's two-player default may not suit a lobby (Swap2...): plain Pente then.
        Err(_) if choice.from_server => Choice {
            variant: None,
            server_options: None,
            from_server: false,
            ..choice
        }
        .rules(&extra)?,
        Err(e) => return Err(e),
    };
    let mut new = NewChallenge::new(place(ctx), Vec::new(), rules);
    new.expires_in = ctx.data().challenge_lifetime();
    Ok(new)
}

/// A lobby's message with Join / Leave / Start / Close.
pub fn lobby_public(ch: &Challenge) -> Public {
    let button = |id: ButtonId, label: &str, style| {
        serenity::CreateButton::new(id.encode())
            .label(label)
            .style(style)
    };
    let row = serenity::CreateActionRow::Buttons(vec![
        button(
            ButtonId::Join(ch.id),
            "Join",
            serenity::ButtonStyle::Success,
        ),
        button(
            ButtonId::Leave(ch.id),
            "Leave",
            serenity::ButtonStyle::Secondary,
        ),
        button(
            ButtonId::Start(ch.id),
            "Start",
            serenity::ButtonStyle::Primary,
        ),
        button(
            ButtonId::Withdraw(ch.id),
            "Close",
            serenity::ButtonStyle::Danger,
        ),
    ]);
    Public {
        home: None,
        content: text::challenge_message(ch),
        png: None,
        components: vec![row],
        mentions: Vec::new(),
    }
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

/// This server's settings: games in threads, default rules (Manage Server only to change).
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Play each game in a thread of its own"] threads: Option<bool>,
    #[description = "The rules a challenge uses when it names none, e.g. \"keryo-pente size=13\", or \"none\""]
    default_rules: Option<String>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let Some(server) = ctx.guild_id() else {
            return Answer::Private("Settings belong to a server; use this in one.".into());
        };
        let server = server.get() as i64;
        let service = &ctx.data().service;
        if threads.is_none() && default_rules.is_none() {
            return match service.server_settings(server).await {
                Ok(s) => Answer::Private(text::settings_text(&s)),
                Err(e) => reply::refused(e),
            };
        }
        if !may_manage_server(ctx) {
            return Answer::Private(
                "Only members with the Manage Server permission can change the settings.".into(),
            );
        }
        let default_rules = match default_rules.as_deref().map(str::trim) {
            None => None,
            Some(spec) if spec.is_empty() || spec.eq_ignore_ascii_case("none") => Some(None),
            Some(spec) => {
                let mut words = spec.split_whitespace();
                let choice = Choice {
                    variant: words.next().map(|w| w.to_ascii_lowercase()),
                    size: None,
                    opening: None,
                    options: None,
                    server_options: Some(words.collect::<Vec<_>>().join(" ")),
                    from_server: true,
                };
                // The default is for challenges, which are two-player games.
                match choice.rules(&[]) {
                    Ok(r) if r.players == 2 => {}
                    Ok(_) => {
                        return Answer::Private(
                            "The default rules must be a two-player game; lobbies choose their own number of players.".into(),
                        )
                    }
                    Err(problem) => return Answer::Private(problem),
                }
                Some(Some(spec.to_string()))
            }
        };
        let change = crate::service::SettingsChange {
            games_in_threads: threads,
            default_rules,
        };
        match service.change_server_settings(server, change).await {
            Ok(s) => Answer::Private(format!("Saved. {}", text::settings_text(&s))),
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Whether the command's user has Manage Server (Discord sends their permissions with the
/// interaction).
fn may_manage_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        poise::Context::Prefix(_) => false,
    }
}

#[derive(Debug, poise::ChoiceParameter)]
pub enum Scope {
    #[name = "server"]
    Server,
    #[name = "global"]
    Global,
}

/// The rating families, for autocomplete.
async fn autocomplete_family(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    // Each two-player family has a twin for games against the computer.
    let mut families: Vec<String> = Preset::ALL
        .iter()
        .map(|&p| RuleSet::preset(p))
        .flat_map(|rules| {
            let family = crate::rating::family(&rules);
            let computer = (rules.players == 2).then(|| format!("{family}-vs-computer"));
            std::iter::once(family).chain(computer)
        })
        .collect();
    families.sort();
    families.dedup();
    let partial = partial.to_ascii_lowercase();
    let choices = families
        .into_iter()
        .filter(|f| f.contains(&partial))
        .take(25) // Discord's limit
        .map(|f| serenity::AutocompleteChoice::new(f.clone(), f))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The best rated players of a game.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Rating family (default pente)"]
    #[autocomplete = "autocomplete_family"]
    variant: Option<String>,
    #[description = "This server (default) or everywhere"] scope: Option<Scope>,
    #[description = "Page (20 players each)"]
    #[min = 1]
    page: Option<i64>,
) -> Result<(), Error> {
    const PER_PAGE: i64 = 20;
    respond(ctx, false, async {
        let family = variant
            .unwrap_or_else(|| "pente".into())
            .to_ascii_lowercase();
        let (scope_id, scope_name) = match (scope, ctx.guild_id()) {
            (Some(Scope::Global), _) | (None, None) => (0, "global"),
            (_, Some(g)) => (g.get() as i64, "this server"),
            (Some(Scope::Server), None) => {
                return Answer::Private("There is no server here; use scope:global.".into())
            }
        };
        let page = page.unwrap_or(1).max(1) - 1;
        match ctx
            .data()
            .service
            .leaderboard(&family, scope_id, page, PER_PAGE)
            .await
        {
            Ok(rows) => Public {
                home: None,
                content: text::leaderboard(&family, scope_name, page, PER_PAGE, &rows),
                png: None,
                components: Vec::new(),
                mentions: Vec::new(),
            }
            .into(),
            Err(e) => reply::refused(e),
        }
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
        let who = player.as_ref().map_or(ctx.author().id, |u| u.id).get() as i64;
        let service = &ctx.data().service;
        let here = match ctx.guild_id() {
            Some(g) => service.player_ratings(who, g.get() as i64).await,
            None => Ok(Vec::new()),
        };
        let ratings = match (here, service.player_ratings(who, 0).await) {
            (Ok(here), Ok(global)) => text::stats(who, &here, &global),
            (Err(e), _) | (_, Err(e)) => return reply::refused(e),
        };
        match service.history(who, 200).await {
            Ok(games) => {
                let record = crate::service::summarise(&games);
                Answer::Private(format!(
                    "{ratings}\n{}",
                    text::record_lines(&record, &games[..games.len().min(5)])
                ))
            }
            Err(e) => reply::refused(e),
        }
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
        let who = player.as_ref().map_or(ctx.author().id, |u| u.id).get() as i64;
        match ctx.data().service.history(who, 15).await {
            Ok(games) => Answer::Private(text::history(who, &games)),
            Err(e) => reply::refused(e),
        }
    })
    .await?;
    Ok(())
}

/// Games are shown where they were played, and to their players (elsewhere they do not
/// exist, as far as the caller can tell).
fn viewable(ctx: Context<'_>, state: &GameState) -> bool {
    state.visible_to(
        ctx.author().id.get() as i64,
        ctx.guild_id().map(|g| g.get() as i64),
    )
}

/// Step through a game's moves, or get it as an animated GIF.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number (see /pente history)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: i64,
    #[description = "Start at this move (default: the start)"]
    #[min = 0]
    r#move: Option<i64>,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let state = match ctx.data().service.load(game).await {
            Ok(s) => s,
            Err(e) => return reply::refused(e),
        };
        if !viewable(ctx, &state) {
            return reply::refused(crate::service::ServiceError::NoSuchGame(game));
        }
        let ply = r#move.unwrap_or(0).max(0) as usize;
        let (content, png, components) = super::replay::step(&ctx.data().renderer, &state, ply);
        Public {
            home: None,
            content,
            png: Some(png),
            components,
            mentions: Vec::new(),
        }
        .into()
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
    use pente::record;
    respond(ctx, false, async {
        if file.size as usize > record::MAX_RECORD_BYTES {
            return Answer::Private(format!(
                "`{}` is {} KB; a game record is at most {} KB.",
                file.filename,
                file.size / 1024,
                record::MAX_RECORD_BYTES / 1024
            ));
        }
        let bytes = match file.download().await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!(error = %e, "could not download a record");
                return Answer::Private("Discord did not give me the file; please try again.".into());
            }
        };
        let Ok(text) = String::from_utf8(bytes) else {
            return Answer::Private(format!(
                "`{}` is not a text file; export a game from pente.org (or `/pente export`) and attach that.",
                file.filename
            ));
        };
        match record::import(&text, None) {
            Ok(rec) => {
                let view = pente_render::BoardView::new(&rec.game);
                let png = ctx.data().renderer.render_png(&view);
                Public {
                    home: None,
                    content: text::imported(&file.filename, &rec),
                    png: Some((png, "imported.png".into())),
                    components: Vec::new(),
                    mentions: Vec::new(),
                }
                .into()
            }
            Err(e) => Answer::Private(format!("`{}` could not be read: {e}", file.filename)),
        }
    })
    .await?;
    Ok(())
}

/// A game's record in pente.org's format, as a file.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number (see /pente history)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    respond(ctx, false, async {
        let state = match ctx.data().service.load(game).await {
            Ok(s) => s,
            Err(e) => return reply::refused(e),
        };
        if !viewable(ctx, &state) {
            return reply::refused(crate::service::ServiceError::NoSuchGame(game));
        }
        let info = pente::record::RecordInfo {
            site: Some("Discord".into()),
            rated: state.rated,
            names: state.seats.iter().map(|s| s.player.name.clone()).collect(),
            ..Default::default()
        };
        let text = pente::record::export(&state.game, &info);
        Public {
            home: None,
            content: format!(
                "The record of game #{} ({}), in pente.org's format.",
                state.id,
                state.game.rules().preset.name()
            ),
            png: Some((text.into_bytes(), format!("pente-game-{}.txt", state.id))),
            components: Vec::new(),
            mentions: Vec::new(),
        }
        .into()
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
        Some(Err(e)) => text::capitalised(&e.to_string()),
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
