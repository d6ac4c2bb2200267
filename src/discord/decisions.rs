//! Opening decisions as buttons, on the board message, for the player who must decide:
//! Swap and D-Pente (take a colour), Swap2 (take a colour or place two more), Taraguchi-10
//! (swap or stay; option 1 or 2; pick one of the ten offered fifth moves). Options that are
//! stones to place or points to offer are typed with `/pente move`; their button says how.

use poise::serenity_prelude as serenity;

use super::ids::{ActionButton, ButtonId};
use super::text::{capitalised, colour_word, game_lang};
use crate::l10n::{t, tr, Lang};
use crate::service::GameState;
use pente::{Colour, Decision, Pending};

/// The decision buttons for the game's current position; none when nobody must decide.
pub fn decision_rows(state: &GameState) -> Vec<serenity::CreateActionRow> {
    let Pending::Decide { seat, decision } = state.game.pending() else {
        return Vec::new();
    };
    let rules = state.game.rules();
    let lang = game_lang(state);
    let act = |label: String, token: String, style| {
        let id = ActionButton {
            game: state.id,
            position: state.position(),
            token,
        };
        serenity::CreateButton::new(id.encode())
            .label(label)
            .style(style)
    };
    let name = |key: &str, c: Colour| {
        let colour = capitalised(&colour_word(lang, rules, c));
        tr(lang, key, &[("colour", colour.into())])
    };
    let take = |label: String, c: Colour| {
        act(
            label,
            format!("choose={}", rules.colour_name(c)),
            serenity::ButtonStyle::Primary,
        )
    };
    let hint = |key: &str| {
        let label = t(lang, key);
        serenity::CreateButton::new(ButtonId::Hint(state.id).encode())
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
    };
    let (first, second) = (Colour::FIRST, Colour::SECOND);
    let buttons = match decision {
        Decision::ChooseColour => vec![
            take(name("decide-take", first), first),
            take(name("decide-take", second), second),
        ],
        Decision::Swap2 => vec![
            take(name("decide-take", first), first),
            take(name("decide-take", second), second),
            hint("decide-place-two"),
        ],
        Decision::TaraguchiSwap => {
            let mine = state.game.colour_of(seat).unwrap_or(first);
            let theirs = if mine == first { second } else { first };
            vec![
                take(name("decide-swap", theirs), theirs),
                take(name("decide-stay", mine), mine),
            ]
        }
        Decision::TaraguchiBranch => vec![
            take(name("decide-option-one", first), first),
            take(name("decide-option-one", second), second),
            hint("decide-option-two"),
        ],
        Decision::TaraguchiPick(points) => points
            .iter()
            .map(|&p| {
                let point = rules.lettering().format(p);
                act(
                    point.clone(),
                    format!("pick={point}"),
                    serenity::ButtonStyle::Primary,
                )
            })
            .collect(),
    };
    buttons
        .chunks(5)
        .map(|row| serenity::CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

/// The answer to a hint button: what to type, in `lang`.
pub fn hint_text(lang: Lang, state: &GameState) -> String {
    match state.game.pending() {
        Pending::Decide { .. } => tr(
            lang,
            "hint-type",
            &[(
                "hint",
                super::words::decision_hint(lang, &state.game).into(),
            )],
        ),
        _ => t(lang, "hint-none"),
    }
}
