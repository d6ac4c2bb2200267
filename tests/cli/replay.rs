//! `pente-bot replay`, run as users and acceptance checks run it.

use serde_json::Value;
use std::process::Command;

fn replay(args: &[&str]) -> (i32, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .arg("replay")
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let json = serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text:?}"));
    (out.status.code().unwrap(), json)
}

const RECORD_MOVES: &str =
    "1. K10 L11 2. K7 L8 3. H9 J8 4. K8 K9 5. J10 K6 6. L10 H10 7. N10 M10 8. G8 K11 \
9. M7 N9 10. O8 M11 11. J11 J12 12. E6 F7 13. O11 J9 14. J11 J10 15. M9 J7 16. J6 J13 17. J14 J13 \
18. M12 P12 19. M11 M13 20. M10 M8 21. L5 H8 22. K8 L7 23. G8";

#[test]
fn the_rules_md_game_white_wins_ten_to_eight() {
    let tokens: Vec<&str> = RECORD_MOVES
        .split_whitespace()
        .filter(|t| !t.ends_with('.'))
        .collect();
    let mut args = vec!["--rules", "pente", "--"];
    args.extend(tokens);
    let (code, s) = replay(&args);
    assert_eq!(code, 0);
    assert_eq!(s["status"], "won");
    assert_eq!(s["winners"], serde_json::json!([1]));
    assert_eq!(s["reason"], "captures");
    assert_eq!(s["captures"], serde_json::json!([10, 8]));
    assert_eq!(s["colours"], serde_json::json!(["white", "black"]));
    assert_eq!(s["to_move"], Value::Null);
    assert_eq!(s["plies"], 45);
}

