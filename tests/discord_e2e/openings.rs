//! Opening decisions with buttons (Swap2, Taraguchi-10) and custom rule options.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::{FakeDiscord, Posted, User, CHANNEL_EDIT};
use super::*;

/// `user` presses the button labelled `label` on `message`; the first answer.
async fn press(fake: &FakeDiscord, user: &User, message: &Posted, label: &str) -> Posted {
    let id = fake.click(user, message, &button(message, label));
    fake.replies(id, 1).await.remove(0)
}

/// A Swap2 game where Alice has placed her three stones: Bob's board with his choices.
async fn swap2_choice(fake: &FakeDiscord) -> Posted {
    start_game(fake, &[("variant", 3, json!("swap2-pente"))]).await;
    play_all(fake, &ALICE, &ALICE, &["K10", "L11"]).await;
    let board = play_all(fake, &ALICE, &ALICE, &["M12"]).await;
    assert!(
        board
            .content
            .contains(&format!("<@{}> (Black) to decide", BOB.id)),
        "{}",
        board.content
    );
    assert_eq!(
        labels(&board),
        ["Take White", "Take Black", "Place two more"]
    );
    board
}

#[sqlx::test]
async fn swap2_take_white(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let board = swap2_choice(&fake).await;
    let wrong = press(&fake, &ALICE, &board, "Take White").await;
    assert!(wrong.ephemeral, "only Bob decides: {wrong:?}");
    let took = press(&fake, &BOB, &board, "Take White").await;
    assert_eq!(
        (took.kind, took.ephemeral),
        (4, false),
        "a new board: {took:?}"
    );
    assert!(
        took.content
            .contains(&format!("<@{}> took **white**.", BOB.id)),
        "{}",
        took.content
    );
    assert!(
        took.content
            .contains(&format!("<@{}> (Black) to move", ALICE.id)),
        "{}",
        took.content
    );
    assert_eq!(png_size(&took.files[0].1), (800, 860));
    // The used buttons are taken off the old board, and pressing one again is refused.
    fake.wait_for(20, "the old board without buttons", |f| {
        f.channel_messages()
            .into_iter()
            .find(|m| m.kind == CHANNEL_EDIT && m.id == board.id && m.components == json!([]))
    })
    .await;
    let stale = press(&fake, &BOB, &board, "Take Black").await;
    assert!(
        stale.ephemeral && stale.content.contains("position changed"),
        "{stale:?}"
    );
    play_all(&fake, &ALICE, &BOB, &["N13"]).await;
    fake.assert_conforms();
}

#[sqlx::test]
async fn swap2_take_black(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let board = swap2_choice(&fake).await;
    let took = press(&fake, &BOB, &board, "Take Black").await;
    assert!(
        took.content
            .contains(&format!("<@{}> (Black) to move", BOB.id)),
        "{}",
        took.content
    );
    play_all(&fake, &BOB, &ALICE, &["N13"]).await;
    fake.assert_conforms();
}

#[sqlx::test]
async fn swap2_place_two_more_then_the_first_player_chooses(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let board = swap2_choice(&fake).await;
    let hint = press(&fake, &BOB, &board, "Place two more").await;
    assert!(
        hint.ephemeral && hint.content.contains("/pente move"),
        "{hint:?}"
    );
    play_all(&fake, &BOB, &BOB, &["N13"]).await;
    let board = play_all(&fake, &BOB, &BOB, &["O14"]).await;
    assert!(
        board
            .content
            .contains(&format!("<@{}> (White) to decide", ALICE.id)),
        "{}",
        board.content
    );
    assert_eq!(labels(&board), ["Take White", "Take Black"]);
    let took = press(&fake, &ALICE, &board, "Take Black").await;
    assert!(
        took.content
            .contains(&format!("<@{}> (Black) to move", ALICE.id)),
        "{}",
        took.content
    );
    fake.assert_conforms();
}

