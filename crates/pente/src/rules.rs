//! Rule sets: the named presets of RULES.md and every Board Game Arena option as a custom
//! combination, checked for combinations that make no sense.

use super::colour::Colour;
use super::coord::Lettering;
use super::notation::Notation;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Board sizes a rule set may have (odd ones only). Discord's option bounds are checked
/// against this, so its size picker refuses what the rules would.
pub const SIZES: std::ops::RangeInclusive<u8> = 7..=25;

/// How many players a game may have.
pub const PLAYERS: std::ops::RangeInclusive<u8> = 2..=4;

/// The named variants. A preset fixes the family conventions (who moves first, how columns are
/// lettered) and the default options; options may then be changed with [`RuleSet::set`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Pente: five in a row or five captured pairs; Pro opening.
    Pente,
    /// Keryo-Pente: threes can be captured too; 15 captured stones win.
    KeryoPente,
    /// Gomoku (freestyle): five or more in a row, no captures, Black first.
    Gomoku,
    /// Standard Gomoku: exactly five in a row wins.
    GomokuStandard,
    /// Renju: Black has forbidden moves (3x3, 4x4, overline); Taraguchi-10 opening.
    Renju,
    /// Boat-Pente: a five can be broken by a capture on the next move.
    BoatPente,
    /// Poof-Pente: moving into a bracket gets your own pair captured.
    PoofPente,
    /// G-Pente: Pro opening with extra limits on the first player's second stone.
    GPente,
    /// D-Pente: player 1 places four stones, player 2 picks a colour.
    DPente,
    /// DK-Pente: D-Pente with Keryo captures.
    DkPente,
    /// Pente with the Swap2 opening.
    Swap2Pente,
    /// Keryo-Pente with the Swap2 opening.
    Swap2Keryo,
    /// O-Pente: Keryo, Poof and Boat together.
    OPente,
    /// Connect6: six in a row; two stones a turn after Black's first.
    Connect6,
    /// Team Pente: four players in two teams, captures pooled.
    TeamPente,
    /// Three-player free-for-all Pente.
    #[serde(rename = "pente-3p")]
    Pente3p,
    /// Four-player free-for-all Pente.
    #[serde(rename = "pente-4p")]
    Pente4p,
}

impl Preset {
    /// Every preset, in menu order.
    pub const ALL: [Preset; 17] = [
        Preset::Pente,
        Preset::KeryoPente,
        Preset::Gomoku,
        Preset::GomokuStandard,
        Preset::Renju,
        Preset::BoatPente,
        Preset::PoofPente,
        Preset::GPente,
        Preset::DPente,
        Preset::DkPente,
        Preset::Swap2Pente,
        Preset::Swap2Keryo,
        Preset::OPente,
        Preset::Connect6,
        Preset::TeamPente,
        Preset::Pente3p,
        Preset::Pente4p,
    ];

    /// The preset's name, as typed and stored (`keryo-pente`).
    pub fn name(self) -> &'static str {
        match self {
            Preset::Pente => "pente",
            Preset::KeryoPente => "keryo-pente",
            Preset::Gomoku => "gomoku",
            Preset::GomokuStandard => "gomoku-standard",
            Preset::Renju => "renju",
            Preset::BoatPente => "boat-pente",
            Preset::PoofPente => "poof-pente",
            Preset::GPente => "g-pente",
            Preset::DPente => "d-pente",
            Preset::DkPente => "dk-pente",
            Preset::Swap2Pente => "swap2-pente",
            Preset::Swap2Keryo => "swap2-keryo",
            Preset::OPente => "o-pente",
            Preset::Connect6 => "connect6",
            Preset::TeamPente => "team-pente",
            Preset::Pente3p => "pente-3p",
            Preset::Pente4p => "pente-4p",
        }
    }

    /// One line for menus and autocomplete.
    pub fn description(self) -> &'static str {
        match self {
            Preset::Pente => "five in a row or 5 captured pairs; Pro opening",
            Preset::KeryoPente => "Pente where threes can be captured too; 15 stones win",
            Preset::Gomoku => "freestyle: five or more in a row, no captures, Black first",
            Preset::GomokuStandard => "exactly five in a row wins, overlines do not",
            Preset::Renju => "Black has forbidden moves (3x3, 4x4, overline); Taraguchi-10",
            Preset::BoatPente => "a five can be broken by a capture on the next move",
            Preset::PoofPente => "moving into a bracket gets your own pair captured",
            Preset::GPente => "Pro opening with extra limits on the second white stone",
            Preset::DPente => "player 1 places four stones, player 2 picks a colour",
            Preset::DkPente => "D-Pente with Keryo captures",
            Preset::Swap2Pente => "Pente with the Swap2 opening",
            Preset::Swap2Keryo => "Keryo-Pente with the Swap2 opening",
            Preset::OPente => "Keryo + Poof + Boat together",
            Preset::Connect6 => "six in a row; two stones a turn after Black's first",
            Preset::TeamPente => "four players in two teams, captures pooled",
            Preset::Pente3p => "three-player free-for-all Pente",
            Preset::Pente4p => "four-player free-for-all Pente",
        }
    }

    /// The first-moving colour is Black in these games, White in the Pente family.
    fn black_first(self) -> bool {
        matches!(
            self,
            Preset::Gomoku | Preset::GomokuStandard | Preset::Renju | Preset::Connect6
        )
    }

    /// How the preset's family letters columns.
    pub fn lettering(self) -> Lettering {
        match self {
            Preset::Gomoku | Preset::GomokuStandard | Preset::Renju => Lettering::WithI,
            _ => Lettering::SkipI,
        }
    }
}

