use super::*;
use pente::{Action, Opening, Preset, RuleSet, Seat, WinLine};

fn notation(preset: Preset) -> Notation {
    RuleSet::preset(preset).notation()
}

/// Every illegal move the engine can refuse, with data.
fn move_errors() -> Vec<MoveError> {
    let pente = notation(Preset::Pente);
    let renju = notation(Preset::Renju);
    let p = Point::new(3, 4);
    let offers = vec![Point::new(7, 7), Point::new(8, 8)];
    let expected = [
        Expected::Stone,
        Expected::ChooseColour,
        Expected::Swap2,
        Expected::TaraguchiSwap,
        Expected::TaraguchiBranch,
        Expected::TaraguchiPick(offers.clone()),
    ];
    let mut errors = vec![
        MoveError::GameOver,
        MoveError::NotYourTurn {
            expected: Seat(1),
            colour: Colour::SECOND,
            notation: pente,
        },
        MoveError::OffBoard {
            point: Point::new(20, 3),
            notation: pente,
        },
        MoveError::Occupied {
            point: p,
            notation: renju,
        },
        MoveError::NotAdjacent {
            point: p,
            notation: pente,
        },
        MoveError::SelfCapture {
            point: p,
            notation: pente,
        },
        MoveError::NotYourDecision { expected: Seat(0) },
        MoveError::NoSuchSeat { seat: Seat(3) },
        MoveError::AlreadyLeft { seat: Seat(2) },
        MoveError::NoSuchColour { colour: Colour(3) },
        MoveError::NotAMove {
            action: Action::Draw,
        },
        MoveError::OfferCount {
            offered: 9,
            needed: 10,
        },
        MoveError::OfferedTwice {
            point: p,
            notation: renju,
        },
        MoveError::SymmetricOffers {
            first: p,
            second: Point::new(4, 3),
            notation: renju,
        },
        MoveError::NotOffered {
            point: p,
            offered: offers.clone(),
            notation: renju,
        },
        MoveError::NoPass { opening: true },
        MoveError::NoPass { opening: false },
    ];
    for foul in [
        Foul::Overline,
        Foul::DoubleFour {
            fours: 2,
            threes: 0,
        },
        Foul::DoubleThree {
            fours: 1,
            threes: 2,
        },
    ] {
        errors.push(MoveError::RenjuFoul {
            point: p,
            foul,
            notation: renju,
        });
    }
    for area in [
        Area::Within {
            radius: 0,
            stone: 1,
        },
        Area::Within {
            radius: 3,
            stone: 3,
        },
        Area::AwayFromCentre {
            min: 3,
            g_pente: false,
        },
        Area::AwayFromCentre {
            min: 3,
            g_pente: true,
        },
    ] {
        errors.push(MoveError::OpeningArea {
            point: p,
            area,
            notation: pente,
        });
    }
    for (n, e) in expected.into_iter().enumerate() {
        let notation = if n % 2 == 0 { pente } else { renju };
        errors.push(MoveError::DecisionRequired {
            by: Seat(1),
            expected: e.clone(),
            notation,
        });
        errors.push(MoveError::NoDecision {
            expected: e.clone(),
            notation,
        });
        errors.push(MoveError::InvalidChoice {
            colour: Colour(2),
            expected: e,
            notation,
        });
    }
    errors
}

fn rule_errors() -> Vec<RuleError> {
    let mut errors = vec![
        RuleError::UnknownPreset("chess".into()),
        RuleError::UnknownKey("colour".into()),
        RuleError::NotKeyValue {
            pair: "fast".into(),
        },
        RuleError::EmptySpec,
    ];
    for key in pente::KEYS {
        errors.push(RuleError::BadValue {
            key,
            value: "maybe".into(),
        });
    }
    let conflicts = [
        Conflict::BoardSize { size: 8 },
        Conflict::Players { players: 5 },
        Conflict::TeamsNeedFour { players: 3 },
        Conflict::NeedsCaptures {
            option: "capture_three",
            preset: Preset::Gomoku,
        },
        Conflict::MixedCaptureTwoPlayers,
        Conflict::OpeningForTwo {
            opening: Opening::Swap2,
            players: 3,
        },
        Conflict::BoardTooSmall {
            opening: Opening::LongPro,
            distance: 4,
        },
        Conflict::AdjacentOnly {
            opening: Opening::Pro,
        },
        Conflict::TaraguchiBoard { size: 7 },
        Conflict::RenjuCaptures,
        Conflict::RenjuPlayers { players: 3 },
        Conflict::RenjuWinLine {
            win_line: WinLine {
                length: 4,
                overline_wins: true,
            },
        },
        Conflict::Pass {
            players: 3,
            stones_per_turn: 1,
        },
        Conflict::TwoStonesCaptures,
        Conflict::TwoStonesOpening {
            opening: Opening::Pro,
        },
        Conflict::TwoStonesRenju,
    ];
    errors.extend(conflicts.map(RuleError::Conflict));
    errors
}

