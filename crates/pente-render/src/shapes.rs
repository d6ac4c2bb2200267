//! Anti-aliased shapes for everything drawn once and cached (stones, markers, the empty
//! board's corners and star points, the strip's slots, winning lines), drawn with imageproc.
//!
//! imageproc's filled discs, rectangles and polygons have hard edges, and its anti-aliased
//! polygon circles look lumpy. So shapes are drawn [`FINE`] times finer than the picture, where
//! hard edges are exact enough, and each `FINE` x `FINE` block is averaged into one pixel
//! ([`Fine::finish`]). That costs too much per picture, but these shapes are drawn once per
//! theme or board size and then copied as palette indices.

use super::frame::{Mask, Sprite};
use super::palette::{mix, Palette};
use super::theme::Rgb;
use image::{imageops, GrayImage, Luma, Rgba, RgbaImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_filled_rect_mut, draw_polygon_mut};
use imageproc::point::Point;
use imageproc::rect::Rect;

/// Samples per pixel, across and down. Odd, so a pixel's centre is a sample's centre.
const FINE: i32 = 9;

/// An opaque colour.
pub(crate) fn opaque(c: Rgb) -> Rgba<u8> {
    Rgba([c[0], c[1], c[2], 255])
}

/// A colour with alpha (0..=1).
pub(crate) fn with_alpha(c: Rgb, alpha: f32) -> Rgba<u8> {
    Rgba([
        c[0],
        c[1],
        c[2],
        (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    ])
}

/// Clears what is under it (imageproc's shapes replace pixels, they do not blend).
pub(crate) const CLEAR: Rgba<u8> = Rgba([0, 0, 0, 0]);

/// Opaque white: for coverage alone, or the light tone of a two-tone shape.
pub(crate) const WHITE: Rgba<u8> = Rgba([255, 255, 255, 255]);

/// An anti-aliased picture and the offset of its top-left pixel from its anchor.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    pub x0: i32,
    pub y0: i32,
    pub image: RgbaImage,
}

impl Shape {
    /// The coverage alone (the alpha channel).
    pub fn mask(&self) -> Mask {
        let (w, h) = self.image.dimensions();
        Mask {
            x0: self.x0,
            y0: self.y0,
            alpha: GrayImage::from_fn(w, h, |x, y| Luma([self.image.get_pixel(x, y)[3]])),
        }
    }

    /// A shape drawn in greys, coloured: black becomes `dark`, white `light`, greys (where
    /// the two tones meet) a mix. Alpha is kept. One shape serves every stone colour.
    pub fn coloured(&self, dark: Rgb, light: Rgb) -> Shape {
        let mut image = self.image.clone();
        for p in image.pixels_mut() {
            let [r, g, b] = mix(dark, light, p[0] as f32 / 255.0);
            *p = Rgba([r, g, b, p[3]]);
        }
        Shape { image, ..*self }
    }

    /// The shape in palette indices (see [`Sprite::from_image`]).
    pub fn sprite(&self, palette: &Palette, under: u8) -> Sprite {
        Sprite::from_image(&self.image, self.x0, self.y0, palette, under)
    }

    /// Blends the shape onto `canvas` with its anchor at `(x, y)` (image's `overlay`).
    pub fn overlay(&self, canvas: &mut RgbaImage, x: i32, y: i32) {
        imageops::overlay(
            canvas,
            &self.image,
            (x + self.x0) as i64,
            (y + self.y0) as i64,
        );
    }
}

/// A drawing surface [`FINE`] times finer than the picture. Coordinates are in picture pixels
/// from the shape's anchor, with integers at pixel centres.
pub(crate) struct Fine {
    x0: i32,
    y0: i32,
    width: u32,
    height: u32,
    image: RgbaImage,
}

impl Fine {
    /// A transparent surface over the pixels `[x0, x0 + width) x [y0, y0 + height)`.
    pub fn new(x0: i32, y0: i32, width: u32, height: u32) -> Fine {
        let f = FINE as u32;
        Fine {
            x0,
            y0,
            width,
            height,
            image: RgbaImage::new(width * f, height * f),
        }
    }

    /// A surface for a shape within `reach` pixels of its anchor.
    pub fn around(reach: f32) -> Fine {
        let r = reach.ceil() as i32 + 1;
        let side = (2 * r + 1) as u32;
        Fine::new(-r, -r, side, side)
    }

    /// The fine sample whose centre is nearest to the picture coordinate `(x, y)`.
    fn sample(&self, (x, y): (f32, f32)) -> (i32, i32) {
        let f = FINE as f32;
        let half = (FINE / 2) as f32;
        (
            ((x - self.x0 as f32) * f + half).round() as i32,
            ((y - self.y0 as f32) * f + half).round() as i32,
        )
    }

    /// A filled disc.
    pub fn disc(&mut self, centre: (f32, f32), radius: f32, colour: Rgba<u8>) -> &mut Fine {
        if radius > 0.0 {
            let r = (radius * FINE as f32).round() as i32;
            let c = self.sample(centre);
            draw_filled_circle_mut(&mut self.image, c, r, colour);
        }
        self
    }

