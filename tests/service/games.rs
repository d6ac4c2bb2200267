//! The game service against a real Postgres: each test gets a fresh database with the real
//! migrations (`#[sqlx::test]`), so tests never see each other's data.

use chrono::Duration;
use pente::{Action, Colour, Point, Preset, RuleSet, Seat};
use pente_bot::service::{
    Accepted, ChallengeId, ChallengeKind, Clock, GameId, GameService, GameState, GameStatus,
    NewChallenge, Place, PlayerId, PlayerRef, Position, Rematch, Request, Response, RulesWanted,
    SeatOrder, ServerSettings, ServiceError, SettingsChange, Table,
};
use sqlx::PgPool;

const CHANNEL: Place = Place {
    server: Some(10),
    channel: 20,
};

fn alice() -> PlayerRef {
    PlayerRef::person(1, "Alice")
}
fn bob() -> PlayerRef {
    PlayerRef::person(2, "Bob")
}
fn carol() -> PlayerRef {
    PlayerRef::person(3, "Carol")
}
fn dave() -> PlayerRef {
    PlayerRef::person(4, "Dave")
}
fn req(p: PlayerRef) -> Request {
    Request::new(p)
}

/// A position before any takeback.
fn at(ply: i32) -> Position {
    Position { ply, takebacks: 0 }
}

fn rules(preset: Preset) -> RuleSet {
    RuleSet::preset(preset)
}

/// Alice challenges Bob; Bob accepts. Alice holds seat 1 (White in Pente).
async fn start(svc: &GameService, rules: RuleSet) -> GameState {
    let mut new = NewChallenge::new(CHANNEL, vec![bob()], rules);
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&req(alice()), new).await.unwrap();
    match svc.accept(&req(bob()), ch.id).await.unwrap() {
        Accepted::Started(g) => *g,
        Accepted::Waiting(_) => panic!("a two-player challenge starts when accepted"),
    }
}

/// Plays tokens alternately by whoever must act.
async fn play_all(svc: &GameService, id: GameId, tokens: &[&str]) -> GameState {
    let mut state = svc.load(id).await.unwrap();
    for t in tokens {
        let who = state.player_to_act().unwrap().clone();
        state = svc
            .play_text(&req(who), id, t, None)
            .await
            .unwrap_or_else(|e| panic!("{t}: {e}"))
            .state;
    }
    state
}

fn kind<T: std::fmt::Debug>(r: Result<T, ServiceError>) -> &'static str {
    r.unwrap_err().kind()
}

#[sqlx::test]
async fn challenge_accept_starts_a_game(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    assert_eq!(g.status, GameStatus::Active);
    assert_eq!(g.ply(), 0);
    assert_eq!(g.seats[0].player, alice());
    assert_eq!(g.seats[1].player, bob());
    assert_eq!(g.player_to_act(), Some(&alice()));
    let loaded = svc.load(g.id).await.unwrap();
    assert_eq!(loaded.game, g.game);
    let ch: (String, Option<i64>) =
        sqlx::query_as("SELECT status, game_id FROM challenges WHERE id = (SELECT challenge_id FROM games WHERE id = $1)")
            .bind(g.id)
            .fetch_one(svc.pool())
            .await
            .unwrap();
    assert_eq!(ch, ("started".to_string(), Some(g.id.key())));
}

#[sqlx::test]
async fn challenge_errors(pool: PgPool) {
    let svc = GameService::new(pool);
    let pente = rules(Preset::Pente);
    let self_ch = NewChallenge::new(CHANNEL, vec![alice()], pente.clone());
    assert_eq!(
        kind(svc.challenge(&req(alice()), self_ch).await),
        "self-challenge"
    );
    let twice = NewChallenge::new(CHANNEL, vec![bob(), bob()], rules(Preset::Pente3p));
    assert_eq!(
        kind(svc.challenge(&req(alice()), twice).await),
        "duplicate-player"
    );
    let too_many = NewChallenge::new(CHANNEL, vec![bob(), carol()], pente.clone());
    let e = svc.challenge(&req(alice()), too_many).await.unwrap_err();
    assert_eq!(e.kind(), "wrong-player-count");
    assert!(
        matches!(e, ServiceError::WrongPlayerCount { needed: 2, got: 3 }),
        "{e}"
    );
    let mut bad = pente.clone();
    bad.size = 4;
    let bad = NewChallenge::new(CHANNEL, vec![bob()], bad);
    assert_eq!(kind(svc.challenge(&req(alice()), bad).await), "bad-rules");

    let ch = svc
        .challenge(
            &req(alice()),
            NewChallenge::new(CHANNEL, vec![bob()], pente.clone()),
        )
        .await
        .unwrap();
    assert_eq!(ch.kind, ChallengeKind::Challenge);
    assert_eq!(ch.members[0].response, Response::Invited);
    assert_eq!(kind(svc.accept(&req(carol()), ch.id).await), "not-invited");
    assert_eq!(kind(svc.decline(&req(carol()), ch.id).await), "not-invited");
    assert_eq!(
        kind(svc.accept(&req(alice()), ch.id).await),
        "self-challenge"
    );
    assert_eq!(
        kind(svc.cancel_challenge(&req(bob()), ch.id).await),
        "not-host"
    );
    assert_eq!(
        kind(svc.accept(&req(bob()), ChallengeId::from_key(999)).await),
        "no-such-challenge"
    );
    let declined = svc.decline(&req(bob()), ch.id).await.unwrap();
    assert_eq!(declined.status, "declined");
    let e = svc.accept(&req(bob()), ch.id).await.unwrap_err();
    assert_eq!(e.kind(), "challenge-closed");
    assert!(
        matches!(&e, ServiceError::ChallengeClosed { id, status } if *id == ch.id && status == "declined"),
        "{e}"
    );

    let ch = svc
        .challenge(
            &req(alice()),
            NewChallenge::new(CHANNEL, vec![bob()], pente),
        )
        .await
        .unwrap();
    assert_eq!(
        svc.cancel_challenge(&req(alice()), ch.id)
            .await
            .unwrap()
            .status,
        "cancelled"
    );
    assert_eq!(
        kind(svc.accept(&req(bob()), ch.id).await),
        "challenge-closed"
    );
}

