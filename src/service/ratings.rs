//! Ratings: written in the transaction that ends a rated game (so exactly once: a game ends
//! once, under its version check or row lock), per rating family, both in the game's server
//! and globally (scope 0). The maths is in [`crate::rating`].

use sqlx::{Postgres, Transaction};

use super::types::{GameState, GameStatus, RatingChange, RatingRow};
use super::{GameService, PlayerId, Result};
use crate::rating::{self, Method, Rating, Side};
use pente::{Action, Seat};

/// Each seat's side and place. Two players or two teams: the winners first, a draw ties.
/// A free-for-all: the winner first, those still in next, then those who dropped out, the
/// last to drop out best.
fn places(state: &GameState) -> Vec<(Vec<Seat>, usize)> {
    let game = &state.game;
    let result = game.result();
    let won =
        |seat: Seat| result.is_some_and(|r| r.winners.iter().any(|&c| game.seat_of(c) == seat));
    let drawn = result.is_some_and(|r| r.is_draw());
    let place_of = |seat: Seat| if drawn || won(seat) { 1 } else { 2 };
    if game.rules().teams {
        return (0..2u8)
            .map(|team| {
                let seats: Vec<Seat> = state
                    .seats
                    .iter()
                    .filter(|s| s.team == Some(team))
                    .map(|s| s.seat)
                    .collect();
                let place = seats.first().map_or(2, |&s| place_of(s));
                (seats, place)
            })
            .collect();
    }
    // Seats in the order they dropped out of a free-for-all (resigned or timed out).
    let dropped: Vec<Seat> = game
        .history()
        .iter()
        .filter(|p| matches!(p.action, Action::Resign | Action::Timeout))
        .map(|p| p.seat)
        .collect();
    let n = state.seats.len();
    state
        .seats
        .iter()
        .map(|s| {
            let place = match dropped.iter().position(|&d| d == s.seat) {
                Some(i) if !won(s.seat) && n > 2 => n - i,
                _ => place_of(s.seat),
            };
            (vec![s.seat], place)
        })
        .collect()
}

/// Rates a game that has just ended, inside the transaction that ended it. Unrated or
/// unfinished games are left alone.
pub(crate) async fn rate_finished_game(
    tx: &mut Transaction<'_, Postgres>,
    state: &GameState,
) -> Result<Vec<RatingChange>> {
    if !state.rated || state.status != GameStatus::Finished {
        return Ok(Vec::new());
    }
    let rules = state.game.rules();
    // Games against the computer are rated apart from games between people.
    let family = match state.against_computer() {
        true => format!("{}-vs-computer", rating::family(rules)),
        false => rating::family(rules),
    };
    let method = Method::for_players(rules.players);
    let sides = places(state);
    // Rows are keyed by the players' stored keys.
    let player_of = |seat: Seat| state.player_at(seat).map_or(0, |p| p.id.key());
    let mut changes = Vec::new();
    let scopes: Vec<i64> = std::iter::once(0).chain(state.place.server).collect();
    // Every row exists and is locked before any is read, in one order for all games, so two
    // games ending at once (with a shared player) neither lose an update nor deadlock.
    let mut keys: Vec<(i64, i64)> = scopes
        .iter()
        .flat_map(|&scope| state.seats.iter().map(move |s| (s.player.id.key(), scope)))
        .collect();
    keys.sort_unstable();
    let fresh = Rating::new(method);
    let mut before = std::collections::HashMap::new();
    for (player, scope) in keys {
        sqlx::query!(
            "INSERT INTO ratings (player_id, variant, scope, rating, deviation, volatility)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
            player,
            family,
            scope,
            fresh.rating,
            fresh.deviation,
            fresh.volatility
        )
        .execute(&mut **tx)
        .await?;
        before.insert((player, scope), locked(tx, player, &family, scope).await?);
    }
    let drawn = state.game.result().is_some_and(|r| r.is_draw());
    for scope in scopes {
        let mut rated_sides = Vec::new();
        for (seats, place) in &sides {
            let mut players = Vec::new();
            for &seat in seats {
                players.push(before[&(player_of(seat), scope)]);
            }
            rated_sides.push(Side::new(players, *place));
        }
        let after = rating::rate(&rated_sides);
        let best = sides.iter().map(|(_, p)| *p).min().unwrap_or(1);
        let all_tied = sides.iter().all(|(_, p)| *p == best);
        for (((seats, place), side), new) in sides.iter().zip(&rated_sides).zip(&after) {
            for ((&seat, old), new) in seats.iter().zip(&side.players).zip(new) {
                // A drawn free-for-all: those still in drew; those who left lost.
                let (win, loss, draw) = match (all_tied || drawn, *place == best) {
                    (true, true) => (0, 0, 1),
                    (false, true) => (1, 0, 0),
                    (_, false) => (0, 1, 0),
                };
                let player = player_of(seat);
                sqlx::query!(
                    "UPDATE ratings SET rating = $4, deviation = $5, volatility = $6,
                            games = games + 1, wins = wins + $7, losses = losses + $8,
                            draws = draws + $9, updated_at = now()
                     WHERE player_id = $1 AND variant = $2 AND scope = $3",
                    player,
                    family,
                    scope,
                    new.rating,
                    new.deviation,
                    new.volatility,
                    win,
                    loss,
                    draw
                )
                .execute(&mut **tx)
                .await?;
                sqlx::query!(
                    "INSERT INTO rating_history (player_id, variant, scope, game_id, rating, deviation)
                     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                    player,
                    family,
                    scope,
                    state.id.key(),
                    new.rating,
                    new.deviation
                )
                .execute(&mut **tx)
                .await?;
                changes.push(RatingChange {
                    player: PlayerId::from_key(player),
                    family: family.clone(),
                    scope,
                    before: old.rating,
                    after: new.rating,
                    provisional: new.is_provisional(method),
                });
            }
        }
    }
    Ok(changes)
}

