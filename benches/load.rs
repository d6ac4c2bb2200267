//! Load benchmark: simulated players play many games at once, at full speed, through the fake
//! Discord against the real bot process and a real Postgres; every move is validated, stored,
//! drawn and answered. Reports moves per second, the latency from sending an interaction to
//! receiving the bot's answer (p50/p95/p99), the bot's CPU and memory, and checks that nothing
//! was lost: every answered move is in the database, no game has a gap or a repeated ply.
//!
//! `cargo bench --bench load` (release build). Settings: `LOAD_GAMES` games at once (default 10),
//! `LOAD_MOVES` moves per game (default 100), `LOAD_STORED` finished games stored beforehand
//! (default 10,000), `DATABASE_URL` (a Postgres whose `postgres` database it may use to create
//! `pente_load`). The bot runs with the rate limit off: real players are not this fast.

#[path = "../tests/support/mod.rs"]
#[allow(dead_code)]
mod support;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;
use sqlx::{Connection, PgConnection, PgPool};
use support::fake_discord::{FakeDiscord, User};
use support::plans::planned_moves;

struct Bot(Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn leak_user(id: u64) -> User {
    User {
        id,
        name: Box::leak(format!("player{id}").into_boxed_str()),
    }
}

/// Fills the database with `n` finished games (two players, a nine-move game each).
async fn store_finished_games(pool: &PgPool, n: usize) {
    let statements = [
        "INSERT INTO players (id, display_name) VALUES (1, 'seed one'), (2, 'seed two')",
        "INSERT INTO games (channel_id, rules, variant, rated, status, plies, winner_seats,
                            end_reason, finished_at)
         SELECT 1, 'pente', 'pente', false, 'finished', 9, '{0}', 'five', now()
         FROM generate_series(1, $1)",
        "INSERT INTO seats (game_id, seat, player_id, colour, result)
         SELECT g.id, s, s + 1, s, CASE s WHEN 0 THEN 'win' ELSE 'loss' END
         FROM games g, generate_series(0, 1) AS s WHERE g.channel_id = 1",
        "INSERT INTO moves (game_id, ply, seat, player_id, kind, action)
         SELECT g.id, m.n - 1, (m.n - 1) % 2, (m.n - 1) % 2 + 1, 'place', m.token
         FROM games g,
              unnest('{K10,A1,K13,A2,K11,A3,K12,A5,K14}'::text[]) WITH ORDINALITY AS m(token, n)
         WHERE g.channel_id = 1",
    ];
    for sql in statements {
        let query = sqlx::query(sql);
        let query = if sql.contains("$1") {
            query.bind(n as i32)
        } else {
            query
        };
        query.execute(pool).await.expect("seeding");
    }
}

/// CPU seconds the process has used (user + system), from /proc.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|v| v.parse::<f64>().ok()))
        .sum();
    ticks / 100.0
}

