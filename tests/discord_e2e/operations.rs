//! Running the bot for real: metrics and health over HTTP, logs without secrets, per-user
//! rate limits, and a graceful stop that lets answers under way finish.

use std::time::Duration;

use serde_json::json;
use sqlx::PgPool;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::*;

/// A port nobody listens on now.
pub(super) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A plain HTTP GET: the status code and the body, or `None` if nothing listens yet.
pub(super) async fn get(port: u16, path: &str) -> Option<(u16, String)> {
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .ok()?;
    let request = format!("GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n");
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).await.ok()?;
    let status = response.get(9..12)?.parse().ok()?;
    let body = response.split_once("\r\n\r\n")?.1.to_string();
    Some((status, body))
}

/// [`get`], once the listener is up (it fails the test after 10 s).
pub(super) async fn get_when_listening(port: u16, path: &str) -> (u16, String) {
    for _ in 0..100 {
        if let Some(answer) = get(port, path).await {
            return answer;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("nothing answers on port {port}");
}

/// The value of one sample line of a Prometheus page, e.g. `pente_games_active`.
fn sample(page: &str, prefix: &str) -> Option<f64> {
    page.lines()
        .find(|l| l.starts_with(prefix))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

#[sqlx::test]
async fn metrics_and_health_are_served(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let _bot = start_bot_with(&fake, &url_of(&pool), &[("PENTE_METRICS_ADDR", &addr)]);
    fake.wait_ready().await;
    // Ready once a shard is seen connected and the registration has been answered.
    let mut health = None;
    for _ in 0..100 {
        health = get(port, "/healthz").await;
        if health.as_ref().is_some_and(|h| h.0 == 200) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(health, Some((200, "ok\n".to_string())));

    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10", "L11"]).await;
    let command = |page: &str, name: &str| {
        sample(
            page,
            &format!(
                "pente_interactions_total{{kind=\"command\",name=\"pente {name}\",outcome=\"ok\"}}"
            ),
        )
    };
    // An interaction is counted just after its answer is sent, so the last one may lag a little.
    let mut page = String::new();
    for _ in 0..50 {
        let (status, body) = get(port, "/metrics").await.unwrap();
        assert_eq!(status, 200);
        page = body;
        let timed = sample(
            &page,
            "pente_interaction_seconds_bucket{kind=\"command\",le=\"+Inf\"}",
        );
        if command(&page, "move") == Some(2.0) && timed == Some(3.0) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let count = |name: &str| command(&page, name);
    assert_eq!(count("challenge"), Some(1.0), "{page}");
    assert_eq!(count("move"), Some(2.0), "{page}");
    assert_eq!(
        sample(
            &page,
            "pente_interactions_total{kind=\"button\",name=\"accept\",outcome=\"ok\"}"
        ),
        Some(1.0),
        "{page}"
    );
    assert_eq!(sample(&page, "pente_games_active"), Some(1.0), "{page}");
    assert_eq!(sample(&page, "pente_actions_total"), Some(2.0), "{page}");
    assert_eq!(
        sample(&page, "pente_render_seconds_count"),
        Some(3.0),
        "{page}"
    );
    assert!(
        sample(
            &page,
            "pente_interaction_seconds_bucket{kind=\"command\",le=\"+Inf\"}"
        ) == Some(3.0),
        "{page}"
    );
    assert!(
        page.contains("pente_db_connections{state=\"idle\"}"),
        "{page}"
    );
    fake.assert_conforms();
}

#[sqlx::test]
async fn json_logs_never_show_the_token(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let dir = std::env::temp_dir().join(format!("pente-logs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{}.log", free_port()));
    let file = std::fs::File::create(&path).unwrap();
    let bot = start_bot_logging(
        &fake,
        &url_of(&pool),
        &[("PENTE_LOG_FORMAT", "json"), ("RUST_LOG", "trace")],
        Stdio::from(file),
    );
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    drop(bot);
    let logs = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(logs.lines().count() > 10, "{logs}");
    for line in logs.lines() {
        let v: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("not a JSON line ({e}): {line}"));
        assert!(
            v["level"].is_string() && v["timestamp"].is_string(),
            "{line}"
        );
    }
    assert!(logs.contains("pente-bot is ready"), "{logs}");
    assert!(!logs.contains("fake-token"), "the token is in the logs");
}

#[sqlx::test]
async fn a_flood_from_one_player_is_slowed_down(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(&fake, &url_of(&pool), &[("PENTE_RATE_LIMIT", "3/1h")]);
    fake.wait_ready().await;
    for _ in 0..3 {
        let id = fake.slash(&ALICE, "games", &[], &[]);
        let reply = fake.replies(id, 1).await.remove(0);
        assert!(reply.content.contains("no game going on"), "{reply:?}");
    }
    let id = fake.slash(&ALICE, "games", &[], &[]);
    let refused = fake.replies(id, 1).await.remove(0);
    assert!(
        refused.ephemeral
            && refused
                .content
                .starts_with("Slow down: at most 3/1h actions per player. Try again in "),
        "{refused:?}"
    );
    let id = fake.slash(&BOB, "games", &[], &[]);
    let other = fake.replies(id, 1).await.remove(0);
    assert!(other.content.contains("no game going on"), "{other:?}");
    fake.assert_conforms();
}

#[sqlx::test]
async fn sigterm_lets_an_answer_under_way_finish(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;

    // A move waits for the game row; the bot is told to stop meanwhile.
    let mut hold = pool.begin().await.unwrap();
    sqlx::query("SELECT 1 FROM games FOR UPDATE")
        .execute(&mut *hold)
        .await
        .unwrap();
    let id = fake.slash(&ALICE, "move", &[("coordinate", 3, json!("K10"))], &[]);
    let first = fake.replies(id, 1).await.remove(0);
    assert_eq!(first.kind, 5, "deferred: {first:?}");
    let pid = bot.0.id() as i32;
    assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(bot.0.try_wait().unwrap().is_none(), "still finishing");
    hold.commit().await.unwrap();

    let posted = fake.replies(id, 3).await.remove(2);
    assert!(
        posted.content.contains("played **K10**"),
        "{}",
        posted.content
    );
    let mut status = None;
    for _ in 0..100 {
        status = bot.0.try_wait().unwrap();
        if status.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(stored, 1);
    fake.assert_conforms();
}

#[sqlx::test]
async fn two_processes_share_the_shards_and_both_play(pool: PgPool) {
    use super::support::fake_discord::GUILD_ID;
    let fake = FakeDiscord::start().await;
    let db = url_of(&pool);
    let _first = start_bot_with(&fake, &db, &[("PENTE_SHARDS", "0/2")]);
    let _second = start_bot_with(&fake, &db, &[("PENTE_SHARDS", "1/2")]);
    fake.wait_for(60, "both shards", |f| {
        let mut shards = f.identified();
        shards.sort();
        (shards == [[0, 2], [1, 2]]).then_some(())
    })
    .await;
    fake.wait_for(60, "both processes ready", |f| {
        let puts = f
            .requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.contains("/commands"))
            .count();
        (puts == 2).then_some(())
    })
    .await;

    // One server on each shard ((guild >> 22) % 2): each game is seen by one process only.
    let guilds = [GUILD_ID, GUILD_ID + (1 << 22)];
    assert_ne!((guilds[0] >> 22) % 2, (guilds[1] >> 22) % 2);
    for guild in guilds {
        fake.set_guild(guild);
        start_game(&fake, &[]).await;
        let board = play_all(&fake, &ALICE, &BOB, &["K10", "L11", "K13"]).await;
        assert!(
            board.content.contains("played **K13**"),
            "{}",
            board.content
        );
    }
    let servers: Vec<i64> =
        sqlx::query_scalar("SELECT server_id FROM games WHERE plies = 3 ORDER BY server_id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(servers, guilds.map(|g| g as i64));
    fake.assert_conforms();
}

#[sqlx::test]
async fn a_dropped_gateway_connection_is_resumed(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    fake.drop_gateways();
    fake.wait_for(60, "the session resumed", |f| {
        (f.resumed() == 1).then_some(())
    })
    .await;
    let board = play_all(&fake, &ALICE, &BOB, &["K10"]).await;
    assert!(
        board.content.contains("played **K10**"),
        "{}",
        board.content
    );
    assert_eq!(fake.identified().len(), 1, "resumed, not identified again");
    fake.assert_conforms();
}
