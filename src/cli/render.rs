//! `pente-bot render`: plays tokens (or a pente.org record) through the engine, like `replay`,
//! and writes the board picture as a PNG.

use super::replay::RulesArgs;
use pente::record;
use pente::{token, Game, MoveOutcome};
use pente_render::{BoardView, Renderer, Theme};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Replay a pente.org record file first (its headers give the rules unless --rules is set).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// light or dark.
    #[arg(long, default_value_t = Theme::Light)]
    pub theme: Theme,
    /// Number the stones in the order they were played.
    #[arg(long)]
    pub numbers: bool,
    /// Renju: mark the points where Black may not play (when Black is to move).
    #[arg(long)]
    pub forbidden: bool,
    /// A player's name, by colour: e.g. --name white=Ann. May be repeated.
    #[arg(long = "name", value_name = "COLOUR=NAME")]
    pub names: Vec<String>,
    /// The PNG file to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Tokens, as for `replay`: K10 (place), choose=<colour>, offer=<c>,<c>,..., pick=<c>,
    /// pass, resign, draw, timeout.
    #[arg(allow_hyphen_values = true)]
    pub tokens: Vec<String>,
}

fn fail(message: String) -> i32 {
    eprintln!("pente-bot render: {message}");
    2
}

/// Runs `render`; returns the exit code: 0, 2 on bad arguments or an illegal token (nothing
/// is written then), 1 if the file cannot be written.
pub fn run(args: &RenderArgs) -> i32 {
    let (game, last) = match load_game(&args.rules, args.record.as_deref(), &args.tokens) {
        Ok(loaded) => loaded,
        Err(message) => return fail(message),
    };
    let mut view = BoardView::new(&game)
        .theme(args.theme)
        .move_numbers(args.numbers)
        .forbidden_points(args.forbidden);
    for entry in &args.names {
        let Some((colour, name)) = entry.split_once('=') else {
            return fail(format!(
                "--name {entry}: write COLOUR=NAME, e.g. --name white=Ann"
            ));
        };
        let Some(c) = game.rules().colour_named(colour) else {
            let colours: Vec<&str> = game
                .rules()
                .colours()
                .map(|c| game.rules().colour_name(c))
                .collect();
            return fail(format!(
                "--name {entry}: no colour `{colour}` in this game; colours are {}",
                colours.join(", ")
            ));
        };
        view = view.name(c, name);
    }
    if let Some(outcome) = &last {
        view = view.last_outcome(outcome);
    }
    let png = Renderer::new().render_png(&view);
    if let Err(e) = std::fs::write(&args.out, &png) {
        eprintln!("pente-bot render: cannot write {}: {e}", args.out.display());
        return 1;
    }
    super::print_line(format_args!(
        "{}: {}x{} px, {} bytes",
        args.out.display(),
        pente_render::WIDTH,
        pente_render::HEIGHT,
        png.len()
    ));
    0
}

/// The game of a record file and/or tokens under the rules given (the record's own when
/// none are), with what its last action did; or what was wrong, in words.
pub(crate) fn load_game(
    rules: &RulesArgs,
    record: Option<&Path>,
    tokens: &[String],
) -> Result<(Game, Option<MoveOutcome>), String> {
    let rules = rules.build().map_err(|e| e.to_string())?;
    let mut game = match (record, rules) {
        (Some(path), rules) => {
            let text = match std::fs::read(path) {
                Ok(bytes) if bytes.len() > record::MAX_RECORD_BYTES => {
                    return Err(format!(
                        "{}: records are at most {} KiB",
                        path.display(),
                        record::MAX_RECORD_BYTES / 1024
                    ))
                }
                Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
            };
            record::import(&text, rules)
                .map_err(|e| format!("{}: {e}", path.display()))?
                .game
        }
        (None, Some(rules)) => Game::new(rules),
        (None, None) => {
            return Err(
                "give the rules with --rules <preset> (or a record with --record FILE)".into(),
            )
        }
    };
    let mut last: Option<MoveOutcome> = None;
    for (index, text) in tokens.iter().enumerate() {
        let outcome = token::parse(text, game.rules())
            .map_err(|e| e.to_string())
            .and_then(|action| game.act(action).map_err(|e| e.to_string()))
            .map_err(|message| format!("token {index} `{text}`: {message}"))?;
        last = Some(outcome);
    }
    Ok((game, last))
}
