//! One test per rule of RULES.md, each played through the public API with replay tokens.

use pente::{
    token, Action, Colour, Decision, EndReason, Game, MoveError, MoveOutcome, Opening, Pending,
    Point, Preset, RuleSet, Seat,
};

/// Plays `tokens` (space separated) for whoever must act; returns the game and the first error.
fn try_play(
    preset: Preset,
    options: &[(&str, &str)],
    tokens: &str,
) -> (Game, Option<(usize, MoveError)>, Option<MoveOutcome>) {
    let rules = RuleSet::build(preset, options).unwrap();
    let mut game = Game::new(rules);
    let mut last = None;
    for (n, t) in tokens.split_whitespace().enumerate() {
        let action = token::parse(t, game.rules()).unwrap_or_else(|e| panic!("token {t}: {e}"));
        let before = game.clone();
        match game.act(action) {
            Ok(o) => last = Some(o),
            Err(e) => {
                assert_eq!(game, before, "an illegal action changes nothing");
                return (game, Some((n, e)), last);
            }
        }
    }
    (game, None, last)
}

fn play(preset: Preset, options: &[(&str, &str)], tokens: &str) -> Game {
    let (game, err, _) = try_play(preset, options, tokens);
    if let Some((n, e)) = err {
        panic!(
            "token {n} ({}) refused: {e}",
            tokens.split_whitespace().nth(n).unwrap()
        );
    }
    game
}

fn error_of(preset: Preset, options: &[(&str, &str)], tokens: &str) -> MoveError {
    let (_, err, _) = try_play(preset, options, tokens);
    let (n, e) = err.expect("an error");
    assert_eq!(
        n,
        tokens.split_whitespace().count() - 1,
        "the last token fails: {e}"
    );
    e
}

const FREE: &[(&str, &str)] = &[("opening", "none")];

fn winners(game: &Game) -> Vec<u8> {
    game.result()
        .map(|r| r.winners.iter().map(|c| c.number()).collect())
        .unwrap_or_default()
}

fn reason(game: &Game) -> Option<EndReason> {
    game.result().map(|r| r.reason)
}

fn stone(game: &Game, text: &str) -> Option<u8> {
    let p = game
        .rules()
        .lettering()
        .parse(text, game.rules().size)
        .unwrap();
    game.board().get(p).map(|c| c.number())
}

// ----- captures -----

#[test]
fn a_pair_is_captured_and_moving_into_a_bracket_is_safe() {
    let g = play(Preset::Pente, FREE, "K10 L10 A1 M10 N10");
    assert_eq!(
        (g.captures(Colour(0)), stone(&g, "L10"), stone(&g, "M10")),
        (2, None, None)
    );
    let g = play(Preset::Pente, FREE, "K10 L10 N10 M10");
    assert_eq!((g.captures(Colour(0)), g.captures(Colour(1))), (0, 0));
    assert_eq!(g.board().stone_count(), 4);
}

#[test]
fn two_pairs_in_one_move_and_emptied_points_can_be_replayed() {
    let g = play(Preset::Pente, FREE, "K10 L10 N13 M10 A1 N11 A3 N12 N10");
    assert_eq!(g.captures(Colour(0)), 4);
    let g = play(Preset::Pente, FREE, "K10 L10 N13 M10 A1 N11 A3 N12 N10 L10");
    assert_eq!(stone(&g, "L10"), Some(2));
}

#[test]
fn three_or_one_are_not_captured_without_keryo() {
    let g = play(Preset::Pente, FREE, "K10 L10 A1 M10 A3 N10 O10");
    assert_eq!(g.captures(Colour(0)), 0);
    let g = play(Preset::KeryoPente, FREE, "K10 L10 A1 M10 A3 N10 O10");
    assert_eq!(g.captures(Colour(0)), 3);
}

#[test]
fn captures_along_every_edge_never_wrap() {
    // On 9x9 (A-J without I): a pair along each edge, and a bracket that would only close by
    // wrapping from the right edge to the next row.
    let opts = &[("opening", "none"), ("size", "9")];
    let g = play(Preset::Pente, opts, "A1 B1 A9 C1 D1");
    assert_eq!(g.captures(Colour(0)), 2, "bottom edge");
    let g = play(Preset::Pente, opts, "J1 J2 A9 J3 J4");
    assert_eq!(g.captures(Colour(0)), 2, "right edge");
    let g = play(Preset::Pente, opts, "A5 A9 B5 H9 C5 G9 J9");
    assert_eq!(
        g.captures(Colour(0)),
        0,
        "G9 H9 bracketed by J9 and nothing: no capture"
    );
    // White H1; Black J1 and A2 (consecutive cells in memory order on a naive grid); White B2.
    let g = play(Preset::Pente, opts, "H1 J1 E5 A2 B2");
    assert_eq!(g.captures(Colour(0)), 0);
}

