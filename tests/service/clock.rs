//! Turn clocks against a real database: expiry exactly once with two sweepers racing, the
//! cancel rule for games that never began, reminders once per deadline.

use pente::{Preset, RuleSet};
use pente_bot::service::{
    Accepted, Clock, GameId, GameService, GameState, GameStatus, NewChallenge, Place, PlayerId,
    PlayerRef, Request, SeatOrder,
};
use sqlx::PgPool;

const HERE: Place = Place {
    server: Some(10),
    channel: 20,
};

fn alice() -> PlayerRef {
    PlayerRef::person(1, "Alice")
}
fn bob() -> PlayerRef {
    PlayerRef::person(2, "Bob")
}

async fn clocked_game(svc: &GameService, rated: bool) -> GameState {
    let mut new = NewChallenge::new(HERE, vec![bob()], RuleSet::preset(Preset::Pente));
    new.clock = Some(Clock::PerMove { seconds: 3600 });
    new.rated = rated;
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&Request::new(alice()), new).await.unwrap();
    match svc.accept(&Request::new(bob()), ch.id).await.unwrap() {
        Accepted::Started(g) => *g,
        Accepted::Waiting(_) => panic!("started"),
    }
}

async fn play(svc: &GameService, id: GameId, tokens: &[&str]) {
    for t in tokens {
        let state = svc.load(id).await.unwrap();
        let who = state.player_to_act().unwrap().clone();
        svc.play_text(&Request::new(who), id, t, None)
            .await
            .unwrap();
    }
}

/// Moves the game's deadline, as if time had passed.
async fn deadline_in(pool: &PgPool, id: GameId, seconds: i64) {
    sqlx::query("UPDATE games SET turn_deadline = now() + $2 * interval '1 second' WHERE id = $1")
        .bind(id)
        .bind(seconds)
        .execute(pool)
        .await
        .unwrap();
}

#[sqlx::test]
async fn an_expired_turn_is_lost_once_with_two_sweepers_racing(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = clocked_game(&svc, true).await;
    play(&svc, g.id, &["K10", "L10", "K13"]).await;
    assert!(
        svc.expire_turns(10).await.unwrap().is_empty(),
        "Bob still has time"
    );
    deadline_in(&pool, g.id, -1).await;
    // Two bot processes (two services, each with its own cache) sweep at the same moment.
    let other = GameService::new(pool.clone());
    let (a, b) = tokio::join!(svc.expire_turns(10), other.expire_turns(10));
    let reports: Vec<_> = a.unwrap().into_iter().chain(b.unwrap()).collect();
    assert_eq!(reports.len(), 1, "expired exactly once");
    let state = &reports[0].state;
    assert_eq!(state.status, GameStatus::Finished);
    assert_eq!(
        state.player_at(reports[0].seat),
        Some(&bob()),
        "Bob ran out of time"
    );
    assert_eq!(
        state.rating_changes.len(),
        4,
        "rated in the same transaction"
    );
    let (reason, games): (String, i64) = sqlx::query_as(
        "SELECT end_reason, (SELECT count(*) FROM ratings WHERE player_id = 2 AND games = 1)
         FROM games WHERE id = $1",
    )
    .bind(g.id)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!((reason.as_str(), games), ("timeout", 2));
    assert!(svc.expire_turns(10).await.unwrap().is_empty());
    // The service's cache does not hold the expired game as still going.
    assert_eq!(svc.load(g.id).await.unwrap().status, GameStatus::Finished);
}

#[sqlx::test]
async fn a_game_that_never_began_is_cancelled_not_lost(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = clocked_game(&svc, false).await;
    play(&svc, g.id, &["K10"]).await;
    deadline_in(&pool, g.id, -1).await;
    let reports = svc.expire_turns(10).await.unwrap();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].state.status, GameStatus::Cancelled);
}

#[sqlx::test]
async fn reminders_come_once_per_deadline(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = clocked_game(&svc, false).await;
    play(&svc, g.id, &["K10"]).await;
    assert!(
        svc.due_reminders().await.unwrap().is_empty(),
        "a whole hour left"
    );
    deadline_in(&pool, g.id, 600).await;
    let due = svc.due_reminders().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(
        (due[0].game, due[0].player, due[0].channel),
        (g.id, PlayerId::person(2), 20)
    );
    assert!(svc.due_reminders().await.unwrap().is_empty(), "once");
    play(&svc, g.id, &["L10"]).await;
    deadline_in(&pool, g.id, 300).await;
    let due = svc.due_reminders().await.unwrap();
    assert_eq!(due.len(), 1, "a new deadline, a new reminder");
    assert_eq!(due[0].player, PlayerId::person(1));
}

#[sqlx::test]
async fn a_swap2_opening_can_be_called_off_until_the_second_player_acts(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let mut new = NewChallenge::new(HERE, vec![bob()], RuleSet::preset(Preset::Swap2Pente));
    new.clock = Some(Clock::PerMove { seconds: 3600 });
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&Request::new(alice()), new).await.unwrap();
    let Accepted::Started(g) = svc.accept(&Request::new(bob()), ch.id).await.unwrap() else {
        panic!()
    };
    // Alice places her three stones; Bob has not acted: his timeout cancels the game.
    play(&svc, g.id, &["K10", "L11", "M12"]).await;
    deadline_in(&pool, g.id, -1).await;
    let reports = svc.expire_turns(10).await.unwrap();
    assert_eq!(reports[0].state.status, GameStatus::Cancelled);
}