#[sqlx::test]
async fn challenges_expire(pool: PgPool) {
    let svc = GameService::new(pool);
    let mut new = NewChallenge::new(CHANNEL, vec![bob()], rules(Preset::Pente));
    new.expires_in = Duration::milliseconds(1);
    let ch = svc.challenge(&req(alice()), new.clone()).await.unwrap();
    new.expires_in = Duration::hours(1);
    let fresh = svc.challenge(&req(alice()), new).await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let e = svc.accept(&req(bob()), ch.id).await.unwrap_err();
    assert!(
        matches!(&e, ServiceError::ChallengeClosed { id, status } if *id == ch.id && status == "expired"),
        "{e}"
    );
    let expired = svc.expire_challenges().await.unwrap();
    assert_eq!(
        expired.iter().map(|c| c.id).collect::<Vec<_>>(),
        vec![ch.id]
    );
    assert!(
        svc.expire_challenges().await.unwrap().is_empty(),
        "expired once only"
    );
    assert_eq!(svc.load_challenge(fresh.id).await.unwrap().status, "open");
}

#[sqlx::test]
async fn lobbies_fill_and_start(pool: PgPool) {
    let svc = GameService::new(pool);
    let mut new = NewChallenge::new(CHANNEL, vec![], rules(Preset::Pente3p));
    new.seat_order = SeatOrder::HostFirst;
    let lobby = svc.challenge(&req(alice()), new).await.unwrap();
    assert_eq!(lobby.kind, ChallengeKind::Lobby);
    assert_eq!(
        kind(svc.accept(&req(alice()), lobby.id).await),
        "already-joined"
    );
    assert!(matches!(
        svc.accept(&req(bob()), lobby.id).await.unwrap(),
        Accepted::Waiting(_)
    ));
    assert_eq!(
        kind(svc.accept(&req(bob()), lobby.id).await),
        "already-joined"
    );
    assert_eq!(
        kind(svc.leave(&req(alice()), lobby.id).await),
        "host-cannot-leave"
    );
    assert!(svc
        .leave(&req(bob()), lobby.id)
        .await
        .unwrap()
        .members
        .is_empty());
    assert_eq!(kind(svc.leave(&req(bob()), lobby.id).await), "not-invited");
    assert!(matches!(
        svc.accept(&req(carol()), lobby.id).await.unwrap(),
        Accepted::Waiting(_)
    ));
    let Accepted::Started(game) = svc.accept(&req(bob()), lobby.id).await.unwrap() else {
        panic!("a full lobby starts");
    };
    let names: Vec<&str> = game.seats.iter().map(|s| s.player.name.as_str()).collect();
    assert_eq!(names, ["Alice", "Carol", "Bob"]);
    assert_eq!(
        kind(svc.accept(&req(dave()), lobby.id).await),
        "challenge-closed"
    );
}

#[sqlx::test]
async fn lobbies_start_early_when_the_rules_allow(pool: PgPool) {
    let svc = GameService::new(pool);
    let ffa = svc
        .challenge(
            &req(alice()),
            NewChallenge::new(CHANNEL, vec![], rules(Preset::Pente4p)),
        )
        .await
        .unwrap();
    assert_eq!(
        kind(svc.start_lobby(&req(alice()), ffa.id).await),
        "lobby-not-ready"
    );
    svc.accept(&req(bob()), ffa.id).await.unwrap();
    svc.accept(&req(carol()), ffa.id).await.unwrap();
    assert_eq!(kind(svc.start_lobby(&req(bob()), ffa.id).await), "not-host");
    let game = svc.start_lobby(&req(alice()), ffa.id).await.unwrap();
    assert_eq!(game.game.rules().players, 3);
    assert_eq!(game.seats.len(), 3);

    let teams = svc
        .challenge(
            &req(alice()),
            NewChallenge::new(CHANNEL, vec![], rules(Preset::TeamPente)),
        )
        .await
        .unwrap();
    svc.accept(&req(bob()), teams.id).await.unwrap();
    svc.accept(&req(carol()), teams.id).await.unwrap();
    let e = svc.start_lobby(&req(alice()), teams.id).await.unwrap_err();
    assert!(
        matches!(e, ServiceError::LobbyNotReady { needed: 4, got: 3 }),
        "{e}"
    );
    let Accepted::Started(game) = svc.accept(&req(dave()), teams.id).await.unwrap() else {
        panic!("a full team lobby starts");
    };
    let teams: Vec<Option<u8>> = game.seats.iter().map(|s| s.team).collect();
    assert_eq!(teams, [Some(0), Some(1), Some(0), Some(1)]);
}

#[sqlx::test]
async fn moves_are_checked_and_stored(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    let r = svc
        .play_text(&req(alice()), g.id, "k10", None)
        .await
        .unwrap();
    assert_eq!(r.outcome.placed, Some((Point::new(9, 9), Colour(0))));
    assert_eq!(r.state.ply(), 1);
    assert_eq!(
        kind(svc.play_text(&req(alice()), g.id, "L11", None).await),
        "not-your-turn"
    );
    assert_eq!(
        kind(svc.play_text(&req(bob()), g.id, "K10", None).await),
        "occupied"
    );
    assert_eq!(
        kind(svc.play_text(&req(bob()), g.id, "I5", None).await),
        "off-board"
    );
    assert_eq!(
        kind(svc.play_text(&req(bob()), g.id, "hello", None).await),
        "bad-token"
    );
    assert_eq!(
        kind(svc.play_text(&req(carol()), g.id, "L11", None).await),
        "not-in-game"
    );
    assert_eq!(
        kind(
            svc.play_text(&req(bob()), GameId::from_key(12345), "L11", None)
                .await
        ),
        "no-such-game"
    );
    let e = svc
        .play_text(&req(bob()), g.id, "L11", Some(at(0)))
        .await
        .unwrap_err();
    assert_eq!(e.kind(), "position-changed");
    svc.play_text(&req(bob()), g.id, "L11", Some(at(1)))
        .await
        .unwrap();
    // Pro: White's second stone must be 3 or more points from the centre.
    let e = svc
        .play_text(&req(alice()), g.id, "K11", None)
        .await
        .unwrap_err();
    assert_eq!(e.kind(), "opening-area");
    let rows: Vec<(i32, i16, i64, String, String)> = sqlx::query_as(
        "SELECT ply, seat, player_id, kind, action FROM moves WHERE game_id = $1 ORDER BY ply",
    )
    .bind(g.id)
    .fetch_all(svc.pool())
    .await
    .unwrap();
    assert_eq!(
        rows,
        vec![
            (0, 0, 1, "place".into(), "K10".into()),
            (1, 1, 2, "place".into(), "L11".into())
        ]
    );
}

