//! Bot-against-bot games in every preset and a few option combinations: every action the
//! engine chooses is legal, opening decisions included, and the games finish.

use pente::{Action, Colour, Decision, Game, Pending, Point, Preset, RuleSet};
use pente_ai::{choose, Level, Limits};

/// Plays a whole game with small node budgets; returns the number of actions.
fn play_out(rules: RuleSet, levels: [u8; 2], nodes: u64, seed: u64, max_actions: usize) -> Game {
    let mut game = Game::new(rules);
    let mut n = 0;
    while !game.is_over() && n < max_actions {
        let seat = game.actor().unwrap();
        let level = Level::new(levels[seat.index() % 2]).unwrap();
        let choice = choose(&game, level, &Limits::nodes(nodes), seed + n as u64)
            .expect("the game is not over");
        let action = choice.action.clone();
        assert!(
            !matches!(action, Action::Resign | Action::Timeout | Action::Draw),
            "{:?}: the engine gave up at action {n}: {action:?}",
            game.rules().preset
        );
        if let Err(e) = game.act(action.clone()) {
            panic!(
                "{}: illegal {action:?} at action {n}: {e}\n{:?}",
                game.rules().spec(),
                game.board()
            );
        }
        n += 1;
    }
    game
}

fn presets_play_legal_games(multi: bool) {
    for (k, preset) in Preset::ALL.into_iter().enumerate() {
        let rules = RuleSet::build(preset, &[("size", "13")])
            .or_else(|_| RuleSet::build(preset, &[]))
            .unwrap();
        if (rules.players > 2) != multi {
            continue;
        }
        let g = play_out(rules, [2, 3], 150, k as u64, 400);
        assert!(g.is_over(), "{preset}: not over after 400 actions");
    }
}

#[test]
fn two_player_presets_play_legal_games_to_the_end() {
    presets_play_legal_games(false);
}

#[test]
fn multi_player_presets_play_legal_games_to_the_end() {
    presets_play_legal_games(true);
}

/// The strong levels too (threat searches, quiescence, the table), with small budgets: every
/// answer is the search's own (a refused one panics in debug builds) and the games finish.
#[test]
fn strong_levels_play_legal_games_in_every_two_player_preset() {
    for (k, preset) in Preset::ALL.into_iter().enumerate() {
        let rules = RuleSet::build(preset, &[("size", "13")])
            .or_else(|_| RuleSet::build(preset, &[]))
            .unwrap();
        if rules.players > 2 {
            continue;
        }
        let g = play_out(rules, [8, 6], 400, 100 + k as u64, 400);
        assert!(g.is_over(), "{preset}: not over after 400 actions");
    }
}

#[test]
fn option_combinations_play_legally() {
    let combos: &[(Preset, &[(&str, &str)])] = &[
        (Preset::Pente, &[("opening", "long-pro"), ("size", "13")]),
        (Preset::Pente, &[("opening", "swap"), ("size", "13")]),
        (
            Preset::Pente,
            &[("self_capture", "forbidden"), ("size", "13")],
        ),
        (
            Preset::Pente,
            &[("overtime", "line-capture"), ("size", "13")],
        ),
        (Preset::Pente, &[("win_line", "4"), ("size", "9")]),
        (
            Preset::Pente,
            &[
                ("adjacent_only", "true"),
                ("opening", "none"),
                ("size", "9"),
            ],
        ),
        (
            Preset::Pente3p,
            &[("mixed_capture", "true"), ("size", "13")],
        ),
        (Preset::Pente4p, &[("size", "13")]),
        (Preset::TeamPente, &[("size", "13")]),
        (Preset::Renju, &[("renju_foul", "lose")]),
        (Preset::GomokuStandard, &[("opening", "swap2")]),
        (Preset::OPente, &[("size", "13")]),
    ];
    for (k, (preset, options)) in combos.iter().enumerate() {
        let rules = RuleSet::build(*preset, options).unwrap();
        let g = play_out(rules, [1, 4], 150, 100 + k as u64, 400);
        assert!(g.is_over(), "{preset} {options:?}: not over");
    }
}

