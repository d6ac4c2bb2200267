//! The game state machine: openings, placing stones, passing, captures, rows, overtime and the
//! end.

use super::board::{Board, Idx};
use super::capture::{self, Bracket, CaptureKind, Removal};
use super::colour::{Colour, Seat};
use super::coord::Point;
use super::error::MoveError;
use super::lines::{self, Row};
use super::notation::Notation;
use super::opening::{self, Area};
use super::outcome::{Action, Captured, EndReason, GameResult, Line, MoveOutcome, Played};
use super::renju;
use super::rules::{Opening, Overtime, RenjuFoul, RuleSet, SelfCapture};

/// Where the game stands in its opening (or past it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Stage {
    /// Normal play; Pro-like openings only limit where stones go, by ply count.
    Play,
    /// One seat places several stones in turn-order colours (Swap, D-Pente, Swap2).
    SetUp {
        placed: u8,
        total: u8,
        placer: Seat,
        then: AfterSetUp,
    },
    /// A seat picks the colour it will play.
    Choose { by: Seat },
    /// Swap2 after three stones: pick a colour, or place two more stones (option 3).
    Swap2Offer { by: Seat },
    /// Taraguchi-10: move `next` (1 to 5) is due, inside its central square.
    TaraMove { next: u8 },
    /// Taraguchi-10: the holder of the colour of move `next` may swap before playing it.
    TaraSwap { next: u8 },
    /// Taraguchi-10 after move 4: Black keeps or swaps and plays move 5, or offers ten.
    TaraBranch,
    /// Taraguchi-10 option 2: White picks one of the offered fifth moves.
    TaraPick { offers: Vec<Point> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum AfterSetUp {
    Choose(Seat),
    Swap2Offer(Seat),
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending<'a> {
    /// `seat` places the next stone, of `colour`.
    Place {
        /// The seat to play.
        seat: Seat,
        /// The colour of its stone.
        colour: Colour,
    },
    /// `seat` must make an opening decision.
    Decide {
        /// The seat to decide.
        seat: Seat,
        /// The decision.
        decision: Decision<'a>,
    },
    /// The game has ended.
    Over,
}

/// The opening decisions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision<'a> {
    /// Take a colour (Swap, D-Pente, or the last choice of Swap2).
    ChooseColour,
    /// Swap2: take a colour, or place two more stones and hand the choice back.
    Swap2,
    /// Taraguchi-10: swap (take the colour that just moved) or play on.
    TaraguchiSwap,
    /// Taraguchi-10 after move 4: keep or swap and play move 5, or offer ten fifth moves.
    TaraguchiBranch,
    /// Taraguchi-10: pick one of these fifth moves.
    TaraguchiPick(&'a [Point]),
}

/// What the seat that must act may do: place a stone, or make one of the opening decisions.
/// The owned form of [`Pending`] and its [`Decision`], carried by errors
/// ([`MoveError::DecisionRequired`], [`MoveError::NoDecision`]) to say what would be right.
///
/// ```
/// use pente::{token, Expected, Game, MoveError, Preset, RuleSet};
/// let mut game = Game::new(RuleSet::preset(Preset::Swap2Pente));
/// for t in ["K10", "L11", "M12"] {
///     game.act(token::parse(t, game.rules()).unwrap()).unwrap();
/// }
/// let e = game.act(token::parse("pick=A1", game.rules()).unwrap()).unwrap_err();
/// let MoveError::NoDecision { expected, notation } = e else { panic!("{e:?}") };
/// assert_eq!(expected, Expected::Swap2);
/// assert_eq!(
///     expected.describe(notation),
///     "choose=white or choose=black to pick a colour, or place two more stones (black then white)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// A stone: no opening decision is open.
    Stone,
    /// [`Decision::ChooseColour`].
    ChooseColour,
    /// [`Decision::Swap2`].
    Swap2,
    /// [`Decision::TaraguchiSwap`].
    TaraguchiSwap,
    /// [`Decision::TaraguchiBranch`].
    TaraguchiBranch,
    /// [`Decision::TaraguchiPick`]: one of these offered fifth moves.
    TaraguchiPick(Vec<Point>),
}

impl Expected {
    /// What may be done, in words with the tokens to type (see [`Game::decision_hint`]).
    pub fn describe(&self, notation: Notation) -> String {
        let white = notation.colour(Colour::SECOND);
        let black = notation.colour(Colour::FIRST);
        match self {
            Expected::Stone => "place a stone".into(),
            Expected::ChooseColour => {
                format!("choose a colour: choose={black} or choose={white}")
            }
            Expected::Swap2 => format!(
                "choose={black} or choose={white} to pick a colour, or place two more stones ({white} then {black})"
            ),
            Expected::TaraguchiSwap => {
                "choose a colour to swap or stay, or play the next stone to stay".into()
            }
            Expected::TaraguchiBranch => format!(
                "choose={black} or choose={white} (option 1: keep or swap, then the fifth stone in the 9x9 square), \
                 or offer ten fifth moves (option 2)"
            ),
            Expected::TaraguchiPick(offers) => format!(
                "pick one of the offered fifth moves: {}",
                notation.points(offers)
            ),
        }
    }
}

