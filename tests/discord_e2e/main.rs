//! The real bot binary against the fake Discord and a fresh Postgres database.

#[path = "../../crates/pente-render/tests/picture/support.rs"]
mod render_support;
#[path = "../support/mod.rs"]
mod support;

mod computer;
mod faults;
mod languages;
mod league;
mod openings;
mod operations;
mod prefs;
mod reviews;
mod servers;
mod startup;
mod table_talk;

use std::process::{Child, Command, Stdio};

use pente::{Colour, Preset};
use pente_render::{BoardView, Renderer};
use serde_json::json;
use sqlx::PgPool;
use support::fake_discord::{FakeDiscord, Posted, User, CHANNEL_EDIT, EDIT, FOLLOW_UP};

const ALICE: User = User {
    id: 700_000_000_000_001,
    name: "Alice",
};
const BOB: User = User {
    id: 700_000_000_000_002,
    name: "Bob",
};
const CAROL: User = User {
    id: 700_000_000_000_003,
    name: "Carol",
};
const DAVE: User = User {
    id: 700_000_000_000_004,
    name: "Dave",
};

/// The test database's URL, for the bot process.
fn url_of(pool: &PgPool) -> String {
    let o = pool.connect_options();
    format!(
        "postgres://{}@{}:{}/{}",
        o.get_username(),
        o.get_host(),
        o.get_port(),
        o.get_database().unwrap_or("postgres")
    )
}

struct Bot(Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_bot(fake: &FakeDiscord, db: &str) -> Bot {
    start_bot_with(fake, db, &[])
}

fn start_bot_with(fake: &FakeDiscord, db: &str, env: &[(&str, &str)]) -> Bot {
    start_bot_logging(fake, db, env, Stdio::null())
}

/// [`start_bot_with`], writing the bot's log lines to `logs`.
fn start_bot_logging(fake: &FakeDiscord, db: &str, env: &[(&str, &str)], logs: Stdio) -> Bot {
    Bot(bot_command(fake, db, env).stdout(logs).spawn().unwrap())
}

/// The bot's command line against `fake` and the database `db`; `env` wins over the defaults.
fn bot_command(fake: &FakeDiscord, db: &str, env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pente-bot"));
    command
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_BASE", &fake.base)
        .env(
            "DISCORD_GUILD_ID",
            support::fake_discord::GUILD_ID.to_string(),
        )
        .env("DATABASE_URL", db)
        .env("NO_PROXY", "127.0.0.1")
        .env(
            "RUST_LOG",
            std::env::var("E2E_LOG").unwrap_or_else(|_| "warn".into()),
        )
        // What the test sets wins.
        .envs(env.iter().copied());
    command
}

/// Decodes a posted picture (all of it, not just the header) and gives its size.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let pic = render_support::decode(bytes);
    (pic.width as u32, pic.height as u32)
}

fn custom_ids(p: &Posted) -> Vec<String> {
    p.components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The custom id of the button labelled `label`.
fn button(p: &Posted, label: &str) -> String {
    p.components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|b| b["label"] == label)
        .and_then(|b| b["custom_id"].as_str().map(str::to_string))
        .unwrap_or_else(|| panic!("no button {label:?} on {:#}", p.components))
}

/// The labels of a message's buttons.
fn labels(p: &Posted) -> Vec<String> {
    p.components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["label"].as_str().map(str::to_string))
        .collect()
}

/// Alice challenges Bob, Alice moving first, with extra options (name, type, value).
async fn challenge_with(fake: &FakeDiscord, extra: &[(&str, u64, serde_json::Value)]) -> Posted {
    let mut options = vec![
        ("opponent", 6, json!(BOB.id.to_string())),
        ("first", 4, json!(1)),
    ];
    options.extend(extra.iter().cloned());
    let id = fake.slash(&ALICE, "challenge", &options, &[&BOB]);
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(!reply.ephemeral, "{reply:?}");
    reply
}

async fn challenge(fake: &FakeDiscord) -> Posted {
    challenge_with(fake, &[]).await
}

/// Alice challenges Bob and Bob accepts: the game begins.
async fn start_game(fake: &FakeDiscord, extra: &[(&str, u64, serde_json::Value)]) -> Posted {
    let ch = challenge_with(fake, extra).await;
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    let started = fake.replies(click, 1).await.remove(0);
    assert_eq!(started.kind, 7, "{started:?}");
    started
}

