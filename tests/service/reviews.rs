//! Engine reviews through the service: refused before the end, made once and stored, read
//! back by a second request, waiting in line behind another.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use pente::{Preset, RuleSet};
use pente_bot::service::{
    Accepted, GameService, GameState, NewChallenge, Place, PlayerRef, Request, ReviewLimits,
    ReviewProgress, Reviewer, SeatOrder,
};
use sqlx::PgPool;

const HERE: Place = Place {
    server: Some(10),
    channel: 20,
};

fn req(id: u64, name: &str) -> Request {
    Request::new(PlayerRef::person(id, name))
}

/// Alice and Bob play Gomoku: Alice makes five on the A file.
async fn finished_game(svc: &GameService) -> GameState {
    let mut new = NewChallenge::new(
        HERE,
        vec![PlayerRef::person(2, "Bob")],
        RuleSet::preset(Preset::Gomoku),
    );
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&req(1, "Alice"), new).await.unwrap();
    let Accepted::Started(state) = svc.accept(&req(2, "Bob"), ch.id).await.unwrap() else {
        panic!("a two-player challenge starts when accepted");
    };
    let mut state = *state;
    for t in ["A1", "H8", "A2", "H9", "A3", "H10", "A4", "H11"] {
        let who = state.player_to_act().unwrap().clone();
        state = svc
            .play_text(&Request::new(who), state.id, t, None)
            .await
            .unwrap()
            .state;
    }
    // Both have four on a file; Alice, to move, makes five first.
    let who = state.player_to_act().unwrap().clone();
    state = svc
        .play_text(&Request::new(who), state.id, "A5", None)
        .await
        .unwrap()
        .state;
    assert!(state.game.is_over(), "Alice's five");
    state
}

fn limits() -> ReviewLimits {
    ReviewLimits {
        per_position: Duration::from_secs(10),
        per_game: Duration::from_secs(600),
        nodes: Some(5_000),
    }
}

#[sqlx::test]
async fn a_review_is_made_once_and_stored(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let reviewer = Reviewer::new(svc.clone(), limits());
    let state = finished_game(&svc).await;

    let seen = Arc::new(Mutex::new(Vec::new()));
    let progress = {
        let seen = seen.clone();
        move |p| seen.lock().unwrap().push(p)
    };
    let made = reviewer.review(&state, progress).await.unwrap();
    assert!(made.seconds.is_some(), "searched now");
    assert_eq!(made.review.moves.len(), 9, "one entry a stone");
    let seen = seen.lock().unwrap().clone();
    assert_eq!(
        seen.last(),
        Some(&ReviewProgress::Analysing {
            done: 10,
            total: 10
        })
    );

    let again = reviewer.review(&state, |_| {}).await.unwrap();
    assert_eq!(again.seconds, None, "from storage");
    assert_eq!(again.review, made.review);
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM reviews")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(rows, 1);
}

#[sqlx::test]
async fn games_going_or_of_three_are_refused(pool: PgPool) {
    let svc = GameService::new(pool);
    let reviewer = Reviewer::new(svc.clone(), limits());
    let mut new = NewChallenge::new(
        HERE,
        vec![PlayerRef::person(2, "Bob")],
        RuleSet::preset(Preset::Pente),
    );
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&req(1, "Alice"), new).await.unwrap();
    let Accepted::Started(going) = svc.accept(&req(2, "Bob"), ch.id).await.unwrap() else {
        panic!("started");
    };
    let refused = reviewer.review(&going, |_| {}).await.unwrap_err();
    assert_eq!(refused.kind(), "review-not-over");

    let three = NewChallenge::new(
        HERE,
        vec![PlayerRef::person(2, "Bob"), PlayerRef::person(3, "Carol")],
        RuleSet::preset(Preset::Pente3p),
    );
    let ch = svc.challenge(&req(1, "Alice"), three).await.unwrap();
    svc.accept(&req(2, "Bob"), ch.id).await.unwrap();
    let Accepted::Started(state) = svc.accept(&req(3, "Carol"), ch.id).await.unwrap() else {
        panic!("three accepted: started");
    };
    let mut state = *state;
    for _ in 0..3 {
        let who = state.player_to_act().unwrap().clone();
        state = svc
            .resign(&Request::new(who), state.id)
            .await
            .unwrap()
            .state;
        if state.game.is_over() {
            break;
        }
    }
    assert!(state.game.is_over());
    let refused = reviewer.review(&state, |_| {}).await.unwrap_err();
    assert_eq!(refused.kind(), "review-players");
}

#[sqlx::test]
async fn a_second_review_waits_in_line(pool: PgPool) {
    let svc = GameService::new(pool);
    let reviewer = Reviewer::new(svc.clone(), limits());
    let first = finished_game(&svc).await;
    let second = finished_game(&svc).await;
    let queued = Arc::new(Mutex::new(Vec::new()));
    let note = {
        let queued = queued.clone();
        move |p| {
            if let ReviewProgress::Queued { ahead } = p {
                queued.lock().unwrap().push(ahead);
            }
        }
    };
    // The second is asked for once the first is searching.
    let searching = Arc::new(tokio::sync::Notify::new());
    let started = {
        let searching = searching.clone();
        move |_| searching.notify_one()
    };
    let (a, b) = tokio::join!(reviewer.review(&first, started), async {
        searching.notified().await;
        reviewer.review(&second, note).await
    });
    assert!(a.unwrap().seconds.is_some() && b.unwrap().seconds.is_some());
    assert_eq!(*queued.lock().unwrap(), vec![1], "one review ahead");
}
