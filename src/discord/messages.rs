//! Every message the bot posts for the channel, built in one place: boards (picture, words,
//! buttons), challenges, lobbies, draw offers and takeback requests. Pure functions of the
//! service's results, apart from [`board`] telling the computer a position is out and asking
//! the service whose theme the picture is drawn in.

use poise::serenity_prelude as serenity;

use super::answer::Public;
use super::ids::{user_of, ActionButton, ButtonId};
use super::{text, Data};
use crate::l10n::{t, Lang};
use crate::service::{BoardTheme, Challenge, GameService, GameState, GameStatus, PlayerId};
use pente_render::{BoardView, Labels, Renderer, Theme};

/// The board picture of a game in `theme`, with the players' names where the font can show
/// them.
pub fn board_png(renderer: &Renderer, state: &GameState, theme: Theme) -> Vec<u8> {
    let mut view = BoardView::new(&state.game)
        .labels(picture_labels(text::game_lang(state)))
        .theme(theme);
    for seat in &state.seats {
        if let Some(c) = state.game.colour_of(seat.seat) {
            view = view.name(c, seat.player.name.clone());
        }
    }
    if let Some(last) = &state.last {
        view = view.last_outcome(last);
    }
    let started = std::time::Instant::now();
    let png = renderer.render_png(&view);
    metrics::histogram!(crate::observe::RENDER_SECONDS).record(started.elapsed().as_secs_f64());
    png
}

/// The words drawn on the picture, in `lang`.
pub fn picture_labels(lang: Lang) -> Labels {
    let w = |key| t(lang, key);
    Labels {
        to_move: w("picture-to-move"),
        to_decide: w("picture-to-decide"),
        captures: w("picture-captures"),
        team_captures: w("picture-team-captures"),
        team_short: w("picture-team-short"),
        wins: w("picture-wins"),
        draw: w("picture-draw"),
        out: w("picture-out"),
    }
}

/// The picture's theme for a service theme.
pub fn picture_theme(theme: BoardTheme) -> Theme {
    match theme {
        BoardTheme::Light => Theme::Light,
        BoardTheme::Dark => Theme::Dark,
    }
}

/// The theme of a board everyone sees: the one of the player the service names (the player to
/// move, see [`crate::service::board_viewer`]). A failed look-up never holds the board back:
/// it is drawn in the bot's default theme.
pub async fn shared_theme(service: &GameService, state: &GameState) -> Theme {
    match service.board_theme(state).await {
        Ok(theme) => picture_theme(theme),
        Err(e) => {
            tracing::warn!(error = %e, game = state.id.key(), "could not read whose theme a board uses");
            Theme::default()
        }
    }
}

/// The theme of a picture for one person (a private picture, or one they asked for), where
/// they are (`server`); the bot's default if it cannot be read.
pub async fn viewer_theme(service: &GameService, viewer: PlayerId, server: Option<i64>) -> Theme {
    match service.player_prefs(viewer, server).await {
        Ok(prefs) => picture_theme(prefs.applied.theme),
        Err(e) => {
            tracing::warn!(error = %e, "could not read a player's theme");
            Theme::default()
        }
    }
}

/// A board message: the game's text and picture, pinging only the player to act.
/// Every new position is shown through here, so it is also where the computer learns that it
/// must act.
pub async fn board(data: &Data, state: &GameState, last: Option<String>) -> Public {
    data.computer.nudge(state);
    board_with(&data.renderer, &data.service, state, last).await
}

/// [`board`] with just a renderer and the service (for background tasks).
pub async fn board_with(
    renderer: &Renderer,
    service: &GameService,
    state: &GameState,
    last: Option<String>,
) -> Public {
    let theme = shared_theme(service, state).await;
    Public {
        content: text::game_message(state, last),
        png: Some((board_png(renderer, state, theme), file_name(state))),
        components: board_buttons(state),
        mentions: to_ping(state),
        // A game in play belongs in its thread: an answer typed elsewhere is posted there
        // (which also reopens an archived thread).
        home: state
            .thread_id
            .filter(|_| state.status == GameStatus::Active)
            .map(|t| serenity::ChannelId::new(t as u64)),
    }
}

