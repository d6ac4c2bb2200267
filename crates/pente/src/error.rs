//! Illegal actions, each naming the rule that forbids it, with the data of the case: the point,
//! the seat, the shape, the choices that were open. [`Display`](std::fmt::Display) words them
//! in English for players, writing points in the game's own lettering (from the error's
//! [`Notation`]); a caller can instead match on the data and word it itself.

use super::colour::{Colour, Seat};
use super::coord::Point;
use super::game::Expected;
use super::notation::Notation;
use super::opening::Area;
use super::outcome::Action;
use super::renju::Foul;

/// Why an action is illegal. [`MoveError::kind`] names the rule for machines; the fields
/// carry the case, so a caller can match on it:
///
/// ```
/// use pente::{token, Game, MoveError, Point, Preset, RuleSet};
/// let mut game = Game::new(RuleSet::build(Preset::Pente, &[("opening", "none")]).unwrap());
/// game.act(token::parse("K10", game.rules()).unwrap()).unwrap();
/// match game.act(token::parse("K10", game.rules()).unwrap()) {
///     Err(MoveError::Occupied { point, .. }) => assert_eq!(point, Point::new(9, 9)),
///     other => panic!("{other:?}"),
/// }
/// // Display words the same error for a player, in the game's own lettering.
/// let e = game.check_place(Point::new(9, 9)).unwrap_err();
/// assert_eq!(e.to_string(), "K10 is already occupied");
/// assert_eq!(e.kind(), "occupied");
/// ```
///
/// A Renju foul carries its shape:
///
/// ```
/// use pente::{token, Foul, Game, MoveError, Preset, RuleSet};
/// let mut game = Game::new(RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap());
/// for t in ["F8", "A1", "G8", "A3", "H6", "A5", "H7", "A7"] {
///     game.act(token::parse(t, game.rules()).unwrap()).unwrap();
/// }
/// let e = game.act(token::parse("H8", game.rules()).unwrap()).unwrap_err();
/// assert!(matches!(e, MoveError::RenjuFoul { foul: Foul::DoubleThree { threes: 2, .. }, .. }));
/// assert_eq!(e.to_string(), "H8 is forbidden for Black: it makes a double three (3x3)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Another seat must place the next stone: `expected`, with stones of `colour`.
    #[error(
        "it is not your turn: {expected} ({colour}) is to play",
        colour = .notation.colour(*.colour)
    )]
    NotYourTurn {
        /// The seat to play.
        expected: Seat,
        /// The colour it plays.
        colour: Colour,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// The point is not on the board (written `(x, y)`, 0-based, as it has no letter).
    #[error(
        "({x}, {y}) is off the board; columns are {columns}, rows 1-{size}",
        x = .point.x,
        y = .point.y,
        columns = .notation.columns(),
        size = .notation.size
    )]
    OffBoard {
        /// The point, outside the board.
        point: Point,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// The point holds a stone.
    #[error("{} is already occupied", .notation.point(*.point))]
    Occupied {
        /// The point.
        point: Point,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// The opening limits the stone to `area`, and the point is outside it.
    #[error(
        "{} is outside the opening area: {}",
        .notation.point(*.point),
        .area.describe(.notation.size, .notation.lettering)
    )]
    OpeningArea {
        /// The point.
        point: Point,
        /// Where the opening allows the stone.
        area: Area,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// Under `adjacent_only`, the point touches no stone.
    #[error(
        "{} touches no stone; with adjacent-only rules every stone must be next to another",
        .notation.point(*.point)
    )]
    NotAdjacent {
        /// The point.
        point: Point,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// Under `self_capture=forbidden`, the stone would move into a bracket.
    #[error(
        "{} would put your stones into a capture position, which these rules forbid (even when it would capture or win)",
        .notation.point(*.point)
    )]
    SelfCapture {
        /// The point.
        point: Point,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// Renju: the point is forbidden for Black, making `foul`.
    #[error("{} is forbidden for Black: it makes {foul}", .notation.point(*.point))]
    RenjuFoul {
        /// The point.
        point: Point,
        /// The shape the stone would make.
        foul: Foul,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// A stone while the opening waits for `by`'s decision; `expected` is what they may do.
    #[error("{by} must decide first: {}", .expected.describe(*.notation))]
    DecisionRequired {
        /// The seat that must decide.
        by: Seat,
        /// What it may do.
        expected: Expected,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// An opening decision (a colour, an offer, a pick) that is not the one open now;
    /// `expected` is what may be done instead.
    #[error(
        "there is no opening decision to make now; {}",
        .expected.describe(*.notation)
    )]
    NoDecision {
        /// What may be done now.
        expected: Expected,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// The decision is `expected`'s to make.
    #[error("it is {expected}'s decision, not yours")]
    NotYourDecision {
        /// The seat that must decide.
        expected: Seat,
    },
    /// A colour that cannot be chosen in the open decision (only the first two can);
    /// `expected` is what may be done.
    #[error("{}", .expected.describe(*.notation))]
    InvalidChoice {
        /// The colour chosen.
        colour: Colour,
        /// What may be done.
        expected: Expected,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// The seat does not play in this game.
    #[error("{seat} is not in this game")]
    NoSuchSeat {
        /// The seat.
        seat: Seat,
    },
    /// The seat has already left this free-for-all game (resigned or timed out).
    #[error("{seat} has already left this game")]
    AlreadyLeft {
        /// The seat.
        seat: Seat,
    },
    /// A stone of a colour that does not play in this game ([`crate::Game::from_position`]).
    #[error("colour {} is not in this game", .colour.number())]
    NoSuchColour {
        /// The colour.
        colour: Colour,
    },
    /// A timeout or draw sent as a move. Never returned by [`crate::Game::play`], which takes
    /// both; for front ends where they have commands of their own.
    #[error("a timeout is claimed and a draw agreed with their own commands")]
    NotAMove {
        /// The action: [`Action::Timeout`] or [`Action::Draw`].
        action: Action,
    },
    /// Taraguchi-10: an offer of `offered` fifth moves instead of `needed`.
    #[error("offer exactly {needed} fifth moves, not {offered}")]
    OfferCount {
        /// How many moves were offered.
        offered: usize,
        /// How many must be (ten).
        needed: usize,
    },
    /// Taraguchi-10: a point offered twice.
    #[error("{} is offered twice", .notation.point(*.point))]
    OfferedTwice {
        /// The point offered twice.
        point: Point,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// Taraguchi-10: two offered points that are the same move by a symmetry of the position.
    #[error(
        "{} and {} are the same move by symmetry of the position; offer ten different moves",
        .notation.point(*.first),
        .notation.point(*.second)
    )]
    SymmetricOffers {
        /// The first of the two points, in the order offered.
        first: Point,
        /// The second: the first one's image by a symmetry of the position.
        second: Point,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// Taraguchi-10: a pick of a point that was not among the `offered` fifth moves.
    #[error(
        "{} was not offered; pick one of {}",
        .notation.point(*.point),
        .notation.points(.offered)
    )]
    NotOffered {
        /// The point picked.
        point: Point,
        /// The points that were offered.
        offered: Vec<Point>,
        /// How the game writes points and names colours, for the message.
        notation: Notation,
    },
    /// A pass where none is allowed: the rules have none (`pass=false`), or the opening still
    /// places its stones (`opening` is then true).
    #[error("{}", if *.opening {
        "no passing until the opening is over"
    } else {
        "these rules have no passing (pass=false)"
    })]
    NoPass {
        /// Whether passing is refused because the opening is not over (the rules allow
        /// passing).
        opening: bool,
    },
}