#[test]
fn keryo_wins_at_fifteen_stones_pente_at_ten() {
    assert_eq!(
        RuleSet::preset(Preset::KeryoPente).capture_win_stones(),
        Some(15)
    );
    // Five white captures of black pairs on 19x19, black playing pairs into brackets.
    let moves = "K10 L10 A1 M10 N10 L11 A3 M12 N13 L9 A5 M8 N7 K11 A7 K12 K13 J10 A9 H10 G10";
    let g = play(Preset::Pente, FREE, moves);
    assert_eq!(g.captures(Colour(0)), 10);
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![1], Some(EndReason::Captures))
    );
}

// ----- rows -----

#[test]
fn five_or_more_wins_in_pente() {
    let g = play(Preset::Pente, FREE, "K10 A1 L10 A3 M10 A5 N10 A7 O10");
    assert_eq!((winners(&g), reason(&g)), (vec![1], Some(EndReason::Row)));
    let g = play(
        Preset::Pente,
        FREE,
        "K10 A1 L10 A3 M10 A5 O10 A7 P10 A9 N10",
    );
    assert_eq!(winners(&g), vec![1], "an overline wins");
}

#[test]
fn gomoku_standard_overline_does_not_win_and_play_continues() {
    // Black first, letters with I: A-O on 15x15.
    let g = play(
        Preset::GomokuStandard,
        &[],
        "C8 A1 D8 A3 E8 A5 G8 A7 H8 A9 F8",
    );
    assert!(!g.is_over());
    let g = play(Preset::Gomoku, &[], "C8 A1 D8 A3 E8 A5 G8 A7 H8 A9 F8");
    assert_eq!(winners(&g), vec![1]);
}

#[test]
fn exact_four_rule() {
    let opts = &[("opening", "none"), ("win_line", "4")];
    let g = play(Preset::Pente, opts, "K10 A1 L10 A3 M10 A5 N10");
    assert_eq!(winners(&g), vec![1]);
    let g = play(Preset::Pente, opts, "K10 A1 L10 A3 N10 A5 O10 A7 M10");
    assert!(!g.is_over(), "five is not exactly four");
}

#[test]
fn a_five_and_a_capture_win_on_one_move_goes_to_the_mover() {
    // White has 8 captured stones, then one move makes five and captures the fifth pair.
    let moves = "K10 L10 A1 M10 N10 L11 A3 M12 N13 L9 A5 M8 N7 K11 A7 K12 K13 \
                 C19 E19 D19 B15 A10 B16 A12 B17 A14 B18 A16 B19";
    let g = play(Preset::Pente, FREE, moves);
    assert_eq!(g.captures(Colour(0)), 10);
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![1], Some(EndReason::Captures))
    );
}

#[test]
fn capturing_the_end_of_an_overline_can_leave_a_winning_five_for_its_owner() {
    // Exactly-five rules (BGA): White's six on row 10 does not win; Black captures the pair
    // P10-P11 with P12 (P9 is Black), which trims White's row to an exact five: White wins.
    let opts = &[("opening", "none"), ("win_line", "5")];
    let moves = "K10 P9 P11 A1 P10 A3 L10 A5 M10 A7 O10 A9 N10 P12";
    let g = play(Preset::Pente, opts, moves);
    assert_eq!((winners(&g), reason(&g)), (vec![1], Some(EndReason::Row)));
}

// ----- openings -----

#[test]
fn pro_opening_areas() {
    let e = error_of(Preset::Pente, &[], "L11");
    assert_eq!(e.kind(), "opening-area");
    assert!(e.to_string().contains("centre point, K10"), "{e}");
    let e = error_of(Preset::Pente, &[], "K10 L11 L12");
    assert!(
        e.to_string()
            .contains("at least 3 points from the centre K10, outside the square H8-M12"),
        "{e}"
    );
    play(Preset::Pente, &[], "K10 L11 K13");
    play(Preset::Pente, &[], "K10 K11 K13 A1");
    assert_eq!(
        error_of(Preset::Pente, &[("opening", "long-pro")], "K10 L11 K13").kind(),
        "opening-area"
    );
    play(Preset::Pente, &[("opening", "long-pro")], "K10 L11 K14");
}

#[test]
fn g_pente_also_bars_3_and_4_on_the_centre_lines() {
    for bad in ["K13", "K14", "N10", "F10", "K6"] {
        let e = error_of(Preset::GPente, &[], &format!("K10 L11 {bad}"));
        assert!(e.to_string().contains("G-Pente"), "{bad}: {e}");
    }
    for good in ["K15", "L13", "N11", "O14"] {
        play(Preset::GPente, &[], &format!("K10 L11 {good}"));
    }
}

