//! The button grid, for players who prefer clicking to typing. The board message of a game
//! waiting for a stone has a "Play with buttons" button; the player to move gets a private
//! grid of the points around the last stone, with arrows to move the window. A point's
//! button plays it exactly as `/pente move` would.
//!
//! Discord allows five rows of five buttons per message, so the window is five columns by
//! four rows and the fifth row holds the arrows.
//!
//! A player who confirms their moves (`/pente prefs confirm_moves:true`) gets a grid whose
//! points only choose: the grid then shows the chosen point (green) with Confirm and Cancel
//! in the fifth row instead of the arrows, and only Confirm plays it. Another point may be
//! chosen instead meanwhile.

use poise::serenity_prelude as serenity;

use super::ids::{ActionButton, ButtonId};
use crate::l10n::{tr, Lang};
use crate::service::GameState;
use pente::{Action, Colour, Point};

/// Columns and rows of points in the window.
pub const COLUMNS: u8 = 5;
pub const ROWS: u8 = 4;

/// The window's lower-left point for a window around `centre`, kept on the board.
pub fn window_at(size: u8, centre: Point) -> Point {
    let clamp = |c: u8, span: u8, below: u8| c.saturating_sub(below).min(size.saturating_sub(span));
    // Rows count up the picture; the centre sits in the second row from the top.
    Point::new(
        clamp(centre.x, COLUMNS, COLUMNS / 2),
        clamp(centre.y, ROWS, ROWS - 2),
    )
}

/// Where the grid opens: around the last stone, or the centre of an empty board.
pub fn first_window(state: &GameState) -> Point {
    let size = state.game.rules().size;
    let last = state
        .game
        .history()
        .iter()
        .rev()
        .find_map(|p| match p.action {
            Action::Place(pt) => Some(pt),
            _ => None,
        });
    window_at(size, last.unwrap_or(Point::centre(size)))
}

/// A stone's mark on a disabled button: the colour of each of the four seats' stones.
fn stone_label(c: Colour) -> &'static str {
    ["⚪", "⚫", "🔴", "🔵"][c.index().min(3)]
}

/// The grid's text: which game, and which part of the board is shown.
pub fn grid_text(lang: Lang, state: &GameState, corner: Point) -> String {
    let l = state.game.rules().lettering();
    let top_right = Point::new(corner.x + COLUMNS - 1, corner.y + ROWS - 1);
    tr(
        lang,
        "grid-text",
        &[
            ("id", state.id.key().into()),
            ("from", l.format(corner).into()),
            ("to", l.format(top_right).into()),
        ],
    )
}

/// The grid's text while `pick` waits for Confirm.
pub fn confirm_text(lang: Lang, state: &GameState, pick: Point) -> String {
    let l = state.game.rules().lettering();
    tr(
        lang,
        "grid-confirm-text",
        &[
            ("id", state.id.key().into()),
            ("point", l.format(pick).into()),
        ],
    )
}

/// The grid's buttons for the window whose lower-left point is `corner`: points that play
/// at once, or with `confirm` points that only choose.
pub fn grid_rows(
    state: &GameState,
    corner: Point,
    confirm: bool,
) -> Vec<serenity::CreateActionRow> {
    let mut rows = point_rows(state, corner, confirm.then_some(None));
    rows.push(arrow_row(state, corner));
    rows
}

/// The grid of a player who confirms their moves, with `pick` chosen: the window's points
/// (the chosen one green), and Confirm (which plays it) and Cancel (back to the window).
pub fn confirm_rows(
    lang: Lang,
    state: &GameState,
    corner: Point,
    pick: Point,
) -> Vec<serenity::CreateActionRow> {
    let mut rows = point_rows(state, corner, Some(Some(pick)));
    let name = state.game.rules().lettering().format(pick);
    let play = ActionButton {
        game: state.id,
        position: state.position(),
        token: name.clone(),
    };
    let back = ButtonId::Grid {
        game: state.id,
        x: corner.x,
        y: corner.y,
    };
    rows.push(serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(play.encode())
            .label(tr(lang, "button-confirm-move", &[("point", name.into())]))
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(back.encode())
            .label(tr(lang, "button-cancel-move", &[]))
            .style(serenity::ButtonStyle::Secondary),
    ]));
    rows
}

