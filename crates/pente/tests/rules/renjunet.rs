//! The 23 Renju forbidden-move cases from the RenjuNet advanced tutorial (MIT; see
//! tests/data/renju-renjunet-advanced.LICENSE). Each board is set up stone by stone, then Black
//! tries the probed point through the real game API.

use pente::{Colour, Game, Lettering, MoveError, Point, Preset, RuleSet};
use serde_json::Value;

fn cases() -> Vec<Value> {
    let text = include_str!("../data/renju-renjunet-advanced.json");
    serde_json::from_str::<Value>(text)
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

/// A free-play Renju game with the given position and Black to move.
fn position(rows: &[Value]) -> (Game, Option<Point>) {
    let rules = RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap();
    let size = rows.len() as u8;
    let mut black = Vec::new();
    let mut white = Vec::new();
    let mut probe = None;
    for (r, row) in rows.iter().enumerate() {
        for (x, ch) in row.as_str().unwrap().chars().enumerate() {
            let p = Point::new(x as u8, size - 1 - r as u8);
            match ch {
                'B' => black.push(p),
                'W' => white.push(p),
                '?' => probe = Some(p),
                _ => {}
            }
        }
    }
    let stones: Vec<(Point, Colour)> = black
        .into_iter()
        .map(|p| (p, Colour(0)))
        .chain(white.into_iter().map(|p| (p, Colour(1))))
        .collect();
    let game = Game::from_position(rules, &stones, Colour(0)).unwrap();
    (game, probe)
}

#[test]
fn renjunet_advanced_cases() {
    let cases = cases();
    assert_eq!(cases.len(), 23);
    let mut failures = Vec::new();
    for case in &cases {
        let id = case["id"].as_str().unwrap();
        let expected = case["expected"].as_str().unwrap();
        let (game, probe) = position(case["board"].as_array().unwrap());
        let probe = probe.expect("a probe point");
        assert_eq!(
            Lettering::WithI.format(probe),
            case["probe"].as_str().unwrap(),
            "{id}"
        );
        let result = game.check_place(probe);
        let want_forbidden = !expected.starts_with("not forbidden");
        match (&result, want_forbidden) {
            (Err(MoveError::RenjuFoul { foul, .. }), true) => {
                let shape = foul.shape();
                let want_shape = expected.split_whitespace().next().unwrap();
                let want_shape = if want_shape == "6" {
                    "overline"
                } else {
                    want_shape
                };
                if shape != want_shape {
                    failures.push(format!("{id}: shape {shape}, expected {expected}"));
                }
            }
            (Ok(()), false) => {}
            (other, _) => failures.push(format!("{id}: got {other:?}, expected {expected}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
