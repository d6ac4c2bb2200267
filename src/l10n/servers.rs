//! Each server's language for its public messages: its `/pente settings language:` if set,
//! else the language its latest interaction carried (Discord's `guild_locale`). Kept here so
//! that the messages posted with no interaction to answer (the computer's moves, reminders,
//! expiries) speak it too. In memory: after a restart a server's first interaction tells it
//! again (the setting is stored with the server's settings and read back with them).

use std::collections::HashMap;
use std::sync::{LazyLock, RwLock};

use super::Lang;

#[derive(Clone, Copy, Default)]
struct Server {
    setting: Option<Lang>,
    seen: Lang,
}

/// Server id → language. Process-wide because the background tasks that post to a server
/// reach no per-server state of the Discord layer.
static SERVERS: LazyLock<RwLock<HashMap<i64, Server>>> = LazyLock::new(Default::default);

fn update(server: i64, change: impl FnOnce(&mut Server)) {
    if let Ok(mut servers) = SERVERS.write() {
        change(servers.entry(server).or_default());
    }
}

/// Records the language a server's interaction carried (`guild_locale`).
pub fn remember_server(server: i64, lang: Lang) {
    update(server, |s| s.seen = lang);
}

/// Records a server's language setting (`None`: follow Discord's server locale).
pub fn set_server_setting(server: i64, lang: Option<Lang>) {
    update(server, |s| s.setting = lang);
}

/// The language of a server's public messages: English for no server or an unknown one.
pub fn server_lang(server: Option<i64>) -> Lang {
    server
        .and_then(|id| SERVERS.read().ok()?.get(&id).copied())
        .map(|s| s.setting.unwrap_or(s.seen))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_overrides_the_servers_locale() {
        let id = -4242;
        assert_eq!(server_lang(Some(id)), Lang::En);
        remember_server(id, Lang::Ru);
        assert_eq!(server_lang(Some(id)), Lang::Ru);
        set_server_setting(id, Some(Lang::Cs));
        remember_server(id, Lang::Ko);
        assert_eq!(server_lang(Some(id)), Lang::Cs);
        set_server_setting(id, None);
        assert_eq!(server_lang(Some(id)), Lang::Ko);
        assert_eq!(server_lang(None), Lang::En);
    }
}
