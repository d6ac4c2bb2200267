//! The registration payload in every language, against Discord's limits, and the English
//! commands file against the commands' own words.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::localize;
use crate::l10n::{has, t, Lang};

fn localized() -> super::Command {
    let mut pente = super::super::pente();
    localize(&mut pente);
    pente
}

/// locales/en/commands.ftl holds the commands' English words exactly, so translators work from
/// what Discord shows; on a difference the test prints the file as it should be.
#[test]
fn english_commands_file_matches_the_commands() {
    let pente = super::super::pente();
    let mut want = vec![format!(
        "cmd-pente-description = {}",
        pente.description.as_deref().unwrap_or_default()
    )];
    let mut choices = BTreeSet::new();
    for sub in &pente.subcommands {
        want.push(String::new());
        let prefix = format!("cmd-{}", sub.name);
        want.push(format!("{prefix}-name = {}", sub.name));
        want.push(format!(
            "{prefix}-description = {}",
            sub.description.as_deref().unwrap_or_default()
        ));
        for p in &sub.parameters {
            want.push(format!("{prefix}-{}-name = {}", p.name, p.name));
            want.push(format!(
                "{prefix}-{}-description = {}",
                p.name,
                p.description.as_deref().unwrap_or_default()
            ));
            choices.extend(p.choices.iter().map(|c| c.name.to_string()));
        }
    }
    want.push(String::new());
    want.extend(choices.iter().map(|c| format!("choice-{c} = {c}")));
    let file = include_str!("../../../../locales/en/commands.ftl");
    let have: Vec<&str> = file
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip_while(|l| l.is_empty())
        .collect();
    assert_eq!(
        have.join("\n").trim(),
        want.join("\n").trim(),
        "\n{}\n",
        want.join("\n")
    );
    for line in want.iter().filter(|l| !l.is_empty()) {
        let (key, words) = line.split_once(" = ").unwrap();
        assert!(has(Lang::En, key));
        assert_eq!(t(Lang::En, key), words);
    }
}

/// Every locale Discord would show: English (the defaults) and each language's locales.
fn locales() -> Vec<&'static str> {
    let mut out = vec![""];
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        out.extend(lang.discord_locales());
    }
    out
}

/// An object's `field` as `locale` sees it: its localization, else the default.
fn seen<'v>(object: &'v Value, field: &str, locale: &str) -> &'v str {
    object[format!("{field}_localizations")][locale]
        .as_str()
        .or_else(|| object[field].as_str())
        .unwrap_or_default()
}

/// Discord's rule for command and option names: 1-32 letters, digits, `-` or `_` (or
/// Devanagari and Thai), lower case where the script has case.
fn name_ok(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

#[test]
fn the_registration_payload_keeps_discords_limits_in_every_locale() {
    let commands = poise::builtins::create_application_commands(&[localized()]);
    let payload = serde_json::to_value(&commands).unwrap();
    let command = &payload[0];
    let mut problems = Vec::new();
    for locale in locales() {
        let mut total = 0;
        let mut check = |what: &str, object: &Value, problems: &mut Vec<String>| {
            let name = seen(object, "name", locale);
            let description = seen(object, "description", locale);
            if !name_ok(name) {
                problems.push(format!("{locale}: {what}: bad name {name:?}"));
            }
            let d = description.chars().count();
            if !(1..=100).contains(&d) {
                problems.push(format!("{locale}: {what}: description of {d} characters"));
            }
            total += name.chars().count() + d;
            for choice in object["choices"].as_array().into_iter().flatten() {
                let label = seen(choice, "name", locale);
                if !(1..=100).contains(&label.chars().count()) {
                    problems.push(format!("{locale}: {what}: choice {label:?}"));
                }
                total += label.chars().count() + choice["value"].to_string().chars().count();
            }
            name.to_string()
        };
        check("pente", command, &mut problems);
        let mut subs = BTreeMap::new();
        for sub in command["options"].as_array().unwrap() {
            let sub_name = check(sub["name"].as_str().unwrap(), sub, &mut problems);
            *subs.entry(sub_name).or_insert(0) += 1;
            let mut names = BTreeMap::new();
            for option in sub["options"].as_array().into_iter().flatten() {
                let what = format!("{} {}", sub["name"], option["name"]);
                let name = check(&what, option, &mut problems);
                *names.entry(name).or_insert(0) += 1;
            }
            for (name, n) in names.iter().filter(|(_, &n)| n > 1) {
                problems.push(format!(
                    "{locale}: {} has {n} options named {name}",
                    sub["name"]
                ));
            }
        }
        for (name, n) in subs.iter().filter(|(_, &n)| n > 1) {
            problems.push(format!("{locale}: {n} subcommands named {name}"));
        }
        if total > 4000 {
            problems.push(format!(
                "{locale}: {total} characters in all (Discord: 4000)"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each language is registered under its locales, for every subcommand and option.
#[test]
fn every_language_is_registered() {
    let pente = localized();
    for sub in &pente.subcommands {
        let locales: BTreeSet<&str> = sub
            .name_localizations
            .iter()
            .map(|(l, _)| l.as_ref())
            .collect();
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            for locale in lang.discord_locales() {
                assert!(locales.contains(locale), "{} lacks {locale}", sub.name);
            }
        }
        for p in &sub.parameters {
            assert_eq!(
                p.description_localizations.len(),
                locales.len(),
                "{}",
                p.name
            );
        }
    }
}
