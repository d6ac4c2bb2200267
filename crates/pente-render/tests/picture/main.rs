//! The board picture: golden images, properties of the PNG and the animated replay.

mod gif;
mod golden;
mod picture;
mod support;