#[test]
fn swap_player_one_places_four_then_player_two_chooses() {
    let g = play(Preset::Pente, &[("opening", "swap")], "A1 B2 C3 D4");
    assert!(matches!(
        g.pending(),
        Pending::Decide {
            seat: Seat(1),
            decision: Decision::ChooseColour
        }
    ));
    let colours: Vec<_> = ["A1", "B2", "C3", "D4"]
        .iter()
        .map(|p| stone(&g, p))
        .collect();
    assert_eq!(colours, [Some(1), Some(2), Some(1), Some(2)]);
    assert_eq!(
        error_of(Preset::Pente, &[("opening", "swap")], "A1 B2 C3 D4 E5").kind(),
        "decision-required"
    );
    let g = play(
        Preset::Pente,
        &[("opening", "swap")],
        "A1 B2 C3 D4 choose=white",
    );
    // White's third stone is played by player 2, who now holds White.
    assert_eq!(
        g.pending(),
        Pending::Place {
            seat: Seat(1),
            colour: Colour(0)
        }
    );
    let g = play(Preset::DPente, &[], "A1 B2 C3 D4 choose=black E5");
    assert_eq!((g.seat_of(Colour(0)), stone(&g, "E5")), (Seat(0), Some(1)));
}

#[test]
fn swap2_three_options() {
    let start = "K10 L11 M12";
    let g = play(Preset::Swap2Pente, &[], start);
    assert!(matches!(
        g.pending(),
        Pending::Decide {
            seat: Seat(1),
            decision: Decision::Swap2
        }
    ));
    // (1) player 2 takes the second colour and plays on.
    let g = play(Preset::Swap2Pente, &[], &format!("{start} choose=black"));
    assert_eq!(
        g.pending(),
        Pending::Place {
            seat: Seat(1),
            colour: Colour(1)
        }
    );
    // (2) player 2 takes the first colour; player 1 places the second colour's next stone.
    let g = play(Preset::Swap2Pente, &[], &format!("{start} choose=white"));
    assert_eq!(
        g.pending(),
        Pending::Place {
            seat: Seat(0),
            colour: Colour(1)
        }
    );
    // (3) player 2 places two more (second colour, then first) and player 1 chooses.
    let g = play(Preset::Swap2Pente, &[], &format!("{start} N13 O14"));
    assert_eq!((stone(&g, "N13"), stone(&g, "O14")), (Some(2), Some(1)));
    assert!(matches!(
        g.pending(),
        Pending::Decide {
            seat: Seat(0),
            decision: Decision::ChooseColour
        }
    ));
    let g = play(
        Preset::Swap2Pente,
        &[],
        &format!("{start} N13 O14 choose=black"),
    );
    assert_eq!(
        g.pending(),
        Pending::Place {
            seat: Seat(0),
            colour: Colour(1)
        }
    );
}

#[test]
fn taraguchi_areas_and_swaps() {
    assert_eq!(error_of(Preset::Renju, &[], "H9").kind(), "opening-area");
    let e = error_of(Preset::Renju, &[], "H8 J10");
    assert!(e.to_string().contains("central 3x3 square, G7-I9"), "{e}");
    // Player 2 swaps after move 1 and so holds Black; player 1 (now White) plays move 2.
    let g = play(Preset::Renju, &[], "H8 choose=black");
    assert_eq!(
        g.pending(),
        Pending::Place {
            seat: Seat(0),
            colour: Colour(1)
        }
    );
    // Playing on declines the swap: move 3 within 5x5, move 4 within 7x7.
    assert_eq!(
        error_of(Preset::Renju, &[], "H8 I9 K10").kind(),
        "opening-area"
    );
    assert_eq!(
        error_of(Preset::Renju, &[], "H8 I9 J10 L8").kind(),
        "opening-area"
    );
    let g = play(Preset::Renju, &[], "H8 I9 J10 K8");
    assert!(matches!(
        g.pending(),
        Pending::Decide {
            seat: Seat(0),
            decision: Decision::TaraguchiBranch
        }
    ));
    // Option 1: Black keeps, plays move 5 inside 9x9, then White may swap or play move 6 anywhere.
    assert_eq!(
        error_of(Preset::Renju, &[], "H8 I9 J10 K8 choose=black M12").kind(),
        "opening-area"
    );
    let g = play(Preset::Renju, &[], "H8 I9 J10 K8 L11 A1");
    assert_eq!((g.plies(), stone(&g, "A1")), (6, Some(2)));
    // Option 1 with a swap: player 1 takes White; player 2 plays move 5 as Black.
    let g = play(Preset::Renju, &[], "H8 I9 J10 K8 choose=white");
    assert_eq!(
        g.pending(),
        Pending::Place {
            seat: Seat(1),
            colour: Colour(0)
        }
    );
}