impl FromStr for Preset {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Preset, RuleError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let alias = match wanted.as_str() {
            "freestyle" | "gomoku-freestyle" => "gomoku",
            "keryo" => "keryo-pente",
            "boat" => "boat-pente",
            "poof" => "poof-pente",
            "team" | "teams" => "team-pente",
            other => other,
        };
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == alias)
            .ok_or_else(|| RuleError::UnknownPreset(s.trim().to_string()))
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which rows win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WinLine {
    /// Stones needed: 4, 5 or 6.
    pub length: u8,
    /// Whether a longer row also wins (`5+`); otherwise exactly `length` (`5`).
    pub overline_wins: bool,
}

impl WinLine {
    /// Whether an unbroken row of `run` stones wins under this rule.
    pub fn wins(self, run: usize) -> bool {
        let len = self.length as usize;
        run == len || (self.overline_wins && run > len)
    }
}

impl fmt::Display for WinLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            self.length,
            if self.overline_wins { "+" } else { "" }
        )
    }
}

/// What happens to a stone placed into a bracket (`X O _ X`, O plays `_`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SelfCapture {
    /// Nothing: the usual Pente rule.
    Allowed,
    /// The bracketed stones vanish and count for the bracketing player (Poof-Pente).
    Poof,
    /// The move is illegal, even if it would capture or win.
    Forbidden,
}

/// Whether a fresh winning row can still be undone on the next player's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Overtime {
    /// No overtime: a winning row wins at once.
    Off,
    /// Boat-Pente: a capture that breaks every winning row stops the win.
    LineBreak,
    /// The whole row may be captured when blocked by the next player at one end and open at the other.
    LineCapture,
}

/// Opening rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// No opening rule.
    None,
    /// The first stone on the centre and nothing more: pente.org's unrated games, where the
    /// server places the first stone on the centre but drops the tournament rule.
    Centre,
    /// First stone in the centre, the first player's second stone 3+ from it.
    Pro,
    /// As Pro, but 4+.
    LongPro,
    /// Player 1 places two stones of each colour, player 2 chooses a colour.
    Swap,
    /// Player 1 places three stones, player 2 picks a colour or adds two more and hands the choice back.
    Swap2,
    /// Renju's opening with areas, swap points and ten offered fifth moves.
    #[serde(rename = "taraguchi-10")]
    Taraguchi10,
    /// As Swap, with the stones placed White, Black, White, Black.
    DPente,
    /// Pro, and the second stone also not 3 or 4 points from the centre on its row or column.
    GPente,
}

impl Opening {
    /// The opening's name, as typed and stored (`long-pro`).
    pub fn name(self) -> &'static str {
        match self {
            Opening::None => "none",
            Opening::Centre => "centre",
            Opening::Pro => "pro",
            Opening::LongPro => "long-pro",
            Opening::Swap => "swap",
            Opening::Swap2 => "swap2",
            Opening::Taraguchi10 => "taraguchi-10",
            Opening::DPente => "d-pente",
            Opening::GPente => "g-pente",
        }
    }

    /// Openings where a player chooses colours; they need exactly two players.
    pub fn has_colour_choice(self) -> bool {
        matches!(
            self,
            Opening::Swap | Opening::Swap2 | Opening::Taraguchi10 | Opening::DPente
        )
    }

    /// Whether the first stone of the game must go on the centre point.
    pub fn centre_first(self) -> bool {
        self == Opening::Centre || self.pro_distance().is_some()
    }

    /// The minimum distance from the centre of the first player's second stone, for Pro-like openings.
    pub fn pro_distance(self) -> Option<u8> {
        match self {
            Opening::Pro | Opening::GPente => Some(3),
            Opening::LongPro => Some(4),
            _ => None,
        }
    }
}

/// What happens when Black plays a forbidden point in Renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RenjuFoul {
    /// The bot refuses the move and names the shape (default).
    Refuse,
    /// The move is played and Black loses (RIF).
    Lose,
}

/// A complete rule set. Build one with [`RuleSet::preset`], change options with
/// [`RuleSet::set`], and check it with [`RuleSet::validate`] (done by [`RuleSet::build`]).
///
/// ```
/// use pente::{Preset, RuleSet};
/// let rules = RuleSet::build(Preset::Pente, &[("capture_three", "true"), ("size", "13")]).unwrap();
/// assert_eq!(rules.capture_win_stones(), Some(15));
/// assert!(RuleSet::build(Preset::Gomoku, &[("capture_three", "true")]).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleSet {
    /// The preset the options apply to: it fixes who moves first and the lettering.
    pub preset: Preset,
    /// The number of rows and columns, odd (see [`SIZES`]).
    pub size: u8,
    /// The number of players, 2 to 4 (see [`PLAYERS`]).
    pub players: u8,
    /// Four players in two teams (colours 1 and 3 against 2 and 4), captures pooled.
    pub teams: bool,
    /// Which rows win.
    pub win_line: WinLine,
    /// Whether pairs can be captured at all.
    pub captures: bool,
    /// Captures needed to win, counted in pairs (or trios under Keryo); `None` = no capture win.
    pub capture_win: Option<u8>,
    /// Keryo: threes can be captured as well as pairs.
    pub capture_three: bool,
    /// What happens to a stone placed into a bracket.
    pub self_capture: SelfCapture,
    /// Whether a fresh winning row can be undone on the next turn.
    pub overtime: Overtime,
    /// With 3 or 4 players: whether a bracket may hold stones of two opponents.
    pub mixed_capture: bool,
    /// The opening rule.
    pub opening: Opening,
    /// Whether every stone after the first must touch another.
    pub adjacent_only: bool,
    /// Renju's forbidden moves for Black (and Black winning only with exactly five).
    pub renju: Option<RenjuFoul>,
    /// Connect6: stones per turn after the first (which is one stone).
    pub stones_per_turn: u8,
    /// Whether a player may pass instead of placing a stone; two passes in a row draw. RIF
    /// Renju allows it (and Black, with every empty point forbidden, must pass rather than
    /// lose); Pente has no pass, and Gomoku players mostly play without one.
    pub pass: bool,
}

