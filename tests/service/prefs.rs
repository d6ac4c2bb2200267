//! Players' preferences against a real database: stored and changed, merged over the server's
//! defaults and the bot's own; whose theme a shared board uses; who is due a turn message, and
//! a refused one recorded until the player turns turn messages on again.

use pente::{Preset, RuleSet};
use pente_bot::service::{
    Accepted, BoardTheme, Clock, GameService, GameState, NewChallenge, Place, PlayerRef, Prefs,
    PrefsChoice, Request, SeatOrder, SettingsChange,
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

/// Alice (first) against Bob, with a clock per move of `seconds`, if any.
async fn game(svc: &GameService, seconds: Option<i32>) -> GameState {
    let mut new = NewChallenge::new(HERE, vec![bob()], RuleSet::preset(Preset::Pente));
    new.clock = seconds.map(|seconds| Clock::PerMove { seconds });
    new.seat_order = SeatOrder::HostFirst;
    let ch = svc.challenge(&Request::new(alice()), new).await.unwrap();
    match svc.accept(&Request::new(bob()), ch.id).await.unwrap() {
        Accepted::Started(g) => *g,
        Accepted::Waiting(_) => panic!("started"),
    }
}

async fn play(svc: &GameService, state: &GameState, token: &str) -> GameState {
    let who = state.player_to_act().unwrap().clone();
    svc.play_text(&Request::new(who), state.id, token, None)
        .await
        .unwrap()
        .state
}

#[sqlx::test]
async fn preferences_fall_back_to_the_servers_then_the_bots(pool: PgPool) {
    let svc = GameService::new(pool);
    let a = alice();
    // Nobody chose anything: the bot's own, everywhere.
    let p = svc.player_prefs(a.id, Some(10)).await.unwrap();
    assert_eq!(p.own, PrefsChoice::default());
    assert_eq!(p.server, PrefsChoice::default());
    assert_eq!(p.applied, Prefs::BUILT_IN);
    assert_eq!(p.applied.theme, BoardTheme::Light);

    // The server's defaults apply to players who chose nothing, in that server only.
    let defaults = PrefsChoice {
        theme: Some(BoardTheme::Dark),
        turn_dms: Some(true),
        confirm_moves: None,
    };
    let s = svc
        .change_server_settings(
            10,
            SettingsChange {
                player_defaults: defaults,
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(s.player_defaults, defaults);
    assert!(!s.games_in_threads, "the other settings are untouched");
    let p = svc.player_prefs(a.id, Some(10)).await.unwrap();
    assert_eq!(
        (p.applied.theme, p.applied.turn_dms, p.applied.confirm_moves),
        (BoardTheme::Dark, true, false)
    );
    let elsewhere = svc.player_prefs(a.id, Some(11)).await.unwrap();
    assert_eq!(elsewhere.applied, Prefs::BUILT_IN);
    let in_dm = svc.player_prefs(a.id, None).await.unwrap();
    assert_eq!(in_dm.applied, Prefs::BUILT_IN);

    // A player's own choice wins over the server's; what a change leaves out stays.
    let p = svc
        .change_prefs(
            &a,
            Some(10),
            PrefsChoice {
                theme: Some(BoardTheme::Light),
                confirm_moves: Some(true),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(p.own.theme, Some(BoardTheme::Light));
    assert_eq!(p.own.turn_dms, None);
    assert_eq!(
        (p.applied.theme, p.applied.turn_dms, p.applied.confirm_moves),
        (BoardTheme::Light, true, true)
    );
    let p = svc
        .change_prefs(
            &a,
            Some(10),
            PrefsChoice {
                turn_dms: Some(false),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(
        p.own,
        PrefsChoice {
            theme: Some(BoardTheme::Light),
            confirm_moves: Some(true),
            turn_dms: Some(false),
        }
    );
    // A server default changed later leaves the players' own choices alone.
    svc.change_server_settings(
        10,
        SettingsChange {
            player_defaults: PrefsChoice {
                confirm_moves: Some(false),
                ..Default::default()
            },
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let p = svc.player_prefs(a.id, Some(10)).await.unwrap();
    assert_eq!(p.server.theme, Some(BoardTheme::Dark), "kept");
    assert_eq!(p.server.confirm_moves, Some(false));
    assert!(p.applied.confirm_moves, "Alice's own choice");
}

#[sqlx::test]
async fn a_shared_board_uses_the_theme_of_the_player_to_move(pool: PgPool) {
    let svc = GameService::new(pool);
    let dark = PrefsChoice {
        theme: Some(BoardTheme::Dark),
        ..Default::default()
    };
    svc.change_prefs(&bob(), Some(10), dark).await.unwrap();
    let g = game(&svc, None).await;
    assert_eq!(
        svc.board_theme(&g).await.unwrap(),
        BoardTheme::Light,
        "Alice's turn"
    );
    let g = play(&svc, &g, "K10").await;
    assert_eq!(
        svc.board_theme(&g).await.unwrap(),
        BoardTheme::Dark,
        "Bob's turn"
    );
    // Over: the theme of whoever ended it.
    let over = svc.resign(&Request::new(bob()), g.id).await.unwrap().state;
    assert_eq!(svc.board_theme(&over).await.unwrap(), BoardTheme::Dark);
}

#[sqlx::test]
async fn turn_messages_for_long_clocks_and_a_refusal_kept_until_turned_on_again(pool: PgPool) {
    let svc = GameService::new(pool);
    let on = PrefsChoice {
        turn_dms: Some(true),
        ..Default::default()
    };
    svc.change_prefs(&bob(), Some(10), on).await.unwrap();

    // Games with a clock of an hour or more, when the turn passes to Bob.
    let g = game(&svc, Some(3600)).await;
    assert_eq!(
        svc.turn_dm_due(&g).await.unwrap(),
        None,
        "Alice did not ask"
    );
    let g = play(&svc, &g, "K10").await;
    assert_eq!(svc.turn_dm_due(&g).await.unwrap(), Some(bob().id));
    let short = game(&svc, Some(1800)).await;
    let short = play(&svc, &short, "K10").await;
    assert_eq!(svc.turn_dm_due(&short).await.unwrap(), None, "30 minutes");
    let none = game(&svc, None).await;
    let none = play(&svc, &none, "K10").await;
    assert_eq!(svc.turn_dm_due(&none).await.unwrap(), None, "no clock");

    // Discord refused one: none is due until Bob turns them on again.
    svc.record_dm_failure(bob().id).await.unwrap();
    let p = svc.player_prefs(bob().id, Some(10)).await.unwrap();
    let failed = p.dms_failed_at.expect("recorded");
    assert!(p.applied.turn_dms && !p.sends_turn_dms());
    assert_eq!(svc.turn_dm_due(&g).await.unwrap(), None);
    // Another refusal keeps the first one's time; another change keeps the refusal.
    svc.record_dm_failure(bob().id).await.unwrap();
    let dark = PrefsChoice {
        theme: Some(BoardTheme::Dark),
        ..Default::default()
    };
    let p = svc.change_prefs(&bob(), Some(10), dark).await.unwrap();
    assert_eq!(p.dms_failed_at, Some(failed));
    let p = svc.change_prefs(&bob(), Some(10), on).await.unwrap();
    assert_eq!(p.dms_failed_at, None, "turned on again");
    assert_eq!(svc.turn_dm_due(&g).await.unwrap(), Some(bob().id));
}