#[test]
fn taraguchi_ten_offers_and_pick() {
    let opening = "H8 I8 H10 K8";
    let offers = "offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2";
    let g = play(Preset::Renju, &[], &format!("{opening} {offers}"));
    let Pending::Decide {
        seat,
        decision: Decision::TaraguchiPick(points),
    } = g.pending()
    else {
        panic!("{:?}", g.pending())
    };
    assert_eq!((seat, points.len()), (Seat(1), 10));
    let e = error_of(Preset::Renju, &[], &format!("{opening} {offers} pick=D2"));
    assert_eq!(e.kind(), "not-offered");
    let g = play(
        Preset::Renju,
        &[],
        &format!("{opening} {offers} pick=C2 O15"),
    );
    assert_eq!(
        (stone(&g, "C2"), stone(&g, "O15"), stone(&g, "A1")),
        (Some(1), Some(2), None)
    );
    assert_eq!(g.plies(), 6);
    let e = error_of(Preset::Renju, &[], &format!("{opening} offer=A1,B1"));
    assert_eq!(e.kind(), "bad-offer");
    // A position symmetric across column H: A1 and O1 are the same move.
    let e = error_of(
        Preset::Renju,
        &[],
        "H8 H9 H6 H10 offer=A1,O1,C1,D1,E1,F1,G1,A2,B2,C2",
    );
    assert!(e.to_string().contains("symmetry"), "{e}");
}

// ----- Renju -----

#[test]
fn renju_fouls_are_refused_or_lose() {
    let opts = &[("opening", "none")];
    let three_three = "F8 A1 G8 A3 H6 A5 H7 A7 H8";
    let e = error_of(Preset::Renju, opts, three_three);
    assert_eq!(
        e.to_string(),
        "H8 is forbidden for Black: it makes a double three (3x3)"
    );
    let (g, _, last) = try_play(
        Preset::Renju,
        &[("opening", "none"), ("renju_foul", "lose")],
        three_three,
    );
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![2], Some(EndReason::Forbidden))
    );
    assert!(last.unwrap().foul.is_some());
    let e = error_of(Preset::Renju, opts, "C8 A1 D8 A3 E8 A5 G8 A7 H8 A9 F8");
    assert!(e.to_string().contains("overline"), "{e}");
    let g = play(Preset::Renju, opts, "D8 A1 E8 A3 F8 A5 G8 A7 H8");
    assert_eq!((winners(&g), reason(&g)), (vec![1], Some(EndReason::Row)));
    let g = play(Preset::Renju, opts, "A1 C8 A3 D8 A5 E8 A7 G8 A9 H8 A11 F8");
    assert_eq!(winners(&g), vec![2], "White's overline wins");
}

#[test]
fn renju_five_wins_even_when_it_also_makes_a_double_four() {
    // H8 makes an exact five on row 8 and a four on column H: a five wins whatever else.
    let opts = &[("opening", "none")];
    let g = play(
        Preset::Renju,
        opts,
        "D8 A1 E8 A3 F8 A5 G8 H5 H9 A7 H10 A9 H11 A11 H8",
    );
    assert_eq!(winners(&g), vec![1]);
}

// ----- passing -----

/// A 7x7 Renju position (no opening rule): row 4 is Black's but for D4, where a Black stone
/// would make seven in a row (an overline), and the rest is a pattern with no five. A2 and D4
/// are empty; White is to move. Once White takes A2, Black's only point is forbidden.
fn renju_corner(options: &[(&str, &str)]) -> Game {
    let mut all = vec![("size", "7"), ("opening", "none")];
    all.extend_from_slice(options);
    let rules = RuleSet::build(Preset::Renju, &all).unwrap();
    let (d4, a2) = (Point::new(3, 3), Point::new(0, 1));
    let mut stones = Vec::new();
    for y in 0..7u8 {
        for x in 0..7u8 {
            let p = Point::new(x, y);
            if p != d4 && p != a2 {
                let colour = if y == 3 { 0 } else { (x / 2 + y) % 2 };
                stones.push((p, Colour(colour)));
            }
        }
    }
    Game::from_position(rules, &stones, Colour(1)).unwrap()
}

fn act(game: &mut Game, text: &str) -> Result<MoveOutcome, MoveError> {
    let action = token::parse(text, game.rules()).unwrap();
    game.act(action)
}