impl MoveError {
    /// A stable, machine-readable name of the rule, e.g. `occupied` or `renju-foul`. Several
    /// variants share a name: `invalid-choice` (a colour, seat or action that cannot be used)
    /// and `bad-offer` (a Taraguchi-10 offer that is not ten different legal moves).
    pub fn kind(&self) -> &'static str {
        match self {
            MoveError::GameOver => "game-over",
            MoveError::NotYourTurn { .. } => "not-your-turn",
            MoveError::OffBoard { .. } => "off-board",
            MoveError::Occupied { .. } => "occupied",
            MoveError::OpeningArea { .. } => "opening-area",
            MoveError::NotAdjacent { .. } => "not-adjacent",
            MoveError::SelfCapture { .. } => "self-capture",
            MoveError::RenjuFoul { .. } => "renju-foul",
            MoveError::DecisionRequired { .. } => "decision-required",
            MoveError::NoDecision { .. } => "no-decision",
            MoveError::NotYourDecision { .. } => "not-your-decision",
            MoveError::InvalidChoice { .. }
            | MoveError::NoSuchSeat { .. }
            | MoveError::AlreadyLeft { .. }
            | MoveError::NoSuchColour { .. }
            | MoveError::NotAMove { .. } => "invalid-choice",
            MoveError::OfferCount { .. }
            | MoveError::OfferedTwice { .. }
            | MoveError::SymmetricOffers { .. } => "bad-offer",
            MoveError::NotOffered { .. } => "not-offered",
            MoveError::NoPass { .. } => "no-pass",
        }
    }
}