#[sqlx::test]
async fn passes_are_stored_and_two_in_a_row_draw(pool: PgPool) {
    let svc = GameService::new(pool);
    let renju = RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap();
    let g = start(&svc, renju).await;
    play_all(&svc, g.id, &["H8"]).await;
    let r = svc.pass(&req(bob()), g.id, Some(at(1))).await.unwrap();
    assert_eq!((r.action.clone(), r.outcome.placed), (Action::Pass, None));
    assert!(r.state.game.can_pass());
    // Stored as the token `pass`, and replayed from it.
    assert_eq!(svc.load(g.id).await.unwrap().game, r.state.game);
    let r = svc
        .play_text(&req(alice()), g.id, "pass", None)
        .await
        .unwrap();
    assert_eq!(r.state.status, GameStatus::Finished);
    let rows: Vec<(String, String)> =
        sqlx::query_as("SELECT kind, action FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(g.id)
            .fetch_all(svc.pool())
            .await
            .unwrap();
    let pass = || ("pass".to_string(), "pass".to_string());
    assert_eq!(rows, vec![("place".into(), "H8".into()), pass(), pass()]);
    let row: (Vec<i16>, String) =
        sqlx::query_as("SELECT winner_seats, end_reason FROM games WHERE id = $1")
            .bind(g.id)
            .fetch_one(svc.pool())
            .await
            .unwrap();
    assert_eq!(row, (vec![], "two-passes".into()));
    // Pente has no pass.
    let p = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, p.id, &["K10"]).await;
    assert_eq!(kind(svc.pass(&req(bob()), p.id, None).await), "no-pass");
}

/// The 45-move game of RULES.md: White (Alice) wins by captures, 10 stones to 8.
const RECORD: &str = "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10 N10 M10 G8 K11 M7 N9 O8 M11 J11 J12 E6 F7 O11 J9 J11 J10 M9 J7 J6 J13 J14 J13 M12 P12 M11 M13 M10 M8 L5 H8 K8 L7 G8";

#[sqlx::test]
async fn a_whole_game_ends_and_is_recorded(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    let tokens: Vec<&str> = RECORD.split(' ').collect();
    let end = play_all(&svc, g.id, &tokens).await;
    assert_eq!(end.status, GameStatus::Finished);
    assert_eq!(end.game.captures(Colour(0)), 10);
    assert_eq!(end.game.captures(Colour(1)), 8);
    let row: (String, Vec<i16>, String, i32) =
        sqlx::query_as("SELECT status, winner_seats, end_reason, plies FROM games WHERE id = $1")
            .bind(g.id)
            .fetch_one(svc.pool())
            .await
            .unwrap();
    assert_eq!(row, ("finished".into(), vec![0], "captures".into(), 45));
    let results: Vec<(i16, String)> =
        sqlx::query_as("SELECT seat, result FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(g.id)
            .fetch_all(svc.pool())
            .await
            .unwrap();
    assert_eq!(results, vec![(0, "win".into()), (1, "loss".into())]);
    assert_eq!(
        kind(svc.play_text(&req(bob()), g.id, "A1", None).await),
        "game-not-active"
    );
    assert_eq!(kind(svc.resign(&req(bob()), g.id).await), "game-not-active");
    assert!(svc
        .active_games(PlayerId::person(1))
        .await
        .unwrap()
        .is_empty());
}

#[sqlx::test]
async fn resign_at_any_time(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, g.id, &["K10"]).await;
    // Not Alice's turn, but she may resign.
    let r = svc.resign(&req(alice()), g.id).await.unwrap();
    assert_eq!(r.state.status, GameStatus::Finished);
    let result = r.state.game.result().unwrap();
    assert_eq!(result.winners, vec![Colour(1)]);
}

#[sqlx::test]
async fn draws_by_agreement(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, g.id, &["K10", "L11"]).await;
    assert_eq!(
        kind(svc.accept_draw(&req(bob()), g.id).await),
        "no-draw-offer"
    );
    let offer = svc.offer_draw(&req(alice()), g.id).await.unwrap();
    assert!(!offer.agreed);
    assert_eq!(offer.state.draw_offers, vec![Seat(0)]);
    assert_eq!(
        kind(svc.offer_draw(&req(alice()), g.id).await),
        "draw-already-offered"
    );
    // Accepting one's own offer is answered as such.
    assert_eq!(
        kind(svc.accept_draw(&req(alice()), g.id).await),
        "draw-already-offered"
    );
    // The offerer's own move keeps the offer; the opponent's move declines it.
    play_all(&svc, g.id, &["K5"]).await;
    assert_eq!(svc.load(g.id).await.unwrap().draw_offers, vec![Seat(0)]);
    play_all(&svc, g.id, &["L5"]).await;
    assert!(svc.load(g.id).await.unwrap().draw_offers.is_empty());
    svc.offer_draw(&req(bob()), g.id).await.unwrap();
    svc.decline_draw(&req(alice()), g.id).await.unwrap();
    assert_eq!(
        kind(svc.decline_draw(&req(alice()), g.id).await),
        "no-draw-offer"
    );
    svc.offer_draw(&req(bob()), g.id).await.unwrap();
    let done = svc.accept_draw(&req(alice()), g.id).await.unwrap();
    assert!(done.agreed);
    assert_eq!(done.state.status, GameStatus::Finished);
    assert!(done.state.game.result().unwrap().is_draw());
    let results: Vec<String> =
        sqlx::query_scalar("SELECT result FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(g.id)
            .fetch_all(svc.pool())
            .await
            .unwrap();
    assert_eq!(results, ["draw", "draw"]);
}