#[test]
fn renju_black_with_every_point_forbidden_must_pass() {
    let mut g = renju_corner(&[]);
    act(&mut g, "A2").unwrap();
    assert!(!g.is_over(), "the game does not end: {:?}", g.result());
    assert_eq!(g.to_move(), Some(Colour(0)));
    assert!(g.must_pass());
    assert_eq!(g.forbidden_points().len(), 1);
    assert_eq!(act(&mut g, "D4").unwrap_err().kind(), "renju-foul");
    let outcome = act(&mut g, "pass").unwrap();
    assert_eq!((outcome.placed, outcome.end), (None, None));
    // White may fill the last point (a full board draws), or pass too (two passes draw).
    let mut full = g.clone();
    act(&mut full, "D4").unwrap();
    assert_eq!(reason(&full), Some(EndReason::BoardFull));
    assert!(g.can_pass() && !g.must_pass());
    act(&mut g, "pass").unwrap();
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![], Some(EndReason::TwoPasses))
    );
    assert_eq!(g.history().last().unwrap().action, Action::Pass);
}

#[test]
fn renju_forced_pass_under_each_foul_and_pass_option() {
    // (options, what happens after White's A2)
    type Case<'a> = (&'a [(&'a str, &'a str)], Option<EndReason>, bool);
    let cases: &[Case] = &[
        (&[], None, true),
        // RIF: the foul would lose, but Black is never forced onto it.
        (&[("renju_foul", "lose")], None, true),
        // Without passing, Black has no legal move: the game ends as before.
        (&[("pass", "false")], Some(EndReason::NoLegalMove), false),
        // Without passing, foul-loses leaves Black only the losing foul.
        (&[("pass", "false"), ("renju_foul", "lose")], None, false),
    ];
    for (options, end, must_pass) in cases {
        let mut g = renju_corner(options);
        act(&mut g, "A2").unwrap();
        assert_eq!(reason(&g), *end, "{options:?}");
        assert_eq!(g.must_pass(), *must_pass, "{options:?}");
    }
    // Under foul-loses Black may still play the foul, and loses.
    let mut g = renju_corner(&[("renju_foul", "lose")]);
    act(&mut g, "A2").unwrap();
    act(&mut g, "D4").unwrap();
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![2], Some(EndReason::Forbidden))
    );
}

#[test]
fn two_passes_in_a_row_draw_and_a_stone_between_resets_the_count() {
    let free = &[("opening", "none")];
    let g = play(Preset::Renju, free, "H8 pass I9 pass J10");
    assert!(!g.is_over());
    assert_eq!((g.plies(), g.history().len()), (3, 5));
    let g = play(Preset::Renju, free, "pass H8 pass");
    assert!(!g.is_over());
    let g = play(Preset::Renju, free, "H8 pass pass");
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![], Some(EndReason::TwoPasses))
    );
    assert_eq!(
        error_of(Preset::Renju, free, "H8 pass pass I9").kind(),
        "game-over"
    );
}

#[test]
fn passing_is_a_rule_option() {
    // (preset, options, tokens ending in the pass, the error kind or None when legal)
    type Case<'a> = (Preset, &'a [(&'a str, &'a str)], &'a str, Option<&'a str>);
    let cases: &[Case] = &[
        (Preset::Pente, &[], "K10 pass", Some("no-pass")),
        (Preset::Gomoku, &[], "pass", Some("no-pass")),
        (Preset::Gomoku, &[("pass", "true")], "H8 pass", None),
        (
            Preset::Renju,
            &[("pass", "false"), ("opening", "none")],
            "pass",
            Some("no-pass"),
        ),
        // Not while the opening still places its stones: Taraguchi-10, or Pro's first stones.
        (Preset::Renju, &[], "pass", Some("no-pass")),
        (Preset::Renju, &[], "H8 I9 J10 K8 L11 pass", Some("no-pass")),
        (Preset::Renju, &[], "H8 I9 J10 K8 L11 A1 pass", None),
        (Preset::Pente, &[("pass", "true")], "pass", Some("no-pass")),
        (
            Preset::Pente,
            &[("pass", "true")],
            "K10 pass pass",
            Some("no-pass"),
        ),
        (
            Preset::Pente,
            &[("pass", "true")],
            "K10 pass K13 pass",
            None,
        ),
    ];
    for (preset, options, tokens, refused) in cases {
        let (g, err, _) = try_play(*preset, options, tokens);
        let kind = err.map(|(n, e)| {
            assert_eq!(n, tokens.split_whitespace().count() - 1, "{tokens}: {e}");
            e.kind()
        });
        assert_eq!(kind, *refused, "{preset} {options:?} {tokens}");
        if refused.is_none() {
            assert_eq!(g.history().last().unwrap().action, Action::Pass);
        }
    }
    for (preset, options) in [
        (Preset::Pente3p, &[("pass", "true")][..]),
        (Preset::Connect6, &[("pass", "true")][..]),
        (Preset::Gomoku, &[("players", "3"), ("pass", "true")][..]),
    ] {
        let e = RuleSet::build(preset, options).unwrap_err().to_string();
        assert!(
            e.contains("pass is for two players placing one stone a turn"),
            "{preset}: {e}"
        );
    }
}

