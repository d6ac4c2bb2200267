//! Every illegal action and bad rule set, with the exact words players read.

use pente::token::{self, TokenError};
use pente::{
    Action, Area, Colour, Conflict, CoordError, Expected, Foul, Game, Lettering, MoveError,
    Opening, Point, Preset, RuleError, RuleSet, Seat,
};

fn rules(preset: Preset, options: &[(&str, &str)]) -> RuleSet {
    RuleSet::build(preset, options).unwrap()
}

/// Plays `tokens` and returns the message of the error on the last one.
fn move_text(preset: Preset, options: &[(&str, &str)], tokens: &str) -> String {
    move_error(preset, options, tokens).to_string()
}

/// Plays `tokens` and returns the error on the last one.
fn move_error(preset: Preset, options: &[(&str, &str)], tokens: &str) -> MoveError {
    let mut game = Game::new(rules(preset, options));
    let tokens: Vec<&str> = tokens.split_whitespace().collect();
    for (n, t) in tokens.iter().enumerate() {
        let action = token::parse(t, game.rules()).unwrap();
        match game.act(action) {
            Ok(_) => assert!(n + 1 < tokens.len(), "{t} was legal"),
            Err(e) => {
                assert_eq!(n + 1, tokens.len(), "{t}: {e}");
                return e;
            }
        }
    }
    unreachable!()
}

fn p(text: &str, rules: &RuleSet) -> Point {
    rules.lettering().parse(text, rules.size).unwrap()
}

const TARAGUCHI: &str = "H8 I8 H10 K8";
const TEN: &str = "offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2";

#[test]
fn move_errors_carry_points_seats_and_shapes() {
    let none = &[("opening", "none")][..];
    let pente = rules(Preset::Pente, none);
    let renju = rules(Preset::Renju, none);

    let e = move_error(Preset::Pente, none, "K10 K10");
    assert!(matches!(e, MoveError::Occupied { point, .. } if point == p("K10", &pente)));

    let mut g = Game::new(RuleSet::preset(Preset::Pente));
    let e = g
        .play(Seat(1), Action::Place(Point::new(9, 9)))
        .unwrap_err();
    assert!(matches!(
        e,
        MoveError::NotYourTurn {
            expected: Seat(0),
            colour: Colour::FIRST,
            ..
        }
    ));
    let e = g.act(Action::Place(Point::new(19, 3))).unwrap_err();
    let MoveError::OffBoard { point, notation } = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        (point, notation.size, notation.columns()),
        (Point::new(19, 3), 19, "A-T (no I)".into())
    );

    let e = move_error(Preset::Pente, &[], "K10 L11 L12");
    assert!(matches!(
        e,
        MoveError::OpeningArea {
            area: Area::AwayFromCentre {
                min: 3,
                g_pente: false
            },
            ..
        }
    ));
    let e = move_error(Preset::Renju, &[], "H8 I8 A1");
    assert!(matches!(
        e,
        MoveError::OpeningArea {
            area: Area::Within {
                radius: 2,
                stone: 3
            },
            ..
        }
    ));

    let e = move_error(Preset::Renju, none, "F8 A1 G8 A3 H6 A5 H7 A7 H8");
    let MoveError::RenjuFoul { point, foul, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        (point, foul),
        (
            p("H8", &renju),
            Foul::DoubleThree {
                fours: 0,
                threes: 2
            }
        )
    );
    assert_eq!(foul.shape(), "3x3");

    let e = move_error(
        Preset::Pente,
        &[("opening", "none"), ("self_capture", "forbidden")],
        "K10 L10 N10 M10",
    );
    assert!(matches!(e, MoveError::SelfCapture { point, .. } if point == p("M10", &pente)));
    let e = move_error(
        Preset::Pente,
        &[("opening", "none"), ("adjacent_only", "true")],
        "K10 A1",
    );
    assert!(matches!(e, MoveError::NotAdjacent { point, .. } if point == Point::new(0, 0)));
}

