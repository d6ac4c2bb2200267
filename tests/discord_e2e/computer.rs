//! Playing the computer through Discord: `/pente play-bot`, and a challenge to the bot itself.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::{BOT_ID, CHANNEL_POST};
use super::*;

/// Waits for the computer's `n`th board, posted in the channel.
async fn computer_board(fake: &FakeDiscord, n: usize) -> Posted {
    fake.wait_for(30, "the computer's move", |f| {
        f.channel_messages()
            .into_iter()
            .filter(|m| m.kind == CHANNEL_POST && m.content.contains("**Computer (level"))
            .nth(n - 1)
    })
    .await
}

#[sqlx::test]
async fn play_bot_answers_every_move(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(&fake, &url_of(&pool), &[("PENTE_COMPUTER_TIME", "200ms")]);
    fake.wait_ready().await;

    let id = fake.slash(&ALICE, "play-bot", &[("level", 4, json!(9))], &[]);
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(bad.ephemeral, "{bad:?}");

    let id = fake.slash(
        &ALICE,
        "play-bot",
        &[("level", 4, json!(1)), ("first", 4, json!(1))],
        &[],
    );
    let board = fake.replies(id, 1).await.remove(0);
    assert!(
        !board.ephemeral
            && board.content.contains(&format!("<@{}> (", ALICE.id))
            && board.content.contains("to move"),
        "Alice moves first: {}",
        board.content
    );
    play_all(&fake, &ALICE, &ALICE, &["K10"]).await;
    let answer = computer_board(&fake, 1).await;
    assert!(
        answer.content.contains("**Computer (level 1)** played **"),
        "{}",
        answer.content
    );
    assert!(
        answer.content.contains(&format!("<@{}>", ALICE.id)),
        "names the player to move: {}",
        answer.content
    );
    assert_eq!(
        answer.data["allowed_mentions"]["users"],
        json!([ALICE.id.to_string()]),
        "pings only the person"
    );
    assert_eq!(png_size(&answer.files[0].1), (800, 860));
    play_all(&fake, &ALICE, &ALICE, &["A1"]).await;
    computer_board(&fake, 2).await;
    let moves: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(moves, 4);

    // A draw is refused (takebacks: tests/service/computer.rs).
    let id = fake.slash(&ALICE, "draw", &[], &[]);
    let refused = fake.replies(id, 1).await.remove(0);
    assert!(
        refused.ephemeral
            && refused
                .content
                .contains("The computer does not agree to draws"),
        "{refused:?}"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn challenging_the_bot_plays_the_computer(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(&fake, &url_of(&pool), &[("PENTE_COMPUTER_TIME", "200ms")]);
    fake.wait_ready().await;
    let me = User {
        id: BOT_ID,
        name: "pente",
    };
    // Alice moves second: the computer opens at once.
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOT_ID.to_string())),
            ("first", 4, json!(2)),
        ],
        &[&me],
    );
    let board = fake.replies(id, 1).await.remove(0);
    assert!(!board.ephemeral, "{board:?}");
    let opening = computer_board(&fake, 1).await;
    assert!(
        opening
            .content
            .contains("**Computer (level 4)** played **K10**"),
        "Pro opens in the centre: {}",
        opening.content
    );
    fake.assert_conforms();
}