async fn play(fake: &FakeDiscord, user: &User, point: &str) -> Posted {
    let id = fake.slash(user, "move", &[("coordinate", 3, json!(point))], &[]);
    fake.replies(id, 1).await.remove(0)
}

/// Plays `moves` alternately from `first` and `second`; every move must be accepted.
async fn play_all(fake: &FakeDiscord, first: &User, second: &User, moves: &[&str]) -> Posted {
    let mut last = None;
    for (i, point) in moves.iter().enumerate() {
        let user = if i % 2 == 0 { first } else { second };
        let reply = play(fake, user, point).await;
        assert!(
            !reply.ephemeral && reply.content.contains(&format!("played **{point}**")),
            "move {} ({point}) by {}: {}",
            i + 1,
            user.name,
            reply.content
        );
        assert_eq!(png_size(&reply.files[0].1), (800, 860));
        last = Some(reply);
    }
    last.expect("at least one move")
}

/// An ephemeral answer to `/pente move`, for errors.
async fn refused(fake: &FakeDiscord, user: &User, point: &str, game: Option<i64>) -> String {
    let mut options = vec![("coordinate", 3, json!(point))];
    if let Some(g) = game {
        options.push(("game", 4, json!(g)));
    }
    let id = fake.slash(user, "move", &options, &[]);
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(reply.ephemeral, "an error is private: {reply:?}");
    reply.content
}

