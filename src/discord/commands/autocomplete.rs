//! Suggestions while an option is being typed: variants, the caller's games, points worth
//! playing, rating families. Discord shows at most 25, each named in at most 100 characters.

use poise::serenity_prelude as serenity;

use super::{game_meant, ids, viewable, Context};
use pente::{Action, Point, Preset, RuleSet};

/// Discord's limits on autocomplete choices.
const MAX_CHOICES: usize = 25;
const MAX_NAME: usize = 100;

fn cut(label: String) -> String {
    label.chars().take(MAX_NAME).collect()
}

/// The variants, with what each is (in the user's language).
pub async fn variant(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = super::super::reply::user_lang(ctx);
    let partial = partial.to_ascii_lowercase();
    let choices = Preset::ALL
        .iter()
        .filter(|p| p.name().contains(&partial))
        .map(|p| {
            let description = super::super::words::variant_description(lang, *p);
            let label = cut(format!("{}: {description}", p.name()));
            serenity::AutocompleteChoice::new(label, p.name())
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The caller's games, for every `game:` option.
pub async fn game(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = super::super::reply::user_lang(ctx);
    let me = ids::player_of(ctx.author().id);
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
        .take(MAX_CHOICES)
        .map(|g| {
            let against: Vec<&str> = g.opponents.iter().map(|p| p.name.as_str()).collect();
            let turn = if g.my_turn {
                crate::l10n::t(lang, "autocomplete-your-turn")
            } else {
                String::new()
            };
            let label = format!("#{} {} vs {}{turn}", g.id, g.variant, against.join(", "));
            serenity::AutocompleteChoice::new(cut(label), g.id.key())
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
pub async fn point(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let mut choices = Vec::new();
    if let Ok(id) = game_meant(ctx, typed_game(ctx)).await {
        if let Ok(state) = ctx.data().service.load(id).await {
            if !viewable(ctx, &state) {
                return serenity::CreateAutocompleteResponse::new();
            }
            choices = points_near_play(&state.game, partial);
        }
    }
    choices.truncate(MAX_CHOICES);
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

/// Legal points within two of the last four stones (the centre on an empty board) whose name
/// starts with what was typed; `pass` first where the rules allow it and it fits.
fn points_near_play(game: &pente::Game, partial: &str) -> Vec<String> {
    let rules = game.rules();
    let size = rules.size as i32;
    let mut choices = Vec::new();
    let recent: Vec<Point> = game
        .history()
        .iter()
        .rev()
        .filter_map(|p| match p.action {
            Action::Place(pt) => Some(pt),
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
    choices
}

/// The rating families: each two-player family has a twin for games against the computer.
pub async fn family(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
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
        .take(MAX_CHOICES)
        .map(|f| serenity::AutocompleteChoice::new(f.clone(), f))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
