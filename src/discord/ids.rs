//! Button custom ids. They carry everything a click needs (no state in memory), so buttons
//! keep working across restarts and whichever bot process receives the click.

use poise::serenity_prelude as serenity;

use crate::service::{ChallengeId, GameId, PlayerId, Position};

/// What a button does. Challenge buttons carry the challenge id, game buttons the game id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// The challenged player takes the challenge.
    Accept(ChallengeId),
    Decline(ChallengeId),
    /// A lobby: take a seat, give it up, start early (host), or call it off (host).
    Join(ChallengeId),
    Leave(ChallengeId),
    Start(ChallengeId),
    Withdraw(ChallengeId),
    /// Agree to the draw offered in a game, or turn it down.
    DrawYes(GameId),
    DrawNo(GameId),
    /// Agree to the takeback asked for in a game, or turn it down.
    TakebackYes(GameId),
    TakebackNo(GameId),
    /// A new challenge to the same players under the same rules, colours swapped.
    Rematch(GameId),
    /// How to take an opening option that is typed, not clicked (placing stones, offering).
    Hint(GameId),
    /// Opens the private button grid of a game for the player to move.
    OpenGrid(GameId),
    /// Shows the grid's window with its lower-left point at (x, y).
    Grid {
        game: GameId,
        x: u8,
        y: u8,
    },
    /// A point chosen on the grid of a player who confirms their moves: the grid shows it
    /// with Confirm and Cancel. It carries the point, the window's lower-left point (where
    /// Cancel goes back to) and the position the grid was made for.
    Pick {
        game: GameId,
        point: (u8, u8),
        corner: (u8, u8),
        position: Position,
    },
    /// A replay shows the position after `ply` actions; `slot` (which of the four buttons)
    /// keeps ids apart when two buttons lead to the same position.
    Step {
        game: GameId,
        ply: u16,
        slot: u8,
    },
    /// The replay as an animated GIF.
    Gif(GameId),
    /// Review a finished game (the final board's button): the review follows as a message
    /// of its own.
    ReviewGame(GameId),
    /// A page of a game's review (0: the chart; then its moments); `slot` tells the row's
    /// buttons apart when two lead to the same page.
    Review {
        game: GameId,
        page: u8,
        slot: u8,
    },
}

impl ButtonId {
    /// What kind of button it is (`accept`, `grid`...): the verb of its custom id.
    pub fn kind(self) -> &'static str {
        self.parts().0
    }

    /// The verb in the custom id, and the key of the challenge or game the button carries.
    fn parts(self) -> (&'static str, i64) {
        use ButtonId::*;
        match self {
            Accept(id) => ("accept", id.key()),
            Decline(id) => ("decline", id.key()),
            Join(id) => ("join", id.key()),
            Leave(id) => ("leave", id.key()),
            Start(id) => ("start", id.key()),
            Withdraw(id) => ("withdraw", id.key()),
            DrawYes(id) => ("draw-yes", id.key()),
            DrawNo(id) => ("draw-no", id.key()),
            TakebackYes(id) => ("takeback-yes", id.key()),
            TakebackNo(id) => ("takeback-no", id.key()),
            Rematch(id) => ("rematch", id.key()),
            Hint(id) => ("hint", id.key()),
            OpenGrid(id) => ("grid-open", id.key()),
            Grid { game, .. } => ("grid", game.key()),
            Pick { game, .. } => ("grid-pick", game.key()),
            Step { game, .. } => ("step", game.key()),
            Gif(id) => ("gif", id.key()),
            Review { game, .. } => ("review", game.key()),
            ReviewGame(id) => ("review-game", id.key()),
        }
    }

    pub fn encode(self) -> String {
        let (verb, id) = self.parts();
        match self {
            ButtonId::Grid { x, y, .. } => format!("pente:{verb}:{id}:{x}:{y}"),
            ButtonId::Step { ply, slot, .. } => format!("pente:{verb}:{id}:{ply}:{slot}"),
            ButtonId::Review { page, slot, .. } => format!("pente:{verb}:{id}:{page}:{slot}"),
            ButtonId::Pick {
                point: (x, y),
                corner: (cx, cy),
                position: Position { ply, takebacks },
                ..
            } => format!("pente:{verb}:{id}:{x}.{y}:{cx}.{cy}:{ply}.{takebacks}"),
            _ => format!("pente:{verb}:{id}"),
        }
    }

    /// Reads a custom id; `None` for ids that are not ours or are malformed.
    ///
    /// ```
    /// use pente_bot::discord::ids::ButtonId;
    /// use pente_bot::service::{ChallengeId, GameId};
    /// let twelve = ChallengeId::from_key(12);
    /// assert_eq!(ButtonId::decode("pente:accept:12"), Some(ButtonId::Accept(twelve)));
    /// let no = ButtonId::DrawNo(GameId::from_key(7));
    /// assert_eq!(ButtonId::decode(&no.encode()), Some(no));
    /// assert_eq!(ButtonId::decode("pente:accept:x"), None);
    /// ```
    pub fn decode(custom_id: &str) -> Option<ButtonId> {
        use ButtonId::*;
        let mut parts = custom_id.split(':');
        if parts.next()? != "pente" {
            return None;
        }
        let verb = parts.next()?;
        let key: i64 = parts.next()?.parse().ok()?;
        let (challenge, game) = (ChallengeId::from_key(key), GameId::from_key(key));
        if verb == "grid" {
            let x = parts.next()?.parse().ok()?;
            let y = parts.next()?.parse().ok()?;
            return parts.next().is_none().then_some(Grid { game, x, y });
        }
        if verb == "grid-pick" {
            let mut pair = || -> Option<(String, String)> {
                let (a, b) = parts.next()?.split_once('.')?;
                Some((a.to_string(), b.to_string()))
            };
            let (x, y) = pair()?;
            let (cx, cy) = pair()?;
            let (ply, takebacks) = pair()?;
            let pick = Pick {
                game,
                point: (x.parse().ok()?, y.parse().ok()?),
                corner: (cx.parse().ok()?, cy.parse().ok()?),
                position: Position {
                    ply: ply.parse().ok()?,
                    takebacks: takebacks.parse().ok()?,
                },
            };
            return parts.next().is_none().then_some(pick);
        }
        if verb == "step" {
            let ply = parts.next()?.parse().ok()?;
            let slot = parts.next()?.parse().ok()?;
            return parts.next().is_none().then_some(Step { game, ply, slot });
        }
        if verb == "review" {
            let page = parts.next()?.parse().ok()?;
            let slot = parts.next()?.parse().ok()?;
            return parts
                .next()
                .is_none()
                .then_some(Review { game, page, slot });
        }
        if parts.next().is_some() {
            return None;
        }
        Some(match verb {
            "accept" => Accept(challenge),
            "decline" => Decline(challenge),
            "join" => Join(challenge),
            "leave" => Leave(challenge),
            "start" => Start(challenge),
            "withdraw" => Withdraw(challenge),
            "draw-yes" => DrawYes(game),
            "draw-no" => DrawNo(game),
            "takeback-yes" => TakebackYes(game),
            "takeback-no" => TakebackNo(game),
            "rematch" => Rematch(game),
            "hint" => Hint(game),
            "grid-open" => OpenGrid(game),
            "gif" => Gif(game),
            "review-game" => ReviewGame(game),
            _ => return None,
        })
    }
}