#[test]
fn move_errors_carry_the_choices_that_were_open() {
    let renju = RuleSet::preset(Preset::Renju);
    let offered: Vec<Point> = ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "A2", "B2", "C2"]
        .iter()
        .map(|t| p(t, &renju))
        .collect();

    let e = move_error(Preset::Pente, &[("opening", "swap")], "K10 L11 K7 L8 K8");
    assert!(matches!(
        e,
        MoveError::DecisionRequired {
            by: Seat(1),
            expected: Expected::ChooseColour,
            ..
        }
    ));
    let e = move_error(Preset::Renju, &[], &format!("{TARAGUCHI} {TEN} O15"));
    let MoveError::DecisionRequired { by, expected, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        (by, expected),
        (Seat(1), Expected::TaraguchiPick(offered.clone()))
    );
    let e = move_error(Preset::Renju, &[], &format!("{TARAGUCHI} {TEN} pick=D2"));
    let MoveError::NotOffered {
        point, offered: o, ..
    } = e
    else {
        panic!("{e:?}")
    };
    assert_eq!((point, o), (p("D2", &renju), offered));

    let e = move_error(Preset::Pente, &[], "choose=white");
    assert!(matches!(
        e,
        MoveError::NoDecision {
            expected: Expected::Stone,
            ..
        }
    ));
    let e = move_error(Preset::Renju, &[], "H8 pick=A1");
    assert!(matches!(
        e,
        MoveError::NoDecision {
            expected: Expected::TaraguchiSwap,
            ..
        }
    ));

    let e = move_error(Preset::Renju, &[], &format!("{TARAGUCHI} offer=A1,B1"));
    assert_eq!(
        e,
        MoveError::OfferCount {
            offered: 2,
            needed: 10
        }
    );
    let e = move_error(
        Preset::Renju,
        &[],
        &format!("{TARAGUCHI} offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,A1"),
    );
    assert!(matches!(
        e,
        MoveError::OfferedTwice {
            point: Point { x: 0, y: 0 },
            ..
        }
    ));
    let e = move_error(
        Preset::Renju,
        &[],
        "H8 H9 H6 H10 offer=A1,O1,C1,D1,E1,F1,G1,A2,B2,C2",
    );
    let MoveError::SymmetricOffers { first, second, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!((first, second), (p("A1", &renju), p("O1", &renju)));
    assert_eq!(e.kind(), "bad-offer");

    let mut g = Game::new(RuleSet::preset(Preset::Pente3p));
    assert_eq!(
        g.play(Seat(3), Action::Resign),
        Err(MoveError::NoSuchSeat { seat: Seat(3) })
    );
    g.play(Seat(1), Action::Resign).unwrap();
    assert_eq!(
        g.play(Seat(1), Action::Resign),
        Err(MoveError::AlreadyLeft { seat: Seat(1) })
    );
    let e = Game::from_position(
        RuleSet::preset(Preset::Pente),
        &[(Point::new(1, 1), Colour(2))],
        Colour(0),
    )
    .unwrap_err();
    assert_eq!(
        (e.kind(), e),
        (
            "invalid-choice",
            MoveError::NoSuchColour { colour: Colour(2) }
        )
    );

    let e = move_error(Preset::Renju, &[], "H8 pass");
    assert_eq!(e, MoveError::NoPass { opening: true });
}

#[test]
fn token_coordinate_and_rule_errors_carry_what_was_typed() {
    let pente = RuleSet::preset(Preset::Pente);
    assert!(matches!(
        token::parse("I5", &pente),
        Err(TokenError::Coord(CoordError::NoColumnI { size: 19 }))
    ));
    assert_eq!(
        token::parse("hello", &pente),
        Err(TokenError::Coord(CoordError::Malformed {
            text: "hello".into(),
            lettering: Lettering::SkipI,
            size: 19
        }))
    );
    let Err(TokenError::Colour {
        colour,
        options,
        notation,
    }) = token::parse("choose=red", &pente)
    else {
        panic!()
    };
    assert_eq!(
        (colour.as_str(), options.len(), notation),
        ("red", 2, pente.notation())
    );

    assert_eq!(
        RuleSet::build(Preset::Gomoku, &[("capture_three", "true")]),
        Err(RuleError::Conflict(Conflict::NeedsCaptures {
            option: "capture_three",
            preset: Preset::Gomoku
        }))
    );
    assert_eq!(
        RuleSet::build(Preset::Pente3p, &[("opening", "swap2")]),
        Err(RuleError::Conflict(Conflict::OpeningForTwo {
            opening: Opening::Swap2,
            players: 3
        }))
    );
    assert_eq!(
        RuleSet::build(Preset::Pente, &[("size", "18")]),
        Err(Conflict::BoardSize { size: 18 }.into())
    );
    assert_eq!(
        RuleSet::build(Preset::Pente, &[("Capture-Win", "Seven")]),
        Err(RuleError::BadValue {
            key: "capture_win",
            value: "seven".into()
        })
    );
    assert_eq!(
        RuleSet::build(Preset::Pente, &[("colour", "red")]),
        Err(RuleError::UnknownKey("colour".into()))
    );
    assert_eq!(
        RuleSet::from_spec("pente size"),
        Err(RuleError::NotKeyValue {
            pair: "size".into()
        })
    );
}

