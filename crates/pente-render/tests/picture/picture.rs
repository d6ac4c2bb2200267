//! The board picture: every size and theme renders, the output is deterministic and small,
//! and the pixels show what the game says (stones, ghosts, the winning line, forbidden
//! points, the last move).

use crate::support::{busy_game, decode, play};
use pente::{Colour, Point, Preset};
use pente_render::{BoardView, Labels, Renderer, Theme, HEIGHT, WIDTH};
use std::sync::Arc;

#[test]
fn every_size_theme_and_player_count_renders() {
    let renderer = Renderer::new();
    for size in (7..=25u8).step_by(2) {
        for theme in Theme::ALL {
            // Two players with either lettering, and three and four colours.
            for preset in [
                Preset::Pente,
                Preset::Gomoku,
                Preset::Pente3p,
                Preset::Pente4p,
            ] {
                let stones = (size as usize * 2).min(40);
                let (game, last) = busy_game(preset, size, stones);
                let view = BoardView::new(&game)
                    .theme(theme)
                    .move_numbers(size % 4 == 1)
                    .last_outcome(&last);
                let png = renderer.render_png(&view);
                let pic = decode(&png);
                assert_eq!((pic.width, pic.height), (WIDTH as usize, HEIGHT as usize));
                assert_eq!(
                    png,
                    renderer.render_png(&view),
                    "{size} {theme}: deterministic"
                );
                // Discord shows a picture this shape whole on a phone: a little taller than wide.
                assert!(HEIGHT > WIDTH && (HEIGHT as f32) < WIDTH as f32 * 1.2);
            }
        }
    }
}

#[test]
fn the_benchmark_board_is_under_40_kb() {
    let renderer = Renderer::new();
    let (game, last) = busy_game(Preset::Pente, 19, 150);
    assert_eq!(game.board().stone_count(), 150);
    for theme in Theme::ALL {
        let png = renderer.render_png(&BoardView::new(&game).theme(theme).last_outcome(&last));
        assert!(png.len() < 40 * 1024, "{theme}: {} bytes", png.len());
    }
}

#[test]
fn renders_the_same_from_many_threads() {
    let renderer = Arc::new(Renderer::new());
    let games: Vec<_> = [
        (Preset::Pente, 19),
        (Preset::Renju, 15),
        (Preset::Pente4p, 13),
    ]
    .into_iter()
    .map(|(preset, size)| busy_game(preset, size, 30).0)
    .collect();
    let alone: Vec<Vec<u8>> = games
        .iter()
        .map(|g| Renderer::new().render_png(&BoardView::new(g).theme(Theme::Dark)))
        .collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let renderer = renderer.clone();
                let games = &games;
                s.spawn(move || {
                    let k = t % games.len();
                    (
                        k,
                        renderer.render_png(&BoardView::new(&games[k]).theme(Theme::Dark)),
                    )
                })
            })
            .collect();
        for h in handles {
            let (k, png) = h.join().expect("no panic");
            assert_eq!(png, alone[k]);
        }
    });
}

#[test]
fn names_the_font_cannot_show_are_left_out() {
    let renderer = Renderer::new();
    let (game, _) = play(Preset::Pente, &[], "K10 L11");
    let plain = renderer.render_png(&BoardView::new(&game));
    let cjk = renderer.render_png(&BoardView::new(&game).name(Colour(0), "山田"));
    assert_eq!(plain, cjk, "the strip says White, as without a name");
    let latin = renderer.render_png(&BoardView::new(&game).name(Colour(0), "Åsa"));
    assert_ne!(plain, latin);
    assert!(renderer.can_show("Åsa") && !renderer.can_show("山田"));
}

/// The labels of locales/ja/bot.ftl and locales/ko/bot.ftl (the bot's own test checks every
/// language's real labels against the fonts).
fn japanese() -> Labels {
    Labels {
        to_move: "手番".into(),
        to_decide: "選択中".into(),
        captures: "取り石".into(),
        team_captures: "チームの取り石".into(),
        team_short: "チーム".into(),
        wins: "勝ち".into(),
        draw: "引き分け".into(),
        out: "脱落".into(),
    }
}

fn korean() -> Labels {
    Labels {
        to_move: "차례".into(),
        to_decide: "선택 중".into(),
        captures: "따낸 돌".into(),
        team_captures: "팀이 따낸 돌".into(),
        team_short: "팀".into(),
        wins: "승리".into(),
        draw: "무승부".into(),
        out: "탈락".into(),
    }
}

/// Japanese and Korean labels are drawn in their own script (from the CJK fallback font),
/// only in the strip; a word no font can draw is still drawn in English.
#[test]
fn japanese_and_korean_labels_are_drawn_in_their_script() {
    let renderer = Renderer::new();
    for labels in [japanese(), korean()] {
        for word in [&labels.to_move, &labels.captures, &labels.team_captures] {
            assert_eq!(renderer.unshowable(word), [], "{word}");
        }
    }
    // White's N10 has captured two: "取り石 2/10", and Black is "手番".
    let (pair, _) = play(Preset::Pente, &[], "K10 L10 Q10 M10 N10");
    let (teams, _) = play(
        Preset::TeamPente,
        &[("size", "13")],
        "G7 F6 H8 F8 D4 J9 K10 E9",
    );
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (game, name) in [(&pair, "pente"), (&teams, "team-pente")] {
        let english = renderer.render_png(&BoardView::new(game));
        let en = decode(&english);
        for (labels, lang) in [(japanese(), "ja"), (korean(), "ko")] {
            let png = renderer.render_png(&BoardView::new(game).labels(labels));
            // Written for a look: target/tmp/labels-ja-pente.png and so on.
            std::fs::write(out.join(format!("labels-{lang}-{name}.png")), &png).unwrap();
            let pic = decode(&png);
            assert_eq!((pic.width, pic.height), (WIDTH as usize, HEIGHT as usize));
            let changed: Vec<usize> = (0..pic.height)
                .filter(|&y| (0..pic.width).any(|x| pic.at(x, y) != en.at(x, y)))
                .collect();
            assert!(!changed.is_empty(), "{lang} {name}: as in English");
            assert!(
                changed.iter().all(|&y| y >= WIDTH as usize),
                "{lang} {name}: only the strip under the board changes"
            );
        }
    }
    // The last resort: words no font has are drawn in English.
    let undrawable = Labels {
        to_move: "山田".into(),
        captures: "🐢".into(),
        ..Labels::default()
    };
    assert_eq!(
        renderer.render_png(&BoardView::new(&pair).labels(undrawable)),
        renderer.render_png(&BoardView::new(&pair))
    );
}

