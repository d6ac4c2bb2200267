//! Fits the evaluation's weights to real games: a logistic regression of each game's result
//! on the features of its positions (`pente_ai::tune`), seen from the side to move.
//!
//! `cargo run --release -p pente-ai --example tune -- [--game NAME] [--with-eval] DIR...` reads
//! every file under the directories, each one game in pente.org's text format (`[Game "Pente"]`,
//! `[Result "1-0"]`, then numbered moves such as `1. K10 G9 2. G12 J9`) or any number of
//! self-play games as the duel bench logs them (`DUEL_LOG=1`: a line `record H8 I9 ...` a game,
//! its result found by replaying it). It keeps the games of the named rules (`Pente`, the
//! default, `Gomoku`, or `GomokuStandard` for exactly five) that the engine accepts move by
//! move, and holds every fifth game out to measure the fit. It prints the weights and the
//! held-out log-loss next to the current evaluation's (at its best scale). With `--with-eval`
//! it fits the points' threat classes (freestyle Gomoku) beside the evaluation the search
//! uses, instead of the window and capture features: a class's weight over the evaluation's
//! is its weight in the evaluation's units. With `--lines`
//! it fits the classes and the empty points' line patterns alone (Gomoku's evaluation: Gomoku
//! keeps no windows, so its window features read 0); with `--eval-only`, the evaluation the
//! search uses and a constant for the side to move, nothing else. `TUNE_PLIES=lo-hi` keeps
//! the positions with `lo` to `hi - 1` stones only: a fit for one phase of the game.
//! No game data is part of this repository; see docs/src/engine-notebook.md for the source.

use pente::{token, Game, Preset, RuleSet};
use pente_ai::tune;
use std::path::Path;

struct Sample {
    x: Vec<f64>,
    /// 1 when the side to move won.
    y: f64,
    /// The evaluation's values: fitted, and as before the fit.
    current: [f64; 2],
}

