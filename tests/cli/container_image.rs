//! The container image cannot be built where these tests run (the machines have the docker
//! client but no engine, and no registry to pull base images from), so this checks what can be
//! checked without one: the `Dockerfile`'s build stage copies every file the crate reads to
//! build, `.dockerignore` excludes none of them and does exclude the secrets, cargo accepts the
//! manifest in a directory that holds only the copied files, and the run stage starts the
//! binary the build stage installed.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The Dockerfile's instructions, comments dropped and `\` continuations joined.
fn instructions() -> Vec<String> {
    let text = fs::read_to_string(repo().join("Dockerfile")).expect("the Dockerfile");
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let line = line.trim();
        if current.is_empty() && (line.is_empty() || line.starts_with('#')) {
            continue;
        }
        match line.strip_suffix('\\') {
            Some(part) => current.push_str(part),
            None => {
                current.push_str(line);
                out.push(std::mem::take(&mut current));
            }
        }
    }
    out
}

/// The instructions of the stage named `name` (`FROM ... AS name`).
fn stage(name: &str) -> Vec<String> {
    let mut inside = false;
    let mut out = Vec::new();
    for i in instructions() {
        if i.starts_with("FROM ") {
            inside = i.to_lowercase().ends_with(&format!(" as {name}"));
        } else if inside {
            out.push(i);
        }
    }
    assert!(!out.is_empty(), "a stage named {name}");
    out
}

/// The build stage's `COPY <source>... <destination>` from the build context.
fn context_copies() -> Vec<(Vec<String>, String)> {
    stage("build")
        .iter()
        .filter_map(|i| i.strip_prefix("COPY "))
        .map(|args| {
            let words: Vec<String> = args.split_whitespace().map(String::from).collect();
            assert!(
                !words[0].starts_with("--"),
                "build-stage COPY from the context only: {args}"
            );
            let (dest, sources) = words.split_last().expect("COPY sources and destination");
            (sources.to_vec(), dest.clone())
        })
        .collect()
}

/// `.dockerignore`'s patterns (Docker matches them from the context's root), read once.
fn ignored_patterns() -> &'static [String] {
    static PATTERNS: OnceLock<Vec<String>> = OnceLock::new();
    PATTERNS.get_or_init(|| {
        fs::read_to_string(repo().join(".dockerignore"))
            .expect("a .dockerignore")
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(String::from)
            .collect()
    })
}

/// A glob where `*` stands for any run of characters but `/` (what the patterns here use).
fn glob(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, tail)) => {
            let Some(rest) = name.strip_prefix(head) else {
                return false;
            };
            (0..=rest.len()).any(|k| {
                rest.is_char_boundary(k) && !rest[..k].contains('/') && glob(tail, &rest[k..])
            })
        }
    }
}

fn is_ignored(path: &str) -> bool {
    let path = path.trim_start_matches("./").trim_end_matches('/');
    ignored_patterns().iter().any(|p| {
        let p = p.trim_start_matches('/').trim_end_matches('/');
        // A pattern excludes what it matches and everything under it.
        let mut prefix = String::new();
        path.split('/').any(|part| {
            if !prefix.is_empty() {
                prefix.push('/');
            }
            prefix.push_str(part);
            glob(p, &prefix)
        })
    })
}

/// Copies the repository's `source` (a path from its root) to `to`, leaving out what
/// `.dockerignore` excludes inside it, as Docker does.
fn copy_tree(source: &str, to: &Path) {
    let from = repo().join(source);
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(&from).unwrap() {
            let name = entry.unwrap().file_name();
            let inner = format!(
                "{}/{}",
                source.trim_end_matches('/'),
                name.to_string_lossy()
            );
            if !is_ignored(&inner) {
                copy_tree(&inner, &to.join(name));
            }
        }
    } else {
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::copy(from, to).unwrap();
    }
}

/// A directory holding what the build stage copies into its working directory, laid out as
/// in the image.
fn assembled_context() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("image-context");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for (sources, dest) in context_copies() {
        let into_dir = dest.ends_with('/') || sources.len() > 1;
        let dest = dir.join(dest.trim_start_matches("./"));
        for source in &sources {
            assert!(
                !is_ignored(source),
                "the Dockerfile copies {source}, which .dockerignore leaves out of the context"
            );
            let from = repo().join(source);
            assert!(from.exists(), "the Dockerfile copies {source}: missing");
            // Docker: a directory's contents go into the destination; a file goes into it
            // when it is a directory (a trailing `/`, or several sources), else becomes it.
            let to = if from.is_file() && into_dir {
                dest.join(from.file_name().unwrap())
            } else {
                dest.clone()
            };
            copy_tree(source, &to);
        }
    }
    dir
}

