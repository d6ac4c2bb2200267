//! `pente-bot render`: writes the picture, refuses bad input without writing anything.

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn out_path(name: &str) -> std::path::PathBuf {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn writes_the_picture_of_the_tokens() {
    let path = out_path("render-cli.png");
    let out = run(&[
        "render",
        "--rules",
        "pente",
        "--size",
        "13",
        "--theme",
        "dark",
        "--numbers",
        "--name",
        "white=Ann",
        "--out",
        path.to_str().unwrap(),
        "--",
        "G7",
        "H8",
        "K10",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let png = std::fs::read(&path).expect("the file is written");
    let pic = crate::picture_support::decode(&png);
    assert_eq!((pic.width, pic.height), (800, 860));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(&format!("{} bytes", png.len())), "{stdout}");
}

#[test]
fn bad_tokens_and_options_write_nothing() {
    let path = out_path("render-cli-bad.png");
    let p = path.to_str().unwrap();
    for (args, says) in [
        (
            vec!["render", "--rules", "pente", "--out", p, "K10", "I5"],
            "token 1 `I5`",
        ),
        (
            vec!["render", "--rules", "nope", "--out", p],
            "unknown rules",
        ),
        (vec!["render", "--out", p, "K10"], "--rules"),
        (
            vec![
                "render", "--rules", "pente", "--name", "green=Al", "--out", p,
            ],
            "no colour",
        ),
        (
            vec!["render", "--rules", "pente", "--theme", "sepia", "--out", p],
            "sepia",
        ),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!path.exists(), "{args:?} wrote a file");
    }
}