async fn live_game(svc: &GameService, rules: RuleSet) -> GameState {
    let mut new = NewChallenge::new(HERE, vec![bob()], rules);
    new.clock = Some(Clock::Live {
        base: 300,
        increment: 10,
    });
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&Request::new(alice()), new).await.unwrap();
    match svc.accept(&Request::new(bob()), ch.id).await.unwrap() {
        Accepted::Started(g) => *g,
        Accepted::Waiting(_) => panic!("started"),
    }
}

/// Seconds left on each seat's live clock, and until the deadline, as stored.
async fn banks(svc: &GameService, id: GameId) -> (Vec<f64>, f64) {
    let state = svc.load(id).await.unwrap();
    let now = chrono::Utc::now();
    let seats = state
        .seats
        .iter()
        .map(|s| s.time_left_ms.unwrap() as f64 / 1000.0)
        .collect();
    let deadline = (state.turn_deadline.unwrap() - now).num_milliseconds() as f64 / 1000.0;
    (seats, deadline)
}

fn near(got: f64, want: f64) -> bool {
    (got - want).abs() < 3.0
}

#[sqlx::test]
async fn a_live_clock_keeps_each_bank_and_adds_the_increment(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = live_game(&svc, RuleSet::preset(Preset::Pente)).await;
    assert_eq!(
        g.clock,
        Some(Clock::Live {
            base: 300,
            increment: 10
        })
    );
    let (seats, deadline) = banks(&svc, g.id).await;
    assert_eq!(seats, [300.0, 300.0]);
    assert!(near(deadline, 300.0), "{deadline}");

    // Alice thinks 50 s: 250 s left, plus 10. Bob's 300 s start to run.
    deadline_in(&pool, g.id, 250).await;
    play(&svc, g.id, &["K10"]).await;
    let (seats, deadline) = banks(&svc, g.id).await;
    assert!(near(seats[0], 260.0) && seats[1] == 300.0, "{seats:?}");
    assert!(near(deadline, 300.0), "{deadline}");

    // Bob thinks 200 s; then Alice's 260 s run.
    deadline_in(&pool, g.id, 100).await;
    play(&svc, g.id, &["L10"]).await;
    let (seats, deadline) = banks(&svc, g.id).await;
    assert!(near(seats[1], 110.0), "{seats:?}");
    assert!(near(deadline, 260.0), "{deadline}");
    let state = svc.load(g.id).await.unwrap();
    let now = chrono::Utc::now();
    let left = |seat| state.time_left_ms(pente::Seat(seat), now).unwrap() as f64 / 1e3;
    assert!(near(left(0), 260.0) && near(left(1), 110.0));

    // Bob takes his move back while Alice thinks: the clock goes back to him, and the time
    // Alice spent stays spent and earns nothing.
    deadline_in(&pool, g.id, 200).await;
    svc.request_takeback(&Request::new(bob()), g.id)
        .await
        .unwrap();
    let report = svc
        .accept_takeback(&Request::new(alice()), g.id)
        .await
        .unwrap();
    assert_eq!(report.removed, 1);
    let (seats, deadline) = banks(&svc, g.id).await;
    assert!(near(seats[0], 200.0), "{seats:?}");
    assert!(near(deadline, 110.0), "Bob's bank runs again: {deadline}");
}

#[sqlx::test]
async fn a_live_clock_runs_on_through_a_connect6_turn_and_flags(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = live_game(&svc, RuleSet::preset(Preset::Connect6)).await;
    play(&svc, g.id, &["J10"]).await;
    deadline_in(&pool, g.id, 120).await;
    play(&svc, g.id, &["K10"]).await;
    let (seats, deadline) = banks(&svc, g.id).await;
    assert!(near(seats[0], 310.0) && seats[1] == 300.0, "{seats:?}");
    assert!(near(deadline, 120.0), "his clock runs on: {deadline}");
    play(&svc, g.id, &["K11"]).await;
    let (seats, deadline) = banks(&svc, g.id).await;
    assert!(near(seats[1], 130.0), "{seats:?}");
    assert!(near(deadline, 310.0), "{deadline}");

    // Alice's flag falls: she may not move any more, and loses on time with nothing left.
    deadline_in(&pool, g.id, -1).await;
    let late = svc
        .play_text(&Request::new(alice()), g.id, "A1", None)
        .await
        .unwrap_err();
    assert_eq!(late.kind(), "flag-fell");
    let reports = svc.expire_turns(10).await.unwrap();
    assert_eq!(reports.len(), 1);
    let state = &reports[0].state;
    assert_eq!(state.status, GameStatus::Finished);
    assert_eq!(state.player_at(reports[0].seat), Some(&alice()));
    assert_eq!(state.seats[0].time_left_ms, Some(0));
    assert_eq!(state.turn_deadline, None);
}

#[sqlx::test]
async fn a_live_clock_warns_each_player_once_per_game(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = live_game(&svc, RuleSet::preset(Preset::Pente)).await;
    play(&svc, g.id, &["K10"]).await;
    assert!(svc.due_reminders().await.unwrap().is_empty(), "5 min left");
    deadline_in(&pool, g.id, 60).await;
    let due = svc.due_reminders().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!((due[0].game, due[0].player), (g.id, PlayerId::person(2)));
    assert!(svc.due_reminders().await.unwrap().is_empty(), "once");
    // Bob plays with 60 s (+10) left and is low again on his next turn: no second warning.
    play(&svc, g.id, &["L10"]).await;
    play(&svc, g.id, &["K13"]).await;
    deadline_in(&pool, g.id, 50).await;
    assert!(svc.due_reminders().await.unwrap().is_empty(), "once a game");
    // Alice's first time low is her own warning.
    play(&svc, g.id, &["L11"]).await;
    deadline_in(&pool, g.id, 30).await;
    let due = svc.due_reminders().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].player, PlayerId::person(1));
}
