//! pente.org game records.
//!
//! ```text
//! [Game "Pente"]
//! [Site "Pente.org"]
//! ...
//! [Result "1-0"]
//!
//! 1. K10 L11 2. K7 L8 ... 23. G8 1-0
//! ```
//!
//! Headers are `[Key "value"]` lines; the moves follow a blank line, numbered every round, and
//! end with the result (`1-0`: player 1 won, `0-1`, `1/2-1/2`, `*` still going). Captures are
//! not written: a reader replays the moves. pente.org letters columns A-T without I for every
//! game.
//!
//! Our extensions, ignored by readers that skip `{...}` comments: a `[Rules "..."]` header with
//! the exact rule set (preset and changed options, see [`RuleSet::set`]; with it, moves use the
//! rules' own lettering, so Gomoku and Renju keep the letter I), and opening decisions and
//! endings written as comments: `{choose=black}`, `{offer=...}`, `{resign=2}` (player 2 resigned).
//! When a record has no decision where the game needs one, the reader keeps the colours as they
//! are (pente.org writes D-Pente's choice in a `[Player's Swapped? "Yes"]` header instead).
//! A pass (Renju) is written `pass` in the move list, in its turn's place and numbered like a
//! stone, so that every round still starts with the first colour; the reader also takes
//! `{pass}`.
//!
//! pente.org enforced the tournament rule (the first player's second stone 3 or more from the
//! centre) only in rated games; its server still put the first stone on the centre. So a record
//! without our `Rules` header whose `Rated` header says `N` is replayed with the `centre`
//! opening where its game has Pro (Pente, Keryo-Pente, Boat-Pente, Poof-Pente, O-Pente).
//! G-Pente kept its limits in every game. A missing `Rated` header means rated, as on
//! pente.org.

use super::colour::{Colour, Seat};
use super::coord::Lettering;
use super::error::MoveError;
use super::game::{Decision, Game, Pending};
use super::outcome::Action;
use super::rules::{Opening, Preset, RuleError, RuleSet};
use super::token::{self, TokenError};

/// Limits that keep a hostile record cheap to read.
pub const MAX_RECORD_BYTES: usize = 256 * 1024;

/// Who played, when: the headers the caller knows (the engine has no clock).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordInfo {
    /// Where the game was played (`Site`).
    pub site: Option<String>,
    /// The event or tournament (`Event`).
    pub event: Option<String>,
    /// `MM/dd/yyyy`, as pente.org writes it.
    pub date: Option<String>,
    /// `HH:mm:ss`.
    pub time: Option<String>,
    /// The clock, as the caller words it (`TimeControl`).
    pub time_control: Option<String>,
    /// Whether the game was rated (`Rated`).
    pub rated: bool,
    /// Player names by seat (player 1 first).
    pub names: Vec<String>,
    /// Player ratings by seat, as the caller writes them.
    pub ratings: Vec<String>,
}

/// The pente.org name of a preset (our own name for the games pente.org does not host).
pub fn game_name(preset: Preset) -> &'static str {
    match preset {
        Preset::Pente => "Pente",
        Preset::KeryoPente => "Keryo-Pente",
        // pente.org's Gomoku is exactly five (an overline does not win).
        Preset::Gomoku => "Gomoku-Freestyle",
        Preset::GomokuStandard => "Gomoku",
        Preset::Renju => "Renju",
        Preset::BoatPente => "Boat-Pente",
        Preset::PoofPente => "Poof-Pente",
        Preset::GPente => "G-Pente",
        Preset::DPente => "D-Pente",
        Preset::DkPente => "DK-Pente",
        Preset::Swap2Pente => "Swap2-Pente",
        Preset::Swap2Keryo => "Swap2-Keryo",
        Preset::OPente => "O-Pente",
        Preset::Connect6 => "Connect6",
        Preset::TeamPente => "Team-Pente",
        Preset::Pente3p => "Pente-3p",
        Preset::Pente4p => "Pente-4p",
    }
}

fn result_text(game: &Game) -> String {
    let Some(result) = game.result() else {
        return "*".into();
    };
    let n = game.rules().players as usize;
    let scores: Vec<&str> = game
        .rules()
        .colours()
        .map(|c| {
            if result.is_draw() {
                "1/2"
            } else if result.winners.contains(&c) {
                "1"
            } else {
                "0"
            }
        })
        .collect();
    debug_assert_eq!(scores.len(), n);
    scores.join("-")
}

fn quote(value: &str) -> String {
    value.replace(['"', '\n', '\r', ']'], "'")
}