#[sqlx::test]
async fn challenge_accept_and_play(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let db = url_of(&pool);
    let bot = start_bot(&fake, &db);
    fake.wait_ready().await;

    let ch = challenge(&fake).await;
    assert!(
        ch.content
            .contains(&format!("<@{}> challenges <@{}>", ALICE.id, BOB.id)),
        "{}",
        ch.content
    );
    let ids = custom_ids(&ch);
    assert_eq!(ids.len(), 2, "Accept and Decline: {ids:?}");

    // Carol may not answer a challenge to Bob.
    let click = fake.click(&CAROL, &ch, &ids[0]);
    let no = fake.replies(click, 1).await.remove(0);
    assert!(no.ephemeral);
    assert_eq!(no.content, "This challenge is not for you.");

    let click = fake.click(&BOB, &ch, &ids[0]);
    let started = fake.replies(click, 1).await.remove(0);
    assert_eq!(started.kind, 7, "the challenge message becomes the board");
    assert_eq!(png_size(&started.files[0].1), (800, 860));
    assert!(started.content.contains("to move"), "{}", started.content);

    let moved = play(&fake, &ALICE, "K10").await;
    assert!(!moved.ephemeral);
    assert!(
        moved.content.contains("played **K10**"),
        "{}",
        moved.content
    );
    assert_eq!(png_size(&moved.files[0].1), (800, 860));

    // The same interaction delivered twice is applied once.
    let id = fake.slash(&BOB, "move", &[("coordinate", 3, json!("L11"))], &[]);
    fake.replies(id, 1).await;
    fake.redeliver(id);
    let again = play(&fake, &ALICE, "K4").await;
    assert!(again.content.contains("played **K4**"), "{}", again.content);
    assert_eq!(fake.reply_count(id), 1, "the repeat got no second answer");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(
        stored, 3,
        "K10, L11, K4: the repeated L11 is not stored twice"
    );

    // Errors are ephemeral and say what is wrong.
    let e = play(&fake, &ALICE, "L12").await;
    assert!(e.ephemeral);
    assert!(e.content.contains("turn"), "{}", e.content);
    let e = play(&fake, &BOB, "K10").await;
    assert!(e.ephemeral);
    assert!(e.content.contains("occupied"), "{}", e.content);

    // A restart in the middle of the game: the game goes on.
    drop(bot);
    let before = fake.requests().len();
    let _bot = start_bot(&fake, &db);
    fake.wait_for(60, "registration after the restart", |f| {
        f.requests()[before..]
            .iter()
            .any(|r| r.method == "PUT" && r.path.contains("/commands"))
            .then_some(())
    })
    .await;
    let moved = play(&fake, &BOB, "L12").await;
    assert!(
        moved.content.contains("played **L12**"),
        "{}",
        moved.content
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_pente_game_to_a_capture_win(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    // Alice (White) takes five pairs around K10; Bob lays them down for her.
    #[rustfmt::skip]
    let moves = [
        "K10", "L11", "O10", "M12", "N13",
        "J10", "A1", "H10", "G10",
        "K11", "A2", "K12", "K13",
        "K9", "A3", "K8", "K7",
        "L10", "A4", "M10", "N10",
    ];
    let end = play_all(&fake, &ALICE, &BOB, &moves).await;
    // The picture is the final position: the same as the renderer draws it here.
    let (game, last) = render_support::play(Preset::Pente, &[], &moves.join(" "));
    let last = last.unwrap();
    let view = BoardView::new(&game)
        .name(Colour::FIRST, "Alice")
        .name(Colour::SECOND, "Bob")
        .last_outcome(&last);
    let want = render_support::decode(&Renderer::new().render_png(&view));
    render_support::compare(&want, &render_support::decode(&end.files[0].1))
        .unwrap_or_else(|e| panic!("the posted board is not the final position: {e}"));
    assert!(
        end.content.contains("and captured 2 stones."),
        "{}",
        end.content
    );
    assert!(
        end.content.contains("Captures: White 10/10 · Black 0/10"),
        "{}",
        end.content
    );
    assert!(
        end.content
            .contains(&format!("**<@{}> wins** by captures.", ALICE.id)),
        "{}",
        end.content
    );
    let over = refused(&fake, &BOB, "A5", None).await;
    assert!(over.contains("no game going on"), "{over}");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, moves.len() as i64);
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_pente_game_to_a_five(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    let moves = ["K10", "A1", "K13", "A2", "K11", "A3", "K12", "A5", "K14"];
    let end = play_all(&fake, &ALICE, &BOB, &moves).await;
    assert!(
        end.content
            .contains(&format!("**<@{}> wins** with five in a row.", ALICE.id)),
        "{}",
        end.content
    );
    let (status, winner): (String, Option<Vec<i16>>) =
        sqlx::query_as("SELECT status, winner_seats FROM games")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!((status.as_str(), winner), ("finished", Some(vec![0])));
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_renju_foul_is_refused_and_named(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let started = start_game(
        &fake,
        &[
            ("variant", 3, json!("renju")),
            ("opening", 3, json!("none")),
        ],
    )
    .await;
    assert!(
        started.content.contains("(Black) to move"),
        "{}",
        started.content
    );
    play_all(
        &fake,
        &ALICE,
        &BOB,
        &["H8", "A1", "I8", "A3", "J9", "A5", "J10", "A7"],
    )
    .await;
    let foul = refused(&fake, &ALICE, "J8", None).await;
    assert_eq!(
        foul,
        "J8 is forbidden for Black: it makes a double three (3x3)"
    );
    // Refused, not played: Black is still to move, and may play elsewhere.
    play_all(&fake, &ALICE, &BOB, &["G7"]).await;
    fake.assert_conforms();
}

#[sqlx::test]
async fn every_mistake_gets_a_private_answer_that_says_what_to_do(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    let none = refused(&fake, &ALICE, "K10", None).await;
    assert_eq!(
        none,
        "You have no game going on. Start one with `/pente challenge`."
    );

    let id = fake.slash(
        &ALICE,
        "challenge",
        &[("opponent", 6, json!(ALICE.id.to_string()))],
        &[&ALICE],
    );
    let me = fake.replies(id, 1).await.remove(0);
    assert!(me.ephemeral);
    assert_eq!(me.content, "You cannot challenge yourself");
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("variant", 3, json!("chess")),
        ],
        &[&BOB],
    );
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(bad.ephemeral && bad.content.contains("chess"), "{bad:?}");
    assert!(
        bad.content.contains("pente"),
        "the answer lists the variants: {}",
        bad.content
    );
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("size", 4, json!(8)),
        ],
        &[&BOB],
    );
    let bad = fake.replies(id, 1).await.remove(0);
    assert!(bad.ephemeral && bad.content.contains("odd"), "{bad:?}");

    start_game(&fake, &[]).await;
    let game: i64 = sqlx::query_scalar("SELECT id FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    let turn = refused(&fake, &BOB, "K10", None).await;
    assert!(turn.starts_with("It is not your turn"), "{turn}");
    let centre = refused(&fake, &ALICE, "A1", None).await;
    assert!(
        centre.contains("outside the opening area") && centre.contains("K10"),
        "{centre}"
    );
    play_all(&fake, &ALICE, &BOB, &["K10", "L10"]).await;
    let pro = refused(&fake, &ALICE, "L11", None).await;
    assert!(pro.starts_with("L11 is outside the opening area"), "{pro}");
    let taken = refused(&fake, &ALICE, "L10", None).await;
    assert_eq!(taken, "L10 is already occupied");
    let off = refused(&fake, &ALICE, "Z30", None).await;
    assert_eq!(off, "Column Z is off the board; columns are A-T (no I)");
    let off = refused(&fake, &ALICE, "A30", None).await;
    assert!(
        off.contains("off the board") && off.contains("1-19"),
        "{off}"
    );
    let nonsense = refused(&fake, &ALICE, "hello", None).await;
    assert!(
        nonsense.contains("hello") && nonsense.contains("K10"),
        "{nonsense}"
    );
    let nothing = refused(&fake, &ALICE, "A1", Some(999)).await;
    assert_eq!(nothing, "There is no game #999");
    let stranger = refused(&fake, &CAROL, "A1", Some(game)).await;
    assert_eq!(stranger, format!("You are not playing in game #{game}"));
    fake.assert_conforms();
}

