//! `pente-bot`: the Discord bot and its command-line tools.

use clap::{Parser, Subcommand};
use pente::cli::replay::{self, ReplayArgs};

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
}

fn main() {
    let cli = Cli::parse();
    let code = match cli.command {
        Some(Command::Replay(args)) => replay::run(&args),
        None => {
            eprintln!(
                "The Discord bot itself is not built yet. Available now: `pente-bot replay` \
                 (see `pente-bot --help`)."
            );
            2
        }
    };
    std::process::exit(code);
}
