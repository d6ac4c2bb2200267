//! Per-server settings: games in threads, default rules; several games at once.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::{FakeDiscord, Posted, User, CHANNEL_POST};
use super::*;

async fn settings(
    fake: &FakeDiscord,
    user: &User,
    options: &[(&str, u64, serde_json::Value)],
) -> Posted {
    let id = fake.slash(user, "settings", options, &[]);
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(reply.ephemeral, "{reply:?}");
    reply
}

#[sqlx::test]
async fn a_server_that_plays_in_threads_with_default_rules(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    fake.set_permissions(&CAROL, "0");
    let shown = settings(&fake, &CAROL, &[]).await;
    assert_eq!(
        shown.content,
        "Games in threads: **off**. Default rules: **pente**."
    );
    let refused = settings(&fake, &CAROL, &[("threads", 5, json!(true))]).await;
    assert!(
        refused.content.contains("Manage Server"),
        "{}",
        refused.content
    );
    let bad = settings(&fake, &ALICE, &[("default_rules", 3, json!("chess"))]).await;
    assert!(bad.content.contains("chess"), "{}", bad.content);
    let saved = settings(
        &fake,
        &ALICE,
        &[
            ("threads", 5, json!(true)),
            ("default_rules", 3, json!("keryo-pente size=13")),
        ],
    )
    .await;
    assert_eq!(
        saved.content,
        "Saved. Games in threads: **on**. Default rules: **keryo-pente size=13**."
    );

    // What the command says wins over the server's default options.
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("size", 4, json!(19)),
        ],
        &[&BOB],
    );
    let big = fake.replies(id, 1).await.remove(0);
    assert!(
        big.content.contains("19x19") && big.content.contains("keryo-pente"),
        "{}",
        big.content
    );
    let withdrawn = fake.click(&ALICE, &big, &custom_ids(&big)[1]);
    fake.replies(withdrawn, 1).await;

    // A challenge naming no variant gets the default; the game goes into a thread.
    let ch = challenge(&fake).await;
    assert!(
        ch.content.contains("**keryo-pente**") && ch.content.contains("13x13"),
        "{}",
        ch.content
    );
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    let started = fake.replies(click, 1).await.remove(0);
    assert_eq!(started.kind, 7);
    assert!(
        started.content.contains("played in the thread below"),
        "{}",
        started.content
    );
    let (thread, parent, from) = fake
        .wait_for(20, "the game's thread", |f| f.threads().first().copied())
        .await;
    assert_eq!((parent, from), (support::fake_discord::CHANNEL_ID, ch.id));
    let board = fake
        .wait_for(20, "the board in the thread", |f| {
            f.channel_messages()
                .into_iter()
                .find(|m| m.kind == CHANNEL_POST && m.channel == thread)
        })
        .await;
    assert!(
        board
            .content
            .contains(&format!("<@{}> (White) to move", ALICE.id)),
        "{}",
        board.content
    );
    assert_eq!(png_size(&board.files[0].1), (800, 860));
    // The bot records the thread just after posting in it.
    let mut stored = (None, None);
    for _ in 0..100 {
        stored = sqlx::query_as("SELECT thread_id, message_id FROM games")
            .fetch_one(&pool)
            .await
            .unwrap();
        if stored.0.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let (stored_thread, message): (Option<i64>, Option<i64>) = stored;
    assert_eq!(stored_thread, Some(thread as i64));
    assert_eq!(message, Some(board.id as i64));

    // Moves typed in the thread find the game by its thread.
    let id = fake.slash_in(
        thread,
        &ALICE,
        "move",
        &[("coordinate", 3, json!("G7"))],
        &[],
    );
    let moved = fake.replies(id, 1).await.remove(0);
    assert!(moved.content.contains("played **G7**"), "{}", moved.content);

    // A second game in the main channel: each command can name its game, with autocomplete.
    let ch = challenge_with(&fake, &[("variant", 3, json!("gomoku"))]).await;
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    fake.replies(click, 1).await;
    let games: Vec<i64> = sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(games.len(), 2);
    let id = fake.autocomplete(&BOB, "board", &[("game", 4, json!(""))], "game");
    let answer = fake.replies(id, 1).await.remove(0);
    let names: Vec<&str> = answer.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            format!("#{} gomoku vs Alice", games[1]),
            format!("#{} keryo-pente vs Alice (your turn)", games[0]),
        ],
        "Bob's games, the most recently active first"
    );
    let id = fake.slash_in(thread, &BOB, "move", &[("coordinate", 3, json!("H8"))], &[]);
    let moved = fake.replies(id, 1).await.remove(0);
    assert!(
        moved.content.contains(&format!("Game #{}", games[0])),
        "{}",
        moved.content
    );
    // A move typed in the channel for a game played in a thread: its board goes to the
    // thread, and the player is told where privately.
    let thread2 = thread_of(&pool, games[1]).await;
    let id = fake.slash(
        &ALICE,
        "move",
        &[("coordinate", 3, json!("H8")), ("game", 4, json!(games[1]))],
        &[],
    );
    let note = fake.replies(id, 1).await.remove(0);
    assert!(note.ephemeral, "{note:?}");
    assert_eq!(
        note.content,
        format!("Posted in the game's thread: <#{thread2}>.")
    );
    let moved = last_post_in(&fake, thread2);
    assert!(
        moved
            .content
            .contains(&format!("Game #{} · gomoku", games[1])),
        "{}",
        moved.content
    );
    // Point autocomplete follows the game named in `game:` (Gomoku letters include I).
    let id = fake.autocomplete(
        &BOB,
        "move",
        &[("game", 4, json!(games[1])), ("coordinate", 3, json!("I"))],
        "coordinate",
    );
    let answer = fake.replies(id, 1).await.remove(0);
    let points: Vec<&str> = answer.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(points, ["I6", "I7", "I8", "I9", "I10"], "around Alice's H8");
    fake.assert_conforms();
}