#[test]
fn answers_a_swap2_proposal_and_plays_on() {
    let mut game = Game::new(RuleSet::preset(Preset::Swap2Pente));
    for t in ["K10", "L11", "K12"] {
        let a = pente::token::parse(t, game.rules()).unwrap();
        game.act(a).unwrap();
    }
    assert!(matches!(
        game.pending(),
        Pending::Decide {
            decision: Decision::Swap2,
            ..
        }
    ));
    let c = choose(&game, Level::new(5).unwrap(), &Limits::nodes(3000), 3).unwrap();
    assert!(matches!(c.action, Action::Choose(_) | Action::Place(_)));
    game.act(c.action).unwrap();
    // Then the game goes on legally.
    for n in 0..10 {
        let c = choose(&game, Level::new(3).unwrap(), &Limits::nodes(800), n).unwrap();
        game.act(c.action).unwrap();
    }
}

#[test]
fn taraguchi_decisions_are_legal() {
    // Renju's Taraguchi-10: swap points, the branch after move 4, and picking offered moves.
    for seed in 0..3 {
        let g = play_out(RuleSet::preset(Preset::Renju), [3, 2], 400, seed, 30);
        assert!(g.plies() >= 6 || g.is_over());
    }
    let mut game = Game::new(RuleSet::preset(Preset::Renju));
    for t in ["H8", "H9", "J9", "J10"] {
        let a = pente::token::parse(t, game.rules()).unwrap();
        while matches!(game.pending(), Pending::Decide { .. }) {
            game.act(Action::Choose(
                game.colour_of(game.actor().unwrap()).unwrap(),
            ))
            .unwrap();
        }
        game.act(a).unwrap();
    }
    assert!(matches!(
        game.pending(),
        Pending::Decide {
            decision: Decision::TaraguchiBranch,
            ..
        }
    ));
    let offer = [
        "H4", "H5", "G5", "F5", "L12", "M12", "N12", "E12", "D12", "C12",
    ]
    .iter()
    .map(|t| pente::Lettering::WithI.parse(t, 15).unwrap())
    .collect();
    game.act(Action::Offer(offer)).unwrap();
    let c = choose(&game, Level::new(4).unwrap(), &Limits::nodes(2000), 1).unwrap();
    assert!(matches!(c.action, Action::Pick(_)));
    game.act(c.action).unwrap();
    assert_eq!(game.to_move(), Some(Colour(1)));
}

#[test]
fn over_games_give_none_and_levels_are_checked() {
    assert!(Level::new(0).is_err() && Level::new(9).is_err());
    let g = play_out(RuleSet::preset(Preset::Gomoku), [3, 3], 500, 9, 300);
    assert!(g.is_over());
    assert!(choose(&g, Level::MIN, &Limits::nodes(10), 0).is_none());
}

/// Plays tokens, taking the acting seat's own colour at every decision on the way.
fn with_tokens(preset: Preset, tokens: &[&str]) -> Game {
    let mut game = Game::new(RuleSet::preset(preset));
    for t in tokens {
        let a = pente::token::parse(t, game.rules()).unwrap();
        while matches!(
            game.pending(),
            Pending::Decide {
                decision: Decision::TaraguchiSwap,
                ..
            }
        ) {
            let own = game.colour_of(game.actor().unwrap()).unwrap();
            game.act(Action::Choose(own)).unwrap();
        }
        game.act(a).unwrap();
    }
    game
}

#[test]
fn swap2_takes_a_clearly_better_colour() {
    // Black's two stones side by side in the centre, White's stone lost in a corner.
    let game = with_tokens(Preset::Swap2Pente, &["K10", "A1", "L10"]);
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 1).unwrap();
    assert_eq!(c.action, Action::Choose(Colour(0)), "{c:?}");
}

#[test]
fn swap2_places_two_more_stones_when_balanced() {
    // A symmetric proposal: neither colour is clearly better, so option 3.
    let mut game = with_tokens(Preset::Swap2Pente, &["K10", "K11", "L12"]);
    let first_seat = game.actor().unwrap();
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 1).unwrap();
    assert!(matches!(c.action, Action::Place(_)), "{c:?}");
    game.act(c.action).unwrap();
    // The second of the two stones, by the same seat, then the proposer chooses.
    assert_eq!(game.actor(), Some(first_seat));
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 2).unwrap();
    assert!(matches!(c.action, Action::Place(_)), "{c:?}");
    game.act(c.action).unwrap();
    assert!(matches!(
        game.pending(),
        Pending::Decide {
            decision: Decision::ChooseColour,
            ..
        }
    ));
    assert_ne!(game.actor(), Some(first_seat));
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 3).unwrap();
    game.act(c.action).unwrap();
}