#[sqlx::test]
async fn takebacks_need_agreement_and_keep_the_moves(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    assert_eq!(
        kind(svc.request_takeback(&req(bob()), g.id).await),
        "nothing-to-take-back"
    );
    play_all(&svc, g.id, &["K10", "L11", "K5", "L5"]).await;
    assert_eq!(
        kind(svc.accept_takeback(&req(alice()), g.id).await),
        "no-takeback"
    );
    // Alice takes back her K5, so Bob's L5 goes too.
    let asked = svc.request_takeback(&req(alice()), g.id).await.unwrap();
    assert_eq!(asked.removed, 0);
    assert_eq!(asked.state.takeback, Some((Seat(0), 2)));
    assert_eq!(
        kind(svc.request_takeback(&req(bob()), g.id).await),
        "takeback-pending"
    );
    assert_eq!(
        kind(svc.accept_takeback(&req(alice()), g.id).await),
        "own-takeback"
    );
    let done = svc.accept_takeback(&req(bob()), g.id).await.unwrap();
    assert_eq!(done.removed, 2);
    assert_eq!(done.state.ply(), 2);
    assert_eq!(done.state.player_to_act(), Some(&alice()));
    let reloaded = svc.load(g.id).await.unwrap();
    assert_eq!(reloaded.game, done.state.game);
    let kept: (i32, Vec<String>) =
        sqlx::query_as("SELECT from_ply, actions FROM takebacks WHERE game_id = $1")
            .bind(g.id)
            .fetch_one(svc.pool())
            .await
            .unwrap();
    assert_eq!(kept, (2, vec!["K5".to_string(), "L5".to_string()]));
    // A declined request changes nothing; a move cancels a pending one.
    svc.request_takeback(&req(bob()), g.id).await.unwrap();
    svc.decline_takeback(&req(alice()), g.id).await.unwrap();
    assert_eq!(
        kind(svc.decline_takeback(&req(alice()), g.id).await),
        "no-takeback"
    );
    svc.request_takeback(&req(bob()), g.id).await.unwrap();
    play_all(&svc, g.id, &["K4"]).await;
    assert_eq!(svc.load(g.id).await.unwrap().takeback, None);
    assert_eq!(svc.load(g.id).await.unwrap().ply(), 3);
}

#[sqlx::test]
async fn timeouts_are_claimed_after_the_deadline(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    assert_eq!(kind(svc.claim_timeout(&req(bob()), g.id).await), "no-clock");

    let mut new = NewChallenge::new(CHANNEL, vec![bob()], rules(Preset::Pente));
    new.seat_order = SeatOrder::HostFirst;
    new.clock = Some(Clock::PerMove { seconds: 3600 });
    let ch = svc.challenge(&req(alice()), new).await.unwrap();
    let Accepted::Started(g) = svc.accept(&req(bob()), ch.id).await.unwrap() else {
        panic!()
    };
    assert!(g.turn_deadline.is_some());
    assert_eq!(
        kind(svc.claim_timeout(&req(bob()), g.id).await),
        "not-timed-out"
    );
    assert_eq!(
        kind(svc.claim_timeout(&req(alice()), g.id).await),
        "own-timeout"
    );
    let overdue = |id: GameId| {
        let pool = svc.pool().clone();
        async move {
            sqlx::query(
                "UPDATE games SET turn_deadline = now() - interval '1 second' WHERE id = $1",
            )
            .bind(id)
            .execute(&pool)
            .await
            .unwrap();
        }
    };
    // Fewer than two moves: the game is cancelled, nobody loses.
    overdue(g.id).await;
    let r = svc.claim_timeout(&req(bob()), g.id).await.unwrap();
    assert_eq!(r.state.status, GameStatus::Cancelled);
    assert_eq!(svc.load(g.id).await.unwrap().status, GameStatus::Cancelled);

    let mut new = NewChallenge::new(CHANNEL, vec![bob()], rules(Preset::Pente));
    new.seat_order = SeatOrder::HostFirst;
    new.clock = Some(Clock::PerMove { seconds: 60 });
    let ch = svc.challenge(&req(alice()), new).await.unwrap();
    let Accepted::Started(g) = svc.accept(&req(bob()), ch.id).await.unwrap() else {
        panic!()
    };
    play_all(&svc, g.id, &["K10", "L11"]).await;
    overdue(g.id).await;
    let r = svc.claim_timeout(&req(bob()), g.id).await.unwrap();
    assert_eq!(r.seat, Seat(0));
    assert_eq!(r.state.status, GameStatus::Finished);
    assert_eq!(r.state.game.result().unwrap().winners, vec![Colour(1)]);
    let reason: String = sqlx::query_scalar("SELECT end_reason FROM games WHERE id = $1")
        .bind(g.id)
        .fetch_one(svc.pool())
        .await
        .unwrap();
    assert_eq!(reason, "timeout");
}

#[sqlx::test]
async fn cancel_only_before_the_game_begins(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, g.id, &["K10"]).await;
    assert_eq!(
        kind(svc.cancel_game(&req(carol()), g.id).await),
        "not-in-game"
    );
    assert_eq!(
        svc.cancel_game(&req(bob()), g.id).await.unwrap().status,
        GameStatus::Cancelled
    );
    assert_eq!(
        kind(svc.play_text(&req(bob()), g.id, "L11", None).await),
        "game-not-active"
    );

    let g = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, g.id, &["K10", "L11"]).await;
    assert_eq!(
        kind(svc.cancel_game(&req(alice()), g.id).await),
        "too-late-to-cancel"
    );
}