#[sqlx::test]
async fn an_unanswered_challenge_expires_and_its_message_says_so(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(&fake, &url_of(&pool), &[("PENTE_CHALLENGE_EXPIRY", "2s")]);
    fake.wait_ready().await;
    let ch = challenge(&fake).await;
    let edited = fake
        .wait_for(20, "the expiry note", |f| {
            f.channel_messages()
                .into_iter()
                .find(|m| m.kind == CHANNEL_EDIT && m.id == ch.id)
        })
        .await;
    assert!(
        edited.content.contains("The challenge expired"),
        "{}",
        edited.content
    );
    assert_eq!(edited.components, json!([]), "the buttons are gone");
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    let late = fake.replies(click, 1).await.remove(0);
    assert!(late.ephemeral);
    assert!(late.content.contains("is expired"), "{}", late.content);
    fake.assert_conforms();
}

#[sqlx::test]
async fn slow_answers_are_deferred_in_time(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    // Accepting while the challenge row is held elsewhere: a deferred update, then an edit.
    let ch = challenge(&fake).await;
    let mut hold = pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM challenges FOR UPDATE")
        .execute(&mut *hold)
        .await
        .unwrap();
    let click = fake.click(&BOB, &ch, &custom_ids(&ch)[0]);
    let first = fake.replies(click, 1).await.remove(0);
    assert_eq!(first.kind, 6, "a deferred update: {first:?}");
    hold.commit().await.unwrap();
    let edit = fake.replies(click, 2).await.remove(1);
    assert_eq!(edit.kind, EDIT);
    assert!(edit.content.contains("to move"), "{}", edit.content);
    assert_eq!(png_size(&edit.files[0].1), (800, 860));

    // A move while the game row is held: an ephemeral deferral, the private note edited into
    // its place (`@original`, not the deprecated first follow-up), then the board as a public
    // follow-up.
    let mut hold = pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM games FOR UPDATE")
        .execute(&mut *hold)
        .await
        .unwrap();
    let id = fake.slash(&ALICE, "move", &[("coordinate", 3, json!("K10"))], &[]);
    let first = fake.replies(id, 1).await.remove(0);
    assert_eq!((first.kind, first.ephemeral), (5, true), "{first:?}");
    hold.commit().await.unwrap();
    let mut replies = fake.replies(id, 3).await;
    let posted = replies.remove(2);
    let note = replies.remove(1);
    assert_eq!((note.kind, note.ephemeral), (EDIT, true), "{note:?}");
    let edited = fake
        .requests()
        .into_iter()
        .filter(|r| r.path.contains(&format!("token-{id}")))
        .map(|r| format!("{} {}", r.method, r.path.rsplit("/api/v10").next().unwrap()))
        .collect::<Vec<_>>();
    assert_eq!(
        edited,
        [
            format!("POST /interactions/{id}/token-{id}/callback"),
            format!(
                "PATCH /webhooks/{}/token-{id}/messages/@original",
                support::fake_discord::APP_ID
            ),
            format!(
                "POST /webhooks/{}/token-{id}",
                support::fake_discord::APP_ID
            ),
        ],
        "the request sequence"
    );
    assert_eq!(
        (posted.kind, posted.ephemeral),
        (FOLLOW_UP, false),
        "{posted:?}"
    );
    assert!(
        posted.content.contains("played **K10**"),
        "{}",
        posted.content
    );
    assert_eq!(png_size(&posted.files[0].1), (800, 860));
    fake.assert_conforms();
}

