//! `pente-bot`: the Discord bot and its command-line tools.

use clap::{Parser, Subcommand};
use pente::cli::migrate;
use pente::cli::render::{self, RenderArgs};
use pente::cli::replay::{self, ReplayArgs};
use pente::config::{self, DatabaseConfig};

#[derive(Parser, Debug)]
#[command(
    name = "pente-bot",
    version,
    about = "Pente and its relatives: rules engine and tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Replay tokens (or a pente.org record) and print the resulting state as JSON.
    Replay(ReplayArgs),
    /// Replay tokens (like `replay`) and write the board picture as a PNG.
    Render(RenderArgs),
    /// Set up the database (the private cluster when DATABASE_URL is unset) and apply migrations.
    Migrate(DatabaseConfig),
}

fn main() {
    config::load_dotenv();
    let cli = Cli::parse();
    let code = match cli.command {
        Some(Command::Replay(args)) => replay::run(&args),
        Some(Command::Render(args)) => render::run(&args),
        Some(Command::Migrate(config)) => migrate::run(&config),
        None => {
            eprintln!(
                "The Discord bot itself is not built yet. Available now: `pente-bot replay`, \
                 `pente-bot render` and `pente-bot migrate` (see `pente-bot --help`)."
            );
            2
        }
    };
    std::process::exit(code);
}
