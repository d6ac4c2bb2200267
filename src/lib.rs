//! Pente and its relatives on Discord: the bot over the workspace's pure crates.
//!
//! The rules are the `pente` crate, the computer opponent `pente-ai` and the board picture
//! `pente-render`; this crate adds what needs the outside world. [`service`] turns what players
//! do into engine calls and Postgres transactions ([`db`]) and owns every game decision;
//! [`discord`] parses interactions, calls the service and renders its answers; [`config`] reads
//! the environment; [`cli`] holds the command-line tools; [`observe`] the metrics and health
//! endpoints; [`rating`] the rating arithmetic.

pub mod cli;
pub mod config;
pub mod db;
pub mod discord;
pub mod observe;
pub mod rating;
pub mod service;
