//! Operations on a running game: moves, decisions, resignation, draws, takebacks, timeouts.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, Transaction};

use super::clock::live_step;
use super::rebuild::{kind_of, replay, truncated};
use super::types::{
    GameState, GameStatus, GameSummary, Place, PlayerRef, Position, Request, SeatInfo,
};
use super::{Clock, GameId, GameService, PlayerId, Result, ServiceError};
use pente::{token, Action, Colour, Game, MoveOutcome, RuleSet, Seat};

/// What a move (or decision, resignation, timeout) did.
#[derive(Clone, Debug)]
pub struct MoveReport {
    pub state: GameState,
    pub seat: Seat,
    pub action: Action,
    pub outcome: MoveOutcome,
}

/// An offer or acceptance of a draw: either still waiting, or the game ended drawn.
#[derive(Clone, Debug)]
pub struct DrawReport {
    pub state: GameState,
    /// Everyone agreed: the game is drawn.
    pub agreed: bool,
}

/// A takeback request or acceptance: either waiting, or the moves were taken back.
#[derive(Clone, Debug)]
pub struct TakebackReport {
    pub state: GameState,
    /// The actions removed, if the takeback happened.
    pub removed: usize,
}

/// A game row with its seats and moves, read in one statement (one snapshot).
struct Row {
    id: i64,
    version: i64,
    status: String,
    server_id: Option<i64>,
    channel_id: i64,
    thread_id: Option<i64>,
    message_id: Option<i64>,
    rules: String,
    rated: bool,
    plies: i32,
    draw_offers: Vec<i16>,
    takeback_seat: Option<i16>,
    takeback_to_ply: Option<i32>,
    turn_seconds: Option<i32>,
    clock_increment: Option<i32>,
    turn_deadline: Option<DateTime<Utc>>,
    overdue: bool,
    move_seats: Vec<i16>,
    move_actions: Vec<String>,
    seat_players: Vec<i64>,
    seat_names: Vec<String>,
    seat_teams: Vec<i16>,
    /// Live clock banks, -1 for none.
    seat_banks: Vec<i64>,
    takebacks: i64,
}

fn corrupt(id: GameId, detail: impl Into<String>) -> ServiceError {
    ServiceError::Corrupt {
        id,
        detail: detail.into(),
    }
}

fn seat_u8(id: GameId, seat: i16) -> Result<Seat> {
    u8::try_from(seat)
        .map(Seat)
        .map_err(|_| corrupt(id, format!("bad seat {seat}")))
}

impl Row {
    /// Rebuilds the engine state and checks it against the row.
    fn into_state(self) -> Result<(GameState, bool)> {
        let id = GameId::from_key(self.id);
        let rules = RuleSet::from_spec(&self.rules).map_err(|e| corrupt(id, e.to_string()))?;
        let status =
            GameStatus::from_name(&self.status).ok_or_else(|| corrupt(id, "unknown status"))?;
        let (game, last) =
            replay(&rules, &self.move_seats, &self.move_actions).map_err(|e| corrupt(id, e))?;
        if self.plies as usize != self.move_actions.len() {
            return Err(corrupt(
                id,
                format!(
                    "{} moves stored, the game says {}",
                    self.move_actions.len(),
                    self.plies
                ),
            ));
        }
        let consistent = match status {
            GameStatus::Active => !game.is_over(),
            GameStatus::Finished => game.is_over(),
            GameStatus::Cancelled => true,
        };
        if !consistent {
            return Err(corrupt(
                id,
                format!("stored as {} but the moves say otherwise", self.status),
            ));
        }
        if self.seat_players.len() != rules.players as usize {
            return Err(corrupt(id, "the seats do not match the rules"));
        }
        let seats = (0..self.seat_players.len())
            .map(|i| SeatInfo {
                seat: Seat(i as u8),
                player: PlayerRef::new(
                    PlayerId::from_key(self.seat_players[i]),
                    self.seat_names[i].clone(),
                ),
                team: u8::try_from(self.seat_teams[i]).ok(),
                time_left_ms: self.seat_banks.get(i).copied().filter(|&b| b >= 0),
            })
            .collect();
        let draw_offers = self
            .draw_offers
            .iter()
            .map(|&s| seat_u8(id, s))
            .collect::<Result<Vec<_>>>()?;
        let takeback = match (self.takeback_seat, self.takeback_to_ply) {
            (Some(s), Some(p)) => Some((seat_u8(id, s)?, p)),
            _ => None,
        };
        let state = GameState {
            id,
            version: self.version,
            status,
            place: Place {
                server: self.server_id,
                channel: self.channel_id,
            },
            thread_id: self.thread_id,
            message_id: self.message_id,
            rated: self.rated,
            seats,
            game,
            last,
            draw_offers,
            takeback,
            clock: Clock::from_columns(self.turn_seconds, self.clock_increment),
            turn_deadline: self.turn_deadline,
            rating_changes: Vec::new(),
            takebacks: self.takebacks as i32,
        };
        Ok((state, self.overdue))
    }
}