fn token_errors() -> Vec<TokenError> {
    let team = RuleSet::preset(Preset::TeamPente);
    let renju = RuleSet::preset(Preset::Renju);
    ["Z9", "I5", "K30", "hello", "choose=green", "K"]
        .into_iter()
        .flat_map(|typed| {
            [&team, &renju]
                .into_iter()
                .filter_map(move |rules| pente::token::parse(typed, rules).err())
        })
        .collect()
}

fn clock_errors() -> Vec<ClockError> {
    ["soon", "5s", "4h+0", "5m+10m"]
        .into_iter()
        .map(|t| t.parse::<crate::service::Clock>().unwrap_err())
        .collect()
}

/// In English every refusal reads word for word as the engine's (and the service's) own
/// Display, which logs and the command line show.
#[test]
fn english_words_are_the_engines() {
    for e in move_errors() {
        assert_eq!(move_error(&e, Lang::En), e.to_string(), "{e:?}");
    }
    for e in rule_errors() {
        let ours = rule_error(&e, Lang::En);
        match e {
            // The Discord layer's own words for a word without `=`, as before.
            RuleError::NotKeyValue { .. } => assert!(ours.contains("key=value"), "{ours}"),
            _ => assert_eq!(ours, e.to_string(), "{e:?}"),
        }
    }
    let tokens = token_errors();
    assert!(tokens.len() >= 8, "{tokens:?}");
    for e in tokens {
        assert_eq!(token_error(&e, Lang::En), e.to_string(), "{e:?}");
    }
    for e in clock_errors() {
        assert_eq!(clock_error(&e, Lang::En), e.to_string(), "{e:?}");
    }
    let mut swap2 = pente::Game::new(RuleSet::preset(Preset::Swap2Pente));
    assert_eq!(decision_hint(Lang::En, &swap2), swap2.decision_hint());
    for t in ["K10", "L11", "M12"] {
        swap2
            .act(pente::token::parse(t, swap2.rules()).unwrap())
            .unwrap();
    }
    assert_eq!(decision_hint(Lang::En, &swap2), swap2.decision_hint());
    let rules = RuleSet::preset(Preset::Pente);
    for reason in [
        pente::EndReason::Row,
        pente::EndReason::Captures,
        pente::EndReason::TwoPasses,
    ] {
        let name = reason.name(&rules);
        assert_eq!(end_reason_name(Lang::En, name), name);
    }
}

/// Every other language has words of its own for every refusal (none falls back to the
/// engine's English), and keeps the data: points, tokens, option names.
#[test]
fn every_language_words_every_refusal_itself() {
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        for e in move_errors() {
            let ours = move_error(&e, lang);
            assert_ne!(ours, e.to_string(), "{}: {e:?}", lang.code());
        }
        for e in rule_errors() {
            let ours = rule_error(&e, lang);
            assert_ne!(ours, e.to_string(), "{}: {e:?}", lang.code());
            if let RuleError::BadValue { key, value } = &e {
                assert!(
                    ours.contains(key) && ours.contains(value.as_str()),
                    "{ours}"
                );
            }
        }
        for e in token_errors() {
            assert_ne!(
                token_error(&e, lang),
                e.to_string(),
                "{}: {e:?}",
                lang.code()
            );
        }
        for e in clock_errors() {
            assert_ne!(
                clock_error(&e, lang),
                e.to_string(),
                "{}: {e:?}",
                lang.code()
            );
        }
        assert_ne!(end_reason_name(lang, "captures"), "captures");
    }
}

#[test]
fn swedish_and_japanese_words_carry_the_data() {
    let pente = notation(Preset::Pente);
    let area = MoveError::OpeningArea {
        point: Point::new(10, 10),
        area: Area::AwayFromCentre {
            min: 3,
            g_pente: false,
        },
        notation: pente,
    };
    assert_eq!(
        move_error(&area, Lang::Sv),
        "L11 ligger utanför öppningens område: första spelarens andra sten måste ligga minst 3 \
         punkter från mitten K10, utanför kvadraten H8-M12"
    );
    assert_eq!(
        move_error(&area, Lang::Ja),
        "L11 は開局で打てる範囲の外です: 先手の二石目は中央 K10 から 3 路以上離し、H8-M12 の外に打ちます"
    );
    let decide = MoveError::DecisionRequired {
        by: Seat(1),
        expected: Expected::ChooseColour,
        notation: pente,
    };
    assert_eq!(
        move_error(&decide, Lang::Sv),
        "spelare 2 måste bestämma sig först: välj färg: choose=white eller choose=black"
    );
    let bad = RuleError::BadValue {
        key: "capture_win",
        value: "7".into(),
    };
    assert_eq!(
        rule_error(&bad, Lang::Sv),
        "`7` är inget giltigt värde för capture_win; förväntat: 5, 4 eller off (slag räknade i par)"
    );
    let renju = notation(Preset::Renju);
    let pick = MoveError::NotOffered {
        point: Point::new(0, 0),
        offered: vec![Point::new(7, 7), Point::new(8, 6)],
        notation: renju,
    };
    assert_eq!(
        move_error(&pick, Lang::Ja),
        "A1 は示されていません。H8, I7 から選んでください"
    );
    assert_eq!(
        rule_error(&RuleError::Conflict(Conflict::RenjuCaptures), Lang::Ja),
        "連珠に石取りはありません。captures=false にするか、別のゲームを選んでください"
    );
    assert_eq!(end_reason_name(Lang::Ja, "forbidden"), "禁手");
    assert_eq!(end_reason_name(Lang::Sv, "resign"), "uppgivet");
}