/// Writes a game as a pente.org record.
pub fn export(game: &Game, info: &RecordInfo) -> String {
    let rules = game.rules();
    let dash = |v: &Option<String>| v.clone().unwrap_or_else(|| "-".into());
    let mut headers: Vec<(String, String)> = vec![
        ("Game".into(), game_name(rules.preset).into()),
        ("Site".into(), dash(&info.site)),
        ("Event".into(), dash(&info.event)),
        ("Round".into(), "-".into()),
        ("Section".into(), "-".into()),
        (
            "Date".into(),
            info.date.clone().unwrap_or_else(|| "?".into()),
        ),
        (
            "Time".into(),
            info.time.clone().unwrap_or_else(|| "?".into()),
        ),
        ("TimeControl".into(), dash(&info.time_control)),
        ("Rated".into(), if info.rated { "Y" } else { "N" }.into()),
    ];
    // Player N is whoever plays colour N (after any swap), as on pente.org; `info` is by seat.
    let seat = |n: usize| game.seat_of(Colour(n as u8)).index();
    for n in 0..rules.players as usize {
        let name = info
            .names
            .get(seat(n))
            .cloned()
            .unwrap_or_else(|| "?".into());
        headers.push((format!("Player {} Name", n + 1), name));
    }
    for n in 0..rules.players as usize {
        let rating = info
            .ratings
            .get(seat(n))
            .cloned()
            .unwrap_or_else(|| "?".into());
        headers.push((format!("Player {} Rating", n + 1), rating));
    }
    for n in 0..rules.players as usize {
        headers.push((format!("Player {} Type", n + 1), "Human".into()));
    }
    let result = result_text(game);
    headers.push(("Result".into(), result.clone()));
    // Always written, so that a reader gets the exact rules (size, lettering) back.
    headers.push(("Rules".into(), rules.spec()));

    let mut out = String::new();
    for (k, v) in headers {
        out.push_str(&format!("[{k} \"{}\"]\n", quote(&v)));
    }
    out.push('\n');

    // pente.org numbers every round of placed stones (pairs in two-player games).
    let per_round = if rules.stones_per_turn > 1 {
        2
    } else {
        rules.players as usize
    };
    let mut words: Vec<String> = Vec::new();
    let mut placed = 0usize;
    let lettering = rules.lettering();
    for played in game.history() {
        match &played.action {
            Action::Place(_) | Action::Pick(_) | Action::Pass => {
                if placed % per_round == 0 {
                    words.push(format!("{}.", placed / per_round + 1));
                }
                placed += 1;
                words.push(match &played.action {
                    Action::Place(p) | Action::Pick(p) => lettering.format(*p),
                    _ => "pass".into(),
                });
            }
            // Who resigned, timed out or agreed is not always the player to move.
            Action::Resign | Action::Timeout | Action::Draw => words.push(format!(
                "{{{}={}}}",
                token::format(&played.action, rules),
                played.seat.0 + 1
            )),
            other => words.push(format!("{{{}}}", token::format(other, rules))),
        }
    }
    words.push(result);
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += w.len();
        out.push_str(&w);
    }
    out.push('\n');
    out
}

/// A record that could not be read, pointing at the bad token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: `{token}`: {message}")]
pub struct RecordError {
    /// The line of the bad token, 1-based.
    pub line: usize,
    /// Its column, 1-based, in characters.
    pub column: usize,
    /// The token.
    pub token: String,
    /// Index of the move (or decision) in the record, 0-based, if the token is one.
    pub action_index: Option<usize>,
    /// The error's kind, as [`MoveError::kind`] and [`TokenError::kind`] name it (or
    /// `bad-header`, `too-large`).
    pub kind: &'static str,
    /// What is wrong, in words (English: [`RecordCause`]'s Display).
    pub message: String,
    /// What is wrong, with its data, for a caller that words it itself (boxed: it may hold
    /// an illegal move's data, and errors stay small).
    pub cause: Box<RecordCause>,
}

/// What is wrong in a record, with the data of the case. [`Display`](std::fmt::Display) words it
/// in English (the [`RecordError::message`]).
///
/// ```
/// use pente::record::{self, RecordCause};
/// let e = record::import("[Game \"Chess\"]\n\n1. e4\n", None).unwrap_err();
/// assert_eq!(*e.cause, RecordCause::UnknownGame("Chess".into()));
/// assert_eq!(e.message, e.cause.to_string());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordCause {
    /// The record is larger than `max_kib` KiB.
    #[error("the record is larger than {max_kib} KiB")]
    TooLarge {
        /// The largest record read, in KiB.
        max_kib: usize,
    },
    /// A header line that is not `[Key "value"]`.
    #[error("a header is written [Key \"value\"]")]
    BadHeader,
    /// The `Rules` header names rules that cannot be built.
    #[error("in the Rules header: {0}")]
    RulesHeader(RuleError),
    /// Neither a `Rules` nor a `Game` header.
    #[error("the record has no Game header; add [Game \"Pente\"] or give --rules")]
    NoGameHeader,
    /// A `Game` header naming no known game.
    #[error("unknown game `{0}`; give the rules with --rules")]
    UnknownGame(String),
    /// A token after the result.
    #[error("nothing may follow the result")]
    AfterResult,
    /// A move or decision that could not be read.
    #[error(transparent)]
    Token(TokenError),
    /// A move or decision the rules refuse.
    #[error(transparent)]
    Move(MoveError),
}