#[test]
fn dockerignore_patterns_match_as_docker_does() {
    assert!(glob("*.md", "README.md"));
    assert!(!glob("*.md", "docs/a.md"));
    assert!(glob(".env.*", ".env.example"));
    assert!(!glob(".env", ".envelope"));
    assert!(is_ignored("target/release/pente-bot"));
    assert!(is_ignored(".env") && is_ignored(".env.local"));
    assert!(!is_ignored("src/main.rs"));
}

#[test]
fn the_build_context_holds_what_the_crate_reads_and_no_secrets() {
    let ctx = assembled_context();

    // Cargo parses the manifest, finds every target it names (benches included: a missing
    // one fails the build) and resolves the lock file, all before it would look for a target
    // to build; asking for one that does not exist stops it there, with nothing compiled.
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["check", "--offline", "--locked", "--bin", "no-such-target"])
        .arg("--manifest-path")
        .arg(ctx.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", ctx.join("target"))
        .output()
        .expect("cargo");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no bin target named `no-such-target`") && stderr.contains("pente-bot"),
        "cargo rejects the image's copy of the crate: {stderr}"
    );
    assert!(
        ctx.join("Cargo.lock").is_file(),
        "--locked needs Cargo.lock"
    );
    assert!(
        fs::read_to_string(ctx.join(".cargo/config.toml"))
            .unwrap()
            .contains("SQLX_OFFLINE"),
        "the offline query data is used"
    );

    // Every file the sources embed, the migrations and the offline query data.
    let mut embedded = 0;
    // The bot's sources and its crates' (the build compiles their src/, never their tests/).
    let crates = fs::read_dir(repo().join("crates")).expect("crates/");
    let mut sources = walk(&repo().join("src"));
    for krate in crates.flatten() {
        sources.extend(walk(&krate.path().join("src")));
    }
    for entry in &sources {
        let text = fs::read_to_string(entry).unwrap();
        for marker in ["include_bytes!(\"", "include_str!(\""] {
            for (at, _) in text.match_indices(marker) {
                let rest = &text[at + marker.len()..];
                let relative = &rest[..rest.find('"').unwrap()];
                let file = entry.parent().unwrap().join(relative);
                let inside = file.strip_prefix(repo()).map(Path::to_path_buf);
                let inside = normalise(&inside.expect("embedded files are in the repository"));
                assert!(
                    ctx.join(&inside).is_file(),
                    "{} embeds {}, which the image's build stage does not copy",
                    entry.display(),
                    inside.display()
                );
                embedded += 1;
            }
        }
    }
    assert!(embedded > 0, "the font at least is embedded");
    for dir in ["migrations", ".sqlx", "fonts", "locales"] {
        let want = walk(&repo().join(dir)).len();
        assert!(want > 0, "{dir} has files");
        assert_eq!(walk(&ctx.join(dir)).len(), want, "{dir} copied whole");
    }

    // No secret reaches the image.
    for secret in [".env", ".env.local"] {
        assert!(is_ignored(secret), ".dockerignore keeps {secret} out");
        assert!(!ctx.join(secret).exists());
    }
}

#[test]
fn the_run_stage_starts_the_binary_the_build_stage_installed() {
    let build = stage("build").join("\n");
    let installed = build
        .split_whitespace()
        .skip_while(|w| *w != "install")
        .find(|w| w.starts_with("/out/"))
        .expect("the build stage installs the binary under /out");
    let run = stage("runtime");
    let copy = run
        .iter()
        .find(|i| i.starts_with("COPY --from=build "))
        .expect("the run stage copies from the build stage");
    let words: Vec<&str> = copy.split_whitespace().collect();
    assert_eq!(words[2], installed, "copies what was installed");
    let entrypoint = run
        .iter()
        .find_map(|i| i.strip_prefix("ENTRYPOINT "))
        .expect("an ENTRYPOINT");
    assert_eq!(entrypoint, format!("[\"{}\"]", words[3]));
    assert!(
        run.iter()
            .any(|i| i.starts_with("USER ") && !i.contains("root")),
        "runs unprivileged"
    );
    assert!(run.iter().any(|i| i.starts_with("HEALTHCHECK ")));
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(walk(&path));
            } else {
                out.push(path);
            }
        }
    }
    out
}

/// `a/b/../c` as `a/c`.
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}
