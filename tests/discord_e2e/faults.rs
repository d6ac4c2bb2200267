//! Crashes and outages while people play: the bot killed (SIGKILL) at uneven moments and
//! started again, and Postgres stopped and started under it. No answered move is lost, none is
//! applied twice, and every game goes on.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;
use sqlx::PgPool;

use super::support::plans::planned_moves;
use super::*;

/// The moves stored for a game, in order (waiting for the database if it is down).
async fn stored_moves(pool: &PgPool, game: i64) -> Vec<String> {
    loop {
        let stored = sqlx::query_scalar("SELECT action FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(game)
            .fetch_all(pool)
            .await;
        match stored {
            Ok(moves) => return moves,
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    }
}

/// The message a player gets while the database is down.
const OUTAGE: &str = "The database is not available right now; please try again in a moment";

fn user(id: u64) -> User {
    User {
        id,
        name: Box::leak(format!("player{id}").into_boxed_str()),
    }
}

/// Plays `plan` in `game` like a patient person: a move that got no answer (the bot was down)
/// is looked up and typed again if it was not stored. Returns the moves that were answered;
/// counts the answers that said the database was down in `outages`.
async fn play_through_crashes(
    fake: FakeDiscord,
    pool: PgPool,
    game: i64,
    players: [User; 2],
    plan: Vec<String>,
    outages: Arc<AtomicUsize>,
) -> Vec<String> {
    let mut answered = Vec::new();
    let mut ply = 0;
    while ply < plan.len() {
        let point = &plan[ply];
        let id = fake.slash(
            &players[ply % 2],
            "move",
            &[("coordinate", 3, json!(point)), ("game", 4, json!(game))],
            &[],
        );
        // The first reply may be a deferral; the answer follows it.
        let reply = fake.try_replies(id, 1, 3).await.map(|mut r| r.remove(0));
        let reply = match reply {
            Some(r) if r.kind == 5 => fake.try_replies(id, 2, 5).await.map(|mut r| r.remove(1)),
            other => other,
        };
        if let Some(r) = &reply {
            if r.content.contains(&format!("played **{point}**")) {
                answered.push(point.clone());
                ply += 1;
                continue;
            }
            if r.content.contains(OUTAGE) {
                outages.fetch_add(1, Ordering::Relaxed);
            }
        }
        // No answer, or a refusal: was the move stored before the bot died?
        let stored = stored_moves(&pool, game).await;
        if stored.len() > ply {
            assert_eq!(&stored[ply], point, "game {game}: ply {ply}");
            ply += 1;
        } else {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    answered
}

/// A game being played in a crash test: its id, its two players, the moves to play.
type Planned = (i64, [User; 2], Vec<String>);

/// Four games of `moves` planned moves, each between two players of its own (ids from
/// `first_user`); plans from `seed`.
async fn start_games(
    fake: &FakeDiscord,
    pool: &PgPool,
    first_user: u64,
    seed: u64,
    moves: usize,
) -> Vec<Planned> {
    let mut games = Vec::new();
    for g in 0..4 {
        let (host, guest) = (user(first_user + 2 * g), user(first_user + 2 * g + 1));
        fake.challenge_accepted(&host, &guest).await;
        let game: i64 = sqlx::query_scalar("SELECT max(id) FROM games")
            .fetch_one(pool)
            .await
            .unwrap();
        games.push((game, [host, guest], planned_moves(seed + g, moves)));
    }
    games
}

/// Every game's players, at full speed, each on a task of its own.
fn spawn_players(
    fake: &FakeDiscord,
    pool: &PgPool,
    games: &[Planned],
    outages: &Arc<AtomicUsize>,
) -> Vec<tokio::task::JoinHandle<Vec<String>>> {
    games
        .iter()
        .map(|(game, players, plan)| {
            tokio::spawn(play_through_crashes(
                fake.clone(),
                pool.clone(),
                *game,
                players.clone(),
                plan.clone(),
                outages.clone(),
            ))
        })
        .collect()
}

/// A Postgres of the test's own in a fresh directory, so stopping it disturbs no other test:
/// the running cluster, its URL, and how to start it again.
async fn private_postgres(
    name: &str,
) -> (
    pente_bot::db::embedded::EmbeddedPostgres,
    String,
    impl Fn() -> pente_bot::db::embedded::EmbeddedPostgres + Clone + Send + 'static,
) {
    let dir = std::env::temp_dir().join(format!("pente-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let start = move || {
        pente_bot::db::embedded::EmbeddedPostgres::start(&dir, None)
            .expect("the Postgres server programs")
    };
    let pg = tokio::task::spawn_blocking(start.clone()).await.unwrap();
    let url = format!(
        "postgres:///postgres?host={}&user=postgres",
        pg.dir().display()
    );
    (pg, url, start)
}

#[sqlx::test]
async fn killed_at_random_moments_loses_no_answered_move(pool: PgPool) {
    let fake = FakeDiscord::start().await;
    let db = url_of(&pool);
    let bot = Arc::new(Mutex::new(start_bot(&fake, &db)));
    fake.wait_ready().await;

    // Four games, each between two players of its own.
    const MOVES: usize = 40;
    let games = start_games(&fake, &pool, 5_000, 0, MOVES).await;
    let players = spawn_players(&fake, &pool, &games, &Arc::new(AtomicUsize::new(0)));
    // Meanwhile the bot is killed and started again, every 20 to 30 stored moves (uneven), at
    // whatever it is doing then.
    let mut kills = 0;
    let mut next_kill = 12i64;
    while !players.iter().all(|p| p.is_finished()) && kills < 6 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
            .fetch_one(&pool)
            .await
            .unwrap();
        if stored < next_kill {
            continue;
        }
        next_kill = stored + 20 + (stored * 7919) % 11;
        let identified = fake.identified().len();
        {
            let mut bot = bot.lock().unwrap();
            let _ = bot.0.kill(); // SIGKILL
            let _ = bot.0.wait();
            *bot = start_bot(&fake, &db);
        }
        kills += 1;
        fake.wait_for(60, "the bot back", |f| {
            (f.identified().len() > identified).then_some(())
        })
        .await;
    }
    let mut answered = Vec::new();
    for p in players {
        answered.push(p.await.unwrap());
    }
    assert!(kills >= 4, "killed {kills} times");

    for ((game, _, plan), answered) in games.iter().zip(answered) {
        let stored = stored_moves(&pool, *game).await;
        assert_eq!(&stored, plan, "game {game}: every move once, in order");
        assert!(answered.iter().all(|m| stored.contains(m)));
        let (plies, status): (i32, String) =
            sqlx::query_as("SELECT plies, status FROM games WHERE id = $1")
                .bind(game)
                .fetch_one(&pool)
                .await
                .unwrap();
        assert_eq!((plies as usize, status.as_str()), (MOVES, "active"));
    }
    // And the games go on after the last restart.
    let (game, players, _) = &games[0];
    let id = fake.slash(
        &players[0],
        "move",
        &[("coordinate", 3, json!("A19")), ("game", 4, json!(game))],
        &[],
    );
    let reply = fake.replies(id, 1).await.remove(0);
    assert!(
        reply.content.contains("played **A19**") || reply.ephemeral,
        "{reply:?}"
    );
}

/// The answer to a command: after a deferral, the error in its place or the board after the
/// note.
async fn answer(fake: &FakeDiscord, id: u64) -> Posted {
    let first = fake.replies(id, 1).await.remove(0);
    if first.kind != 5 {
        return first;
    }
    let second = fake.replies(id, 2).await.remove(1);
    if second.content.starts_with("Sorry for the wait") {
        return fake.replies(id, 3).await.remove(2);
    }
    second
}

#[tokio::test]
async fn a_database_restart_is_reported_then_survived() {
    let (pg, url, start) = private_postgres("restart").await;
    let dir = pg.dir().parent().unwrap().to_path_buf();
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url);
    fake.wait_ready().await;
    start_game(&fake, &[]).await;
    play_all(&fake, &ALICE, &BOB, &["K10"]).await;

    let pg = tokio::task::spawn_blocking(move || {
        pg.stop().unwrap();
        pg
    })
    .await
    .unwrap();
    let id = fake.slash(&BOB, "move", &[("coordinate", 3, json!("L11"))], &[]);
    // Right away (the connection is refused) or after a deferral (waiting for one).
    let refused = answer(&fake, id).await;
    assert!(
        refused.ephemeral && refused.content.contains(OUTAGE),
        "{refused:?}"
    );

    // Postgres is back: the bot reconnects by itself; the move goes through when typed again.
    let pg = tokio::task::spawn_blocking(move || {
        drop(pg);
        start()
    })
    .await
    .unwrap();
    let mut played = None;
    for _ in 0..10 {
        let id = fake.slash(&BOB, "move", &[("coordinate", 3, json!("L11"))], &[]);
        let reply = answer(&fake, id).await;
        if reply.content.contains("played **L11**") {
            played = Some(reply);
            break;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert!(played.is_some(), "the move went through after the restart");
    play_all(&fake, &ALICE, &BOB, &["K13"]).await;
    tokio::task::spawn_blocking(move || pg.stop().unwrap())
        .await
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_database_restart_under_load_loses_nothing() {
    let (pg, url, start) = private_postgres("restart-load").await;
    let dir = pg.dir().parent().unwrap().to_path_buf();
    let fake = FakeDiscord::start().await;
    let _bot = start_bot(&fake, &url);
    fake.wait_ready().await;
    let pool = sqlx::PgPool::connect(&url).await.unwrap();

    const MOVES: usize = 30;
    let games = start_games(&fake, &pool, 7_000, 100, MOVES).await;
    let outages = Arc::new(AtomicUsize::new(0));
    let players = spawn_players(&fake, &pool, &games, &outages);

    // Once the games are under way, Postgres stops for a moment and comes back.
    loop {
        let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
            .fetch_one(&pool)
            .await
            .unwrap();
        if stored >= 30 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let pg = tokio::task::spawn_blocking(move || {
        pg.stop().unwrap();
        std::thread::sleep(Duration::from_millis(1500));
        drop(pg);
        start()
    })
    .await
    .unwrap();

    for p in players {
        p.await.unwrap();
    }
    assert!(
        outages.load(Ordering::Relaxed) >= 1,
        "players were told the database was down"
    );
    for (game, _, plan) in &games {
        assert_eq!(&stored_moves(&pool, *game).await, plan, "game {game}");
    }
    pool.close().await;
    tokio::task::spawn_blocking(move || pg.stop().unwrap())
        .await
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}