#[test]
fn golden_texts() {
    let none = &[("opening", "none")][..];
    let mut out: Vec<(&str, String)> = Vec::new();
    let mut g = Game::new(rules(Preset::Pente, none));
    g.act(Action::Resign).unwrap();
    out.push(("game-over", g.act(Action::Pass).unwrap_err().to_string()));
    let mut g = Game::new(RuleSet::preset(Preset::Pente));
    out.push((
        "not-your-turn",
        g.play(Seat(1), Action::Place(Point::new(9, 9)))
            .unwrap_err()
            .to_string(),
    ));
    out.push((
        "off-board",
        g.act(Action::Place(Point::new(19, 3)))
            .unwrap_err()
            .to_string(),
    ));
    out.push(("occupied", move_text(Preset::Pente, none, "K10 K10")));
    out.push(("area-centre", move_text(Preset::Pente, &[], "L11")));
    out.push(("area-pro", move_text(Preset::Pente, &[], "K10 L11 L12")));
    out.push(("area-g", move_text(Preset::GPente, &[], "K10 L11 K13")));
    out.push(("area-tara", move_text(Preset::Renju, &[], "H8 I8 A1")));
    out.push((
        "not-adjacent",
        move_text(
            Preset::Pente,
            &[("opening", "none"), ("adjacent_only", "true")],
            "K10 A1",
        ),
    ));
    out.push((
        "self-capture",
        move_text(
            Preset::Pente,
            &[("opening", "none"), ("self_capture", "forbidden")],
            "K10 L10 N10 M10",
        ),
    ));
    out.push((
        "renju-foul",
        move_text(Preset::Renju, none, "F8 A1 G8 A3 H6 A5 H7 A7 H8"),
    ));
    out.push((
        "decision-swap",
        move_text(Preset::Pente, &[("opening", "swap")], "K10 L11 K7 L8 K8"),
    ));
    out.push((
        "decision-tarapick",
        move_text(
            Preset::Renju,
            &[],
            "H8 I8 H10 K8 offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2 O15",
        ),
    ));
    out.push((
        "no-decision-choose",
        move_text(Preset::Pente, &[], "choose=white"),
    ));
    out.push((
        "no-decision-choose-in-pick",
        move_text(
            Preset::Renju,
            &[],
            "H8 I8 H10 K8 offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2 choose=white",
        ),
    ));
    out.push((
        "no-decision-offer",
        move_text(Preset::Renju, &[], "H8 offer=A1,B1"),
    ));
    out.push((
        "no-decision-pick-swap",
        move_text(
            Preset::Pente,
            &[("opening", "swap")],
            "K10 L11 K7 L8 pick=A1",
        ),
    ));
    out.push((
        "no-decision-tara-branch",
        move_text(Preset::Renju, &[], "H8 I8 H10 K8 pick=A1"),
    ));
    out.push((
        "no-decision-tara-swap",
        move_text(Preset::Renju, &[], "H8 pick=A1"),
    ));
    let mut g = Game::new(rules(Preset::Pente, &[("opening", "swap")]));
    for t in ["K10", "L11", "K7", "L8"] {
        g.act(token::parse(t, g.rules()).unwrap()).unwrap();
    }
    out.push((
        "not-your-decision",
        g.play(Seat(0), Action::Choose(Colour(0)))
            .unwrap_err()
            .to_string(),
    ));
    out.push((
        "invalid-choice-colour",
        g.act(Action::Choose(Colour(2))).unwrap_err().to_string(),
    ));
    out.push((
        "invalid-choice-seat",
        g.play(Seat(3), Action::Resign).unwrap_err().to_string(),
    ));
    let mut g = Game::new(RuleSet::preset(Preset::Pente3p));
    g.play(Seat(1), Action::Resign).unwrap();
    out.push((
        "invalid-choice-left",
        g.play(Seat(1), Action::Resign).unwrap_err().to_string(),
    ));
    out.push((
        "invalid-choice-position",
        Game::from_position(
            RuleSet::preset(Preset::Pente),
            &[(Point::new(1, 1), Colour(2))],
            Colour(0),
        )
        .unwrap_err()
        .to_string(),
    ));
    out.push((
        "bad-offer-count",
        move_text(Preset::Renju, &[], "H8 I8 H10 K8 offer=A1,B1"),
    ));
    out.push((
        "bad-offer-twice",
        move_text(
            Preset::Renju,
            &[],
            "H8 I8 H10 K8 offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,A1",
        ),
    ));
    out.push((
        "bad-offer-symmetry",
        move_text(
            Preset::Renju,
            &[],
            "H8 H9 H6 H10 offer=A1,O1,C1,D1,E1,F1,G1,A2,B2,C2",
        ),
    ));
    out.push((
        "bad-offer-illegal",
        move_text(
            Preset::Renju,
            &[],
            "H8 I8 H10 K8 offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,H8",
        ),
    ));
    out.push((
        "not-offered",
        move_text(
            Preset::Renju,
            &[],
            "H8 I8 H10 K8 offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2 pick=D2",
        ),
    ));
    out.push(("no-pass", move_text(Preset::Pente, none, "K10 pass")));
    out.push(("no-pass-opening", move_text(Preset::Renju, &[], "H8 pass")));
    // Tokens and coordinates.
    let pente = RuleSet::preset(Preset::Pente);
    let renju = RuleSet::preset(Preset::Renju);
    let token_text = |t: &str, r: &RuleSet| token::parse(t, r).unwrap_err().to_string();
    out.push(("token-colour", token_text("choose=red", &pente)));
    out.push((
        "token-colour-4p",
        token_text("choose=green", &RuleSet::preset(Preset::Pente4p)),
    ));
    out.push(("token-unknown", token_text("foo=bar", &pente)));
    out.push(("token-malformed", token_text("hello", &pente)));
    out.push(("token-malformed-renju", token_text("H", &renju)));
    out.push(("token-offer", token_text("offer=A1,Z1", &renju)));
    out.push((
        "coord-no-i",
        Lettering::SkipI.parse("I5", 19).unwrap_err().to_string(),
    ));
    out.push((
        "coord-no-i-9",
        Lettering::SkipI.parse("I5", 9).unwrap_err().to_string(),
    ));
    out.push((
        "coord-column",
        Lettering::WithI.parse("P5", 15).unwrap_err().to_string(),
    ));
    out.push((
        "coord-row",
        Lettering::SkipI.parse("A20", 19).unwrap_err().to_string(),
    ));
    out.push((
        "coord-row-huge",
        Lettering::SkipI
            .parse("A99999999999999", 13)
            .unwrap_err()
            .to_string(),
    ));
    // Rule sets.
    let rule_text = |p: Preset, o: &[(&str, &str)]| RuleSet::build(p, o).unwrap_err().to_string();
    out.push(("preset", "chess".parse::<Preset>().unwrap_err().to_string()));
    out.push(("key", rule_text(Preset::Pente, &[("colour", "red")])));
    for (k, v) in [
        ("size", "x"),
        ("players", "x"),
        ("teams", "x"),
        ("win_line", "7"),
        ("captures", "x"),
        ("capture_win", "x"),
        ("capture_three", "x"),
        ("self_capture", "x"),
        ("overtime", "x"),
        ("mixed_capture", "x"),
        ("opening", "x"),
        ("adjacent_only", "x"),
        ("renju_foul", "x"),
        ("renju", "x"),
        ("stones_per_turn", "3"),
        ("pass", "x"),
    ] {
        out.push(("value", rule_text(Preset::Pente, &[(k, v)])));
    }
    for (p, o) in [
        (Preset::Pente, &[("size", "18")][..]),
        (Preset::Pente, &[("size", "27")]),
        (Preset::Pente, &[("players", "5")]),
        (Preset::Pente, &[("players", "1")]),
        (Preset::Pente, &[("teams", "true")]),
        (Preset::Gomoku, &[("capture_win", "5")]),
        (Preset::Gomoku, &[("capture_three", "true")]),
        (Preset::Gomoku, &[("self_capture", "poof")]),
        (Preset::Gomoku, &[("overtime", "line-break")]),
        (Preset::Gomoku, &[("mixed_capture", "true")]),
        (Preset::Pente, &[("mixed_capture", "true")]),
        (Preset::Pente3p, &[("opening", "swap2")]),
        (Preset::Pente, &[("size", "7"), ("opening", "long-pro")]),
        (Preset::Pente, &[("adjacent_only", "true")]),
        (Preset::GPente, &[("adjacent_only", "true")]),
        (Preset::Renju, &[("size", "7")]),
        (Preset::Renju, &[("captures", "true")]),
        (Preset::Gomoku, &[("renju", "true"), ("players", "3")]),
        (Preset::Gomoku, &[("renju", "true"), ("win_line", "6+")]),
        (Preset::Connect6, &[("pass", "true")]),
        (Preset::Pente4p, &[("pass", "true")]),
        (Preset::Connect6, &[("captures", "true")]),
        (Preset::Connect6, &[("opening", "swap")]),
        (Preset::Connect6, &[("renju", "true")]),
        (
            Preset::Renju,
            &[
                ("pass", "false"),
                ("opening", "none"),
                ("stones_per_turn", "2"),
            ],
        ),
    ] {
        out.push(("conflict", rule_text(p, o)));
    }
    out.push((
        "spec-empty",
        RuleSet::from_spec("  ").unwrap_err().to_string(),
    ));
    out.push((
        "spec-pair",
        RuleSet::from_spec("pente size").unwrap_err().to_string(),
    ));
    out.push((
        "spec-preset",
        RuleSet::from_spec("chess size=9").unwrap_err().to_string(),
    ));
    let expected: Vec<(&str, &str)> = EXPECTED
        .lines()
        .map(|l| l.split_once('\t').unwrap())
        .collect();
    assert_eq!(out.len(), expected.len());
    for ((case, text), (want_case, want)) in out.iter().zip(expected) {
        assert_eq!((*case, text.as_str()), (want_case, want));
    }
}

