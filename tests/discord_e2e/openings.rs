//! Opening decisions with buttons (Swap2, Taraguchi-10) and custom rule options.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::{FakeDiscord, Posted, User, EDIT, FOLLOW_UP};
use super::*;

/// `user` presses the button labelled `label` on `message`; the first answer.
async fn press(fake: &FakeDiscord, user: &User, message: &Posted, label: &str) -> Posted {
    let id = fake.click(user, message, &button(message, label));
    fake.replies(id, 1).await.remove(0)
}

/// `user` takes the decision labelled `label`: the clicked board loses its buttons, and the
/// new board follows for everyone. Returns the new board.
async fn decide(fake: &FakeDiscord, user: &User, message: &Posted, label: &str) -> Posted {
    let id = fake.click(user, message, &button(message, label));
    let mut replies = fake.replies(id, 3).await;
    let board = replies.remove(2);
    let used = replies.remove(0);
    // A deferred update, then the clicked message's buttons are taken off (its picture kept).
    assert_eq!(used.kind, 6, "{used:?}");
    let edit = fake.replies(id, 3).await.remove(1);
    assert_eq!(
        (edit.kind, &edit.components),
        (EDIT, &json!([])),
        "{edit:?}"
    );
    assert!(
        edit.data.get("attachments").is_none(),
        "the picture stays: {edit:?}"
    );
    assert_eq!(
        (board.kind, board.ephemeral),
        (FOLLOW_UP, false),
        "{board:?}"
    );
    assert_eq!(png_size(&board.files[0].1), (800, 860));
    board
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
    let took = decide(&fake, &BOB, &board, "Take White").await;
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
    // A button of the old board, pressed again (an old client), is refused.
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
    let took = decide(&fake, &BOB, &board, "Take Black").await;
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
    let took = decide(&fake, &ALICE, &board, "Take Black").await;
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
    let stayed = decide(fake, &BOB, &board, "Stay White").await;
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
    let kept = decide(&fake, &ALICE, &board, "Option 1: take Black").await;
    assert!(
        kept.content
            .contains(&format!("<@{}> (Black) to move", ALICE.id)),
        "{}",
        kept.content
    );
    let fifth = play_all(&fake, &ALICE, &BOB, &["H9"]).await;
    let swapped = decide(&fake, &BOB, &fifth, "Swap: take Black").await;
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
    let picked = decide(&fake, &BOB, &offered, "J8").await;
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

#[sqlx::test]
async fn the_button_grid(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let started = start_game(&fake, &[]).await;
    assert_eq!(labels(&started), ["Play with buttons"]);
    let not_yet = press(&fake, &BOB, &started, "Play with buttons").await;
    assert!(
        not_yet.ephemeral && not_yet.content.contains("player to move"),
        "{not_yet:?}"
    );

    // Alice's grid: the window around the centre; only K10 is open under Pro.
    let grid = press(&fake, &ALICE, &started, "Play with buttons").await;
    assert!(grid.ephemeral);
    assert!(
        grid.content.contains("points H8 to M11"),
        "{}",
        grid.content
    );
    assert_eq!(
        labels(&grid),
        [
            "H11", "J11", "K11", "L11", "M11", "H10", "J10", "K10", "L10", "M10", "H9", "J9", "K9",
            "L9", "M9", "H8", "J8", "K8", "L8", "M8", "◀", "▲", "▼", "▶"
        ]
    );
    let open: Vec<&str> = grid.components.as_array().unwrap()[..4]
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap())
        .filter(|b| b["disabled"] != json!(true))
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(
        open,
        ["K10"],
        "the Pro opening's first stone is on the centre"
    );
    let played = fake.click(&ALICE, &grid, &button(&grid, "K10"));
    let mut replies = fake.replies(played, 3).await;
    let (note, board) = (replies.remove(1), replies.remove(1));
    assert_eq!(
        (note.kind, note.content.as_str(), &note.components),
        (EDIT, "You played **K10**.", &json!([]))
    );
    assert!(
        board
            .content
            .contains(&format!("<@{}> played **K10**", ALICE.id)),
        "{}",
        board.content
    );
    assert!(!board.ephemeral);

    // Bob's grid shows K10 taken; the arrows move the window.
    let grid = press(&fake, &BOB, &board, "Play with buttons").await;
    assert!(
        labels(&grid).contains(&"⚪".to_string()),
        "{:?}",
        labels(&grid)
    );
    let right = press(&fake, &BOB, &grid, "▶").await;
    assert_eq!(right.kind, 7);
    assert!(
        right.content.contains("points N8 to R11"),
        "{}",
        right.content
    );
    let right = Posted {
        ephemeral: true,
        ..right
    };
    let back = press(&fake, &BOB, &right, "◀").await;
    assert!(
        back.content.contains("points H8 to M11"),
        "{}",
        back.content
    );
    let back = Posted {
        ephemeral: true,
        ..back
    };
    let id = fake.click(&BOB, &back, &button(&back, "L11"));
    let board = fake.replies(id, 3).await.remove(2);
    assert!(
        board
            .content
            .contains(&format!("<@{}> played **L11**", BOB.id)),
        "{}",
        board.content
    );
    // Alice's old grid is stale now.
    let old = fake.click(&ALICE, &grid, &button(&grid, "L10"));
    let stale = fake.replies(old, 1).await.remove(0);
    assert!(
        stale.ephemeral && stale.content.contains("position changed"),
        "{stale:?}"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn renju_players_pass_with_a_button_or_a_word_and_two_passes_draw(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    // A Pente board has no Pass button, and `pass` is refused there.
    let pente = start_game(&fake, &[]).await;
    assert!(!labels(&pente).contains(&"Pass".to_string()), "{pente:?}");
    let no = refused(&fake, &ALICE, "pass", None).await;
    assert!(no.contains("pass"), "{no}");
    let id = fake.slash(&ALICE, "cancel", &[], &[]);
    fake.replies(id, 1).await;

    // Renju without its opening (a casual game): Alice (Black) may pass at once.
    let board = start_game(
        &fake,
        &[
            ("variant", 3, json!("renju")),
            ("options", 3, json!("opening=none")),
        ],
    )
    .await;
    assert_eq!(labels(&board), ["Play with buttons", "Pass"]);
    let id = fake.autocomplete(
        &ALICE,
        "move",
        &[("coordinate", 3, json!("p"))],
        "coordinate",
    );
    let offered = fake.replies(id, 1).await.remove(0);
    assert_eq!(offered.data["choices"][0]["value"], "pass", "{offered:?}");
    let passed = decide(&fake, &ALICE, &board, "Pass").await;
    assert!(
        passed.content.contains(&format!("<@{}> passed", ALICE.id)),
        "{}",
        passed.content
    );
    // Bob passes too, by typing it: the game is drawn.
    let id = fake.slash(&BOB, "move", &[("coordinate", 3, json!("pass"))], &[]);
    let end = fake.replies(id, 1).await.remove(0);
    assert!(
        end.content
            .contains("**The game is drawn** (both players passed)."),
        "{}",
        end.content
    );
    assert_eq!(labels(&end), ["Rematch", "Review"]);
    fake.assert_conforms();
}
