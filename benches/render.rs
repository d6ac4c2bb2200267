//! The board picture: drawing and PNG encoding of a 19x19 board with 150 stones, the target
//! being under 2 ms (median, one core) and a PNG under 40 KB.
//!
//! Run with `cargo bench --bench render`; the PNG sizes are printed first.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente::engine::Preset;
use pente::render::{BoardView, Renderer, Theme};

#[path = "../tests/render_support/mod.rs"]
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
    group.bench_function("PNG encode only", |b| {
        b.iter(|| black_box(&picture).to_png())
    });
    group.finish();

    let mut cold = c.benchmark_group("render cold");
    cold.sample_size(10);
    cold.bench_function("first picture (palette, empty board, sprites)", |b| {
        b.iter(|| Renderer::new().render_png(black_box(&light)))
    });
    cold.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