/// The window's rows of points. `choosing`: `None` for points that play at once; `Some` for
/// points that choose (with the point chosen so far, if any).
fn point_rows(
    state: &GameState,
    corner: Point,
    choosing: Option<Option<Point>>,
) -> Vec<serenity::CreateActionRow> {
    let game = &state.game;
    let lettering = game.rules().lettering();
    let mut rows = Vec::new();
    for dy in (0..ROWS).rev() {
        let mut buttons = Vec::new();
        for dx in 0..COLUMNS {
            let p = Point::new(corner.x + dx, corner.y + dy);
            let name = lettering.format(p);
            let action = ActionButton {
                game: state.id,
                position: state.position(),
                token: name.clone(),
            };
            let button = match game.board().get(p) {
                Some(c) => serenity::CreateButton::new(format!("{}:taken", action.encode()))
                    .label(stone_label(c))
                    .style(serenity::ButtonStyle::Secondary)
                    .disabled(true),
                None => {
                    let id = match choosing {
                        None => action.encode(),
                        Some(_) => ButtonId::Pick {
                            game: state.id,
                            point: (p.x, p.y),
                            corner: (corner.x, corner.y),
                            position: state.position(),
                        }
                        .encode(),
                    };
                    let style = if choosing == Some(Some(p)) {
                        serenity::ButtonStyle::Success
                    } else {
                        serenity::ButtonStyle::Primary
                    };
                    serenity::CreateButton::new(id)
                        .label(name)
                        .style(style)
                        .disabled(game.check_place(p).is_err())
                }
            };
            buttons.push(button);
        }
        rows.push(serenity::CreateActionRow::Buttons(buttons));
    }
    rows
}

/// The arrows that move the window by a whole width or height.
fn arrow_row(state: &GameState, corner: Point) -> serenity::CreateActionRow {
    let size = state.game.rules().size;
    let step = |dx: i32, dy: i32| {
        let x = (corner.x as i32 + dx).clamp(0, (size - COLUMNS) as i32) as u8;
        let y = (corner.y as i32 + dy).clamp(0, (size - ROWS) as i32) as u8;
        Point::new(x, y)
    };
    let arrow = |label: &str, to: Point| {
        // Custom ids must differ within a message: arrows stopped at an edge (disabled, never
        // pressed) get one of their own instead of the window they would show.
        let id = if to == corner {
            format!("pente:grid-edge:{}:{label}", state.id)
        } else {
            ButtonId::Grid {
                game: state.id,
                x: to.x,
                y: to.y,
            }
            .encode()
        };
        serenity::CreateButton::new(id)
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
            .disabled(to == corner)
    };
    serenity::CreateActionRow::Buttons(vec![
        arrow("◀", step(-(COLUMNS as i32), 0)),
        arrow("▲", step(0, ROWS as i32)),
        arrow("▼", step(0, -(ROWS as i32))),
        arrow("▶", step(COLUMNS as i32, 0)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_differ_also_in_a_corner() {
        use pente::{Game, Preset, RuleSet};
        for (size, corner) in [
            (19, Point::new(0, 0)),
            (7, Point::new(2, 3)),
            (19, Point::new(14, 15)),
        ] {
            let rules = RuleSet::build(Preset::Gomoku, &[("size", &size.to_string())]).unwrap();
            let state = crate::service::GameState::for_tests(Game::new(rules));
            for rows in [
                grid_rows(&state, corner, false),
                grid_rows(&state, corner, true),
                confirm_rows(Lang::En, &state, corner, corner),
            ] {
                let json = serde_json::to_value(&rows).unwrap();
                // Discord's limits: five rows of at most five buttons, ids of 100 characters.
                assert!(json.as_array().unwrap().len() <= 5);
                let mut ids: Vec<String> = json
                    .as_array()
                    .unwrap()
                    .iter()
                    .flat_map(|r| r["components"].as_array().unwrap().clone())
                    .map(|b| b["custom_id"].as_str().unwrap().to_string())
                    .collect();
                for row in json.as_array().unwrap() {
                    assert!(row["components"].as_array().unwrap().len() <= 5);
                }
                assert!(ids.iter().all(|id| id.len() <= 100), "{ids:?}");
                let n = ids.len();
                ids.sort();
                ids.dedup();
                assert_eq!(ids.len(), n, "size {size}, corner {corner:?}");
            }
        }
    }

    #[test]
    fn the_window_stays_on_the_board() {
        assert_eq!(window_at(19, Point::new(9, 9)), Point::new(7, 7));
        assert_eq!(window_at(19, Point::new(0, 0)), Point::new(0, 0));
        assert_eq!(window_at(19, Point::new(18, 18)), Point::new(14, 15));
        assert_eq!(window_at(7, Point::new(3, 3)), Point::new(1, 1));
    }
}
