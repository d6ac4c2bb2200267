//! Migrations carry existing data over: a database made by the earlier migrations, holding
//! rows written the earlier way, is migrated and read by the service as it is now.

use pente_bot::service::{GameId, GameService, GameStatus};
use sqlx::migrate::Migrator;
use sqlx::PgPool;
use std::borrow::Cow;

/// The project's migrations up to (not including) the one named `before`.
fn migrations_before(before: &str) -> Migrator {
    let all = &pente_bot::db::MIGRATOR;
    let upto = all
        .iter()
        .position(|m| m.description == before)
        .unwrap_or_else(|| panic!("a migration named {before}"));
    Migrator {
        migrations: Cow::Owned(all.iter().take(upto).cloned().collect()),
        ..Migrator::DEFAULT
    }
}

#[sqlx::test(migrations = false)]
async fn a_game_against_the_computer_stored_with_a_negative_id_is_kept(pool: PgPool) {
    migrations_before("computer players")
        .run(&pool)
        .await
        .unwrap();
    // Before: the computer at level 3 was player -3, created on its first game.
    sqlx::raw_sql(
        "INSERT INTO players (id, display_name) VALUES (1, 'Alice'), (-3, 'Computer (level 3)');
         INSERT INTO games (rules, variant, rated, status, channel_id, to_move_seat, plies)
             VALUES ('pente', 'pente', false, 'active', 20, 1, 1);
         INSERT INTO seats (game_id, seat, player_id, colour)
             SELECT id, 0, -3, 0 FROM games UNION ALL SELECT id, 1, 1, 1 FROM games;
         INSERT INTO moves (game_id, ply, seat, player_id, kind, action)
             SELECT id, 0, 0, -3, 'place', 'K10' FROM games;",
    )
    .execute(&pool)
    .await
    .unwrap();
    pente_bot::db::MIGRATOR.run(&pool).await.unwrap();

    let levels: Vec<(i64, Option<i16>)> =
        sqlx::query_as("SELECT id, computer_level FROM players ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    let computers: Vec<_> = levels.iter().filter(|(_, l)| l.is_some()).collect();
    assert_eq!(computers.len(), 8, "every level is a player now");
    assert!(levels.contains(&(-3, Some(3))), "the old row is level 3");
    assert!(levels.contains(&(1, None)), "a person is no computer");

    let svc = GameService::new(pool.clone());
    let id: GameId = sqlx::query_scalar("SELECT id FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    let state = svc.load(id).await.unwrap();
    assert_eq!(state.status, GameStatus::Active);
    assert!(state.against_computer());
    assert_eq!(state.ply(), 1);
    assert_eq!(state.computer_to_act(), None, "Alice (seat 2) is to move");

    // A person can no longer be stored with a computer's key, nor the other way round.
    for bad in [
        "INSERT INTO players (id, display_name) VALUES (-9, 'x')",
        "INSERT INTO players (id, display_name, computer_level) VALUES (5, 'x', 4)",
    ] {
        assert!(sqlx::query(bad).execute(&pool).await.is_err(), "{bad}");
    }
}
