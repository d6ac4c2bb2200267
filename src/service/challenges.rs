//! Challenges and lobbies: made, accepted, joined, declined, cancelled, expired, started.

use sqlx::{Postgres, Transaction};

use super::games::read_state;
use super::player::keys;
use super::types::{
    Accepted, Challenge, ChallengeKind, GameState, Member, NewChallenge, Place, PlayerRef, Request,
    Response, SeatOrder,
};
use super::{
    upsert_player, upsert_server, ChallengeId, Clock, GameId, GameService, PlayerId, Result,
    ServiceError,
};
use pente::{Colour, RuleSet};

fn response(name: &str) -> Response {
    match name {
        "accepted" => Response::Accepted,
        "declined" => Response::Declined,
        _ => Response::Invited,
    }
}

async fn read_challenge(tx: &mut Transaction<'_, Postgres>, id: ChallengeId) -> Result<Challenge> {
    let r = sqlx::query!(
        r#"SELECT c.id, c.kind, c.server_id, c.channel_id, c.message_id, c.host_id,
                  h.display_name AS host_name, c.rules, c.rated, c.seat_order, c.turn_seconds, c.clock_increment,
                  c.status, c.game_id, c.expires_at,
                  ARRAY(SELECT m.player_id FROM challenge_members m
                        WHERE m.challenge_id = c.id AND m.player_id <> c.host_id ORDER BY m.position) AS "member_ids!",
                  ARRAY(SELECT p.display_name FROM challenge_members m JOIN players p ON p.id = m.player_id
                        WHERE m.challenge_id = c.id AND m.player_id <> c.host_id ORDER BY m.position) AS "member_names!",
                  ARRAY(SELECT m.response FROM challenge_members m
                        WHERE m.challenge_id = c.id AND m.player_id <> c.host_id ORDER BY m.position) AS "member_responses!"
           FROM challenges c JOIN players h ON h.id = c.host_id
           WHERE c.id = $1"#,
        id.key()
    )
    .fetch_optional(&mut **tx)
    .await?
    .ok_or(ServiceError::NoSuchChallenge(id))?;
    let corrupt = |detail: String| ServiceError::CorruptChallenge { id, detail };
    Ok(Challenge {
        id: ChallengeId::from_key(r.id),
        kind: if r.kind == "lobby" {
            ChallengeKind::Lobby
        } else {
            ChallengeKind::Challenge
        },
        place: Place {
            server: r.server_id,
            channel: r.channel_id,
        },
        message_id: r.message_id,
        host: PlayerRef::new(PlayerId::from_key(r.host_id), r.host_name),
        members: r
            .member_ids
            .into_iter()
            .zip(r.member_names)
            .zip(r.member_responses)
            .map(|((id, name), resp)| Member {
                player: PlayerRef::new(PlayerId::from_key(id), name),
                response: response(&resp),
            })
            .collect(),
        rules: RuleSet::from_spec(&r.rules).map_err(|e| corrupt(e.to_string()))?,
        rated: r.rated,
        seat_order: SeatOrder::from_name(&r.seat_order)
            .ok_or_else(|| corrupt(format!("seat order {}", r.seat_order)))?,
        clock: Clock::from_columns(r.turn_seconds, r.clock_increment),
        status: r.status,
        game_id: r.game_id.map(GameId::from_key),
        expires_at: r.expires_at,
    })
}

/// Locks an open challenge. One whose time ran out is refused as expired (the expiry task
/// marks it so).
async fn lock_open(tx: &mut Transaction<'_, Postgres>, id: ChallengeId) -> Result<Challenge> {
    let row = sqlx::query!(
        r#"SELECT status, (expires_at < now()) AS "expired!" FROM challenges WHERE id = $1 FOR UPDATE"#,
        id.key()
    )
    .fetch_optional(&mut **tx)
    .await?
    .ok_or(ServiceError::NoSuchChallenge(id))?;
    if row.status == "open" && row.expired {
        return Err(ServiceError::ChallengeClosed {
            id,
            status: "expired".into(),
        });
    }
    if row.status != "open" {
        return Err(ServiceError::ChallengeClosed {
            id,
            status: row.status,
        });
    }
    read_challenge(tx, id).await
}

