//! `pente-bot brain`: the computer opponent behind the Gomocup (piskvork) protocol on stdin and
//! stdout, so that standard tools can run matches against other engines.
//!
//! Coordinates are the protocol's: 0-based `x,y` from the top-left. Rules come from
//! `INFO rule` (0 freestyle Gomoku, 1 exactly five, 4 Renju; 2, continuous play, is ignored)
//! or from the extension `INFO variant <preset>` (a two-player, one-stone-a-turn preset of
//! `replay`, e.g. `pente`; the protocol has no way to say Connect6's two stones or a third player).
//! Openings are not played through the protocol: the manager sends the position. `INFO
//! max_node N` (an extension other engines read too) caps each search at N nodes beside the
//! clock, 0 lifting the cap: a match at equal nodes does not depend on the machine's load.
//!
//! The position is a set-up part (the stones of the last `BOARD`, placed as they are) and the
//! moves played since (`BEGIN`, `TURN` and the brain's answers), replayed under the rules so that
//! captures happen. The brain's colour follows the protocol: after `BOARD` the brain moves, so
//! it is the first player (Black) when both sides have as many stones, otherwise the second; in
//! a game from an empty board it is whoever placed the first stone.

use pente::{Action, Colour, Game, Opening, Pending, Point, Preset, RuleSet};
use pente_ai::{choose, Level, Limits};
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct BrainArgs {
    /// Strength, 1 (beginner) to 8 (strongest).
    #[arg(long, default_value_t = 8)]
    pub level: u8,
    /// Before each move, a `MESSAGE` line with what the search saw (depth, evaluation, nodes,
    /// time), as other engines report theirs to the manager.
    #[arg(long)]
    pub messages: bool,
}

/// The protocol state: the rules, the position (`true`: the brain's stone) and the clock.
pub struct Brain {
    level: Level,
    preset: Preset,
    rule_bits: u32,
    size: Option<u8>,
    /// The stones of the last `BOARD`, set up as they are.
    setup: Vec<(Point, bool)>,
    /// The brain's colour fixed by the last `BOARD` (from the stone counts).
    board_colour: Option<Colour>,
    /// The moves played since the start or the last `BOARD`, in order.
    moves: Vec<(Point, bool)>,
    board_lines: Option<Vec<(Point, u8)>>,
    timeout_turn: u64,
    time_left: Option<u64>,
    /// A node budget a move (`INFO max_node`, an extension other engines read too): matches at
    /// equal nodes do not depend on the machine's load.
    max_node: Option<u64>,
    seed: u64,
    /// Whether each move is preceded by a `MESSAGE` line on its search (`--messages`).
    messages: bool,
    /// That line, for the move being answered.
    message: Option<String>,
}

/// What a search saw, in the form other engines use (`Eval` from the mover's side, in the
/// evaluation's units; a forced win `+M`, a forced loss `-M`), so that the same tools read both.
fn search_message(c: &pente_ai::Choice, took: Duration) -> String {
    let eval = match (c.is_decisive(), c.score > 0) {
        (true, true) => "+M".to_string(),
        (true, false) => "-M".to_string(),
        (false, _) => c.score.to_string(),
    };
    format!(
        "MESSAGE Depth {} | Eval {eval} | Nodes {} | Time {}ms",
        c.depth,
        c.nodes,
        took.as_millis()
    )
}

/// Why a preset cannot be played through the protocol, if it cannot.
fn unsupported(rules: &RuleSet) -> Option<String> {
    (rules.players != 2 || rules.stones_per_turn != 1).then(|| {
        format!(
            "variant {} is not supported: the protocol is for two players placing one stone a turn",
            rules.preset
        )
    })
}

impl Brain {
    pub fn new(level: Level) -> Brain {
        Brain {
            level,
            preset: Preset::Gomoku,
            rule_bits: 0,
            size: None,
            setup: Vec::new(),
            board_colour: None,
            moves: Vec::new(),
            board_lines: None,
            timeout_turn: 5000,
            time_left: None,
            max_node: None,
            seed: 1,
            messages: false,
            message: None,
        }
    }

    /// A brain that reports each search in a `MESSAGE` line before its move.
    pub fn with_messages(mut self, on: bool) -> Brain {
        self.messages = on;
        self
    }

