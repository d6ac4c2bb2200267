//! The game service against a real Postgres: each test gets a fresh database with the real
//! migrations (`#[sqlx::test]`).

mod clock;
mod computer;
mod games;
mod migrations;
mod prefs;
mod ratings;
mod reviews;