impl From<&Decision<'_>> for Expected {
    fn from(decision: &Decision<'_>) -> Expected {
        match decision {
            Decision::ChooseColour => Expected::ChooseColour,
            Decision::Swap2 => Expected::Swap2,
            Decision::TaraguchiSwap => Expected::TaraguchiSwap,
            Decision::TaraguchiBranch => Expected::TaraguchiBranch,
            Decision::TaraguchiPick(offers) => Expected::TaraguchiPick(offers.to_vec()),
        }
    }
}

/// A fresh winning row that waits for the next player's reply (overtime rules).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct PendingRow {
    owner: Colour,
    replier: Colour,
    /// Line capture: the open end where the replier may take the whole row.
    line_capture: Option<(Idx, Row)>,
}

/// A game in progress or finished.
///
/// ```
/// use pente::{Action, Game, Preset, RuleSet, Point, Seat};
/// let mut game = Game::new(RuleSet::preset(Preset::Pente));
/// let outcome = game.act(Action::Place(Point::new(9, 9))).unwrap();
/// assert_eq!(outcome.placed.unwrap().0, Point::new(9, 9));
/// // White's first stone must be on the centre under the Pro opening, and that point is taken now:
/// assert_eq!(game.play(Seat(1), Action::Place(Point::new(9, 9))).unwrap_err().kind(), "occupied");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    rules: RuleSet,
    board: Board,
    captures: [u16; 4],
    /// Which seat plays each colour.
    holder: [Seat; 4],
    turn: Colour,
    /// Stones still to place this turn (Connect6 places two).
    stones_left: u8,
    stage: Stage,
    plies: u16,
    /// Stones placed by the first colour: Pro limits its second stone.
    placed_by_first: u16,
    /// Colours out of a free-for-all game (resigned or timed out).
    out: [bool; 4],
    overtime: Option<PendingRow>,
    /// Passes in a row just before now (two draw).
    passes: u8,
    result: Option<GameResult>,
    history: Vec<Played>,
}

impl Game {
    /// A new game. The rules must be valid ([`RuleSet::validate`]).
    pub fn new(rules: RuleSet) -> Game {
        debug_assert!(rules.validate().is_ok(), "{:?}", rules.validate());
        let stage = match rules.opening {
            Opening::Swap | Opening::DPente => Stage::SetUp {
                placed: 0,
                total: 4,
                placer: Seat(0),
                then: AfterSetUp::Choose(Seat(1)),
            },
            Opening::Swap2 => Stage::SetUp {
                placed: 0,
                total: 3,
                placer: Seat(0),
                then: AfterSetUp::Swap2Offer(Seat(1)),
            },
            Opening::Taraguchi10 => Stage::TaraMove { next: 1 },
            _ => Stage::Play,
        };
        Game {
            board: Board::new(rules.size),
            captures: [0; 4],
            holder: [Seat(0), Seat(1), Seat(2), Seat(3)],
            turn: Colour::FIRST,
            stones_left: 1,
            stage,
            plies: 0,
            placed_by_first: 0,
            out: [false; 4],
            overtime: None,
            passes: 0,
            result: None,
            history: Vec::new(),
            rules,
        }
    }

    /// A game set up from a position rather than played to it: for puzzles, analysis and tests.
    /// The stones are placed as they are (nothing is captured, nothing wins), the opening is
    /// over, and `to_move` plays next. The game has no history, so it cannot be exported.
    ///
    /// ```
    /// use pente::{Colour, Game, Point, Preset, RuleSet};
    /// let stones = [(Point::new(3, 3), Colour(0)), (Point::new(4, 4), Colour(1))];
    /// let game = Game::from_position(RuleSet::preset(Preset::Gomoku), &stones, Colour(0)).unwrap();
    /// assert_eq!(game.board().stone_count(), 2);
    /// ```
    pub fn from_position(
        rules: RuleSet,
        stones: &[(Point, Colour)],
        to_move: Colour,
    ) -> Result<Game, MoveError> {
        let mut game = Game::new(rules);
        game.stage = Stage::Play;
        for &(p, c) in stones {
            let i = game.check_point(p, None).or_else(|e| match e {
                MoveError::NotAdjacent { .. } => Ok(game.board.idx(p)),
                e => Err(e),
            })?;
            if c.0 >= game.rules.players {
                return Err(MoveError::NoSuchColour { colour: c });
            }
            game.board.place(i, c);
        }
        game.plies = game.board.stone_count() as u16;
        game.placed_by_first = stones.iter().filter(|(_, c)| *c == Colour::FIRST).count() as u16;
        game.turn = to_move;
        Ok(game)
    }