fn main() {
    let mut dirs: Vec<String> = std::env::args().skip(1).collect();
    let mut name = "Pente".to_string();
    if dirs.first().is_some_and(|a| a == "--game") && dirs.len() > 1 {
        name = dirs.remove(1);
        dirs.remove(0);
    }
    if dirs.first().is_some_and(|a| a == "--with-eval") {
        dirs.remove(0);
        WITH_EVAL.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    if dirs.first().is_some_and(|a| a == "--lines") {
        dirs.remove(0);
        LINES.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    if dirs.first().is_some_and(|a| a == "--eval-only") {
        dirs.remove(0);
        EVAL_ONLY.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    let preset = match name.as_str() {
        "Pente" => Preset::Pente,
        "Gomoku" => Preset::Gomoku,
        "GomokuStandard" => Preset::GomokuStandard,
        "Renju" => Preset::Renju,
        _ => {
            eprintln!("tune: --game Pente, Gomoku, GomokuStandard or Renju, not {name}");
            std::process::exit(2);
        }
    };
    if dirs.is_empty() {
        eprintln!("usage: tune [--game Pente|Gomoku|GomokuStandard|Renju] [--with-eval | --lines | --eval-only] DIR...");
        std::process::exit(2);
    }
    let mut files = Vec::new();
    for d in &dirs {
        walk(Path::new(d), &mut files);
    }
    files.sort();
    let (mut train, mut test) = (Vec::new(), Vec::new());
    let (mut games, mut skipped) = (0, 0);
    let mut k = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        let found: Vec<Option<Vec<Sample>>> = if text.lines().any(|l| l.starts_with("record ")) {
            // A `/` in a record ends its opening (scripts/gomocup-selfplay.py): the moves are
            // the same.
            text.lines()
                .filter_map(|l| l.strip_prefix("record "))
                .map(|r| self_play(&r.replace(" / ", " "), preset))
                .collect()
        } else {
            vec![samples(&text, &name, preset)]
        };
        // Every fifth file or record is held out, counting the skipped ones too (as the
        // documented fits did).
        for s in found {
            match s {
                Some(s) if !s.is_empty() => {
                    games += 1;
                    if k % 5 == 0 {
                        test.extend(s)
                    } else {
                        train.extend(s)
                    }
                }
                _ => skipped += 1,
            }
            k += 1;
        }
    }
    println!(
        "{games} games ({skipped} skipped), {} training positions, {} held out",
        train.len(),
        test.len()
    );
    let w = fit(&train);
    println!("| feature | weight (logit) | x 100 |");
    println!("|---|---|---|");
    let own = tune::CLASS_NAMES.iter().map(|n| format!("own points: {n}"));
    let theirs = tune::CLASS_NAMES
        .iter()
        .map(|n| format!("their points: {n}"));
    let own_lines = tune::PATTERN_NAMES.iter().map(|n| format!("own {n}"));
    let their_lines = tune::PATTERN_NAMES.iter().map(|n| format!("their {n}"));
    let names: Vec<String> = if eval_only() {
        vec!["side to move".to_string(), "the evaluation".to_string()]
    } else if with_eval() {
        ["side to move".to_string()]
            .into_iter()
            .chain(own)
            .chain(theirs)
            .chain(["the evaluation".to_string()])
            .collect()
    } else if lines() {
        ["side to move".to_string()]
            .into_iter()
            .chain(own)
            .chain(theirs)
            .chain(own_lines)
            .chain(their_lines)
            .collect()
    } else {
        ["side to move"]
            .iter()
            .chain(tune::NAMES.iter())
            .map(|n| n.to_string())
            .chain(own)
            .chain(theirs)
            .chain(own_lines)
            .chain(their_lines)
            .collect()
    };
    for (n, v) in names.iter().zip(&w) {
        println!("| {n} | {v:.6} | {:.1} |", v * 100.0);
    }
    println!(
        "held-out log-loss, fitted: {:.4}",
        loss(&test, |s| dot(&w, &s.x))
    );
    for (n, name) in ["the evaluation", "the evaluation before the fit"]
        .iter()
        .enumerate()
    {
        let k = best_scale(&train, n);
        println!(
            "held-out log-loss, {name} / {:.0}: {:.4}",
            1.0 / k,
            loss(&test, |s| s.current[n] * k)
        );
    }
    println!("held-out log-loss, a coin: {:.4}", std::f64::consts::LN_2);
}

fn walk(p: &Path, out: &mut Vec<std::path::PathBuf>) {
    if p.is_dir() {
        for e in std::fs::read_dir(p).into_iter().flatten().flatten() {
            walk(&e.path(), out);
        }
    } else {
        out.push(p.to_path_buf());
    }
}

/// The positions of one game in pente.org's format with their features, or `None` if it is
/// not a game of `name` that the engine accepts.
fn samples(text: &str, name: &str, preset: Preset) -> Option<Vec<Sample>> {
    let tag = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("[{name} \""))?.strip_suffix("\"]"))
    };
    if tag("Game")? != name {
        return None;
    }
    let first_won = match tag("Result")? {
        "1-0" => 1.0,
        "0-1" => 0.0,
        _ => return None,
    };
    let moves = text.lines().filter(|l| !l.starts_with('['));
    let tokens = moves
        .flat_map(str::split_whitespace)
        .filter(|t| !t.ends_with('.') && !t.contains('-'));
    positions(tokens, preset, first_won)
}

/// The positions of one self-play game (its moves), if won: its result is the engine's.
fn self_play(record: &str, preset: Preset) -> Option<Vec<Sample>> {
    let rules = rules_of(preset);
    let mut game = Game::new(rules.clone());
    for t in record.split_whitespace() {
        game.act(token::parse(t, &rules).ok()?).ok()?;
    }
    let winners = &game.result()?.winners;
    let first_won = match winners.as_slice() {
        [c] => f64::from(u8::from(c.0 == 0)),
        _ => return None,
    };
    positions(record.split_whitespace(), preset, first_won)
}

/// The features of every position of a game from the fifth stone on, with its result for the
/// side to move.
fn positions<'a>(
    tokens: impl Iterator<Item = &'a str>,
    preset: Preset,
    first_won: f64,
) -> Option<Vec<Sample>> {
    let rules = rules_of(preset);
    let mut game = Game::new(rules.clone());
    let mut out = Vec::new();
    let (lo, hi) = plies_window();
    for t in tokens {
        let plies = usize::from(game.plies());
        if plies >= lo.max(4) && plies < hi && !game.is_over() {
            if let Some(x) = tune::features(&game) {
                let first_to_move = game.plies() % 2 == 0;
                let current = [true, false].map(|f| tune::current(&game, f) as f64);
                // `--with-eval`: the point classes beside the evaluation the search uses, to
                // fit their weights in its units (a class's weight over the evaluation's).
                let classes = tune::NAMES.len()..tune::NAMES.len() + 2 * tune::CLASS_NAMES.len();
                let (x, eval) = if eval_only() {
                    (Vec::new(), Some(tune::evaluation(&game) as f64))
                } else if with_eval() {
                    (x[classes].to_vec(), Some(tune::evaluation(&game) as f64))
                } else if lines() {
                    // `--lines`: the classes and the lines' patterns alone, no windows.
                    (x[tune::NAMES.len()..].to_vec(), None)
                } else {
                    (x, None)
                };
                out.push(Sample {
                    x: std::iter::once(1.0).chain(x).chain(eval).collect(),
                    y: if first_to_move {
                        first_won
                    } else {
                        1.0 - first_won
                    },
                    current,
                });
            }
        }
        game.act(token::parse(t, &rules).ok()?).ok()?;
    }
    Some(out)
}

