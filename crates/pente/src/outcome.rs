//! What players do, and what happens when they do it.

use super::capture::CaptureKind;
use super::colour::{Colour, Seat};
use super::coord::Point;
use super::renju::Foul;
use super::rules::RuleSet;

/// One thing a player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Place the next stone.
    Place(Point),
    /// An opening colour decision: the decider takes this colour (Swap, Swap2, D-Pente,
    /// Taraguchi swap points; choosing the colour one already holds declines a swap).
    Choose(Colour),
    /// Taraguchi-10 option 2: Black offers ten fifth moves.
    Offer(Vec<Point>),
    /// Taraguchi-10: White picks one of the offered fifth moves.
    Pick(Point),
    /// Place no stone this turn, where the rules allow it ([`RuleSet::pass`]; see
    /// `Game::can_pass`). Two in a row draw.
    Pass,
    /// The player to act, or the given seat, gives up.
    Resign,
    /// The seat ran out of time (claimed by the front end, which keeps the clocks).
    Timeout,
    /// A draw both sides agreed to.
    Draw,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A winning row (five, or four / six where the rules say so).
    Row,
    /// Enough captured stones.
    Captures,
    /// A player resigned.
    Resign,
    /// A player ran out of time.
    Timeout,
    /// Renju, foul-loses option: Black played a forbidden point.
    Forbidden,
    /// No empty point is left.
    BoardFull,
    /// The player to move has no legal point and may not pass (possible with Renju fouls,
    /// forbidden self-capture or adjacent-only play).
    NoLegalMove,
    /// A draw both sides agreed to.
    Agreement,
    /// Both players passed, one after the other (rules with passing: Renju).
    TwoPasses,
}

impl EndReason {
    /// A short stable name (`five`, `captures`, `resign`, ...): the JSON of `replay` and the
    /// database use it. A winning row is named by its length under the rules.
    pub fn name(self, rules: &RuleSet) -> &'static str {
        match self {
            EndReason::Row => match rules.win_line.length {
                4 => "four",
                6 => "six",
                _ => "five",
            },
            EndReason::Captures => "captures",
            EndReason::Resign => "resign",
            EndReason::Timeout => "timeout",
            EndReason::Forbidden => "forbidden",
            EndReason::BoardFull => "board-full",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::Agreement => "agreement",
            EndReason::TwoPasses => "two-passes",
        }
    }
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The winning colours (a whole team, or everyone who met a win condition at once).
    /// Empty for a draw.
    pub winners: Vec<Colour>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl GameResult {
    /// Whether nobody won.
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}

/// A stone that left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    /// Where it stood.
    pub point: Point,
    /// Its colour.
    pub colour: Colour,
    /// Who scores it; `None` when several players claimed it and it was destroyed.
    pub by: Option<Colour>,
    /// How it was captured.
    pub kind: CaptureKind,
}

/// A winning row on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The colour of its stones.
    pub colour: Colour,
    /// Its points, from one end to the other.
    pub points: Vec<Point>,
}

/// What one action did, for the renderer and the bot to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveOutcome {
    /// The stone placed, if the action placed one (a pick places Black's fifth stone).
    pub placed: Option<(Point, Colour)>,
    /// The stones that left the board.
    pub captured: Vec<Captured>,
    /// Winning rows made or still standing after the action.
    pub lines: Vec<Line>,
    /// A colour whose fresh winning row waits for the next player's reply (overtime rules).
    pub overtime: Option<Colour>,
    /// Renju with the foul-loses option: the foul Black just played.
    pub foul: Option<Foul>,
    /// Seats whose colours were exchanged by this action.
    pub swapped: bool,
    /// The end of the game, if this action ended it.
    pub end: Option<GameResult>,
}

/// An action in a game's history, with who took it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Played {
    /// The seat that acted.
    pub seat: Seat,
    /// What it did.
    pub action: Action,
}