#[test]
fn a_pass_does_not_break_a_waiting_five() {
    let opts = &[("opening", "none"), ("pass", "true")];
    let g = play(Preset::BoatPente, opts, &format!("{BREAKABLE_FIVE} pass"));
    assert_eq!((winners(&g), reason(&g)), (vec![1], Some(EndReason::Row)));
}

// ----- self-capture -----

#[test]
fn poof_removes_the_pair_and_credits_the_bracketing_player() {
    let g = play(Preset::PoofPente, FREE, "K10 L10 N10 M10");
    assert_eq!(
        (g.captures(Colour(0)), stone(&g, "L10"), stone(&g, "M10")),
        (2, None, None)
    );
    // A poofed stone makes no row: Black's M10 would complete M10-M14.
    let g = play(
        Preset::PoofPente,
        FREE,
        "K10 M11 N10 M12 A1 M13 A3 M14 A5 L10 A7 M10",
    );
    assert!(!g.is_over());
    assert_eq!(g.captures(Colour(0)), 2);
}

#[test]
fn forbidden_self_capture_takes_precedence_over_capture() {
    let opts = &[("opening", "none"), ("self_capture", "forbidden")];
    assert_eq!(
        error_of(Preset::Pente, opts, "K10 L10 N10 M10").kind(),
        "self-capture"
    );
    // M10 would also capture M9-M8 (M7 is Black), but it sits in a bracket: refused.
    assert_eq!(
        error_of(Preset::Pente, opts, "K10 L10 N10 M7 M9 A1 M8 M10").kind(),
        "self-capture"
    );
}

// ----- overtime -----

const BREAKABLE_FIVE: &str = "K10 K9 K11 A1 L10 A3 M10 A5 N10 A7 O10";

#[test]
fn boat_pente_five_waits_when_a_capture_can_break_it() {
    let (g, _, last) = try_play(Preset::BoatPente, FREE, BREAKABLE_FIVE);
    assert!(!g.is_over());
    assert_eq!(
        (last.unwrap().overtime, g.overtime()),
        (Some(Colour(0)), Some(Colour(0)))
    );
    let g = play(Preset::BoatPente, FREE, &format!("{BREAKABLE_FIVE} K12"));
    assert!(!g.is_over(), "broken by capturing K10-K11");
    assert_eq!(g.captures(Colour(1)), 2);
    let g = play(Preset::BoatPente, FREE, &format!("{BREAKABLE_FIVE} A9"));
    assert_eq!((winners(&g), reason(&g)), (vec![1], Some(EndReason::Row)));
    // In plain Pente the same five wins at once.
    let g = play(Preset::Pente, FREE, BREAKABLE_FIVE);
    assert_eq!(winners(&g), vec![1]);
}

#[test]
fn boat_pente_unbreakable_five_and_trimmed_overline_win_at_once() {
    let g = play(Preset::BoatPente, FREE, "K10 A1 L10 A3 M10 A5 N10 A7 O10");
    assert_eq!(winners(&g), vec![1]);
    // Capturing P10-P11 would leave K10-O10, still five: no break, so the six wins now.
    let g = play(
        Preset::BoatPente,
        FREE,
        "K10 P9 P11 A1 P10 A3 L10 A5 M10 A7 O10 A9 N10",
    );
    assert_eq!(winners(&g), vec![1]);
}

#[test]
fn line_capture_takes_the_whole_row() {
    let opts = &[("opening", "none"), ("overtime", "line-capture")];
    let five = "J10 H10 K10 A1 L10 A3 M10 A5 N10";
    let g = play(Preset::Pente, opts, five);
    assert_eq!(g.overtime(), Some(Colour(0)));
    let g = play(Preset::Pente, opts, &format!("{five} O10"));
    assert_eq!((g.captures(Colour(1)), g.is_over()), (5, false));
    let g = play(Preset::Pente, opts, &format!("{five} A7"));
    assert_eq!(winners(&g), vec![1]);
    // Open at both ends: no line capture, the five wins at once.
    let g = play(Preset::Pente, opts, "J10 A1 K10 A3 L10 A5 M10 A7 N10");
    assert_eq!(winners(&g), vec![1]);
}

// ----- Connect6, multi-player, teams -----