/// A rule set that cannot be built, with what would be right. The variants carry what was
/// typed and the options involved; [`Display`](fmt::Display) words them for players.
///
/// ```
/// use pente::{Conflict, Opening, Preset, RuleError, RuleSet};
/// match RuleSet::build(Preset::Pente, &[("size", "7"), ("opening", "long-pro")]) {
///     Err(RuleError::Conflict(Conflict::BoardTooSmall { opening, distance })) => {
///         assert_eq!((opening, distance), (Opening::LongPro, 4))
///     }
///     other => panic!("{other:?}"),
/// }
/// let e = RuleSet::build(Preset::Pente, &[("win_line", "7")]).unwrap_err();
/// assert_eq!(e, RuleError::BadValue { key: "win_line", value: "7".into() });
/// assert_eq!(e.to_string(), "`7` is not a valid value for win_line; expected 5, 5+, 4, 4+ or 6+");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// No preset has this name.
    #[error("unknown rules `{0}`; known rules: {list}", list = preset_list())]
    UnknownPreset(String),
    /// No option has this key.
    #[error("unknown option `{0}`; options are: {keys}", keys = KEYS.join(", "))]
    UnknownKey(String),
    /// `value` is not one of the values of option `key` (one of [`KEYS`]).
    #[error(
        "`{value}` is not a valid value for {key}; expected {}",
        expected_values(.key)
    )]
    BadValue {
        /// The option, as in [`KEYS`].
        key: &'static str,
        /// The value typed, in lower case.
        value: String,
    },
    /// A rules text with an option that is not written `key=value`.
    #[error("`{pair}` is not key=value")]
    NotKeyValue {
        /// The word.
        pair: String,
    },
    /// A rules spec with no preset ([`RuleSet::from_spec`]).
    #[error("the rules are empty; start with a preset such as pente")]
    EmptySpec,
    /// Options that each make sense but not together.
    #[error(transparent)]
    Conflict(#[from] Conflict),
}

/// Options that make no sense together ([`RuleSet::validate`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Conflict {
    /// A board size outside [`SIZES`], or even.
    #[error(
        "board size {size} is not allowed; use an odd size from 7 to 25 (9, 13, 15 and 19 are usual)"
    )]
    BoardSize {
        /// The size.
        size: u8,
    },
    /// A number of players outside [`PLAYERS`].
    #[error("{players} players is not allowed; use 2, 3 or 4")]
    Players {
        /// The number of players.
        players: u8,
    },
    /// Teams with other than four players.
    #[error("teams need exactly 4 players (two teams of two)")]
    TeamsNeedFour {
        /// The number of players.
        players: u8,
    },
    /// `option`, a capture option, is set under `preset` with captures off.
    #[error("{option} needs captures, and {preset} has none (set captures=true first)")]
    NeedsCaptures {
        /// The capture option, as in [`KEYS`].
        option: &'static str,
        /// The preset, for the message.
        preset: Preset,
    },
    /// Mixed captures in a two-player game.
    #[error("mixed_capture only matters with 3 or 4 players (two players have one opponent)")]
    MixedCaptureTwoPlayers,
    /// An opening with a colour choice in a game of `players` (not two).
    #[error(
        "the {} opening is for two players; use pro, long-pro or none with {players} players",
        .opening.name()
    )]
    OpeningForTwo {
        /// The opening.
        opening: Opening,
        /// The number of players.
        players: u8,
    },
    /// A Pro-like opening whose second stone must be `distance` from the centre, on a board
    /// too small for it.
    #[error(
        "the {} opening needs points {distance} away from the centre; use a board of at least {}",
        .opening.name(),
        2 * *.distance + 1
    )]
    BoardTooSmall {
        /// The opening.
        opening: Opening,
        /// How far from the centre its second stone must be.
        distance: u8,
    },
    /// `adjacent_only` with a Pro-like opening, whose second stone cannot touch another.
    #[error(
        "adjacent_only cannot be combined with the {} opening: the first player's second stone \
         must be far from the centre, where it cannot touch a stone",
        .opening.name()
    )]
    AdjacentOnly {
        /// The opening.
        opening: Opening,
    },
    /// Taraguchi-10 on a board smaller than its 9x9 central area.
    #[error("taraguchi-10 needs a 9x9 central area; use a board of at least 9")]
    TaraguchiBoard {
        /// The board size.
        size: u8,
    },
    /// Renju's fouls with captures.
    #[error("renju has no captures; set captures=false or use another game")]
    RenjuCaptures,
    /// Renju's fouls with other than two players.
    #[error("renju is a two-player game")]
    RenjuPlayers {
        /// The number of players.
        players: u8,
    },
    /// Renju's fouls with a winning row other than five.
    #[error("renju's forbidden moves are defined for five in a row; keep win_line at 5+")]
    RenjuWinLine {
        /// The winning row.
        win_line: WinLine,
    },
    /// Passing with other than two players placing one stone a turn.
    #[error("pass is for two players placing one stone a turn; set pass=false")]
    Pass {
        /// The number of players.
        players: u8,
        /// Stones a turn.
        stones_per_turn: u8,
    },
    /// Two stones a turn with captures.
    #[error("two stones a turn (Connect6) cannot be combined with captures")]
    TwoStonesCaptures,
    /// Two stones a turn with an opening rule.
    #[error(
        "two stones a turn (Connect6) is already balanced by Black's single first stone; use opening=none"
    )]
    TwoStonesOpening {
        /// The opening.
        opening: Opening,
    },
    /// Two stones a turn with Renju's fouls.
    #[error("renju's rules are for one stone a turn")]
    TwoStonesRenju,
}

/// The values an option takes, in words: what [`RuleError::BadValue`] says is expected.
fn expected_values(key: &str) -> &'static str {
    match key {
        "size" => "an odd number from 7 to 25",
        "players" => "2, 3 or 4",
        "win_line" => "5, 5+, 4, 4+ or 6+",
        "capture_win" => "5, 4 or off (captures counted in pairs)",
        "self_capture" => "allowed, poof or forbidden",
        "overtime" => "off, line-break or line-capture",
        "opening" => "none, centre, pro, long-pro, swap, swap2, taraguchi-10, d-pente or g-pente",
        "renju_foul" => "refuse or lose",
        "stones_per_turn" => "1 or 2",
        _ => "true or false",
    }
}

