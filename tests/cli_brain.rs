//! `pente-bot brain` (Gomocup protocol) and `pente-bot suggest`, run as the built binary.

use std::io::Write;
use std::process::{Command, Stdio};

fn brain(script: &str) -> Vec<String> {
    brain_at("3", script)
}

fn brain_at(level: &str, script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["brain", "--level", level])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn is_point(s: &str, size: u8) -> bool {
    let v: Vec<u8> = s.split(',').filter_map(|t| t.parse().ok()).collect();
    v.len() == 2 && v[0] < size && v[1] < size
}

#[test]
fn a_scripted_session() {
    let out = brain(
        "ABOUT\nSTART 15\nINFO timeout_turn 200\nINFO rule 1\nBEGIN\nTURN 7,8\nTAKEBACK 7,8\nRESTART\n\
         BOARD\n7,7,2\n8,8,1\n8,7,2\n9,7,2\n10,7,2\nDONE\nEND\n",
    );
    assert!(out[0].starts_with("name=\"pente-bot\""), "{out:?}");
    assert_eq!(out[1], "OK");
    assert!(is_point(&out[2], 15), "{out:?}");
    assert!(is_point(&out[3], 15), "{out:?}");
    assert_eq!(out[4], "OK");
    assert_eq!(out[5], "OK");
    // Four stones of the opponent on row 7 (x 7-10) with one side open: block at 6,7 or 11,7.
    assert!(out[6] == "6,7" || out[6] == "11,7", "{out:?}");
    assert_eq!(out.len(), 7);
}

#[test]
fn errors_are_answered_not_fatal() {
    let out = brain(
        "TURN 1,1\nSTART 20\nRECTSTART 15,13\nSTART 15\nTURN 99,1\nTURN x\nFROB\nINFO rule nope\n\
         TURN 7,7\nTURN 7,7\nBOARD\n1,1,7\n1,1,1\nDONE\nEND\n",
    );
    let expect_prefix = [
        "ERROR", "ERROR", "ERROR", "OK", "ERROR", "ERROR", "UNKNOWN", "ERROR", "", "ERROR",
        "ERROR", "",
    ];
    assert_eq!(out.len(), expect_prefix.len(), "{out:?}");
    for (line, prefix) in out.iter().zip(expect_prefix) {
        if prefix.is_empty() {
            assert!(is_point(line, 15), "{line}");
        } else {
            assert!(line.starts_with(prefix), "{line} (expected {prefix})");
        }
    }
}

#[test]
fn pente_through_the_variant_extension() {
    // Pente on 19x19: the opponent's pair 9,9-10,9 stands next to our 8,9: take it at 11,9.
    let out = brain_at(
        "8",
        "INFO variant pente\nINFO timeout_turn 2000\nSTART 19\nBOARD\n9,9,2\n8,9,1\n10,9,2\nDONE\nEND\n",
    );
    assert_eq!(out[0], "OK");
    assert_eq!(out[1], "11,9", "{out:?}");
}

#[test]
fn suggest_prints_a_token() {
    let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args([
            "suggest", "--rules", "gomoku", "--nodes", "20000", "--", "H8", "A1", "J8", "A2", "K8",
            "A3", "L8",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let first = text.lines().next().unwrap();
    // Black's H8 J8 K8 L8 (letters include I here) wait for I8: White must take it.
    assert_eq!(first, "I8", "{text}");
    assert!(text.lines().nth(1).unwrap().starts_with("score="));

    let bad = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["suggest", "--rules", "gomoku", "Z99"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let bad = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["suggest", "--rules", "nope"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}
