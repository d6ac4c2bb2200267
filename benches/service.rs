//! The game service against a real Postgres: committed moves per second and the latency of one
//! move, on one game and on 100 games in parallel. Render excluded.
//!
//! `cargo bench --bench service` (uses DATABASE_URL, else postgres://postgres@127.0.0.1:5432;
//! creates and drops its own database `pente_bench`). `BENCH_SECONDS` sets each phase's length
//! (default 10), `BENCH_GAMES` the number of parallel games (default 100), `BENCH_POOL` the
//! pool size (default 16).

use std::time::{Duration, Instant};

use pente::{Preset, RuleSet};
use pente_bot::service::{
    Accepted, GameId, GameService, NewChallenge, Place, PlayerRef, Position, Request, SeatOrder,
    ServiceError,
};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, Connection};

fn env_or<T: std::str::FromStr>(key: &str, default: T) -> T {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A tiny deterministic generator, so every run plays the same games.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// Starts a Gomoku game between players `2n` and `2n + 1`.
async fn new_game(svc: &GameService, n: i64) -> (GameId, [PlayerRef; 2]) {
    let a = PlayerRef::person(1000 + 2 * n as u64, format!("a{n}"));
    let b = PlayerRef::person(1001 + 2 * n as u64, format!("b{n}"));
    let mut ch = NewChallenge::new(
        Place {
            server: Some(1),
            channel: 1,
        },
        vec![b.clone()],
        RuleSet::preset(Preset::Gomoku),
    );
    ch.seat_order = SeatOrder::HostFirst;
    let c = svc.challenge(&Request::new(a.clone()), ch).await.unwrap();
    match svc.accept(&Request::new(b.clone()), c.id).await.unwrap() {
        Accepted::Started(g) => (g.id, [a, b]),
        Accepted::Waiting(_) => unreachable!(),
    }
}

/// Plays random legal moves in one game after another until `until`; returns each move's latency.
/// With `pace`, one move is due every `pace` and its latency counts from when it was due (so a
/// slow answer also delays, and is charged to, the moves queued behind it); without, moves go
/// as fast as the answers come.
/// `first` is a game started beforehand, so that the phase does not begin with every task
/// starting a game at once; later games start as earlier ones end.
async fn play(
    svc: GameService,
    n: i64,
    first: (GameId, [PlayerRef; 2]),
    until: Instant,
    pace: Option<Duration>,
) -> Vec<Duration> {
    let mut rng = Lcg(n as u64 + 7);
    let mut latencies = Vec::new();
    // Spread the paced tasks' first moves over one interval.
    let mut due =
        Instant::now() + pace.map_or(Duration::ZERO, |p| p.mul_f64((n % 100) as f64 / 100.0));
    let mut first = Some(first);
    'games: while Instant::now() < until {
        let (id, players) = match first.take() {
            Some(game) => game,
            None => new_game(&svc, n).await,
        };
        // Starting a game is not a move: its time is not charged to the next move.
        due = due.max(Instant::now());
        let mut points: Vec<String> = (0..15u8)
            .flat_map(|x| (1..=15).map(move |y| format!("{}{y}", (b'A' + x) as char)))
            .collect();
        for i in (1..points.len()).rev() {
            points.swap(i, rng.next() as usize % (i + 1));
        }
        for (ply, point) in points.iter().enumerate() {
            if Instant::now() >= until {
                break 'games;
            }
            // Every request carries an interaction id, as the bot's do: unique across this
            // task's games (the task number, then a counter).
            let interaction = (n << 32) | latencies.len() as i64;
            let req = Request::new(players[ply % 2].clone()).with_interaction(interaction);
            let start = match pace {
                Some(p) => {
                    tokio::time::sleep_until(due.into()).await;
                    let start = due;
                    due += p;
                    start
                }
                None => Instant::now(),
            };
            match svc
                .play_text(
                    &req,
                    id,
                    point,
                    Some(Position {
                        ply: ply as i32,
                        takebacks: 0,
                    }),
                )
                .await
            {
                Ok(r) => {
                    latencies.push(start.elapsed());
                    if std::env::var_os("BENCH_DEBUG").is_some()
                        && start.elapsed() > Duration::from_millis(20)
                    {
                        eprintln!(
                            "slow move: {:?} at {:?}",
                            start.elapsed(),
                            std::time::SystemTime::now()
                        );
                    }
                    if r.state.game.is_over() {
                        continue 'games;
                    }
                }
                Err(ServiceError::Move(_)) => continue 'games,
                Err(e) => panic!("{e}"),
            }
        }
    }
    latencies
}