/// A Renju (Taraguchi-10) game with Alice as Black, after four stones: Alice's options.
async fn taraguchi_option(fake: &FakeDiscord) -> Posted {
    let started = start_game(fake, &[("variant", 3, json!("renju"))]).await;
    assert!(started
        .content
        .contains(&format!("<@{}> (Black) to move", ALICE.id)));
    let board = play_all(fake, &ALICE, &BOB, &["H8"]).await;
    assert_eq!(labels(&board), ["Swap: take Black", "Stay White"]);
    let stayed = press(fake, &BOB, &board, "Stay White").await;
    assert!(
        stayed
            .content
            .contains(&format!("<@{}> (White) to move", BOB.id)),
        "{}",
        stayed.content
    );
    // Playing on declines a swap too.
    play_all(fake, &BOB, &ALICE, &["I9", "H7", "G9"]).await;
    let id = fake.slash(&ALICE, "board", &[], &[]);
    let board = fake.replies(id, 1).await.remove(0);
    assert_eq!(
        labels(&board),
        [
            "Option 1: take Black",
            "Option 1: take White",
            "Option 2: offer ten"
        ]
    );
    board
}

#[sqlx::test]
async fn taraguchi_option_1_then_a_swap(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let board = taraguchi_option(&fake).await;
    let kept = press(&fake, &ALICE, &board, "Option 1: take Black").await;
    assert!(
        kept.content
            .contains(&format!("<@{}> (Black) to move", ALICE.id)),
        "{}",
        kept.content
    );
    let fifth = play_all(&fake, &ALICE, &BOB, &["H9"]).await;
    let swapped = press(&fake, &BOB, &fifth, "Swap: take Black").await;
    assert!(
        swapped
            .content
            .contains(&format!("<@{}> took **black**", BOB.id))
            && swapped
                .content
                .contains(&format!("<@{}> (White) to move", ALICE.id)),
        "{}",
        swapped.content
    );
    play_all(&fake, &ALICE, &BOB, &["H10"]).await;
    fake.assert_conforms();
}

#[sqlx::test]
async fn taraguchi_option_2_ten_offers_and_a_pick(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let board = taraguchi_option(&fake).await;
    let hint = press(&fake, &ALICE, &board, "Option 2: offer ten").await;
    assert!(hint.ephemeral && hint.content.contains("offer"), "{hint:?}");
    let offers = "offer=H9,H10,H6,I8,I7,I10,J8,J7,J9,J10";
    let id = fake.slash(&ALICE, "move", &[("coordinate", 3, json!(offers))], &[]);
    let offered = fake.replies(id, 1).await.remove(0);
    assert!(
        offered.content.contains("offered 10 fifth moves"),
        "{}",
        offered.content
    );
    assert_eq!(
        labels(&offered),
        ["H9", "H10", "H6", "I8", "I7", "I10", "J8", "J7", "J9", "J10"]
    );
    let picked = press(&fake, &BOB, &offered, "J8").await;
    assert!(
        picked
            .content
            .contains(&format!("<@{}> picked **J8**", BOB.id)),
        "{}",
        picked.content
    );
    assert!(
        picked
            .content
            .contains(&format!("<@{}> (White) to move", BOB.id)),
        "{}",
        picked.content
    );
    play_all(&fake, &BOB, &ALICE, &["G8"]).await;
    fake.assert_conforms();
}

#[sqlx::test]
async fn custom_options_shape_the_rules(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let ch = challenge_with(
        &fake,
        &[
            ("variant", 3, json!("gomoku")),
            ("options", 3, json!("size=13, captures=true")),
        ],
    )
    .await;
    assert!(
        ch.content.contains("13x13"),
        "the rules line: {}",
        ch.content
    );
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("options", 3, json!("captures")),
        ],
        &[&BOB],
    );
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(
        bad.ephemeral && bad.content.contains("key=value"),
        "{bad:?}"
    );
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("options", 3, json!("colour=green")),
        ],
        &[&BOB],
    );
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(bad.ephemeral && bad.content.contains("colour"), "{bad:?}");
    fake.assert_conforms();
}
