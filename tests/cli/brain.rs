//! `pente-bot brain` (Gomocup protocol) and `pente-bot suggest`, run as the built binary.

use std::io::Write;
use std::process::{Command, Stdio};

fn brain(script: &str) -> Vec<String> {
    brain_at("3", script)
}

fn brain_at(level: &str, script: &str) -> Vec<String> {
    brain_with(&["--level", level], script)
}

/// The brain's output lines for `script`, started with `args`.
fn brain_with(args: &[&str], script: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .arg("brain")
        .args(args)
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

#[test]
fn suggest_ends_quietly_when_its_reader_is_gone() {
    // `pente-bot suggest ... | head -1` once panicked on the broken pipe.
    let mut child = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args([
            "suggest", "--rules", "gomoku", "--nodes", "20000", "--", "H8",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?} {stderr}", out.status);
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// A brain driven one line at a time, for scripts that depend on its answers.
struct Session {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::Lines<std::io::BufReader<std::process::ChildStdout>>,
}

impl Session {
    fn new(level: &str) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
            .args(["brain", "--level", level])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
        Session {
            child,
            input,
            output,
        }
    }

    /// Sends a line that gets no answer.
    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Sends a line and reads the one-line answer.
    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.output.next().unwrap().unwrap()
    }

    fn end(mut self) {
        self.send("END");
        assert!(self.child.wait().unwrap().success());
        assert!(self.output.next().is_none());
    }
}

#[test]
fn variants_the_protocol_cannot_express_are_refused() {
    // Connect6 places two stones a turn and the 3- and 4-player games have more than one
    // opponent: the protocol has neither, so the brain says so rather than moving for another side.
    let out = brain(
        "INFO variant connect6\nINFO variant pente-3p\nINFO variant pente-4p\nINFO variant team-pente\n\
         START 15\nINFO timeout_turn 200\nBEGIN\nTURN 0,0\nEND\n",
    );
    assert_eq!(out.len(), 7, "{out:?}");
    for line in &out[..4] {
        assert!(
            line.starts_with("ERROR") && line.contains("not supported"),
            "{out:?}"
        );
    }
    // Still freestyle Gomoku on 15x15, one stone a turn.
    assert_eq!(out[4], "OK");
    assert!(is_point(&out[5], 15) && is_point(&out[6], 15), "{out:?}");

    // A refused variant leaves the one before it: Pente on 19x19 still captures.
    let out = brain_at(
        "8",
        "INFO variant pente\nINFO variant connect6\nINFO timeout_turn 2000\nSTART 19\n\
         BOARD\n9,9,2\n8,9,1\n10,9,2\nDONE\nEND\n",
    );
    assert!(out[0].starts_with("ERROR"), "{out:?}");
    assert_eq!(out[1], "OK");
    assert_eq!(out[2], "11,9", "{out:?}");
}

#[test]
fn board_colours_come_from_stone_counts_not_line_order() {
    // The brain's row 3,7 4,7 5,7 _ 7,7 8,7: 6,7 makes six. With as many stones each, the brain
    // is the first player, Black, for whom six is a foul under Renju and a win in freestyle.
    let ours = "3,7,1\n4,7,1\n5,7,1\n7,7,1\n8,7,1\n";
    let theirs = "3,11,2\n5,11,2\n7,11,2\n9,11,2\n11,11,2\n";
    for (rule, lines) in [
        ("0", format!("{theirs}{ours}")),
        ("4", format!("{theirs}{ours}")),
        ("4", format!("{ours}{theirs}")),
        // Alternating lines, the opponent's first: still replayed with the brain as Black.
        (
            "4",
            theirs
                .lines()
                .zip(ours.lines())
                .map(|(t, o)| format!("{t}\n{o}\n"))
                .collect(),
        ),
    ] {
        let out = brain(&format!(
            "START 15\nINFO timeout_turn 300\nINFO rule {rule}\nBOARD\n{lines}DONE\nEND\n"
        ));
        assert_eq!(out[0], "OK");
        assert!(is_point(&out[1], 15), "rule {rule}: {out:?}");
        if rule == "0" {
            assert_eq!(out[1], "6,7", "freestyle: the overline wins ({out:?})");
        } else {
            assert_ne!(
                out[1], "6,7",
                "renju, lines\n{lines}: Black's overline is a foul"
            );
        }
    }
}

#[test]
fn renju_black_with_only_fouls_left_plays_one_rather_than_erring() {
    // A full 7x7 board but the centre, 24 stones each: the brain is Black, and the centre
    // makes seven in a row, an overline. Our rules would pass; the protocol has no pass and
    // Gomocup's Renju loses on a foul, so the brain answers the foul (with a MESSAGE saying
    // why), not an ERROR that a manager counts as a crash.
    let rows = [
        "WWBWBWW", "WWBWBWW", "BWWBWWB", "BBB.BBB", "BBBBWWB", "WBBWWBW", "WBBBWWW",
    ];
    let mut lines = String::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            match c {
                'B' => lines.push_str(&format!("{x},{y},1\n")),
                'W' => lines.push_str(&format!("{x},{y},2\n")),
                _ => {}
            }
        }
    }
    let out = brain_at(
        "8",
        &format!("START 7\nINFO rule 4\nINFO timeout_turn 300\nBOARD\n{lines}DONE\nEND\n"),
    );
    assert_eq!(out[0], "OK");
    assert!(
        out[1].starts_with("MESSAGE") && out[1].contains("no pass"),
        "{out:?}"
    );
    assert_eq!(out[2], "3,3", "{out:?}");
    assert_eq!(out.len(), 3, "{out:?}");
}

