//! Players' preferences: shown and changed with `/pente prefs`, a server's defaults, and each
//! honoured: the theme of the board's picture, the confirmation step of the button grid, and
//! the direct message when it is a player's turn (refused ones recorded, not retried).

use std::time::Duration;

use pente::{Game, Preset, RuleSet};
use pente_render::{BoardView, Renderer, Theme};
use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::{FakeDiscord, Posted, User, CHANNEL_ID, EDIT, GUILD_ID};
use super::*;

/// `/pente prefs` with `options`: always a private answer.
async fn prefs(
    fake: &FakeDiscord,
    user: &User,
    options: &[(&str, u64, serde_json::Value)],
) -> String {
    let id = fake.slash(user, "prefs", options, &[]);
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(reply.ephemeral, "{reply:?}");
    reply.content
}

/// The colour of a picture's top-left pixel: the surroundings, which the theme sets.
fn corner(png: &[u8]) -> [u8; 3] {
    let pic = render_support::decode(png);
    [pic.data[0], pic.data[1], pic.data[2]]
}

/// The surroundings' colour of `theme`, as the renderer draws it.
fn theme_corner(theme: Theme) -> [u8; 3] {
    let game = Game::new(RuleSet::preset(Preset::Pente));
    corner(&Renderer::new().render_png(&BoardView::new(&game).theme(theme)))
}

/// The theme a posted board was drawn in.
fn theme_of(board: &Posted) -> Theme {
    let seen = corner(&board.files[0].1);
    if seen == theme_corner(Theme::Dark) {
        Theme::Dark
    } else {
        assert_eq!(seen, theme_corner(Theme::Light), "neither theme's colour");
        Theme::Light
    }
}

/// Clicks the button labelled `label` of `message` and gives the first answer.
async fn press(fake: &FakeDiscord, user: &User, message: &Posted, label: &str) -> Posted {
    let id = fake.click(user, message, &button(message, label));
    fake.replies(id, 1).await.remove(0)
}

/// A grid message as the user sees it: private (an update's answer does not say so).
fn private(p: Posted) -> Posted {
    Posted {
        ephemeral: true,
        ..p
    }
}

