//! The empty board, drawn once per size, theme and lettering and copied for every picture:
//! the surroundings, the wooden board with its darker rim, the grid, the star points and the
//! coordinate labels on all four sides.

use super::frame::{Frame, Mask};
use super::layout::{Layout, HEIGHT, RIM, WIDTH};
use super::palette::Palette;
use super::sprites::Sprites;
use super::text::Text;
use super::theme::{Colours, Rgb};
use crate::engine::Lettering;

/// Fills a rounded rectangle `[x0, x1) x [y0, y1)` with corner radius `r`, anti-aliased.
pub(crate) fn fill_rounded(
    frame: &mut Frame,
    palette: &Palette,
    rect: (i32, i32, i32, i32),
    r: f32,
    rgb: Rgb,
) {
    let (x0, y0, x1, y1) = rect;
    let inset = r.ceil() as i32;
    let index = palette.exact(rgb);
    // The body without the corners, then each corner through a mask.
    frame.fill_rect(x0 + inset, y0, x1 - inset, y1, index);
    frame.fill_rect(x0, y0 + inset, x1, y1 - inset, index);
    let side = inset as usize;
    for (cx, cy) in [
        (x0, y0),
        (x1 - inset, y0),
        (x0, y1 - inset),
        (x1 - inset, y1 - inset),
    ] {
        // The centre of this corner's arc, relative to the corner square.
        let ax = if cx == x0 { r } else { inset as f32 - r };
        let ay = if cy == y0 { r } else { inset as f32 - r };
        let corner = Mask::from_fn(0, 0, side, side, |x, y| {
            let (px, py) = (x + 0.5, y + 0.5);
            let dx = if cx == x0 {
                (ax - px).max(0.0)
            } else {
                (px - ax).max(0.0)
            };
            let dy = if cy == y0 {
                (ay - py).max(0.0)
            } else {
                (py - ay).max(0.0)
            };
            r - (dx * dx + dy * dy).sqrt() + 0.5
        });
        frame.draw_mask(&corner, cx, cy, rgb, palette);
    }
}

/// Draws the empty board of `layout`.
pub(crate) fn draw(
    layout: &Layout,
    colours: &Colours,
    palette: &Palette,
    sprites: &Sprites,
    text: &Text,
    lettering: Lettering,
) -> Frame {
    let mut frame = Frame::new(
        WIDTH as usize,
        HEIGHT as usize,
        palette.exact(colours.background),
    );
    let (b0, b1) = layout.board_span();
    fill_rounded(
        &mut frame,
        palette,
        (b0, b0, b1, b1),
        7.0,
        colours.wood_edge,
    );
    fill_rounded(
        &mut frame,
        palette,
        (b0 + RIM, b0 + RIM, b1 - RIM, b1 - RIM),
        5.0,
        colours.wood,
    );

    // The grid: 1 px lines, the outer square 2 px (the extra pixel outside).
    let line = palette.exact(colours.line);
    let (first, last) = (layout.left, layout.last_line());
    for i in 0..layout.size as i32 {
        let at = first + i * layout.cell;
        frame.fill_rect(at, first, at + 1, last + 1, line);
        frame.fill_rect(first, at, last + 1, at + 1, line);
    }
    frame.fill_rect(first - 1, first - 1, last + 2, first, line);
    frame.fill_rect(first - 1, last + 1, last + 2, last + 2, line);
    frame.fill_rect(first - 1, first - 1, first, last + 2, line);
    frame.fill_rect(last + 1, first - 1, last + 2, last + 2, line);
    for p in layout.star_points() {
        let (x, y) = layout.centre(p);
        frame.draw_mask(&sprites.star, x, y, colours.line, palette);
    }

    // Labels: letters above and below, row numbers (from the bottom) left and right.
    let px = layout.label_px;
    let near = first as f32 - layout.label_offset;
    let far = last as f32 + layout.label_offset;
    for i in 0..layout.size {
        let at = (first + i as i32 * layout.cell) as f32;
        let letter = lettering.letter(i).to_string();
        let number = (layout.size - i).to_string();
        for (s, x, y) in [
            (&letter, at, near),
            (&letter, at, far),
            (&number, near, at),
            (&number, far, at),
        ] {
            text.draw_centred(&mut frame, palette, s, px, x, y, colours.label);
        }
    }
    frame
}