#[test]
fn a_point_emptied_by_a_capture_can_be_played_again() {
    // Pente: the opponent's four 11,5-11,8 (topped by the brain's 11,4) must be blocked at 11,9,
    // which also takes the pair 9,9-10,9 against the brain's 8,9.
    let mut s = Session::new("8");
    s.send("INFO variant pente");
    s.send("INFO timeout_turn 1000");
    assert_eq!(s.ask("START 19"), "OK");
    s.send("BOARD");
    for line in [
        "9,9,2", "8,9,1", "10,9,2", "11,5,2", "11,6,2", "11,4,1", "11,7,2", "11,8,2",
    ] {
        s.send(line);
    }
    assert_eq!(s.ask("DONE"), "11,9");
    // 10,9 is empty again.
    let reply = s.ask("TURN 10,9");
    assert!(is_point(&reply, 19), "{reply}");
    // Take both back: the pair is on the board again, so 9,9 is occupied.
    assert_eq!(s.ask(&format!("TAKEBACK {reply}")), "OK");
    assert_eq!(s.ask("TAKEBACK 10,9"), "OK");
    assert_eq!(s.ask("TAKEBACK 11,9"), "OK");
    assert!(s.ask("TURN 9,9").starts_with("ERROR"));
    s.end();
}

#[test]
fn takeback_changes_the_position() {
    let mut s = Session::new("3");
    assert_eq!(s.ask("START 15"), "OK");
    s.send("INFO timeout_turn 200");
    let first = s.ask("BEGIN");
    assert!(is_point(&first, 15), "{first}");
    let reply = s.ask("TURN 0,0");
    assert!(is_point(&reply, 15), "{reply}");
    assert!(s.ask("TURN 0,0").starts_with("ERROR"));
    assert!(s.ask(&format!("TURN {reply}")).starts_with("ERROR"));
    assert_eq!(s.ask(&format!("TAKEBACK {reply}")), "OK");
    assert_eq!(s.ask("TAKEBACK 0,0"), "OK");
    assert!(s.ask("TAKEBACK 0,0").starts_with("ERROR"));
    // Both points are free again: the opponent takes the brain's old point.
    let again = s.ask(&format!("TURN {reply}"));
    assert!(is_point(&again, 15) && again != reply, "{again}");
    s.end();
}

