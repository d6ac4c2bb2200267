//! `pente-bot`: the Discord bot and its command-line tools.

use clap::{Parser, Subcommand};
use pente_bot::cli::brain::{self, BrainArgs};
use pente_bot::cli::render::{self, RenderArgs};
use pente_bot::cli::replay::{self, ReplayArgs};
use pente_bot::cli::review::{self, ReviewArgs};
use pente_bot::cli::suggest::{self, SuggestArgs};
use pente_bot::cli::{migrate, run};
use pente_bot::config::{self, BotConfig, DatabaseConfig};

#[derive(Parser, Debug)]
#[command(
    name = "pente-bot",
    version,
    about = "Pente and its relatives on Discord: the bot (no subcommand, or `run`) and its tools",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    bot: BotConfig,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run the Discord bot (the same as no subcommand).
    Run(BotConfig),
    /// Replay tokens (or a pente.org record) and print the resulting state as JSON.
    Replay(ReplayArgs),
    /// Replay tokens (like `replay`) and write the board picture as a PNG.
    Render(RenderArgs),
    /// Print the computer opponent's move for a position given as tokens (like `replay`).
    Suggest(SuggestArgs),
    /// The engine's review of a finished game (a record, or tokens): JSON, and with --out
    /// the chart and the moments' boards as PNGs.
    Review(ReviewArgs),
    /// Speak the Gomocup (piskvork) protocol on stdin/stdout with the computer opponent.
    Brain(BrainArgs),
    /// Set up the database (the private cluster when DATABASE_URL is unset) and apply migrations.
    Migrate(DatabaseConfig),
}

fn main() {
    config::load_dotenv();
    let cli = Cli::try_parse().unwrap_or_else(|e| {
        // `replay` promises JSON for every bad argument, clap's own errors included; help and
        // version (which clap prints on stdout) stay as they are.
        let replay = std::env::args_os().nth(1).is_some_and(|a| a == "replay");
        if replay && e.use_stderr() {
            std::process::exit(replay::bad_arguments(&e));
        }
        e.exit()
    });
    let code = match cli.command {
        Some(Command::Run(config)) => run::run(&config),
        Some(Command::Replay(args)) => replay::run(&args),
        Some(Command::Render(args)) => render::run(&args),
        Some(Command::Migrate(config)) => migrate::run(&config),
        Some(Command::Suggest(args)) => suggest::run(&args),
        Some(Command::Brain(args)) => brain::run(&args),
        Some(Command::Review(args)) => review::run(&args),
        None => run::run(&cli.bot),
    };
    std::process::exit(code);
}