#[sqlx::test]
async fn opening_decisions_change_the_seats_colours(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Swap2Pente)).await;
    // Alice places three stones; Bob takes White (the first colour), so Alice now plays Black.
    let s = play_all(&svc, g.id, &["K10", "L11", "M12"]).await;
    assert_eq!(s.player_to_act(), Some(&bob()));
    let r = svc
        .play_text(&req(bob()), g.id, "choose=white", None)
        .await
        .unwrap();
    assert!(r.outcome.swapped);
    assert_eq!(r.state.game.colour_of(Seat(1)), Some(Colour(0)));
    let colours: Vec<i16> =
        sqlx::query_scalar("SELECT colour FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(g.id)
            .fetch_all(svc.pool())
            .await
            .unwrap();
    assert_eq!(colours, [1, 0]);
    let decisions: Vec<String> =
        sqlx::query_scalar("SELECT action FROM opening_decisions WHERE game_id = $1")
            .bind(g.id)
            .fetch_all(svc.pool())
            .await
            .unwrap();
    assert_eq!(decisions, ["choose=white"]);
    assert_eq!(svc.load(g.id).await.unwrap().game, r.state.game);
}

#[sqlx::test]
async fn the_same_interaction_twice_is_applied_once(pool: PgPool) {
    let svc = GameService::new(pool);
    let mut new = NewChallenge::new(CHANNEL, vec![bob()], rules(Preset::Pente));
    new.seat_order = SeatOrder::HostFirst;
    let ask = req(alice()).with_interaction(1001);
    let ch = svc.challenge(&ask, new.clone()).await.unwrap();
    assert_eq!(kind(svc.challenge(&ask, new).await), "duplicate");
    let accept = req(bob()).with_interaction(1002);
    let Accepted::Started(g) = svc.accept(&accept, ch.id).await.unwrap() else {
        panic!()
    };
    assert_eq!(kind(svc.accept(&accept, ch.id).await), "duplicate");
    let mv = req(alice()).with_interaction(1003);
    svc.play_text(&mv, g.id, "K10", None).await.unwrap();
    assert_eq!(
        kind(svc.play_text(&mv, g.id, "K10", None).await),
        "duplicate"
    );
    // A refused request is not recorded: the same id may try again.
    let bad = req(bob()).with_interaction(1004);
    assert_eq!(
        kind(svc.play_text(&bad, g.id, "K10", None).await),
        "occupied"
    );
    svc.play_text(&bad, g.id, "L11", None).await.unwrap();
    assert_eq!(svc.load(g.id).await.unwrap().ply(), 2);
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM challenges")
        .fetch_one(svc.pool())
        .await
        .unwrap();
    assert_eq!(count, 1);

    // Ids are forgotten once Discord can no longer send them again: only old ones go.
    sqlx::query("UPDATE interactions SET processed_at = now() - interval '2 days' WHERE id < 1003")
        .execute(svc.pool())
        .await
        .unwrap();
    let day = std::time::Duration::from_secs(24 * 3600);
    assert_eq!(svc.prune_interactions(day).await.unwrap(), 2);
    assert_eq!(
        kind(svc.play_text(&mv, g.id, "K10", None).await),
        "duplicate",
        "a recent id is still known"
    );
}

