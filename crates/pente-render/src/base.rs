//! The empty board, drawn once per size, theme and lettering and copied for every picture:
//! the surroundings, the wooden board with its darker rim, the grid, the star points and the
//! coordinate labels on all four sides.
//!
//! It is drawn in RGBA with image and imageproc (rectangles for the grid, fine discs for the
//! rounded corners and star points, `draw_text_mut` for the labels), then turned into palette
//! indices once.

use super::frame::Frame;
use super::layout::{Layout, HEIGHT, RIM, WIDTH};
use super::palette::Palette;
use super::shapes::{opaque, rounded_rect, Fine};
use super::text::Text;
use super::theme::Colours;
use image::RgbaImage;
use imageproc::drawing::{draw_filled_rect_mut, draw_hollow_rect_mut};
use imageproc::rect::Rect;
use pente::Lettering;

/// Draws the empty board of `layout`, in RGBA.
pub(crate) fn image(
    layout: &Layout,
    colours: &Colours,
    text: &Text,
    lettering: Lettering,
) -> RgbaImage {
    let mut image = RgbaImage::from_pixel(WIDTH, HEIGHT, opaque(colours.background));
    let (b0, b1) = layout.board_span();
    rounded_rect(&mut image, (b0, b0, b1, b1), 7.0, colours.wood_edge);
    rounded_rect(
        &mut image,
        (b0 + RIM, b0 + RIM, b1 - RIM, b1 - RIM),
        5.0,
        colours.wood,
    );

    // The grid: 1 px lines, the outer square 2 px (the extra pixel outside).
    let line = opaque(colours.line);
    let (first, last) = (layout.left, layout.last_line());
    let span = (last - first + 1) as u32;
    for i in 0..layout.size as i32 {
        let at = first + i * layout.cell;
        draw_filled_rect_mut(&mut image, Rect::at(at, first).of_size(1, span), line);
        draw_filled_rect_mut(&mut image, Rect::at(first, at).of_size(span, 1), line);
    }
    draw_hollow_rect_mut(
        &mut image,
        Rect::at(first - 1, first - 1).of_size(span + 2, span + 2),
        line,
    );
    let radius = (layout.cell as f32 * 0.1).clamp(2.6, 5.0);
    let star = Fine::around(radius).disc((0.0, 0.0), radius, line).finish();
    for p in layout.star_points() {
        let (x, y) = layout.centre(p);
        star.overlay(&mut image, x, y);
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
            text.draw_centred(&mut image, s, px, x, y, colours.label);
        }
    }
    image
}

/// The empty board of `layout` in palette indices.
pub(crate) fn draw(
    layout: &Layout,
    colours: &Colours,
    palette: &Palette,
    text: &Text,
    lettering: Lettering,
) -> Frame {
    Frame::from_image(&image(layout, colours, text, lettering), palette)
}
