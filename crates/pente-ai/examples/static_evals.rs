//! Prints the engine's static evaluation of positions, for the side to move: one line in,
//! `RULES TOKEN TOKEN ...` (`gomoku`, `gomoku-standard` or `renju`, then the stones in the order
//! played), one number out. `scripts/judge-moves.py static-evals` compares it with another
//! engine's on the same positions (docs/src/engine-notebook.md).
//!
//! `cargo run --release -p pente-ai --example static_evals < positions.txt`

use pente::{token, Game, Preset, RuleSet};
use std::io::{BufRead, Write};

fn main() {
    let mut out = std::io::stdout().lock();
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.expect("stdin");
        let mut words = line.split_whitespace();
        let preset = match words.next() {
            Some("gomoku") => Preset::Gomoku,
            Some("gomoku-standard") => Preset::GomokuStandard,
            Some("renju") => Preset::Renju,
            other => fail(n, format_args!("unknown rules {other:?}")),
        };
        let mut game = Game::new(RuleSet::preset(preset));
        for word in words {
            let action = token::parse(word, game.rules()).unwrap_or_else(|e| fail(n, e));
            game.act(action).unwrap_or_else(|e| fail(n, e));
        }
        writeln!(out, "{}", pente_ai::tune::evaluation(&game)).expect("stdout");
    }
}

fn fail(line: usize, why: impl std::fmt::Display) -> ! {
    eprintln!("line {}: {why}", line + 1);
    std::process::exit(2);
}