/// The words of each case above, in order: `case<TAB>message`.
const EXPECTED: &str = "\
game-over	the game is over
not-your-turn	it is not your turn: player 1 (white) is to play
off-board	(19, 3) is off the board; columns are A-T (no I), rows 1-19
occupied	K10 is already occupied
area-centre	L11 is outside the opening area: stone 1 must be on the centre point, K10
area-pro	L12 is outside the opening area: the first player's second stone must be at least 3 points from the centre K10, outside the square H8-M12
area-g	K13 is outside the opening area: the first player's second stone must be at least 3 points from the centre K10, outside the square H8-M12, and not 3 or 4 points from the centre on its row or column (G-Pente)
area-tara	A1 is outside the opening area: stone 3 must be within the central 5x5 square, F6-J10
not-adjacent	A1 touches no stone; with adjacent-only rules every stone must be next to another
self-capture	M10 would put your stones into a capture position, which these rules forbid (even when it would capture or win)
renju-foul	H8 is forbidden for Black: it makes a double three (3x3)
decision-swap	player 2 must decide first: choose a colour: choose=white or choose=black
decision-tarapick	player 2 must decide first: pick one of the offered fifth moves: A1, B1, C1, D1, E1, F1, G1, A2, B2, C2
no-decision-choose	there is no opening decision to make now; place a stone
no-decision-choose-in-pick	there is no opening decision to make now; pick one of the offered fifth moves: A1, B1, C1, D1, E1, F1, G1, A2, B2, C2
no-decision-offer	there is no opening decision to make now; choose a colour to swap or stay, or play the next stone to stay
no-decision-pick-swap	there is no opening decision to make now; choose a colour: choose=white or choose=black
no-decision-tara-branch	there is no opening decision to make now; choose=black or choose=white (option 1: keep or swap, then the fifth stone in the 9x9 square), or offer ten fifth moves (option 2)
no-decision-tara-swap	there is no opening decision to make now; choose a colour to swap or stay, or play the next stone to stay
not-your-decision	it is player 2's decision, not yours
invalid-choice-colour	choose a colour: choose=white or choose=black
invalid-choice-seat	player 4 is not in this game
invalid-choice-left	player 2 has already left this game
invalid-choice-position	colour 3 is not in this game
bad-offer-count	offer exactly 10 fifth moves, not 2
bad-offer-twice	A1 is offered twice
bad-offer-symmetry	A1 and O1 are the same move by symmetry of the position; offer ten different moves
bad-offer-illegal	H8 is already occupied
not-offered	D2 was not offered; pick one of A1, B1, C1, D1, E1, F1, G1, A2, B2, C2
no-pass	these rules have no passing (pass=false)
no-pass-opening	no passing until the opening is over
token-colour	`red` is not a colour in this game; use white or black
token-colour-4p	`green` is not a colour in this game; use white or black or red or blue
token-unknown	`foo=bar` is not a token: use a coordinate like K10, choose=<colour>, offer=<c>,<c>,..., pick=<c>, pass or resign
token-malformed	`hello` is not a coordinate: write a column letter and a row number, like K10
token-malformed-renju	`H` is not a coordinate: write a column letter and a row number, like H8
token-offer	column Z is off the board; columns are A-O
coord-no-i	there is no column I on this board (letters skip I); columns are A-T (no I)
coord-no-i-9	there is no column I on this board (letters skip I); columns are A-J (no I)
coord-column	column P is off the board; columns are A-O
coord-row	row 20 is off the board; rows are 1-19
coord-row-huge	row 99999999999999 is off the board; rows are 1-13
preset	unknown rules `chess`; known rules: pente, keryo-pente, gomoku, gomoku-standard, renju, boat-pente, poof-pente, g-pente, d-pente, dk-pente, swap2-pente, swap2-keryo, o-pente, connect6, team-pente, pente-3p, pente-4p
key	unknown option `colour`; options are: size, players, teams, win_line, captures, capture_win, capture_three, self_capture, overtime, mixed_capture, opening, adjacent_only, renju_foul, renju, stones_per_turn, pass
value	`x` is not a valid value for size; expected an odd number from 7 to 25
value	`x` is not a valid value for players; expected 2, 3 or 4
value	`x` is not a valid value for teams; expected true or false
value	`7` is not a valid value for win_line; expected 5, 5+, 4, 4+ or 6+
value	`x` is not a valid value for captures; expected true or false
value	`x` is not a valid value for capture_win; expected 5, 4 or off (captures counted in pairs)
value	`x` is not a valid value for capture_three; expected true or false
value	`x` is not a valid value for self_capture; expected allowed, poof or forbidden
value	`x` is not a valid value for overtime; expected off, line-break or line-capture
value	`x` is not a valid value for mixed_capture; expected true or false
value	`x` is not a valid value for opening; expected none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente or g-pente
value	`x` is not a valid value for adjacent_only; expected true or false
value	`x` is not a valid value for renju_foul; expected refuse or lose
value	`x` is not a valid value for renju; expected true or false
value	`3` is not a valid value for stones_per_turn; expected 1 or 2
value	`x` is not a valid value for pass; expected true or false
conflict	board size 18 is not allowed; use an odd size from 7 to 25 (9, 13, 15 and 19 are usual)
conflict	board size 27 is not allowed; use an odd size from 7 to 25 (9, 13, 15 and 19 are usual)
conflict	5 players is not allowed; use 2, 3 or 4
conflict	1 players is not allowed; use 2, 3 or 4
conflict	teams need exactly 4 players (two teams of two)
conflict	capture_win needs captures, and gomoku has none (set captures=true first)
conflict	capture_three needs captures, and gomoku has none (set captures=true first)
conflict	self_capture needs captures, and gomoku has none (set captures=true first)
conflict	overtime needs captures, and gomoku has none (set captures=true first)
conflict	mixed_capture needs captures, and gomoku has none (set captures=true first)
conflict	mixed_capture only matters with 3 or 4 players (two players have one opponent)
conflict	the swap2 opening is for two players; use pro, long-pro or none with 3 players
conflict	the long-pro opening needs points 4 away from the centre; use a board of at least 9
conflict	adjacent_only cannot be combined with the pro opening: the first player's second stone must be far from the centre, where it cannot touch a stone
conflict	adjacent_only cannot be combined with the g-pente opening: the first player's second stone must be far from the centre, where it cannot touch a stone
conflict	taraguchi-10 needs a 9x9 central area; use a board of at least 9
conflict	renju has no captures; set captures=false or use another game
conflict	renju is a two-player game
conflict	renju's forbidden moves are defined for five in a row; keep win_line at 5+
conflict	pass is for two players placing one stone a turn; set pass=false
conflict	pass is for two players placing one stone a turn; set pass=false
conflict	two stones a turn (Connect6) cannot be combined with captures
conflict	two stones a turn (Connect6) is already balanced by Black's single first stone; use opening=none
conflict	renju's forbidden moves are defined for five in a row; keep win_line at 5+
conflict	renju's rules are for one stone a turn
spec-empty	the rules are empty; start with a preset such as pente
spec-pair	`size` is not key=value
spec-preset	unknown rules `chess`; known rules: pente, keryo-pente, gomoku, gomoku-standard, renju, boat-pente, poof-pente, g-pente, d-pente, dk-pente, swap2-pente, swap2-keryo, o-pente, connect6, team-pente, pente-3p, pente-4p
";
