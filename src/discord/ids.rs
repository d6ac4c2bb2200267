//! Button custom ids. They carry everything a click needs (no state in memory), so buttons
//! keep working across restarts and whichever bot process receives the click.

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
}

/// Each button's verb in its custom id.
const VERBS: [&str; 11] = [
    "accept",
    "decline",
    "join",
    "leave",
    "start",
    "withdraw",
    "draw-yes",
    "draw-no",
    "takeback-yes",
    "takeback-no",
    "rematch",
];

impl ButtonId {
    fn parts(self) -> (&'static str, i64) {
        use ButtonId::*;
        let (i, id) = match self {
            Accept(id) => (0, id),
            Decline(id) => (1, id),
            Join(id) => (2, id),
            Leave(id) => (3, id),
            Start(id) => (4, id),
            Withdraw(id) => (5, id),
            DrawYes(id) => (6, id),
            DrawNo(id) => (7, id),
            TakebackYes(id) => (8, id),
            TakebackNo(id) => (9, id),
            Rematch(id) => (10, id),
        };
        (VERBS[i], id)
    }

    pub fn encode(self) -> String {
        let (verb, id) = self.parts();
        format!("pente:{verb}:{id}")
    }

    /// Reads a custom id; `None` for ids that are not ours or are malformed.
    ///
    /// ```
    /// use pente::discord::ids::ButtonId;
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
        if parts.next().is_some() {
            return None;
        }
        let make: [fn(i64) -> ButtonId; 11] = [
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
        ];
        let i = VERBS.iter().position(|v| *v == verb)?;
        Some(make[i](id))
    }
}

#[cfg(test)]
mod tests {
    use super::ButtonId::{self, *};

    #[test]
    fn every_button_reads_back_as_itself() {
        let all: [fn(i64) -> ButtonId; 11] = [
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
        ];
        for make in all {
            let b = make(123_456_789);
            assert_eq!(ButtonId::decode(&b.encode()), Some(b));
            assert!(b.encode().len() <= 100, "Discord's limit for custom ids");
        }
        assert_eq!(ButtonId::decode("pente:rematch:1:2"), None);
        assert_eq!(ButtonId::decode("other:rematch:1"), None);
        assert_eq!(ButtonId::decode("pente:dance:1"), None);
    }
}
