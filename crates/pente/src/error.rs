//! Illegal actions, each naming the rule that forbids it. Points are given in the game's own
//! lettering so that messages can be shown to players as they are.

use super::colour::Seat;
use super::renju::Foul;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: {expected} ({colour}) is to play")]
    NotYourTurn {
        expected: Seat,
        colour: &'static str,
    },
    #[error("{point} is off the board; columns are {columns}, rows 1-{size}")]
    OffBoard {
        point: String,
        columns: String,
        size: u8,
    },
    #[error("{point} is already occupied")]
    Occupied { point: String },
    #[error("{point} is outside the opening area: {rule}")]
    OpeningArea { point: String, rule: String },
    #[error(
        "{point} touches no stone; with adjacent-only rules every stone must be next to another"
    )]
    NotAdjacent { point: String },
    #[error("{point} would put your stones into a capture position, which these rules forbid (even when it would capture or win)")]
    SelfCapture { point: String },
    #[error("{point} is forbidden for Black: it makes {foul}")]
    RenjuFoul { point: String, foul: Foul },
    #[error("{by} must decide first: {options}")]
    DecisionRequired { by: Seat, options: String },
    #[error("there is no opening decision to make now; {hint}")]
    NoDecision { hint: String },
    #[error("it is {expected}'s decision, not yours")]
    NotYourDecision { expected: Seat },
    #[error("{0}")]
    InvalidChoice(String),
    #[error("{0}")]
    BadOffer(String),
    #[error("{point} was not offered; pick one of {offered}")]
    NotOffered { point: String, offered: String },
    /// A pass where none is allowed: the rules have none (`pass=false`), or the opening still
    /// places its stones (`opening` is then true).
    #[error("{}", if *opening {
        "no passing until the opening is over"
    } else {
        "these rules have no passing (pass=false)"
    })]
    NoPass { opening: bool },
}

impl MoveError {
    /// A stable, machine-readable name of the rule, e.g. `occupied` or `renju-foul`.
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
            MoveError::InvalidChoice(_) => "invalid-choice",
            MoveError::BadOffer(_) => "bad-offer",
            MoveError::NotOffered { .. } => "not-offered",
            MoveError::NoPass { .. } => "no-pass",
        }
    }
}