/// The thread a game is played in, once the bot has recorded it.
async fn thread_of(pool: &PgPool, game: i64) -> u64 {
    for _ in 0..200 {
        let thread: Option<i64> = sqlx::query_scalar("SELECT thread_id FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(pool)
            .await
            .unwrap();
        if let Some(t) = thread {
            return t as u64;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("game {game} has no thread");
}

/// The last message the bot posted in `channel`.
fn last_post_in(fake: &FakeDiscord, channel: u64) -> Posted {
    fake.channel_messages()
        .into_iter()
        .rev()
        .find(|m| m.kind == CHANNEL_POST && m.channel == channel)
        .unwrap_or_else(|| panic!("nothing posted in {channel}"))
}

#[sqlx::test]
async fn an_archived_game_thread_is_reopened_from_its_channel(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    settings(&fake, &ALICE, &[("threads", 5, json!(true))]).await;
    start_game(&fake, &[]).await;
    let game: i64 = sqlx::query_scalar("SELECT id FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    let thread = thread_of(&pool, game).await;

    // A week without a move: Discord archives the thread, and refuses commands typed in it
    // (the fake asserts that). The move typed in the channel reopens it.
    fake.archive_thread(thread, false);
    let id = fake.slash(&ALICE, "move", &[("coordinate", 3, json!("K10"))], &[]);
    let note = fake.replies(id, 1).await.remove(0);
    assert!(note.ephemeral, "{note:?}");
    assert_eq!(
        note.content,
        format!("Posted in the game's thread: <#{thread}>.")
    );
    assert!(!fake.is_archived(thread));
    let board = last_post_in(&fake, thread);
    assert!(
        board.content.contains("played **K10**"),
        "{}",
        board.content
    );
    assert_eq!(png_size(&board.files[0].1), (800, 860));
    // Play goes on in the thread.
    let id = fake.slash_in(
        thread,
        &BOB,
        "move",
        &[("coordinate", 3, json!("L11"))],
        &[],
    );
    let moved = fake.replies(id, 1).await.remove(0);
    assert!(
        !moved.ephemeral && moved.content.contains("played **L11**"),
        "{moved:?}"
    );

    // A thread a moderator locked cannot be reopened by a message: the board is answered
    // where the move was typed, so the game goes on there.
    fake.archive_thread(thread, true);
    let id = fake.slash(&ALICE, "move", &[("coordinate", 3, json!("K7"))], &[]);
    let here = fake.replies(id, 1).await.remove(0);
    assert!(
        !here.ephemeral && here.content.contains("played **K7**"),
        "{here:?}"
    );
    assert_eq!(png_size(&here.files[0].1), (800, 860));
    // The refused post is a request Discord would refuse too; nothing else was.
    fake.assert_conforms();
}
