//! Start-up against a Discord that says no: the bot never ends up connected but deaf. A
//! refusal no retry can mend ends the process with a non-zero status and says why; a passing
//! failure is retried; `/healthz` says 200 only while the bot is ready, and systemd is told the
//! same.

use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use serde_json::json;
use sqlx::PgPool;

use super::support::fake_discord::FakeDiscord;
use super::*;

/// The bot with its standard error captured (where a fatal failure is explained); its log
/// lines go to a file named after the fake's port, shown if the bot fails to end.
fn start_bot_stderr(fake: &FakeDiscord, db: &str, env: &[(&str, &str)]) -> Bot {
    let logs = std::fs::File::create(log_path(fake)).unwrap();
    let child = bot_command(fake, db, env)
        .stdout(Stdio::from(logs))
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    Bot(child)
}

fn log_path(fake: &FakeDiscord) -> std::path::PathBuf {
    let port = fake.base.rsplit(':').next().unwrap();
    std::env::temp_dir().join(format!("pente-startup-{}-{port}.log", std::process::id()))
}

/// Waits for the bot to end (at most `secs`) and gives its status and standard error.
async fn ended(fake: &FakeDiscord, mut bot: Bot, secs: u64) -> (ExitStatus, String) {
    let mut status = None;
    for _ in 0..secs * 10 {
        status = bot.0.try_wait().unwrap();
        if status.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    if status.is_none() {
        let _ = bot.0.kill();
    }
    let mut stderr = String::new();
    use std::io::Read;
    bot.0
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let logs = std::fs::read_to_string(log_path(fake)).unwrap_or_default();
    let _ = std::fs::remove_file(log_path(fake));
    match status {
        Some(status) => (status, stderr),
        None => panic!("the bot is still running after {secs} s: {stderr}\nits log:\n{logs}"),
    }
}

#[sqlx::test]
async fn a_refused_command_registration_ends_the_bot_with_discords_answer(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    // Discord's answer to a command it refuses names the field at fault.
    let invalid = json!({"code": 50035, "message": "Invalid Form Body", "errors": {
        "0": {"options": {"0": {"description": {"_errors": [
            {"code": "BASE_TYPE_BAD_LENGTH", "message": "Must be between 1 and 100 in length."}
        ]}}}}
    }});
    fake.fail_command_registration(&[(400, invalid)]);
    let bot = start_bot_stderr(&fake, &url_of(&pool), &[]);
    let (status, stderr) = ended(&fake, bot, 30).await;
    assert_eq!(status.code(), Some(2), "{stderr}");
    for words in [
        "refused the slash commands (HTTP 400)",
        "Invalid Form Body",
        "0.options.0.description",
        "Must be between 1 and 100",
    ] {
        assert!(stderr.contains(words), "{words:?} in {stderr}");
    }
}

#[sqlx::test]
async fn passing_registration_failures_are_retried_and_health_follows_readiness(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let port = operations::free_port();
    let addr = format!("127.0.0.1:{port}");
    fake.fail_command_registration(&[
        (
            500,
            json!({"message": "500: Internal Server Error", "code": 0}),
        ),
        (502, json!({"message": "502: Bad Gateway", "code": 0})),
        (
            503,
            json!({"message": "503: Service Unavailable", "code": 0}),
        ),
    ]);
    let _bot = start_bot_with(
        &fake,
        &url_of(&pool),
        &[("PENTE_METRICS_ADDR", &addr), ("PENTE_HEALTH_GRACE", "2s")],
    );
    // Alive all along; connected but not ready while the commands are not registered.
    let puts = || {
        fake.requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.contains("/commands"))
            .count()
    };
    fake.wait_for(20, "the first registration", |_| (puts() > 0).then_some(()))
        .await;
    let mut health = operations::get_when_listening(port, "/healthz").await;
    while health.1 == "connecting to Discord\n" {
        tokio::time::sleep(Duration::from_millis(100)).await;
        health = operations::get_when_listening(port, "/healthz").await;
    }
    assert_eq!(health, (503, "registering the slash commands\n".into()));
    assert_eq!(
        operations::get(port, "/livez").await,
        Some((200, "alive\n".into()))
    );
    // The fourth try (after 1, 2 and 4 s) succeeds.
    fake.wait_for(20, "four registrations", |_| (puts() == 4).then_some(()))
        .await;
    assert_eq!(health_once(port, 200, 5).await, (200, "ok\n".into()));
    start_game(&fake, &[]).await;

    // Every gateway connection lost, and none to be had: still ready within the grace, then
    // not; ready again once the bot is back.
    fake.set_gateway_down(true);
    fake.drop_gateways();
    let (status, body) = health_once(port, 503, 10).await;
    assert!(
        status == 503 && body.starts_with("disconnected from Discord for"),
        "{status} {body}"
    );
    fake.set_gateway_down(false);
    assert_eq!(health_once(port, 200, 30).await, (200, "ok\n".into()));
    fake.assert_conforms();
}