#[sqlx::test]
async fn autocomplete_offers_variants_and_legal_points(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;

    let id = fake.autocomplete(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("variant", 3, json!("ren")),
        ],
        "variant",
    );
    let answer = fake.replies(id, 1).await.remove(0);
    assert_eq!(answer.kind, 8);
    let values: Vec<&str> = answer.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, ["renju"]);

    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10"]).await;
    let id = fake.autocomplete(&BOB, "move", &[("coordinate", 3, json!("l"))], "coordinate");
    let answer = fake.replies(id, 1).await.remove(0);
    let points: Vec<&str> = answer.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        points,
        ["L8", "L9", "L10", "L11", "L12"],
        "the L points near K10"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn board_games_rules_help_and_resign(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10"]).await;
    let game: i64 = sqlx::query_scalar("SELECT id FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();

    let ask = |user: &User, sub: &str| fake.slash(user, sub, &[], &[]);
    let board = fake.replies(ask(&CAROL, "board"), 1).await.remove(0);
    assert!(board.ephemeral, "Carol has no game: {board:?}");
    let id = fake.slash(&CAROL, "board", &[("game", 4, json!(game))], &[]);
    let board = fake.replies(id, 1).await.remove(0);
    assert!(!board.ephemeral && board.content.contains(&format!("Game #{game}")));
    assert_eq!(png_size(&board.files[0].1), (800, 860));

    let list = fake.replies(ask(&BOB, "games"), 1).await.remove(0);
    assert!(list.ephemeral);
    assert!(
        list.content
            .starts_with(&format!("**#{game}** pente against Alice"))
            && list.content.contains("your turn"),
        "{}",
        list.content
    );
    let rules = fake.slash(&BOB, "rules", &[("variant", 3, json!("keryo-pente"))], &[]);
    let rules = fake.replies(rules, 1).await.remove(0);
    assert!(
        rules.ephemeral && rules.content.starts_with("**keryo-pente**"),
        "{rules:?}"
    );
    let help = fake.replies(ask(&BOB, "help"), 1).await.remove(0);
    assert!(
        help.ephemeral && help.content.contains("/pente move"),
        "{help:?}"
    );

    let resigned = fake.replies(ask(&BOB, "resign"), 1).await.remove(0);
    assert!(!resigned.ephemeral);
    assert!(
        resigned
            .content
            .contains(&format!("<@{}> resigned.", BOB.id))
            && resigned
                .content
                .contains(&format!("**<@{}> wins** by resignation.", ALICE.id)),
        "{}",
        resigned.content
    );
    let none = fake.replies(ask(&BOB, "games"), 1).await.remove(0);
    assert!(
        none.content.starts_with("You have no game going on"),
        "{}",
        none.content
    );
    fake.assert_conforms();
}

#[test]
fn the_openapi_check_catches_a_bad_body() {
    let Some(spec) = support::openapi::spec() else {
        return;
    };
    let good = json!({"content": "hello", "flags": 64});
    assert!(spec
        .check("POST", "/webhooks/1/tok", Some(&good))
        .is_empty());
    let long = json!({"content": "x".repeat(4001)});
    assert!(!spec
        .check("POST", "/channels/1/messages", Some(&long))
        .is_empty());
    let callback = json!({"type": 4, "data": {"content": 5}});
    assert!(!spec
        .check("POST", "/interactions/1/tok/callback", Some(&callback))
        .is_empty());
    assert!(!spec.check("POST", "/no/such/route", None).is_empty());
}
