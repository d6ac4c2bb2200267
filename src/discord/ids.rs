//! Button custom ids. They carry everything a click needs (no state in memory), so buttons
//! keep working across restarts and whichever bot process receives the click.

/// What a button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonId {
    Accept(i64),
    Decline(i64),
}

impl ButtonId {
    pub fn encode(self) -> String {
        match self {
            ButtonId::Accept(id) => format!("pente:accept:{id}"),
            ButtonId::Decline(id) => format!("pente:decline:{id}"),
        }
    }

    /// Reads a custom id; `None` for ids that are not ours or are malformed.
    ///
    /// ```
    /// use pente::discord::ids::ButtonId;
    /// assert_eq!(ButtonId::decode("pente:accept:12"), Some(ButtonId::Accept(12)));
    /// assert_eq!(ButtonId::decode(&ButtonId::Decline(7).encode()), Some(ButtonId::Decline(7)));
    /// assert_eq!(ButtonId::decode("pente:accept:x"), None);
    /// ```
    pub fn decode(custom_id: &str) -> Option<ButtonId> {
        let mut parts = custom_id.split(':');
        if parts.next()? != "pente" {
            return None;
        }
        let verb = parts.next()?;
        let id: i64 = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        match verb {
            "accept" => Some(ButtonId::Accept(id)),
            "decline" => Some(ButtonId::Decline(id)),
            _ => None,
        }
    }
}
