//! What to draw: [`BoardView`] (a game plus display options) becomes a [`Scene`], a plain
//! list of stones, marks and player lines with nothing left to work out while drawing.

use super::theme::{Look, Theme};
use pente::{Action, Colour, EndReason, Game, MoveOutcome, Pending, Point, RuleSet};

/// A game and how to show it. Build one per picture:
///
/// ```
/// use pente::{token, Colour, Game, Preset, RuleSet};
/// use pente_render::{BoardView, Renderer, Theme};
/// let mut game = Game::new(RuleSet::preset(Preset::Pente));
/// for t in ["K10", "L11", "K7"] {
///     game.act(token::parse(t, game.rules()).unwrap()).unwrap();
/// }
/// let view = BoardView::new(&game).theme(Theme::Dark).move_numbers(true).name(Colour(0), "Ann");
/// let png = Renderer::new().render_png(&view);
/// assert_eq!(&png[1..4], b"PNG");
/// ```
#[derive(Clone, Debug)]
pub struct BoardView<'a> {
    pub(crate) game: &'a Game,
    pub(crate) theme: Theme,
    pub(crate) move_numbers: bool,
    pub(crate) forbidden_points: bool,
    pub(crate) names: [Option<String>; 4],
    pub(crate) last: Option<&'a MoveOutcome>,
    pub(crate) labels: Labels,
    pub(crate) hint: Option<(Point, Colour)>,
}

/// The words drawn in the player strip, in the reader's language; English by default. The
/// picture's fonts draw every shipped language's words (Japanese and Korean from a subset cut
/// to exactly those words: see `scripts/subset-cjk-font.py`); a word they cannot show is
/// drawn in English instead, as a last resort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labels {
    pub to_move: String,
    pub to_decide: String,
    pub captures: String,
    pub team_captures: String,
    /// Before the short form of a team's captures: "team 4/10".
    pub team_short: String,
    pub wins: String,
    pub draw: String,
    pub out: String,
}

impl Default for Labels {
    fn default() -> Self {
        Labels {
            to_move: "to move".into(),
            to_decide: "to decide".into(),
            captures: "captures".into(),
            team_captures: "team captures".into(),
            team_short: "team".into(),
            wins: "wins".into(),
            draw: "draw".into(),
            out: "out".into(),
        }
    }
}

impl<'a> BoardView<'a> {
    /// The game as it stands, light theme, no move numbers, no forbidden points.
    pub fn new(game: &'a Game) -> BoardView<'a> {
        BoardView {
            game,
            theme: Theme::Light,
            move_numbers: false,
            forbidden_points: false,
            names: Default::default(),
            last: None,
            labels: Labels::default(),
            hint: None,
        }
    }

    /// A suggested stone (an engine's move in a review): drawn faint, in `colour`'s look,
    /// inside a ring. Ignored on an occupied point.
    pub fn hint(mut self, point: Point, colour: Colour) -> Self {
        self.hint = Some((point, colour));
        self
    }

    /// The words of the player strip (see [`Labels`]).
    pub fn labels(mut self, labels: Labels) -> Self {
        self.labels = labels;
        self
    }

    pub fn theme(mut self, theme: Theme) -> Self {
        self.theme = theme;
        self
    }

    /// Numbers each stone with the move that placed it.
    pub fn move_numbers(mut self, on: bool) -> Self {
        self.move_numbers = on;
        self
    }

    /// Renju: marks the points where Black may not play, when Black is to place a stone.
    pub fn forbidden_points(mut self, on: bool) -> Self {
        self.forbidden_points = on;
        self
    }

    /// The name of the player of colour `c`, drawn in the strip if the font can show it
    /// (otherwise the colour's name is drawn and the name belongs in the message text).
    pub fn name(mut self, c: Colour, name: impl Into<String>) -> Self {
        if let Some(slot) = self.names.get_mut(c.index()) {
            *slot = Some(name.into());
        }
        self
    }

    /// The outcome of the game's last action, if the caller kept it; it saves replaying the
    /// history to find which stones the last move captured. Ignored unless it placed the
    /// game's last stone.
    pub fn last_outcome(mut self, outcome: &'a MoveOutcome) -> Self {
        self.last = Some(outcome);
        self
    }
}

/// How a player stands, for the strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Standing {
    Waiting,
    /// Must place a stone or make an opening decision.
    ToAct,
    Won,
    /// Left a free-for-all game.
    Out,
}