    /// A stroke of `width` from `a` to `b` with round ends.
    pub fn segment(
        &mut self,
        a: (f32, f32),
        b: (f32, f32),
        width: f32,
        colour: Rgba<u8>,
    ) -> &mut Fine {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len > 0.0 {
            let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
            let corners = [
                (a.0 + nx, a.1 + ny),
                (b.0 + nx, b.1 + ny),
                (b.0 - nx, b.1 - ny),
                (a.0 - nx, a.1 - ny),
            ]
            .map(|p| {
                let (x, y) = self.sample(p);
                Point::new(x, y)
            });
            draw_polygon_mut(&mut self.image, &corners, colour);
        }
        self.disc(a, width / 2.0, colour);
        self.disc(b, width / 2.0, colour)
    }

    /// Each [`FINE`] x [`FINE`] block averaged into one pixel, colours weighted by their
    /// alpha, so edges fade into transparency rather than into black.
    pub fn finish(&self) -> Shape {
        let f = FINE as usize;
        let n = (f * f) as u32;
        let w = self.width as usize;
        let fine = self.image.as_raw();
        let stride = 4 * w * f;
        let mut sums = vec![[0u32; 4]; w];
        let mut image = RgbaImage::new(self.width, self.height);
        for (py, out) in image.chunks_exact_mut(4 * w).enumerate() {
            sums.fill([0; 4]);
            for row in fine[py * f * stride..(py + 1) * f * stride].chunks_exact(stride) {
                for (sum, block) in sums.iter_mut().zip(row.chunks_exact(4 * f)) {
                    for p in block.chunks_exact(4) {
                        let a = p[3] as u32;
                        sum[0] += p[0] as u32 * a;
                        sum[1] += p[1] as u32 * a;
                        sum[2] += p[2] as u32 * a;
                        sum[3] += a;
                    }
                }
            }
            for (sum, px) in sums.iter().zip(out.chunks_exact_mut(4)) {
                if sum[3] == 0 {
                    continue;
                }
                let colour = |i: usize| ((sum[i] + sum[3] / 2) / sum[3]) as u8;
                px.copy_from_slice(&[
                    colour(0),
                    colour(1),
                    colour(2),
                    ((sum[3] + n / 2) / n) as u8,
                ]);
            }
        }
        Shape {
            x0: self.x0,
            y0: self.y0,
            image,
        }
    }
}

/// Fills `[x0, x1) x [y0, y1)` on `canvas` with its corners rounded to radius `r`: the
/// straight parts with imageproc's rectangles, each corner as a fine disc blended in.
pub(crate) fn rounded_rect(canvas: &mut RgbaImage, rect: (i32, i32, i32, i32), r: f32, c: Rgb) {
    let (x0, y0, x1, y1) = rect;
    let inset = r.ceil() as i32;
    let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
    let side = inset as u32;
    let colour = opaque(c);
    draw_filled_rect_mut(
        canvas,
        Rect::at(x0 + inset, y0).of_size(w - 2 * side, h),
        colour,
    );
    draw_filled_rect_mut(
        canvas,
        Rect::at(x0, y0 + inset).of_size(w, h - 2 * side),
        colour,
    );
    // The arc's centre, from each corner square's top-left pixel (pixel centres at integers):
    // `r` in from the rectangle's outer edges.
    let near = r - 0.5;
    let far = inset as f32 - r - 0.5;
    for (cx, cy, ax, ay) in [
        (x0, y0, near, near),
        (x1 - inset, y0, far, near),
        (x0, y1 - inset, near, far),
        (x1 - inset, y1 - inset, far, far),
    ] {
        Fine::new(0, 0, side, side)
            .disc((ax, ay), r, colour)
            .finish()
            .overlay(canvas, cx, cy);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fine_disc_is_round_and_anti_aliased() {
        let shape = Fine::around(10.0)
            .disc((0.0, 0.0), 8.0, opaque([255, 0, 0]))
            .finish();
        let alpha = |x: i32, y: i32| {
            shape
                .image
                .get_pixel((x - shape.x0) as u32, (y - shape.y0) as u32)[3]
        };
        assert_eq!(alpha(0, 0), 255);
        assert_eq!(alpha(10, 0), 0);
        // The edge pixel at 8 px is about half covered, the same on every side.
        for (x, y) in [(8, 0), (-8, 0), (0, 8), (0, -8)] {
            assert!((100..=160).contains(&alpha(x, y)), "{}", alpha(x, y));
        }
        // Colour stays red right to the edge (no fade to black).
        let edge = shape
            .image
            .get_pixel((8 - shape.x0) as u32, (-shape.y0) as u32);
        assert_eq!(&edge.0[..3], &[255, 0, 0]);
    }

    #[test]
    fn rounded_corners_blend_into_the_background() {
        let mut canvas = RgbaImage::from_pixel(40, 30, opaque([0, 0, 0]));
        rounded_rect(&mut canvas, (5, 5, 35, 25), 6.0, [200, 100, 50]);
        assert_eq!(canvas.get_pixel(20, 15).0, [200, 100, 50, 255]);
        assert_eq!(canvas.get_pixel(5, 15).0, [200, 100, 50, 255]);
        assert_eq!(canvas.get_pixel(4, 15).0, [0, 0, 0, 255]);
        // The corner pixel itself is outside the arc; one in from it is partly covered.
        assert_eq!(canvas.get_pixel(5, 5).0, [0, 0, 0, 255]);
        let partial = canvas.get_pixel(6, 6).0[0];
        assert!(partial > 0 && partial < 200, "{partial}");
        // The four corners mirror each other.
        assert_eq!(canvas.get_pixel(6, 6), canvas.get_pixel(33, 23));
        assert_eq!(canvas.get_pixel(6, 6), canvas.get_pixel(33, 6));
    }
}