/// A game row from either of the two queries below (their record types differ).
macro_rules! row_from {
    ($r:expr) => {{
        let r = $r;
        Row {
            id: r.id,
            version: r.version,
            status: r.status,
            server_id: r.server_id,
            channel_id: r.channel_id,
            thread_id: r.thread_id,
            message_id: r.message_id,
            rules: r.rules,
            rated: r.rated,
            plies: r.plies,
            draw_offers: r.draw_offers,
            takeback_seat: r.takeback_seat,
            takeback_to_ply: r.takeback_to_ply,
            turn_seconds: r.turn_seconds,
            clock_increment: r.clock_increment,
            turn_deadline: r.turn_deadline,
            overdue: r.overdue,
            move_seats: r.move_seats,
            move_actions: r.move_actions,
            seat_players: r.seat_players,
            seat_names: r.seat_names,
            seat_teams: r.seat_teams,
            seat_banks: r.seat_banks,
            takebacks: r.takebacks,
        }
    }};
}

async fn read_row<'e, E: sqlx::PgExecutor<'e>>(executor: E, id: GameId) -> Result<Row> {
    let r = sqlx::query!(
        r#"SELECT g.id, g.version, g.status, g.server_id, g.channel_id, g.thread_id, g.message_id, g.rules,
                  g.rated, g.plies, g.draw_offers, g.takeback_seat, g.takeback_to_ply,
                  g.turn_seconds, g.clock_increment, g.turn_deadline,
                  (g.turn_deadline IS NOT NULL AND g.turn_deadline < now()) AS "overdue!",
                  ARRAY(SELECT m.seat FROM moves m WHERE m.game_id = g.id ORDER BY m.ply) AS "move_seats!",
                  ARRAY(SELECT m.action FROM moves m WHERE m.game_id = g.id ORDER BY m.ply) AS "move_actions!",
                  ARRAY(SELECT s.player_id FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_players!",
                  ARRAY(SELECT p.display_name FROM seats s JOIN players p ON p.id = s.player_id
                        WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_names!",
                  ARRAY(SELECT coalesce(s.team, -1::smallint) FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_teams!",
                  ARRAY(SELECT coalesce(s.time_left_ms, -1) FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_banks!",
                  (SELECT count(*) FROM takebacks t WHERE t.game_id = g.id) AS "takebacks!"
           FROM games g WHERE g.id = $1"#,
        id.key()
    )
    .fetch_optional(executor)
    .await?
    .ok_or(ServiceError::NoSuchGame(id))?;
    Ok(row_from!(r))
}

/// Locks a game for this transaction and reads it, in one statement. If the lock had to wait
/// for another transaction, the row is the newest version but the moves may come from the
/// statement's older snapshot. `snap_version` (read in that snapshot) then differs from the
/// locked row's version, and a second read (a new snapshot, taken under the lock) gets
/// everything. Returns the state and whether its move clock ran out.
pub(super) async fn lock(
    tx: &mut Transaction<'_, Postgres>,
    id: GameId,
) -> Result<(GameState, bool)> {
    let r = sqlx::query!(
        r#"SELECT g.id, g.version, g.status, g.server_id, g.channel_id, g.thread_id, g.message_id, g.rules,
                  g.rated, g.plies, g.draw_offers, g.takeback_seat, g.takeback_to_ply,
                  g.turn_seconds, g.clock_increment, g.turn_deadline,
                  (g.turn_deadline IS NOT NULL AND g.turn_deadline < now()) AS "overdue!",
                  ARRAY(SELECT m.seat FROM moves m WHERE m.game_id = g.id ORDER BY m.ply) AS "move_seats!",
                  ARRAY(SELECT m.action FROM moves m WHERE m.game_id = g.id ORDER BY m.ply) AS "move_actions!",
                  ARRAY(SELECT s.player_id FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_players!",
                  ARRAY(SELECT p.display_name FROM seats s JOIN players p ON p.id = s.player_id
                        WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_names!",
                  ARRAY(SELECT coalesce(s.team, -1::smallint) FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_teams!",
                  ARRAY(SELECT coalesce(s.time_left_ms, -1) FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) AS "seat_banks!",
                  (SELECT count(*) FROM takebacks t WHERE t.game_id = g.id) AS "takebacks!",
                  (SELECT v.version FROM games v WHERE v.id = g.id) AS "snap_version!"
           FROM games g WHERE g.id = $1
           FOR UPDATE OF g"#,
        id.key()
    )
    .fetch_optional(&mut **tx)
    .await?
    .ok_or(ServiceError::NoSuchGame(id))?;
    let snapshot = r.snap_version;
    let mut row = row_from!(r);
    if snapshot != row.version || row.plies as usize != row.move_actions.len() {
        row = read_row(&mut **tx, id).await?;
    }
    row.into_state()
}

/// The locked game, which must be going on, and the caller's seat in it.
async fn lock_active(
    tx: &mut Transaction<'_, Postgres>,
    id: GameId,
    player: PlayerId,
) -> Result<(GameState, bool, Seat)> {
    let (state, overdue) = lock(tx, id).await?;
    let seat = state
        .seat_of_player(player)
        .ok_or(ServiceError::NotInGame(id))?;
    if state.status != GameStatus::Active {
        return Err(ServiceError::GameNotActive {
            id,
            status: state.status.name().to_string(),
        });
    }
    if !still_playing(&state, seat) {
        return Err(ServiceError::LeftGame(id));
    }
    Ok((state, overdue, seat))
}

/// Whether a seat is still in the game (not resigned or timed out of a free-for-all).
fn still_playing(state: &GameState, seat: Seat) -> bool {
    state
        .game
        .colour_of(seat)
        .is_some_and(|c| !state.game.is_out(c))
}

/// A game has not really begun while only one seat has acted (with Swap, Swap2 or D-Pente
/// the opener places several stones before anyone else acts): it can be called off then, and
/// a timeout cancels it instead of deciding it.
pub(super) fn never_began(state: &GameState) -> bool {
    let mut seats = state.game.history().iter().map(|p| p.seat);
    match seats.next() {
        None => true,
        Some(first) => seats.all(|s| s == first),
    }
}

/// The seats still playing (not resigned or timed out of a free-for-all).
fn playing_seats(game: &Game) -> Vec<Seat> {
    game.rules()
        .colours()
        .filter(|&c| !game.is_out(c))
        .map(|c| game.seat_of(c))
        .collect()
}

/// The live clock once `actor` has done `action` in `state.game` (already played), when the
/// turn was `before`'s. Only moves and decisions earn the increment: not a resignation, a
/// timeout or a draw.
fn live_clock_after(
    state: &GameState,
    before: Option<Seat>,
    actor: Seat,
    action: &Action,
    now: DateTime<Utc>,
) -> Option<super::clock::LiveStep> {
    let Some(Clock::Live { increment, .. }) = state.clock else {
        return None;
    };
    let banks: Vec<i64> = state
        .seats
        .iter()
        .map(|s| s.time_left_ms.unwrap_or(0))
        .collect();
    let earned =
        before == Some(actor) && !matches!(action, Action::Resign | Action::Timeout | Action::Draw);
    let after = if state.game.is_over() {
        None
    } else {
        state.game.actor()
    };
    Some(live_step(
        increment,
        &banks,
        state.turn_deadline,
        before,
        after,
        earned,
        now,
    ))
}

/// Plays `action` for `seat` in the engine and stores it in one statement, on the condition
/// that the game row is still at `state.version`. Returns `None` (and changes nothing) if it
/// is not: the caller's copy of the game was stale. `interaction` is recorded in the same
/// statement (a repeated id makes it fail with a unique violation).
async fn apply<'e, E: sqlx::PgExecutor<'e>>(
    executor: E,
    state: &mut GameState,
    seat: Seat,
    action: Action,
    interaction: Option<i64>,
) -> Result<Option<MoveOutcome>> {
    let player = state
        .player_at(seat)
        .map(|p| p.id)
        .ok_or_else(|| corrupt(state.id, "no player in the seat"))?;
    let before: Vec<Option<Colour>> = state
        .seats
        .iter()
        .map(|s| state.game.colour_of(s.seat))
        .collect();
    let mover_before = state.game.actor();
    // A live clock's flag has fallen: no more moves; the sweep (or a claim) ends the game.
    let flagged = matches!(state.clock, Some(Clock::Live { .. }))
        && mover_before == Some(seat)
        && state.turn_deadline.is_some_and(|d| d < chrono::Utc::now())
        && !matches!(action, Action::Resign | Action::Timeout | Action::Draw);
    if flagged {
        return Err(ServiceError::FlagFell(state.id));
    }
    let outcome = state.game.play(seat, action.clone())?;
    let text = token::format(&action, state.game.rules());
    let over = state.game.is_over();
    let status = if over { "finished" } else { "active" };
    let to_move = state.game.actor().map(|s| s.0 as i16);
    let winners: Option<Vec<i16>> = state.game.result().map(|r| {
        r.winners
            .iter()
            .map(|&c| state.game.seat_of(c).0 as i16)
            .collect()
    });
    let reason = state
        .game
        .result()
        .map(|r| r.reason.name(state.game.rules()));
    // An action by someone who had not offered a draw declines the offers.
    if !state.draw_offers.contains(&seat) {
        state.draw_offers.clear();
    }
    let offers: Vec<i16> = state.draw_offers.iter().map(|s| s.0 as i16).collect();
    let (seats, colours): (Vec<i16>, Vec<i16>) = state
        .seats
        .iter()
        .map(|s| {
            let c = state.game.colour_of(s.seat).map_or(-1, |c| c.0 as i16);
            (s.seat.0 as i16, c)
        })
        .unzip();
    // Players who left a free-for-all before a draw lost.
    let out: Vec<i16> = state
        .seats
        .iter()
        .filter(|s| !still_playing(state, s.seat))
        .map(|s| s.seat.0 as i16)
        .collect();
    let swapped = colours
        .iter()
        .zip(&before)
        .any(|(&c, b)| b.map_or(-1, |b| b.0 as i16) != c);
    // A live clock moves here, from the copy of the game this write is conditioned on.
    let live = live_clock_after(state, mover_before, seat, &action, chrono::Utc::now());
    let banks: Vec<Option<i64>> = state
        .seats
        .iter()
        .map(|s| {
            live.as_ref()
                .and_then(|l| l.banks.get(s.seat.0 as usize).copied().flatten())
        })
        .collect();
    let row = sqlx::query!(
        r#"WITH upd AS (
               UPDATE games SET plies = plies + 1, to_move_seat = $5, status = $6, winner_seats = $7,
                      end_reason = $8, draw_offers = $9, takeback_seat = NULL,
                      takeback_to_ply = NULL, takeback_agreed = '{}',
                      turn_deadline = CASE WHEN $6 <> 'active' THEN NULL
                                           WHEN $17::boolean THEN $18::timestamptz
                                           WHEN to_move_seat IS DISTINCT FROM $5 OR to_move_seat = $3
                                           THEN now() + turn_seconds * interval '1 second'
                                           ELSE turn_deadline END,
                      updated_at = now(),
                      finished_at = CASE WHEN $6 = 'active' THEN NULL ELSE now() END
               WHERE id = $1 AND version = $2
               RETURNING id, version, turn_deadline, plies - 1 AS ply),
           m AS (
               INSERT INTO moves (game_id, ply, seat, player_id, kind, action)
               SELECT upd.id, upd.ply, $3, $4, $10, $11 FROM upd),
           i AS (
               INSERT INTO interactions (id, operation, game_id)
               SELECT $12::bigint, 'move', upd.id FROM upd WHERE $12::bigint IS NOT NULL),
           s AS (
               UPDATE seats SET colour = CASE WHEN r.recolour THEN c.colour ELSE seats.colour END,
                      result = CASE WHEN $6 <> 'finished' OR NOT r.recolour THEN seats.result
                                    WHEN seats.seat = ANY($7) THEN 'win'
                                    WHEN cardinality($7::smallint[]) = 0
                                         AND NOT seats.seat = ANY($16::smallint[]) THEN 'draw'
                                    ELSE 'loss' END,
                      time_left_ms = coalesce(c.bank, seats.time_left_ms)
               FROM upd, unnest($13::smallint[], $14::smallint[], $19::bigint[]) AS c(seat, colour, bank),
                    LATERAL (SELECT c.colour >= 0 AND ($6 = 'finished' OR $15::boolean) AS recolour) AS r(recolour)
               WHERE seats.game_id = upd.id AND seats.seat = c.seat
                     AND (r.recolour OR c.bank IS NOT NULL))
           SELECT version, turn_deadline FROM upd"#,
        state.id.key(),
        state.version,
        seat.0 as i16,
        player.key(),
        to_move,
        status,
        winners.as_deref(),
        reason,
        &offers,
        kind_of(&action),
        text,
        interaction,
        &seats,
        &colours,
        swapped,
        &out,
        live.is_some(),
        live.as_ref().and_then(|l| l.deadline),
        &banks as &[Option<i64>],
    )
    .fetch_optional(executor)
    .await
    .map_err(duplicate_or)?;
    let Some(row) = row else {
        return Ok(None);
    };
    metrics::counter!(crate::observe::ACTIONS).increment(1);
    state.version = row.version;
    state.turn_deadline = row.turn_deadline;
    for (seat, bank) in state.seats.iter_mut().zip(banks) {
        if bank.is_some() {
            seat.time_left_ms = bank;
        }
    }
    state.takeback = None;
    if over {
        state.status = GameStatus::Finished;
    }
    state.last = Some(outcome.clone());
    Ok(Some(outcome))
}

/// [`apply`] under the game's row lock, where the version cannot have moved.
pub(super) async fn apply_locked(
    tx: &mut Transaction<'_, Postgres>,
    state: &mut GameState,
    seat: Seat,
    action: Action,
) -> Result<MoveOutcome> {
    let id = state.id;
    let outcome = apply(&mut **tx, state, seat, action, None)
        .await?
        .ok_or_else(|| corrupt(id, "the game changed under its row lock"))?;
    state.rating_changes = super::ratings::rate_finished_game(tx, state).await?;
    Ok(outcome)
}

/// A unique violation on `interactions` means the same interaction arrived twice.
fn duplicate_or(e: sqlx::Error) -> ServiceError {
    match &e {
        sqlx::Error::Database(d) if d.constraint() == Some("interactions_pkey") => {
            ServiceError::Duplicate
        }
        _ => ServiceError::Database(e),
    }
}

/// Writes each seat's current colour (after a swap or a takeback across one).
async fn store_colours(tx: &mut Transaction<'_, Postgres>, state: &GameState) -> Result<()> {
    let (seats, colours): (Vec<i16>, Vec<i16>) = state
        .seats
        .iter()
        .filter_map(|s| Some((s.seat.0 as i16, state.game.colour_of(s.seat)?.0 as i16)))
        .unzip();
    sqlx::query!(
        "UPDATE seats SET colour = c.colour
         FROM unnest($2::smallint[], $3::smallint[]) AS c(seat, colour)
         WHERE seats.game_id = $1 AND seats.seat = c.seat",
        state.id.key(),
        &seats,
        &colours
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Reads and rebuilds a game without locking it (one consistent read).
pub(super) async fn read_state<'e, E: sqlx::PgExecutor<'e>>(
    executor: E,
    id: GameId,
) -> Result<GameState> {
    Ok(read_row(executor, id).await?.into_state()?.0)
}

impl GameService {
    /// A game's full state, rebuilt from its moves (no lock; one consistent read).
    pub async fn load(&self, id: GameId) -> Result<GameState> {
        read_state(&self.pool, id).await
    }

    /// Plays a move or an opening decision written as text (`K10`, `choose=black`, ...), read
    /// with the game's own rules. `expected` is the position the player saw (buttons carry it):
    /// if the game moved on (or was taken back) since, the move is refused with
    /// `PositionChanged`.
    pub async fn play_text(
        &self,
        req: &Request,
        game: GameId,
        text: &str,
        expected: Option<Position>,
    ) -> Result<MoveReport> {
        self.act(req, game, expected, |state| {
            Ok(token::parse(text, state.game.rules())?)
        })
        .await
    }

    /// Plays an action (a stone or an opening decision, or a resignation).
    pub async fn play(
        &self,
        req: &Request,
        game: GameId,
        action: Action,
        expected: Option<Position>,
    ) -> Result<MoveReport> {
        self.act(req, game, expected, move |_| Ok(action.clone()))
            .await
    }

    /// Passes: places no stone this turn. Only where the rules allow it and the opening is over
    /// ([`Game::can_pass`]; Renju); otherwise the engine refuses it (`no-pass`). Stored as the
    /// token `pass`, like `play_text(.., "pass", ..)`.
    pub async fn pass(
        &self,
        req: &Request,
        game: GameId,
        expected: Option<Position>,
    ) -> Result<MoveReport> {
        self.play(req, game, Action::Pass, expected).await
    }

    /// Resigns (at any time, also when it is not the player's turn).
    pub async fn resign(&self, req: &Request, game: GameId) -> Result<MoveReport> {
        self.play(req, game, Action::Resign, None).await
    }

    /// Moves take the optimistic path: the game comes from the cache (or one read), the engine
    /// checks the action, and one statement stores it on the condition that the game's version
    /// did not move. If it did (another move, another bot process), the game is read again and
    /// the action checked again. An error found on a cached copy is only reported after the
    /// same check on a fresh read.
    async fn act(
        &self,
        req: &Request,
        id: GameId,
        expected: Option<Position>,
        action: impl Fn(&GameState) -> Result<Action>,
    ) -> Result<MoveReport> {
        const ATTEMPTS: usize = 8;
        let (mut state, mut fresh) = match self.cache.get(id) {
            Some(state) => (state, false),
            None => (self.load(id).await?, true),
        };
        for _ in 0..ATTEMPTS {
            match self.try_act(req, state, expected, &action).await {
                Ok(Some(report)) => {
                    self.cache.put(&report.state);
                    return Ok(report);
                }
                Ok(None) => {}
                Err(e) if fresh => {
                    self.cache.remove(id);
                    return Err(self.explain(req, e).await);
                }
                Err(_) => {}
            }
            state = self.load(id).await?;
            fresh = true;
        }
        // Eight writers got in first: the game is too busy to say what this move would do.
        let actual = state.ply();
        Err(ServiceError::PositionChanged {
            expected: expected.map_or(actual - 1, |p| p.ply),
            actual,
        })
    }

    /// One attempt of [`GameService::act`]; `Ok(None)` when the game moved meanwhile.
    async fn try_act(
        &self,
        req: &Request,
        mut state: GameState,
        expected: Option<Position>,
        action: &impl Fn(&GameState) -> Result<Action>,
    ) -> Result<Option<MoveReport>> {
        let seat = state
            .seat_of_player(req.player.id)
            .ok_or(ServiceError::NotInGame(state.id))?;
        if state.status != GameStatus::Active {
            return Err(ServiceError::GameNotActive {
                id: state.id,
                status: state.status.name().to_string(),
            });
        }
        if !still_playing(&state, seat) {
            return Err(ServiceError::LeftGame(state.id));
        }
        if let Some(expected) = expected {
            if expected != state.position() {
                return Err(ServiceError::PositionChanged {
                    expected: expected.ply,
                    actual: state.ply(),
                });
            }
        }
        let action = action(&state)?;
        if matches!(action, Action::Timeout | Action::Draw) {
            return Err(pente::MoveError::NotAMove { action }.into());
        }
        let outcome = if state.rated {
            // A rated game may end here: its ratings go in the same transaction.
            let mut tx = self.pool.begin().await?;
            let outcome = apply(&mut *tx, &mut state, seat, action.clone(), req.interaction).await;
            let outcome = match outcome {
                Ok(Some(o)) => match super::ratings::rate_finished_game(&mut tx, &state).await {
                    Ok(changes) => {
                        state.rating_changes = changes;
                        Some(o)
                    }
                    Err(e) => {
                        let _ = tx.rollback().await;
                        return Err(e);
                    }
                },
                Ok(None) => None,
                Err(e) => {
                    let _ = tx.rollback().await;
                    return Err(e);
                }
            };
            tx.commit().await?;
            outcome
        } else {
            apply(
                &self.pool,
                &mut state,
                seat,
                action.clone(),
                req.interaction,
            )
            .await?
        };
        Ok(outcome.map(|outcome| MoveReport {
            state,
            seat,
            action,
            outcome,
        }))
    }

    /// A refused request whose interaction id was already applied is a repeat: say so, rather
    /// than report what the repeat would have done to the new position.
    async fn explain(&self, req: &Request, e: ServiceError) -> ServiceError {
        let Some(id) = req.interaction else {
            return e;
        };
        if !e.is_user_error() || matches!(e, ServiceError::Duplicate) {
            return e;
        }
        let seen = sqlx::query_scalar!(
            r#"SELECT EXISTS (SELECT 1 FROM interactions WHERE id = $1) AS "seen!""#,
            id
        )
        .fetch_one(&self.pool)
        .await;
        match seen {
            Ok(true) => ServiceError::Duplicate,
            _ => e,
        }
    }

    /// Offers a draw, or agrees to one already offered. When every player still in the game
    /// agrees, the game ends drawn.
    pub async fn offer_draw(&self, req: &Request, id: GameId) -> Result<DrawReport> {
        self.draw(req, id, false).await
    }

    /// Agrees to a draw someone offered.
    pub async fn accept_draw(&self, req: &Request, id: GameId) -> Result<DrawReport> {
        self.draw(req, id, true).await
    }

    async fn draw(&self, req: &Request, id: GameId, must_exist: bool) -> Result<DrawReport> {
        in_transaction!(self, req, "draw", |tx| {
            let (mut state, _, seat) = lock_active(tx, id, req.player.id).await?;
            if state.against_computer() {
                return Err(ServiceError::ComputerNoDraw);
            }
            // The one who offered hears that first (not "nobody has offered").
            if state.draw_offers.contains(&seat) {
                return Err(ServiceError::DrawAlreadyOffered);
            }
            if must_exist && state.draw_offers.is_empty() {
                return Err(ServiceError::NoDrawOffer(id));
            }
            state.draw_offers.push(seat);
            let agreed = playing_seats(&state.game)
                .iter()
                .all(|s| state.draw_offers.contains(s));
            if agreed {
                apply_locked(tx, &mut state, seat, Action::Draw).await?;
            } else {
                let offers: Vec<i16> = state.draw_offers.iter().map(|s| s.0 as i16).collect();
                sqlx::query!(
                    "UPDATE games SET draw_offers = $2, updated_at = now() WHERE id = $1",
                    id.key(),
                    &offers
                )
                .execute(&mut **tx)
                .await?;
            }
            Ok(DrawReport { state, agreed })
        })
    }

    /// Declines (or withdraws) the draw offers in a game.
    pub async fn decline_draw(&self, req: &Request, id: GameId) -> Result<GameState> {
        in_transaction!(self, req, "decline-draw", |tx| {
            let (mut state, _, _) = lock_active(tx, id, req.player.id).await?;
            if state.draw_offers.is_empty() {
                return Err(ServiceError::NoDrawOffer(id));
            }
            sqlx::query!(
                "UPDATE games SET draw_offers = '{}' WHERE id = $1",
                id.key()
            )
            .execute(&mut **tx)
            .await?;
            state.draw_offers.clear();
            Ok(state)
        })
    }

    /// Asks to take back the caller's latest stone or decision (and whatever followed it).
    /// Every other player still in the game must agree.
    pub async fn request_takeback(&self, req: &Request, id: GameId) -> Result<TakebackReport> {
        in_transaction!(self, req, "takeback", |tx| {
            let (mut state, _, seat) = lock_active(tx, id, req.player.id).await?;
            if state.takeback.is_some() {
                return Err(ServiceError::TakebackPending(id));
            }
            let keep = state
                .game
                .history()
                .iter()
                .rposition(|p| {
                    p.seat == seat
                        && !matches!(p.action, Action::Resign | Action::Timeout | Action::Draw)
                })
                .ok_or(ServiceError::NothingToTakeBack)?;
            let drops_out = state.game.history()[keep..]
                .iter()
                .any(|p| p.seat != seat && matches!(p.action, Action::Resign | Action::Timeout));
            if drops_out {
                return Err(ServiceError::TakebackPastDropOut);
            }
            sqlx::query!(
                "UPDATE games SET takeback_seat = $2, takeback_to_ply = $3, takeback_agreed = ARRAY[$2::smallint],
                        updated_at = now()
                 WHERE id = $1",
                id.key(),
                seat.0 as i16,
                keep as i32
            )
            .execute(&mut **tx)
            .await?;
            if state.rated && state.against_computer() {
                return Err(ServiceError::ComputerRatedTakeback);
            }
            state.takeback = Some((seat, keep as i32));
            // The computer always lets its opponent take a move back (in unrated games).
            let agreed: Vec<Seat> = state
                .seats
                .iter()
                .filter(|s| s.seat == seat || s.player.id.is_computer())
                .map(|s| s.seat)
                .collect();
            let report = self.agree_takeback(tx, state, agreed, &req.player).await?;
            Ok(report)
        })
    }

    /// Agrees to the takeback someone asked for.
    pub async fn accept_takeback(&self, req: &Request, id: GameId) -> Result<TakebackReport> {
        in_transaction!(self, req, "accept-takeback", |tx| {
            let (state, _, seat) = lock_active(tx, id, req.player.id).await?;
            let Some((asker, _)) = state.takeback else {
                return Err(ServiceError::NoTakeback(id));
            };
            if asker == seat {
                return Err(ServiceError::OwnTakeback);
            }
            let mut agreed: Vec<Seat> = sqlx::query_scalar!(
                r#"SELECT takeback_agreed AS "agreed!" FROM games WHERE id = $1"#,
                id.key()
            )
            .fetch_one(&mut **tx)
            .await?
            .into_iter()
            .map(|s| Seat(s as u8))
            .collect();
            if !agreed.contains(&seat) {
                agreed.push(seat);
            }
            let asker_player = state
                .player_at(asker)
                .cloned()
                .ok_or_else(|| corrupt(id, "no player in the seat"))?;
            let report = self
                .agree_takeback(tx, state, agreed, &asker_player)
                .await?;
            Ok(report)
        })
    }

    /// Records the agreement so far; when everyone still playing agrees, takes the moves back
    /// (keeping them in `takebacks`).
    async fn agree_takeback(
        &self,
        tx: &mut Transaction<'_, Postgres>,
        mut state: GameState,
        agreed: Vec<Seat>,
        asker: &PlayerRef,
    ) -> Result<TakebackReport> {
        let id = state.id;
        let Some((_, keep)) = state.takeback else {
            return Err(ServiceError::NoTakeback(id));
        };
        let everyone = playing_seats(&state.game)
            .iter()
            .all(|s| agreed.contains(s));
        if !everyone {
            let list: Vec<i16> = agreed.iter().map(|s| s.0 as i16).collect();
            sqlx::query!(
                "UPDATE games SET takeback_agreed = $2 WHERE id = $1",
                id.key(),
                &list
            )
            .execute(&mut **tx)
            .await?;
            return Ok(TakebackReport { state, removed: 0 });
        }
        let keep_usize = keep as usize;
        let removed = state.ply() as usize - keep_usize;
        let (game, last) = truncated(&state.game, keep_usize).map_err(|e| corrupt(id, e))?;
        sqlx::query!(
            "WITH gone AS (DELETE FROM moves WHERE game_id = $1 AND ply >= $2 RETURNING ply, seat, action)
             INSERT INTO takebacks (game_id, from_ply, seats, actions, asked_by)
             SELECT $1, $2, array_agg(seat ORDER BY ply), array_agg(action ORDER BY ply), $3 FROM gone",
            id.key(),
            keep,
            asker.id.key()
        )
        .execute(&mut **tx)
        .await?;
        // A live clock goes back to whoever moves now: the time spent meanwhile stays spent.
        let live = match state.clock {
            Some(Clock::Live { increment, .. }) => {
                let banks: Vec<i64> = state
                    .seats
                    .iter()
                    .map(|s| s.time_left_ms.unwrap_or(0))
                    .collect();
                Some(live_step(
                    increment,
                    &banks,
                    state.turn_deadline,
                    state.game.actor(),
                    game.actor(),
                    false,
                    Utc::now(),
                ))
            }
            _ => None,
        };
        let deadline = sqlx::query_scalar!(
            "UPDATE games SET plies = $2, to_move_seat = $3, draw_offers = '{}', takeback_seat = NULL,
                    takeback_to_ply = NULL, takeback_agreed = '{}',
                    turn_deadline = CASE WHEN $4 THEN $5
                                         ELSE now() + turn_seconds * interval '1 second' END,
                    updated_at = now()
             WHERE id = $1
             RETURNING turn_deadline",
            id.key(),
            keep,
            game.actor().map(|s| s.0 as i16),
            live.is_some(),
            live.as_ref().and_then(|l| l.deadline)
        )
        .fetch_one(&mut **tx)
        .await?;
        state.turn_deadline = deadline;
        if let Some(live) = live {
            for seat in state.seats.iter_mut() {
                let Some(bank) = live.banks.get(seat.seat.0 as usize).copied().flatten() else {
                    continue;
                };
                sqlx::query!(
                    "UPDATE seats SET time_left_ms = $3 WHERE game_id = $1 AND seat = $2",
                    id.key(),
                    seat.seat.0 as i16,
                    bank
                )
                .execute(&mut **tx)
                .await?;
                seat.time_left_ms = Some(bank);
            }
        }
        state.game = game;
        state.last = last;
        state.takeback = None;
        state.takebacks += 1;
        state.draw_offers.clear();
        store_colours(tx, &state).await?;
        Ok(TakebackReport { state, removed })
    }

    /// Refuses (or withdraws) a takeback request.
    pub async fn decline_takeback(&self, req: &Request, id: GameId) -> Result<GameState> {
        in_transaction!(self, req, "decline-takeback", |tx| {
            let (mut state, _, _) = lock_active(tx, id, req.player.id).await?;
            if state.takeback.is_none() {
                return Err(ServiceError::NoTakeback(id));
            }
            sqlx::query!(
                "UPDATE games SET takeback_seat = NULL, takeback_to_ply = NULL, takeback_agreed = '{}'
                 WHERE id = $1",
                id.key()
            )
            .execute(&mut **tx)
            .await?;
            state.takeback = None;
            Ok(state)
        })
    }

    /// Claims the game because the player to move let their clock run out. A game in which
    /// only one player has acted is cancelled instead (nobody loses a game that never began).
    pub async fn claim_timeout(&self, req: &Request, id: GameId) -> Result<MoveReport> {
        in_transaction!(self, req, "timeout", |tx| {
            let (mut state, overdue, seat) = lock_active(tx, id, req.player.id).await?;
            if state.clock.is_none() {
                return Err(ServiceError::NoClock(id));
            }
            let late = state.game.actor().ok_or(ServiceError::GameNotActive {
                id,
                status: "finished".into(),
            })?;
            if late == seat {
                return Err(ServiceError::OwnTimeout);
            }
            if !overdue {
                return Err(ServiceError::NotTimedOut(state.turn_deadline));
            }
            if never_began(&state) {
                cancel(tx, &mut state).await?;
                return Ok(MoveReport {
                    state,
                    seat: late,
                    action: Action::Timeout,
                    outcome: MoveOutcome::default(),
                });
            }
            let outcome = apply_locked(tx, &mut state, late, Action::Timeout).await?;
            Ok(MoveReport {
                state,
                seat: late,
                action: Action::Timeout,
                outcome,
            })
        })
    }

    /// Cancels a game that has not really begun (only one player has acted).
    pub async fn cancel_game(&self, req: &Request, id: GameId) -> Result<GameState> {
        in_transaction!(self, req, "cancel-game", |tx| {
            let (mut state, _, _) = lock_active(tx, id, req.player.id).await?;
            if !never_began(&state) {
                return Err(ServiceError::TooLateToCancel(id));
            }
            cancel(tx, &mut state).await?;
            Ok(state)
        })
    }

    /// Records where the game's latest board message (and thread) is.
    pub async fn set_message(
        &self,
        id: GameId,
        message: Option<i64>,
        thread: Option<i64>,
    ) -> Result<()> {
        let done = sqlx::query!(
            "UPDATE games SET message_id = coalesce($2, message_id), thread_id = coalesce($3, thread_id)
             WHERE id = $1",
            id.key(),
            message,
            thread
        )
        .execute(&self.pool)
        .await?
        .rows_affected();
        if done == 0 {
            return Err(ServiceError::NoSuchGame(id));
        }
        Ok(())
    }

    /// A player's games that are going on, most recently active first.
    pub async fn active_games(&self, player: PlayerId) -> Result<Vec<GameSummary>> {
        let rows = sqlx::query!(
            r#"SELECT g.id, g.variant, g.channel_id, g.thread_id, g.plies, s.seat,
                      (g.to_move_seat = s.seat) AS "my_turn!", g.updated_at,
                      ARRAY(SELECT o.player_id FROM seats o WHERE o.game_id = g.id AND o.seat <> s.seat
                            ORDER BY o.seat) AS "opponent_ids!",
                      ARRAY(SELECT p.display_name FROM seats o JOIN players p ON p.id = o.player_id
                            WHERE o.game_id = g.id AND o.seat <> s.seat ORDER BY o.seat) AS "opponent_names!"
               FROM seats s JOIN games g ON g.id = s.game_id
               WHERE s.player_id = $1 AND g.status = 'active'
               ORDER BY g.updated_at DESC"#,
            player.key()
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| GameSummary {
                id: GameId::from_key(r.id),
                variant: r.variant,
                channel: r.channel_id,
                thread: r.thread_id,
                ply: r.plies,
                my_seat: Seat(r.seat as u8),
                my_turn: r.my_turn,
                opponents: r
                    .opponent_ids
                    .into_iter()
                    .zip(r.opponent_names)
                    .map(|(id, name)| PlayerRef::new(PlayerId::from_key(id), name))
                    .collect(),
                updated_at: r.updated_at,
            })
            .collect())
    }
}

pub(super) async fn cancel(
    tx: &mut Transaction<'_, Postgres>,
    state: &mut GameState,
) -> Result<()> {
    sqlx::query!(
        "UPDATE games SET status = 'cancelled', to_move_seat = NULL, turn_deadline = NULL,
                end_reason = 'cancelled', updated_at = now(), finished_at = now()
         WHERE id = $1",
        state.id.key()
    )
    .execute(&mut **tx)
    .await?;
    state.status = GameStatus::Cancelled;
    state.turn_deadline = None;
    Ok(())
}
