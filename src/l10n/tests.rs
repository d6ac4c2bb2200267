//! Key parity: every language has exactly English's messages, each with the same variables,
//! and every file parses and formats cleanly. A translator's fix is checked by
//! `cargo test l10n`.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{bundle, format, Lang, SOURCES};

/// The languages that have files.
fn shipped() -> impl Iterator<Item = Lang> {
    SOURCES.iter().map(|(l, _)| *l)
}

/// A message's variables: every one it uses, and those it shows (not only choosing a plural
/// form by them).
#[derive(Debug, Default, PartialEq)]
struct Vars {
    used: BTreeSet<String>,
    shown: BTreeSet<String>,
}

/// Message id → its variables.
type Keys = BTreeMap<String, Vars>;

fn keys(lang: Lang) -> Keys {
    let mut keys = Keys::new();
    let (_, files) = SOURCES.iter().find(|(l, _)| *l == lang).unwrap();
    for source in *files {
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|(_, errors)| {
            panic!("locales/{}: does not parse: {errors:?}", lang.code())
        });
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut vars = Vars::default();
                    if let Some(value) = &m.value {
                        pattern_vars(value, &mut vars);
                    }
                    let fresh = keys.insert(m.id.name.to_string(), vars).is_none();
                    assert!(fresh, "locales/{}: {} twice", lang.code(), m.id.name);
                }
                Entry::Term(t) => panic!(
                    "locales/{}: term -{}: the files use messages only",
                    lang.code(),
                    t.id.name
                ),
                Entry::Junk { content } => panic!("locales/{}: junk: {content}", lang.code()),
                _ => {}
            }
        }
    }
    keys
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut Vars) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut Vars) {
    match expression {
        Expression::Select { selector, variants } => {
            let mut chosen_by = Vars::default();
            inline_vars(selector, &mut chosen_by);
            vars.used.extend(chosen_by.used);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut Vars) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.used.insert(id.name.to_string());
            vars.shown.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Every language has exactly English's messages. Each uses only the variables the bot
/// passes (English's), and shows every one English shows; it may leave out one English only
/// chooses a form by (a plural its grammar does not need).
#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = keys(Lang::En);
    assert!(
        english.len() > 100,
        "English has {} messages",
        english.len()
    );
    let mut problems = Vec::new();
    for lang in shipped() {
        let theirs = keys(lang);
        for (key, vars) in &english {
            match theirs.get(key) {
                None => problems.push(format!("{}: missing {key}", lang.code())),
                Some(v) if !v.used.is_subset(&vars.used) || !vars.shown.is_subset(&v.used) => {
                    problems.push(format!(
                        "{}: {key} uses {:?}, English uses {:?} and shows {:?}",
                        lang.code(),
                        v.used,
                        vars.used,
                        vars.shown
                    ))
                }
                Some(_) => {}
            }
        }
        for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
            problems.push(format!("{}: {key} is not in English", lang.code()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every message formats without an error (no reference to a missing message, a plural
/// selector that reads a number), with each of its variables set to 1, 2 and 5 (Slavic
/// languages have a form for each).
#[test]
fn every_message_formats_cleanly() {
    for lang in shipped() {
        for (key, vars) in keys(lang) {
            for n in [1, 2, 5] {
                let mut args = fluent_bundle::FluentArgs::new();
                for v in &vars.used {
                    args.set(v.as_str(), n);
                }
                let b = bundle(lang);
                let pattern = b.get_message(&key).unwrap().value().unwrap();
                let mut errors = Vec::new();
                let text = b.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{}: {key}: {errors:?}", lang.code());
                assert!(!text.trim().is_empty(), "{}: {key} is empty", lang.code());
            }
        }
        assert!(format(bundle(lang), "no-such-message", &[]).is_none());
    }
}

#[test]
fn plurals_follow_each_languages_rules() {
    let taken = |lang, n: i64| {
        super::tr(
            lang,
            "action-with-captures",
            &[("action", "X".into()), ("count", n.into())],
        )
    };
    assert_eq!(taken(Lang::En, 1), "X and captured 1 stone");
    assert_eq!(taken(Lang::En, 2), "X and captured 2 stones");
}

/// Every language's picture words, built as the bot builds them for the picture
/// (`discord::messages::picture_labels`: a test-only use of the Discord layer), can be drawn
/// by the picture's fonts, so none falls back to English. A character no font has (a new
/// Japanese or Korean word, or a new script) needs the picture's CJK font cut again.
#[test]
fn every_picture_label_can_be_drawn() {
    let renderer = pente_render::Renderer::new();
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        // Every field by name: a new label is a compile error here until it is checked.
        let pente_render::Labels {
            to_move,
            to_decide,
            captures,
            team_captures,
            team_short,
            wins,
            draw,
            out,
        } = crate::discord::messages::picture_labels(lang);
        for (key, word) in [
            ("picture-to-move", to_move),
            ("picture-to-decide", to_decide),
            ("picture-captures", captures),
            ("picture-team-captures", team_captures),
            ("picture-team-short", team_short),
            ("picture-wins", wins),
            ("picture-draw", draw),
            ("picture-out", out),
        ] {
            let missing: Vec<String> = renderer
                .unshowable(&word)
                .into_iter()
                .map(|c| format!("{c} (U+{:04X})", c as u32))
                .collect();
            if !missing.is_empty() {
                problems.push(format!(
                    "locales/{}/bot.ftl: {key} = {word}: no font has {}",
                    lang.code(),
                    missing.join(", ")
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "the picture would draw these words in English:\n{}\n\
         Cut the picture's CJK font again with `python3 scripts/subset-cjk-font.py` and commit \
         fonts/NotoSansCJKjp-Bold-picture.otf (see fonts/README.md)",
        problems.join("\n")
    );
}