/// A finished game's message offers a rematch; an opening decision gets its buttons, and a
/// stone to place the button grid.
pub fn board_buttons(state: &GameState) -> Vec<serenity::CreateActionRow> {
    let lang = text::game_lang(state);
    if state.status == GameStatus::Active {
        if let pente::Pending::Place { .. } = state.game.pending() {
            let mut row = Vec::new();
            if !state.game.must_pass() {
                row.push(
                    serenity::CreateButton::new(ButtonId::OpenGrid(state.id).encode())
                        .label(t(lang, "button-play-with-buttons"))
                        .style(serenity::ButtonStyle::Secondary),
                );
            }
            if state.game.can_pass() {
                // Played like `/pente move pass`, and refused if the position has moved on.
                let pass = ActionButton {
                    game: state.id,
                    position: state.position(),
                    token: "pass".into(),
                };
                row.push(
                    serenity::CreateButton::new(pass.encode())
                        .label(t(lang, "button-pass"))
                        .style(serenity::ButtonStyle::Secondary),
                );
            }
            return vec![serenity::CreateActionRow::Buttons(row)];
        }
        return super::decisions::decision_rows(state);
    }
    if state.status != GameStatus::Finished {
        return Vec::new();
    }
    let mut row = vec![
        serenity::CreateButton::new(ButtonId::Rematch(state.id).encode())
            .label(t(lang, "button-rematch"))
            .style(serenity::ButtonStyle::Primary),
    ];
    // Reviews are of two-player games.
    if state.game.rules().players == 2 {
        row.push(
            serenity::CreateButton::new(ButtonId::ReviewGame(state.id).encode())
                .label(t(lang, "button-review"))
                .style(serenity::ButtonStyle::Secondary),
        );
    }
    vec![serenity::CreateActionRow::Buttons(row)]
}

/// A row of two buttons: agree (green) and refuse (red).
pub fn yes_no(
    yes: ButtonId,
    yes_label: &str,
    no: ButtonId,
    no_label: &str,
) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(yes.encode())
            .label(yes_label)
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(no.encode())
            .label(no_label)
            .style(serenity::ButtonStyle::Danger),
    ])
}

pub fn file_name(state: &GameState) -> String {
    format!("pente-{}-{}.png", state.id, state.ply())
}

/// Only the player to act is pinged; the others are named without a ping.
pub fn to_ping(state: &GameState) -> Vec<serenity::UserId> {
    state
        .player_to_act()
        .and_then(|p| user_of(p.id))
        .into_iter()
        .collect()
}

/// The challenge message with its Accept / Decline buttons; only the challenged is pinged.
pub fn challenge(ch: &Challenge) -> Public {
    let lang = crate::l10n::server_lang(ch.place.server);
    let buttons = serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonId::Accept(ch.id).encode())
            .label(t(lang, "button-accept"))
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new(ButtonId::Decline(ch.id).encode())
            .label(t(lang, "button-decline"))
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
            .filter_map(|m| user_of(m.player.id))
            .collect(),
    }
}

/// A lobby's message with Join / Leave / Start / Close.
pub fn lobby(ch: &Challenge) -> Public {
    let lang = crate::l10n::server_lang(ch.place.server);
    let label = |key| t(lang, key);
    let button = |id: ButtonId, label: String, style| {
        serenity::CreateButton::new(id.encode())
            .label(label)
            .style(style)
    };
    let row = serenity::CreateActionRow::Buttons(vec![
        button(
            ButtonId::Join(ch.id),
            label("button-join"),
            serenity::ButtonStyle::Success,
        ),
        button(
            ButtonId::Leave(ch.id),
            label("button-leave"),
            serenity::ButtonStyle::Secondary,
        ),
        button(
            ButtonId::Start(ch.id),
            label("button-start"),
            serenity::ButtonStyle::Primary,
        ),
        button(
            ButtonId::Withdraw(ch.id),
            label("button-close"),
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

/// The draw offer with its buttons; the players still to agree are pinged.
pub fn draw_offer(state: &GameState, by: serenity::UserId) -> Public {
    let lang = text::game_lang(state);
    let row = yes_no(
        ButtonId::DrawYes(state.id),
        &t(lang, "button-accept-draw"),
        ButtonId::DrawNo(state.id),
        &t(lang, "button-decline"),
    );
    Public {
        home: None,
        content: text::draw_offer(state),
        png: None,
        components: vec![row],
        mentions: others(state, by),
    }
}

/// A takeback request with its buttons; the players who may allow it are pinged.
pub fn takeback_request(state: &GameState, by: serenity::UserId) -> Public {
    let keep = state.takeback.map_or(state.ply(), |t| t.1);
    let lang = text::game_lang(state);
    let row = yes_no(
        ButtonId::TakebackYes(state.id),
        &t(lang, "button-allow-takeback"),
        ButtonId::TakebackNo(state.id),
        &t(lang, "button-refuse"),
    );
    Public::text(text::takeback_request(
        state,
        super::ids::player_of(by),
        keep,
    ))
    .with_components(vec![row])
    .pinging(others(state, by))
}

/// The players of a game other than `me`.
fn others(state: &GameState, me: serenity::UserId) -> Vec<serenity::UserId> {
    state
        .seats
        .iter()
        .filter_map(|s| user_of(s.player.id))
        .filter(|&u| u != me)
        .collect()
}