#[sqlx::test]
async fn racing_moves_on_one_game_land_once(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Gomoku)).await;
    // 16 clicks on the same position: exactly one lands, the rest see the position changed.
    let mut tasks = Vec::new();
    for i in 0..16 {
        let svc = svc.clone();
        let who = g.player_to_act().unwrap().clone();
        let point = format!("{}{}", ["A", "B", "C", "D"][i % 4], 1 + i / 4);
        tasks.push(tokio::spawn(async move {
            svc.play_text(&req(who), g.id, &point, Some(at(0))).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(_) => ok += 1,
            Err(e) => assert_eq!(e.kind(), "position-changed", "{e}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(svc.load(g.id).await.unwrap().ply(), 1);
}

#[sqlx::test]
async fn many_players_racing_keep_every_game_whole(pool: PgPool) {
    let svc = GameService::new(pool);
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(start(&svc, rules(Preset::Gomoku)).await.id);
    }
    // Both players of each game hammer it with moves without waiting for their turn:
    // only legal moves in turn land, and the stored plies stay contiguous.
    let mut tasks = Vec::new();
    for &id in &games {
        for player in [alice(), bob()] {
            let svc = svc.clone();
            tasks.push(tokio::spawn(async move {
                let mut landed = 0;
                for n in 0..60usize {
                    let point = format!(
                        "{}{}",
                        (b'A' + (n % 15) as u8) as char,
                        1 + (n * 7 + player.id.key() as usize) % 15
                    );
                    if svc
                        .play_text(&req(player.clone()), id, &point, None)
                        .await
                        .is_ok()
                    {
                        landed += 1;
                    }
                }
                landed
            }));
        }
    }
    let mut landed = 0;
    for t in tasks {
        landed += t.await.unwrap();
    }
    let mut stored = 0;
    for &id in &games {
        let plies: Vec<i32> =
            sqlx::query_scalar("SELECT ply FROM moves WHERE game_id = $1 ORDER BY ply")
                .bind(id)
                .fetch_all(svc.pool())
                .await
                .unwrap();
        assert_eq!(
            plies,
            (0..plies.len() as i32).collect::<Vec<_>>(),
            "no gap or duplicate"
        );
        let state = svc.load(id).await.unwrap();
        assert_eq!(state.ply() as usize, plies.len());
        stored += plies.len();
    }
    assert_eq!(
        landed, stored,
        "every acknowledged move is stored, and nothing else"
    );
}

#[sqlx::test]
async fn a_game_survives_a_restart(pool: PgPool) {
    let options = pool.connect_options().as_ref().clone();
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    let before = play_all(&svc, g.id, &["K10", "L11", "K5", "M12"]).await;
    svc.offer_draw(&req(alice()), g.id).await.unwrap();
    svc.pool().close().await;
    drop(svc);

    let pool = sqlx::postgres::PgPoolOptions::new()
        .connect_with(options)
        .await
        .unwrap();
    let svc = GameService::new(pool);
    let after = svc.load(g.id).await.unwrap();
    assert_eq!(after.game, before.game);
    assert_eq!(after.seats, before.seats);
    assert_eq!(after.draw_offers, vec![Seat(0)]);
    let r = svc
        .play_text(&req(alice()), g.id, "K14", None)
        .await
        .unwrap();
    assert_eq!(r.state.ply(), 5);
    assert!(svc.active_games(PlayerId::person(2)).await.unwrap()[0].my_turn);
}

#[sqlx::test]
async fn damaged_games_are_reported_not_played(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, g.id, &["K10", "L11", "K5"]).await;
    sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply = 1")
        .bind(g.id)
        .execute(svc.pool())
        .await
        .unwrap();
    let e = svc.load(g.id).await.unwrap_err();
    assert_eq!(e.kind(), "corrupt");
    assert!(!e.is_user_error());
    assert_eq!(
        kind(svc.play_text(&req(bob()), g.id, "L5", None).await),
        "corrupt"
    );
}

#[sqlx::test]
async fn active_games_lists_whose_turn_it_is(pool: PgPool) {
    let svc = GameService::new(pool);
    let a = start(&svc, rules(Preset::Pente)).await;
    let b = start(&svc, rules(Preset::Gomoku)).await;
    play_all(&svc, b.id, &["H8"]).await;
    let list = svc.active_games(alice().id).await.unwrap();
    assert_eq!(list.iter().map(|g| g.id).collect::<Vec<_>>(), [b.id, a.id]);
    assert_eq!(list[0].variant, "gomoku");
    assert!(!list[0].my_turn);
    assert!(list[1].my_turn);
    assert_eq!(list[0].opponents, vec![bob()]);
    svc.set_message(a.id, Some(77), Some(88)).await.unwrap();
    let a = svc.load(a.id).await.unwrap();
    assert_eq!((a.message_id, a.thread_id), (Some(77), Some(88)));
    assert_eq!(
        kind(svc.set_message(GameId::from_key(999), Some(1), None).await),
        "no-such-game"
    );
}

#[sqlx::test]
async fn migrations_apply_to_an_empty_database_and_again(pool: PgPool) {
    // #[sqlx::test] already ran them on an empty database; running again changes nothing.
    pente_bot::db::MIGRATOR.run(&pool).await.unwrap();
    let tables: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN
         ('players','servers','challenges','challenge_members','games','seats','moves','takebacks','ratings','interactions')",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(tables, 10);
}

#[sqlx::test]
async fn every_preset_can_start_and_play(pool: PgPool) {
    let svc = GameService::new(pool);
    for preset in Preset::ALL {
        let r = rules(preset);
        let players = [alice(), bob(), carol(), dave()];
        let mut new =
            NewChallenge::new(CHANNEL, players[1..r.players as usize].to_vec(), r.clone());
        new.seat_order = SeatOrder::HostFirst;
        let ch = svc.challenge(&req(alice()), new).await.unwrap();
        let mut started = None;
        for p in &players[1..r.players as usize] {
            if let Accepted::Started(g) = svc.accept(&req(p.clone()), ch.id).await.unwrap() {
                started = Some(g);
            }
        }
        let g = started.unwrap_or_else(|| panic!("{preset:?} did not start"));
        let who = g.player_to_act().unwrap().clone();
        let centre = r.lettering().format(Point::new(r.size / 2, r.size / 2));
        let s = svc.play_text(&req(who), g.id, &centre, None).await.unwrap();
        assert_eq!(s.state.ply(), 1, "{preset:?}");
        assert_eq!(
            svc.load(g.id).await.unwrap().game,
            s.state.game,
            "{preset:?}"
        );
        assert!(matches!(s.action, Action::Place(_)));
    }
}

/// Alice, Bob and Carol in a free-for-all: Carol resigns and is out.
async fn three_with_carol_out(svc: &GameService) -> GameState {
    let mut new = NewChallenge::new(CHANNEL, vec![bob(), carol()], rules(Preset::Pente3p));
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&req(alice()), new).await.unwrap();
    svc.accept(&req(bob()), ch.id).await.unwrap();
    let Accepted::Started(g) = svc.accept(&req(carol()), ch.id).await.unwrap() else {
        panic!()
    };
    play_all(svc, g.id, &["K10", "L11", "M12"]).await;
    let r = svc.resign(&req(carol()), g.id).await.unwrap();
    assert_eq!(r.state.status, GameStatus::Active, "two players go on");
    r.state
}

#[sqlx::test]
async fn a_player_who_left_a_free_for_all_cannot_act(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = three_with_carol_out(&svc).await;
    assert_eq!(kind(svc.resign(&req(carol()), g.id).await), "left-game");
    assert_eq!(kind(svc.offer_draw(&req(carol()), g.id).await), "left-game");
    assert_eq!(
        kind(svc.request_takeback(&req(carol()), g.id).await),
        "left-game"
    );
    assert_eq!(
        kind(svc.play_text(&req(carol()), g.id, "A1", None).await),
        "left-game"
    );
    // Nobody may take back past Carol's resignation.
    assert_eq!(
        kind(svc.request_takeback(&req(bob()), g.id).await),
        "takeback-past-drop-out"
    );
    // A draw between the two left: Carol lost.
    svc.offer_draw(&req(alice()), g.id).await.unwrap();
    let done = svc.accept_draw(&req(bob()), g.id).await.unwrap();
    assert!(done.agreed);
    let results: Vec<String> =
        sqlx::query_scalar("SELECT result FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(g.id)
            .fetch_all(svc.pool())
            .await
            .unwrap();
    assert_eq!(results, ["draw", "draw", "loss"]);
}

#[sqlx::test]
async fn clocks_are_checked_and_only_the_turn_resets_them(pool: PgPool) {
    let svc = GameService::new(pool);
    let mut new = NewChallenge::new(CHANNEL, vec![bob()], rules(Preset::Pente));
    new.clock = Some(Clock::PerMove { seconds: 0 });
    assert_eq!(kind(svc.challenge(&req(alice()), new).await), "bad-clock");

    let mut new = NewChallenge::new(CHANNEL, vec![bob(), carol()], rules(Preset::Pente3p));
    new.seat_order = SeatOrder::HostFirst;
    new.clock = Some(Clock::PerMove { seconds: 60 });
    let ch = svc.challenge(&req(alice()), new).await.unwrap();
    svc.accept(&req(bob()), ch.id).await.unwrap();
    let Accepted::Started(g) = svc.accept(&req(carol()), ch.id).await.unwrap() else {
        panic!()
    };
    play_all(&svc, g.id, &["K10", "L11"]).await;
    sqlx::query("UPDATE games SET turn_deadline = now() - interval '1 second' WHERE id = $1")
        .bind(g.id)
        .execute(svc.pool())
        .await
        .unwrap();
    // Bob resigning out of turn does not give Carol (to move) new time.
    svc.resign(&req(bob()), g.id).await.unwrap();
    let r = svc.claim_timeout(&req(alice()), g.id).await.unwrap();
    assert_eq!(r.state.status, GameStatus::Finished);
    assert_eq!(r.state.game.result().unwrap().winners, vec![Colour(0)]);
}

#[sqlx::test]
async fn recording_the_board_message_keeps_the_cached_game(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    let r = svc
        .play_text(&req(alice()), g.id, "K10", None)
        .await
        .unwrap();
    svc.set_message(g.id, Some(5), None).await.unwrap();
    assert_eq!(svc.load(g.id).await.unwrap().version, r.state.version);
    let r = svc.play_text(&req(bob()), g.id, "L11", None).await.unwrap();
    assert_eq!(r.state.ply(), 2);
}

#[sqlx::test]
async fn server_settings_change_one_at_a_time(pool: PgPool) {
    let svc = GameService::new(pool);
    assert_eq!(
        svc.server_settings(5).await.unwrap(),
        ServerSettings::default()
    );
    let threads = SettingsChange {
        games_in_threads: Some(true),
        ..Default::default()
    };
    let s = svc.change_server_settings(5, threads).await.unwrap();
    assert!(s.games_in_threads && s.default_rules.is_none());
    let keryo13 = RuleSet::from_spec("keryo-pente size=13").unwrap();
    let rules = SettingsChange {
        default_rules: Some(Some(keryo13.clone())),
        ..Default::default()
    };
    let s = svc.change_server_settings(5, rules).await.unwrap();
    assert_eq!(
        (s.games_in_threads, s.default_rules.as_ref()),
        (true, Some(&keryo13)),
        "the other setting is kept"
    );
    let four = SettingsChange {
        default_rules: Some(Some(rules_of("pente-4p"))),
        ..Default::default()
    };
    assert_eq!(
        kind(svc.change_server_settings(5, four).await),
        "default-rules-players",
        "default rules are for challenges: two players"
    );
    let clear = SettingsChange {
        default_rules: Some(None),
        ..Default::default()
    };
    let s = svc.change_server_settings(5, clear).await.unwrap();
    assert_eq!(s.default_rules, None);
    assert_eq!(svc.server_settings(5).await.unwrap(), s);
    let swedish = SettingsChange {
        language: Some(Some("sv".into())),
        ..Default::default()
    };
    let s = svc.change_server_settings(5, swedish).await.unwrap();
    assert_eq!(
        (s.language.as_deref(), s.games_in_threads),
        (Some("sv"), true)
    );
    assert_eq!(
        svc.server_languages().await.unwrap(),
        [(5, "sv".to_string())]
    );
    let discord = SettingsChange {
        language: Some(None),
        ..Default::default()
    };
    let s = svc.change_server_settings(5, discord).await.unwrap();
    assert_eq!(s.language, None);
    assert!(svc.server_languages().await.unwrap().is_empty());
    assert_eq!(
        svc.server_settings(6).await.unwrap(),
        ServerSettings::default()
    );
}

#[sqlx::test]
async fn a_position_after_a_takeback_is_not_the_one_before(pool: PgPool) {
    let svc = GameService::new(pool);
    let g = start(&svc, rules(Preset::Pente)).await;
    play_all(&svc, g.id, &["K10", "L10"]).await;
    let seen = svc.load(g.id).await.unwrap().position();
    assert_eq!(seen, at(2));
    // Bob takes L10 back and plays elsewhere: the game is at two actions again.
    svc.request_takeback(&req(bob()), g.id).await.unwrap();
    let back = svc.accept_takeback(&req(alice()), g.id).await.unwrap();
    assert_eq!(
        back.state.position(),
        Position {
            ply: 1,
            takebacks: 1
        }
    );
    play_all(&svc, g.id, &["M12"]).await;
    let now = svc.load(g.id).await.unwrap();
    assert_eq!(
        now.position(),
        Position {
            ply: 2,
            takebacks: 1
        }
    );
    // A button made before the takeback is refused; one made now is played.
    assert_eq!(
        kind(svc.play_text(&req(alice()), g.id, "K13", Some(seen)).await),
        "position-changed"
    );
    let fresh = GameService::new(svc.pool().clone());
    assert_eq!(
        fresh.load(g.id).await.unwrap().position(),
        now.position(),
        "stored, not just cached"
    );
    svc.play_text(&req(alice()), g.id, "K13", Some(now.position()))
        .await
        .unwrap();
}

fn rules_of(spec: &str) -> RuleSet {
    RuleSet::from_spec(spec).unwrap()
}

fn wanted(preset: Option<Preset>, options: &[(&str, &str)]) -> RulesWanted {
    RulesWanted {
        preset,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}

#[sqlx::test]
async fn the_rules_of_a_challenge_merge_the_server_default_and_what_was_asked(pool: PgPool) {
    let svc = GameService::new(pool);
    let default = SettingsChange {
        default_rules: Some(Some(rules_of("keryo-pente size=13"))),
        ..Default::default()
    };
    svc.change_server_settings(5, default).await.unwrap();
    let two = Table::Challenge;
    // No variant named: the server's default, with what was typed on top.
    let r = svc
        .rules_for(Some(5), &wanted(None, &[]), two)
        .await
        .unwrap();
    assert_eq!(r.spec(), "keryo-pente size=13");
    let r = svc
        .rules_for(Some(5), &wanted(None, &[("size", "15")]), two)
        .await
        .unwrap();
    assert_eq!(r.spec(), "keryo-pente size=15");
    // A variant named: the server's default does not apply.
    let r = svc
        .rules_for(Some(5), &wanted(Some(Preset::Gomoku), &[]), two)
        .await
        .unwrap();
    assert_eq!(r, RuleSet::preset(Preset::Gomoku));
    // Elsewhere (another server, or no server): Pente.
    for server in [Some(6), None] {
        let r = svc
            .rules_for(server, &wanted(None, &[]), two)
            .await
            .unwrap();
        assert_eq!(r, RuleSet::preset(Preset::Pente));
    }
    // A lobby: four players unless asked; a default that cannot seat them gives way to Pente.
    let lobby = Table::Lobby {
        players: None,
        teams: None,
    };
    let r = svc
        .rules_for(Some(5), &wanted(None, &[]), lobby)
        .await
        .unwrap();
    assert_eq!((r.preset, r.players, r.size), (Preset::KeryoPente, 4, 13));
    let swap2 = SettingsChange {
        default_rules: Some(Some(rules_of("gomoku opening=swap2"))),
        ..Default::default()
    };
    svc.change_server_settings(5, swap2).await.unwrap();
    let r = svc
        .rules_for(Some(5), &wanted(None, &[]), lobby)
        .await
        .unwrap();
    assert_eq!((r.preset, r.players), (Preset::Pente, 4));
    let teams = Table::Lobby {
        players: Some(4),
        teams: Some(true),
    };
    let r = svc
        .rules_for(None, &wanted(Some(Preset::Pente), &[]), teams)
        .await
        .unwrap();
    assert!(r.teams && r.players == 4);
    // What was asked that the rules refuse is refused, with the rules' own reason.
    assert_eq!(
        kind(
            svc.rules_for(None, &wanted(None, &[("size", "8")]), two)
                .await
        ),
        "bad-rules"
    );
}

#[sqlx::test]
async fn the_game_a_command_means(pool: PgPool) {
    let svc = GameService::new(pool);
    let me = alice().id;
    assert_eq!(
        kind(svc.game_meant(me, None, CHANNEL.channel).await),
        "no-game-going"
    );
    assert_eq!(
        svc.game_meant(me, Some(GameId::from_key(42)), 1)
            .await
            .unwrap(),
        GameId::from_key(42),
        "named: that one"
    );
    let a = start(&svc, rules(Preset::Pente)).await;
    assert_eq!(
        svc.game_meant(me, None, 999).await.unwrap(),
        a.id,
        "the only one"
    );
    let elsewhere = Place {
        server: Some(10),
        channel: 21,
    };
    let mut new = NewChallenge::new(elsewhere, vec![bob()], rules(Preset::Gomoku));
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&req(alice()), new).await.unwrap();
    let Accepted::Started(b) = svc.accept(&req(bob()), ch.id).await.unwrap() else {
        panic!("started")
    };
    assert_eq!(
        svc.game_meant(me, None, 20).await.unwrap(),
        a.id,
        "the one here"
    );
    assert_eq!(svc.game_meant(me, None, 21).await.unwrap(), b.id);
    svc.set_message(a.id, Some(77), Some(88)).await.unwrap();
    assert_eq!(
        svc.game_meant(me, None, 88).await.unwrap(),
        a.id,
        "its thread"
    );
    let Err(ServiceError::WhichGame(ids)) = svc.game_meant(me, None, 999).await else {
        panic!("several games and none here: which?")
    };
    assert_eq!(ids.len(), 2);
}

#[sqlx::test]
async fn a_rematch_swaps_colours_and_keeps_the_terms(pool: PgPool) {
    let svc = GameService::new(pool);
    let mut terms = NewChallenge::new(CHANNEL, vec![bob()], rules(Preset::Pente));
    terms.seat_order = SeatOrder::HostFirst;
    terms.clock = Some(Clock::PerMove { seconds: 3600 });
    let ch = svc.challenge(&req(alice()), terms).await.unwrap();
    let Accepted::Started(g) = svc.accept(&req(bob()), ch.id).await.unwrap() else {
        panic!("started")
    };
    let hours = Duration::hours(1);
    assert_eq!(
        kind(svc.rematch(&req(alice()), g.id, CHANNEL, hours).await),
        "game-not-over"
    );
    svc.resign(&req(bob()), g.id).await.unwrap();
    assert_eq!(
        kind(svc.rematch(&req(carol()), g.id, CHANNEL, hours).await),
        "not-in-game"
    );
    let Rematch::Challenge(again) = svc
        .rematch(&req(alice()), g.id, CHANNEL, hours)
        .await
        .unwrap()
    else {
        panic!("a rematch between people is a challenge")
    };
    assert_eq!(again.clock, Some(Clock::PerMove { seconds: 3600 }));
    let Accepted::Started(g2) = svc.accept(&req(bob()), again.id).await.unwrap() else {
        panic!("started")
    };
    assert_eq!(
        g2.seats[0].player,
        bob(),
        "colours swapped: Alice had seat 1"
    );
    assert_eq!(g2.game.rules(), g.game.rules());
}