/// `/healthz` once it answers `status`, or its last answer after `secs`.
async fn health_once(port: u16, status: u16, secs: u64) -> (u16, String) {
    let mut health = operations::get_when_listening(port, "/healthz").await;
    for _ in 0..secs * 10 {
        if health.0 == status {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        health = operations::get_when_listening(port, "/healthz").await;
    }
    health
}

#[sqlx::test]
async fn a_refused_token_ends_the_bot(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    fake.refuse_token();
    let bot = start_bot_stderr(&fake, &url_of(&pool), &[]);
    let (status, stderr) = ended(&fake, bot, 20).await;
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("refused the bot's token (HTTP 401)") && stderr.contains("DISCORD_TOKEN"),
        "{stderr}"
    );
}

#[sqlx::test]
async fn a_blank_token_is_no_token(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let bot = start_bot_stderr(&fake, &url_of(&pool), &[("DISCORD_TOKEN", " ")]);
    let (status, stderr) = ended(&fake, bot, 20).await;
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
    assert!(fake.requests().is_empty(), "nothing was sent to Discord");
}

#[sqlx::test]
async fn fatal_gateway_close_codes_end_the_bot(pool: PgPool) {
    let db = url_of(&pool);
    let runs = [4004u16, 4010, 4011, 4012, 4013, 4014].map(|code| {
        let db = db.clone();
        async move {
            let fake = FakeDiscord::start().await;
            fake.close_on_identify(code);
            let bot = start_bot_stderr(&fake, &db, &[]);
            let (status, stderr) = ended(&fake, bot, 60).await;
            (code, status, stderr)
        }
    });
    for (code, status, stderr) in futures_join_all(runs).await {
        assert!(!status.success(), "{code}: {status:?}");
        let expected = if code == 4012 { 1 } else { 2 };
        assert_eq!(status.code(), Some(expected), "{code}: {stderr}");
        assert!(
            stderr.contains(&format!("closed the gateway connection with code {code}")),
            "{code}: {stderr}"
        );
    }
}

/// Runs the futures together (the test's runtime is one thread; they mostly wait).
async fn futures_join_all<F: std::future::Future>(futures: [F; 6]) -> Vec<F::Output> {
    let [a, b, c, d, e, f] = futures;
    let (a, b, c, d, e, f) = tokio::join!(a, b, c, d, e, f);
    vec![a, b, c, d, e, f]
}

