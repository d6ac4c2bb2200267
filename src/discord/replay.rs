//! Replays of a game: a message that steps through its positions with buttons, and an
//! animated GIF of the whole game.

use poise::serenity_prelude as serenity;

use super::ids::ButtonId;
use super::text;
use crate::l10n::{t, tr};
use crate::service::{truncated, GameState};
use pente::Game;
use pente_render::{BoardView, Renderer, Theme};

/// Frames of a GIF at most; longer games skip positions evenly (the last is always shown).
pub const MAX_FRAMES: usize = 150;

/// The game after its first `ply` actions, viewed with the players' names (and its server's
/// words), in `theme`.
fn view_at<'a>(state: &GameState, game: &'a Game, theme: Theme) -> BoardView<'a> {
    let words = super::messages::picture_labels(text::game_lang(state));
    let mut view = BoardView::new(game).labels(words).theme(theme);
    for seat in &state.seats {
        if let Some(c) = game.colour_of(seat.seat) {
            view = view.name(c, seat.player.name.clone());
        }
    }
    view
}

/// One step of a replay: its words, picture (in the theme of whoever asked for it) and
/// buttons.
pub fn step(
    renderer: &Renderer,
    state: &GameState,
    ply: usize,
    theme: Theme,
) -> (String, (Vec<u8>, String), Vec<serenity::CreateActionRow>) {
    let total = state.game.history().len();
    let ply = ply.min(total);
    let (game, last) = truncated(&state.game, ply).unwrap_or_else(|_| (state.game.clone(), None));
    let mut view = view_at(state, &game, theme);
    if let Some(last) = &last {
        view = view.last_outcome(last);
    }
    let png = renderer.render_png(&view);
    let lang = text::game_lang(state);
    let what = match ply.checked_sub(1).and_then(|i| state.game.history().get(i)) {
        Some(p) => {
            let who = state.player_at(p.seat).map_or_else(
                || tr(lang, "seat-number", &[("seat", (p.seat.0 + 1).into())]),
                |p| p.name.clone(),
            );
            let token = pente::token::format(&p.action, game.rules());
            tr(
                lang,
                "replay-played",
                &[("who", who.into()), ("move", token.into())],
            )
        }
        None => t(lang, "replay-empty"),
    };
    let content = tr(
        lang,
        "replay-text",
        &[
            ("heading", text::heading(state).into()),
            ("ply", ply.into()),
            ("total", total.into()),
            ("what", what.into()),
        ],
    );
    let button = |label: &str, to: usize, slot: u8| {
        serenity::CreateButton::new(
            ButtonId::Step {
                game: state.id,
                ply: to.min(u16::MAX as usize) as u16,
                slot,
            }
            .encode(),
        )
        .label(label)
        .style(serenity::ButtonStyle::Secondary)
        .disabled(to == ply)
    };
    let rows = vec![serenity::CreateActionRow::Buttons(vec![
        button("⏮", 0, 0),
        button("◀", ply.saturating_sub(1), 1),
        button("▶", (ply + 1).min(total), 2),
        button("⏭", total, 3),
        serenity::CreateButton::new(ButtonId::Gif(state.id).encode())
            .label("GIF")
            .style(serenity::ButtonStyle::Primary),
    ])];
    (
        content,
        (png, format!("pente-{}-move-{ply}.png", state.id)),
        rows,
    )
}

/// The whole game as an animated GIF in `theme`: each position for 0.7 s, the last for 5 s.
pub fn animation(renderer: &Renderer, state: &GameState, theme: Theme) -> Vec<u8> {
    let total = state.game.history().len();
    let every = total.div_ceil(MAX_FRAMES).max(1);
    let mut plies: Vec<usize> = (0..=total).step_by(every).collect();
    if plies.last() != Some(&total) {
        plies.push(total);
    }
    let pictures: Vec<_> = plies
        .iter()
        .map(|&ply| {
            let (game, last) =
                truncated(&state.game, ply).unwrap_or_else(|_| (state.game.clone(), None));
            let mut view = view_at(state, &game, theme);
            if let Some(last) = &last {
                view = view.last_outcome(last);
            }
            renderer.render(&view)
        })
        .collect();
    pente_render::gif(&pictures, 70, 500)
}
