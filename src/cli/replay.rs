//! `pente-bot replay`: plays tokens (or a pente.org record) through the engine and prints the
//! resulting state as one JSON object. A stable interface: see docs/src/tools.md.

use pente::record::{self, RecordError};
use pente::{
    token, Colour, Decision, EndReason, Game, MoveOutcome, Pending, Preset, RuleError, RuleSet,
};
use serde::Serialize;
use std::path::PathBuf;

/// Options shared by every command that builds a rule set from the command line.
#[derive(clap::Args, Debug, Clone)]
pub struct RulesArgs {
    /// The preset: pente, keryo-pente, gomoku, gomoku-standard, renju, boat-pente, poof-pente,
    /// g-pente, d-pente, dk-pente, swap2-pente, swap2-keryo, o-pente, connect6, team-pente,
    /// pente-3p, pente-4p.
    #[arg(long = "rules")]
    pub preset: Option<String>,
    // --size and --players are taken as text (even `-3`) and checked with the rest of the
    // rules, so a bad one gets the rules' own error: replay's JSON, render's and suggest's
    // messages, each saying what would be right.
    /// Board size (odd, 7 to 25).
    #[arg(long, allow_hyphen_values = true)]
    pub size: Option<String>,
    /// Number of players (2 to 4).
    #[arg(long, allow_hyphen_values = true)]
    pub players: Option<String>,
    /// Change an option: key=value (see docs/src/tools.md for keys). May be repeated.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
}

/// Why [`RulesArgs`] make no rule set.
#[derive(Debug, thiserror::Error)]
pub enum RulesArgsError {
    /// Options without a preset to apply them to.
    #[error("--size, --players and --set need --rules")]
    NoPreset,
    /// A `--set` option that is not `key=value`.
    #[error(
        "`{0}` is not a valid value for set; expected key=value, e.g. --set capture_three=true"
    )]
    NotKeyValue(String),
    /// Rules that cannot be built.
    #[error(transparent)]
    Rules(#[from] RuleError),
}

impl RulesArgs {
    /// The rule set, or `None` when no preset was given.
    pub fn build(&self) -> Result<Option<RuleSet>, RulesArgsError> {
        let Some(name) = &self.preset else {
            if self.size.is_some() || self.players.is_some() || !self.set.is_empty() {
                return Err(RulesArgsError::NoPreset);
            }
            return Ok(None);
        };
        let preset: Preset = name.parse()?;
        let mut options: Vec<(String, String)> = Vec::new();
        if let Some(size) = &self.size {
            options.push(("size".into(), size.clone()));
        }
        if let Some(players) = &self.players {
            options.push(("players".into(), players.clone()));
            if players.trim() == "4" && preset == Preset::TeamPente {
                options.push(("teams".into(), "true".into()));
            }
        }
        for kv in &self.set {
            // One --set may hold several options (`size=9,captures=false`), as rules specs do.
            options.extend(RuleSet::parse_options(kv).map_err(|e| match e {
                RuleError::NotKeyValue { pair } => RulesArgsError::NotKeyValue(pair),
                e => RulesArgsError::Rules(e),
            })?);
        }
        let pairs: Vec<(&str, &str)> = options
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        Ok(Some(RuleSet::build(preset, &pairs)?))
    }
}

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Replay a pente.org record file first (its headers give the rules unless --rules is set).
    #[arg(long)]
    pub record: Option<PathBuf>,
    // No token starts with `-`, so one that does is a mistyped flag and is answered as one
    // (bad-rules, with the flags that exist), not as a bad token.
    /// Tokens: K10 (place), choose=<colour>, offer=<c>,<c>,..., pick=<c>, pass, resign.
    pub tokens: Vec<String>,
}