/// One player's line in the strip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlayerLine {
    pub look: Look,
    /// The player's name if given and drawable, else the colour's name.
    pub name: String,
    /// Captures and status, e.g. `captures 4/10 · to move`, then shorter forms of it for
    /// narrow slots (`4/10 · to move`).
    pub detail: Vec<String>,
    pub standing: Standing,
}

/// Everything to draw, in board points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Scene {
    pub size: u8,
    pub stones: Vec<(Point, Look)>,
    /// Move numbers of the stones on the board (when asked for).
    pub numbers: Vec<(Point, u16)>,
    pub last: Option<(Point, Look)>,
    /// Stones the last move captured.
    pub ghosts: Vec<(Point, Look)>,
    /// Winning rows, end to end.
    pub lines: Vec<(Point, Point)>,
    /// A suggested stone, drawn faint and ringed.
    pub hint: Option<(Point, Look)>,
    /// Renju points forbidden to Black, and a foul that lost the game.
    pub forbidden: Vec<Point>,
    pub foul: Option<Point>,
    pub players: Vec<PlayerLine>,
}

fn look(rules: &RuleSet, c: Colour) -> Look {
    Look::from_name(rules.colour_name(c))
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|f| f.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The point a history entry placed a stone on.
fn placed(action: &Action) -> Option<Point> {
    match action {
        Action::Place(p) | Action::Pick(p) => Some(*p),
        _ => None,
    }
}

/// Every maximal winning row of colour `c` on the board, end to end.
fn winning_rows(game: &Game, c: Colour, out: &mut Vec<(Point, Point)>) {
    let board = game.board();
    let size = board.size() as i32;
    let at = |x: i32, y: i32| -> bool {
        (0..size).contains(&x)
            && (0..size).contains(&y)
            && board.get(Point::new(x as u8, y as u8)) == Some(c)
    };
    for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        for y in 0..size {
            for x in 0..size {
                if !at(x, y) || at(x - dx, y - dy) {
                    continue;
                }
                let mut run = 1;
                while at(x + run * dx, y + run * dy) {
                    run += 1;
                }
                if game.rules().line_wins(c, run as usize) {
                    let end = (x + (run - 1) * dx, y + (run - 1) * dy);
                    out.push((
                        Point::new(x as u8, y as u8),
                        Point::new(end.0 as u8, end.1 as u8),
                    ));
                }
            }
        }
    }
}

impl Scene {
    /// Works out what to draw. `can_show` says whether the font can draw a name.
    pub fn new(view: &BoardView<'_>, can_show: impl Fn(&str) -> bool) -> Scene {
        let game = view.game;
        let rules = game.rules();
        let board = game.board();
        let history = game.history();
        let stones: Vec<(Point, Look)> = board.stones().map(|(p, c)| (p, look(rules, c))).collect();

        // The last stone placed, and what its move captured.
        let last_index = history.iter().rposition(|h| placed(&h.action).is_some());
        let last_point = last_index.and_then(|i| placed(&history[i].action));
        let last = last_point.and_then(|p| board.get(p).map(|c| (p, look(rules, c))));
        let replayed;
        let outcome = match (view.last, last_index) {
            (Some(o), Some(i))
                if i + 1 == history.len() && o.placed.map(|(p, _)| p) == last_point =>
            {
                Some(o)
            }
            (_, Some(i)) => {
                replayed = Game::replay(rules.clone(), &history[..i])
                    .ok()
                    .and_then(|mut g| g.play(history[i].seat, history[i].action.clone()).ok());
                replayed.as_ref()
            }
            _ => None,
        };
        let ghosts = outcome
            .map(|o| {
                o.captured
                    .iter()
                    .filter(|c| board.get(c.point).is_none())
                    .map(|c| (c.point, look(rules, c.colour)))
                    .collect()
            })
            .unwrap_or_default();

        let numbers = if view.move_numbers {
            let mut by_point = std::collections::HashMap::new();
            let mut n = 0u16;
            for h in history {
                if let Some(p) = placed(&h.action) {
                    n += 1;
                    by_point.insert(p, n);
                }
            }
            stones
                .iter()
                .filter_map(|(p, _)| by_point.get(p).map(|&n| (*p, n)))
                .collect()
        } else {
            Vec::new()
        };

        let result = game.result();
        let mut lines = Vec::new();
        if let Some(r) = result.filter(|r| r.reason == EndReason::Row) {
            for &c in &r.winners {
                winning_rows(game, c, &mut lines);
            }
        }
        let foul = result
            .filter(|r| r.reason == EndReason::Forbidden)
            .and(last_point);
        let black_to_place = matches!(
            game.pending(),
            Pending::Place { colour, .. } if Some(colour) == rules.renju_black()
        );
        let forbidden = if view.forbidden_points && black_to_place {
            game.forbidden_points()
                .into_iter()
                .map(|(p, _)| p)
                .collect()
        } else {
            Vec::new()
        };

        let hint = view
            .hint
            .filter(|(p, _)| board.get(*p).is_none() && p.x < rules.size && p.y < rules.size)
            .map(|(p, c)| (p, look(rules, c)));
        Scene {
            size: rules.size,
            stones,
            numbers,
            last,
            ghosts,
            hint,
            lines,
            forbidden,
            foul,
            players: players(view, &can_show),
        }
    }
}

