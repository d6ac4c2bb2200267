//! pente.org records: export, import, round trips and errors.

use pente::record::{self, RecordInfo};
use pente::{token, Colour, Game, Opening, Preset, RuleSet};

fn game(preset: Preset, options: &[(&str, &str)], tokens: &str) -> Game {
    let mut g = Game::new(RuleSet::build(preset, options).unwrap());
    for t in tokens.split_whitespace() {
        g.act(token::parse(t, g.rules()).unwrap()).unwrap();
    }
    g
}

#[test]
fn export_writes_pente_org_headers_and_numbered_moves() {
    let g = game(Preset::Pente, &[], "K10 L11 K7 L8 resign");
    let info = RecordInfo {
        names: vec!["alice".into(), "bob".into()],
        date: Some("11/22/2026".into()),
        ..RecordInfo::default()
    };
    let text = record::export(&g, &info);
    assert!(
        text.starts_with("[Game \"Pente\"]\n[Site \"-\"]\n"),
        "{text}"
    );
    assert!(text.contains("[Player 1 Name \"alice\"]\n[Player 2 Name \"bob\"]\n"));
    assert!(text.contains("[Date \"11/22/2026\"]"));
    assert!(
        text.contains(
            "[Result \"0-1\"]\n[Rules \"pente\"]\n\n1. K10 L11 2. K7 L8 {resign=1} 0-1\n"
        ),
        "{text}"
    );
}

#[test]
fn round_trip_keeps_rules_decisions_and_result() {
    let cases = [
        (
            Preset::Swap2Pente,
            vec![("size", "13")],
            "G7 H8 J9 K10 L11 choose=white M12",
        ),
        (
            Preset::Renju,
            vec![],
            "H8 I8 H10 K8 offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2 pick=A1 O15",
        ),
        (
            Preset::Gomoku,
            vec![("size", "9")],
            "E5 A1 E6 A2 E7 A3 E8 A4 E9",
        ),
        (Preset::Connect6, vec![], "K10 A1 A2 K11 K12"),
        (
            Preset::Pente4p,
            vec![("opening", "none"), ("mixed_capture", "true")],
            "K10 L10 M10 N10 O10",
        ),
    ];
    for (preset, options, tokens) in cases {
        let g = game(preset, &options, tokens);
        let text = record::export(&g, &RecordInfo::default());
        let back = record::import(&text, None).unwrap_or_else(|e| panic!("{preset}: {e}\n{text}"));
        assert_eq!(back.game.board(), g.board(), "{preset}\n{text}");
        assert_eq!(back.game.rules(), g.rules(), "{preset}");
        assert_eq!(back.game.result(), g.result(), "{preset}");
        assert_eq!(back.game.history(), g.history(), "{preset}");
    }
}

#[test]
fn pente_org_d_pente_swap_header_is_honoured() {
    let text = "[Game \"D-Pente\"]\n[Player's Swapped? \"Yes\"]\n\n1. K10 L11 2. M12 N13 3. O14\n";
    let rec = record::import(text, None).unwrap();
    assert_eq!(rec.game.seat_of(Colour(0)), pente::Seat(1));
    assert_eq!(rec.game.plies(), 5);
    let rec = record::import(&text.replace("Yes", "No"), None).unwrap();
    assert_eq!(rec.game.seat_of(Colour(0)), pente::Seat(0));
}

#[test]
fn errors_point_at_the_bad_token() {
    let e = record::import("[Game \"Pente\"]\n\n1. K10 L11\n2. K10 M12\n", None).unwrap_err();
    assert_eq!(
        (e.line, e.column, e.token.as_str(), e.kind),
        (4, 4, "K10", "occupied")
    );
    assert_eq!(e.action_index, Some(2));
    let e = record::import("[Game \"Chess\"]\n\n1. e4\n", None).unwrap_err();
    assert_eq!(e.kind, "bad-header");
    let e = record::import("[Game \"Pente\"]\n\n1. K10 L11 1-0 K7\n", None).unwrap_err();
    assert!(e.message.contains("nothing may follow the result"));
    let e = record::import("[Game \"Pente\"\n\n1. K10\n", None);
    assert!(e.is_ok(), "a missing ] is tolerated");
    let e = record::import("[Game Pente]\n", None).unwrap_err();
    assert_eq!(e.kind, "bad-header");
}