/// A player's rating in a family and scope (the row exists), locked for the update.
async fn locked(
    tx: &mut Transaction<'_, Postgres>,
    player: i64,
    family: &str,
    scope: i64,
) -> Result<Rating> {
    let r = sqlx::query!(
        "SELECT rating, deviation, volatility FROM ratings
         WHERE player_id = $1 AND variant = $2 AND scope = $3 FOR UPDATE",
        player,
        family,
        scope
    )
    .fetch_one(&mut **tx)
    .await?;
    Ok(Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    })
}

/// A stored rating with its player's name.
struct RatingRecord {
    player_id: i64,
    name: String,
    variant: String,
    rating: f64,
    deviation: f64,
    games: i32,
    wins: i32,
    losses: i32,
    draws: i32,
}

impl From<RatingRecord> for RatingRow {
    fn from(r: RatingRecord) -> RatingRow {
        let method = Method::for_players(if multi_family(&r.variant) { 3 } else { 2 });
        let rating = Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: 0.0,
        };
        RatingRow {
            player: PlayerId::from_key(r.player_id),
            name: r.name,
            family: r.variant,
            rating: r.rating,
            deviation: r.deviation,
            provisional: rating.is_provisional(method),
            games: r.games,
            wins: r.wins,
            losses: r.losses,
            draws: r.draws,
        }
    }
}

impl GameService {
    /// The best players of a family in a scope (0: global), `per_page` from `page` (0-based).
    pub async fn leaderboard(
        &self,
        family: &str,
        scope: i64,
        page: i64,
        per_page: i64,
    ) -> Result<Vec<RatingRow>> {
        let rows = sqlx::query_as!(
            RatingRecord,
            r#"SELECT r.player_id, p.display_name AS name, r.variant, r.rating, r.deviation, r.games, r.wins,
                      r.losses, r.draws
               FROM ratings r JOIN players p ON p.id = r.player_id
               WHERE r.variant = $1 AND r.scope = $2
               ORDER BY r.rating DESC, r.games DESC, r.player_id
               LIMIT $3 OFFSET $4"#,
            family,
            scope,
            per_page,
            page * per_page
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows.into_iter().map(RatingRow::from).collect())
    }

    /// A player's ratings in every family they have played, in a scope (0: global).
    pub async fn player_ratings(&self, player: PlayerId, scope: i64) -> Result<Vec<RatingRow>> {
        let rows = sqlx::query_as!(
            RatingRecord,
            r#"SELECT r.player_id, p.display_name AS name, r.variant, r.rating, r.deviation, r.games, r.wins,
                      r.losses, r.draws
               FROM ratings r JOIN players p ON p.id = r.player_id
               WHERE r.player_id = $1 AND r.scope = $2
               ORDER BY r.games DESC, r.variant"#,
            player.key(),
            scope
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows.into_iter().map(RatingRow::from).collect())
    }
}

/// Whether a family holds games of more than two players (`pente-3p`, `pente-teams`).
pub fn multi_family(family: &str) -> bool {
    family.ends_with("-teams") || family.ends_with("-3p") || family.ends_with("-4p")
}

/// A rating after one game, for the charts.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingPoint {
    pub family: String,
    pub rating: f64,
    pub deviation: f64,
    pub at: chrono::DateTime<chrono::Utc>,
}

impl GameService {
    /// A player's ratings after each rated game in a scope (0: global), oldest first, the
    /// latest `limit` of each family.
    pub async fn rating_history(
        &self,
        player: PlayerId,
        scope: i64,
        limit: i64,
    ) -> Result<Vec<RatingPoint>> {
        let rows = sqlx::query!(
            r#"SELECT variant, rating, deviation, rated_at FROM (
                   SELECT variant, rating, deviation, rated_at,
                          row_number() OVER (PARTITION BY variant ORDER BY rated_at DESC, game_id DESC) AS n
                   FROM rating_history WHERE player_id = $1 AND scope = $2) h
               WHERE n <= $3 ORDER BY variant, rated_at"#,
            player.key(),
            scope,
            limit
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| RatingPoint {
                family: r.variant,
                rating: r.rating,
                deviation: r.deviation,
                at: r.rated_at,
            })
            .collect())
    }
}