async fn set_response(
    tx: &mut Transaction<'_, Postgres>,
    id: ChallengeId,
    player: PlayerId,
    response: &str,
) -> Result<()> {
    sqlx::query!(
        "UPDATE challenge_members SET response = $3 WHERE challenge_id = $1 AND player_id = $2",
        id.key(),
        player.key(),
        response
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn set_status(
    tx: &mut Transaction<'_, Postgres>,
    id: ChallengeId,
    status: &str,
) -> Result<()> {
    sqlx::query!(
        "UPDATE challenges SET status = $2 WHERE id = $1",
        id.key(),
        status
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The variant a game counts under: a free-for-all lobby started with fewer players is a
/// game for that many (two players: plain Pente).
fn variant_of(rules: &RuleSet) -> &'static str {
    use pente::Preset;
    match (rules.preset, rules.players) {
        (Preset::Pente3p | Preset::Pente4p, 2) => Preset::Pente.name(),
        (Preset::Pente4p, 3) => Preset::Pente3p.name(),
        (preset, _) => preset.name(),
    }
}

/// Seats the accepted players and creates the game.
async fn start_game(tx: &mut Transaction<'_, Postgres>, ch: &Challenge) -> Result<GameState> {
    let mut others: Vec<PlayerId> = ch
        .members
        .iter()
        .filter(|m| m.response == Response::Accepted)
        .map(|m| m.player.id)
        .collect();
    let mut order = match ch.seat_order {
        SeatOrder::HostFirst => std::iter::once(ch.host.id).chain(others).collect(),
        SeatOrder::HostSecond => {
            others.push(ch.host.id);
            others
        }
        SeatOrder::Random => {
            others.push(ch.host.id);
            others
        }
    };
    if ch.seat_order == SeatOrder::Random {
        let shuffled = sqlx::query_scalar!(
            r#"SELECT ARRAY(SELECT p FROM unnest($1::bigint[]) AS p ORDER BY random()) AS "order!""#,
            &keys(&order)
        )
        .fetch_one(&mut **tx)
        .await?;
        order = shuffled.into_iter().map(PlayerId::from_key).collect();
    }
    let mut rules = ch.rules.clone();
    if order.len() != rules.players as usize {
        // A lobby started before it was full: the game is for the players who came.
        rules.set("players", &order.len().to_string())?;
        rules.validate()?;
    }
    let seats: Vec<i16> = (0..order.len() as i16).collect();
    let teams: Vec<Option<i16>> = seats
        .iter()
        .map(|&s| rules.teams.then(|| rules.side(Colour(s as u8)) as i16))
        .collect();
    let (turn_seconds, increment) = Clock::columns(ch.clock);
    let game_id = sqlx::query_scalar!(
        "INSERT INTO games (challenge_id, server_id, channel_id, rules, variant, rated, to_move_seat,
                            turn_seconds, clock_increment, turn_deadline)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $7::integer, $8::integer,
                 now() + $7::integer * interval '1 second')
         RETURNING id",
        ch.id.key(),
        ch.place.server,
        ch.place.channel,
        rules.spec(),
        variant_of(&rules),
        ch.rated,
        turn_seconds,
        increment
    )
    .fetch_one(&mut **tx)
    .await?;
    // Every live bank starts full.
    let bank = match ch.clock {
        Some(Clock::Live { base, .. }) => Some(base as i64 * 1000),
        _ => None,
    };
    sqlx::query!(
        "INSERT INTO seats (game_id, seat, player_id, colour, team, time_left_ms)
         SELECT $1, s.seat, s.player, s.seat, s.team, $5
         FROM unnest($2::smallint[], $3::bigint[], $4::smallint[]) AS s(seat, player, team)",
        game_id,
        &seats,
        &keys(&order),
        &teams as &[Option<i16>],
        bank
    )
    .execute(&mut **tx)
    .await?;
    sqlx::query!(
        "UPDATE challenges SET status = 'started', game_id = $2 WHERE id = $1",
        ch.id.key(),
        game_id
    )
    .execute(&mut **tx)
    .await?;
    read_state(&mut **tx, GameId::from_key(game_id)).await
}

impl GameService {
    /// Challenges the invited players, or opens a lobby anyone may join when nobody is invited.
    /// The challenge lasts `expires_in`.
    pub async fn challenge(&self, req: &Request, new: NewChallenge) -> Result<Challenge> {
        new.rules.validate()?;
        if new.rated && !crate::rating::fair_to_rate(&new.rules) {
            return Err(ServiceError::UnfairRating);
        }
        if new.rated && !crate::rating::standard_rules(&new.rules) {
            return Err(ServiceError::CustomRulesRated);
        }
        if new.clock.is_some_and(|c| !c.is_valid()) {
            return Err(ServiceError::BadClock);
        }
        let host = &req.player;
        let mut seen = vec![host.id];
        for p in &new.invited {
            if p.id == host.id {
                return Err(ServiceError::SelfChallenge);
            }
            if seen.contains(&p.id) {
                return Err(ServiceError::DuplicatePlayer(p.name.clone()));
            }
            seen.push(p.id);
        }
        let players = new.rules.players;
        if !new.invited.is_empty() && new.invited.len() + 1 != players as usize {
            return Err(ServiceError::WrongPlayerCount {
                needed: players,
                got: new.invited.len() + 1,
            });
        }
        let kind = if new.invited.is_empty() {
            "lobby"
        } else {
            "challenge"
        };
        in_transaction!(self, req, "challenge", |tx| {
            upsert_player(tx, host).await?;
            for p in &new.invited {
                upsert_player(tx, p).await?;
            }
            upsert_server(tx, new.place.server).await?;
            let id = sqlx::query_scalar!(
                "INSERT INTO challenges (kind, server_id, channel_id, host_id, rules, rated, seat_order,
                                         turn_seconds, clock_increment, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + $10 * interval '1 millisecond')
                 RETURNING id",
                kind,
                new.place.server,
                new.place.channel,
                host.id.key(),
                new.rules.spec(),
                new.rated,
                new.seat_order.name(),
                Clock::columns(new.clock).0,
                Clock::columns(new.clock).1,
                new.expires_in.num_milliseconds() as f64
            )
            .fetch_one(&mut **tx)
            .await?;
            let ids = keys(&seen);
            let positions: Vec<i16> = (0..ids.len() as i16).collect();
            let responses: Vec<String> = positions
                .iter()
                .map(|&p| if p == 0 { "accepted" } else { "invited" }.to_string())
                .collect();
            sqlx::query!(
                "INSERT INTO challenge_members (challenge_id, player_id, position, response)
                 SELECT $1, m.player, m.position, m.response
                 FROM unnest($2::bigint[], $3::smallint[], $4::text[]) AS m(player, position, response)",
                id,
                &ids,
                &positions,
                &responses
            )
            .execute(&mut **tx)
            .await?;
            let challenge = read_challenge(tx, ChallengeId::from_key(id)).await?;
            Ok(challenge)
        })
    }

    /// A challenge or lobby as stored.
    pub async fn load_challenge(&self, id: ChallengeId) -> Result<Challenge> {
        let mut tx = self.pool.begin().await?;
        let c = read_challenge(&mut tx, id).await?;
        tx.commit().await?;
        Ok(c)
    }

    /// Accepts a challenge (or joins a lobby). The game starts when everyone is in.
    pub async fn accept(&self, req: &Request, id: ChallengeId) -> Result<Accepted> {
        in_transaction!(self, req, "accept", |tx| {
            let mut ch = lock_open(tx, id).await?;
            let me = req.player.id;
            if me == ch.host.id {
                return Err(match ch.kind {
                    ChallengeKind::Lobby => ServiceError::AlreadyJoined,
                    ChallengeKind::Challenge => ServiceError::SelfChallenge,
                });
            }
            upsert_player(tx, &req.player).await?;
            match ch.kind {
                ChallengeKind::Challenge => {
                    let Some(member) = ch.members.iter_mut().find(|m| m.player.id == me) else {
                        return Err(ServiceError::NotInvited);
                    };
                    member.response = Response::Accepted;
                    set_response(tx, id, me, "accepted").await?;
                }
                ChallengeKind::Lobby => {
                    if ch.members.iter().any(|m| m.player.id == me) {
                        return Err(ServiceError::AlreadyJoined);
                    }
                    let full = ch.rules.players as usize;
                    if ch.members.len() + 1 >= full {
                        return Err(ServiceError::LobbyFull(ch.rules.players));
                    }
                    sqlx::query!(
                        "INSERT INTO challenge_members (challenge_id, player_id, position, response)
                         SELECT $1, $2, coalesce(max(position), 0) + 1, 'accepted'
                         FROM challenge_members WHERE challenge_id = $1",
                        id.key(),
                        me.key()
                    )
                    .execute(&mut **tx)
                    .await?;
                    ch.members.push(Member {
                        player: req.player.clone(),
                        response: Response::Accepted,
                    });
                }
            }
            let everyone = ch.members.len() + 1 == ch.rules.players as usize
                && ch.members.iter().all(|m| m.response == Response::Accepted);
            let result = if everyone {
                Accepted::Started(Box::new(start_game(tx, &ch).await?))
            } else {
                Accepted::Waiting(ch)
            };
            Ok(result)
        })
    }

    /// Declines a challenge: it is closed for everyone.
    pub async fn decline(&self, req: &Request, id: ChallengeId) -> Result<Challenge> {
        in_transaction!(self, req, "decline", |tx| {
            let mut ch = lock_open(tx, id).await?;
            let me = req.player.id;
            let is_invited =
                ch.kind == ChallengeKind::Challenge && ch.members.iter().any(|m| m.player.id == me);
            if !is_invited {
                return Err(ServiceError::NotInvited);
            }
            set_response(tx, id, me, "declined").await?;
            set_status(tx, id, "declined").await?;
            for m in ch.members.iter_mut().filter(|m| m.player.id == me) {
                m.response = Response::Declined;
            }
            ch.status = "declined".into();
            Ok(ch)
        })
    }

    /// Leaves a lobby one has joined.
    pub async fn leave(&self, req: &Request, id: ChallengeId) -> Result<Challenge> {
        in_transaction!(self, req, "leave", |tx| {
            let ch = lock_open(tx, id).await?;
            let me = req.player.id;
            if me == ch.host.id {
                return Err(ServiceError::HostCannotLeave);
            }
            if ch.kind != ChallengeKind::Lobby || !ch.members.iter().any(|m| m.player.id == me) {
                return Err(ServiceError::NotInvited);
            }
            sqlx::query!(
                "DELETE FROM challenge_members WHERE challenge_id = $1 AND player_id = $2",
                id.key(),
                me.key()
            )
            .execute(&mut **tx)
            .await?;
            let ch = read_challenge(tx, id).await?;
            Ok(ch)
        })
    }

    /// Withdraws a challenge or closes a lobby (host only).
    pub async fn cancel_challenge(&self, req: &Request, id: ChallengeId) -> Result<Challenge> {
        in_transaction!(self, req, "cancel-challenge", |tx| {
            let mut ch = lock_open(tx, id).await?;
            if ch.host.id != req.player.id {
                return Err(ServiceError::NotHost(id));
            }
            set_status(tx, id, "cancelled").await?;
            ch.status = "cancelled".into();
            Ok(ch)
        })
    }

    /// Starts a lobby before it is full (host only), when the rules allow that many players
    /// (a free-for-all of 3 from a lobby for 4; team games need all four).
    pub async fn start_lobby(&self, req: &Request, id: ChallengeId) -> Result<GameState> {
        in_transaction!(self, req, "start-lobby", |tx| {
            let ch = lock_open(tx, id).await?;
            if ch.host.id != req.player.id {
                return Err(ServiceError::NotHost(id));
            }
            let joined = ch.members.len() + 1;
            let mut smaller = ch.rules.clone();
            // Teams need every seat; a free-for-all may start with fewer players.
            let allowed = joined >= 2
                && !ch.rules.teams
                && smaller.set("players", &joined.to_string()).is_ok()
                && smaller.validate().is_ok();
            if ch.kind != ChallengeKind::Lobby || !allowed {
                return Err(ServiceError::LobbyNotReady {
                    needed: ch.rules.players,
                    got: joined,
                });
            }
            let state = start_game(tx, &ch).await?;
            Ok(state)
        })
    }

    /// Records the message that shows a challenge (so it can be edited when it closes).
    pub async fn set_challenge_message(&self, id: ChallengeId, message: i64) -> Result<()> {
        let done = sqlx::query!(
            "UPDATE challenges SET message_id = $2 WHERE id = $1",
            id.key(),
            message
        )
        .execute(&self.pool)
        .await?
        .rows_affected();
        if done == 0 {
            return Err(ServiceError::NoSuchChallenge(id));
        }
        Ok(())
    }

    /// Marks every open challenge whose time ran out as expired, and returns them (to edit
    /// their messages). Safe to run from several processes at once: each one is expired once.
    pub async fn expire_challenges(&self) -> Result<Vec<Challenge>> {
        let mut tx = self.pool.begin().await?;
        let ids = sqlx::query_scalar!(
            "UPDATE challenges SET status = 'expired'
             WHERE id IN (SELECT id FROM challenges WHERE status = 'open' AND expires_at < now()
                          FOR UPDATE SKIP LOCKED)
             RETURNING id"
        )
        .fetch_all(&mut *tx)
        .await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(read_challenge(&mut tx, ChallengeId::from_key(id)).await?);
        }
        tx.commit().await?;
        Ok(out)
    }
}