fn preset_list() -> String {
    Preset::ALL
        .iter()
        .map(|p| p.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The option keys accepted by [`RuleSet::set`].
pub const KEYS: [&str; 16] = [
    "size",
    "players",
    "teams",
    "win_line",
    "captures",
    "capture_win",
    "capture_three",
    "self_capture",
    "overtime",
    "mixed_capture",
    "opening",
    "adjacent_only",
    "renju_foul",
    "renju",
    "stones_per_turn",
    "pass",
];

fn parse_bool(key: &'static str, value: &str) -> Result<bool, RuleError> {
    match value {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        _ => Err(RuleError::BadValue {
            key,
            value: value.to_string(),
        }),
    }
}

impl RuleSet {
    /// The preset's rules, unchanged.
    pub fn preset(preset: Preset) -> RuleSet {
        let pente = RuleSet {
            preset,
            size: 19,
            players: 2,
            teams: false,
            win_line: WinLine {
                length: 5,
                overline_wins: true,
            },
            captures: true,
            capture_win: Some(5),
            capture_three: false,
            self_capture: SelfCapture::Allowed,
            overtime: Overtime::Off,
            mixed_capture: false,
            opening: Opening::Pro,
            adjacent_only: false,
            renju: None,
            stones_per_turn: 1,
            pass: false,
        };
        let gomoku = RuleSet {
            size: 15,
            captures: false,
            capture_win: None,
            opening: Opening::None,
            ..pente.clone()
        };
        let keryo = RuleSet {
            capture_three: true,
            ..pente.clone()
        };
        match preset {
            Preset::Pente => pente,
            Preset::KeryoPente => keryo,
            Preset::Gomoku => gomoku,
            Preset::GomokuStandard => RuleSet {
                win_line: WinLine {
                    length: 5,
                    overline_wins: false,
                },
                ..gomoku
            },
            Preset::Renju => RuleSet {
                renju: Some(RenjuFoul::Refuse),
                opening: Opening::Taraguchi10,
                pass: true,
                ..gomoku
            },
            Preset::BoatPente => RuleSet {
                overtime: Overtime::LineBreak,
                ..pente
            },
            Preset::PoofPente => RuleSet {
                self_capture: SelfCapture::Poof,
                ..pente
            },
            Preset::GPente => RuleSet {
                opening: Opening::GPente,
                ..pente
            },
            Preset::DPente => RuleSet {
                opening: Opening::DPente,
                ..pente
            },
            Preset::DkPente => RuleSet {
                opening: Opening::DPente,
                ..keryo
            },
            Preset::Swap2Pente => RuleSet {
                opening: Opening::Swap2,
                ..pente
            },
            Preset::Swap2Keryo => RuleSet {
                opening: Opening::Swap2,
                ..keryo
            },
            Preset::OPente => RuleSet {
                self_capture: SelfCapture::Poof,
                overtime: Overtime::LineBreak,
                ..keryo
            },
            Preset::Connect6 => RuleSet {
                size: 19,
                win_line: WinLine {
                    length: 6,
                    overline_wins: true,
                },
                stones_per_turn: 2,
                ..gomoku
            },
            // Board Game Arena's opening rules are for two players only: with three or four the
            // first player's advantage is shared out, and the presets have no opening rule.
            Preset::TeamPente => RuleSet {
                players: 4,
                teams: true,
                opening: Opening::None,
                ..pente
            },
            Preset::Pente3p => RuleSet {
                players: 3,
                opening: Opening::None,
                ..pente
            },
            Preset::Pente4p => RuleSet {
                players: 4,
                opening: Opening::None,
                ..pente
            },
        }
    }

    /// A preset with options applied (`key`, `value`) in order, then validated.
    pub fn build(preset: Preset, options: &[(&str, &str)]) -> Result<RuleSet, RuleError> {
        let mut rules = RuleSet::preset(preset);
        for (key, value) in options {
            rules.set(key, value)?;
        }
        rules.validate()?;
        Ok(rules)
    }

    /// Changes one option. Keys and values are case-insensitive; `-` and `_` are interchangeable
    /// in keys. Combinations are checked later by [`RuleSet::validate`].
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        let key_norm = key.trim().to_ascii_lowercase().replace('-', "_");
        let value = value.trim().to_ascii_lowercase();
        let v = value.as_str();
        let bad = |key: &'static str| RuleError::BadValue {
            key,
            value: v.to_string(),
        };
        match key_norm.as_str() {
            "size" => self.size = v.parse().map_err(|_| bad("size"))?,
            "players" => {
                self.players = v.parse().map_err(|_| bad("players"))?;
                if self.players < 4 {
                    self.teams = false;
                }
            }
            "teams" => self.teams = parse_bool("teams", v)?,
            "win_line" => {
                let (length, overline_wins) = match v {
                    "5" => (5, false),
                    "5+" => (5, true),
                    "4" => (4, false),
                    "4+" => (4, true),
                    "6+" => (6, true),
                    _ => return Err(bad("win_line")),
                };
                self.win_line = WinLine {
                    length,
                    overline_wins,
                };
            }
            "captures" => {
                self.captures = parse_bool("captures", v)?;
                if !self.captures {
                    self.capture_win = None;
                }
            }
            "capture_win" => {
                self.capture_win = match v {
                    "5" => Some(5),
                    "4" => Some(4),
                    "off" | "none" | "false" => None,
                    _ => return Err(bad("capture_win")),
                }
            }
            "capture_three" => self.capture_three = parse_bool("capture_three", v)?,
            "self_capture" => {
                self.self_capture = match v {
                    "allowed" | "no-effect" | "none" | "off" => SelfCapture::Allowed,
                    "poof" => SelfCapture::Poof,
                    "forbidden" => SelfCapture::Forbidden,
                    _ => return Err(bad("self_capture")),
                }
            }
            "overtime" => {
                self.overtime = match v {
                    "off" | "none" => Overtime::Off,
                    "line-break" | "line_break" | "break" => Overtime::LineBreak,
                    "line-capture" | "line_capture" | "capture" => Overtime::LineCapture,
                    _ => return Err(bad("overtime")),
                }
            }
            "mixed_capture" => self.mixed_capture = parse_bool("mixed_capture", v)?,
            "opening" => {
                self.opening = match v.replace('_', "-").as_str() {
                    "none" | "off" => Opening::None,
                    "centre" | "center" => Opening::Centre,
                    "pro" => Opening::Pro,
                    "long-pro" | "longpro" => Opening::LongPro,
                    "swap" => Opening::Swap,
                    "swap2" => Opening::Swap2,
                    "taraguchi-10" | "taraguchi10" | "taraguchi" => Opening::Taraguchi10,
                    "d-pente" | "dpente" => Opening::DPente,
                    "g-pente" | "gpente" => Opening::GPente,
                    _ => return Err(bad("opening")),
                }
            }
            "adjacent_only" => self.adjacent_only = parse_bool("adjacent_only", v)?,
            "renju_foul" => {
                self.renju = Some(match v {
                    "refuse" => RenjuFoul::Refuse,
                    "lose" => RenjuFoul::Lose,
                    _ => return Err(bad("renju_foul")),
                })
            }
            "renju" => {
                self.renju =
                    parse_bool("renju", v)?.then_some(self.renju.unwrap_or(RenjuFoul::Refuse))
            }
            "stones_per_turn" => {
                self.stones_per_turn = match v {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(bad("stones_per_turn")),
                }
            }
            "pass" => self.pass = parse_bool("pass", v)?,
            _ => return Err(RuleError::UnknownKey(key.trim().to_string())),
        }
        Ok(())
    }

    /// Rejects combinations that make no sense, saying why.
    pub fn validate(&self) -> Result<(), RuleError> {
        self.conflict()
            .map_or(Ok(()), |c| Err(RuleError::Conflict(c)))
    }

    /// The first combination that makes no sense, if any.
    fn conflict(&self) -> Option<Conflict> {
        if !SIZES.contains(&self.size) || self.size % 2 == 0 {
            return Some(Conflict::BoardSize { size: self.size });
        }
        if !PLAYERS.contains(&self.players) {
            return Some(Conflict::Players {
                players: self.players,
            });
        }
        if self.teams && self.players != 4 {
            return Some(Conflict::TeamsNeedFour {
                players: self.players,
            });
        }
        if !self.captures {
            let capture_option = [
                (self.capture_win.is_some(), "capture_win"),
                (self.capture_three, "capture_three"),
                (self.self_capture != SelfCapture::Allowed, "self_capture"),
                (self.overtime != Overtime::Off, "overtime"),
                (self.mixed_capture, "mixed_capture"),
            ]
            .into_iter()
            .find(|(on, _)| *on);
            if let Some((_, option)) = capture_option {
                return Some(Conflict::NeedsCaptures {
                    option,
                    preset: self.preset,
                });
            }
        }
        if self.mixed_capture && self.players == 2 {
            return Some(Conflict::MixedCaptureTwoPlayers);
        }
        if self.opening.has_colour_choice() && self.players != 2 {
            return Some(Conflict::OpeningForTwo {
                opening: self.opening,
                players: self.players,
            });
        }
        if let Some(distance) = self.opening.pro_distance() {
            if self.size / 2 < distance {
                return Some(Conflict::BoardTooSmall {
                    opening: self.opening,
                    distance,
                });
            }
            if self.adjacent_only {
                return Some(Conflict::AdjacentOnly {
                    opening: self.opening,
                });
            }
        }
        if self.opening == Opening::Taraguchi10 && self.size < 9 {
            return Some(Conflict::TaraguchiBoard { size: self.size });
        }
        if self.renju.is_some() {
            if self.captures {
                return Some(Conflict::RenjuCaptures);
            }
            if self.players != 2 {
                return Some(Conflict::RenjuPlayers {
                    players: self.players,
                });
            }
            if self.win_line.length != 5 {
                return Some(Conflict::RenjuWinLine {
                    win_line: self.win_line,
                });
            }
        }
        if self.pass && (self.players != 2 || self.stones_per_turn != 1) {
            // With more players or stones a turn, two passes in a row would not mean that
            // everyone has stopped.
            return Some(Conflict::Pass {
                players: self.players,
                stones_per_turn: self.stones_per_turn,
            });
        }
        if self.stones_per_turn == 2 {
            if self.captures {
                return Some(Conflict::TwoStonesCaptures);
            }
            if self.opening != Opening::None {
                return Some(Conflict::TwoStonesOpening {
                    opening: self.opening,
                });
            }
            if self.renju.is_some() {
                return Some(Conflict::TwoStonesRenju);
            }
        }
        None
    }

    /// How column letters are written for these rules.
    pub fn lettering(&self) -> Lettering {
        self.preset.lettering()
    }

    /// How these rules write points and name colours: what errors carry to word themselves.
    pub fn notation(&self) -> Notation {
        Notation {
            lettering: self.lettering(),
            size: self.size,
            black_first: self.preset.black_first(),
        }
    }

    /// The name of a colour: `white`, `black`, `red` or `blue` (Black moves first in Gomoku,
    /// Renju and Connect6, White in the Pente family).
    pub fn colour_name(&self, c: Colour) -> &'static str {
        self.notation().colour(c)
    }

    /// The colour with this name, if it plays in this game.
    pub fn colour_named(&self, name: &str) -> Option<Colour> {
        let name = name.trim().to_ascii_lowercase();
        self.colours()
            .find(|&c| self.colour_name(c) == name || c.number().to_string() == name)
    }

    /// The colours in play, in turn order.
    pub fn colours(&self) -> impl Iterator<Item = Colour> {
        (0..self.players).map(Colour)
    }

    /// Renju's Black: the colour with forbidden moves.
    pub fn renju_black(&self) -> Option<Colour> {
        self.renju.map(|_| Colour::FIRST)
    }

    /// The team (side) of a colour: colours 0 and 2 against 1 and 3 in team games,
    /// otherwise each colour is its own side.
    pub fn side(&self, c: Colour) -> u8 {
        if self.teams {
            c.0 % 2
        } else {
            c.0
        }
    }

    /// Captured stones that win, if captures win at all: pairs (or trios under Keryo) times the count.
    /// Keryo-Pente's 5 captures are 15 stones.
    pub fn capture_win_stones(&self) -> Option<u16> {
        self.capture_win
            .map(|n| n as u16 * if self.capture_three { 3 } else { 2 })
    }

    /// Whether an unbroken row of `run` stones of colour `c` wins.
    pub fn line_wins(&self, c: Colour, run: usize) -> bool {
        if self.renju_black() == Some(c) {
            run == 5
        } else {
            self.win_line.wins(run)
        }
    }

    /// The options that differ from the preset, as `key=value` strings accepted by [`RuleSet::set`].
    pub fn changed_options(&self) -> Vec<String> {
        let base = RuleSet::preset(self.preset);
        let mut out = Vec::new();
        let mut push = |changed: bool, key: &str, value: String| {
            if changed {
                out.push(format!("{key}={value}"));
            }
        };
        push(self.size != base.size, "size", self.size.to_string());
        push(
            self.players != base.players,
            "players",
            self.players.to_string(),
        );
        push(self.teams != base.teams, "teams", self.teams.to_string());
        push(
            self.captures != base.captures,
            "captures",
            self.captures.to_string(),
        );
        push(
            self.win_line != base.win_line,
            "win_line",
            self.win_line.to_string(),
        );
        push(
            self.capture_win != base.capture_win,
            "capture_win",
            self.capture_win.map_or("off".into(), |n| n.to_string()),
        );
        push(
            self.capture_three != base.capture_three,
            "capture_three",
            self.capture_three.to_string(),
        );
        push(
            self.self_capture != base.self_capture,
            "self_capture",
            match self.self_capture {
                SelfCapture::Allowed => "allowed",
                SelfCapture::Poof => "poof",
                SelfCapture::Forbidden => "forbidden",
            }
            .into(),
        );
        push(
            self.overtime != base.overtime,
            "overtime",
            match self.overtime {
                Overtime::Off => "off",
                Overtime::LineBreak => "line-break",
                Overtime::LineCapture => "line-capture",
            }
            .into(),
        );
        push(
            self.mixed_capture != base.mixed_capture,
            "mixed_capture",
            self.mixed_capture.to_string(),
        );
        push(
            self.opening != base.opening,
            "opening",
            self.opening.name().into(),
        );
        push(
            self.adjacent_only != base.adjacent_only,
            "adjacent_only",
            self.adjacent_only.to_string(),
        );
        if self.renju != base.renju {
            match self.renju {
                None => push(true, "renju", "false".into()),
                Some(RenjuFoul::Refuse) => push(true, "renju_foul", "refuse".into()),
                Some(RenjuFoul::Lose) => push(true, "renju_foul", "lose".into()),
            }
        }
        push(
            self.stones_per_turn != base.stones_per_turn,
            "stones_per_turn",
            self.stones_per_turn.to_string(),
        );
        push(self.pass != base.pass, "pass", self.pass.to_string());
        out
    }

    /// The rules as one line of text: the preset, then the changed options (`pente size=13`).
    /// [`RuleSet::from_spec`] reads it back; records and the database store rules this way.
    ///
    /// ```
    /// use pente::{Preset, RuleSet};
    /// let rules = RuleSet::build(Preset::Pente, &[("size", "13")]).unwrap();
    /// assert_eq!(rules.spec(), "pente size=13");
    /// assert_eq!(RuleSet::from_spec(&rules.spec()), Ok(rules));
    /// ```
    pub fn spec(&self) -> String {
        std::iter::once(self.preset.name().to_string())
            .chain(self.changed_options())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Reads a rules spec written by [`RuleSet::spec`] (or typed by a user): a preset, then
    /// options as [`RuleSet::parse_options`] reads them.
    ///
    /// ```
    /// use pente::{Preset, RuleError, RuleSet};
    /// let rules = RuleSet::from_spec("pente size=13, capture_three=true").unwrap();
    /// assert_eq!((rules.preset, rules.size, rules.capture_three), (Preset::Pente, 13, true));
    /// assert_eq!(RuleSet::from_spec(" "), Err(RuleError::EmptySpec));
    /// ```
    pub fn from_spec(spec: &str) -> Result<RuleSet, RuleError> {
        let spec = spec.trim();
        if spec.is_empty() {
            return Err(RuleError::EmptySpec);
        }
        let (name, options) = spec.split_once(char::is_whitespace).unwrap_or((spec, ""));
        let preset: Preset = name.parse()?;
        let options = RuleSet::parse_options(options)?;
        RuleSet::build(preset, &borrowed(&options))
    }

    /// Reads `key=value` options separated by spaces or commas (`size=13 captures=false`,
    /// `size=13,captures=false`), in order; spaces around an `=` are allowed (`size = 13`). Keys
    /// and values are checked later, by [`RuleSet::set`]; a word that is not `key=value` is a
    /// [`RuleError::NotKeyValue`]. The one reader of options for specs, the bot's commands and
    /// the command line.
    ///
    /// ```
    /// use pente::{RuleError, RuleSet};
    /// let pairs = RuleSet::parse_options("size=13, captures = false").unwrap();
    /// assert_eq!(pairs, [("size".into(), "13".into()), ("captures".into(), "false".into())]);
    /// assert_eq!(
    ///     RuleSet::parse_options("size=13 keryo"),
    ///     Err(RuleError::NotKeyValue { pair: "keryo".into() })
    /// );
    /// ```
    pub fn parse_options(text: &str) -> Result<Vec<(String, String)>, RuleError> {
        // Words, with the parts of `size = 13`, `size= 13` and `size =13` joined into one
        // (but not `captures= size=13`: an `=` joins only a word that has none).
        let mut words: Vec<String> = Vec::new();
        let separator = |c: char| c == ',' || c.is_whitespace();
        for word in text.split(separator).filter(|w| !w.is_empty()) {
            match words.last_mut() {
                Some(last)
                    if (last.ends_with('=') && !word.contains('='))
                        || (word.starts_with('=') && !last.contains('=')) =>
                {
                    last.push_str(word)
                }
                _ => words.push(word.to_string()),
            }
        }
        words
            .into_iter()
            .map(|pair| match pair.split_once('=') {
                Some((key, value)) if !key.is_empty() => Ok((key.to_string(), value.to_string())),
                _ => Err(RuleError::NotKeyValue { pair }),
            })
            .collect()
    }

    /// A short human summary of the rules, e.g. for a challenge message.
    pub fn summary(&self) -> String {
        let mut parts = vec![format!("{}x{}", self.size, self.size)];
        if self.players > 2 {
            parts.push(if self.teams {
                "2 teams of 2".to_string()
            } else {
                format!("{} players", self.players)
            });
        }
        let row = match (self.win_line.length, self.win_line.overline_wins) {
            (n, true) => format!("{n} or more in a row"),
            (n, false) => format!("exactly {n} in a row"),
        };
        parts.push(if self.renju.is_some() {
            "Black exactly 5 in a row, White 5 or more".into()
        } else {
            row
        });
        if self.captures {
            let what = if self.capture_three {
                "pairs and threes"
            } else {
                "pairs"
            };
            parts.push(match self.capture_win_stones() {
                Some(n) => format!("captures of {what}, {n} stones win"),
                None => format!("captures of {what}, no capture win"),
            });
        } else {
            parts.push("no captures".into());
        }
        match self.self_capture {
            SelfCapture::Allowed => {}
            SelfCapture::Poof => parts.push("poof (self-capture)".into()),
            SelfCapture::Forbidden => parts.push("moving into a bracket is forbidden".into()),
        }
        match self.overtime {
            Overtime::Off => {}
            Overtime::LineBreak => parts.push("a five can be broken by capture".into()),
            Overtime::LineCapture => parts.push("a five can be captured whole".into()),
        }
        if self.mixed_capture {
            parts.push("mixed captures".into());
        }
        if let Some(foul) = self.renju {
            parts.push(match foul {
                RenjuFoul::Refuse => "Black's 3x3, 4x4 and overlines are refused".into(),
                RenjuFoul::Lose => "Black's 3x3, 4x4 and overlines lose".into(),
            });
        }
        if self.stones_per_turn == 2 {
            parts.push("two stones a turn".into());
        }
        if self.adjacent_only {
            parts.push("every stone must touch another".into());
        }
        if self.pass {
            parts.push("passing allowed, two passes in a row draw".into());
        }
        parts.push(format!("opening: {}", self.opening.name()));
        parts.push(format!("{} moves first", self.colour_name(Colour::FIRST)));
        parts.join(", ")
    }
}