/// A record read back: its rules, headers, and the game replayed from its moves.
#[derive(Clone, Debug)]
pub struct Record {
    /// The headers, in order: name and value.
    pub headers: Vec<(String, String)>,
    /// The game, replayed from the moves.
    pub game: Game,
}

impl Record {
    /// The value of a header, by name (case-insensitive).
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }
}

/// The rules named by a record's headers: our `Rules` header, else the pente.org game name.
fn rules_from_headers(headers: &[(String, String)]) -> Result<RuleSet, RecordCause> {
    let get = |key: &str| {
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.trim())
    };
    if let Some(spec) = get("Rules") {
        return RuleSet::from_spec(spec).map_err(RecordCause::RulesHeader);
    }
    let name = get("Game").ok_or(RecordCause::NoGameHeader)?;
    let plain = name.trim_start_matches("Speed ").trim();
    let preset = super::rules::Preset::ALL
        .into_iter()
        .find(|&p| game_name(p).eq_ignore_ascii_case(plain))
        .or_else(|| plain.parse().ok())
        .ok_or_else(|| RecordCause::UnknownGame(name.to_string()))?;
    let mut rules = RuleSet::preset(preset);
    if preset == Preset::GomokuStandard {
        // pente.org plays Gomoku on its 19x19 board.
        rules.size = 19;
    }
    if rules.opening == Opening::Pro && get("Rated").is_some_and(says_unrated) {
        // pente.org's unrated games: the first stone on the centre, and no tournament rule.
        rules.opening = Opening::Centre;
    }
    Ok(rules)
}

/// Whether a `Rated` header says the game was unrated: pente.org writes `Y` or `N`.
fn says_unrated(value: &str) -> bool {
    ["n", "no"].contains(&value.trim().to_ascii_lowercase().as_str())
}

/// Splits a text into tokens with their line and column (1-based); `{...}` comments are one token.
fn tokens(text: &str) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    for (ln, line) in text.lines().enumerate() {
        let chars: Vec<(usize, char)> = line.char_indices().collect();
        let mut n = 0;
        while n < chars.len() {
            let (start, ch) = chars[n];
            if ch.is_whitespace() {
                n += 1;
                continue;
            }
            let stop_at_close = ch == '{';
            let mut end = n;
            while end < chars.len() {
                let c = chars[end].1;
                if stop_at_close {
                    end += 1;
                    if c == '}' {
                        break;
                    }
                } else if c.is_whitespace() {
                    break;
                } else {
                    end += 1;
                }
            }
            let stop = chars.get(end).map_or(line.len(), |&(i, _)| i);
            out.push((
                ln + 1,
                n + 1, // the token's first character, counted in characters
                line[start..stop].to_string(),
            ));
            n = end;
        }
    }
    out
}

/// `resign=N`, `timeout=N`, `draw=N`: an ending taken by player N (1-based).
fn seated(tok: &str, players: u8) -> Option<(Seat, Action)> {
    let (what, who) = tok.split_once('=')?;
    let n: u8 = who.trim().parse().ok()?;
    let action = match what.trim().to_ascii_lowercase().as_str() {
        "resign" => Action::Resign,
        "timeout" => Action::Timeout,
        "draw" => Action::Draw,
        _ => return None,
    };
    (1..=players).contains(&n).then_some((Seat(n - 1), action))
}