#[test]
fn connect6_one_stone_then_two_and_six_wins() {
    let g = play(Preset::Connect6, &[], "K10");
    assert_eq!(g.to_move(), Some(Colour(1)));
    let g = play(Preset::Connect6, &[], "K10 A1");
    assert_eq!(g.to_move(), Some(Colour(1)), "White places two");
    let g = play(Preset::Connect6, &[], "K10 A1 A2 K11 K12 A4 A5 K13 K14");
    assert!(!g.is_over(), "five is not six");
    let g = play(
        Preset::Connect6,
        &[],
        "K10 A1 A2 K11 K12 A4 A5 K13 K14 A7 A8 K15",
    );
    assert_eq!(winners(&g), vec![1]);
}

#[test]
fn three_players_turns_mixed_captures_and_resignation() {
    let g = play(Preset::Pente3p, FREE, "K10 L10 M10");
    assert_eq!(g.to_move(), Some(Colour(0)));
    let g = play(Preset::Pente3p, FREE, "K10 L10 M10 N10");
    assert_eq!(
        g.captures(Colour(0)),
        0,
        "white, black, red: not one colour"
    );
    let g = play(
        Preset::Pente3p,
        &[("opening", "none"), ("mixed_capture", "true")],
        "K10 L10 M10 N10",
    );
    assert_eq!(g.captures(Colour(0)), 2);
    let g = play(Preset::Pente3p, FREE, "K10 L10 resign");
    assert!(!g.is_over());
    assert!(g.is_out(Colour(2)));
    assert_eq!(g.to_move(), Some(Colour(0)), "red left: white moves");
    let g = play(Preset::Pente3p, FREE, "K10 L10 resign A1 resign");
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![1], Some(EndReason::Resign))
    );
}

#[test]
fn teams_share_wins_and_captures() {
    let opts = &[("opening", "none")];
    // Seats alternate teams: white(1) and red(3) against black(2) and blue(4).
    let moves = "K10 A1 B1 A3 K11 A5 B3 A7 K12 A9 B5 A11 K13 A13 B7 A15 K14";
    let g = play(Preset::TeamPente, opts, moves);
    assert_eq!((winners(&g), g.is_over()), (vec![1, 3], true));
    let g = play(Preset::TeamPente, opts, "K10 resign");
    assert_eq!(winners(&g), vec![1, 3]);
    // White's pair cannot be captured by its partner red: K10 L10(white) M10 ... is not a bracket.
    let g = play(Preset::TeamPente, opts, "L10 A1 K10 A3 M10 A5 N10");
    assert_eq!(g.captures(Colour(2)), 0);
}

// ----- draws, adjacency, turns -----

#[test]
fn draws_by_agreement_and_resignation() {
    let g = play(Preset::Pente, &[], "K10 draw");
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![], Some(EndReason::Agreement))
    );
    let g = play(Preset::Pente, &[], "K10 resign");
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![1], Some(EndReason::Resign))
    );
    assert_eq!(
        error_of(Preset::Pente, &[], "K10 resign L11").kind(),
        "game-over"
    );
}

#[test]
fn a_full_board_is_a_draw() {
    // 7x7 Gomoku, filled in a pattern with no five, the last point played last.
    let rules = RuleSet::build(Preset::Gomoku, &[("size", "7")]).unwrap();
    let colour = |x: u8, y: u8| Colour((x / 2 + y) % 2);
    let mut stones = Vec::new();
    for y in 0..7u8 {
        for x in 0..7u8 {
            if (x, y) != (6, 6) {
                stones.push((pente::Point::new(x, y), colour(x, y)));
            }
        }
    }
    let mut g = Game::from_position(rules, &stones, colour(6, 6)).unwrap();
    g.act(pente::Action::Place(pente::Point::new(6, 6)))
        .unwrap();
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![], Some(EndReason::BoardFull))
    );
}

#[test]
fn adjacent_only_every_stone_touches_another() {
    let opts = &[("opening", "none"), ("adjacent_only", "true")];
    play(Preset::Pente, opts, "A1 B2 C3");
    assert_eq!(
        error_of(Preset::Pente, opts, "A1 C3").kind(),
        "not-adjacent"
    );
}

#[test]
fn only_the_seat_to_act_may_play() {
    let mut g = Game::new(RuleSet::preset(Preset::Pente));
    let e = g
        .play(Seat(1), pente::Action::Place(pente::Point::new(9, 9)))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "it is not your turn: player 1 (white) is to play"
    );
    let mut g = play(Preset::Pente, &[("opening", "swap")], "A1 B2 C3 D4");
    let e = g
        .play(Seat(0), pente::Action::Choose(Colour(0)))
        .unwrap_err();
    assert_eq!(e.kind(), "not-your-decision");
    assert_eq!(error_of(Preset::Pente, &[], "K10 K10").kind(), "occupied");
    assert_eq!(
        error_of(Preset::Pente, &[], "K10 choose=white").kind(),
        "no-decision"
    );
}

