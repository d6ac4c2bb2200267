//! The rules engine's typed values in the reader's language: illegal moves, what an opening
//! decision expects, end reasons, refused rule options, tokens and clocks. The engine words
//! them in English for logs and the command line; here they are looked up in `locales/`,
//! with the data they carry. Coordinates, tokens (`choose=black`), option keys and values and
//! variant names stay as typed.

use pente::{
    token::TokenError, Area, Colour, Conflict, CoordError, Expected, Foul, MoveError, Notation,
    Point, RuleError,
};

use super::text;
use crate::l10n::{t, tr, Lang};
use crate::service::ClockError;

/// An illegal move in words, in `lang`.
pub fn move_error(e: &MoveError, lang: Lang) -> String {
    let point = |key: &str, notation: &Notation, p: Point| {
        tr(lang, key, &[("point", notation.point(p).into())])
    };
    let seat = |key: &str, seat: pente::Seat| tr(lang, key, &[("seat", (seat.0 + 1).into())]);
    match e {
        MoveError::GameOver => t(lang, "move-game-over"),
        MoveError::NotYourTurn {
            expected,
            colour,
            notation,
        } => tr(
            lang,
            "move-not-your-turn",
            &[
                ("seat", (expected.0 + 1).into()),
                (
                    "colour",
                    text::colour_named(lang, notation.colour(*colour)).into(),
                ),
            ],
        ),
        MoveError::OffBoard { point, notation } => tr(
            lang,
            "move-off-board",
            &[
                ("x", point.x.into()),
                ("y", point.y.into()),
                ("columns", notation.columns().into()),
                ("size", notation.size.into()),
            ],
        ),
        MoveError::Occupied { point: p, notation } => point("move-occupied", notation, *p),
        MoveError::OpeningArea {
            point: p,
            area,
            notation,
        } => tr(
            lang,
            "move-opening-area",
            &[
                ("point", notation.point(*p).into()),
                ("area", area_words(lang, *area, *notation).into()),
            ],
        ),
        MoveError::NotAdjacent { point: p, notation } => point("move-not-adjacent", notation, *p),
        MoveError::SelfCapture { point: p, notation } => point("move-self-capture", notation, *p),
        MoveError::RenjuFoul {
            point: p,
            foul,
            notation,
        } => {
            let kind = match foul {
                Foul::Overline => "overline",
                Foul::DoubleFour { .. } => "double-four",
                Foul::DoubleThree { .. } => "double-three",
            };
            tr(
                lang,
                "move-renju-foul",
                &[
                    ("point", notation.point(*p).into()),
                    ("foul", kind.into()),
                    ("shape", foul.shape().into()),
                ],
            )
        }
        MoveError::DecisionRequired {
            by,
            expected,
            notation,
        } => tr(
            lang,
            "move-decision-required",
            &[
                ("seat", (by.0 + 1).into()),
                ("expected", expected_words(lang, expected, *notation).into()),
            ],
        ),
        MoveError::NoDecision { expected, notation } => tr(
            lang,
            "move-no-decision",
            &[("expected", expected_words(lang, expected, *notation).into())],
        ),
        MoveError::NotYourDecision { expected } => seat("move-not-your-decision", *expected),
        MoveError::InvalidChoice {
            expected, notation, ..
        } => expected_words(lang, expected, *notation),
        MoveError::NoSuchSeat { seat: s } => seat("move-no-such-seat", *s),
        MoveError::AlreadyLeft { seat: s } => seat("move-already-left", *s),
        MoveError::NoSuchColour { colour } => tr(
            lang,
            "move-no-such-colour",
            &[("number", colour.number().into())],
        ),
        MoveError::NotAMove { .. } => t(lang, "move-not-a-move"),
        MoveError::OfferCount { offered, needed } => tr(
            lang,
            "move-offer-count",
            &[("offered", (*offered).into()), ("needed", (*needed).into())],
        ),
        MoveError::OfferedTwice { point: p, notation } => point("move-offered-twice", notation, *p),
        MoveError::SymmetricOffers {
            first,
            second,
            notation,
        } => tr(
            lang,
            "move-symmetric-offers",
            &[
                ("first", notation.point(*first).into()),
                ("second", notation.point(*second).into()),
            ],
        ),
        MoveError::NotOffered {
            point: p,
            offered,
            notation,
        } => tr(
            lang,
            "move-not-offered",
            &[
                ("point", notation.point(*p).into()),
                ("offered", notation.points(offered).into()),
            ],
        ),
        MoveError::NoPass { opening: true } => t(lang, "move-no-pass-opening"),
        MoveError::NoPass { opening: false } => t(lang, "move-no-pass"),
    }
}

