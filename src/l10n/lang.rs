//! The languages the bot speaks, and Discord's locale codes for them.

use unic_langid::LanguageIdentifier;

/// A language of the bot. English is the fallback for every other locale.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Sv,
    Ru,
    Ja,
    Ko,
    Vi,
    Pl,
    Cs,
}

impl Lang {
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Sv,
        Lang::Ru,
        Lang::Ja,
        Lang::Ko,
        Lang::Vi,
        Lang::Pl,
        Lang::Cs,
    ];

    /// The folder under `locales/` and the value of `/pente settings language:`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sv => "sv",
            Lang::Ru => "ru",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::Vi => "vi",
            Lang::Pl => "pl",
            Lang::Cs => "cs",
        }
    }

    /// The language's own name, for the settings and the help.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Sv => "Svenska",
            Lang::Ru => "Русский",
            Lang::Ja => "日本語",
            Lang::Ko => "한국어",
            Lang::Vi => "Tiếng Việt",
            Lang::Pl => "Polski",
            Lang::Cs => "Čeština",
        }
    }

    /// Discord's locale codes for this language (the keys of `name_localizations`).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Sv => &["sv-SE"],
            Lang::Ru => &["ru"],
            Lang::Ja => &["ja"],
            Lang::Ko => &["ko"],
            Lang::Vi => &["vi"],
            Lang::Pl => &["pl"],
            Lang::Cs => &["cs"],
        }
    }

    /// The language of a Discord locale ("sv-SE", "ja", ...): English for any other.
    pub fn from_discord(locale: &str) -> Lang {
        let base = locale.split(['-', '_']).next().unwrap_or("");
        Lang::from_code(base).unwrap_or(Lang::En)
    }

    /// A language by its code ("sv"), as typed in a setting; case does not matter.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    pub(super) fn langid(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("a language code is a language identifier")
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn discord_locales_map_to_languages_and_others_to_english() {
        assert_eq!(Lang::from_discord("sv-SE"), Lang::Sv);
        assert_eq!(Lang::from_discord("ja"), Lang::Ja);
        assert_eq!(Lang::from_discord("en-GB"), Lang::En);
        assert_eq!(Lang::from_discord("pt-BR"), Lang::En);
        assert_eq!(Lang::from_discord(""), Lang::En);
        for lang in Lang::ALL {
            for locale in lang.discord_locales() {
                assert_eq!(Lang::from_discord(locale), lang);
            }
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code(" SV "), Some(Lang::Sv));
        assert_eq!(Lang::from_code("de"), None);
    }
}