#[test]
fn taraguchi_black_offers_ten_when_ahead() {
    // Black's four stones already make an open three and more: even White's best pick of ten
    // fifth moves leaves Black ahead, so Black offers ten (option 2); the engine accepts them.
    let mut game = with_tokens(Preset::Renju, &["H8", "G9", "I8", "K11"]);
    assert!(matches!(
        game.pending(),
        Pending::Decide {
            decision: Decision::TaraguchiBranch,
            ..
        }
    ));
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 1).unwrap();
    let Action::Offer(points) = &c.action else {
        panic!("expected ten offers, got {c:?}");
    };
    assert_eq!(points.len(), 10);
    game.act(c.action.clone()).unwrap();
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 2).unwrap();
    assert!(matches!(c.action, Action::Pick(_)));
    game.act(c.action).unwrap();
    assert_eq!(game.to_move(), Some(Colour(1)));
}

#[test]
fn taraguchi_black_keeps_option_one_when_even() {
    // A quiet, even position: option 1 (keep or swap, then the fifth stone).
    let game = with_tokens(Preset::Renju, &["H8", "H9", "J9", "J10"]);
    let c = choose(&game, Level::new(6).unwrap(), &Limits::nodes(20_000), 1).unwrap();
    assert!(
        matches!(c.action, Action::Choose(_) | Action::Place(_)),
        "{c:?}"
    );
}

/// A 7x7 Renju position (no opening rule) where Black's only empty point, D4, is forbidden
/// (seven in a row) once White has taken A2.
fn renju_black_must_pass(options: &[(&str, &str)]) -> Game {
    use pente::Point;
    let mut all = vec![("size", "7"), ("opening", "none")];
    all.extend_from_slice(options);
    let rules = RuleSet::build(Preset::Renju, &all).unwrap();
    let (d4, a2) = (Point::new(3, 3), Point::new(0, 1));
    let stones: Vec<(Point, Colour)> = (0..7u8)
        .flat_map(|y| (0..7u8).map(move |x| Point::new(x, y)))
        .filter(|&p| p != d4 && p != a2)
        .map(|p| {
            let c = if p.y == 3 { 0 } else { (p.x / 2 + p.y) % 2 };
            (p, Colour(c))
        })
        .collect();
    let mut game = Game::from_position(rules, &stones, Colour(1)).unwrap();
    game.act(Action::Place(a2)).unwrap();
    assert!(game.must_pass());
    game
}

#[test]
fn the_computer_passes_when_it_must_and_only_then() {
    for options in [&[][..], &[("renju_foul", "lose")][..]] {
        let game = renju_black_must_pass(options);
        for level in [1, 8] {
            let choice = choose(&game, Level::new(level).unwrap(), &Limits::nodes(500), 1).unwrap();
            assert_eq!(choice.action, Action::Pass, "level {level} {options:?}");
        }
    }
    // Passing is allowed here but nothing forces it: the computer places a stone.
    let game = Game::new(RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap());
    assert!(game.can_pass());
    let choice = choose(&game, Level::new(8).unwrap(), &Limits::nodes(2_000), 1).unwrap();
    assert!(matches!(choice.action, Action::Place(_)), "{choice:?}");
}

/// On an empty board with no opening rule the first stone goes to the centre, at every level
/// (level 8 once opened Gomoku on the edge, at A9: the search cannot tell empty points apart).
#[test]
fn the_first_stone_of_a_free_opening_is_the_centre() {
    for preset in [Preset::Gomoku, Preset::GomokuStandard, Preset::Connect6] {
        let game = Game::new(RuleSet::preset(preset));
        let size = game.rules().size;
        for level in 1..=8 {
            let choice =
                choose(&game, Level::new(level).unwrap(), &Limits::nodes(20_000), 3).unwrap();
            assert_eq!(
                choice.action,
                Action::Place(Point::centre(size)),
                "{preset:?} level {level}"
            );
        }
    }
}