/// A button that plays an action in a game: an opening decision (`choose=black`,
/// `pick=K10`) or a stone from the button grid (`K10`). It carries the position it was made
/// for (actions and takebacks), so a stale button is refused instead of played somewhere else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionButton {
    pub game: GameId,
    pub position: Position,
    /// What `/pente move` would take.
    pub token: String,
}

impl ActionButton {
    pub fn encode(&self) -> String {
        let Position { ply, takebacks } = self.position;
        format!("pente:act:{}:{ply}.{takebacks}:{}", self.game, self.token)
    }

    /// ```
    /// use pente_bot::discord::ids::ActionButton;
    /// use pente_bot::service::{GameId, Position};
    /// let position = Position { ply: 4, takebacks: 1 };
    /// let game = GameId::from_key(3);
    /// let b = ActionButton { game, position, token: "choose=black".into() };
    /// assert_eq!(b.encode(), "pente:act:3:4.1:choose=black");
    /// assert_eq!(ActionButton::decode(&b.encode()), Some(b));
    /// assert_eq!(ActionButton::decode("pente:act:3:x:K10"), None);
    /// ```
    pub fn decode(custom_id: &str) -> Option<ActionButton> {
        let rest = custom_id.strip_prefix("pente:act:")?;
        let mut parts = rest.splitn(3, ':');
        let game = GameId::from_key(parts.next()?.parse().ok()?);
        let (ply, takebacks) = parts.next()?.split_once('.')?;
        let position = Position {
            ply: ply.parse().ok()?,
            takebacks: takebacks.parse().ok()?,
        };
        let token = parts.next()?.to_string();
        (!token.is_empty()).then_some(ActionButton {
            game,
            position,
            token,
        })
    }
}

/// The player a Discord user is: the one conversion from Discord's ids to the service's.
pub fn player_of(user: serenity::UserId) -> PlayerId {
    PlayerId::person(user.get())
}

/// The Discord user a player is, if a person (the computer is no one to ping).
pub fn user_of(player: PlayerId) -> Option<serenity::UserId> {
    player.user().map(serenity::UserId::new)
}

#[cfg(test)]
mod tests {
    use super::ButtonId::{self, *};
    use crate::service::{ChallengeId, GameId};

    #[test]
    fn every_button_reads_back_as_itself() {
        let challenge = ChallengeId::from_key(123_456_789);
        for b in [Accept, Decline, Join, Leave, Start, Withdraw].map(|make| make(challenge)) {
            assert_eq!(ButtonId::decode(&b.encode()), Some(b));
            assert!(b.encode().len() <= 100, "Discord's limit for custom ids");
        }
        let all: [fn(GameId) -> ButtonId; 7] = [
            DrawYes,
            DrawNo,
            TakebackYes,
            TakebackNo,
            Rematch,
            Hint,
            ReviewGame,
        ];
        let grid = |id| Grid {
            game: id,
            x: 18,
            y: 0,
        };
        let step = |id| Step {
            game: id,
            ply: 300,
            slot: 3,
        };
        let review = |id| Review {
            game: id,
            page: 6,
            slot: 2,
        };
        let pick = |id| Pick {
            game: id,
            point: (18, 24),
            corner: (14, 21),
            position: crate::service::Position {
                ply: 624,
                takebacks: 1_000_000,
            },
        };
        for make in all.into_iter().chain([
            OpenGrid as fn(GameId) -> ButtonId,
            grid,
            step,
            pick,
            Gif,
            review,
        ]) {
            let b = make(GameId::from_key(123_456_789));
            assert_eq!(ButtonId::decode(&b.encode()), Some(b));
            assert!(b.encode().len() <= 100, "Discord's limit for custom ids");
        }
        assert_eq!(ButtonId::decode("pente:grid:1:2"), None);
        assert_eq!(ButtonId::decode("pente:grid-pick:1:2.3:0.0"), None);
        assert_eq!(ButtonId::decode("pente:rematch:1:2"), None);
        assert_eq!(ButtonId::decode("other:rematch:1"), None);
        assert_eq!(ButtonId::decode("pente:dance:1"), None);
    }
}