fn brightness(c: [u8; 3]) -> u32 {
    c.iter().map(|&v| v as u32).sum()
}

#[test]
fn pixels_show_the_stones_ghosts_and_last_move() {
    // Black's J10 (tenth point J, skip-I) captures K10-L10 and H9-G8: four white ghosts.
    let (game, last) = play(
        Preset::Pente,
        &[],
        "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10 N10 M10 G8 K11 M7 N9 O8 M11 \
         J11 J12 E6 F7 O11 J9 J11 J10",
    );
    let renderer = Renderer::new();
    let pic =
        decode(&renderer.render_png(&BoardView::new(&game).last_outcome(last.as_ref().unwrap())));
    let empty =
        decode(&renderer.render_png(&BoardView::new(&pente::Game::new(game.rules().clone()))));
    let layout = Renderer::layout(19);
    let at = |p: Point, dx: i32, dy: i32| {
        let (x, y) = layout.centre(p);
        ((x + dx) as usize, (y + dy) as usize)
    };
    let k = (layout.cell / 4, layout.cell / 5);
    // A white stone (J11) and a black one (J12), off-centre to miss the last-move ring.
    let (x, y) = at(Point::new(8, 10), k.0, k.1);
    assert!(
        brightness(pic.at(x, y)) > 600,
        "white stone: {:?}",
        pic.at(x, y)
    );
    let (x, y) = at(Point::new(8, 11), k.0, k.1);
    assert!(
        brightness(pic.at(x, y)) < 150,
        "black stone: {:?}",
        pic.at(x, y)
    );
    // The ghost of K10's white stone: paler than the wood, not a stone.
    let (x, y) = at(Point::new(9, 9), k.0, k.1);
    let (ghost, wood) = (pic.at(x, y), empty.at(x, y));
    assert!(
        brightness(ghost) > brightness(wood) + 20,
        "{ghost:?} vs {wood:?}"
    );
    assert!(brightness(ghost) < 600);
    // The last move (J10, black) has a light ring.
    let ring = layout.stone_radius * 0.42;
    let (x, y) = at(Point::new(8, 9), ring.round() as i32, 0);
    assert!(brightness(pic.at(x, y)) > 600, "ring: {:?}", pic.at(x, y));
    // Elsewhere the picture is the empty board.
    let (x, y) = at(Point::new(2, 2), 3, 3);
    assert_eq!(pic.at(x, y), empty.at(x, y));
}

#[test]
fn pixels_show_the_winning_line_and_forbidden_points() {
    let renderer = Renderer::new();
    let layout = Renderer::layout(15);
    // Black wins F8-J8 (Renju letters include I).
    let (game, _) = play(
        Preset::Renju,
        &[],
        "H8 I9 H7 G9 choose=black H9 H10 H6 H5 G8 A1 F8 A2 I8 E8 J8",
    );
    let pic = decode(&renderer.render_png(&BoardView::new(&game)));
    // Between G8 and H8, on the line: the bright yellow core.
    let (x, y) = layout.centre(Point::new(6, 7));
    let c = pic.at(x as usize + layout.cell as usize / 2, y as usize);
    assert!(c[0] > 200 && c[1] > 160 && c[2] < 90, "winning line: {c:?}");

    // Black to move with J8 a double three: a red cross there, only when asked for.
    let (game, _) = play(
        Preset::Renju,
        &[("opening", "none")],
        "H8 A1 I8 A15 J9 O1 J10 O15",
    );
    let (x, y) = layout.centre(Point::new(9, 7));
    let marked = decode(&renderer.render_png(&BoardView::new(&game).forbidden_points(true)));
    let c = marked.at(x as usize, y as usize);
    assert!(c[0] > 150 && c[1] < 80 && c[2] < 80, "forbidden: {c:?}");
    let plain = decode(&renderer.render_png(&BoardView::new(&game)));
    let c = plain.at(x as usize, y as usize);
    assert!(!(c[0] > 150 && c[1] < 80), "no marks unless asked: {c:?}");

    // Under the foul-loses option, playing J8 loses: the stone gets the red cross.
    let (game, _) = play(
        Preset::Renju,
        &[("opening", "none"), ("renju_foul", "lose")],
        "H8 A1 I8 A15 J9 O1 J10 O15 J8",
    );
    assert!(game.is_over());
    let lost = decode(&renderer.render_png(&BoardView::new(&game)));
    let c = lost.at(x as usize, y as usize);
    assert!(c[0] > 150 && c[1] < 80 && c[2] < 80, "foul: {c:?}");
}
