//! Opening decisions as buttons, on the board message, for the player who must decide:
//! Swap and D-Pente (take a colour), Swap2 (take a colour or place two more), Taraguchi-10
//! (swap or stay; option 1 or 2; pick one of the ten offered fifth moves). Options that are
//! stones to place or points to offer are typed with `/pente move`; their button says how.

use poise::serenity_prelude as serenity;

use super::ids::{ActionButton, ButtonId};
use super::text::capitalised;
use crate::service::GameState;
use pente::{Colour, Decision, Pending};

/// The decision buttons for the game's current position; none when nobody must decide.
pub fn decision_rows(state: &GameState) -> Vec<serenity::CreateActionRow> {
    let Pending::Decide { seat, decision } = state.game.pending() else {
        return Vec::new();
    };
    let rules = state.game.rules();
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
    let name = |c: Colour| capitalised(rules.colour_name(c));
    let take = |label: String, c: Colour| {
        act(
            label,
            format!("choose={}", rules.colour_name(c)),
            serenity::ButtonStyle::Primary,
        )
    };
    let hint = |label: &str| {
        serenity::CreateButton::new(ButtonId::Hint(state.id).encode())
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
    };
    let (first, second) = (Colour::FIRST, Colour::SECOND);
    let buttons = match decision {
        Decision::ChooseColour => vec![
            take(format!("Take {}", name(first)), first),
            take(format!("Take {}", name(second)), second),
        ],
        Decision::Swap2 => vec![
            take(format!("Take {}", name(first)), first),
            take(format!("Take {}", name(second)), second),
            hint("Place two more"),
        ],
        Decision::TaraguchiSwap => {
            let mine = state.game.colour_of(seat).unwrap_or(first);
            let theirs = if mine == first { second } else { first };
            vec![
                take(format!("Swap: take {}", name(theirs)), theirs),
                take(format!("Stay {}", name(mine)), mine),
            ]
        }
        Decision::TaraguchiBranch => vec![
            take(format!("Option 1: take {}", name(first)), first),
            take(format!("Option 1: take {}", name(second)), second),
            hint("Option 2: offer ten"),
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

/// The answer to a hint button: what to type.
pub fn hint_text(state: &GameState) -> String {
    match state.game.pending() {
        Pending::Decide { .. } => format!(
            "Type it with `/pente move`: {}.",
            state.game.decision_hint()
        ),
        _ => "There is no decision to make now; play with `/pente move`.".to_string(),
    }
}