    fn rules(&self, size: u8) -> Result<RuleSet, String> {
        let preset = if self.preset == Preset::Gomoku {
            if self.rule_bits & 8 != 0 {
                return Err("caro rules (rule 8) are not supported".into());
            }
            if self.rule_bits & 4 != 0 {
                Preset::Renju
            } else if self.rule_bits & 1 != 0 {
                Preset::GomokuStandard
            } else {
                Preset::Gomoku
            }
        } else {
            self.preset
        };
        let mut rules = RuleSet::preset(preset);
        if let Some(e) = unsupported(&rules) {
            return Err(e);
        }
        rules.size = size;
        // Openings are the manager's business: the position arrives as moves.
        if rules.opening != Opening::None {
            rules.opening = Opening::None;
        }
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }

    /// Forgets the position (not the rules or the clock).
    fn clear(&mut self) {
        self.setup.clear();
        self.board_colour = None;
        self.moves.clear();
    }

    /// The brain's colour: fixed by `BOARD`, otherwise the first player's unless the opponent
    /// placed the first stone.
    fn our_colour(&self) -> Colour {
        match (self.board_colour, self.moves.first()) {
            (Some(c), _) => c,
            (None, Some(&(_, false))) => Colour(1),
            (None, _) => Colour(0),
        }
    }

    /// The game for the position: the set-up stones, then the moves replayed under the rules.
    fn game(&self) -> Result<Game, String> {
        let size = self.size.ok_or("no board yet: send START first")?;
        let rules = self.rules(size)?;
        let ours = self.our_colour();
        let theirs = Colour(1 - ours.0);
        let colour = |own: bool| if own { ours } else { theirs };
        let setup: Vec<(Point, Colour)> = self.setup.iter().map(|&(p, o)| (p, colour(o))).collect();
        let mut game = if self.board_colour.is_some() {
            // After BOARD the brain moves.
            Game::from_position(rules.clone(), &setup, ours).map_err(|e| e.to_string())?
        } else {
            Game::new(rules.clone())
        };
        let played = self.moves.iter().all(|&(p, own)| {
            game.to_move() == Some(colour(own)) && game.act(Action::Place(p)).is_ok()
        });
        if played {
            return Ok(game);
        }
        // Not a game that could have been played in turn (a takeback out of order, a stone after
        // the end, a foul): set the position up as it is, with the side after the last move to move.
        let mut stones = setup;
        stones.extend(self.moves.iter().map(|&(p, o)| (p, colour(o))));
        let to_move = match self.moves.last() {
            Some(&(_, true)) => theirs,
            _ => ours,
        };
        Game::from_position(rules, &stones, to_move).map_err(|e| e.to_string())
    }

    fn to_point(&self, text: &str) -> Result<Point, String> {
        let size = self.size.ok_or("no board yet: send START first")?;
        let mut it = text.split(',').map(|s| s.trim().parse::<i64>());
        let (Some(Ok(x)), Some(Ok(y))) = (it.next(), it.next()) else {
            return Err(format!("`{text}` is not a point; write x,y"));
        };
        if !(0..size as i64).contains(&x) || !(0..size as i64).contains(&y) {
            return Err(format!("{x},{y} is off the {size}x{size} board"));
        }
        Ok(Point::new(x as u8, size - 1 - y as u8))
    }

    fn protocol_point(&self, p: Point) -> String {
        let size = self.size.unwrap_or(15);
        format!("{},{}", p.x, size - 1 - p.y)
    }

