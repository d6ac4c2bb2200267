//! Engine speed: applying a move on a busy 19x19 board, and Renju's full foul check of one point.
//! Targets (issue #2): a move under 1 microsecond, a foul check under 5 microseconds.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use pente::{token, Action, Colour, Game, Lettering, Point, Preset, RuleSet};

/// The 45-move game of RULES.md, minus its last move (G8 ends the game by captures).
const PENTE_GAME: &str = "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10 N10 M10 G8 K11 M7 N9 O8 M11 J11 J12 \
                          E6 F7 O11 J9 J11 J10 M9 J7 J6 J13 J14 J13 M12 P12 M11 M13 M10 M8 L5 H8 K8 L7";

fn busy_pente() -> Game {
    let mut g = Game::new(RuleSet::preset(Preset::Pente));
    for t in PENTE_GAME.split_whitespace() {
        g.act(token::parse(t, g.rules()).unwrap()).unwrap();
    }
    g
}

/// A RenjuNet position (tests/data, MIT) with Black to move, and its probed point.
fn renjunet(id: &str) -> (Game, Point) {
    let cases: serde_json::Value =
        serde_json::from_str(include_str!("../tests/data/renju-renjunet-advanced.json")).unwrap();
    let case = cases
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == id)
        .unwrap();
    let mut stones = Vec::new();
    let mut probe = None;
    for (r, row) in case["board"].as_array().unwrap().iter().enumerate() {
        for (x, ch) in row.as_str().unwrap().chars().enumerate() {
            let p = Point::new(x as u8, 14 - r as u8);
            match ch {
                'B' => stones.push((p, Colour(0))),
                'W' => stones.push((p, Colour(1))),
                '?' => probe = Some(p),
                _ => {}
            }
        }
    }
    let rules = RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap();
    (
        Game::from_position(rules, &stones, Colour(0)).unwrap(),
        probe.unwrap(),
    )
}

fn bench(c: &mut Criterion) {
    let pente = busy_pente();
    // A quiet move and a capturing move (G8 takes H8-J8 and ends the game by captures).
    for (name, point) in [("quiet", "R3"), ("capture+win", "G8")] {
        let p = Lettering::SkipI.parse(point, 19).unwrap();
        c.bench_function(
            &format!("pente 19x19, 44 stones: apply move ({name})"),
            |b| {
                b.iter_batched_ref(
                    || pente.clone(),
                    |g| g.act(black_box(Action::Place(p))).unwrap(),
                    BatchSize::SmallInput,
                )
            },
        );
    }
    c.bench_function(
        "pente 19x19: clone a game (batch setup cost, subtract)",
        |b| b.iter(|| black_box(pente.clone())),
    );

    // Busy middle-game positions whose probes need the recursive real-three check.
    for id in [
        "06a_game1_false_3x3",
        "15_problem6_4x4x3",
        "16_problem6a_without_h10_false",
        "12_problem5_3x3",
    ] {
        let (game, p) = renjunet(id);
        let mut board = game.board().clone();
        let foul = board.renju_foul(p, Colour(0));
        c.bench_function(
            &format!(
                "renju: full foul check, {} stones, {id} ({})",
                board.stone_count(),
                foul.map_or("legal".into(), |f| f.shape())
            ),
            |b| b.iter(|| black_box(board.renju_foul(black_box(p), Colour(0)))),
        );
    }
    let (game, _) = renjunet("06a_game1_false_3x3");
    c.bench_function(
        "renju: every forbidden point for Black (06a position)",
        |b| b.iter(|| black_box(game.forbidden_points())),
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
