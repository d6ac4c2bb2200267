//! The real bot binary against the fake Discord and a fresh Postgres database.

mod support;

use std::process::{Child, Command, Stdio};

use serde_json::json;
use sqlx::PgPool;
use support::fake_discord::{FakeDiscord, Posted, User};

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
    let child = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
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
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    Bot(child)
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    let w = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    (w, h)
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

async fn challenge(fake: &FakeDiscord) -> Posted {
    let id = fake.slash(
        &ALICE,
        "challenge",
        &[
            ("opponent", 6, json!(BOB.id.to_string())),
            ("first", 4, json!(1)),
        ],
        &[&BOB],
    );
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(!reply.ephemeral, "{reply:?}");
    reply
}

async fn play(fake: &FakeDiscord, user: &User, point: &str) -> Posted {
    let id = fake.slash(user, "move", &[("coordinate", 3, json!(point))], &[]);
    fake.replies(id, 1).await.remove(0)
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
}