    fn think(&mut self) -> String {
        let game = match self.game() {
            Ok(g) => g,
            Err(e) => return format!("ERROR {e}"),
        };
        // Only ever move for the brain's own colour.
        let ours = self.our_colour();
        match game.pending() {
            Pending::Over => return "ERROR the game is over".into(),
            Pending::Place { colour, .. } if colour == ours => {}
            Pending::Place { colour, .. } => {
                return format!(
                    "ERROR the game waits for a {} stone, and the brain plays {}",
                    game.rules().colour_name(colour),
                    game.rules().colour_name(ours)
                )
            }
            Pending::Decide { .. } => {
                return "ERROR the game waits for an opening decision, which the protocol cannot say"
                    .into()
            }
        }
        let mut ms = if self.timeout_turn == 0 {
            100
        } else {
            self.timeout_turn
        };
        if let Some(left) = self.time_left {
            ms = ms.min(left / 12);
        }
        // A margin for the manager's own overhead and the engine's last clock reading (the
        // search overruns its budget by 3 % at most: docs/src/engine-notebook.md). 85 % less
        // 30 ms left a fifth of every second unused.
        let ms = (ms * 95 / 100).saturating_sub(20).max(10);
        self.seed += 1;
        let start = Instant::now();
        let choice = choose(
            &game,
            self.level,
            &Limits {
                max_nodes: self.max_node,
                ..Limits::time(Duration::from_millis(ms))
            },
            self.seed,
        );
        if self.messages {
            self.message = choice.as_ref().map(|c| search_message(c, start.elapsed()));
        }
        match choice.map(|c| c.action) {
            Some(Action::Place(p)) => {
                self.moves.push((p, true));
                self.protocol_point(p)
            }
            // Renju's Black with only fouls left passes under our rules, but the protocol has
            // no pass, and under Gomocup's Renju a foul loses: answering one ends the game as the
            // manager's rules say, where an ERROR would count as the brain's fault.
            Some(Action::Pass) if game.must_pass() => match game.forbidden_points().first() {
                Some(&(p, foul)) => {
                    let point = self.protocol_point(p);
                    self.message = Some(format!(
                        "MESSAGE every empty point is a foul for Black and the protocol has no pass: \
                         playing {point}, {foul}"
                    ));
                    point
                }
                None => "ERROR the engine wanted to pass, which the protocol cannot say".into(),
            },
            Some(other) => {
                format!("ERROR the engine wanted {other:?}, which the protocol cannot say")
            }
            None => "ERROR the game is over".into(),
        }
    }

    fn start(&mut self, size: &str) -> String {
        match size.trim().parse::<u8>() {
            Ok(n) if (7..=25).contains(&n) && n % 2 == 1 => {
                if let Err(e) = self.rules(n) {
                    return format!("ERROR {e}");
                }
                self.size = Some(n);
                self.clear();
                "OK".into()
            }
            _ => format!(
                "ERROR unsupported size `{}`: odd sizes 7 to 25 only",
                size.trim()
            ),
        }
    }

    /// DONE: the BOARD lines become the position, and the brain moves.
    fn board_done(&mut self, lines: Vec<(Point, u8)>) -> String {
        self.clear();
        for (p, field) in lines {
            // Field 3 (continuous play: the winning row) is not a stone to play around.
            if field != 1 && field != 2 {
                continue;
            }
            if self.setup.iter().any(|s| s.0 == p) {
                self.setup.clear();
                return format!("ERROR {} is given twice", self.protocol_point(p));
            }
            self.setup.push((p, field == 1));
        }
        // The brain is to move: with as many stones as the opponent it is the first player.
        let own = self.setup.iter().filter(|s| s.1).count();
        let first = own * 2 == self.setup.len();
        self.board_colour = Some(Colour(if first { 0 } else { 1 }));
        self.think()
    }