/// A field of /proc/<pid>/status in MiB (VmRSS, VmHWM).
fn memory_mib(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// One game played to its last planned move; returns each move's latency.
async fn play_game(fake: FakeDiscord, players: [User; 2], plan: Vec<String>) -> Vec<Duration> {
    let mut latencies = Vec::with_capacity(plan.len());
    for (i, point) in plan.iter().enumerate() {
        let user = &players[i % 2];
        let sent = Instant::now();
        let id = fake.slash(user, "move", &[("coordinate", 3, json!(point))], &[]);
        let reply = fake.replies(id, 1).await.remove(0);
        latencies.push(sent.elapsed());
        assert!(
            !reply.ephemeral && reply.content.contains(&format!("played **{point}**")),
            "move {} ({point}) by {}: {}",
            i + 1,
            user.name,
            reply.content
        );
        assert!(
            reply
                .files
                .first()
                .is_some_and(|(name, _)| name.ends_with(".png")),
            "a board picture"
        );
        fake.forget(id);
    }
    latencies
}

#[tokio::main]
async fn main() {
    // `cargo bench` passes `--bench`; nothing else to read from the command line.
    let games = setting("LOAD_GAMES", 10);
    let moves = setting("LOAD_MOVES", 100);
    let stored = setting("LOAD_STORED", 10_000);
    let base = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    let server = base
        .rsplit_once('/')
        .map_or(base.as_str(), |(s, _)| s)
        .to_string();
    let mut admin = PgConnection::connect(&format!("{server}/postgres"))
        .await
        .expect("Postgres (set DATABASE_URL)");
    sqlx::query("DROP DATABASE IF EXISTS pente_load WITH (FORCE)")
        .execute(&mut admin)
        .await
        .unwrap();
    sqlx::query("CREATE DATABASE pente_load")
        .execute(&mut admin)
        .await
        .unwrap();
    let db = format!("{server}/pente_load");

    let fake = FakeDiscord::start().await;
    let bot = Bot(Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_BASE", &fake.base)
        .env(
            "DISCORD_GUILD_ID",
            support::fake_discord::GUILD_ID.to_string(),
        )
        .env("DATABASE_URL", &db)
        .env("PENTE_RATE_LIMIT", "off")
        .env("NO_PROXY", "127.0.0.1")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .expect("the bot binary"));
    let pid = bot.0.id();
    // The bot migrates the database, connects, then registers its commands.
    fake.wait_ready().await;
    fake.lean();
    let pool = PgPool::connect(&db).await.unwrap();
    store_finished_games(&pool, stored).await;

    // Every pair of players starts a game: a challenge and an Accept.
    let mut pairs = Vec::new();
    for g in 0..games as u64 {
        let (host, guest) = (leak_user(10_000 + 2 * g), leak_user(10_001 + 2 * g));
        let started = fake.challenge_accepted(&host, &guest).await;
        assert!(started.content.contains("to move"), "{}", started.content);
        pairs.push([host, guest]);
    }
    let plans: Vec<Vec<String>> = (0..games).map(|g| planned_moves(g as u64, moves)).collect();

    let cpu_before = cpu_seconds(pid);
    let started = Instant::now();
    let drivers: Vec<_> = pairs
        .into_iter()
        .zip(plans.iter().cloned())
        .map(|(players, plan)| tokio::spawn(play_game(fake.clone(), players, plan)))
        .collect();
    let mut latencies = Vec::new();
    for d in drivers {
        latencies.extend(d.await.expect("a game driver"));
    }
    let elapsed = started.elapsed();
    let cpu = cpu_seconds(pid) - cpu_before;
    let (rss, peak) = (memory_mib(pid, "VmRSS"), memory_mib(pid, "VmHWM"));

    // Nothing lost: every answered move is stored, in order, once.
    let rows: Vec<(i64, i32, i64, i32, Vec<String>)> = sqlx::query_as(
        "SELECT g.id, g.plies, count(m.ply), coalesce(max(m.ply), -1),
                coalesce(array_agg(m.action ORDER BY m.ply) FILTER (WHERE m.ply IS NOT NULL), '{}')
         FROM games g LEFT JOIN moves m ON m.game_id = g.id
         WHERE g.channel_id <> 1 GROUP BY g.id ORDER BY g.id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(rows.len(), games, "one game per pair");
    let mut stored_plans: Vec<Vec<String>> = rows
        .iter()
        .map(|(id, plies, count, max, actions)| {
            assert_eq!(*plies as usize, moves, "game {id}: plies");
            assert_eq!(*count as usize, moves, "game {id}: stored moves");
            assert_eq!(*max as usize + 1, moves, "game {id}: no gap");
            actions.clone()
        })
        .collect();
    stored_plans.sort();
    let mut expected = plans.clone();
    expected.sort();
    assert_eq!(
        stored_plans, expected,
        "every answered move stored, as played"
    );
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();

    latencies.sort();
    let n = latencies.len();
    let rate = n as f64 / elapsed.as_secs_f64();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!("load: {games} games at once, {moves} moves each, {total} games stored");
    println!(
        "  {n} moves in {:.2} s: {rate:.0} moves/s",
        elapsed.as_secs_f64()
    );
    println!(
        "  answer latency: p50 {:.1} ms, p95 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(percentile(&latencies, 0.50)),
        ms(percentile(&latencies, 0.95)),
        ms(percentile(&latencies, 0.99)),
        ms(latencies[n - 1])
    );
    println!(
        "  bot: {cpu:.2} CPU s ({:.0}% of one core), {:.2} ms CPU per move, RSS {rss:.1} MiB (peak {peak:.1} MiB)",
        100.0 * cpu / elapsed.as_secs_f64(),
        1000.0 * cpu / n as f64
    );
    println!("  nothing lost: {games} games, every move stored once, in order, no gaps");
    let targets = [
        ("at least 500 moves/s", rate >= 500.0),
        ("p99 under 50 ms", ms(percentile(&latencies, 0.99)) < 50.0),
        ("bot memory under 100 MB", peak < 100.0),
    ];
    for (what, met) in targets {
        println!("  target {what}: {}", if met { "met" } else { "NOT met" });
    }
    drop(bot);
    pool.close().await;
    let _ = sqlx::query("DROP DATABASE IF EXISTS pente_load WITH (FORCE)")
        .execute(&mut admin)
        .await;
}
