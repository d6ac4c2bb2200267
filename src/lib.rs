//! Pente and its relatives on Discord: the bot over the workspace's pure crates.
//!
//! The rules are the `pente` crate, the computer opponent `pente-ai` and the board picture
//! `pente-render`; this crate adds what needs the outside world. [`service`] turns what players
//! do into engine calls and Postgres transactions ([`db`]) and owns every game decision;
//! [`discord`] parses interactions, calls the service and renders its answers; [`config`] reads
//! the environment; [`cli`] holds the command-line tools; [`observe`] names and records the
//! metrics, [`ops`] serves them with the health checks; [`rating`] is the rating arithmetic;
//! [`l10n`] holds the bot's words in each language; [`pictures`] draws a review's pictures.
//!
//! The modules depend one way, with no cycle: [`cli`] on the others; [`ops`] on [`discord`]
//! and [`service`]; [`discord`] on [`service`] and [`config`]; [`db`] on [`config`];
//! [`service`] on [`rating`] and [`observe`], which, like [`config`], [`l10n`] and [`pictures`],
//! use no other module ([`discord`] uses [`l10n`] and [`pictures`]).

pub mod cli;
pub mod config;
pub mod db;
pub mod discord;
pub mod l10n;
pub mod observe;
pub mod ops;
pub mod pictures;
pub mod rating;
pub mod service;
