//! `pente-bot suggest`: plays tokens like `replay`, then prints the computer opponent's choice
//! as a token on the first line and `score=… depth=… nodes=… ms=…` on the second.

use super::replay::RulesArgs;
use pente::{token, Game};
use pente_ai::{choose, Level, Limits};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct SuggestArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Thinking time in milliseconds.
    #[arg(long = "time-ms", default_value_t = 2000)]
    pub time_ms: u64,
    /// Strength, 1 (beginner) to 8 (strongest).
    #[arg(long, default_value_t = 8)]
    pub level: u8,
    /// A node budget instead of (well, besides) the time: reproducible answers.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Seed for the lower levels' randomness.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Tokens: K10 (place), choose=<colour>, offer=<c>,<c>,..., pick=<c>, pass.
    #[arg(allow_hyphen_values = true)]
    pub tokens: Vec<String>,
}

fn fail(kind: &str, message: impl std::fmt::Display) -> i32 {
    eprintln!("error: {kind}: {message}");
    2
}

/// Runs `suggest`; returns the exit code (0, or 2 on bad arguments, an illegal token or a
/// finished game).
pub fn run(args: &SuggestArgs) -> i32 {
    let level = match Level::new(args.level) {
        Ok(l) => l,
        Err(e) => return fail("bad-level", e),
    };
    let rules = match args.rules.build() {
        Ok(Some(r)) => r,
        Ok(None) => return fail("bad-rules", "give the rules with --rules <preset>"),
        Err(e) => return fail("bad-rules", e),
    };
    let mut game = Game::new(rules);
    for (index, text) in args.tokens.iter().enumerate() {
        let action = match token::parse(text, game.rules()) {
            Ok(a) => a,
            Err(e) => return fail(e.kind(), format_args!("token {index} `{text}`: {e}")),
        };
        if let Err(e) = game.act(action) {
            return fail(e.kind(), format_args!("token {index} `{text}`: {e}"));
        }
    }
    let limits = Limits {
        time: Duration::from_millis(args.time_ms.max(1)),
        max_nodes: args.nodes,
        max_depth: None,
        stop: None,
    };
    let started = Instant::now();
    let Some(choice) = choose(&game, level, &limits, args.seed) else {
        return fail("game-over", "the game is over; there is nothing to suggest");
    };
    super::print_line(token::format(&choice.action, game.rules()));
    super::print_line(format_args!(
        "score={} depth={} nodes={} ms={}",
        choice.score,
        choice.depth,
        choice.nodes,
        started.elapsed().as_millis()
    ));
    0
}
