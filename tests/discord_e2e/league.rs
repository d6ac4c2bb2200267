//! Rated games, the leaderboard and stats.

use serde_json::json;
use sqlx::PgPool;

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
    let id = fake.slash(&CAROL, "stats", &[], &[]);
    let none = fake.replies(id, 1).await.remove(0);
    assert!(
        none.content.contains("no rated games yet"),
        "{}",
        none.content
    );
    fake.assert_conforms();
}