/// `TUNE_PLIES=lo-hi`: only the positions with at least `lo` and fewer than `hi` stones (all
/// from the fifth stone on when unset): a fit, and its held-out log-loss, for one phase of the
/// game.
fn plies_window() -> (usize, usize) {
    static WINDOW: std::sync::OnceLock<(usize, usize)> = std::sync::OnceLock::new();
    *WINDOW.get_or_init(|| {
        let text = std::env::var("TUNE_PLIES").unwrap_or_default();
        let window = text
            .split_once('-')
            .and_then(|(lo, hi)| Some((lo.trim().parse().ok()?, hi.trim().parse().ok()?)));
        match window {
            Some(w) => w,
            None if text.is_empty() => (0, usize::MAX),
            None => {
                eprintln!("tune: TUNE_PLIES={text:?}: give lo-hi, counts of stones");
                std::process::exit(2);
            }
        }
    })
}

static WITH_EVAL: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
static LINES: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn lines() -> bool {
    LINES.load(std::sync::atomic::Ordering::Relaxed)
}

static EVAL_ONLY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn eval_only() -> bool {
    EVAL_ONLY.load(std::sync::atomic::Ordering::Relaxed)
}

fn with_eval() -> bool {
    WITH_EVAL.load(std::sync::atomic::Ordering::Relaxed)
}

fn dot(w: &[f64], x: &[f64]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn loss(samples: &[Sample], z: impl Fn(&Sample) -> f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(z(s)).clamp(1e-9, 1.0 - 1e-9);
            -(s.y * p.ln() + (1.0 - s.y) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len() as f64
}

/// Logistic regression by Newton's method, with a little L2 regularisation.
fn fit(samples: &[Sample]) -> Vec<f64> {
    let n = samples[0].x.len();
    let mut w = vec![0.0; n];
    for _ in 0..25 {
        let mut g = vec![0.0; n];
        let mut h = vec![vec![0.0; n]; n];
        for s in samples {
            let p = sigmoid(dot(&w, &s.x));
            let r = p * (1.0 - p);
            for ((gi, hi), &xi) in g.iter_mut().zip(&mut h).zip(&s.x) {
                *gi += (p - s.y) * xi;
                for (hij, &xj) in hi.iter_mut().zip(&s.x) {
                    *hij += r * xi * xj;
                }
            }
        }
        for i in 0..n {
            g[i] += 1e-3 * w[i];
            h[i][i] += 1e-3;
        }
        let step = solve(h, g);
        for i in 0..n {
            w[i] -= step[i];
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap();
        a.swap(c, p);
        b.swap(c, p);
        let (top, below) = a.split_at_mut(c + 1);
        let pivot = &top[c];
        for (r, row) in below.iter_mut().enumerate() {
            let f = row[c] / pivot[c];
            for (x, &p) in row[c..].iter_mut().zip(&pivot[c..]) {
                *x -= f * p;
            }
            b[c + 1 + r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for r in (0..n).rev() {
        let s: f64 = (r + 1..n).map(|k| a[r][k] * x[k]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    x
}

/// The scale `k` at which `sigmoid(k * current[n])` fits the training results best.
fn best_scale(samples: &[Sample], n: usize) -> f64 {
    let mut best = (f64::MAX, 0.0);
    for e in 0..60 {
        let k = 1e-5 * 1.2f64.powi(e);
        let l = loss(samples, |s| s.current[n] * k);
        if l < best.0 {
            best = (l, k);
        }
    }
    best.1
}

/// The preset's rules as the games were played: free play from the first stone (Renju's
/// opening rule would refuse a self-play game's first moves).
fn rules_of(preset: Preset) -> RuleSet {
    RuleSet::build(preset, &[("opening", "none")]).expect("every preset takes opening=none")
}
