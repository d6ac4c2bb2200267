//! Everything around the moves: draws, takebacks, calling a game off, rematches, lobbies.

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::{FakeDiscord, Posted, User};
use super::*;

/// A `/pente <sub>` with no options, and its first answer.
async fn command(fake: &FakeDiscord, user: &User, sub: &str) -> Posted {
    let id = fake.slash(user, sub, &[], &[]);
    fake.replies(id, 1).await.remove(0)
}

async fn click(fake: &FakeDiscord, user: &User, message: &Posted, button: usize) -> Posted {
    let id = fake.click(user, message, &custom_ids(message)[button]);
    fake.replies(id, 1).await.remove(0)
}

async fn game_ids(pool: &PgPool) -> Vec<i64> {
    sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn a_draw_by_agreement_then_a_rematch_with_colours_swapped(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10", "L10"]).await;

    // An offer, turned down.
    let offer = command(&fake, &ALICE, "draw").await;
    assert!(!offer.ephemeral);
    assert!(
        offer
            .content
            .contains(&format!("<@{}> offers a draw. <@{}>", ALICE.id, BOB.id)),
        "{}",
        offer.content
    );
    let mine = click(&fake, &ALICE, &offer, 0).await;
    assert!(
        mine.ephemeral && mine.content.contains("already offered"),
        "{mine:?}"
    );
    let stranger = click(&fake, &CAROL, &offer, 0).await;
    assert!(
        stranger.ephemeral && stranger.content.contains("not playing"),
        "{stranger:?}"
    );
    let no = click(&fake, &BOB, &offer, 1).await;
    assert_eq!(no.kind, 7);
    assert!(no.content.contains("declined the draw"), "{}", no.content);
    assert_eq!(no.components, json!([]));

    // An offer, agreed: the offer becomes the final board with a Rematch button.
    let offer = command(&fake, &ALICE, "draw").await;
    let yes = click(&fake, &BOB, &offer, 0).await;
    assert_eq!(yes.kind, 7);
    assert!(
        yes.content.contains("**The game is drawn** by agreement."),
        "{}",
        yes.content
    );
    assert_eq!(png_size(&yes.files[0].1), (800, 860));
    let game = game_ids(&pool).await[0];
    assert_eq!(
        custom_ids(&yes),
        [
            format!("pente:rematch:{game}"),
            format!("pente:review-game:{game}")
        ]
    );

    // Bob asks for the rematch: Alice is challenged, and Bob, who was Black, is White.
    let rematch = click(&fake, &BOB, &yes, 0).await;
    assert_eq!(rematch.kind, 4, "a new message: {rematch:?}");
    assert!(!rematch.ephemeral);
    assert!(
        rematch
            .content
            .contains(&format!("<@{}> challenges <@{}>", BOB.id, ALICE.id)),
        "{}",
        rematch.content
    );
    let started = click(&fake, &ALICE, &rematch, 0).await;
    assert!(
        started
            .content
            .contains(&format!("<@{}> (White) vs <@{}> (Black)", BOB.id, ALICE.id)),
        "{}",
        started.content
    );
    assert_eq!(game_ids(&pool).await.len(), 2);
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_takeback_asked_refused_then_allowed(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10", "L10"]).await;

    let ask = command(&fake, &BOB, "takeback").await;
    assert!(
        ask.content.contains(&format!(
            "<@{}> asks to take back their last move (1 action would be undone). <@{}>",
            BOB.id, ALICE.id
        )),
        "{}",
        ask.content
    );
    let own = click(&fake, &BOB, &ask, 0).await;
    assert!(
        own.ephemeral && own.content.contains("your own takeback"),
        "{own:?}"
    );
    let no = click(&fake, &ALICE, &ask, 1).await;
    assert!(
        no.content.contains("declined the takeback"),
        "{}",
        no.content
    );

    let ask = command(&fake, &BOB, "takeback").await;
    let yes = click(&fake, &ALICE, &ask, 0).await;
    assert_eq!(yes.kind, 7);
    assert!(
        yes.content.contains("The last move was taken back."),
        "{}",
        yes.content
    );
    assert!(
        yes.content
            .contains(&format!("<@{}> (Black) to move", BOB.id)),
        "{}",
        yes.content
    );
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, 1, "L10 is gone");
    play_all(&fake, &BOB, &ALICE, &["M10"]).await;
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_game_is_called_off_only_before_its_second_move(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10"]).await;
    let off = command(&fake, &BOB, "cancel").await;
    assert!(!off.ephemeral);
    assert!(
        off.content.contains("called the game off.")
            && off.content.contains("The game was cancelled."),
        "{}",
        off.content
    );
    assert_eq!(
        custom_ids(&off),
        Vec::<String>::new(),
        "no rematch of a cancelled game"
    );

    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10", "L10"]).await;
    let late = command(&fake, &ALICE, "cancel").await;
    assert!(
        late.ephemeral && late.content.contains("resign instead"),
        "{late:?}"
    );

    // A challenger withdraws with the Decline button of their own challenge.
    let ch = challenge(&fake).await;
    let own = click(&fake, &ALICE, &ch, 0).await;
    assert!(
        own.ephemeral && own.content.contains("your own challenge"),
        "{own:?}"
    );
    let gone = click(&fake, &ALICE, &ch, 1).await;
    assert!(
        gone.content.contains("The challenge was withdrawn."),
        "{}",
        gone.content
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn lobbies_for_three_players_and_for_two_teams(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    // A free-for-all for 3: it starts by itself when the third player joins.
    let id = fake.slash(&ALICE, "lobby", &[("players", 4, json!(3))], &[]);
    let lobby = fake.replies(id, 1).await.remove(0);
    assert!(!lobby.ephemeral);
    assert!(lobby.content.contains("Players (1/3)"), "{}", lobby.content);
    assert_eq!(custom_ids(&lobby).len(), 4, "Join, Leave, Start, Close");
    let host = click(&fake, &ALICE, &lobby, 0).await;
    assert!(host.ephemeral, "the host is already in: {host:?}");
    let joined = click(&fake, &BOB, &lobby, 0).await;
    assert!(
        joined.content.contains("Players (2/3)"),
        "{}",
        joined.content
    );
    let left = click(&fake, &BOB, &lobby, 1).await;
    assert!(left.content.contains("Players (1/3)"), "{}", left.content);
    click(&fake, &BOB, &lobby, 0).await;
    let started = click(&fake, &CAROL, &lobby, 0).await;
    assert_eq!(started.kind, 7);
    assert_eq!(png_size(&started.files[0].1), (800, 860));
    for user in [&ALICE, &BOB, &CAROL] {
        assert!(
            started.content.contains(&format!("<@{}>", user.id)),
            "{}",
            started.content
        );
    }
    assert!(started.content.contains("(Red)"), "{}", started.content);

    // Two teams need all four; Start is refused before that.
    let id = fake.slash(&ALICE, "lobby", &[("variant", 3, json!("team-pente"))], &[]);
    let lobby = fake.replies(id, 1).await.remove(0);
    assert!(lobby.content.contains("in two teams"), "{}", lobby.content);
    click(&fake, &BOB, &lobby, 0).await;
    click(&fake, &CAROL, &lobby, 0).await;
    let early = click(&fake, &ALICE, &lobby, 2).await;
    assert!(
        early.ephemeral && early.content.contains("needs 4 players"),
        "{early:?}"
    );
    let started = click(&fake, &DAVE, &lobby, 0).await;
    assert_eq!(started.kind, 7);
    assert!(started.content.contains("(Blue)"), "{}", started.content);

    // A 4-player free-for-all started early by its host with three.
    let id = fake.slash(&DAVE, "lobby", &[], &[]);
    let lobby = fake.replies(id, 1).await.remove(0);
    assert!(lobby.content.contains("Players (1/4)"), "{}", lobby.content);
    click(&fake, &ALICE, &lobby, 0).await;
    click(&fake, &BOB, &lobby, 0).await;
    let not_host = click(&fake, &BOB, &lobby, 2).await;
    assert!(not_host.ephemeral, "{not_host:?}");
    let started = click(&fake, &DAVE, &lobby, 2).await;
    assert_eq!(started.kind, 7, "{started:?}");
    assert!(
        !started.content.contains("(Blue)"),
        "three colours: {}",
        started.content
    );
    assert_eq!(game_ids(&pool).await.len(), 3);
    fake.assert_conforms();
}

/// The users in the seats of the latest game, in seat order (lobby seats are drawn at random).
async fn seated(pool: &PgPool) -> Vec<&'static User> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT player_id FROM seats WHERE game_id = (SELECT max(id) FROM games) ORDER BY seat",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    ids.iter()
        .map(|&id| {
            [&ALICE, &BOB, &CAROL, &DAVE]
                .into_iter()
                .find(|u| u.id as i64 == id)
                .unwrap()
        })
        .collect()
}

/// Plays `moves` in turn around the table.
async fn play_around(fake: &FakeDiscord, seats: &[&User], moves: &[&str]) -> Posted {
    let mut last = None;
    for (i, point) in moves.iter().enumerate() {
        let user = seats[i % seats.len()];
        last = Some(play_all(fake, user, user, &[point]).await);
    }
    last.unwrap()
}

#[sqlx::test]
async fn a_team_game_played_to_its_end(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let id = fake.slash(&ALICE, "lobby", &[("variant", 3, json!("team-pente"))], &[]);
    let lobby = fake.replies(id, 1).await.remove(0);
    for user in [&BOB, &CAROL, &DAVE] {
        click(&fake, user, &lobby, 0).await;
    }
    let seats = seated(&pool).await;
    // White (seat 1) makes five; the other three play far away.
    #[rustfmt::skip]
    let moves = [
        "K10", "A1", "A3", "A5", "K13", "A7", "A9", "A11",
        "K11", "A13", "A15", "A17", "K12", "C1", "C3", "C5", "K14",
    ];
    let end = play_around(&fake, &seats, &moves).await;
    assert!(
        end.content.contains(&format!(
            "**<@{}> and <@{}> win** with five in a row.",
            seats[0].id, seats[2].id
        )),
        "White's team (seats 1 and 3) wins: {}",
        end.content
    );
    assert_eq!(
        custom_ids(&end).len(),
        1,
        "Rematch (no Review: four players)"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_three_player_free_for_all_played_to_its_end(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let id = fake.slash(&ALICE, "lobby", &[("players", 4, json!(3))], &[]);
    let lobby = fake.replies(id, 1).await.remove(0);
    click(&fake, &BOB, &lobby, 0).await;
    click(&fake, &CAROL, &lobby, 0).await;
    let seats = seated(&pool).await;
    #[rustfmt::skip]
    let moves = [
        "K10", "A1", "A3", "K13", "A5", "A7", "K11", "A9", "A11", "K12", "A13", "A15", "K14",
    ];
    let end = play_around(&fake, &seats, &moves).await;
    assert!(
        end.content
            .contains(&format!("**<@{}> wins** with five in a row.", seats[0].id)),
        "{}",
        end.content
    );
    fake.assert_conforms();
}
