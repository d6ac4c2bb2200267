//! Games for the picture tests and the render benchmark.

#![allow(dead_code)]

use pente::{token, Action, Game, MoveOutcome, Point, Preset, RuleSet};

/// Plays `tokens` (as for `replay`) under `preset` with `options`; returns the game and the
/// outcome of the last token.
pub fn play(preset: Preset, options: &[(&str, &str)], tokens: &str) -> (Game, Option<MoveOutcome>) {
    let mut game = Game::new(RuleSet::build(preset, options).expect("valid rules"));
    let mut last = None;
    for t in tokens.split_whitespace() {
        let action = token::parse(t, game.rules()).expect("a token");
        last = Some(game.act(action).unwrap_or_else(|e| panic!("{t}: {e}")));
    }
    (game, last)
}

/// A busy game of `preset` on a `size` board with exactly `stones` stones and the game still
/// going: pseudo-random moves near the stones already placed, skipping illegal moves and moves
/// that would end the game. Deterministic.
pub fn busy_game(preset: Preset, size: u8, stones: usize) -> (Game, MoveOutcome) {
    let rules = RuleSet::build(preset, &[("size", &size.to_string()), ("opening", "none")])
        .expect("valid rules");
    let mut game = Game::new(rules);
    let mut last = MoveOutcome::default();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15 ^ size as u64;
    let mut next = |n: u64| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % n
    };
    let mut tries = 0;
    while game.board().stone_count() < stones {
        tries += 1;
        assert!(tries < 200_000, "could not place {stones} stones");
        let placed: Vec<Point> = game.board().stones().map(|(p, _)| p).collect();
        let p = if placed.is_empty() {
            Point::centre(size)
        } else {
            let near = placed[next(placed.len() as u64) as usize];
            let dx = next(5) as i32 - 2;
            let dy = next(5) as i32 - 2;
            let (x, y) = (near.x as i32 + dx, near.y as i32 + dy);
            if x < 0 || y < 0 || x >= size as i32 || y >= size as i32 {
                continue;
            }
            Point::new(x as u8, y as u8)
        };
        let mut trial = game.clone();
        match trial.act(Action::Place(p)) {
            Ok(outcome) if !trial.is_over() => {
                game = trial;
                last = outcome;
            }
            _ => {}
        }
    }
    (game, last)
}

/// A decoded picture: width, height and RGB bytes.
pub struct Rgb {
    pub width: usize,
    pub height: usize,
    pub data: Vec<u8>,
}

impl Rgb {
    pub fn at(&self, x: usize, y: usize) -> [u8; 3] {
        let i = 3 * (y * self.width + x);
        [self.data[i], self.data[i + 1], self.data[i + 2]]
    }
}

/// Decodes a PNG to RGB (with image), after checking it is an 8-bit palette PNG.
pub fn decode(png_bytes: &[u8]) -> Rgb {
    assert_eq!(&png_bytes[12..16], b"IHDR");
    assert_eq!(
        (png_bytes[24], png_bytes[25]),
        (8, 3),
        "an 8-bit palette PNG"
    );
    let pic = image::load_from_memory_with_format(png_bytes, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8();
    Rgb {
        width: pic.width() as usize,
        height: pic.height() as usize,
        data: pic.into_raw(),
    }
}

/// Side of the blocks compared by [`compare`].
pub const BLOCK: usize = 4;
/// Largest difference allowed between the mean colours of two blocks (0-255, any channel).
pub const TOLERANCE: f32 = 40.0;

/// Compares two pictures block by block: the mean colour of each 4x4 block may differ by
/// [`TOLERANCE`] in any channel. Anti-aliasing changes move edge pixels a little and average
/// out within a block; a missing or moved stone, mark, line or label does not.
pub fn compare(want: &Rgb, got: &Rgb) -> Result<(), String> {
    if (want.width, want.height) != (got.width, got.height) {
        return Err(format!(
            "size {}x{} instead of {}x{}",
            got.width, got.height, want.width, want.height
        ));
    }
    let mut bad = Vec::new();
    for by in (0..want.height).step_by(BLOCK) {
        for bx in (0..want.width).step_by(BLOCK) {
            let mut sums = [[0f32; 3]; 2];
            let mut n = 0f32;
            for y in by..(by + BLOCK).min(want.height) {
                for x in bx..(bx + BLOCK).min(want.width) {
                    for (k, pic) in [want, got].iter().enumerate() {
                        let c = pic.at(x, y);
                        for ch in 0..3 {
                            sums[k][ch] += c[ch] as f32;
                        }
                    }
                    n += 1.0;
                }
            }
            let diff = (0..3)
                .map(|ch| (sums[0][ch] - sums[1][ch]).abs() / n)
                .fold(0f32, f32::max);
            if diff > TOLERANCE {
                bad.push((bx, by, diff));
            }
        }
    }
    if bad.is_empty() {
        return Ok(());
    }
    let worst = bad
        .iter()
        .take(5)
        .map(|(x, y, d)| format!("({x}, {y}): {d:.0}"))
        .collect::<Vec<_>>()
        .join(", ");
    Err(format!(
        "{} blocks of {BLOCK}x{BLOCK} px differ by more than {TOLERANCE}, e.g. {worst}",
        bad.len()
    ))
}