#[test]
fn rectstart_with_a_square_board() {
    let out = brain("RECTSTART 15,15\nINFO timeout_turn 200\nBEGIN\nTURN 0,0\nEND\n");
    assert_eq!(out[0], "OK");
    assert!(is_point(&out[1], 15) && is_point(&out[2], 15), "{out:?}");
    assert_eq!(out.len(), 3);
}

#[test]
fn time_left_shortens_the_move() {
    // A minute a move, but 1.2 s left in the match: a twelfth of that, well under a second each.
    // The second reply is a corner, where the engine will not have played.
    let start = std::time::Instant::now();
    let out = brain_at(
        "8",
        "START 15\nINFO timeout_turn 60000\nINFO time_left 1200\nBEGIN\nTURN 8,8\nINFO time_left 900\n\
         TURN 0,14\nEND\n",
    );
    assert_eq!(out[0], "OK");
    assert_eq!(out.len(), 4, "{out:?}");
    assert!(out[1..].iter().all(|l| is_point(l, 15)), "{out:?}");
    assert!(
        start.elapsed() < std::time::Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn a_node_budget_caps_the_search_and_repeats_it() {
    // A minute a move but 3,000 nodes: the search stops at the budget, and the same session
    // plays the same move with the same count again.
    let script =
        "START 15\nINFO timeout_turn 60000\nINFO max_node 3000\nBOARD\n7,7,1\n8,8,2\n8,7,1\n\
         DONE\nEND\n";
    let out = brain_with(&["--level", "8", "--messages"], script);
    assert_eq!(out[0], "OK", "{out:?}");
    let nodes: u64 = out[1]
        .split(" | ")
        .find_map(|f| f.strip_prefix("Nodes "))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!((1..=3_000 + 3_000 / 10).contains(&nodes), "{out:?}");
    assert!(is_point(&out[2], 15), "{out:?}");
    let again = brain_with(&["--level", "8", "--messages"], script);
    assert_eq!(
        (out[1].split(" | Time").next(), &out[2]),
        (again[1].split(" | Time").next(), &again[2])
    );
    assert!(brain("INFO max_node many\nEND\n")[0].starts_with("ERROR max_node"));
}

#[test]
fn messages_report_each_search_before_its_move() {
    // Black (the brain, to move with as many stones) has an open four: the five is a forced win.
    let script =
        "START 15\nINFO timeout_turn 300\nBOARD\n5,7,1\n6,7,1\n7,7,1\n8,7,1\n0,0,2\n0,2,2\n\
                  0,4,2\n0,6,2\nDONE\nEND\n";
    let out = brain_with(&["--level", "8", "--messages"], script);
    assert_eq!(out[0], "OK", "{out:?}");
    assert!(out[1].starts_with("MESSAGE Depth "), "{out:?}");
    assert!(out[1].contains("| Eval +M |"), "{out:?}");
    assert!(out[2] == "4,7" || out[2] == "9,7", "{out:?}");
    assert_eq!(out.len(), 3, "{out:?}");
    // Without the flag, the same session has no MESSAGE line.
    assert_eq!(brain_at("8", script).len(), 2);
}

/// `scripts/build-pgo` has the engine search these positions for its profile: each must still be a
/// legal game in progress under its rules, or the profile would miss that game's search.
#[test]
fn the_profile_positions_are_games_in_progress() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/pgo-positions.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut presets = std::collections::BTreeSet::new();
    for (n, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let args: Vec<&str> = line.split_whitespace().collect();
        let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
            .arg("replay")
            .args(&args)
            .output()
            .unwrap();
        let state: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(
            out.status.success() && state["status"] == "ongoing",
            "line {}: {line}: {state}",
            n + 1
        );
        presets.insert(args[1].to_string());
    }
    for preset in [
        "pente",
        "keryo-pente",
        "gomoku",
        "gomoku-standard",
        "renju",
        "connect6",
        "pente-3p",
        "team-pente",
        "poof-pente",
    ] {
        assert!(presets.contains(preset), "no {preset} position in {path}");
    }
}
