//! `pente-bot brain`: the computer opponent behind the Gomocup (piskvork) protocol on stdin and
//! stdout, so that standard tools can run matches against other engines.
//!
//! Coordinates are the protocol's: 0-based `x,y` from the top-left. Rules come from
//! `INFO rule` (0 freestyle Gomoku, 1 exactly five, 4 Renju; 2, continuous play, is ignored)
//! or from the extension `INFO variant <preset>` (any preset of `replay`, e.g. `pente`).
//! Openings are not played through the protocol: the manager sends the position.

use crate::ai::{choose, Level, Limits};
use crate::engine::{Action, Colour, Game, Opening, Point, Preset, RuleSet};
use std::io::{BufRead, Write};
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct BrainArgs {
    /// Strength, 1 (beginner) to 8 (strongest).
    #[arg(long, default_value_t = 8)]
    pub level: u8,
}

/// The protocol state: the rules, the moves so far (`true`: ours) and the clock.
pub struct Brain {
    level: Level,
    preset: Preset,
    rule_bits: u32,
    size: Option<u8>,
    moves: Vec<(Point, bool)>,
    board_lines: Option<Vec<(Point, u8)>>,
    timeout_turn: u64,
    time_left: Option<u64>,
    seed: u64,
}

impl Brain {
    pub fn new(level: Level) -> Brain {
        Brain {
            level,
            preset: Preset::Gomoku,
            rule_bits: 0,
            size: None,
            moves: Vec::new(),
            board_lines: None,
            timeout_turn: 5000,
            time_left: None,
            seed: 1,
        }
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
        rules.size = size;
        // Openings are the manager's business: the position arrives as moves.
        if rules.opening != Opening::None {
            rules.opening = Opening::None;
        }
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }

    /// The game for the moves so far; the first stone is colour 0 (whoever played it).
    fn game(&self) -> Result<Game, String> {
        let size = self.size.ok_or("no board yet: send START first")?;
        let rules = self.rules(size)?;
        let mut game = Game::new(rules.clone());
        let alternating = self.moves.windows(2).all(|w| w[0].1 != w[1].1);
        if alternating {
            let mut ok = true;
            for &(p, _) in &self.moves {
                if game.is_over() || game.act(Action::Place(p)).is_err() {
                    ok = false;
                    break;
                }
            }
            if ok {
                return Ok(game);
            }
        }
        // Not a game that could have been played in turn: set the position up as it is.
        let first_is_ours = self.moves.first().is_none_or(|m| m.1);
        let colour = |ours: bool| Colour(if ours == first_is_ours { 0 } else { 1 });
        let stones: Vec<(Point, Colour)> =
            self.moves.iter().map(|&(p, o)| (p, colour(o))).collect();
        Game::from_position(rules, &stones, colour(true)).map_err(|e| e.to_string())
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
        let mut ms = if self.timeout_turn == 0 {
            100
        } else {
            self.timeout_turn
        };
        if let Some(left) = self.time_left {
            ms = ms.min(left / 12);
        }
        // A margin for the manager's own overhead.
        let ms = (ms * 85 / 100).saturating_sub(30).max(10);
        self.seed += 1;
        let choice = choose(
            &game,
            self.level,
            &Limits::time(Duration::from_millis(ms)),
            self.seed,
        );
        match choice.map(|c| c.action) {
            Some(Action::Place(p)) => {
                self.moves.push((p, true));
                self.protocol_point(p)
            }
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
                self.moves.clear();
                "OK".into()
            }
            _ => format!(
                "ERROR unsupported size `{}`: odd sizes 7 to 25 only",
                size.trim()
            ),
        }
    }

    /// Handles one input line; returns the lines to send and whether to stop.
    pub fn handle(&mut self, line: &str) -> (Vec<String>, bool) {
        let line = line.trim();
        if let Some(lines) = &mut self.board_lines {
            if line.eq_ignore_ascii_case("DONE") {
                let mut lines = std::mem::take(lines);
                self.board_lines = None;
                self.moves.clear();
                let mut bad = None;
                for (p, field) in lines.drain(..) {
                    match field {
                        1 => self.moves.push((p, true)),
                        2 => self.moves.push((p, false)),
                        _ => {}
                    }
                    if self.moves.iter().filter(|m| m.0 == p).count() > 1 {
                        bad = Some(p);
                    }
                }
                if let Some(p) = bad {
                    self.moves.clear();
                    return (
                        vec![format!("ERROR {} is given twice", self.protocol_point(p))],
                        false,
                    );
                }
                return (vec![self.think()], false);
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
                    self.moves.clear();
                    "OK".into()
                }
            }
            "BEGIN" => {
                if self.size.is_none() {
                    "ERROR no board yet: send START first".into()
                } else if !self.moves.is_empty() {
                    "ERROR BEGIN on a board that is not empty".into()
                } else {
                    self.think()
                }
            }
            "TURN" => match self.to_point(rest) {
                Err(e) => format!("ERROR {e}"),
                Ok(p) if self.moves.iter().any(|m| m.0 == p) => {
                    format!("ERROR {} is occupied", rest.trim())
                }
                Ok(p) => {
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
            "TAKEBACK" => match self.to_point(rest) {
                Err(e) => format!("ERROR {e}"),
                Ok(p) => match self.moves.iter().rposition(|m| m.0 == p) {
                    Some(k) => {
                        self.moves.remove(k);
                        "OK".into()
                    }
                    None => format!("ERROR there is no stone on {}", rest.trim()),
                },
            },
            "INFO" => return (self.info(rest).into_iter().collect(), false),
            "END" => return (Vec::new(), true),
            "ABOUT" => format!(
                "name=\"pente-bot\", version=\"{}\", author=\"pente-bot authors\", country=\"-\", www=\"\"",
                env!("CARGO_PKG_VERSION")
            ),
            _ => format!("UNKNOWN command `{cmd}`"),
        };
        (vec![out], false)
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
                Ok(p) => self.preset = p,
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
    let mut brain = Brain::new(level);
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
