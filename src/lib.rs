//! Pente and its relatives on Discord.
//!
//! [`engine`] is the pure rules engine; [`service`] turns what players do into engine calls and
//! Postgres transactions ([`db`]); [`config`] reads the environment; [`cli`] holds the
//! command-line tools.

pub mod ai;
pub mod cli;
pub mod config;
pub mod db;
pub mod discord;
pub mod engine;
pub mod observe;
pub mod rating;
pub mod render;
pub mod service;
