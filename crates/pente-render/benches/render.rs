//! The board picture: drawing and PNG encoding of a 19x19 board with 150 stones, the target
//! being under 2 ms (median, one core) and a PNG under 40 KB.
//!
//! Run with `cargo bench -p pente-render --bench render`; the PNG sizes are printed first.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente::{Game, Preset};
use pente_render::{BoardView, Renderer, Theme};

#[path = "../tests/picture/support.rs"]
mod render_support;

fn render(c: &mut Criterion) {
    let (game, last) = render_support::busy_game(Preset::Pente, 19, 150);
    assert_eq!(game.board().stone_count(), 150);
    let renderer = Renderer::new();
    let light = BoardView::new(&game).last_outcome(&last);
    let dark = light.clone().theme(Theme::Dark);
    let numbered = light.clone().move_numbers(true);
    for (name, view) in [("light", &light), ("dark", &dark), ("numbers", &numbered)] {
        // Also warms the caches: the empty board and sprites are drawn once per size and theme.
        let png = renderer.render_png(view);
        eprintln!("19x19, 150 stones, {name}: PNG {} bytes", png.len());
    }

    let mut group = c.benchmark_group("render 19x19 150 stones");
    group.bench_function("render_png light", |b| {
        b.iter(|| renderer.render_png(black_box(&light)))
    });
    group.bench_function("render_png dark", |b| {
        b.iter(|| renderer.render_png(black_box(&dark)))
    });
    group.bench_function("render_png move numbers", |b| {
        b.iter(|| renderer.render_png(black_box(&numbered)))
    });
    group.bench_function(
        "render_png without the last outcome (replays the history)",
        |b| {
            let view = BoardView::new(&game);
            b.iter(|| renderer.render_png(black_box(&view)))
        },
    );
    group.bench_function("draw only (no PNG)", |b| {
        b.iter(|| renderer.render(black_box(&light)))
    });
    let picture = renderer.render(&light);
    group.bench_function("PNG encode only (every band compressed)", |b| {
        b.iter(|| black_box(&picture).to_png())
    });
    group.finish();

    // What the bot does: one picture per move, each after the one before. Bands that the last
    // picture had too come from the renderer's cache; it is emptied at each new game.
    let positions: Vec<Game> = game
        .history()
        .iter()
        .scan(Game::new(game.rules().clone()), |g, record| {
            g.act(record.action.clone())
                .expect("replaying a legal game");
            Some(g.clone())
        })
        .collect();
    let mut game_group = c.benchmark_group("a 166-move game, one picture per move");
    for cached in [true, false] {
        let name = if cached {
            "render_png (band cache)"
        } else {
            "render + to_png (no cache)"
        };
        let mut next = 0;
        game_group.bench_function(name, |b| {
            b.iter(|| {
                if next == 0 {
                    renderer.forget_bands();
                }
                let view = BoardView::new(&positions[next]);
                next = (next + 1) % positions.len();
                if cached {
                    renderer.render_png(black_box(&view))
                } else {
                    renderer.render(black_box(&view)).to_png()
                }
            })
        });
    }
    game_group.finish();
    let bytes: usize = positions
        .iter()
        .map(|g| renderer.render_png(&BoardView::new(g)).len())
        .sum();
    eprintln!(
        "a 166-move game: PNG {} bytes on average",
        bytes / positions.len()
    );

    let mut cold = c.benchmark_group("render cold");
    cold.sample_size(10);
    cold.bench_function("first picture (palette, empty board, sprites)", |b| {
        b.iter(|| Renderer::new().render_png(black_box(&light)))
    });
    cold.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