fn report(name: &str, mut latencies: Vec<Duration>, elapsed: Duration) {
    latencies.sort();
    let pct = |p: f64| {
        let i = ((latencies.len() as f64 - 1.0) * p).round() as usize;
        latencies[i].as_secs_f64() * 1000.0
    };
    println!(
        "{name}: {} moves in {:.1} s = {:.0} moves/s; latency p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        pct(0.50),
        pct(0.95),
        pct(0.99),
        pct(1.0)
    );
}

#[tokio::main]
async fn main() {
    // `cargo bench` passes --bench; anything else (e.g. `cargo test --benches`) only checks it builds.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let admin: PgConnectOptions = url.parse().expect("DATABASE_URL");
    let mut conn = admin.connect().await.expect("connect to Postgres");
    sqlx::query("DROP DATABASE IF EXISTS pente_bench WITH (FORCE)")
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query("CREATE DATABASE pente_bench")
        .execute(&mut conn)
        .await
        .unwrap();
    let seconds: u64 = env_or("BENCH_SECONDS", 10);
    let games: i64 = env_or("BENCH_GAMES", 100);
    let pool_size: u32 = env_or("BENCH_POOL", 16);
    let pool = PgPoolOptions::new()
        .max_connections(pool_size)
        // As the bot does: no ping before each use (see pente_bot::db::Database::open).
        .test_before_acquire(false)
        .connect_with(admin.clone().database("pente_bench"))
        .await
        .unwrap();
    pente_bot::db::MIGRATOR.run(&pool).await.unwrap();
    let svc = GameService::new(pool.clone());

    let rate: f64 = env_or("BENCH_RATE", 2000.0);
    let phase = Duration::from_secs(seconds);
    let start = Instant::now();
    let game = new_game(&svc, 0).await;
    let one = play(svc.clone(), 0, game, start + phase, None).await;
    report("1 game, moves one after another", one, start.elapsed());

    let parallel = |pace: Option<Duration>, first: i64| {
        let svc = svc.clone();
        async move {
            let mut firsts = Vec::new();
            for n in first..first + games {
                firsts.push((n, new_game(&svc, n).await));
            }
            let start = Instant::now();
            if std::env::var_os("BENCH_DEBUG").is_some() {
                eprintln!(
                    "phase {pace:?} starts at {:?}",
                    std::time::SystemTime::now()
                );
            }
            let tasks: Vec<_> = firsts
                .into_iter()
                .map(|(n, game)| tokio::spawn(play(svc.clone(), n, game, start + phase, pace)))
                .collect();
            let mut all = Vec::new();
            for t in tasks {
                all.extend(t.await.unwrap());
            }
            (all, start.elapsed())
        }
    };
    let (all, took) = parallel(None, 1).await;
    report(
        &format!("{games} games in parallel, full speed, pool of {pool_size}"),
        all,
        took,
    );
    let pace = Duration::from_secs_f64(games as f64 / rate);
    let (all, took) = parallel(Some(pace), 1 + games).await;
    report(
        &format!("{games} games in parallel, {rate:.0} moves/s offered, pool of {pool_size}"),
        all,
        took,
    );

    pool.close().await;
    sqlx::query("DROP DATABASE pente_bench WITH (FORCE)")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
}
