//! Button custom ids. They carry everything a click needs (no state in memory), so buttons
//! keep working across restarts and whichever bot process receives the click.

use poise::serenity_prelude as serenity;

use crate::service::{PlayerId, Position};

/// What a button does. Challenge buttons carry the challenge id, game buttons the game id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// The challenged player takes the challenge.
    Accept(i64),
    Decline(i64),
    /// A lobby: take a seat, give it up, start early (host), or call it off (host).
    Join(i64),
    Leave(i64),
    Start(i64),
    Withdraw(i64),
    /// Agree to the draw offered in a game, or turn it down.
    DrawYes(i64),
    DrawNo(i64),
    /// Agree to the takeback asked for in a game, or turn it down.
    TakebackYes(i64),
    TakebackNo(i64),
    /// A new challenge to the same players under the same rules, colours swapped.
    Rematch(i64),
    /// How to take an opening option that is typed, not clicked (placing stones, offering).
    Hint(i64),
    /// Opens the private button grid of a game for the player to move.
    OpenGrid(i64),
    /// Shows the grid's window with its lower-left point at (x, y).
    Grid {
        game: i64,
        x: u8,
        y: u8,
    },
    /// A replay shows the position after `ply` actions; `slot` (which of the four buttons)
    /// keeps ids apart when two buttons lead to the same position.
    Step {
        game: i64,
        ply: u16,
        slot: u8,
    },
    /// The replay as an animated GIF.
    Gif(i64),
}

impl ButtonId {
    /// What kind of button it is (`accept`, `grid`...): the verb of its custom id.
    pub fn kind(self) -> &'static str {
        self.parts().0
    }

    /// The verb in the custom id, and the id the button carries.
    fn parts(self) -> (&'static str, i64) {
        use ButtonId::*;
        match self {
            Accept(id) => ("accept", id),
            Decline(id) => ("decline", id),
            Join(id) => ("join", id),
            Leave(id) => ("leave", id),
            Start(id) => ("start", id),
            Withdraw(id) => ("withdraw", id),
            DrawYes(id) => ("draw-yes", id),
            DrawNo(id) => ("draw-no", id),
            TakebackYes(id) => ("takeback-yes", id),
            TakebackNo(id) => ("takeback-no", id),
            Rematch(id) => ("rematch", id),
            Hint(id) => ("hint", id),
            OpenGrid(id) => ("grid-open", id),
            Grid { game, .. } => ("grid", game),
            Step { game, .. } => ("step", game),
            Gif(id) => ("gif", id),
        }
    }

    pub fn encode(self) -> String {
        let (verb, id) = self.parts();
        match self {
            ButtonId::Grid { x, y, .. } => format!("pente:{verb}:{id}:{x}:{y}"),
            ButtonId::Step { ply, slot, .. } => format!("pente:{verb}:{id}:{ply}:{slot}"),
            _ => format!("pente:{verb}:{id}"),
        }
    }

    /// Reads a custom id; `None` for ids that are not ours or are malformed.
    ///
    /// ```
    /// use pente_bot::discord::ids::ButtonId;
    /// assert_eq!(ButtonId::decode("pente:accept:12"), Some(ButtonId::Accept(12)));
    /// assert_eq!(ButtonId::decode(&ButtonId::DrawNo(7).encode()), Some(ButtonId::DrawNo(7)));
    /// assert_eq!(ButtonId::decode("pente:accept:x"), None);
    /// ```
    pub fn decode(custom_id: &str) -> Option<ButtonId> {
        use ButtonId::*;
        let mut parts = custom_id.split(':');
        if parts.next()? != "pente" {
            return None;
        }
        let verb = parts.next()?;
        let id: i64 = parts.next()?.parse().ok()?;
        if verb == "grid" {
            let x = parts.next()?.parse().ok()?;
            let y = parts.next()?.parse().ok()?;
            return parts.next().is_none().then_some(Grid { game: id, x, y });
        }
        if verb == "step" {
            let ply = parts.next()?.parse().ok()?;
            let slot = parts.next()?.parse().ok()?;
            return parts.next().is_none().then_some(Step {
                game: id,
                ply,
                slot,
            });
        }
        if parts.next().is_some() {
            return None;
        }
        Some(match verb {
            "accept" => Accept(id),
            "decline" => Decline(id),
            "join" => Join(id),
            "leave" => Leave(id),
            "start" => Start(id),
            "withdraw" => Withdraw(id),
            "draw-yes" => DrawYes(id),
            "draw-no" => DrawNo(id),
            "takeback-yes" => TakebackYes(id),
            "takeback-no" => TakebackNo(id),
            "rematch" => Rematch(id),
            "hint" => Hint(id),
            "grid-open" => OpenGrid(id),
            "gif" => Gif(id),
            _ => return None,
        })
    }
}

/// A button that plays an action in a game: an opening decision (`choose=black`,
/// `pick=K10`) or a stone from the button grid (`K10`). It carries the position it was made
/// for (actions and takebacks), so a stale button is refused instead of played somewhere else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionButton {
    pub game: i64,
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
    /// use pente_bot::service::Position;
    /// let position = Position { ply: 4, takebacks: 1 };
    /// let b = ActionButton { game: 3, position, token: "choose=black".into() };
    /// assert_eq!(b.encode(), "pente:act:3:4.1:choose=black");
    /// assert_eq!(ActionButton::decode(&b.encode()), Some(b));
    /// assert_eq!(ActionButton::decode("pente:act:3:x:K10"), None);
    /// ```
    pub fn decode(custom_id: &str) -> Option<ActionButton> {
        let rest = custom_id.strip_prefix("pente:act:")?;
        let mut parts = rest.splitn(3, ':');
        let game = parts.next()?.parse().ok()?;
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

    #[test]
    fn every_button_reads_back_as_itself() {
        let all: [fn(i64) -> ButtonId; 12] = [
            Accept,
            Decline,
            Join,
            Leave,
            Start,
            Withdraw,
            DrawYes,
            DrawNo,
            TakebackYes,
            TakebackNo,
            Rematch,
            Hint,
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
        for make in all
            .into_iter()
            .chain([OpenGrid as fn(i64) -> ButtonId, grid, step, Gif])
        {
            let b = make(123_456_789);
            assert_eq!(ButtonId::decode(&b.encode()), Some(b));
            assert!(b.encode().len() <= 100, "Discord's limit for custom ids");
        }
        assert_eq!(ButtonId::decode("pente:grid:1:2"), None);
        assert_eq!(ButtonId::decode("pente:rematch:1:2"), None);
        assert_eq!(ButtonId::decode("other:rematch:1"), None);
        assert_eq!(ButtonId::decode("pente:dance:1"), None);
    }
}
