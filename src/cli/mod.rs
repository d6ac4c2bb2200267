//! Command-line tools built on the engine. Each returns the process exit code.

pub mod brain;
pub mod migrate;
pub mod render;
pub mod replay;
pub mod review;
pub mod run;
pub mod suggest;
