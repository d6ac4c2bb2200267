//! Games against the computer, through the game service and a real database: each level is a
//! player of its own, it takes back moves when asked (unrated games), refuses draws, and its games are rated
//! apart from games between people. The engine's choices are tested in the
//! pente-ai crate.

use pente::{Preset, RuleSet};
use pente_ai::{choose, Level, Limits};
use pente_bot::service::{
    computer_player, Announce, Clock, ComputerTurns, GameService, GameStatus, MoveReport,
    NewChallenge, Place, PlayerRef, Request, SeatOrder,
};
use sqlx::PgPool;

const HERE: Place = Place {
    server: Some(10),
    channel: 20,
};

fn alice() -> Request {
    Request::new(PlayerRef::person(1, "Alice"))
}

fn kind<T: std::fmt::Debug>(r: Result<T, pente_bot::service::ServiceError>) -> &'static str {
    r.unwrap_err().kind()
}

#[sqlx::test]
async fn the_computer_plays_its_turns_and_is_rated_apart(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let new = || NewChallenge::new(HERE, Vec::new(), RuleSet::preset(Preset::Pente));
    assert_eq!(
        kind(svc.play_computer(&alice(), new(), 9).await),
        "bad-level"
    );
    let three = NewChallenge::new(HERE, Vec::new(), RuleSet::preset(Preset::Pente3p));
    assert_eq!(
        kind(svc.play_computer(&alice(), three, 3).await),
        "computer-two-players"
    );

    // The computer (level 2) moves first: its turn is found for the driver.
    let mut game = new();
    game.rated = true;
    game.seat_order = SeatOrder::HostSecond;
    let state = svc.play_computer(&alice(), game, 2).await.unwrap();
    assert_eq!(state.computer_to_act(), Some(2));
    assert!(state.against_computer());
    assert_eq!(state.seats[0].player, computer_player(2));
    let now = std::time::Duration::ZERO;
    assert_eq!(svc.computer_turns(10, now).await.unwrap(), vec![state.id]);
    let later = std::time::Duration::from_secs(60);
    assert!(
        svc.computer_turns(10, later).await.unwrap().is_empty(),
        "not idle yet"
    );

    // It plays through the service like anyone.
    let level = Level::new(2).unwrap();
    let choice = choose(&state.game, level, &Limits::nodes(2_000), 1).unwrap();
    let me = Request::new(computer_player(2));
    let state = svc
        .play(&me, state.id, choice.action, Some(state.position()))
        .await
        .unwrap()
        .state;
    assert_eq!(state.computer_to_act(), None);
    assert!(svc.computer_turns(10, now).await.unwrap().is_empty());
    let state = svc
        .play_text(&alice(), state.id, "A1", None)
        .await
        .unwrap()
        .state;

    // In a rated game there are no takebacks; a draw is refused too.
    assert_eq!(
        kind(svc.request_takeback(&alice(), state.id).await),
        "computer-rated-takeback"
    );
    assert_eq!(
        kind(svc.offer_draw(&alice(), state.id).await),
        "computer-no-draw"
    );

    // Unrated, the computer grants a takeback at once.
    let mut casual = new();
    casual.seat_order = SeatOrder::HostFirst;
    let g = svc.play_computer(&alice(), casual, 1).await.unwrap();
    let g = svc
        .play_text(&alice(), g.id, "K10", None)
        .await
        .unwrap()
        .state;
    let back = svc.request_takeback(&alice(), g.id).await.unwrap();
    assert_eq!(back.removed, 1, "Alice's K10 is gone");
    assert_eq!(back.state.ply(), 0);

    // Alice resigns the rated game: the computer wins, in the family of games against the computer.
    let report = svc.resign(&alice(), state.id).await.unwrap();
    assert_eq!(report.state.status, GameStatus::Finished);
    let families: Vec<(i64, String, i32)> = sqlx::query_as(
        "SELECT player_id, variant, wins FROM ratings WHERE scope = 0 ORDER BY player_id",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(
        families,
        vec![
            (-2, "pente-vs-computer".to_string(), 1),
            (1, "pente-vs-computer".to_string(), 0)
        ]
    );
}

/// Collects what the computer announces.
struct Seen(tokio::sync::mpsc::UnboundedSender<MoveReport>);

impl Announce for Seen {
    async fn moved(&self, report: MoveReport) {
        let _ = self.0.send(report);
    }
}

#[sqlx::test]
async fn the_computers_turns_are_played_and_announced(pool: PgPool) {
    let svc = GameService::new(pool);
    let think = std::time::Duration::from_millis(100);
    let turns = ComputerTurns::new(svc.clone(), think);
    let mut game = NewChallenge::new(HERE, Vec::new(), RuleSet::preset(Preset::Gomoku));
    game.seat_order = SeatOrder::HostSecond;
    let state = svc.play_computer(&alice(), game, 3).await.unwrap();
    turns.nudge(&state);
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    turns.connect(Seen(tx));
    turns.nudge(&state);
    turns.nudge(&state); // one task per game: a second nudge adds nothing
    let report = rx.recv().await.expect("the computer moved");
    assert_eq!(report.state.id, state.id);
    assert_eq!(report.state.ply(), 1);
    assert_eq!(
        report.state.computer_to_act(),
        None,
        "now it is Alice's turn"
    );
    assert_eq!(svc.load(state.id).await.unwrap().ply(), 1, "stored");

    // Its time to think fits the game's clock.
    assert_eq!(turns.time_for(&state), think);
    let mut timed = state.clone();
    timed.clock = Some(Clock::PerMove { seconds: 2 });
    assert!(
        turns.time_for(&timed) < think,
        "a quarter of 2 s, less the margins"
    );
}