/// What may be done in an opening decision (or "place a stone"), with the tokens to type.
pub fn expected_words(lang: Lang, expected: &Expected, notation: Notation) -> String {
    let first = notation.colour(Colour::FIRST);
    let second = notation.colour(Colour::SECOND);
    let colours = || {
        [
            ("first", first.into()),
            ("second", second.into()),
            ("first-colour", text::colour_named(lang, first).into()),
            ("second-colour", text::colour_named(lang, second).into()),
        ]
    };
    match expected {
        Expected::Stone => t(lang, "expect-stone"),
        Expected::ChooseColour => tr(lang, "expect-choose-colour", &colours()),
        Expected::Swap2 => tr(lang, "expect-swap2", &colours()),
        Expected::TaraguchiSwap => t(lang, "expect-taraguchi-swap"),
        Expected::TaraguchiBranch => tr(lang, "expect-taraguchi-branch", &colours()),
        Expected::TaraguchiPick(offers) => tr(
            lang,
            "expect-taraguchi-pick",
            &[("points", notation.points(offers).into())],
        ),
    }
}

/// What the game waits for from the seat to act, in words (the engine's
/// [`pente::Game::decision_hint`] in `lang`).
pub fn decision_hint(lang: Lang, game: &pente::Game) -> String {
    let expected = match game.pending() {
        pente::Pending::Decide { decision, .. } => Expected::from(&decision),
        _ => Expected::Stone,
    };
    expected_words(lang, &expected, game.rules().notation())
}

/// Where the opening allows the stone, with the square's corners in the game's lettering.
fn area_words(lang: Lang, area: Area, notation: Notation) -> String {
    let c = Point::centre(notation.size);
    let centre = notation.point(c);
    let square = |r: u8| {
        format!(
            "{}-{}",
            notation.point(Point::new(c.x - r, c.y - r)),
            notation.point(Point::new(c.x + r, c.y + r))
        )
    };
    match area {
        Area::Within { radius: 0, stone } => tr(
            lang,
            "area-centre",
            &[("stone", stone.into()), ("centre", centre.into())],
        ),
        Area::Within { radius, stone } => tr(
            lang,
            "area-within",
            &[
                ("stone", stone.into()),
                ("n", (2 * radius + 1).into()),
                ("square", square(radius).into()),
            ],
        ),
        Area::AwayFromCentre { min, g_pente } => tr(
            lang,
            "area-away",
            &[
                ("min", min.into()),
                ("centre", centre.into()),
                ("square", square(min - 1).into()),
                ("gpente", if g_pente { "yes" } else { "no" }.into()),
            ],
        ),
    }
}

/// An end reason's stored name (`five`, `captures`, `resign`...) in `lang`, as history and
/// imported records show it.
pub fn end_reason_name(lang: Lang, name: &str) -> String {
    tr(lang, "end-reason-name", &[("reason", name.into())])
}

/// A token that could not be read, in `lang`.
pub fn token_error(e: &TokenError, lang: Lang) -> String {
    match e {
        TokenError::Coord(e) => coord_error(e, lang),
        TokenError::Colour {
            colour,
            options,
            notation,
        } => {
            let options = options
                .iter()
                .map(|&c| notation.colour(c).to_string())
                .reduce(|first, second| {
                    tr(
                        lang,
                        "list-or",
                        &[("first", first.into()), ("second", second.into())],
                    )
                })
                .unwrap_or_default();
            tr(
                lang,
                "token-bad-colour",
                &[
                    ("colour", colour.as_str().into()),
                    ("options", options.into()),
                ],
            )
        }
        TokenError::Unknown(typed) => {
            tr(lang, "token-unknown", &[("token", typed.as_str().into())])
        }
    }
}

/// A coordinate that could not be read, in `lang`.
pub fn coord_error(e: &CoordError, lang: Lang) -> String {
    match e {
        CoordError::Malformed {
            text,
            lettering,
            size,
        } => tr(
            lang,
            "coord-malformed",
            &[
                ("text", text.as_str().into()),
                ("example", lettering.format(Point::centre(*size)).into()),
            ],
        ),
        CoordError::NoColumnI { size } => tr(
            lang,
            "coord-no-column-i",
            &[(
                "columns",
                pente::Lettering::SkipI.column_range(*size).into(),
            )],
        ),
        CoordError::ColumnOffBoard {
            letter,
            lettering,
            size,
        } => tr(
            lang,
            "coord-column-off-board",
            &[
                ("letter", letter.to_string().into()),
                ("columns", lettering.column_range(*size).into()),
            ],
        ),
        CoordError::RowOffBoard { row, size } => tr(
            lang,
            "coord-row-off-board",
            &[("row", row.as_str().into()), ("size", (*size).into())],
        ),
    }
}

