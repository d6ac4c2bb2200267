//! The rules of Pente and its relatives: Keryo-Pente, Gomoku, Renju, Connect6, Boat-, Poof-,
//! D-, G- and O-Pente, team and free-for-all Pente for 3 or 4 players, every one a preset that
//! its options (board size, winning row, captures, openings, passing...) can change. The engine
//! is pure and synchronous, with no I/O: a [`Game`] takes [`Action`]s and answers each with a
//! [`MoveOutcome`] (what happened) or a [`MoveError`] (which rule forbids it, with the data of
//! the case). It reads and writes pente.org game records ([`record`]).
//!
//! # Playing a game
//!
//! Points are written as on the board, `K10`: [`token::parse`] reads them (and the opening
//! decisions) for a game's rules. In Pente, White moves first and the Pro opening puts the first
//! stone on the centre.
//!
//! ```
//! use pente::{token, Colour, EndReason, Game, MoveOutcome, Preset, RuleSet};
//!
//! fn play(game: &mut Game, text: &str) -> MoveOutcome {
//!     let action = token::parse(text, game.rules()).unwrap();
//!     game.act(action).unwrap()
//! }
//!
//! let mut game = Game::new(RuleSet::preset(Preset::Pente));
//! for t in ["K10", "L10", "K7", "M10"] {
//!     play(&mut game, t);
//! }
//! // White closes the bracket K10 L10 M10 N10 and captures Black's pair.
//! let outcome = play(&mut game, "N10");
//! let lettering = game.rules().lettering();
//! let mut taken: Vec<String> =
//!     outcome.captured.iter().map(|c| lettering.format(c.point)).collect();
//! taken.sort();
//! assert_eq!(taken, ["L10", "M10"]);
//! assert_eq!(game.captures(Colour::FIRST), 2);
//!
//! // Then five in a row, K6 to K10, wins.
//! for t in ["A1", "K9", "A2", "K8", "A3"] {
//!     play(&mut game, t);
//! }
//! let outcome = play(&mut game, "K6");
//! let result = outcome.end.expect("the game is over");
//! assert_eq!((result.winners, result.reason), (vec![Colour::FIRST], EndReason::Row));
//! assert_eq!(game.rules().colour_name(Colour::FIRST), "white");
//! assert_eq!(game.to_move(), None);
//! ```
//!
//! # Illegal actions
//!
//! An illegal action changes nothing and returns a [`MoveError`] whose variant names the rule
//! and whose fields carry the case: the point, the seat, the Renju foul, the opening area, the
//! choices that were open. Match on them, or show the error: its `Display` words it for
//! players, in the game's own lettering. [`MoveError::kind`] is a stable name for machines.
//!
//! ```
//! use pente::{token, Area, Game, MoveError, Preset, RuleSet};
//!
//! let mut game = Game::new(RuleSet::preset(Preset::Pente));
//! for t in ["K10", "L11"] {
//!     game.act(token::parse(t, game.rules()).unwrap()).unwrap();
//! }
//! // The Pro opening keeps White's second stone 3 points or more from the centre.
//! let error = game.act(token::parse("L12", game.rules()).unwrap()).unwrap_err();
//! match &error {
//!     MoveError::OpeningArea { point, area: Area::AwayFromCentre { min, .. }, notation } => {
//!         assert_eq!((notation.point(*point), *min), ("L12".to_string(), 3));
//!     }
//!     other => panic!("unexpected: {other}"),
//! }
//! assert_eq!(error.kind(), "opening-area");
//! assert_eq!(
//!     error.to_string(),
//!     "L12 is outside the opening area: the first player's second stone must be at least 3 \
//!      points from the centre K10, outside the square H8-M12"
//! );
//! assert_eq!(game.plies(), 2);
//! ```
//!
//! # Rules
//!
//! A [`RuleSet`] is a [`Preset`] with options changed ([`RuleSet::build`], [`RuleSet::set`]),
//! checked as a whole; as text it is the preset followed by `key=value` options
//! ([`RuleSet::spec`], [`RuleSet::from_spec`]). A [`RuleError`] says what is wrong, as data.
//!
//! ```
//! use pente::{Conflict, Preset, RuleError, RuleSet};
//!
//! let rules = RuleSet::from_spec("keryo-pente size=13").unwrap();
//! assert_eq!((rules.preset, rules.size), (Preset::KeryoPente, 13));
//! assert_eq!(rules.capture_win_stones(), Some(15));
//! assert_eq!(
//!     RuleSet::from_spec("gomoku capture_three=true"),
//!     Err(RuleError::Conflict(Conflict::NeedsCaptures {
//!         option: "capture_three",
//!         preset: Preset::Gomoku
//!     }))
//! );
//! ```
//!
//! # The types
//!
//! One type per concept: [`Point`] and [`Lettering`] for coordinates, [`Colour`] and [`Seat`]
//! for stones and players (a swap opening exchanges which seat plays which colour),
//! [`RuleSet`] for the rules, [`Board`] for the stones, [`Game`] for the state machine,
//! [`Pending`] for what it waits for, [`Action`] for what players do (a stone, a decision, a
//! pass where the rules allow one), [`MoveOutcome`] for what happened and [`MoveError`] for why
//! an action is illegal, with [`Notation`] to word its points and colours. [`record`] reads and
//! writes pente.org records and [`token`] the text tokens of the `replay` command.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

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