    /// Handles one input line; returns the lines to send and whether to stop.
    pub fn handle(&mut self, line: &str) -> (Vec<String>, bool) {
        let line = line.trim();
        if let Some(lines) = &mut self.board_lines {
            if line.eq_ignore_ascii_case("DONE") {
                let lines = std::mem::take(lines);
                self.board_lines = None;
                let out = self.board_done(lines);
                return (self.with_message(out), false);
            }
            let mut parts = line.rsplitn(2, ',');
            let field = parts.next().and_then(|f| f.trim().parse::<u8>().ok());
            let point = parts.next().map(|p| self.to_point(p));
            return match (point, field) {
                (Some(Ok(p)), Some(f @ 1..=3)) => {
                    if let Some(l) = &mut self.board_lines {
                        l.push((p, f));
                    }
                    (Vec::new(), false)
                }
                (Some(Err(e)), _) => (vec![format!("ERROR {e}")], false),
                _ => (vec![format!("ERROR `{line}` is not x,y,field")], false),
            };
        }
        let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
        let out = match cmd.to_ascii_uppercase().as_str() {
            "" => return (Vec::new(), false),
            "START" => self.start(rest),
            "RECTSTART" => {
                let mut it = rest.split(',').map(|s| s.trim().to_string());
                match (it.next(), it.next()) {
                    (Some(w), Some(h)) if w == h => self.start(&w),
                    _ => format!("ERROR only square boards are supported, not `{}`", rest.trim()),
                }
            }
            "RESTART" => {
                if self.size.is_none() {
                    "ERROR no board yet: send START first".into()
                } else {
                    self.clear();
                    "OK".into()
                }
            }
            "BEGIN" => {
                if self.size.is_none() {
                    "ERROR no board yet: send START first".into()
                } else if !self.moves.is_empty() || !self.setup.is_empty() {
                    "ERROR BEGIN on a board that is not empty".into()
                } else {
                    // The brain places the first stone.
                    self.clear();
                    self.think()
                }
            }
            "TURN" => match self.to_point(rest).and_then(|p| Ok((p, self.game()?))) {
                Err(e) => format!("ERROR {e}"),
                // The current board, not the moves: a capture empties points.
                Ok((p, game)) if game.board().get(p).is_some() => {
                    format!("ERROR {} is occupied", rest.trim())
                }
                Ok((p, _)) => {
                    self.moves.push((p, false));
                    match self.game() {
                        Ok(_) => self.think(),
                        Err(e) => {
                            self.moves.pop();
                            format!("ERROR {e}")
                        }
                    }
                }
            },
            "BOARD" => {
                if self.size.is_none() {
                    "ERROR no board yet: send START first".into()
                } else {
                    self.board_lines = Some(Vec::new());
                    return (Vec::new(), false);
                }
            }
            "TAKEBACK" => match self.to_point(rest).and_then(|p| Ok((p, self.game()?))) {
                Err(e) => format!("ERROR {e}"),
                Ok((p, game)) if game.board().get(p).is_none() => {
                    format!("ERROR there is no stone on {}", rest.trim())
                }
                Ok((p, _)) => {
                    if let Some(k) = self.moves.iter().rposition(|m| m.0 == p) {
                        self.moves.remove(k);
                    } else {
                        self.setup.retain(|s| s.0 != p);
                    }
                    "OK".into()
                }
            },
            "INFO" => return (self.info(rest).into_iter().collect(), false),
            "END" => return (Vec::new(), true),
            "ABOUT" => format!(
                "name=\"pente-bot\", version=\"{}\", author=\"pente-bot authors\", country=\"-\", www=\"\"",
                env!("CARGO_PKG_VERSION")
            ),
            _ => format!("UNKNOWN command `{cmd}`"),
        };
        (self.with_message(out), false)
    }

    /// The answer, after the search's `MESSAGE` line if there is one for it.
    fn with_message(&mut self, out: String) -> Vec<String> {
        let mut lines: Vec<String> = self.message.take().into_iter().collect();
        lines.push(out);
        lines
    }

    /// INFO has no answer unless the value is wrong.
    fn info(&mut self, rest: &str) -> Option<String> {
        let (key, value) = rest.trim().split_once(' ').unwrap_or((rest.trim(), ""));
        let value = value.trim();
        let number = || value.parse::<i64>().ok();
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => match number() {
                Some(n) if n >= 0 => self.timeout_turn = n as u64,
                _ => return Some(format!("ERROR timeout_turn `{value}` is not a number")),
            },
            "time_left" => match number() {
                Some(n) => self.time_left = Some(n.max(0) as u64),
                None => return Some(format!("ERROR time_left `{value}` is not a number")),
            },
            "max_node" => match number() {
                Some(n) if n > 0 => self.max_node = Some(n as u64),
                Some(_) => self.max_node = None,
                None => return Some(format!("ERROR max_node `{value}` is not a number")),
            },
            "rule" => match number() {
                Some(n) if n >= 0 => {
                    self.rule_bits = n as u32;
                    self.preset = Preset::Gomoku;
                    if let Some(size) = self.size {
                        if let Err(e) = self.rules(size) {
                            return Some(format!("ERROR {e}"));
                        }
                    }
                }
                _ => return Some(format!("ERROR rule `{value}` is not a number")),
            },
            "variant" => match value.parse::<Preset>() {
                Ok(p) => match unsupported(&RuleSet::preset(p)) {
                    Some(e) => return Some(format!("ERROR {e}")),
                    None => self.preset = p,
                },
                Err(e) => return Some(format!("ERROR {e}")),
            },
            // timeout_match, max_memory, game_type, folder, evaluate: nothing to do.
            _ => {}
        }
        None
    }
}

/// Runs the protocol until END or the end of input.
pub fn run(args: &BrainArgs) -> i32 {
    let level = match Level::new(args.level) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let mut brain = Brain::new(level).with_messages(args.messages);
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let (out, quit) = brain.handle(&line);
        for l in out {
            if writeln!(stdout, "{l}")
                .and_then(|_| stdout.flush())
                .is_err()
            {
                return 0;
            }
        }
        if quit {
            break;
        }
    }
    0
}
