//! The rules engine: pure, synchronous, no I/O.
//!
//! One type per concept: [`Point`] and [`Lettering`] for coordinates, [`Colour`] and [`Seat`]
//! for stones and players, [`RuleSet`] for the rules, [`Board`] for the stones, [`Game`] for the
//! state machine, [`Action`] for what players do (a stone, a decision, a pass where the rules
//! allow one), [`MoveOutcome`] for what happened and [`MoveError`] for why an action is
//! illegal. [`record`] reads and writes pente.org records and [`token`] the text tokens of the
//! `replay` command.
//!
//! ```
//! use pente::{token, Game, Preset, RuleSet};
//! let mut game = Game::new(RuleSet::preset(Preset::Pente));
//! for t in ["K10", "L11", "K7", "L8", "K8"] {
//!     game.act(token::parse(t, game.rules()).unwrap()).unwrap();
//! }
//! assert_eq!(game.plies(), 5);
//! ```

mod board;
mod capture;
mod colour;
mod coord;
mod error;
mod game;
mod lines;
mod notation;
mod opening;
mod outcome;
pub mod record;
mod renju;
mod rules;
pub mod token;

pub use board::{Board, MAX_SIZE};
pub use capture::CaptureKind;
pub use colour::{Colour, Seat};
pub use coord::{CoordError, Lettering, Point};
pub use error::MoveError;
pub use game::{Decision, Expected, Game, Pending};
pub use notation::Notation;
pub use opening::{symmetric_pair, Area};
pub use outcome::{Action, Captured, EndReason, GameResult, Line, MoveOutcome, Played};
pub use renju::Foul;
pub use rules::{
    Conflict, Opening, Overtime, Preset, RenjuFoul, RuleError, RuleSet, SelfCapture, WinLine, KEYS,
    PLAYERS, SIZES,
};