#[sqlx::test]
async fn systemd_is_told_when_the_bot_is_ready_and_kept_watching(pool: PgPool) {
    let dir = std::env::temp_dir().join(format!(
        "pente-notify-{}-{}",
        std::process::id(),
        operations::free_port()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("notify.sock");
    let socket = tokio::net::UnixDatagram::bind(&path).unwrap();
    let fake = FakeDiscord::start().await;
    let _bot = start_bot_with(
        &fake,
        &url_of(&pool),
        &[
            ("NOTIFY_SOCKET", path.to_str().unwrap()),
            ("WATCHDOG_USEC", "400000"),
        ],
    );
    let mut said = Vec::new();
    let mut buf = [0u8; 512];
    while said
        .iter()
        .filter(|s: &&String| s.contains("WATCHDOG=1"))
        .count()
        < 2
    {
        let n = tokio::time::timeout(Duration::from_secs(30), socket.recv(&mut buf))
            .await
            .unwrap_or_else(|_| panic!("systemd was told only {said:?}"))
            .unwrap();
        said.push(String::from_utf8_lossy(&buf[..n]).to_string());
    }
    let ready = said.iter().position(|s| s.contains("READY=1"));
    let watchdog = said.iter().position(|s| s.contains("WATCHDOG=1"));
    assert!(ready.is_some() && ready < watchdog, "{said:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[sqlx::test]
async fn integer_options_are_registered_with_the_bounds_the_bot_accepts(pool: PgPool) {
    use pente::{Preset, RuleSet, PLAYERS, SIZES};
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url_of(&pool));
    fake.wait_ready().await;
    let registered = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.contains("/commands"))
        .and_then(|r| r.json)
        .unwrap();
    let range = |r: &std::ops::RangeInclusive<u8>| (Some(*r.start() as i64), Some(*r.end() as i64));
    let levels = pente_bot::service::COMPUTER_LEVELS;
    const DISCORD_MAX: i64 = (1 << 53) - 1;
    let mut checked = 0;
    for sub in registered[0]["options"].as_array().unwrap() {
        let sub_name = sub["name"].as_str().unwrap();
        for option in sub["options"].as_array().into_iter().flatten() {
            if option["type"] != 4 {
                continue;
            }
            let name = option["name"].as_str().unwrap();
            // serenity writes the bounds as JSON numbers such as 7.0.
            let bound = |key: &str| option[key].as_f64().map(|v| v as i64);
            let bounds = (bound("min_value"), bound("max_value"));
            if option["choices"].as_array().is_some_and(|c| !c.is_empty()) {
                assert_eq!(
                    bounds,
                    (None, None),
                    "{sub_name} {name}: choices need no bounds"
                );
                continue;
            }
            let expected = match (sub_name, name) {
                (_, "size") => range(&SIZES),
                (_, "players") => range(&PLAYERS),
                ("play-bot", "level") => (Some(*levels.start()), Some(*levels.end())),
                // Stored ids start at 1; a page of the leaderboard too; moves count from 0. Above,
                // Discord's own limit (2^53 - 1, which poise writes for an i64).
                (_, "game") | ("leaderboard", "page") => (Some(1), Some(DISCORD_MAX)),
                ("replay", "move") => (Some(0), Some(DISCORD_MAX)),
                other => panic!("an integer option this test does not know: {other:?}"),
            };
            assert_eq!(bounds, expected, "/pente {sub_name} {name}");
            checked += 1;
        }
    }
    assert!(checked >= 12, "only {checked} integer options");
    // The rules take exactly those bounds.
    let with = |key: &str, value: u8, preset: Preset| {
        let mut rules = RuleSet::preset(preset);
        rules
            .set(key, &value.to_string())
            .and_then(|()| rules.validate())
    };
    assert!(with("size", *SIZES.start(), Preset::Pente).is_ok());
    assert!(with("size", *SIZES.end(), Preset::Pente).is_ok());
    assert!(with("size", SIZES.start() - 2, Preset::Pente).is_err());
    assert!(with("size", SIZES.end() + 2, Preset::Pente).is_err());
    assert!(with("players", *PLAYERS.start(), Preset::Pente4p).is_ok());
    assert!(with("players", *PLAYERS.end(), Preset::Pente).is_ok());
    assert!(with("players", PLAYERS.start() - 1, Preset::Pente).is_err());
    assert!(with("players", PLAYERS.end() + 1, Preset::Pente).is_err());
    fake.assert_conforms();
}
