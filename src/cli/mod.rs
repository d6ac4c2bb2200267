//! Command-line tools built on the engine. Each returns the process exit code.

pub mod brain;
pub mod migrate;
pub mod render;
pub mod replay;
pub mod review;
pub mod run;
pub mod suggest;

/// Writes a line of a tool's output to stdout. A reader that has gone away (`| head -1`)
/// ends the tool quietly with status 0, as ripgrep does, where `println!` would panic on
/// the broken pipe; any other failure to write ends it with status 1 and says why.
pub fn print_line(line: impl std::fmt::Display) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("could not write the output: {e}");
        std::process::exit(1);
    }
}