/// The strip's lines, one per colour in turn order.
fn players(view: &BoardView<'_>, can_show: &impl Fn(&str) -> bool) -> Vec<PlayerLine> {
    let game = view.game;
    let rules = game.rules();
    let result = game.result();
    // A word the fonts cannot draw is drawn in English (a last resort: see `Labels`).
    let english = Labels::default();
    let word = |pick: fn(&Labels) -> &String| -> String {
        let w = pick(&view.labels);
        if can_show(w) { w } else { pick(&english) }.clone()
    };
    let (to_move, to_decide) = (word(|l| &l.to_move), word(|l| &l.to_decide));
    let acting = match game.pending() {
        Pending::Place { colour, .. } => Some((colour, to_move.as_str())),
        Pending::Decide { seat, .. } => game.colour_of(seat).map(|c| (c, to_decide.as_str())),
        Pending::Over => None,
    };
    let (wins, draw, out) = (word(|l| &l.wins), word(|l| &l.draw), word(|l| &l.out));
    let captures_word = word(|l| &l.captures);
    let team_captures = word(|l| &l.team_captures);
    let team_short = format!("{} ", word(|l| &l.team_short));
    let target = rules.capture_win_stones();
    rules
        .colours()
        .map(|c| {
            let name = view.names[c.index()]
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty() && can_show(n))
                .map(str::to_string)
                .unwrap_or_else(|| capitalised(rules.colour_name(c)));
            // Long and short forms of the captures, and the standing.
            let mut captures: Option<(String, String)> = None;
            let mut status: Option<&str> = None;
            if rules.captures {
                let (label, short, count) = if rules.teams {
                    let side = rules.side(c);
                    let pooled: u16 = rules
                        .colours()
                        .filter(|&m| rules.side(m) == side)
                        .map(|m| game.captures(m))
                        .sum();
                    (team_captures.as_str(), team_short.as_str(), pooled)
                } else {
                    (captures_word.as_str(), "", game.captures(c))
                };
                let score = match target {
                    Some(t) => format!("{count}/{t}"),
                    None => count.to_string(),
                };
                captures = Some((format!("{label} {score}"), format!("{short}{score}")));
            }
            let standing = match (result, acting) {
                (Some(r), _) if r.winners.contains(&c) => {
                    status = Some(wins.as_str());
                    Standing::Won
                }
                (Some(r), _) if r.is_draw() => {
                    status = Some(draw.as_str());
                    Standing::Waiting
                }
                _ if game.is_out(c) => {
                    status = Some(out.as_str());
                    Standing::Out
                }
                (None, Some((colour, what))) if colour == c => {
                    status = Some(what);
                    Standing::ToAct
                }
                _ => Standing::Waiting,
            };
            let join = |a: &str| match status {
                Some(s) if !a.is_empty() => format!("{a} · {s}"),
                Some(s) => s.to_string(),
                None => a.to_string(),
            };
            let detail = match &captures {
                Some((long, short)) => vec![join(long), join(short), join("")],
                None => vec![join("")],
            };
            PlayerLine {
                look: look(rules, c),
                name,
                detail: detail.into_iter().filter(|d| !d.is_empty()).collect(),
                standing,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pente::{token, Preset};

    fn play(preset: Preset, tokens: &str) -> Game {
        let mut game = Game::new(RuleSet::preset(preset));
        for t in tokens.split_whitespace() {
            game.act(token::parse(t, game.rules()).unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn ghosts_are_the_stones_the_last_move_captured() {
        // White K10, Black L10, White Q10, Black M10, White N10 brackets L10 and M10.
        let quiet = play(Preset::Pente, "K10 L10 Q10 M10");
        assert!(Scene::new(&BoardView::new(&quiet), |_| true)
            .ghosts
            .is_empty());
        let mut game = quiet.clone();
        let outcome = game
            .act(token::parse("N10", game.rules()).unwrap())
            .unwrap();
        assert_eq!(outcome.captured.len(), 2);
        let with = Scene::new(&BoardView::new(&game).last_outcome(&outcome), |_| true);
        let without = Scene::new(&BoardView::new(&game), |_| true);
        assert_eq!(with, without, "the replay finds the same outcome");
        let mut ghosts: Vec<Point> = with.ghosts.iter().map(|g| g.0).collect();
        ghosts.sort();
        assert_eq!(ghosts, vec![Point::new(10, 9), Point::new(11, 9)]);
        assert!(with.ghosts.iter().all(|g| g.1 == Look::Black));
        assert_eq!(with.last, Some((Point::new(12, 9), Look::White)));
        assert_eq!(with.players[0].detail, ["captures 2/10", "2/10"]);
        assert_eq!(
            with.players[1].detail,
            ["captures 0/10 · to move", "0/10 · to move", "to move"]
        );
        assert_eq!(with.players[1].standing, Standing::ToAct);
        // The next move captures nothing: no ghosts.
        game.act(token::parse("A1", game.rules()).unwrap()).unwrap();
        assert!(Scene::new(&BoardView::new(&game), |_| true)
            .ghosts
            .is_empty());
    }

    /// The strip speaks the labels given; a word the font cannot draw is drawn in English.
    #[test]
    fn the_strip_uses_the_labels_given() {
        let game = play(Preset::Pente, "K10 L10 Q10 M10");
        let swedish = Labels {
            to_move: "vid draget".into(),
            captures: "slagna".into(),
            ..Labels::default()
        };
        let scene = Scene::new(&BoardView::new(&game).labels(swedish.clone()), |_| true);
        assert_eq!(
            scene.players[0].detail,
            [
                "slagna 0/10 · vid draget",
                "0/10 · vid draget",
                "vid draget"
            ]
        );
        let latin = |w: &str| w.is_ascii() || w.chars().all(|c| c.is_alphabetic() && c < 'ぁ');
        let japanese = Labels {
            to_move: "手番".into(),
            ..swedish
        };
        let scene = Scene::new(&BoardView::new(&game).labels(japanese), latin);
        assert_eq!(scene.players[0].detail[2], "to move");
        assert_eq!(scene.players[0].detail[0], "slagna 0/10 · to move");
    }

    #[test]
    fn numbers_follow_the_latest_stone_on_a_point() {
        let game = play(Preset::Pente, "K10 L10 Q10 M10 N10 A1 L10");
        let view = BoardView::new(&game).move_numbers(true);
        let scene = Scene::new(&view, |_| true);
        let at = |p: Point| scene.numbers.iter().find(|n| n.0 == p).map(|n| n.1);
        assert_eq!(at(Point::new(9, 9)), Some(1));
        assert_eq!(
            at(Point::new(10, 9)),
            Some(7),
            "L10 was captured and played again"
        );
        assert_eq!(at(Point::new(11, 9)), None, "M10 was captured");
    }

    #[test]
    fn winning_rows_and_names() {
        let game = play(Preset::Gomoku, "H8 A1 I8 A2 J8 A3 K8 A4 L8");
        assert!(game.is_over());
        let view = BoardView::new(&game)
            .name(Colour(0), "Ann")
            .name(Colour(1), "山田");
        let scene = Scene::new(&view, |s| s.is_ascii());
        assert_eq!(scene.lines, vec![(Point::new(7, 7), Point::new(11, 7))]);
        assert_eq!(scene.players[0].name, "Ann");
        assert_eq!(scene.players[0].detail, ["wins"]);
        assert_eq!(
            scene.players[1].name, "White",
            "a name the font cannot show"
        );
        assert_eq!(scene.players[1].standing, Standing::Waiting);
    }

    #[test]
    fn forbidden_points_only_when_black_places() {
        // Black H8 I8 J9 J10 (Renju letters include I): J8 would make two threes.
        let rules = RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap();
        let mut game = Game::new(rules);
        for t in ["H8", "A1", "I8", "A15", "J9", "O1", "J10", "O15"] {
            game.act(token::parse(t, game.rules()).unwrap()).unwrap();
        }
        let on = Scene::new(&BoardView::new(&game).forbidden_points(true), |_| true);
        assert!(
            on.forbidden.contains(&Point::new(9, 7)),
            "{:?}",
            on.forbidden
        );
        let off = Scene::new(&BoardView::new(&game), |_| true);
        assert!(off.forbidden.is_empty());
        game.act(token::parse("A8", game.rules()).unwrap()).unwrap();
        let white = Scene::new(&BoardView::new(&game).forbidden_points(true), |_| true);
        assert!(white.forbidden.is_empty(), "White to move");
    }
}
