//! Pente and its relatives on Discord.
//!
//! [`engine`] is the pure rules engine; [`cli`] holds the command-line tools built on it.

pub mod cli;
pub mod engine;