fn is_move_number(t: &str) -> bool {
    let digits = t.trim_end_matches('.');
    t.ends_with('.') && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

fn is_result(t: &str) -> bool {
    matches!(t, "*" | "?" | "1/2-1/2" | "0-0")
        || (t.contains('-') && t.split('-').all(|s| matches!(s, "0" | "1" | "1/2")))
}

/// Reads a record and replays it. `rules` overrides the record's own headers.
pub fn import(text: &str, rules: Option<RuleSet>) -> Result<Record, RecordError> {
    let err = |line, column, token: &str, kind, cause: RecordCause| RecordError {
        line,
        column,
        token: token.chars().take(40).collect(),
        action_index: None,
        kind,
        message: cause.to_string(),
        cause: Box::new(cause),
    };
    if text.len() > MAX_RECORD_BYTES {
        return Err(err(
            1,
            1,
            "",
            "too-large",
            RecordCause::TooLarge {
                max_kib: MAX_RECORD_BYTES / 1024,
            },
        ));
    }
    let mut headers = Vec::new();
    let mut body_start = 0;
    for (ln, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() && headers.is_empty() {
            continue;
        }
        if !t.starts_with('[') {
            body_start = ln;
            break;
        }
        body_start = ln + 1;
        let inner = t.trim_start_matches('[').trim_end_matches(']');
        let Some((key, value)) = inner.split_once('"') else {
            return Err(err(ln + 1, 1, t, "bad-header", RecordCause::BadHeader));
        };
        headers.push((
            key.trim().to_string(),
            value.trim_end_matches('"').to_string(),
        ));
    }
    let from_headers = rules.is_none();
    let rules = match rules {
        Some(r) => r,
        None => rules_from_headers(&headers).map_err(|m| err(1, 1, "", "bad-header", m))?,
    };
    // Our own exports carry a Rules header and use the rules' lettering; pente.org's skip I.
    let has_rules_header = headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("Rules"));
    let lettering = if from_headers && !has_rules_header {
        Lettering::SkipI
    } else {
        rules.lettering()
    };
    let swapped = headers.iter().any(|(k, v)| {
        k.to_ascii_lowercase().starts_with("player's swapped") && v.eq_ignore_ascii_case("yes")
    });

    let body: String = text.lines().skip(body_start).collect::<Vec<_>>().join("\n");
    let mut game = Game::new(rules.clone());
    let mut actions = 0;
    let mut finished = false;
    for (line, column, t) in tokens(&body) {
        let line = line + body_start;
        if finished {
            return Err(err(line, column, &t, "bad-token", RecordCause::AfterResult));
        }
        if is_move_number(&t) {
            continue;
        }
        if is_result(&t) {
            finished = true;
            continue;
        }
        let inner = t.strip_prefix('{').and_then(|s| s.strip_suffix('}'));
        if let Some((seat, action)) = inner.and_then(|tok| seated(tok, rules.players)) {
            game.play(seat, action).map_err(|e| RecordError {
                action_index: Some(actions),
                ..err(line, column, &t, e.kind(), RecordCause::Move(e))
            })?;
            actions += 1;
            continue;
        }
        let action = match inner {
            Some(tok) => token::parse(tok, &rules),
            None if t.eq_ignore_ascii_case("pass") => Ok(Action::Pass),
            None => lettering
                .parse(&t, rules.size)
                .map(Action::Place)
                .map_err(TokenError::from),
        }
        .map_err(|e| RecordError {
            action_index: Some(actions),
            ..err(line, column, &t, e.kind(), RecordCause::Token(e))
        })?;
        let fail = |e: MoveError| RecordError {
            action_index: Some(actions),
            ..err(line, column, &t, e.kind(), RecordCause::Move(e))
        };
        if let Action::Place(p) = action {
            // Decisions that pente.org does not write: keep the colours, pick the move played.
            match game.pending() {
                Pending::Decide {
                    decision: Decision::ChooseColour,
                    seat,
                } => {
                    let keep = game.colour_of(seat).unwrap_or(Colour::FIRST);
                    let choice = if swapped { Colour(1 - keep.0) } else { keep };
                    game.act(Action::Choose(choice)).map_err(fail)?;
                }
                Pending::Decide {
                    decision: Decision::TaraguchiPick(_),
                    ..
                } => {
                    game.act(Action::Pick(p)).map_err(fail)?;
                    actions += 1;
                    continue;
                }
                _ => {}
            }
        }
        game.act(action).map_err(fail)?;
        actions += 1;
    }
    Ok(Record { headers, game })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_keep_positions_and_comments() {
        let t = tokens("1. K10 {choose=black}  L11\n2. K7");
        let words: Vec<&str> = t.iter().map(|(_, _, w)| w.as_str()).collect();
        assert_eq!(words, ["1.", "K10", "{choose=black}", "L11", "2.", "K7"]);
        assert_eq!((t[3].0, t[3].1), (1, 24));
        assert_eq!((t[5].0, t[5].1), (2, 4));
    }

    #[test]
    fn results_and_numbers() {
        for r in ["1-0", "0-1", "1/2-1/2", "*", "1-0-0", "0-1-0-1"] {
            assert!(is_result(r), "{r}");
        }
        assert!(!is_result("K10"));
        assert!(is_move_number("12.") && !is_move_number(".") && !is_move_number("K10."));
    }
}
