//! The `pente-bot` binary's tools run as a user runs them, and what ships it (the private
//! Postgres cluster, the container image's build context).

mod brain;
mod container_image;
mod embedded_postgres;
mod render;
mod replay;
mod review;

#[path = "../../crates/pente-render/tests/picture/support.rs"]
mod picture_support;
