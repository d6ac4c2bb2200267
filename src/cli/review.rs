//! `pente-bot review`: the engine's review of a finished game from a record file (or tokens,
//! as for `replay`), the same as `/pente review` gives on Discord: the review as JSON on
//! stdout and, with `--out DIR`, its pictures (the chart and each moment's board).

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use super::render::load_game;
use super::replay::RulesArgs;
use crate::pictures::{self, MOMENTS_A_SIDE};
use crate::service::ReviewLimits;
use pente::{Colour, Game};
use pente_ai::review::{review, MissedWin, Verdict};
use pente_render::{Labels, Renderer, Theme};

#[derive(clap::Args, Debug)]
pub struct ReviewArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// A pente.org record file of the game (its headers give the rules unless --rules is set).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// The search of each position, in milliseconds.
    #[arg(long, default_value_t = 300)]
    pub time_ms: u64,
    /// The most the whole review may search, in seconds (a long game gets less a position).
    #[arg(long, default_value_t = 60)]
    pub limit_s: u64,
    /// A node budget a position as well, for a reproducible review.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Write the pictures here: review-chart.png and review-moment-N.png.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// light or dark.
    #[arg(long, default_value_t = Theme::Light)]
    pub theme: Theme,
    /// A player's name, first colour first; may be given twice (default: the colours' names).
    #[arg(long = "name", value_name = "NAME")]
    pub names: Vec<String>,
    /// Tokens after the record's, as for `replay`.
    #[arg(allow_hyphen_values = true)]
    pub tokens: Vec<String>,
}

/// One stone in the JSON, with coordinates in the game's lettering.
#[derive(Serialize)]
struct MoveJson {
    /// 1-based, counting every action (as `/pente replay` does).
    #[serde(rename = "move")]
    number: u16,
    colour: &'static str,
    played: String,
    best: String,
    score: i32,
    before: f32,
    after: f32,
    loss: f32,
    verdict: Option<Verdict>,
    missed: Option<MissedWin>,
    depth: u8,
    nodes: u64,
}

/// The JSON printed (field order is part of the interface).
#[derive(Serialize)]
struct ReviewJson {
    engine: String,
    rules: String,
    seconds: f32,
    /// The first colour's winning chances before the first stone and after each.
    curve: Vec<f32>,
    moves: Vec<MoveJson>,
    /// The moments shown (the worst of each side), as move numbers, in order.
    moments: Vec<u16>,
    pictures: Vec<String>,
}

fn fail(message: String) -> i32 {
    eprintln!("pente-bot review: {message}");
    2
}

/// Runs `review`; returns the exit code: 0, 2 on bad arguments or a game that cannot be
/// reviewed, 1 if a picture cannot be written.
pub fn run(args: &ReviewArgs) -> i32 {
    let game = match load_game(&args.rules, args.record.as_deref(), &args.tokens) {
        Ok((game, _)) => game,
        Err(message) => return fail(message),
    };
    let limits = ReviewLimits {
        per_position: Duration::from_millis(args.time_ms.max(1)),
        per_game: Duration::from_secs(args.limit_s.max(1)),
        nodes: args.nodes,
    };
    let positions = game.history().len() + 1;
    let started = std::time::Instant::now();
    let made = match review(&game, &limits.for_position(positions), |_, _| {}) {
        Ok(r) => r,
        Err(e) => return fail(e.to_string()),
    };
    let seconds = started.elapsed().as_secs_f32();
    let rules = game.rules();
    let lettering = rules.lettering();
    let moments = made.moments(MOMENTS_A_SIDE);
    let names: [String; 2] = std::array::from_fn(|i| {
        args.names.get(i).cloned().unwrap_or_else(|| {
            let mut c = rules.colour_name(Colour(i as u8)).chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        })
    });
    let mut written = Vec::new();
    if let Some(dir) = &args.out {
        match write_pictures(dir, &game, &made, &moments, &names, args.theme) {
            Ok(files) => written = files,
            Err(message) => {
                eprintln!("pente-bot review: {message}");
                return 1;
            }
        }
    }
    let json = ReviewJson {
        engine: made.engine.clone(),
        rules: rules.preset.name().to_string(),
        seconds,
        curve: made.curve(),
        moves: made
            .moves
            .iter()
            .map(|m| MoveJson {
                number: m.ply + 1,
                colour: rules.colour_name(m.colour),
                played: lettering.format(m.played),
                best: lettering.format(m.best),
                score: m.score,
                before: m.before,
                after: m.after,
                loss: m.loss,
                verdict: m.verdict,
                missed: m.missed,
                depth: m.depth,
                nodes: m.nodes,
            })
            .collect(),
        moments: moments.iter().map(|m| m.ply + 1).collect(),
        pictures: written,
    };
    super::print_line(serde_json::to_string_pretty(&json).expect("the review serialises"));
    0
}

fn write_pictures(
    dir: &Path,
    game: &Game,
    made: &pente_ai::review::Review,
    moments: &[&pente_ai::review::MoveReview],
    names: &[String; 2],
    theme: Theme,
) -> Result<Vec<String>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let mut files = Vec::new();
    let mut write = |name: String, bytes: &[u8]| -> Result<(), String> {
        let path = dir.join(&name);
        std::fs::write(&path, bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        files.push(path.display().to_string());
        Ok(())
    };
    let chart = pictures::chart(game, made, moments, names, theme).map_err(|e| e.to_string())?;
    write("review-chart.png".into(), &chart)?;
    let renderer = Renderer::new();
    for (n, m) in moments.iter().enumerate() {
        let png = pictures::moment(&renderer, game, m, names, Labels::default(), theme);
        write(format!("review-moment-{}.png", n + 1), &png)?;
    }
    Ok(files)
}
