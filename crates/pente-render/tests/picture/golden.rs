//! Golden pictures: each case is rendered and compared with its PNG in `tests/golden/`, block
//! by block with a tolerance (see `crate::support::compare`): a real change fails, an
//! anti-aliasing change does not.
//!
//! After an intended change, look at the new pictures (a failing run writes them to the
//! target directory and names them), then rewrite the golden files with
//! `UPDATE_GOLDEN=1 cargo test --test render_golden`.

use crate::support::{compare, decode, play, Rgb};
use pente::{Colour, Game, Preset};
use pente_render::{BoardView, Renderer, Theme};
use std::path::{Path, PathBuf};

/// The RULES.md game (pente.org record), first 28 moves: Black's J10 has just captured two
/// pairs, so four white ghosts show.
const PENTE_MID: &str = "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10 N10 M10 G8 K11 M7 N9 O8 M11 \
                         J11 J12 E6 F7 O11 J9 J11 J10";
/// A Renju game through the Taraguchi-10 opening; Black wins with F8-J8.
const RENJU_WIN: &str = "H8 I9 H7 G9 choose=black H9 H10 H6 H5 G8 A1 F8 A2 I8 E8 J8";

struct Case {
    name: &'static str,
    preset: Preset,
    options: &'static [(&'static str, &'static str)],
    tokens: &'static str,
    theme: Theme,
    numbers: bool,
    forbidden: bool,
    names: &'static [(u8, &'static str)],
}

const CASES: &[Case] = &[
    Case {
        name: "pente-mid-light",
        preset: Preset::Pente,
        options: &[],
        tokens: PENTE_MID,
        theme: Theme::Light,
        numbers: false,
        forbidden: false,
        names: &[(0, "Ann"), (1, "Bob")],
    },
    Case {
        name: "renju-win-dark",
        preset: Preset::Renju,
        options: &[],
        tokens: RENJU_WIN,
        theme: Theme::Dark,
        numbers: false,
        forbidden: false,
        names: &[(0, "Ann"), (1, "Bo")],
    },
    Case {
        name: "renju-forbidden-numbers-light",
        preset: Preset::Renju,
        options: &[("opening", "none")],
        tokens: "H8 A1 I8 A15 J9 O1 J10 O15",
        theme: Theme::Light,
        numbers: true,
        forbidden: true,
        names: &[],
    },
    Case {
        name: "pente-4p-13-dark-numbers",
        preset: Preset::Pente4p,
        options: &[("size", "13")],
        tokens: "G7 F6 H8 F8 D4 J9 K10 E9 D10 L8 J6 H6 K4 E7 F5 E3",
        theme: Theme::Dark,
        numbers: true,
        forbidden: false,
        // Red's name has no glyphs in the font: the strip says "Red".
        names: &[
            (0, "Alice"),
            (1, "Борис"),
            (2, "山田"),
            (3, "Bartholomew Fitzgerald"),
        ],
    },
    Case {
        name: "gomoku-9-light-numbers",
        preset: Preset::Gomoku,
        options: &[("size", "9")],
        tokens: "E5 D4 F6 D6 D5 C5 F4 G3 F5",
        theme: Theme::Light,
        numbers: true,
        forbidden: false,
        names: &[],
    },
    Case {
        name: "connect6-win-light",
        preset: Preset::Connect6,
        options: &[],
        tokens: "K10 A1 A2 J10 H10 C1 C2 G10 F10 E1 E2 E10",
        theme: Theme::Light,
        numbers: false,
        forbidden: false,
        names: &[],
    },
];

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn render(renderer: &Renderer, case: &Case) -> Vec<u8> {
    let (game, last) = play(case.preset, case.options, case.tokens);
    let mut view = BoardView::new(&game)
        .theme(case.theme)
        .move_numbers(case.numbers)
        .forbidden_points(case.forbidden);
    for &(colour, name) in case.names {
        view = view.name(Colour(colour), name);
    }
    if let Some(outcome) = &last {
        view = view.last_outcome(outcome);
    }
    renderer.render_png(&view)
}

#[test]
fn pictures_match_the_golden_files() {
    let renderer = Renderer::new();
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for case in CASES {
        let png = render(&renderer, case);
        let path = golden_dir().join(format!("{}.png", case.name));
        if update {
            std::fs::write(&path, &png).expect("write a golden file");
            continue;
        }
        let want = std::fs::read(&path).unwrap_or_else(|_| {
            panic!(
                "{} is missing: UPDATE_GOLDEN=1 cargo test --test render_golden",
                path.display()
            )
        });
        if let Err(e) = compare(&decode(&want), &decode(&png)) {
            let actual = Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("golden-actual-{}.png", case.name));
            std::fs::write(&actual, &png).expect("write the new picture");
            failures.push(format!(
                "{}: {e}; new picture: {}",
                case.name,
                actual.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Softens every edge by half a pixel, as a change of anti-aliasing would.
fn soften(pic: &Rgb) -> Rgb {
    let mut out = Rgb {
        width: pic.width,
        height: pic.height,
        data: pic.data.clone(),
    };
    for y in 0..pic.height {
        for x in 0..pic.width - 1 {
            let (a, b) = (pic.at(x, y), pic.at(x + 1, y));
            let i = 3 * (y * pic.width + x);
            for ch in 0..3 {
                out.data[i + ch] = ((a[ch] as u16 + b[ch] as u16) / 2) as u8;
            }
        }
    }
    out
}

#[test]
fn the_comparison_catches_regressions_but_not_antialiasing() {
    let renderer = Renderer::new();
    let case = &CASES[0];
    let golden = decode(&render(&renderer, case));
    assert!(
        compare(&golden, &soften(&golden)).is_ok(),
        "an anti-aliasing change passes"
    );

    // The same stones set up without history: no last-move ring, no ghosts.
    let (game, _) = play(case.preset, case.options, case.tokens);
    let stones: Vec<_> = game.board().stones().collect();
    let rules = game.rules().clone();
    let bare = Game::from_position(rules.clone(), &stones, Colour(0)).unwrap();
    fn view(g: &Game) -> BoardView<'_> {
        BoardView::new(g)
            .name(Colour(0), "Ann")
            .name(Colour(1), "Bob")
    }
    let no_marks = decode(&renderer.render_png(&view(&bare)));
    let err = compare(&golden, &no_marks).expect_err("missing ring and ghosts fail");
    assert!(err.contains("blocks"), "{err}");

    // One stone fewer.
    let fewer = Game::from_position(rules, &stones[1..], Colour(0)).unwrap();
    let missing = decode(&renderer.render_png(&view(&fewer)));
    assert!(
        compare(&no_marks, &missing).is_err(),
        "a missing stone fails"
    );
    assert!(compare(&no_marks, &soften(&no_marks)).is_ok());
}