/// Black has 8 captured stones and can take K15-L15 with M15 for a capture win; White then
/// completes A12-E12. `{extra}` goes in just before White's A12.
fn boat_pente_capture_win_setup(extra: &str) -> String {
    format!(
        "T19 A1 B1 R19 C1 D1 T17 A3 B3 R17 C3 D3 T15 A5 B5 R15 C5 D5 T13 A7 B7 R13 C7 D7 \
         T11 J15 K15 R11 L15 R9 {extra} A12 R7 B12 R5 C12 R3 D12 R1 E12"
    )
}

#[test]
fn boat_pente_unbreakable_five_wins_even_against_a_capture_win_elsewhere() {
    // No capture breaks A12-E12: it wins at once, although M15 would reach 10 captured
    // stones (pente.org; the five no longer waits for that).
    let g = play(Preset::BoatPente, FREE, &boat_pente_capture_win_setup(""));
    assert_eq!(g.captures(Colour(1)), 8);
    assert_eq!((winners(&g), reason(&g)), (vec![1], Some(EndReason::Row)));
}

#[test]
fn boat_pente_reply_to_a_breakable_five_may_win_by_captures_elsewhere() {
    // With White A13 and Black A14, Black's A11 would take A12-A13 and break the five, so
    // it waits; on that reply Black's M15 (which breaks nothing) reaches 10 and wins.
    let setup = boat_pente_capture_win_setup("A13 A14");
    let g = play(Preset::BoatPente, FREE, &setup);
    assert_eq!((g.captures(Colour(1)), g.overtime()), (8, Some(Colour(0))));
    let g = play(Preset::BoatPente, FREE, &format!("{setup} M15"));
    assert_eq!(
        (winners(&g), reason(&g)),
        (vec![2], Some(EndReason::Captures))
    );
}

/// Boat-Pente games and how they end: (tokens, winner, reason). Regression cases for the line
/// break rule.
const BOAT_PENTE_GAMES: &[(&str, u8, EndReason)] = &[
    // White's six L6-L11 cannot be broken by any capture: it wins at once, even though Black
    // (8 captured stones) had capture chances elsewhere.
    (
        "K10 P8 O6 J11 L9 N6 L11 F9 J8 N5 Q5 N14 H8 N10 M9 O9 L10 M8 M10 O11 L6 L13 L9 N8 O13 Q6 \
         L8 D15 N9 G14 P7 M11 C14 G9 J9 G8 D17 M9 J13 F12 M10 O16 J16 J12 K5 K9 K12 K10 L7 H16 \
         F8 E13 A13 M4 B13 A12 O12 N11 J7 J5 B10 F6 G11 E10 F13 Q10 H6 C9 L10",
        1,
        EndReason::Row,
    ),
];

#[test]
fn boat_pente_games_end_as_pente_org_ended_them() {
    for (tokens, winner, why) in BOAT_PENTE_GAMES {
        let g = play(Preset::BoatPente, &[], tokens);
        assert_eq!(
            (winners(&g), reason(&g)),
            (vec![*winner], Some(*why)),
            "{tokens}"
        );
    }
}

#[test]
fn pro_limits_the_first_colours_second_stone_even_after_a_resignation() {
    // Pro in a three-player game is our extension (opening=pro). Red resigns before White's
    // second stone: the limit still applies to White's, not Black's.
    let pro = &[("opening", "pro")];
    let e = error_of(Preset::Pente3p, pro, "K10 resign A2 L11");
    assert_eq!(e.kind(), "opening-area");
    play(Preset::Pente3p, pro, "K10 A1 A2 resign L11");
}

#[test]
fn multi_player_presets_have_no_opening_rule() {
    // Board Game Arena: "Opening rule (2 player only)". The first stone may go anywhere.
    for preset in [Preset::Pente3p, Preset::Pente4p, Preset::TeamPente] {
        assert_eq!(RuleSet::preset(preset).opening, Opening::None, "{preset}");
        let g = play(preset, &[], "A1 B2 C3 D4 L11");
        assert_eq!(g.plies(), 5, "{preset}");
        // Pro stays available as an extension.
        let e = error_of(preset, &[("opening", "pro")], "A1");
        assert_eq!(e.kind(), "opening-area", "{preset}");
    }
}

#[test]
fn centre_opening_fixes_only_the_first_stone() {
    let centre = &[("opening", "centre")];
    let e = error_of(Preset::Pente, centre, "L11");
    assert!(e.to_string().contains("centre point, K10"), "{e}");
    // The first player's second stone may go next to the centre (no tournament rule).
    let g = play(Preset::Pente, centre, "K10 L11 L10");
    assert_eq!(stone(&g, "L10"), Some(1));
    assert_eq!(
        error_of(Preset::Pente, &[], "K10 L11 L10").kind(),
        "opening-area"
    );
}