/// The JSON printed by `replay` (field order is part of the interface).
#[derive(Serialize, Debug)]
pub struct State {
    pub rules: String,
    pub size: u8,
    pub colours: Vec<&'static str>,
    pub board: Vec<String>,
    pub captures: Vec<u16>,
    /// Colour number (1-based, as in `board`) of the next stone; null when the game is over.
    pub to_move: Option<u8>,
    pub status: &'static str,
    pub winners: Vec<u8>,
    pub reason: Option<String>,
    pub plies: u16,
    /// Who must act now and what they must do.
    pub pending: Option<PendingJson>,
    /// Colour number whose fresh winning row waits for the next player's reply (overtime).
    pub overtime: Option<u8>,
    /// Winning rows made by the last action, as coordinates.
    pub lines: Vec<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorJson>,
}

#[derive(Serialize, Debug)]
pub struct PendingJson {
    pub player: u8,
    pub action: &'static str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<String>,
}

#[derive(Serialize, Debug)]
pub struct ErrorJson {
    pub index: Option<usize>,
    pub token: String,
    pub kind: String,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
}

/// The name of an end reason in the JSON (`five`, `captures`, `resign`...).
pub fn reason_name(reason: EndReason, rules: &RuleSet) -> String {
    reason.name(rules).to_string()
}

/// The JSON view of a game.
pub fn state(game: &Game, last: Option<&MoveOutcome>) -> State {
    let rules = game.rules();
    let lettering = rules.lettering();
    let result = game.result();
    let pending = match game.pending() {
        Pending::Over => None,
        Pending::Place { seat, .. } => Some(PendingJson {
            player: seat.0 + 1,
            // Renju's Black with every empty point forbidden waits to pass.
            action: if game.must_pass() { "pass" } else { "place" },
            offers: Vec::new(),
        }),
        Pending::Decide { seat, decision } => {
            let (action, offers) = match decision {
                Decision::ChooseColour => ("choose-colour", Vec::new()),
                Decision::Swap2 => ("swap2-choice", Vec::new()),
                Decision::TaraguchiSwap => ("taraguchi-swap", Vec::new()),
                Decision::TaraguchiBranch => ("taraguchi-option", Vec::new()),
                Decision::TaraguchiPick(points) => (
                    "taraguchi-pick",
                    points.iter().map(|&p| lettering.format(p)).collect(),
                ),
            };
            Some(PendingJson {
                player: seat.0 + 1,
                action,
                offers,
            })
        }
    };
    State {
        rules: rules.preset.name().to_string(),
        size: rules.size,
        colours: rules.colours().map(|c| rules.colour_name(c)).collect(),
        board: game.board().rows(),
        captures: rules.colours().map(|c| game.captures(c)).collect(),
        to_move: game.to_move().map(Colour::number),
        status: match result {
            None => "ongoing",
            Some(r) if r.is_draw() => "draw",
            Some(_) => "won",
        },
        winners: result
            .map(|r| r.winners.iter().map(|c| c.number()).collect())
            .unwrap_or_default(),
        reason: result.map(|r| reason_name(r.reason, rules)),
        plies: game.plies(),
        pending,
        overtime: game.overtime().map(Colour::number),
        lines: last
            .map(|o| {
                o.lines
                    .iter()
                    .map(|l| l.points.iter().map(|&p| lettering.format(p)).collect())
                    .collect()
            })
            .unwrap_or_default(),
        error: None,
    }
}

fn print(state: &State) {
    super::print_line(serde_json::to_string(state).expect("state serialises"));
}

fn fail_without_game(token: String, kind: &str, message: String) -> i32 {
    let out = serde_json::json!({
        "error": { "index": null, "token": token, "kind": kind, "message": message }
    });
    super::print_line(out);
    2
}