    /// Replays a history from the start.
    pub fn replay(rules: RuleSet, history: &[Played]) -> Result<Game, (usize, MoveError)> {
        let mut game = Game::new(rules);
        for (n, played) in history.iter().enumerate() {
            game.play(played.seat, played.action.clone())
                .map_err(|e| (n, e))?;
        }
        Ok(game)
    }

    /// The rules of the game.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The stones on the board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Stones captured by a colour.
    pub fn captures(&self, c: Colour) -> u16 {
        self.captures[c.index()]
    }

    /// Stones placed so far (captures do not reduce it).
    pub fn plies(&self) -> u16 {
        self.plies
    }

    /// Every action taken so far, in order, with the seat that took it.
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The seat that plays a colour (swaps change it).
    pub fn seat_of(&self, c: Colour) -> Seat {
        self.holder[c.index()]
    }

    /// The colour a seat plays (its first, for seats that hold one colour each).
    pub fn colour_of(&self, seat: Seat) -> Option<Colour> {
        self.rules
            .colours()
            .find(|&c| self.holder[c.index()] == seat)
    }

    /// The colour of the next stone, unless the game is over.
    pub fn to_move(&self) -> Option<Colour> {
        (!self.is_over()).then_some(self.turn)
    }

    /// A colour whose winning row waits for the next player's reply (overtime rules).
    pub fn overtime(&self) -> Option<Colour> {
        self.overtime.as_ref().map(|p| p.owner)
    }

    /// Whether a colour has left a free-for-all game.
    pub fn is_out(&self, c: Colour) -> bool {
        self.out[c.index()]
    }

    /// The seat that must act now, unless the game is over.
    pub fn actor(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        Some(match &self.stage {
            Stage::SetUp { placer, .. } => *placer,
            Stage::Choose { by } | Stage::Swap2Offer { by } => *by,
            Stage::TaraPick { .. } => self.holder[self.other(self.turn).index()],
            Stage::Play | Stage::TaraMove { .. } | Stage::TaraSwap { .. } | Stage::TaraBranch => {
                self.holder[self.turn.index()]
            }
        })
    }