#[test]
fn the_same_game_from_a_record_file() {
    let dir = std::env::temp_dir().join(format!("pente-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.txt");
    let record = format!(
        "[Game \"Pente\"]\n[Site \"Pente.org\"]\n[Player 1 Name \"a\"]\n[Player 2 Name \"b\"]\n[Result \"1-0\"]\n\n{RECORD_MOVES} 1-0\n"
    );
    std::fs::write(&path, record).unwrap();
    let (code, s) = replay(&["--record", path.to_str().unwrap()]);
    assert_eq!(
        (code, &s["reason"], &s["captures"]),
        (0, &Value::from("captures"), &serde_json::json!([10, 8]))
    );
    // A bad token in a record points at its line and column; the state before it is printed.
    std::fs::write(&path, "[Game \"Pente\"]\n\n1. K10 L11\n2. K7 Z99\n").unwrap();
    let (code, s) = replay(&["--record", path.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(
        (s["error"]["line"].as_u64(), s["error"]["column"].as_u64()),
        (Some(4), Some(7))
    );
    assert_eq!(
        (&s["error"]["token"], &s["error"]["index"], &s["plies"]),
        (&Value::from("Z99"), &Value::from(3), &Value::from(3))
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn json_shape_of_a_game_in_progress() {
    let (code, s) = replay(&["--rules", "gomoku", "--size", "9", "--", "E5", "d4"]);
    assert_eq!(code, 0);
    assert_eq!(s["size"], 9);
    assert_eq!(s["colours"], serde_json::json!(["black", "white"]));
    let board: Vec<&str> = s["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert_eq!(board[4], "....1....");
    assert_eq!(board[5], "...2.....");
    assert_eq!(
        (&s["to_move"], &s["status"], &s["reason"]),
        (&Value::from(1), &Value::from("ongoing"), &Value::Null)
    );
    assert_eq!(s["winners"], serde_json::json!([]));
    let keys: Vec<&str> = s.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    for key in [
        "rules", "size", "colours", "board", "captures", "to_move", "status", "winners", "reason",
    ] {
        assert!(keys.contains(&key), "{key}");
    }
}

#[test]
fn an_illegal_token_prints_the_state_before_it_and_exits_2() {
    let (code, s) = replay(&["--rules", "pente", "--", "K10", "L11", "L12"]);
    assert_eq!(code, 2);
    assert_eq!(s["plies"], 2);
    assert_eq!(s["error"]["index"], 2);
    assert_eq!(s["error"]["token"], "L12");
    assert_eq!(s["error"]["kind"], "opening-area");
    assert!(s["error"]["message"].as_str().unwrap().contains("H8-M12"));
    let (code, s) = replay(&["--rules", "pente", "--", "K10", "I5"]);
    assert_eq!((code, &s["error"]["kind"]), (2, &Value::from("off-board")));
    assert!(s["error"]["message"]
        .as_str()
        .unwrap()
        .contains("A-T (no I)"));
    let (code, s) = replay(&["--rules", "pente", "--", "hello"]);
    assert_eq!((code, &s["error"]["kind"]), (2, &Value::from("bad-token")));
}

#[test]
fn set_keys_and_bad_rules() {
    let (code, s) = replay(&[
        "--rules",
        "pente",
        "--set",
        "capture_three=TRUE",
        "--set",
        "opening=none",
        "--",
        "K10",
        "L10",
        "A1",
        "M10",
        "A3",
        "N10",
        "O10",
    ]);
    assert_eq!((code, &s["captures"]), (0, &serde_json::json!([3, 0])));
    let (code, s) = replay(&["--rules", "pente", "--set", "colour=red"]);
    assert_eq!((code, &s["error"]["kind"]), (2, &Value::from("bad-rules")));
    let (code, s) = replay(&["--rules", "chess"]);
    assert_eq!(code, 2);
    assert!(s["error"]["message"]
        .as_str()
        .unwrap()
        .contains("keryo-pente"));
    let (code, s) = replay(&[
        "--rules",
        "pente",
        "--players",
        "4",
        "--set",
        "teams=true",
        "--set",
        "opening=none",
        "--",
        "K10",
        "resign",
    ]);
    assert_eq!(
        (code, &s["winners"], &s["reason"]),
        (0, &serde_json::json!([1, 3]), &Value::from("resign"))
    );
}

#[test]
fn decisions_and_pending_actions() {
    let (_, s) = replay(&["--rules", "swap2-pente", "--", "K10", "L11", "M12"]);
    assert_eq!(
        s["pending"],
        serde_json::json!({"player": 2, "action": "swap2-choice"})
    );
    let (_, s) = replay(&[
        "--rules",
        "renju",
        "--",
        "H8",
        "I8",
        "H10",
        "K8",
        "offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2",
    ]);
    assert_eq!(s["pending"]["action"], "taraguchi-pick");
    assert_eq!(s["pending"]["offers"].as_array().unwrap().len(), 10);
    let (code, s) = replay(&[
        "--rules",
        "renju",
        "--",
        "H8",
        "I8",
        "H10",
        "K8",
        "offer=A1,B1,C1,D1,E1,F1,G1,A2,B2,C2",
        "pick=A1",
        "O15",
    ]);
    assert_eq!(
        (code, &s["plies"], &s["to_move"]),
        (0, &Value::from(6), &Value::from(1))
    );
}

/// Every bad argument, clap's own errors included, is a `bad-rules` JSON error with exit 2
/// and a message that says what would be right.
#[test]
fn bad_arguments_are_json_errors() {
    let bad = |args: &[&str], says: &str| {
        let (code, s) = replay(args);
        assert_eq!(
            (code, &s["error"]["kind"]),
            (2, &Value::from("bad-rules")),
            "{args:?}: {s}"
        );
        let message = s["error"]["message"].as_str().unwrap();
        assert!(message.contains(says), "{args:?}: {message}");
    };
    let size = "odd number from 7 to 25";
    bad(&["--rules", "pente", "--size", "-3"], size);
    bad(&["--rules", "pente", "--size", "300"], size);
    bad(&["--rules", "pente", "--size", "abc"], size);
    bad(
        &["--rules", "pente", "--size", "27"],
        "odd size from 7 to 25",
    );
    bad(&["--rules", "pente", "--players", "9"], "use 2, 3 or 4");
    bad(&["--rules", "pente", "--players", "x"], "2, 3 or 4");
    bad(&["--rules", "pente", "--sise", "9"], "--size");
    bad(&["--rules", "pente", "--size"], "a value is required");
    // Help is still help, on standard output with exit 0.
    let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["replay", "--help"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("--players"));
}

#[test]
fn boat_pente_five_that_no_capture_breaks_wins_at_once() {
    // White's six L6-L11: no capture breaks it, so it wins at once (pente.org), although Black
    // has 8 captured stones and capture chances elsewhere.
    let moves = "K10 P8 O6 J11 L9 N6 L11 F9 J8 N5 Q5 N14 H8 N10 M9 O9 L10 M8 M10 O11 L6 L13 L9 N8 \
                 O13 Q6 L8 D15 N9 G14 P7 M11 C14 G9 J9 G8 D17 M9 J13 F12 M10 O16 J16 J12 K5 K9 K12 \
                 K10 L7 H16 F8 E13 A13 M4 B13 A12 O12 N11 J7 J5 B10 F6 G11 E10 F13 Q10 H6 C9 L10";
    let mut args = vec!["--rules", "boat-pente", "--"];
    args.extend(moves.split_whitespace());
    let (code, s) = replay(&args);
    assert_eq!(
        (code, &s["status"], &s["winners"], &s["reason"]),
        (
            0,
            &Value::from("won"),
            &serde_json::json!([1]),
            &Value::from("five")
        )
    );
    assert_eq!(s["overtime"], Value::Null);
}

#[test]
fn passes_in_renju() {
    let (code, s) = replay(&[
        "--rules",
        "renju",
        "--set",
        "opening=none",
        "--",
        "H8",
        "pass",
    ]);
    assert_eq!(
        (code, &s["status"], &s["plies"]),
        (0, &Value::from("ongoing"), &Value::from(1))
    );
    assert_eq!(s["pending"]["action"], "place");
    let (code, s) = replay(&[
        "--rules",
        "renju",
        "--set",
        "opening=none",
        "--",
        "H8",
        "pass",
        "PASS",
    ]);
    assert_eq!(
        (code, &s["status"], &s["reason"]),
        (0, &Value::from("draw"), &Value::from("two-passes"))
    );
    let (code, s) = replay(&["--rules", "pente", "--", "K10", "pass"]);
    assert_eq!((code, &s["error"]["kind"]), (2, &Value::from("no-pass")));
    // A 7x7 board where White passes while Black fills row 4 but D4 (a Black stone there would
    // make seven) and the rest; once White takes A2, Black's only point is forbidden.
    let moves = "F7 G5 B4 B6 A7 D5 C4 C3 B1 G3 B3 D3 G4 D7 F4 E6 E7 E2 E3 C1 F5 G7 A4 C5 G2 A6 D6 \
                 F2 E1 B2 C2 F6 B7 G1 G6 D1 B5 C7 E5 pass C6 pass A3 pass A1 pass D2 pass A5 pass \
                 F3 pass E4 pass F1 A2";
    let mut args = vec![
        "--rules",
        "renju",
        "--size",
        "7",
        "--set",
        "opening=none",
        "--",
    ];
    args.extend(moves.split_whitespace());
    let (code, s) = replay(&args);
    assert_eq!(
        (code, &s["status"], &s["to_move"]),
        (0, &Value::from("ongoing"), &Value::from(1))
    );
    assert_eq!(s["pending"]["action"], "pass", "Black must pass: {s}");
    args.push("D4");
    let (code, s) = replay(&args);
    assert_eq!((code, &s["error"]["kind"]), (2, &Value::from("renju-foul")));
    args.pop();
    args.extend(["pass", "D4"]);
    let (code, s) = replay(&args);
    assert_eq!(
        (code, &s["status"], &s["reason"]),
        (0, &Value::from("draw"), &Value::from("board-full"))
    );
}