/// Answers a command line clap could not parse (an unknown flag, a missing value...) the way
/// `replay` answers every bad argument: a `bad-rules` JSON error, exit code 2. `error` is
/// clap's; its message, less the usage lines, becomes the JSON's (with the options that exist,
/// for an unknown one).
pub fn bad_arguments(error: &clap::Error) -> i32 {
    use clap::error::{ContextKind, ContextValue};
    let token = [ContextKind::InvalidArg, ContextKind::InvalidValue]
        .into_iter()
        .find_map(|kind| match error.get(kind) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let rendered = error.render().to_string();
    let mut message = rendered
        .split("\n\n")
        .map(str::trim)
        .filter(|part| {
            !part.is_empty() && !part.starts_with("Usage:") && !part.starts_with("For more")
        })
        .map(|part| part.strip_prefix("error: ").unwrap_or(part))
        .collect::<Vec<_>>()
        .join("; ");
    if error.kind() == clap::error::ErrorKind::UnknownArgument {
        let command = <ReplayArgs as clap::Args>::augment_args(clap::Command::new("replay"));
        let options: Vec<String> = command
            .get_arguments()
            .filter_map(|a| a.get_long())
            .map(|long| format!("--{long}"))
            .collect();
        message.push_str(&format!(
            "; the options are {}, then the tokens (see pente-bot replay --help)",
            options.join(", ")
        ));
    }
    fail_without_game(token, "bad-rules", message)
}

/// Runs `replay`; returns the exit code (0, or 2 on an illegal token or bad arguments).
pub fn run(args: &ReplayArgs) -> i32 {
    let rules = match args.rules.build() {
        Ok(r) => r,
        Err(e) => return fail_without_game(args.rules.set.join(" "), "bad-rules", e.to_string()),
    };
    let (mut game, mut last) = match (&args.record, rules) {
        (Some(path), rules) => {
            let text = match std::fs::read(path) {
                Ok(bytes) if bytes.len() > record::MAX_RECORD_BYTES => {
                    return fail_without_game(
                        path.display().to_string(),
                        "too-large",
                        format!(
                            "records are at most {} KiB",
                            record::MAX_RECORD_BYTES / 1024
                        ),
                    )
                }
                Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                Err(e) => {
                    return fail_without_game(
                        path.display().to_string(),
                        "io",
                        format!("cannot read {}: {e}", path.display()),
                    )
                }
            };
            match record::import(&text, rules.clone()) {
                Ok(rec) => (rec.game, None),
                Err(e) => return record_failure(&text, rules, e),
            }
        }
        (None, Some(rules)) => (Game::new(rules), None),
        (None, None) => {
            return fail_without_game(
                String::new(),
                "bad-rules",
                "give the rules with --rules <preset> (or a record with --record FILE)".into(),
            )
        }
    };
    for (index, text) in args.tokens.iter().enumerate() {
        let result = token::parse(text, game.rules())
            .map_err(|e| (e.kind().to_string(), e.to_string()))
            .and_then(|action| {
                game.act(action)
                    .map_err(|e| (e.kind().to_string(), e.to_string()))
            });
        match result {
            Ok(outcome) => last = Some(outcome),
            Err((kind, message)) => {
                let mut s = state(&game, last.as_ref());
                s.error = Some(ErrorJson {
                    index: Some(index),
                    token: text.clone(),
                    kind,
                    message,
                    line: None,
                    column: None,
                });
                print(&s);
                return 2;
            }
        }
    }
    print(&state(&game, last.as_ref()));
    0
}

/// Prints the state just before the bad record token, with the error.
fn record_failure(text: &str, rules: Option<RuleSet>, e: RecordError) -> i32 {
    // Replay the record up to the failing line to show the state before the bad token.
    let before: String = text
        .lines()
        .take(e.line.saturating_sub(1))
        .chain(text.lines().nth(e.line.saturating_sub(1)).map(|l| {
            let cut = l
                .char_indices()
                .nth(e.column.saturating_sub(1))
                .map_or(l.len(), |(i, _)| i);
            &l[..cut]
        }))
        .collect::<Vec<_>>()
        .join("\n");
    let error = ErrorJson {
        index: e.action_index,
        token: e.token.clone(),
        kind: e.kind.to_string(),
        message: e.to_string(),
        line: Some(e.line),
        column: Some(e.column),
    };
    match record::import(&before, rules) {
        Ok(rec) => {
            let mut s = state(&rec.game, None);
            s.error = Some(error);
            print(&s);
        }
        Err(_) => super::print_line(serde_json::json!({ "error": error })),
    }
    2
}
