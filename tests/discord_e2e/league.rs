//! Rated games, the leaderboard and stats.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::CHANNEL_POST;
use super::*;

#[sqlx::test]
async fn a_rated_game_then_the_leaderboard_and_stats(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("variant", 3, json!("gomoku")),
            ("rated", 5, json!(true)),
        ],
        &[&BOB],
    );
    let unfair = fake.replies(id, 1).await.remove(0);
    assert!(
        unfair.ephemeral && unfair.content.contains("opening:pro"),
        "{unfair:?}"
    );

    let ch = challenge_with(&fake, &[("rated", 5, json!(true))]).await;
    assert!(ch.content.contains("(rated)"), "{}", ch.content);
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    fake.replies(click, 1).await;
    let end = play_all(
        &fake,
        &ALICE,
        &BOB,
        &["K10", "A1", "K13", "A2", "K11", "A3", "K12", "A5", "K14"],
    )
    .await;
    assert!(
        end.content.contains(&format!(
            "Ratings (pente, this server): <@{}> 1500 → 1662? · <@{}> 1500 → 1338?",
            ALICE.id, BOB.id
        )),
        "{}",
        end.content
    );

    let id = fake.slash(&CAROL, "leaderboard", &[], &[]);
    let board = fake.replies(id, 1).await.remove(0);
    assert!(!board.ephemeral);
    assert!(
        board
            .content
            .contains("**pente** leaderboard (this server), page 1"),
        "{}",
        board.content
    );
    assert!(board.files.is_empty(), "text unless a picture is asked for");
    let id = fake.slash(&CAROL, "leaderboard", &[("picture", 5, json!(true))], &[]);
    let pictured = fake.replies(id, 1).await.remove(0);
    assert_eq!(pictured.content, board.content);
    let (name, png) = &pictured.files[0];
    assert_eq!(name, "leaderboard-pente.png");
    let png = image::load_from_memory(png).unwrap();
    assert_eq!(
        (png.width(), png.height()),
        (800, 16 + 30 * 2 + 8),
        "a row a player"
    );
    let alice = board.content.find("Alice").expect("Alice is listed");
    let bob = board.content.find("Bob").expect("Bob is listed");
    assert!(alice < bob, "{}", board.content);
    let id = fake.slash(
        &CAROL,
        "leaderboard",
        &[("variant", 3, json!("renju"))],
        &[],
    );
    let empty = fake.replies(id, 1).await.remove(0);
    assert!(
        empty.content.contains("No rated **renju** games"),
        "{}",
        empty.content
    );

    let id = fake.slash(
        &CAROL,
        "stats",
        &[("player", 6, json!(BOB.id.to_string()))],
        &[&BOB],
    );
    let stats = fake.replies(id, 1).await.remove(0);
    assert!(stats.ephemeral);
    assert!(
        stats
            .content
            .contains("**pente** (this server): 1338 (provisional)")
            && stats.content.contains("1 game: 0 won, 1 lost, 0 drawn"),
        "{}",
        stats.content
    );
    assert!(
        stats.content.contains("Streak: 1 lost in a row.")
            && stats.content.contains("Favourite opening: pro (1 game).")
            && stats.content.contains("Recent games:"),
        "{}",
        stats.content
    );
    // With a chart of the ratings after each game (here: one game, in this server).
    let (name, chart) = &stats.files[0];
    assert_eq!(name, "ratings.png");
    let chart = image::load_from_memory(chart).unwrap();
    assert_eq!((chart.width(), chart.height()), (800, 360));
    let id = fake.slash(&CAROL, "stats", &[], &[]);
    let none = fake.replies(id, 1).await.remove(0);
    assert!(none.files.is_empty(), "no games, no chart");
    assert!(
        none.content.contains("no rated games yet"),
        "{}",
        none.content
    );

    let id = fake.slash(&ALICE, "history", &[], &[]);
    let history = fake.replies(id, 1).await.remove(0);
    assert!(history.ephemeral);
    assert!(
        history
            .content
            .contains("**#1** pente against Bob: won (five), rated, 9 moves"),
        "{}",
        history.content
    );
    // Anyone in the server may take a game's record; it reads back as the same game.
    let id = fake.slash(&CAROL, "export", &[("game", 4, json!(1))], &[]);
    let export = fake.replies(id, 1).await.remove(0);
    assert!(!export.ephemeral);
    let (name, bytes) = &export.files[0];
    assert_eq!(name, "pente-game-1.txt");
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.contains("[Game \"Pente\"]"), "{text}");
    let record = pente::record::import(&text, None).unwrap();
    assert_eq!(record.game.history().len(), 9);
    assert!(record.game.is_over());
    // A replay steps through the moves; its GIF has them all.
    let id = fake.slash(&CAROL, "replay", &[("game", 4, json!(1))], &[]);
    let replay = fake.replies(id, 1).await.remove(0);
    assert!(
        replay
            .content
            .contains("Replay, move 0 of 9: the empty board."),
        "{}",
        replay.content
    );
    assert_eq!(png_size(&replay.files[0].1), (800, 860));
    assert_eq!(labels(&replay), ["⏮", "◀", "▶", "⏭", "GIF"]);
    let click = fake.click(&CAROL, &replay, &button(&replay, "▶"));
    let next = fake.replies(click, 1).await.remove(0);
    assert_eq!(next.kind, 7);
    assert!(
        next.content
            .contains("Replay, move 1 of 9: Alice played K10."),
        "{}",
        next.content
    );
    assert_eq!(next.files[0].0, "pente-1-move-1.png");
    let click = fake.click(&CAROL, &replay, &button(&replay, "GIF"));
    let gif = fake.replies(click, 1).await;
    let gif = gif.last().unwrap();
    assert!(gif.ephemeral, "{gif:?}");
    assert_eq!(gif.files[0].0, "pente-1.gif");
    assert_eq!(&gif.files[0].1[..6], b"GIF89a");

    // The record imported again, for review.
    let id = fake.slash_with_file(&DAVE, "import", "file", "pente-game-1.txt", text.as_bytes());
    let imported = fake.replies(id, 1).await.remove(0);
    assert!(!imported.ephemeral);
    assert!(
        imported
            .content
            .contains("**pente**, Alice vs Bob, 9 moves, won by White (five). For review only"),
        "{}",
        imported.content
    );
    assert_eq!(png_size(&imported.files[0].1), (800, 860));
    let id = fake.slash_with_file(&DAVE, "import", "file", "notes.txt", b"hello");
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(
        bad.ephemeral && bad.content.starts_with("`notes.txt` could not be read"),
        "{bad:?}"
    );

    let id = fake.slash(&CAROL, "export", &[("game", 4, json!(99))], &[]);
    let missing = fake.replies(id, 1).await.remove(0);
    assert!(
        missing.ephemeral && missing.content.contains("no game #99"),
        "{missing:?}"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_turn_clock_reminds_then_ends_the_game(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("clock", 3, json!("soon")),
        ],
        &[&BOB],
    );
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(
        bad.ephemeral && bad.content.contains("e.g. 30m, 1h, 3d"),
        "{bad:?}"
    );

    let ch = challenge_with(&fake, &[("clock", 3, json!("1h"))]).await;
    assert!(
        ch.content.contains("Clock: 1 hour per move"),
        "{}",
        ch.content
    );
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    fake.replies(click, 1).await;
    let board = play_all(&fake, &ALICE, &BOB, &["K10", "L10", "K13"]).await;
    assert!(
        board.content.contains("time runs out <t:"),
        "{}",
        board.content
    );

    // Time passes: a quarter of the hour left, then none.
    let set = |secs: i64| {
        sqlx::query("UPDATE games SET turn_deadline = now() + $1 * interval '1 second'")
            .bind(secs)
            .execute(&pool)
    };
    set(600).await.unwrap();
    let reminder = fake
        .wait_for(20, "a reminder", |f| {
            f.channel_messages()
                .into_iter()
                .find(|m| m.kind == CHANNEL_POST && m.content.contains("it is your move"))
        })
        .await;
    assert!(
        reminder.content.starts_with(&format!("<@{}>", BOB.id)),
        "{}",
        reminder.content
    );
    assert_eq!(
        reminder.data["allowed_mentions"]["users"],
        json!([BOB.id.to_string()])
    );
    set(-1).await.unwrap();
    let end = fake
        .wait_for(20, "the end on time", |f| {
            f.channel_messages()
                .into_iter()
                .find(|m| m.kind == CHANNEL_POST && m.content.contains("ran out of time"))
        })
        .await;
    assert!(
        end.content
            .contains(&format!("**<@{}> wins** on time.", ALICE.id)),
        "{}",
        end.content
    );
    assert_eq!(png_size(&end.files[0].1), (800, 860));
    let reminders = fake
        .channel_messages()
        .iter()
        .filter(|m| m.content.contains("it is your move"))
        .count();
    assert_eq!(reminders, 1, "one reminder per deadline");
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_live_clock_shows_what_each_player_has_left(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("clock", 3, json!("5m+6m")),
        ],
        &[&BOB],
    );
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(
        bad.ephemeral
            && bad.content == "A live clock's increment must be from 0 to 5 minutes, not 6m.",
        "{bad:?}"
    );

    let ch = challenge_with(&fake, &[("clock", 3, json!("5m+10s"))]).await;
    assert!(
        ch.content.contains(
            "Clock: 5 minutes each + 10 seconds per move (live); whoever runs out loses."
        ),
        "{}",
        ch.content
    );
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    fake.replies(click, 1).await;
    let board = play_all(&fake, &ALICE, &BOB, &["K10"]).await;
    // Bob's clock runs (Discord counts it down); Alice banked hers plus the increment.
    assert!(
        board.content.contains("time runs out <t:")
            && board.content.contains(&format!("<@{}> has 5:0", ALICE.id)),
        "{}",
        board.content
    );
    fake.assert_conforms();
}
