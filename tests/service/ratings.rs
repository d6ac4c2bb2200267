//! Ratings against a real database: written once, in the transaction that ends a rated game,
//! per family, in the game's server and globally.

use pente::{Preset, RuleSet};
use pente_bot::service::{
    Accepted, GameService, GameState, NewChallenge, Place, PlayerId, PlayerRef, Request, SeatOrder,
};
use sqlx::PgPool;

const HERE: Place = Place {
    server: Some(10),
    channel: 20,
};

fn player(id: u64, name: &str) -> Request {
    Request::new(PlayerRef::person(id, name))
}

async fn rated_game(svc: &GameService, rules: RuleSet, others: &[(u64, &str)]) -> GameState {
    let invited = others
        .iter()
        .map(|&(id, name)| PlayerRef::person(id, name))
        .collect();
    let mut new = NewChallenge::new(HERE, invited, rules);
    new.rated = true;
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&player(1, "Alice"), new).await.unwrap();
    let mut started = None;
    for &(id, name) in others {
        if let Accepted::Started(g) = svc.accept(&player(id, name), ch.id).await.unwrap() {
            started = Some(*g);
        }
    }
    started.expect("everyone accepted")
}

async fn play(svc: &GameService, state: &GameState, tokens: &[&str]) -> GameState {
    let mut state = state.clone();
    for (i, t) in tokens.iter().enumerate() {
        let who = state.player_to_act().unwrap().clone();
        let req = Request::new(who).with_interaction(1_000 + state.id.key() * 100 + i as i64);
        state = svc.play_text(&req, state.id, t, None).await.unwrap().state;
    }
    state
}

type Row = (i64, String, i64, f64, i32, i32, i32);

async fn ratings(pool: &PgPool) -> Vec<Row> {
    sqlx::query_as(
        "SELECT player_id, variant, scope, rating, games, wins, losses FROM ratings
         ORDER BY scope, player_id",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

const FIVE: [&str; 9] = ["K10", "A1", "K13", "A2", "K11", "A3", "K12", "A5", "K14"];

#[sqlx::test]
async fn a_rated_win_is_rated_once_in_both_scopes(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let g = rated_game(&svc, RuleSet::preset(Preset::Pente), &[(2, "Bob")]).await;
    let end = play(&svc, &g, &FIVE).await;
    assert_eq!(end.rating_changes.len(), 4, "two players, two scopes");
    let rows = ratings(&pool).await;
    assert_eq!(rows.len(), 4);
    for (player, family, _, rating, games, wins, losses) in &rows {
        assert_eq!(family, "pente");
        assert_eq!(*games, 1);
        if *player == 1 {
            assert!(*rating > 1500.0 && *wins == 1 && *losses == 0, "{rows:?}");
        } else {
            assert!(*rating < 1500.0 && *wins == 0 && *losses == 1, "{rows:?}");
        }
    }
    // The same (winning) interaction again changes nothing.
    let last =
        Request::new(PlayerRef::person(1, "Alice")).with_interaction(1_000 + g.id.key() * 100 + 8);
    assert!(svc.play_text(&last, g.id, "K14", None).await.is_err());
    assert_eq!(ratings(&pool).await, rows);
    // The global board and the player's own ratings read them back.
    let board = svc.leaderboard("pente", 0, 0, 10).await.unwrap();
    assert_eq!(
        board.iter().map(|r| r.player).collect::<Vec<_>>(),
        [PlayerId::person(1), PlayerId::person(2)]
    );
    assert!(board[0].provisional, "one game is not enough to know");
    let mine = svc.player_ratings(PlayerId::person(2), 10).await.unwrap();
    assert_eq!((mine[0].family.as_str(), mine[0].losses), ("pente", 1));
}

#[sqlx::test]
async fn unrated_and_unfair_games_are_not_rated(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let mut new = NewChallenge::new(
        HERE,
        vec![PlayerRef::person(2, "Bob")],
        RuleSet::preset(Preset::Gomoku),
    );
    new.rated = true;
    let refused = svc.challenge(&player(1, "Alice"), new).await.unwrap_err();
    assert_eq!(refused.kind(), "unfair-rating");

    let mut new = NewChallenge::new(
        HERE,
        vec![PlayerRef::person(2, "Bob")],
        RuleSet::preset(Preset::Pente),
    );
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&player(1, "Alice"), new).await.unwrap();
    let Accepted::Started(g) = svc.accept(&player(2, "Bob"), ch.id).await.unwrap() else {
        panic!()
    };
    let end = play(&svc, &g, &FIVE).await;
    assert!(end.rating_changes.is_empty());
    assert!(ratings(&pool).await.is_empty());
}

#[sqlx::test]
async fn team_games_are_rated_by_place_with_weng_lin(pool: PgPool) {
    let svc = GameService::new(pool.clone());
    let others = [(2, "Bob"), (3, "Carol"), (4, "Dave")];
    let g = rated_game(&svc, RuleSet::preset(Preset::TeamPente), &others).await;
    #[rustfmt::skip]
    let moves = [
        "K10", "A1", "A3", "A5", "K13", "A7", "A9", "A11",
        "K11", "A13", "A15", "A17", "K12", "C1", "C3", "C5", "K14",
    ];
    let end = play(&svc, &g, &moves).await;
    let winners: Vec<i64> = end
        .seats
        .iter()
        .filter(|s| s.team == end.seats[0].team)
        .map(|s| s.player.id.key())
        .collect();
    let rows = ratings(&pool).await;
    assert_eq!(rows.len(), 8);
    for (player, family, _, rating, _, wins, _) in rows {
        assert_eq!(family, "pente-teams");
        let won = winners.contains(&player);
        assert_eq!(wins, won as i32);
        assert_eq!(rating > 25.0, won, "Weng-Lin starts at 25");
    }
}

#[sqlx::test]
async fn rated_games_keep_their_variants_own_rules(pool: PgPool) {
    let svc = GameService::new(pool);
    let changed = RuleSet::build(Preset::Pente, &[("capture_three", "true")]).unwrap();
    let mut new = NewChallenge::new(HERE, vec![PlayerRef::person(2, "Bob")], changed);
    new.rated = true;
    let refused = svc.challenge(&player(1, "Alice"), new).await.unwrap_err();
    assert_eq!(refused.kind(), "custom-rules-rated");
    // Another fair opening is fine.
    let swap2 = RuleSet::build(Preset::Pente, &[("opening", "swap2")]).unwrap();
    let mut new = NewChallenge::new(HERE, vec![PlayerRef::person(2, "Bob")], swap2);
    new.rated = true;
    svc.challenge(&player(1, "Alice"), new).await.unwrap();
}
