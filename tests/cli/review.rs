//! `pente-bot review`: the review as JSON, the pictures written, a game still going refused.

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// The planted game of the end-to-end review test: Black's M10 (move 36) hands White the
/// capture win, and White's T19 (move 37) lets it go.
const PLANTED: &str = "K10 C5 C3 D3 D5 E3 E5 F5 F3 C15 C17 D17 D15 E17 E15 F15 F17 O5 O3 P3 P5 \
                       Q3 Q5 R5 R3 O15 O17 P17 P15 Q17 Q15 R15 R17 L10 K8 M10 T19 N10 resign";

#[test]
fn reviews_a_game_and_writes_its_pictures() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("review-cli");
    let _ = std::fs::remove_dir_all(&dir);
    let mut args = vec![
        "review",
        "--rules",
        "pente",
        "--nodes",
        "20000",
        "--time-ms",
        "10000",
        "--limit-s",
        "600",
        "--name",
        "Ann",
        "--name",
        "Bob",
        "--out",
        dir.to_str().unwrap(),
        "--",
    ];
    args.extend(PLANTED.split_whitespace());
    let out = run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["rules"], "pente");
    let moves = json["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 38, "one entry a stone");
    assert_eq!(json["curve"].as_array().unwrap().len(), 39);
    let at = |n: u64| moves.iter().find(|m| m["move"] == n).unwrap();
    assert_eq!(at(36)["played"], "M10");
    assert_eq!(at(36)["verdict"], "Blunder");
    assert_eq!(at(37)["played"], "T19");
    assert_eq!(at(37)["best"], "N10");
    assert_eq!(at(37)["missed"], "Captures");
    let moments: Vec<u64> = json["moments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_u64().unwrap())
        .collect();
    assert!(
        moments.contains(&36) && moments.contains(&37),
        "{moments:?}"
    );
    let pictures = json["pictures"].as_array().unwrap();
    assert_eq!(pictures.len(), 1 + moments.len());
    let chart = image::open(dir.join("review-chart.png")).unwrap();
    assert_eq!((chart.width(), chart.height()), (800, 360));
    for n in 1..=moments.len() {
        let board = std::fs::read(dir.join(format!("review-moment-{n}.png"))).unwrap();
        let pic = super::picture_support::decode(&board);
        assert_eq!((pic.width, pic.height), (800, 860));
    }
}

#[test]
fn a_game_still_going_is_refused() {
    let out = run(&["review", "--rules", "pente", "--", "K10", "L10"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("still being played"), "{err}");
    assert!(out.stdout.is_empty());
}