/// Rules or rule options that were refused, in `lang`.
pub fn rule_error(e: &RuleError, lang: Lang) -> String {
    match e {
        RuleError::UnknownPreset(name) => {
            let list = pente::Preset::ALL.map(|p| p.name()).join(", ");
            tr(
                lang,
                "rules-unknown-preset",
                &[("name", name.as_str().into()), ("list", list.into())],
            )
        }
        RuleError::UnknownKey(key) => tr(
            lang,
            "rules-unknown-key",
            &[
                ("key", key.as_str().into()),
                ("keys", pente::KEYS.join(", ").into()),
            ],
        ),
        RuleError::BadValue { key, value } => {
            let expected = tr(lang, "rules-expected-values", &[("key", (*key).into())]);
            tr(
                lang,
                "rules-bad-value",
                &[
                    ("value", value.as_str().into()),
                    ("key", (*key).into()),
                    ("expected", expected.into()),
                ],
            )
        }
        RuleError::NotKeyValue { pair } => tr(
            lang,
            "options-not-key-value",
            &[("pair", pair.as_str().into())],
        ),
        RuleError::EmptySpec => t(lang, "rules-empty-spec"),
        RuleError::Conflict(c) => conflict(c, lang),
    }
}

fn conflict(c: &Conflict, lang: Lang) -> String {
    let n = |key: &str, name: &str, value: u8| tr(lang, key, &[(name, value.into())]);
    let opening = |key: &str, o: pente::Opening| tr(lang, key, &[("opening", o.name().into())]);
    match c {
        Conflict::BoardSize { size } => n("conflict-board-size", "size", *size),
        Conflict::Players { players } => n("conflict-players", "players", *players),
        Conflict::TeamsNeedFour { .. } => t(lang, "conflict-teams-need-four"),
        Conflict::NeedsCaptures { option, preset } => tr(
            lang,
            "conflict-needs-captures",
            &[
                ("option", (*option).into()),
                ("preset", preset.name().into()),
            ],
        ),
        Conflict::MixedCaptureTwoPlayers => t(lang, "conflict-mixed-capture"),
        Conflict::OpeningForTwo { opening, players } => tr(
            lang,
            "conflict-opening-for-two",
            &[
                ("opening", opening.name().into()),
                ("players", (*players).into()),
            ],
        ),
        Conflict::BoardTooSmall { opening, distance } => tr(
            lang,
            "conflict-board-too-small",
            &[
                ("opening", opening.name().into()),
                ("distance", (*distance).into()),
                ("size", (2 * *distance + 1).into()),
            ],
        ),
        Conflict::AdjacentOnly { opening: o } => opening("conflict-adjacent-only", *o),
        Conflict::TaraguchiBoard { .. } => t(lang, "conflict-taraguchi-board"),
        Conflict::RenjuCaptures => t(lang, "conflict-renju-captures"),
        Conflict::RenjuPlayers { .. } => t(lang, "conflict-renju-players"),
        Conflict::RenjuWinLine { .. } => t(lang, "conflict-renju-win-line"),
        Conflict::Pass { .. } => t(lang, "conflict-pass"),
        Conflict::TwoStonesCaptures => t(lang, "conflict-two-stones-captures"),
        Conflict::TwoStonesOpening { .. } => t(lang, "conflict-two-stones-opening"),
        Conflict::TwoStonesRenju => t(lang, "conflict-two-stones-renju"),
    }
}

/// A typed clock that was refused, in `lang`.
pub fn clock_error(e: &ClockError, lang: Lang) -> String {
    let typed = |key: &str, s: &str| tr(lang, key, &[("typed", s.into())]);
    match e {
        ClockError::Unreadable(s) => typed("clock-unreadable", s),
        ClockError::PerMove(s) => typed("clock-bad-per-move", s),
        ClockError::Base(s) => typed("clock-bad-base", s),
        ClockError::Increment(s) => typed("clock-bad-increment", s),
    }
}

