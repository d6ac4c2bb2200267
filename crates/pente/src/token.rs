//! The text tokens of `pente-bot replay`: a coordinate places the next stone,
//! `choose=<colour>` makes an opening colour decision, `offer=<c>,<c>,...` and `pick=<c>` are
//! Taraguchi-10's offered fifth moves, `pass` passes (where the rules allow it), `resign`
//! resigns for the player to move.

use super::colour::Colour;
use super::coord::{CoordError, Point};
use super::notation::Notation;
use super::outcome::Action;
use super::rules::RuleSet;

/// Why a token could not be read.
///
/// ```
/// use pente::token::{self, TokenError};
/// use pente::{Colour, CoordError, Preset, RuleSet};
/// let rules = RuleSet::preset(Preset::Pente);
/// match token::parse("choose=red", &rules) {
///     Err(TokenError::Colour { colour, options, .. }) => {
///         assert_eq!((colour.as_str(), options), ("red", vec![Colour(0), Colour(1)]))
///     }
///     other => panic!("{other:?}"),
/// }
/// let e = token::parse("Z9", &rules).unwrap_err();
/// assert!(matches!(e, TokenError::Coord(CoordError::ColumnOffBoard { letter: 'Z', .. })));
/// assert_eq!(e.to_string(), "column Z is off the board; columns are A-T (no I)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// A coordinate that could not be read.
    #[error(transparent)]
    Coord(#[from] CoordError),
    /// `choose=` with a name that is not one of the game's colours, the `options`.
    #[error(
        "`{colour}` is not a colour in this game; use {}",
        .options.iter().map(|&c| .notation.colour(c)).collect::<Vec<_>>().join(" or ")
    )]
    Colour {
        /// The name typed.
        colour: String,
        /// The colours of the game.
        options: Vec<Colour>,
        /// How the game names its colours, for the message.
        notation: Notation,
    },
    /// Not a token at all.
    #[error("`{0}` is not a token: use a coordinate like K10, choose=<colour>, offer=<c>,<c>,..., pick=<c>, pass or resign")]
    Unknown(String),
}

impl TokenError {
    /// A stable, machine-readable name of the error: `bad-token`, `off-board` or `bad-colour`.
    pub fn kind(&self) -> &'static str {
        match self {
            TokenError::Coord(CoordError::Malformed { .. }) | TokenError::Unknown(_) => "bad-token",
            TokenError::Coord(_) => "off-board",
            TokenError::Colour { .. } => "bad-colour",
        }
    }
}

/// Reads one token.
///
/// ```
/// use pente::{token, Action, Colour, Point, Preset, RuleSet};
/// let rules = RuleSet::preset(Preset::Pente);
/// assert_eq!(token::parse("k10", &rules), Ok(Action::Place(Point::new(9, 9))));
/// assert_eq!(token::parse("choose=Black", &rules), Ok(Action::Choose(Colour(1))));
/// assert_eq!(token::parse("Pass", &rules), Ok(Action::Pass));
/// ```
pub fn parse(text: &str, rules: &RuleSet) -> Result<Action, TokenError> {
    let t = text.trim();
    let point = |s: &str| rules.lettering().parse(s, rules.size);
    if let Some((key, value)) = t.split_once('=') {
        let value = value.trim();
        return match key.trim().to_ascii_lowercase().as_str() {
            "choose" | "colour" | "color" | "swap" => rules
                .colour_named(value)
                .map(Action::Choose)
                .ok_or_else(|| TokenError::Colour {
                    colour: value.to_string(),
                    options: rules.colours().collect(),
                    notation: rules.notation(),
                }),
            "offer" => value
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(point)
                .collect::<Result<Vec<Point>, _>>()
                .map(Action::Offer)
                .map_err(TokenError::from),
            "pick" => Ok(Action::Pick(point(value)?)),
            _ => Err(TokenError::Unknown(t.to_string())),
        };
    }
    match t.to_ascii_lowercase().as_str() {
        "pass" => Ok(Action::Pass),
        "resign" => Ok(Action::Resign),
        "timeout" => Ok(Action::Timeout),
        "draw" => Ok(Action::Draw),
        _ => Ok(Action::Place(point(t)?)),
    }
}

/// Writes an action back as a token.
pub fn format(action: &Action, rules: &RuleSet) -> String {
    let l = rules.lettering();
    match action {
        Action::Place(p) => l.format(*p),
        Action::Choose(c) => format!("choose={}", rules.colour_name(*c)),
        Action::Offer(points) => format!(
            "offer={}",
            points
                .iter()
                .map(|&p| l.format(p))
                .collect::<Vec<_>>()
                .join(",")
        ),
        Action::Pick(p) => format!("pick={}", l.format(*p)),
        Action::Pass => "pass".into(),
        Action::Resign => "resign".into(),
        Action::Timeout => "timeout".into(),
        Action::Draw => "draw".into(),
    }
}
