//! Tactical positions for every family, each with the move(s) that win or save the game.
//! Positions are move lists played through the engine (so they are legal), with fillers far
//! from the action. The searches are bounded by nodes, so the results do not depend on speed.

use pente::{token, Action, Colour, Game, Point, Preset, RuleSet};
use pente_ai::{choose, Level, Limits};

const BUDGET: u64 = 150_000;

/// Plays points (x, y) in turn order.
fn game(preset: Preset, options: &[(&str, &str)], moves: &[(u8, u8)]) -> Game {
    let rules = RuleSet::build(preset, options).unwrap();
    let mut g = Game::new(rules);
    for &(x, y) in moves {
        let p = Point::new(x, y);
        let text = g.rules().lettering().format(p);
        let action = token::parse(&text, g.rules()).unwrap();
        g.act(action)
            .unwrap_or_else(|e| panic!("{text} is illegal in the set-up: {e}"));
    }
    assert!(!g.is_over(), "the set-up ended the game");
    g
}

/// Interleaves the first player's and the second player's stones.
fn alternate(first: &[(u8, u8)], second: &[(u8, u8)]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for k in 0..first.len().max(second.len()) {
        out.extend(first.get(k));
        out.extend(second.get(k));
    }
    out
}

fn best(g: &Game) -> Point {
    let c = choose(g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(g.clone().act(c.action.clone()).is_ok());
    match c.action {
        Action::Place(p) => p,
        other => panic!("expected a stone, got {other:?}"),
    }
}

fn assert_one_of(g: &Game, expected: &[(u8, u8)]) {
    let p = best(g);
    assert!(
        expected.iter().any(|&(x, y)| Point::new(x, y) == p),
        "played {} (expected one of {:?})\n{:?}",
        g.rules().lettering().format(p),
        expected
            .iter()
            .map(|&(x, y)| g.rules().lettering().format(Point::new(x, y)))
            .collect::<Vec<_>>(),
        g.board()
    );
}

/// A point as (column, row from the bottom), 0-based.
type Xy = (u8, u8);

const NO_OPENING: &[(&str, &str)] = &[("opening", "none")];

/// White (first in Pente) captures four pairs on rows 1, 4, 7 and 10 at the left edge,
/// with fillers on the right; Black answers each capture with a filler.
fn four_captures() -> (Vec<Xy>, Vec<Xy>) {
    let mut w = Vec::new();
    let mut b = Vec::new();
    for (k, y) in [0u8, 3, 6, 9].into_iter().enumerate() {
        let k = k as u8;
        // W a, B b1, W filler, B b2, W captures, B filler.
        w.push((0, y));
        b.push((1, y));
        w.push((18, 2 * k));
        b.push((2, y));
        w.push((3, y));
        b.push((16, 2 * k + 1));
    }
    (w, b)
}

#[test]
fn pente_fifth_capture_wins() {
    let (mut w, mut b) = four_captures();
    // A fifth pair to take at K10-L10, bracketed by White J10.
    w.push((8, 9));
    b.push((9, 9));
    w.push((18, 12));
    b.push((10, 9));
    let g = game(Preset::Pente, NO_OPENING, &alternate(&w, &b));
    assert_eq!(g.captures(Colour(0)), 8);
    assert_one_of(&g, &[(11, 9)]);
}

#[test]
fn pente_block_a_four() {
    // Black has four on row 12 blocked at the left end: White must take the right end.
    let b = [(6, 12), (7, 12), (8, 12), (9, 12)];
    let w = [(5, 12), (2, 2), (16, 2), (2, 16), (16, 16)];
    let g = game(Preset::Pente, NO_OPENING, &alternate(&w, &b));
    assert_one_of(&g, &[(10, 12)]);
}

#[test]
fn pente_capture_or_block_a_four() {
    // Black: a four on row 13 (G13-K13) closed by White F13. Blocking at L13 saves, and so
    // does capturing J13-J14 from J12 (White J15 brackets them), which breaks the four.
    let b = [(6, 12), (7, 12), (8, 12), (9, 12), (8, 13)];
    let w = [(5, 12), (8, 14), (1, 1), (17, 1), (1, 17)];
    let g = game(Preset::Pente, NO_OPENING, &alternate(&w, &b));
    assert_one_of(&g, &[(10, 12), (8, 11)]);
}

#[test]
fn pente_defend_against_the_fifth_capture() {
    // Black has four captures (8 stones). White's pair K15-K16 sits on Black K14 with K17
    // empty: White must not let Black take it (K17 saves the pair).
    let mut b = Vec::new();
    let mut w = Vec::new();
    for (k, y) in [1u8, 4, 7, 10].into_iter().enumerate() {
        let k = k as u8;
        // W filler, B a, W b1, B filler, W b2, B captures.
        w.push((18, 2 * k));
        b.push((0, y));
        w.push((1, y));
        b.push((16, 2 * k + 1));
        w.push((2, y));
        b.push((3, y));
    }
    w.push((9, 14));
    b.push((9, 13));
    w.push((9, 15));
    b.push((16, 16));
    let g = game(Preset::Pente, NO_OPENING, &alternate(&w, &b));
    assert_eq!(g.captures(Colour(1)), 8);
    assert_one_of(&g, &[(9, 16)]);
}

#[test]
fn keryo_trio_capture_or_block() {
    // Keryo: Black's four on row 13 (G13-K13, closed by F13) holds J13, whose column trio
    // J13-J15 White brackets from J16: J12 takes three stones and breaks the four; L13 blocks.
    let b = [(6, 12), (7, 12), (8, 12), (9, 12), (8, 13), (8, 14)];
    let w = [(5, 12), (8, 15), (1, 1), (17, 1), (1, 17), (17, 17)];
    let g = game(Preset::KeryoPente, NO_OPENING, &alternate(&w, &b));
    let p = best(&g);
    assert!([Point::new(10, 12), Point::new(8, 11)].contains(&p), "{p}");
    let mut after = g.clone();
    after.act(Action::Place(Point::new(8, 11))).unwrap();
    assert_eq!(
        after.captures(Colour(0)),
        3,
        "J12 takes the trio under Keryo"
    );
    // Under Pente the trio cannot be taken: only the block saves.
    let g = game(Preset::Pente, NO_OPENING, &alternate(&w, &b));
    assert_one_of(&g, &[(10, 12)]);
}

#[test]
fn gomoku_vcf_double_four() {
    // Black (first) to move: G8 makes two fours (row 8 and column G) that White cannot both stop.
    let b = [(3, 7), (4, 7), (5, 7), (6, 4), (6, 5), (6, 6)];
    let w = [(2, 7), (6, 3), (0, 14), (14, 14), (14, 0), (12, 12)];
    let g = game(Preset::Gomoku, &[], &alternate(&b, &w));
    assert_one_of(&g, &[(6, 7)]);
}

#[test]
fn gomoku_vcf_in_two_fours() {
    // Black to move: G8 (four on row 8, White must answer H8), then G7 makes two fours
    // (row 7 and column G) at once. Black has no five yet and no open three to win otherwise.
    let b = [
        (3, 7),
        (4, 7),
        (5, 7),
        (6, 4),
        (6, 5),
        (3, 6),
        (4, 6),
        (5, 6),
    ];
    let w = [
        (2, 7),
        (6, 3),
        (2, 6),
        (0, 14),
        (14, 14),
        (14, 0),
        (12, 12),
        (13, 1),
    ];
    let g = game(Preset::Gomoku, &[], &alternate(&b, &w));
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(c.is_decisive() && c.score > 0, "{c:?}");
}

#[test]
fn gomoku_vct_double_three() {
    // Black to move: G8 makes two open threes (row 8: E8-G8, column G: G6-G8).
    let b = [(4, 7), (5, 7), (6, 5), (6, 6)];
    let w = [(0, 14), (14, 14), (14, 0), (0, 0)];
    let g = game(Preset::Gomoku, &[], &alternate(&b, &w));
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(c.is_decisive() && c.score > 0, "{c:?}");
    assert_one_of(&g, &[(6, 7), (3, 7), (7, 7), (6, 4), (6, 8)]);
}

#[test]
fn renju_black_avoids_the_double_three() {
    // The same shape in Renju: G8 is a 3x3 foul for Black, so Black must play elsewhere.
    let b = [(4, 7), (5, 7), (6, 5), (6, 6)];
    let w = [(0, 14), (14, 14), (14, 0), (0, 0)];
    let g = game(Preset::Renju, NO_OPENING, &alternate(&b, &w));
    assert!(g.check_place(Point::new(6, 7)).is_err());
    let p = best(&g);
    assert_ne!(p, Point::new(6, 7));
}

#[test]
fn renju_white_wins_through_a_foul_point() {
    // H8 is a 3x3 for Black. White's J7 makes a four whose only completion is H8: Black cannot
    // block it, so White wins.
    let b = [(5, 7), (6, 7), (7, 5), (7, 6), (12, 2), (0, 14)];
    let w = [(9, 5), (10, 4), (11, 3), (14, 14), (14, 0)];
    let g = game(Preset::Renju, NO_OPENING, &alternate(&b, &w));
    assert!(g.check_place(Point::new(7, 7)).is_ok(), "White may play H8");
    assert_one_of(&g, &[(8, 6)]);
}

#[test]
fn connect6_six_in_one_turn() {
    // Black has four on row 10 and two stones to play: the six is there.
    let b = [(9, 12), (5, 9), (6, 9), (7, 9), (8, 9)];
    let w = [(0, 0), (18, 0), (0, 18), (18, 18)];
    // Black's first stone is alone; then turns of two.
    let order = [b[0], w[0], w[1], b[1], b[2], w[2], w[3], b[3], b[4]];
    let rest = [(1, 1), (17, 17)];
    let mut g = game(Preset::Connect6, &[], &order);
    // White to move with two stones: fillers, then Black's turn.
    for (x, y) in rest {
        g.act(Action::Place(Point::new(x, y))).unwrap();
    }
    for _ in 0..2 {
        let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
        g.act(c.action).unwrap();
    }
    let result = g.result().expect("Black made six");
    assert_eq!(result.winners, vec![Colour(0)]);
}

#[test]
fn pente_vct_double_three() {
    // Captures do not stop a win by threes here (the threes' stones make trios, which Pente
    // cannot take): K11 makes two open threes (row 11: H11-K11, column K: K9-K11).
    let first = [(7, 10), (8, 10), (9, 8), (9, 9)];
    let second = [(0, 18), (18, 18), (18, 0), (0, 0)];
    let g = game(Preset::Pente, NO_OPENING, &alternate(&first, &second));
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(c.is_decisive() && c.score > 0, "{c:?}");
    assert_one_of(&g, &[(9, 10), (6, 10), (10, 10), (9, 7), (9, 11)]);
}

/// Plays tokens (`K10`...) in turn order.
fn played(preset: Preset, options: &[(&str, &str)], tokens: &str) -> Game {
    let rules = RuleSet::build(preset, options).unwrap();
    let mut g = Game::new(rules);
    for t in tokens.split_whitespace() {
        let action = token::parse(t, g.rules()).unwrap();
        g.act(action)
            .unwrap_or_else(|e| panic!("{t} is illegal in the set-up: {e}"));
    }
    g
}

fn token_of(g: &Game, c: &pente_ai::Choice) -> String {
    match c.action {
        Action::Place(p) => g.rules().lettering().format(p),
        ref other => panic!("expected a stone, got {other:?}"),
    }
}

/// Boat-Pente: the second player's five F5-K5 waits, because the first player's G7 brackets
/// the pair G5-G6 from above. Only G4 (taking the pair) breaks the row; every other move loses.
/// Every level must see it, beginners included.
#[test]
fn boat_pente_breaks_a_waiting_five_at_every_level() {
    let g = played(
        Preset::BoatPente,
        NO_OPENING,
        "K10 F5 G7 G5 A1 H5 A3 G6 A5 J5 A7 K5",
    );
    assert!(g.overtime().is_some(), "the five should wait for the reply");
    for level in 1..=8 {
        for seed in 1..=3 {
            let c = choose(&g, Level::new(level).unwrap(), &Limits::nodes(BUDGET), seed).unwrap();
            assert_eq!(token_of(&g, &c), "G4", "level {level} seed {seed}");
        }
    }
}

/// Boat-Pente: the four F5-J5 completes at E5 or K5. At E5 the opponent could take E5-E6 from
/// E4 (its E7 brackets the pair) and break the row; at K5 nothing can, so K5 wins at once.
#[test]
fn boat_pente_makes_the_five_that_cannot_be_broken() {
    let g = played(
        Preset::BoatPente,
        NO_OPENING,
        "F5 E7 G5 A19 H5 C19 E6 E19 C3 G19 D4 J19 J5 L19",
    );
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert_eq!(token_of(&g, &c), "K5");
    let mut after = g.clone();
    after.act(c.action).unwrap();
    assert!(after.is_over());
}

/// The same in O-Pente (Keryo + Poof + Boat): the waiting five is broken by the capture.
#[test]
fn o_pente_breaks_a_waiting_five() {
    let g = played(
        Preset::OPente,
        NO_OPENING,
        "K10 F5 G7 G5 A1 H5 A3 G6 A5 J5 A7 K5",
    );
    assert!(g.overtime().is_some(), "the five should wait for the reply");
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert_eq!(token_of(&g, &c), "G4");
}

/// Boat-Pente: the second player, to move, could complete F14-J14 at E14, but the first
/// player (four captures already) would then take E14-E15 from E13 (its E16 brackets the
/// pair): the fifth capture wins and breaks the row. The five is a loss, not a win; here a
/// diagonal (G13, then H12 and J11 with F14 and E15) wins instead.
#[test]
fn boat_pente_does_not_make_a_five_that_loses_to_a_capture() {
    let g = played(
        Preset::BoatPente,
        NO_OPENING,
        "A1 B1 T1 C1 D1 R2 A4 B4 T3 C4 D4 R4 A7 B7 T5 C7 D7 R6 A10 B10 T7 C10 D10 R8 K14 F14 E16 G14 L19 H14 N19 J14 P19 E15 R5",
    );
    for level in 2..=8 {
        let c = choose(&g, Level::new(level).unwrap(), &Limits::nodes(BUDGET), 1).unwrap();
        assert_ne!(token_of(&g, &c), "E14", "level {level}");
    }
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(c.score > 900_000, "level 8 should see the win: {c:?}");
}

/// Pente, a four that is also a capture threat: White (first) has four captures and a row
/// H14-K14 closed by Black's G14. L14 makes a four (completed at M14) and brackets Black's pair
/// L15-L16 from below (L17 empty): Black cannot both block the four and save the pair, whose
/// capture would be White's fifth.
#[test]
fn pente_four_and_capture_threat() {
    let (mut w, mut b) = four_captures();
    // (Black's T4 spoils the double four the fillers T1-T7 would give White.)
    w.extend([(7, 13), (8, 13), (9, 13), (14, 18)]);
    b.extend([(6, 13), (10, 14), (10, 15), (18, 3)]);
    let g = game(Preset::Pente, NO_OPENING, &alternate(&w, &b));
    assert_eq!(g.captures(Colour(0)), 8);
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(c.is_decisive() && c.score > 0, "{c:?}");
    assert_one_of(&g, &[(10, 13)]);
}

/// Renju: G8 would make two fours for Black (row D8-G8, column G5-G8), a 4x4 foul. Black must
/// play elsewhere (a refused answer panics in debug builds, so the search itself must know).
#[test]
fn renju_black_avoids_the_double_four() {
    let b = [(3, 7), (4, 7), (5, 7), (6, 4), (6, 5), (6, 6)];
    let w = [(0, 14), (14, 14), (14, 0), (0, 0), (10, 12), (12, 10)];
    let g = game(Preset::Renju, NO_OPENING, &alternate(&b, &w));
    assert!(g.check_place(Point::new(6, 7)).is_err());
    assert_ne!(best(&g), Point::new(6, 7));
}

/// Renju: F8 would give Black six in a row (C8-H8), an overline foul and no win.
#[test]
fn renju_black_avoids_the_overline() {
    let b = [(2, 7), (3, 7), (4, 7), (6, 7), (7, 7)];
    let w = [(0, 14), (14, 14), (14, 0), (0, 0), (10, 12)];
    let g = game(Preset::Renju, NO_OPENING, &alternate(&b, &w));
    assert!(g.check_place(Point::new(5, 7)).is_err());
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert_ne!(c.action, Action::Place(Point::new(5, 7)));
    assert!(!(c.is_decisive() && c.score > 0 && c.depth == 0), "{c:?}");
}

/// Renju: a four-three is allowed to Black. G8 makes the four D8-G8 (closed by White's C8,
/// completed at H8) and the open three G6-G8: White must block H8, and the three becomes an
/// open four.
#[test]
fn renju_black_wins_by_four_three() {
    let b = [(3, 7), (4, 7), (5, 7), (6, 5), (6, 6)];
    let w = [(2, 7), (0, 14), (14, 14), (14, 0), (0, 0)];
    let g = game(Preset::Renju, NO_OPENING, &alternate(&b, &w));
    let c = choose(&g, Level::MAX, &Limits::nodes(BUDGET), 1).unwrap();
    assert!(c.is_decisive() && c.score > 0, "{c:?}");
    assert_one_of(&g, &[(6, 7)]);
}

/// Poof-Pente: White (first) has four captures. K14 would make Black's four G14-K14, but it
/// completes White-K13, K14, K15, White-K16: Black's own pair vanishes, and the two stones are
/// White's fifth capture. Black must make its four at F14 instead (or anything but K14).
#[test]
fn poof_pente_does_not_poof_into_the_fifth_capture() {
    let (mut w, mut b) = four_captures();
    // (White's R5 spoils the double four the fillers R2-R8 would give Black.)
    w.extend([(9, 12), (9, 15), (16, 4), (14, 18), (12, 18)]);
    b.extend([(6, 13), (7, 13), (8, 13), (9, 14)]);
    let g = game(Preset::PoofPente, NO_OPENING, &alternate(&w, &b));
    let mut poof = g.clone();
    poof.act(Action::Place(Point::new(9, 13))).unwrap();
    assert!(poof.is_over(), "K14 should hand White the game");
    for level in 3..=8 {
        let c = choose(&g, Level::new(level).unwrap(), &Limits::nodes(BUDGET), 1).unwrap();
        assert_ne!(c.action, Action::Place(Point::new(9, 13)), "level {level}");
    }
}

/// Black's L10 would take J12 and K11 (bracketed by H13): the capture opens Black's blocked
/// four K12-N12 at J12 and completes G8-H9-J10-_-L12 at K11, two fives at once. White's
/// attacking moves (the open four J11, the fours at K13 and F9) are all refuted by that
/// capture; only a White stone on L10 saves the game. L10 scores low by pattern, and the
/// root once kept only the best 14 by pattern and stopped at depth 2, when all of them but
/// E11 were seen lost: it played E11.
#[test]
fn pente_occupy_the_capture_point_that_would_open_two_fives() {
    let g = played(
        Preset::Pente,
        &[],
        "K10 M12 G10 K12 G9 L12 J12 G8 G11 J10 H11 H9 K11 N12 O12 H13 G13 G12",
    );
    assert_eq!(g.to_move(), Some(Colour(0)));
    for level in 3..=8 {
        let c = choose(&g, Level::new(level).unwrap(), &Limits::nodes(BUDGET), 1).unwrap();
        assert_eq!(token_of(&g, &c), "L10", "level {level}: {c:?}");
    }
}