/// A game record that could not be read (`/pente import`), in `lang`: where, and what is
/// wrong there.
pub fn record_error(e: &pente::record::RecordError, lang: Lang) -> String {
    use pente::record::RecordCause;
    let what = match &*e.cause {
        RecordCause::TooLarge { max_kib } => {
            tr(lang, "record-too-large", &[("max", (*max_kib).into())])
        }
        RecordCause::BadHeader => t(lang, "record-bad-header"),
        RecordCause::RulesHeader(e) => tr(
            lang,
            "record-rules-header",
            &[("error", rule_error(e, lang).into())],
        ),
        RecordCause::NoGameHeader => t(lang, "record-no-game-header"),
        RecordCause::UnknownGame(name) => tr(
            lang,
            "record-unknown-game",
            &[("name", name.as_str().into())],
        ),
        RecordCause::AfterResult => t(lang, "record-after-result"),
        RecordCause::Token(e) => token_error(e, lang),
        RecordCause::Move(e) => move_error(e, lang),
        // A cause added to the engine later: its English words.
        _ => e.message.clone(),
    };
    tr(
        lang,
        "record-error",
        &[
            ("line", e.line.into()),
            ("column", e.column.into()),
            ("token", e.token.as_str().into()),
            ("what", what.into()),
        ],
    )
}

/// A variant's one-line description, for menus and `/pente rules`, in `lang`.
pub fn variant_description(lang: Lang, preset: pente::Preset) -> String {
    t(lang, &format!("variant-{}", preset.name()))
}

/// A short summary of the rules, as challenges, lobbies and `/pente rules` show it, in
/// `lang` (the engine's [`pente::RuleSet::summary`] in words of the reader's language).
pub fn rules_summary(lang: Lang, rules: &pente::RuleSet) -> String {
    use pente::{Overtime, RenjuFoul, SelfCapture};
    let mut parts = vec![tr(lang, "summary-size", &[("size", rules.size.into())])];
    if rules.players > 2 {
        parts.push(if rules.teams {
            t(lang, "summary-teams")
        } else {
            tr(
                lang,
                "summary-players",
                &[("players", rules.players.into())],
            )
        });
    }
    parts.push(if rules.renju.is_some() {
        t(lang, "summary-renju-row")
    } else {
        let overline = if rules.win_line.overline_wins {
            "yes"
        } else {
            "no"
        };
        tr(
            lang,
            "summary-row",
            &[
                ("length", rules.win_line.length.into()),
                ("overline", overline.into()),
            ],
        )
    });
    if rules.captures {
        let what = if rules.capture_three {
            "threes"
        } else {
            "pairs"
        };
        parts.push(match rules.capture_win_stones() {
            Some(n) => tr(
                lang,
                "summary-captures",
                &[("what", what.into()), ("stones", n.into())],
            ),
            None => tr(lang, "summary-captures-no-win", &[("what", what.into())]),
        });
    } else {
        parts.push(t(lang, "summary-no-captures"));
    }
    match rules.self_capture {
        SelfCapture::Allowed => {}
        SelfCapture::Poof => parts.push(t(lang, "summary-poof")),
        SelfCapture::Forbidden => parts.push(t(lang, "summary-self-capture-forbidden")),
    }
    match rules.overtime {
        Overtime::Off => {}
        Overtime::LineBreak => parts.push(t(lang, "summary-line-break")),
        Overtime::LineCapture => parts.push(t(lang, "summary-line-capture")),
    }
    if rules.mixed_capture {
        parts.push(t(lang, "summary-mixed-capture"));
    }
    match rules.renju {
        Some(RenjuFoul::Refuse) => parts.push(t(lang, "summary-renju-refuse")),
        Some(RenjuFoul::Lose) => parts.push(t(lang, "summary-renju-lose")),
        None => {}
    }
    if rules.stones_per_turn == 2 {
        parts.push(t(lang, "summary-two-stones"));
    }
    if rules.adjacent_only {
        parts.push(t(lang, "summary-adjacent-only"));
    }
    if rules.pass {
        parts.push(t(lang, "summary-pass"));
    }
    parts.push(tr(
        lang,
        "summary-opening",
        &[("opening", rules.opening.name().into())],
    ));
    let first = rules.colour_name(Colour::FIRST);
    parts.push(tr(
        lang,
        "summary-first",
        &[("colour", text::colour_named(lang, first).into())],
    ));
    parts.join(&t(lang, "summary-separator"))
}

#[cfg(test)]
mod tests;