/// Pairs as [`RuleSet::build`] takes them.
fn borrowed(pairs: &[(String, String)]) -> Vec<(&str, &str)> {
    pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid_and_named() {
        for p in Preset::ALL {
            RuleSet::preset(p)
                .validate()
                .unwrap_or_else(|e| panic!("{p}: {e}"));
            assert_eq!(p.name().parse::<Preset>().unwrap(), p);
            assert_eq!(serde_json::to_value(p).unwrap(), p.name());
        }
    }

    #[test]
    fn preset_details_follow_rules_md() {
        let keryo = RuleSet::preset(Preset::KeryoPente);
        assert_eq!(keryo.capture_win_stones(), Some(15));
        assert_eq!(
            RuleSet::preset(Preset::Pente).capture_win_stones(),
            Some(10)
        );
        assert_eq!(RuleSet::preset(Preset::Pente).opening, Opening::Pro);
        let renju = RuleSet::preset(Preset::Renju);
        assert_eq!((renju.size, renju.opening), (15, Opening::Taraguchi10));
        assert_eq!(renju.colour_name(Colour::FIRST), "black");
        assert!(!renju.line_wins(Colour::FIRST, 6));
        assert!(renju.line_wins(Colour::SECOND, 6));
        let o = RuleSet::preset(Preset::OPente);
        assert!(
            o.capture_three
                && o.self_capture == SelfCapture::Poof
                && o.overtime == Overtime::LineBreak
        );
        assert!(renju.pass, "RIF Renju allows passing");
        assert!(Preset::ALL
            .iter()
            .all(|&p| RuleSet::preset(p).pass == (p == Preset::Renju)));
        // BGA: "Opening rule (2 player only)".
        for p in [Preset::TeamPente, Preset::Pente3p, Preset::Pente4p] {
            assert_eq!(RuleSet::preset(p).opening, Opening::None, "{p}");
        }
        let team = RuleSet::preset(Preset::TeamPente);
        assert_eq!(team.side(Colour(0)), team.side(Colour(2)));
        assert_ne!(team.side(Colour(0)), team.side(Colour(1)));
        let c6 = RuleSet::preset(Preset::Connect6);
        assert_eq!(c6.lettering(), Lettering::SkipI);
        assert!(c6.line_wins(Colour::FIRST, 7) && !c6.line_wins(Colour::FIRST, 5));
        assert!(!RuleSet::preset(Preset::GomokuStandard).line_wins(Colour::FIRST, 6));
    }

    #[test]
    fn every_bga_option_is_expressible() {
        let rules = RuleSet::build(
            Preset::Pente,
            &[
                ("size", "9"),
                ("players", "4"),
                ("teams", "TRUE"),
                ("win_line", "4+"),
                ("capture_win", "4"),
                ("capture_three", "true"),
                ("self_capture", "forbidden"),
                ("overtime", "line-capture"),
                ("mixed_capture", "true"),
                ("opening", "long-pro"),
            ],
        )
        .unwrap();
        assert_eq!(rules.capture_win_stones(), Some(12));
        assert_eq!(rules.win_line.to_string(), "4+");
        let r = RuleSet::build(
            Preset::Pente,
            &[("opening", "swap2"), ("capture_win", "off")],
        )
        .unwrap();
        assert_eq!(r.capture_win, None);
        let r = RuleSet::build(
            Preset::Pente,
            &[("opening", "none"), ("adjacent_only", "yes")],
        )
        .unwrap();
        assert!(r.adjacent_only);
    }

    #[test]
    fn nonsense_is_refused_with_a_reason() {
        type Case<'a> = (Preset, &'a [(&'a str, &'a str)], &'a str);
        let cases: &[Case] = &[
            (Preset::Pente, &[("size", "18")], "odd size"),
            (Preset::Pente, &[("size", "27")], "odd size"),
            (Preset::Pente, &[("players", "5")], "2, 3 or 4"),
            (Preset::Pente, &[("teams", "true")], "exactly 4 players"),
            (
                Preset::Pente,
                &[("mixed_capture", "true")],
                "3 or 4 players",
            ),
            (
                Preset::Gomoku,
                &[("capture_three", "true")],
                "needs captures",
            ),
            (
                Preset::Gomoku,
                &[("overtime", "line-break")],
                "needs captures",
            ),
            (Preset::Pente3p, &[("opening", "swap2")], "for two players"),
            (
                Preset::Pente,
                &[("opening", "pro"), ("adjacent_only", "true")],
                "adjacent_only",
            ),
            (
                Preset::Pente,
                &[("size", "7"), ("opening", "long-pro")],
                "at least 9",
            ),
            (Preset::Renju, &[("size", "7")], "at least 9"),
            (Preset::Renju, &[("captures", "true")], "no captures"),
            (Preset::Connect6, &[("opening", "swap")], "opening=none"),
            (
                Preset::Connect6,
                &[("pass", "true")],
                "pass is for two players",
            ),
            (
                Preset::Pente4p,
                &[("pass", "true")],
                "pass is for two players",
            ),
        ];
        for (preset, opts, needle) in cases {
            let err = RuleSet::build(*preset, opts).unwrap_err().to_string();
            assert!(err.contains(needle), "{preset} {opts:?}: {err}");
        }
    }

    #[test]
    fn unknown_keys_and_values_are_errors() {
        let mut r = RuleSet::preset(Preset::Pente);
        assert!(matches!(
            r.set("colour", "red"),
            Err(RuleError::UnknownKey(_))
        ));
        let e = r.set("win_line", "7").unwrap_err();
        assert!(e.to_string().contains("5, 5+, 4, 4+ or 6+"), "{e}");
        assert!(r.set("opening", "Long_Pro").is_ok());
        assert!(r.set("Self-Capture", "POOF").is_ok());
        assert!("chess"
            .parse::<Preset>()
            .unwrap_err()
            .to_string()
            .contains("keryo-pente"));
    }

    #[test]
    fn options_text() {
        let read = |text: &str| RuleSet::parse_options(text);
        let pairs = |list: &[(&str, &str)]| -> Result<Vec<(String, String)>, RuleError> {
            Ok(list
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect())
        };
        assert_eq!(read(""), pairs(&[]));
        assert_eq!(read(" ,, "), pairs(&[]));
        let two = pairs(&[("size", "13"), ("captures", "false")]);
        for text in [
            "size=13 captures=false",
            "size=13,captures=false",
            " size=13 ,\tcaptures=false ",
            "size = 13 captures =false",
            "size= 13, captures = false",
        ] {
            assert_eq!(read(text), two, "{text:?}");
        }
        // An empty value is the option's to refuse; an `=` does not reach into the next option.
        assert_eq!(
            read("captures= size=13"),
            pairs(&[("captures", ""), ("size", "13")])
        );
        for (text, pair) in [
            ("size", "size"),
            ("size=13 keryo", "keryo"),
            ("=13", "=13"),
            ("size=13 =false", "=false"),
        ] {
            assert_eq!(
                read(text),
                Err(RuleError::NotKeyValue { pair: pair.into() }),
                "{text:?}"
            );
        }
        assert_eq!(
            RuleSet::from_spec("pente size = 13, opening=none"),
            RuleSet::build(Preset::Pente, &[("size", "13"), ("opening", "none")])
        );
    }

    #[test]
    fn changed_options_rebuild_the_same_rules() {
        let opts = [
            ("size", "13"),
            ("capture_three", "true"),
            ("opening", "swap"),
            ("self_capture", "poof"),
            ("pass", "true"),
        ];
        let rules = RuleSet::build(Preset::Pente, &opts).unwrap();
        let changed = rules.changed_options();
        let pairs: Vec<(&str, &str)> = changed
            .iter()
            .map(|kv| kv.split_once('=').unwrap())
            .collect();
        assert_eq!(RuleSet::build(Preset::Pente, &pairs).unwrap(), rules);
        assert!(RuleSet::preset(Preset::Renju).changed_options().is_empty());
        let centre = RuleSet::build(Preset::Pente, &[("opening", "center")]).unwrap();
        assert_eq!(centre.spec(), "pente opening=centre");
        let no_pass = RuleSet::build(Preset::Renju, &[("pass", "off")]).unwrap();
        assert_eq!(RuleSet::from_spec(&no_pass.spec()), Ok(no_pass));
    }
}