/// Rule sets that show every part of a summary.
fn rule_sets() -> Vec<RuleSet> {
    let mut sets: Vec<RuleSet> = Preset::ALL.into_iter().map(RuleSet::preset).collect();
    let options: [&[(&str, &str)]; 4] = [
        &[("self_capture", "forbidden"), ("overtime", "line-capture")],
        &[
            ("capture_win", "off"),
            ("capture_three", "true"),
            ("adjacent_only", "true"),
            ("opening", "none"),
        ],
        &[
            ("players", "3"),
            ("mixed_capture", "true"),
            ("win_line", "5"),
        ],
        &[("renju_foul", "lose"), ("size", "19")],
    ];
    let presets = [Preset::Pente, Preset::Pente, Preset::Pente, Preset::Renju];
    for (preset, options) in presets.into_iter().zip(options) {
        sets.push(RuleSet::build(preset, options).unwrap());
    }
    sets
}

#[test]
fn english_variants_and_summaries_are_the_engines() {
    for p in Preset::ALL {
        assert_eq!(variant_description(Lang::En, p), p.description(), "{p}");
    }
    for rules in rule_sets() {
        assert_eq!(
            rules_summary(Lang::En, &rules),
            rules.summary(),
            "{}",
            rules.spec()
        );
    }
}

#[test]
fn variants_and_summaries_are_translated() {
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        for p in Preset::ALL {
            assert_ne!(
                variant_description(lang, p),
                p.description(),
                "{}: {p}",
                lang.code()
            );
        }
        for rules in rule_sets() {
            let ours = rules_summary(lang, &rules);
            assert_ne!(ours, rules.summary(), "{}: {}", lang.code(), rules.spec());
            // Sizes and opening names stay as they are.
            let size = format!("{}x{}", rules.size, rules.size);
            assert!(
                ours.contains(&size) && ours.contains(rules.opening.name()),
                "{ours}"
            );
        }
    }
    assert_eq!(
        rules_summary(Lang::Ja, &RuleSet::preset(Preset::Renju)),
        "15x15、黒はちょうど五連、白は五連以上、石取りなし、黒の三三・四四・長連は禁手として打てない、\
         パスあり、両者続けてパスで引き分け、開局: taraguchi-10、黒が先手"
    );
    assert_eq!(
        variant_description(Lang::Sv, Preset::Gomoku),
        "fristil: fem eller fler i rad, inga slag, svart börjar"
    );
}

fn record_errors() -> Vec<pente::record::RecordError> {
    let too_large = " ".repeat(pente::record::MAX_RECORD_BYTES + 1);
    [
        "[Game \"Chess\"]\n\n1. e4\n",
        "[Game Pente]\n",
        "[Game \"Pente\"]\n\n1. K10 L11 1-0 K7\n",
        "[Game \"Pente\"]\n\n1. K10 L11\n2. K10 M12\n",
        "[Game \"Pente\"]\n\n1. K10 Z9\n",
        "[Rules \"pente size=8\"]\n\n1. K10\n",
        "[Site \"pente.org\"]\n\n1. K10\n",
        too_large.as_str(),
    ]
    .into_iter()
    .map(|text| pente::record::import(text, None).unwrap_err())
    .collect()
}

#[test]
fn record_errors_are_worded_in_every_language() {
    for e in record_errors() {
        assert_eq!(record_error(&e, Lang::En), e.to_string(), "{e:?}");
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let ours = record_error(&e, lang);
            assert_ne!(ours, e.to_string(), "{}: {e:?}", lang.code());
            assert!(ours.contains(&format!("`{}`", e.token)), "{ours}");
        }
    }
    let occupied = &record_errors()[3];
    assert_eq!(
        record_error(occupied, Lang::Ja),
        "4 行 4 文字目: `K10`: K10 にはすでに石があります"
    );
    assert_eq!(
        record_error(occupied, Lang::Sv),
        "rad 4, kolumn 4: `K10`: K10 är redan upptagen"
    );
}
