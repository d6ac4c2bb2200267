//! Command and option names and descriptions in every language, from `locales/*/commands.ftl`,
//! set on the commands before they are registered (Discord's `name_localizations` and
//! `description_localizations`; Discord shows each user their own). Discord always sends
//! the English names back, so handlers never see a translated name.
//!
//! Keys, by a subcommand's English name: `cmd-move-name`, `cmd-move-description`, and for its
//! options `cmd-move-game-name`, `cmd-move-game-description`; `choice-<value>` for a choice.
//! The top command keeps its name, "pente", in every language.

use std::borrow::Cow;

use crate::l10n::{has, t, Lang};

type Command = poise::Command<super::super::Data, super::super::Error>;

/// Sets every language's names and descriptions on `pente` and its subcommands.
pub fn localize(pente: &mut Command) {
    pente.description_localizations = for_each_locale("cmd-pente-description");
    for sub in &mut pente.subcommands {
        let prefix = format!("cmd-{}", sub.name);
        sub.name_localizations = for_each_locale(&format!("{prefix}-name"));
        sub.description_localizations = for_each_locale(&format!("{prefix}-description"));
        for p in &mut sub.parameters {
            let key = format!("{prefix}-{}", p.name);
            p.name_localizations = for_each_locale(&format!("{key}-name"));
            p.description_localizations = for_each_locale(&format!("{key}-description"));
            for choice in p.choices.to_mut() {
                choice.localizations = for_each_locale(&format!("choice-{}", choice.name));
            }
        }
    }
}

/// `key` in each language but English (the commands' own words), under each of its Discord
/// locales.
fn for_each_locale(key: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    let mut out = Vec::new();
    for lang in Lang::ALL
        .into_iter()
        .filter(|&l| l != Lang::En && has(l, key))
    {
        let words = t(lang, key);
        for locale in lang.discord_locales() {
            out.push((Cow::Borrowed(*locale), Cow::Owned(words.clone())));
        }
    }
    out.into()
}

#[cfg(test)]
mod tests;