    /// What the game waits for.
    pub fn pending(&self) -> Pending<'_> {
        let Some(seat) = self.actor() else {
            return Pending::Over;
        };
        let decision = match &self.stage {
            Stage::Choose { .. } => Decision::ChooseColour,
            Stage::Swap2Offer { .. } => Decision::Swap2,
            Stage::TaraSwap { .. } => Decision::TaraguchiSwap,
            Stage::TaraBranch => Decision::TaraguchiBranch,
            Stage::TaraPick { offers } => Decision::TaraguchiPick(offers),
            _ => {
                return Pending::Place {
                    seat,
                    colour: self.turn,
                }
            }
        };
        Pending::Decide { seat, decision }
    }

    /// The opening limit on the next stone, if any.
    pub fn area(&self) -> Option<Area> {
        match self.stage {
            Stage::Play => {
                if self.plies == 0 && self.rules.opening.centre_first() {
                    return Some(Area::Within {
                        radius: 0,
                        stone: 1,
                    });
                }
                let min = self.rules.opening.pro_distance()?;
                if self.plies == 0 {
                    None
                } else if self.placed_by_first == 1 && self.turn == Colour::FIRST {
                    Some(Area::AwayFromCentre {
                        min,
                        g_pente: self.rules.opening == Opening::GPente,
                    })
                } else {
                    None
                }
            }
            Stage::TaraMove { next } | Stage::TaraSwap { next } if next <= 5 => {
                Some(Area::Within {
                    radius: next - 1,
                    stone: next,
                })
            }
            Stage::TaraBranch => Some(Area::Within {
                radius: 4,
                stone: 5,
            }),
            _ => None,
        }
    }

    /// Takes an action for `seat`. Resigning, timing out and agreeing a draw may happen at any
    /// time; everything else only by the seat that must act ([`Game::actor`]).
    pub fn play(&mut self, seat: Seat, action: Action) -> Result<MoveOutcome, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if seat.0 >= self.rules.players {
            return Err(MoveError::NoSuchSeat { seat });
        }
        let outcome = match &action {
            Action::Resign => self.drop_out(seat, EndReason::Resign),
            Action::Timeout => self.drop_out(seat, EndReason::Timeout),
            Action::Draw => Ok(self.end(Vec::new(), EndReason::Agreement, MoveOutcome::default())),
            _ => {
                let actor = self.actor().expect("the game is not over");
                if seat != actor {
                    return Err(self.wrong_seat(actor));
                }
                match &action {
                    Action::Place(p) => self.place_action(*p),
                    Action::Choose(c) => self.choose(*c),
                    Action::Offer(points) => self.offer(points),
                    Action::Pick(p) => self.pick(*p),
                    Action::Pass => self.pass(),
                    _ => unreachable!(),
                }
            }
        }?;
        self.history.push(Played { seat, action });
        Ok(outcome)
    }

    /// Takes an action for whoever must act now (replays, tests, the `replay` command).
    pub fn act(&mut self, action: Action) -> Result<MoveOutcome, MoveError> {
        let seat = self.actor().ok_or(MoveError::GameOver)?;
        self.play(seat, action)
    }

    /// Whether the seat that must act could place a stone on `p` now.
    pub fn check_place(&self, p: Point) -> Result<(), MoveError> {
        let mut trial = self.clone();
        trial.history = Vec::new();
        trial.act(Action::Place(p)).map(|_| ())
    }

    /// Whether the player to act may pass now: the rules allow passing ([`RuleSet::pass`]), the
    /// game waits for a stone, and the opening is over (no opening area limits the stone).
    ///
    /// ```
    /// use pente::{Action, EndReason, Game, Preset, RuleSet};
    /// let mut game = Game::new(RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap());
    /// assert!(game.can_pass() && !game.must_pass());
    /// game.act(Action::Pass).unwrap();
    /// game.act(Action::Pass).unwrap();
    /// assert_eq!(game.result().unwrap().reason, EndReason::TwoPasses);
    /// assert!(!Game::new(RuleSet::preset(Preset::Pente)).can_pass());
    /// ```
    pub fn can_pass(&self) -> bool {
        !self.is_over() && self.rules.pass && self.stage == Stage::Play && self.area().is_none()
    }

    /// Whether the player to act may pass and has no point to play that is legal and not a
    /// Renju foul: Black with every empty point forbidden. The game then waits for the pass;
    /// under `renju_foul=lose` a forbidden point may still be played, and loses.
    pub fn must_pass(&self) -> bool {
        self.can_pass() && !self.has_point(false)
    }

    /// Renju: the empty points where Black may not play now, with the foul each makes.
    pub fn forbidden_points(&self) -> Vec<(Point, renju::Foul)> {
        let Some(black) = self.rules.renju_black() else {
            return Vec::new();
        };
        let mut board = self.board.clone();
        let cells: Vec<Idx> = board.indices().filter(|&i| board.is_empty_at(i)).collect();
        let mut out = Vec::new();
        for i in cells {
            board.place(i, black);
            if let Some(f) = renju::foul_at(&mut board, i, black) {
                out.push((board.point(i), f));
            }
            board.remove(i);
        }
        out
    }

    fn wrong_seat(&self, actor: Seat) -> MoveError {
        match self.pending() {
            Pending::Decide { .. } => MoveError::NotYourDecision { expected: actor },
            _ => MoveError::NotYourTurn {
                expected: actor,
                colour: self.turn,
                notation: self.notation(),
            },
        }
    }

    fn other(&self, c: Colour) -> Colour {
        Colour(1 - c.0)
    }

    fn notation(&self) -> Notation {
        self.rules.notation()
    }

    /// What the game waits for, owned: a stone, or the open opening decision.
    fn expected(&self) -> Expected {
        match self.pending() {
            Pending::Decide { decision, .. } => Expected::from(&decision),
            Pending::Place { .. } | Pending::Over => Expected::Stone,
        }
    }

    /// What the seat that must decide may do, in words with the tokens to type (`place a
    /// stone` when no decision is open).
    pub fn decision_hint(&self) -> String {
        self.expected().describe(self.notation())
    }

    // ----- placing -----

    fn place_action(&mut self, p: Point) -> Result<MoveOutcome, MoveError> {
        match self.stage.clone() {
            Stage::Play => self.place_stone(p, self.area()),
            Stage::SetUp { .. } => {
                let outcome = self.place_stone(p, None)?;
                self.after_set_up_stone();
                Ok(outcome)
            }
            Stage::Swap2Offer { by } => {
                // Option 3: two more stones, then the other seat chooses.
                let outcome = self.place_stone(p, None)?;
                self.stage = Stage::SetUp {
                    placed: 1,
                    total: 2,
                    placer: by,
                    then: AfterSetUp::Choose(Seat(1 - by.0)),
                };
                Ok(outcome)
            }
            Stage::TaraMove { next } | Stage::TaraSwap { next } => {
                // At a swap point, playing on declines the swap.
                let area = self.area();
                let outcome = self.place_stone(p, area)?;
                self.stage = Game::after_tara_move(next);
                Ok(outcome)
            }
            Stage::TaraBranch => {
                // Option 1 without a swap.
                let outcome = self.place_stone(p, self.area())?;
                self.stage = Game::after_tara_move(5);
                Ok(outcome)
            }
            Stage::Choose { by } => Err(MoveError::DecisionRequired {
                by,
                expected: self.expected(),
                notation: self.notation(),
            }),
            Stage::TaraPick { .. } => Err(MoveError::DecisionRequired {
                by: self.actor().expect("not over"),
                expected: self.expected(),
                notation: self.notation(),
            }),
        }
    }

    fn after_tara_move(moved: u8) -> Stage {
        match moved {
            1..=3 | 5 => Stage::TaraSwap { next: moved + 1 },
            4 => Stage::TaraBranch,
            _ => Stage::Play,
        }
    }

    fn after_set_up_stone(&mut self) {
        if let Stage::SetUp {
            placed,
            total,
            then,
            ..
        } = &mut self.stage
        {
            *placed += 1;
            if *placed == *total {
                self.stage = match *then {
                    AfterSetUp::Choose(by) => Stage::Choose { by },
                    AfterSetUp::Swap2Offer(by) => Stage::Swap2Offer { by },
                };
            }
        }
    }

    /// Checks a point for the stone to move, without placing it.
    fn check_point(&self, p: Point, area: Option<Area>) -> Result<Idx, MoveError> {
        if !self.board.contains(p) {
            return Err(MoveError::OffBoard {
                point: p,
                notation: self.notation(),
            });
        }
        let i = self.board.idx(p);
        if !self.board.is_empty_at(i) {
            return Err(MoveError::Occupied {
                point: p,
                notation: self.notation(),
            });
        }
        if let Some(area) = area {
            if !area.allows(p, self.rules.size) {
                return Err(MoveError::OpeningArea {
                    point: p,
                    area,
                    notation: self.notation(),
                });
            }
        }
        if self.rules.adjacent_only && self.board.stone_count() > 0 && !self.board.touches_stone(i)
        {
            return Err(MoveError::NotAdjacent {
                point: p,
                notation: self.notation(),
            });
        }
        Ok(i)
    }

    /// Brackets made by a stone of `colour` standing at `i`: normal captures, poofs, and
    /// `Err` when the rules forbid the self-capture it makes.
    fn brackets_at(
        board: &Board,
        rules: &RuleSet,
        i: Idx,
        colour: Colour,
    ) -> Result<Vec<Bracket>, ()> {
        let mut found = Vec::new();
        capture::normal_brackets(board, rules, i, colour, &mut found);
        if rules.self_capture != SelfCapture::Allowed {
            let normal = found.len();
            capture::self_brackets(board, rules, i, &mut found);
            if found.len() > normal && rules.self_capture == SelfCapture::Forbidden {
                return Err(());
            }
        }
        Ok(found)
    }

    /// Places the stone to move at `p`: validation, captures, then the end of game check.
    fn place_stone(&mut self, p: Point, area: Option<Area>) -> Result<MoveOutcome, MoveError> {
        let colour = self.turn;
        let i = self.check_point(p, area)?;
        self.board.place(i, colour);
        let Ok(mut brackets) = Game::brackets_at(&self.board, &self.rules, i, colour) else {
            self.board.remove(i);
            return Err(MoveError::SelfCapture {
                point: p,
                notation: self.notation(),
            });
        };
        let mut foul = None;
        if self.rules.renju_black() == Some(colour) {
            if let Some(f) = renju::foul_at(&mut self.board, i, colour) {
                if self.rules.renju == Some(RenjuFoul::Refuse) {
                    self.board.remove(i);
                    return Err(MoveError::RenjuFoul {
                        point: p,
                        foul: f,
                        notation: self.notation(),
                    });
                }
                foul = Some(f);
            }
        }
        if let Some(PendingRow {
            replier,
            line_capture: Some((open_end, row)),
            ..
        }) = &self.overtime
        {
            if *open_end == i && *replier == colour {
                brackets.push(Bracket {
                    stones: row.cells().collect(),
                    claimant: colour,
                    kind: CaptureKind::Line,
                });
            }
        }

        let removals = capture::resolve(&self.board, &brackets);
        for r in &removals {
            self.board.remove(r.at);
            if let Some(by) = r.by {
                self.captures[by.index()] += 1;
            }
        }
        self.plies += 1;
        self.passes = 0;
        if colour == Colour::FIRST {
            self.placed_by_first += 1;
        }
        let mut outcome = MoveOutcome {
            placed: Some((p, colour)),
            captured: removals
                .iter()
                .map(|r| Captured {
                    point: self.board.point(r.at),
                    colour: r.colour,
                    by: r.by,
                    kind: r.kind,
                })
                .collect(),
            ..MoveOutcome::default()
        };
        if let Some(f) = foul {
            outcome.foul = Some(f);
            return Ok(self.end(vec![self.other(colour)], EndReason::Forbidden, outcome));
        }
        Ok(self.settle(i, colour, &removals, outcome))
    }

    // ----- the end of a move -----

    fn line(&self, row: &Row) -> Line {
        Line {
            colour: row.colour,
            points: row.cells().map(|i| self.board.point(i)).collect(),
        }
    }

    /// The colours that share a side with any of `colours` and are still playing.
    fn sides_of(&self, colours: impl IntoIterator<Item = Colour>) -> Vec<Colour> {
        let sides: Vec<u8> = colours.into_iter().map(|c| self.rules.side(c)).collect();
        self.rules
            .colours()
            .filter(|&c| !self.is_out(c) && sides.contains(&self.rules.side(c)))
            .collect()
    }

    fn capture_winners(&self) -> Vec<Colour> {
        let Some(need) = self.rules.capture_win_stones() else {
            return Vec::new();
        };
        self.rules
            .colours()
            .filter(|&c| !self.is_out(c) && self.side_captures(c) >= need)
            .collect()
    }

    /// Stones captured by a colour's whole side (a team's captures are pooled).
    fn side_captures(&self, c: Colour) -> u16 {
        let side = self.rules.side(c);
        self.rules
            .colours()
            .filter(|&m| self.rules.side(m) == side)
            .map(|m| self.captures(m))
            .sum()
    }

    /// Decides what a placed stone means for the game: a win, overtime, a draw, or the next turn.
    fn settle(
        &mut self,
        i: Idx,
        mover: Colour,
        removals: &[Removal],
        mut outcome: MoveOutcome,
    ) -> MoveOutcome {
        let emptied: Vec<Idx> = removals.iter().map(|r| r.at).collect();
        let mut rows = Vec::new();
        lines::winning_rows_through(&self.board, &self.rules, i, &mut rows);
        lines::rows_next_to(&self.board, &self.rules, &emptied, &mut rows);
        rows.retain(|r| !self.is_out(r.colour));
        let capture_winners = self.capture_winners();

        if let Some(pending) = self.overtime.take() {
            if !capture_winners.is_empty() {
                return self.end(self.sides_of(capture_winners), EndReason::Captures, outcome);
            }
            let standing = lines::all_winning_rows(&self.board, &self.rules, pending.owner);
            if !standing.is_empty() {
                outcome.lines = standing.iter().map(|r| self.line(r)).collect();
                return self.end(self.sides_of([pending.owner]), EndReason::Row, outcome);
            }
        }

        outcome.lines = rows.iter().map(|r| self.line(r)).collect();
        if !capture_winners.is_empty() {
            let all = capture_winners
                .into_iter()
                .chain(rows.iter().map(|r| r.colour));
            let winners = self.sides_of(all);
            return self.end(winners, EndReason::Captures, outcome);
        }
        if !rows.is_empty() {
            let only_mover = rows.iter().all(|r| r.colour == mover);
            if self.rules.overtime != Overtime::Off && only_mover {
                let replier = self.next_colour(mover);
                if let Some(pending) = self.reply_possible(mover, replier, &rows) {
                    self.overtime = Some(pending);
                    outcome.overtime = Some(mover);
                    self.advance();
                    return outcome;
                }
            }
            let winners = self.sides_of(rows.iter().map(|r| r.colour));
            return self.end(winners, EndReason::Row, outcome);
        }
        if self.board.is_full() {
            return self.end(Vec::new(), EndReason::BoardFull, outcome);
        }
        self.advance();
        // A player who may pass is never stuck: the game waits for the pass.
        let foul_is_legal = self.rules.renju == Some(RenjuFoul::Lose);
        if self.stage == Stage::Play && !self.can_pass() && !self.has_point(foul_is_legal) {
            return self.end(Vec::new(), EndReason::NoLegalMove, outcome);
        }
        outcome
    }

    /// The player to move places no stone. A pass that answers a waiting row (overtime) does
    /// not break it, so the row wins; the second pass in a row draws.
    fn pass(&mut self) -> Result<MoveOutcome, MoveError> {
        if !self.rules.pass {
            return Err(MoveError::NoPass { opening: false });
        }
        if !self.can_pass() {
            return Err(MoveError::NoPass { opening: true });
        }
        let mut outcome = MoveOutcome::default();
        if let Some(pending) = self.overtime.take() {
            let standing = lines::all_winning_rows(&self.board, &self.rules, pending.owner);
            if !standing.is_empty() {
                outcome.lines = standing.iter().map(|r| self.line(r)).collect();
                return Ok(self.end(self.sides_of([pending.owner]), EndReason::Row, outcome));
            }
        }
        self.passes += 1;
        if self.passes >= 2 {
            return Ok(self.end(Vec::new(), EndReason::TwoPasses, outcome));
        }
        self.advance();
        Ok(outcome)
    }

    /// Whether `replier` can stop `owner`'s fresh rows on the next move, under the overtime rule.
    fn reply_possible(&self, owner: Colour, replier: Colour, rows: &[Row]) -> Option<PendingRow> {
        match self.rules.overtime {
            Overtime::Off => None,
            Overtime::LineCapture => {
                // One row only, closed by the replier at one end and open at the other.
                let [row] = rows else { return None };
                let [a, b] = row.ends();
                let open = match (self.board.is(a, replier), self.board.is(b, replier)) {
                    (true, false) if self.board.is_empty_at(b) => b,
                    (false, true) if self.board.is_empty_at(a) => a,
                    _ => return None,
                };
                Some(PendingRow {
                    owner,
                    replier,
                    line_capture: Some((open, *row)),
                })
            }
            Overtime::LineBreak => {
                // Only a five that some capture breaks waits: the replier must be able to
                // remove stones so that no winning row of the owner is left. A capture win
                // the replier could reach elsewhere does not hold the five up (pente.org);
                // once a five waits, though, a capture win on the reply still wins (`settle`).
                let mut board = self.board.clone();
                let candidates: Vec<Idx> = board
                    .indices()
                    .filter(|&q| {
                        board.is_empty_at(q)
                            && (!self.rules.adjacent_only || board.touches_stone(q))
                    })
                    .collect();
                let breaks = candidates.into_iter().any(|q| {
                    board.place(q, replier);
                    let mut trial = board.clone();
                    board.remove(q);
                    let Ok(brackets) = Game::brackets_at(&trial, &self.rules, q, replier) else {
                        return false;
                    };
                    let removals = capture::resolve(&trial, &brackets);
                    if removals.is_empty() {
                        return false;
                    }
                    for r in &removals {
                        trial.remove(r.at);
                    }
                    lines::all_winning_rows(&trial, &self.rules, owner).is_empty()
                });
                breaks.then_some(PendingRow {
                    owner,
                    replier,
                    line_capture: None,
                })
            }
        }
    }

    /// The next colour in turn order that is still playing.
    fn next_colour(&self, c: Colour) -> Colour {
        let n = self.rules.players;
        (1..=n)
            .map(|k| Colour((c.0 + k) % n))
            .find(|&c| !self.is_out(c))
            .unwrap_or(c)
    }

    fn advance(&mut self) {
        if self.rules.stones_per_turn > 1 && self.stage == Stage::Play {
            self.stones_left -= 1;
            if self.stones_left > 0 {
                return;
            }
            self.stones_left = self.rules.stones_per_turn;
        }
        self.turn = self.next_colour(self.turn);
    }

    /// Whether the colour to move has any legal point; a Renju foul counts as one only if
    /// `foul_is_legal` (under `renju_foul=lose` it is legal, and loses). Only rules with
    /// forbidden points (Renju, forbidden self-capture, adjacent-only) can leave a player
    /// without one.
    fn has_point(&self, foul_is_legal: bool) -> bool {
        let restricted = self.rules.renju_black() == Some(self.turn)
            || self.rules.self_capture == SelfCapture::Forbidden
            || self.rules.adjacent_only;
        if !restricted {
            return true;
        }
        let mut board = self.board.clone();
        let cells: Vec<Idx> = board.indices().filter(|&i| board.is_empty_at(i)).collect();
        cells.into_iter().any(|i| {
            if self.rules.adjacent_only && board.stone_count() > 0 && !board.touches_stone(i) {
                return false;
            }
            board.place(i, self.turn);
            let legal = Game::brackets_at(&board, &self.rules, i, self.turn).is_ok()
                && (self.rules.renju_black() != Some(self.turn)
                    || foul_is_legal
                    || renju::foul_at(&mut board, i, self.turn).is_none());
            board.remove(i);
            legal
        })
    }

    fn end(
        &mut self,
        winners: Vec<Colour>,
        reason: EndReason,
        mut outcome: MoveOutcome,
    ) -> MoveOutcome {
        // Everyone still playing meeting a win condition at once is a draw.
        let playing = self.rules.colours().filter(|&c| !self.is_out(c)).count();
        let winners = if winners.len() == playing && playing > 1 {
            Vec::new()
        } else {
            winners
        };
        let result = GameResult { winners, reason };
        self.result = Some(result.clone());
        self.overtime = None;
        outcome.end = Some(result);
        outcome
    }

    /// Resignation or timeout of `seat`. Two sides: the other side wins. Free-for-all: the
    /// seat leaves, its stones stay, and the last one playing wins.
    fn drop_out(&mut self, seat: Seat, reason: EndReason) -> Result<MoveOutcome, MoveError> {
        let Some(colour) = self.colour_of(seat) else {
            return Err(MoveError::NoSuchSeat { seat });
        };
        if self.is_out(colour) {
            return Err(MoveError::AlreadyLeft { seat });
        }
        let outcome = MoveOutcome::default();
        let ffa = self.rules.players > 2 && !self.rules.teams;
        if !ffa {
            let loser = self.rules.side(colour);
            let winners = self
                .rules
                .colours()
                .filter(|&c| self.rules.side(c) != loser);
            let winners = self.sides_of(winners);
            return Ok(self.end(winners, reason, outcome));
        }
        if let Some(pending) = &self.overtime {
            if pending.replier == colour {
                let owner = pending.owner;
                return Ok(self.end(vec![owner], EndReason::Row, outcome));
            }
            if pending.owner == colour {
                self.overtime = None;
            }
        }
        self.out[colour.index()] = true;
        let playing: Vec<Colour> = self.rules.colours().filter(|&c| !self.is_out(c)).collect();
        if let [last] = playing[..] {
            return Ok(self.end(vec![last], reason, outcome));
        }
        if self.turn == colour {
            self.stones_left = 1;
            self.turn = self.next_colour(colour);
        }
        Ok(outcome)
    }

    // ----- opening decisions -----

    fn choose(&mut self, c: Colour) -> Result<MoveOutcome, MoveError> {
        let next = match self.stage {
            Stage::Choose { .. } | Stage::Swap2Offer { .. } => Stage::Play,
            Stage::TaraSwap { next } if next <= 5 => Stage::TaraMove { next },
            Stage::TaraSwap { .. } => Stage::Play,
            Stage::TaraBranch => Stage::TaraMove { next: 5 },
            _ => {
                return Err(MoveError::NoDecision {
                    expected: self.expected(),
                    notation: self.notation(),
                })
            }
        };
        if c.0 > 1 {
            return Err(MoveError::InvalidChoice {
                colour: c,
                expected: self.expected(),
                notation: self.notation(),
            });
        }
        let decider = self.actor().expect("not over");
        let swapped = self.holder[c.index()] != decider;
        if swapped {
            self.holder.swap(0, 1);
        }
        self.stage = next;
        Ok(MoveOutcome {
            swapped,
            ..MoveOutcome::default()
        })
    }

    fn offer(&mut self, points: &[Point]) -> Result<MoveOutcome, MoveError> {
        if self.stage != Stage::TaraBranch {
            return Err(MoveError::NoDecision {
                expected: self.expected(),
                notation: self.notation(),
            });
        }
        const OFFERS: usize = 10;
        if points.len() != OFFERS {
            return Err(MoveError::OfferCount {
                offered: points.len(),
                needed: OFFERS,
            });
        }
        for (n, &p) in points.iter().enumerate() {
            if points[..n].contains(&p) {
                return Err(MoveError::OfferedTwice {
                    point: p,
                    notation: self.notation(),
                });
            }
            // Each offer must be a legal Black fifth move.
            let mut trial = self.clone();
            trial.stage = Stage::Play;
            trial.history = Vec::new();
            trial.place_stone(p, None)?;
        }
        if let Some((first, second)) = opening::symmetric_pair(&self.board, points) {
            return Err(MoveError::SymmetricOffers {
                first,
                second,
                notation: self.notation(),
            });
        }
        self.stage = Stage::TaraPick {
            offers: points.to_vec(),
        };
        Ok(MoveOutcome::default())
    }

    fn pick(&mut self, p: Point) -> Result<MoveOutcome, MoveError> {
        let Stage::TaraPick { offers } = &self.stage else {
            return Err(MoveError::NoDecision {
                expected: self.expected(),
                notation: self.notation(),
            });
        };
        if !offers.contains(&p) {
            return Err(MoveError::NotOffered {
                point: p,
                offered: offers.clone(),
                notation: self.notation(),
            });
        }
        self.stage = Stage::Play;
        self.place_stone(p, None)
    }
}
