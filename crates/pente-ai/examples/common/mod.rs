//! What the fitting examples share: their options, the self-play logs they read, the
//! weights they write, and the optimiser.

use pente::Preset;
use std::path::{Path, PathBuf};

/// What the Gomoku fitting examples are asked: the rules, where to write the weights, and the
/// self-play logs' directories.
pub struct Args {
    pub preset: Preset,
    pub emit: Option<String>,
    pub dirs: Vec<String>,
}

/// Reads `[--game Gomoku|GomokuStandard] [--emit FILE] DIR...`, or says how and exits.
pub fn args(name: &str) -> Args {
    let usage = || -> ! {
        eprintln!("usage: {name} [--game Gomoku|GomokuStandard] [--emit FILE] DIR...");
        std::process::exit(2);
    };
    let mut dirs: Vec<String> = std::env::args().skip(1).collect();
    let (mut preset, mut emit) = (Preset::Gomoku, None);
    while dirs.len() > 1 && dirs[0].starts_with("--") {
        let value = dirs.remove(1);
        match (dirs.remove(0).as_str(), value.as_str()) {
            ("--game", "Gomoku") => preset = Preset::Gomoku,
            ("--game", "GomokuStandard") => preset = Preset::GomokuStandard,
            ("--emit", _) => emit = Some(value),
            _ => usage(),
        }
    }
    if dirs.is_empty() {
        usage();
    }
    Args { preset, emit, dirs }
}

/// Every file under the directories, sorted.
pub fn files(dirs: &[String]) -> Vec<PathBuf> {
    fn walk(p: &Path, out: &mut Vec<PathBuf>) {
        if p.is_dir() {
            for e in std::fs::read_dir(p).into_iter().flatten().flatten() {
                walk(&e.path(), out);
            }
        } else {
            out.push(p.to_path_buf());
        }
    }
    let mut out = Vec::new();
    for d in dirs {
        walk(Path::new(d), &mut out);
    }
    out.sort();
    out
}

/// One game of a self-play log: its moves, how many of them were the opening's, and the
/// player's own eval before each of its moves where the log has them.
pub struct Record {
    pub moves: String,
    pub opening: usize,
    /// From the opening on, the eval of each position for the side to move, in the engine's
    /// units (`None` where it printed none).
    pub evals: Vec<Option<f64>>,
}

/// The self-play games of every file under the directories, in order: lines `record H8 I9
/// ...`, as the duel bench logs them with `DUEL_LOG=1` (the first three stones the opening's),
/// or `record H8 I9 J10 K7 / L11 ...` where a `/` ends a longer opening, each perhaps followed
/// by a line `evals 35 -12 ? ...` (as `scripts/gomocup-selfplay.py` writes them).
pub fn records(dirs: &[String]) -> Vec<Record> {
    let mut games: Vec<Record> = Vec::new();
    for f in files(dirs) {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for l in text.lines() {
            if let Some(r) = l.strip_prefix("record ") {
                let (opening, moves) = match r.split_once(" / ") {
                    Some((opening, rest)) => (
                        opening.split_whitespace().count(),
                        format!("{opening} {rest}"),
                    ),
                    None => (3, r.to_string()),
                };
                games.push(Record {
                    moves,
                    opening,
                    evals: Vec::new(),
                });
            } else if let (Some(e), Some(last)) = (l.strip_prefix("evals "), games.last_mut()) {
                last.evals = e.split_whitespace().map(|v| v.parse().ok()).collect();
            }
        }
    }
    games
}

/// Weights as the items of a Rust array, each times `scale`, rounded.
pub fn row(w: &[f64], scale: f64) -> String {
    let items: Vec<String> = w
        .iter()
        .map(|v| ((v * scale).round() as i32).to_string())
        .collect();
    items.join(", ")
}

/// Adam, full batch: each step moves the weights against the mean gradient.
pub struct Adam {
    rate: f64,
    m: Vec<f64>,
    v: Vec<f64>,
    steps: i32,
}

impl Adam {
    pub fn new(n: usize, rate: f64) -> Adam {
        Adam {
            rate,
            m: vec![0.0; n],
            v: vec![0.0; n],
            steps: 0,
        }
    }

    pub fn step(&mut self, w: &mut [f64], g: &[f64]) {
        const B1: f64 = 0.9;
        const B2: f64 = 0.999;
        self.steps += 1;
        for j in 0..w.len() {
            self.m[j] = B1 * self.m[j] + (1.0 - B1) * g[j];
            self.v[j] = B2 * self.v[j] + (1.0 - B2) * g[j] * g[j];
            let m = self.m[j] / (1.0 - B1.powi(self.steps));
            let v = self.v[j] / (1.0 - B2.powi(self.steps));
            w[j] -= self.rate * m / (v.sqrt() + 1e-8);
        }
    }
}