async fn stored_moves(pool: &PgPool) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn preferences_shown_changed_and_the_theme_honoured(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    let shown = prefs(&fake, &ALICE, &[]).await;
    assert_eq!(
        shown,
        "Your preferences:\n\
         Board theme: **light** (the bot's default)\n\
         Confirm moves on the button grid: **off** (the bot's default)\n\
         A DM when it is your turn (clocks of 1 hour or more): **off** (the bot's default)\n\
         A board everyone sees is drawn in the theme of the player to move."
    );
    let saved = prefs(&fake, &ALICE, &[("theme", 4, json!(1))]).await;
    assert!(
        saved.starts_with("Saved. Your preferences:")
            && saved.contains("Board theme: **dark** (your choice)")
            && saved.contains("Confirm moves on the button grid: **off** (the bot's default)"),
        "{saved}"
    );

    // The shared board: drawn in the theme of the player to move.
    let started = start_game(&fake, &[]).await;
    assert_eq!(theme_of(&started), Theme::Dark, "Alice (dark) to move");
    let moved = play(&fake, &ALICE, "K10").await;
    assert_eq!(theme_of(&moved), Theme::Light, "Bob (no choice) to move");

    // A server default applies to Bob, who chose nothing; Alice's own choice stays hers.
    fake.set_permissions(&CAROL, "0");
    let id = fake.slash(&CAROL, "settings", &[("default_theme", 4, json!(1))], &[]);
    let refused = fake.replies(id, 1).await.remove(0);
    assert!(refused.content.contains("Manage Server"), "{refused:?}");
    let id = fake.slash(
        &ALICE,
        "settings",
        &[
            ("default_theme", 4, json!(1)),
            ("default_confirm_moves", 5, json!(false)),
        ],
        &[],
    );
    let settings = fake.replies(id, 1).await.remove(0);
    assert_eq!(
        settings.content,
        "Saved. Games in threads: **off**. Default rules: **pente**. \
         Players' defaults: theme **dark**, confirm moves **off**, turn DMs **off**."
    );
    let shown = prefs(&fake, &BOB, &[]).await;
    assert!(
        shown.contains("Board theme: **dark** (this server's default)"),
        "{shown}"
    );
    let moved = play(&fake, &BOB, "L11").await;
    assert_eq!(theme_of(&moved), Theme::Dark, "Alice's own");
    let moved = play(&fake, &ALICE, "K4").await;
    assert_eq!(
        theme_of(&moved),
        Theme::Dark,
        "the server's default, for Bob"
    );
    prefs(&fake, &BOB, &[("theme", 4, json!(0))]).await;
    let id = fake.slash(&ALICE, "board", &[], &[]);
    let board = fake.replies(id, 1).await.remove(0);
    assert_eq!(theme_of(&board), Theme::Light, "Bob's own, whoever asks");

    // A picture for one person (a replay asked for) is in that person's theme.
    let id = fake.slash(&ALICE, "replay", &[("game", 4, json!(1))], &[]);
    let replay = fake.replies(id, 1).await.remove(0);
    assert_eq!(theme_of(&replay), Theme::Dark);
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_point_pressed_waits_for_confirm(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let saved = prefs(&fake, &ALICE, &[("confirm_moves", 5, json!(true))]).await;
    assert!(
        saved.contains("Confirm moves on the button grid: **on** (your choice)"),
        "{saved}"
    );
    let started = start_game(&fake, &[]).await;
    let grid = private(press(&fake, &ALICE, &started, "Play with buttons").await);
    assert!(
        labels(&grid).contains(&"◀".to_string()),
        "{:?}",
        labels(&grid)
    );

    // K10 pressed: shown, not played.
    let chosen = private(press(&fake, &ALICE, &grid, "K10").await);
    assert_eq!(chosen.kind, 7, "the grid is updated: {chosen:?}");
    assert_eq!(
        chosen.content,
        "Game #1: play **K10**? Press Confirm, another point, or Cancel."
    );
    let rows = chosen.components.as_array().unwrap();
    assert_eq!(rows.len(), 5, "Discord's limit: five rows");
    assert!(rows
        .iter()
        .all(|r| r["components"].as_array().unwrap().len() <= 5));
    let last: Vec<&str> = rows[4]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(last, ["Confirm K10", "Cancel"]);
    let k10 = rows[..4]
        .iter()
        .flat_map(|r| r["components"].as_array().unwrap())
        .find(|b| b["label"] == "K10")
        .unwrap();
    assert_eq!(k10["style"], 3, "the chosen point is green");
    assert_eq!(stored_moves(&pool).await, 0, "nothing played yet");

    // Cancel goes back to the window; choosing again and confirming plays it.
    let back = private(press(&fake, &ALICE, &chosen, "Cancel").await);
    assert!(
        back.content.contains("points H8 to M11"),
        "{}",
        back.content
    );
    assert!(labels(&back).contains(&"▶".to_string()));
    assert_eq!(stored_moves(&pool).await, 0);
    let chosen = private(press(&fake, &ALICE, &back, "K10").await);
    let id = fake.click(&ALICE, &chosen, &button(&chosen, "Confirm K10"));
    let mut replies = fake.replies(id, 3).await;
    let (note, board) = (replies.remove(1), replies.remove(1));
    assert_eq!(
        (note.kind, note.content.as_str()),
        (EDIT, "You played **K10**.")
    );
    assert!(
        board
            .content
            .contains(&format!("<@{}> played **K10**", ALICE.id)),
        "{}",
        board.content
    );
    assert_eq!(stored_moves(&pool).await, 1);

    // Bob does not confirm: his grid's points play at once.
    let grid = private(press(&fake, &BOB, &board, "Play with buttons").await);
    let id = fake.click(&BOB, &grid, &button(&grid, "L11"));
    let board = fake.replies(id, 3).await.remove(2);
    assert!(
        board.content.contains("played **L11**"),
        "{}",
        board.content
    );
    // A point chosen on a grid from an earlier position is refused.
    let stale = press(&fake, &ALICE, &back, "K9").await;
    assert!(
        stale.ephemeral && stale.content.contains("position changed"),
        "{stale:?}"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn turn_messages_with_long_clocks_and_a_refusal_not_retried(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let saved = prefs(&fake, &BOB, &[("turn_dms", 5, json!(true))]).await;
    assert!(saved.contains("**on** (your choice)"), "{saved}");

    // A 1-hour clock: Bob gets a DM when his turn comes; Alice, who did not ask, none.
    start_game(&fake, &[("clock", 3, json!("1h"))]).await;
    let k10 = play(&fake, &ALICE, "K10").await;
    play_all(&fake, &BOB, &ALICE, &["L11", "K4"]).await;
    let dms = fake
        .wait_for(20, "Bob's turn messages", |f| {
            let dms = f.dms(&BOB);
            (dms.len() == 2).then_some(dms)
        })
        .await;
    // The link leads to the board message the move was answered with.
    let link = format!(
        "https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{}",
        k10.id
    );
    assert!(
        dms[0].content.starts_with(&format!(
            "Your turn in game #1 (pente, against Alice): {link}\n"
        )),
        "{}",
        dms[0].content
    );
    assert!(
        dms[0].content.contains("Your time runs out <t:"),
        "{}",
        dms[0].content
    );
    let id = fake.slash(&ALICE, "resign", &[], &[]);
    fake.replies(id, 1).await;

    // A 30-minute clock: no DM.
    start_game(&fake, &[("clock", 3, json!("30m"))]).await;
    play(&fake, &ALICE, "K10").await;
    let id = fake.slash(&BOB, "resign", &[], &[]);
    fake.replies(id, 1).await;

    // Bob's DMs closed: Discord refuses, the bot records it and tries no more.
    fake.close_dms(&BOB);
    start_game(&fake, &[("clock", 3, json!("1d"))]).await;
    play(&fake, &ALICE, "K10").await;
    let failed = || async {
        sqlx::query_scalar::<_, bool>(
            "SELECT dms_failed_at IS NOT NULL FROM player_prefs WHERE player_id = $1",
        )
        .bind(BOB.id as i64)
        .fetch_one(&pool)
        .await
        .unwrap()
    };
    for _ in 0..100 {
        if failed().await {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(failed().await, "the refusal is recorded");
    assert_eq!(fake.dm_attempts(&BOB), 3, "two delivered, one refused");
    play_all(&fake, &BOB, &ALICE, &["L11", "K4"]).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(fake.dm_attempts(&BOB), 3, "not tried again");
    assert_eq!(fake.dm_attempts(&ALICE), 0, "Alice never asked");
    assert_eq!(fake.dms(&BOB).len(), 2, "none for the 30-minute game");
    let shown = prefs(&fake, &BOB, &[]).await;
    assert!(
        shown.contains("Discord refused your last turn DM (<t:"),
        "{shown}"
    );

    // Turned on again: tried again (and refused again, the DMs being still closed).
    let saved = prefs(&fake, &BOB, &[("turn_dms", 5, json!(true))]).await;
    assert!(!saved.contains("refused"), "{saved}");
    play_all(&fake, &BOB, &ALICE, &["L12", "K5"]).await;
    fake.wait_for(20, "a new attempt", |f| {
        (f.dm_attempts(&BOB) == 4).then_some(())
    })
    .await;
    fake.assert_conforms();
}
