//! The bot's words in each language: Project Fluent messages in `locales/<lang>/*.ftl`,
//! embedded in the binary. A [`Lang`] is read at the edge (a Discord locale, a server
//! setting); [`tr`] looks a message up with its arguments, falling back to English for a
//! message a language lacks (the key-parity test keeps that from happening).
//!
//! The service never uses this module: it returns typed values, and the Discord layer words
//! them here. The picture crate gets its few words as a struct of labels, from outside.

mod lang;
mod servers;

pub use lang::Lang;
pub use servers::{remember_server, server_lang, set_server_setting};

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The .ftl files of each language.
const SOURCES: &[(Lang, &[&str])] = &[
    (
        Lang::En,
        &[
            include_str!("../../locales/en/bot.ftl"),
            include_str!("../../locales/en/commands.ftl"),
            include_str!("../../locales/en/review.ftl"),
            include_str!("../../locales/en/prefs.ftl"),
        ],
    ),
    (
        Lang::Sv,
        &[
            include_str!("../../locales/sv/bot.ftl"),
            include_str!("../../locales/sv/commands.ftl"),
            include_str!("../../locales/sv/review.ftl"),
            include_str!("../../locales/sv/prefs.ftl"),
        ],
    ),
    (
        Lang::Ru,
        &[
            include_str!("../../locales/ru/bot.ftl"),
            include_str!("../../locales/ru/commands.ftl"),
            include_str!("../../locales/ru/review.ftl"),
            include_str!("../../locales/ru/prefs.ftl"),
        ],
    ),
    (
        Lang::Ja,
        &[
            include_str!("../../locales/ja/bot.ftl"),
            include_str!("../../locales/ja/commands.ftl"),
            include_str!("../../locales/ja/review.ftl"),
            include_str!("../../locales/ja/prefs.ftl"),
        ],
    ),
    (
        Lang::Ko,
        &[
            include_str!("../../locales/ko/bot.ftl"),
            include_str!("../../locales/ko/commands.ftl"),
            include_str!("../../locales/ko/review.ftl"),
            include_str!("../../locales/ko/prefs.ftl"),
        ],
    ),
    (
        Lang::Vi,
        &[
            include_str!("../../locales/vi/bot.ftl"),
            include_str!("../../locales/vi/commands.ftl"),
            include_str!("../../locales/vi/review.ftl"),
            include_str!("../../locales/vi/prefs.ftl"),
        ],
    ),
    (
        Lang::Pl,
        &[
            include_str!("../../locales/pl/bot.ftl"),
            include_str!("../../locales/pl/commands.ftl"),
            include_str!("../../locales/pl/review.ftl"),
            include_str!("../../locales/pl/prefs.ftl"),
        ],
    ),
    (
        Lang::Cs,
        &[
            include_str!("../../locales/cs/bot.ftl"),
            include_str!("../../locales/cs/commands.ftl"),
            include_str!("../../locales/cs/review.ftl"),
            include_str!("../../locales/cs/prefs.ftl"),
        ],
    ),
];

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, built on first use. The .ftl files are checked by the tests, so a
/// file that does not parse is a bug of the build: it panics at once rather than speak half.
static BUNDLES: LazyLock<Vec<(Lang, Bundle)>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(lang, files)| {
            let mut bundle = Bundle::new_concurrent(vec![lang.langid()]);
            // No Unicode isolation marks around arguments: Discord's mentions (`<@1>`) and
            // markdown must reach the client as typed.
            bundle.set_use_isolating(false);
            for source in *files {
                let resource = FluentResource::try_new(source.to_string())
                    .unwrap_or_else(|(_, e)| panic!("locales/{}: {e:?}", lang.code()));
                bundle
                    .add_resource(resource)
                    .unwrap_or_else(|e| panic!("locales/{}: {e:?}", lang.code()));
            }
            (*lang, bundle)
        })
        .collect()
});

/// The bundle of `lang`, or English's if it has none.
fn bundle(lang: Lang) -> &'static Bundle {
    let bundles = &*BUNDLES;
    bundles
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or(&bundles[0].1, |(_, b)| b)
}

/// The arguments of a message: `&[("id", 12.into()), ("name", "Bob".into())]`.
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

/// The message `key` in `lang`, with `args`; English if `lang` lacks it, the key itself if
/// English does too (a bug the tests catch, shown rather than hidden).
pub fn tr(lang: Lang, key: &str, args: &Args) -> String {
    [lang, Lang::En]
        .into_iter()
        .find_map(|l| format(bundle(l), key, args))
        .unwrap_or_else(|| {
            tracing::error!(key, "no such message");
            key.to_string()
        })
}

/// [`tr`] without arguments.
pub fn t(lang: Lang, key: &str) -> String {
    tr(lang, key, &[])
}

/// Whether `lang` has its own `key` (not English's): command localizations leave a name
/// out rather than register English under another locale.
pub fn has(lang: Lang, key: &str) -> bool {
    BUNDLES
        .iter()
        .any(|(l, b)| *l == lang && b.has_message(key))
}

fn format(bundle: &Bundle, key: &str, args: &Args) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if !errors.is_empty() {
        tracing::error!(key, ?errors, "a message did not format cleanly");
    }
    Some(text.into_owned())
}

#[cfg(test)]
mod tests;
