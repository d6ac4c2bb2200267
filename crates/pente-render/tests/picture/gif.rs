//! The animated replay: a real GIF with one frame per position, small frames after the first.

use pente::Preset;
use pente_render::{gif, BoardView, Renderer};

#[test]
fn a_game_becomes_a_gif_with_a_frame_per_position() {
    let renderer = Renderer::new();
    let tokens = ["K10", "L11", "K13", "L12", "K11"];
    let pictures: Vec<_> = (0..=tokens.len())
        .map(|n| {
            let (game, _) = crate::support::play(Preset::Pente, &[], &tokens[..n].join(" "));
            renderer.render(&BoardView::new(&game))
        })
        .collect();
    let bytes = gif(&pictures, 70, 500);
    assert_eq!(&bytes[..6], b"GIF89a");
    let mut options = ::gif::DecodeOptions::new();
    options.set_color_output(::gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes.as_slice()).unwrap();
    assert_eq!((decoder.width(), decoder.height()), (800, 860));
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames.push((frame.width, frame.height, frame.delay));
    }
    assert_eq!(frames.len(), 6);
    assert_eq!(frames[0], (800, 860, 70));
    // Later frames hold only what changed: from the new stone down to the players' strip.
    assert!(frames[1..]
        .iter()
        .all(|&(w, h, _)| (w as u32) * (h as u32) < 800 * 860));
    eprintln!("{} frames, {} bytes", frames.len(), bytes.len());
    assert!(bytes.len() < 6 * 40_000, "{} bytes", bytes.len());
    assert_eq!(frames[5].2, 500, "the final position stays longer");
    assert!(gif(&[], 70, 500).is_empty());
}
