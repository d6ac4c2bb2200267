//! A player's finished games, and what follows from them: streak, favourite opening.

use chrono::{DateTime, Utc};

use super::{GameId, GameService, PlayerId, PlayerRef, Result};
use pente::RuleSet;

/// One finished (or cancelled) game, from one player's side.
#[derive(Clone, Debug, PartialEq)]
pub struct PastGame {
    pub id: GameId,
    pub variant: String,
    /// The opening rule's name (`pro`, `swap2`...).
    pub opening: String,
    pub rated: bool,
    pub opponents: Vec<PlayerRef>,
    /// `win`, `loss`, `draw`; `None` for a cancelled game.
    pub result: Option<String>,
    pub end_reason: Option<String>,
    pub plies: i32,
    pub finished_at: Option<DateTime<Utc>>,
}

/// What a player's history adds up to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The latest run of equal results: (`win`/`loss`/`draw`, how many).
    pub streak: Option<(String, usize)>,
    /// The opening the player used most, and in how many games.
    pub favourite_opening: Option<(String, usize)>,
}

impl GameService {
    /// A player's latest ended games, newest first.
    pub async fn history(&self, player: PlayerId, limit: i64) -> Result<Vec<PastGame>> {
        let rows = sqlx::query!(
            r#"SELECT g.id, g.variant, g.rules, g.rated, s.result, g.end_reason, g.plies,
                      g.finished_at,
                      ARRAY(SELECT o.player_id FROM seats o WHERE o.game_id = g.id AND o.seat <> s.seat
                            ORDER BY o.seat) AS "opponent_ids!",
                      ARRAY(SELECT p.display_name FROM seats o JOIN players p ON p.id = o.player_id
                            WHERE o.game_id = g.id AND o.seat <> s.seat ORDER BY o.seat) AS "opponent_names!"
               FROM seats s JOIN games g ON g.id = s.game_id
               WHERE s.player_id = $1 AND g.status <> 'active'
               ORDER BY g.finished_at DESC NULLS LAST, g.id DESC
               LIMIT $2"#,
            player.key(),
            limit
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| PastGame {
                id: GameId::from_key(r.id),
                variant: r.variant,
                opening: RuleSet::from_spec(&r.rules)
                    .map(|rules| rules.opening.name().to_string())
                    .unwrap_or_default(),
                rated: r.rated,
                opponents: r
                    .opponent_ids
                    .into_iter()
                    .zip(r.opponent_names)
                    .map(|(id, name)| PlayerRef::new(PlayerId::from_key(id), name))
                    .collect(),
                result: r.result,
                end_reason: r.end_reason,
                plies: r.plies,
                finished_at: r.finished_at,
            })
            .collect())
    }
}

/// The streak and favourite opening of a history (newest game first).
pub fn summarise(games: &[PastGame]) -> Record {
    let decided: Vec<&str> = games.iter().filter_map(|g| g.result.as_deref()).collect();
    let streak = decided.first().map(|&latest| {
        let n = decided.iter().take_while(|&&r| r == latest).count();
        (latest.to_string(), n)
    });
    let mut counts: Vec<(String, usize)> = Vec::new();
    for g in games
        .iter()
        .filter(|g| g.result.is_some() && !g.opening.is_empty())
    {
        match counts.iter_mut().find(|(o, _)| *o == g.opening) {
            Some((_, n)) => *n += 1,
            None => counts.push((g.opening.clone(), 1)),
        }
    }
    // The most used; on a tie, the one used most recently (it comes first).
    let favourite_opening = counts
        .iter()
        .fold(None::<&(String, usize)>, |best, c| match best {
            Some(b) if b.1 >= c.1 => Some(b),
            _ => Some(c),
        })
        .cloned();
    Record {
        streak,
        favourite_opening,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn past(result: Option<&str>, opening: &str) -> PastGame {
        PastGame {
            id: GameId::from_key(1),
            variant: "pente".into(),
            opening: opening.into(),
            rated: false,
            opponents: Vec::new(),
            result: result.map(str::to_string),
            end_reason: None,
            plies: 9,
            finished_at: None,
        }
    }

    #[test]
    fn streaks_skip_cancelled_games_and_openings_count() {
        let games = [
            past(Some("win"), "pro"),
            past(None, "none"),
            past(Some("win"), "swap2"),
            past(Some("loss"), "swap2"),
            past(Some("win"), "pro"),
        ];
        let r = summarise(&games);
        assert_eq!(r.streak, Some(("win".into(), 2)));
        assert_eq!(
            r.favourite_opening,
            Some(("pro".into(), 2)),
            "a tie goes to the latest"
        );
        assert_eq!(summarise(&[]).streak, None);
    }
}