#[test]
fn rules_md_record_replays_to_white_winning_ten_to_eight() {
    let moves = "1. K10 L11 2. K7 L8 3. H9 J8 4. K8 K9 5. J10 K6 6. L10 H10 7. N10 M10 8. G8 K11 \
9. M7 N9 10. O8 M11 11. J11 J12 12. E6 F7 13. O11 J9 14. J11 J10 15. M9 J7 16. J6 J13 17. J14 J13 \
18. M12 P12 19. M11 M13 20. M10 M8 21. L5 H8 22. K8 L7 23. G8";
    let rec = record::import(
        &format!("[Game \"Pente\"]\n[Result \"1-0\"]\n\n{moves} 1-0\n"),
        None,
    )
    .unwrap();
    let g = rec.game;
    assert_eq!((g.captures(Colour(0)), g.captures(Colour(1))), (10, 8));
    assert_eq!(g.result().unwrap().winners, vec![Colour(0)]);
    // And export gives the same move text back.
    let text = record::export(&g, &RecordInfo::default());
    assert!(
        text.lines().all(|l| l.len() <= 80),
        "lines wrap at 80 columns"
    );
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("1. K10 L11 2. K7 L8 3. H9 J8"), "{text}");
    assert!(flat.ends_with("23. G8 1-0"), "{text}");
}

#[test]
fn passes_are_written_in_the_move_list_and_read_back() {
    let g = game(
        Preset::Renju,
        &[("opening", "none")],
        "H8 I9 pass J10 K11 pass pass",
    );
    assert!(g.is_over());
    let text = record::export(&g, &RecordInfo::default());
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    // Numbered like stones, so that every round starts with Black.
    assert!(
        flat.ends_with("1. H8 I9 2. pass J10 3. K11 pass 4. pass 1/2-1/2"),
        "{text}"
    );
    let back = record::import(&text, None).unwrap();
    assert_eq!(back.game.history(), g.history());
    assert_eq!(back.game.result(), g.result());
    // `{pass}` and any case are read too.
    let text = text
        .replace("2. pass", "2. {pass}")
        .replace("4. pass", "4. PASS");
    assert_eq!(
        record::import(&text, None).unwrap().game.history(),
        g.history()
    );
}

/// pente.org records whose first player's second stone (L10) is inside the Pro square.
fn pente_org_record(game: &str, rated: Option<&str>) -> String {
    let rated = rated.map_or(String::new(), |r| format!("[Rated \"{r}\"]\n"));
    format!("[Game \"{game}\"]\n{rated}[Result \"0-1\"]\n\n1. K10 L11 2. L10 M12 3. A1 0-1\n")
}

#[test]
fn unrated_pente_org_records_play_without_the_tournament_rule() {
    // (game, Rated header, accepted): pente.org dropped the tournament rule in unrated games
    // of these five; G-Pente kept its limits; a missing header means rated.
    let cases = [
        ("Pente", Some("N"), true),
        ("Pente", Some("n"), true),
        ("Pente", Some("No"), true),
        ("Keryo-Pente", Some("N"), true),
        ("Boat-Pente", Some("N"), true),
        ("Poof-Pente", Some("N"), true),
        ("O-Pente", Some("N"), true),
        ("Speed Pente", Some("N"), true),
        ("Pente", Some("Y"), false),
        ("Pente", None, false),
        ("Keryo-Pente", Some("Y"), false),
        ("G-Pente", Some("N"), false),
    ];
    for (name, rated, accepted) in cases {
        let text = pente_org_record(name, rated);
        match record::import(&text, None) {
            Ok(rec) => {
                assert!(accepted, "{name} {rated:?} was accepted");
                assert_eq!(rec.game.rules().opening, Opening::Centre, "{name}");
                assert_eq!(rec.game.plies(), 5, "{name}");
            }
            Err(e) => {
                assert!(!accepted, "{name} {rated:?}: {e}");
                let line = if rated.is_some() { 5 } else { 4 };
                assert_eq!(
                    (e.kind, e.line, e.column),
                    ("opening-area", line, 15),
                    "{name}"
                );
                assert_eq!(e.token, "L10");
            }
        }
    }
    // The first stone still goes on the centre.
    let text = pente_org_record("Pente", Some("N")).replace("1. K10", "1. J9");
    assert_eq!(
        record::import(&text, None).unwrap_err().kind,
        "opening-area"
    );
    // Rules given with --rules (or our Rules header) are taken as they are.
    let text = pente_org_record("Pente", Some("N"));
    let e = record::import(&text, Some(RuleSet::preset(Preset::Pente))).unwrap_err();
    assert_eq!(e.kind, "opening-area");
}
