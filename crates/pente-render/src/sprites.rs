//! Pre-drawn stones and markers for one board size and theme: shaded stones with their
//! shadow, ghosts of captured stones, the last-move ring, the forbidden-point cross and the
//! small stones of the players' strip.
//!
//! Shapes are imageproc's discs and polygons, drawn finely and averaged (`shapes`); the
//! stone's shading (a light at the upper left) is worked out per pixel into an `RgbaImage`,
//! and the shadow is a disc softened by imageproc's Gaussian blur. Each is then turned into
//! palette indices once.

use super::frame::{Mask, Sprite};
use super::palette::Palette;
use super::shapes::{opaque, with_alpha, Fine, Shape, CLEAR, WHITE};
use super::theme::{Colours, StoneLook};
use image::{ImageBuffer, Luma, Rgba, RgbaImage};
use imageproc::filter::gaussian_blur_f32;

/// Opacity of a captured stone's ghost.
pub(crate) const GHOST_ALPHA: f32 = 0.42;
/// Radius of the stones in the players' strip.
pub(crate) const ICON_RADIUS: f32 = 12.5;

/// Everything drawn per stone or per point, for one size and theme.
#[derive(Debug)]
pub(crate) struct Sprites {
    pub stones: [Sprite; 4],
    pub shadow: Sprite,
    pub ghosts: [Sprite; 4],
    /// The last move, without and with move numbers (then the ring runs near the edge).
    pub last: [Sprite; 4],
    pub last_numbered: [Sprite; 4],
    /// Around each stone of a winning row when move numbers are shown (a line through the
    /// centres would cross the numbers).
    pub win_ring: Sprite,
    pub forbidden: Mask,
    pub foul_halo: Mask,
    pub icons: [Sprite; 4],
    pub icon_shadow: Sprite,
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn normalise(v: [f32; 3]) -> [f32; 3] {
    let n = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    v.map(|c| c / n)
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// The shade (ramp position) of a stone at `(x, y)` from its centre: a lens-shaped stone lit
/// from the upper left, darker at the rim.
fn shade(look: &StoneLook, r: f32, x: f32, y: f32) -> f32 {
    let (u, v) = (x / r, y / r);
    let d2 = (u * u + v * v).min(1.0);
    let normal = normalise([u * 0.8, v * 0.8, (1.0 - d2).sqrt() + 0.05]);
    let light = normalise([-0.55, -0.7, 1.0]);
    let half = normalise([light[0], light[1], light[2] + 1.0]);
    let diffuse = dot(normal, light).max(0.0);
    let specular = dot(normal, half).max(0.0).powi(look.shininess);
    let t = look.ambient + look.diffuse * diffuse + look.specular * specular;
    t * (1.0 - 0.3 * smoothstep(0.86, 1.0, d2.sqrt()))
}

/// A shaded stone of radius `r`: the coverage of `disc` (a fine disc of that radius, shared
/// by the four colours), the colour of each pixel from the lighting.
fn stone(look: &StoneLook, r: f32, disc: &Shape) -> Shape {
    let (x0, y0) = (disc.x0, disc.y0);
    let image = RgbaImage::from_fn(disc.image.width(), disc.image.height(), |x, y| {
        let (dx, dy) = ((x0 + x as i32) as f32, (y0 + y as i32) as f32);
        let [r, g, b] = look
            .at(shade(look, r, dx, dy))
            .map(|v| v.round().clamp(0.0, 255.0) as u8);
        Rgba([r, g, b, disc.image.get_pixel(x, y)[3]])
    });
    Shape { x0, y0, image }
}

/// The soft shadow of a stone of radius `r`, offset down and to the right, without the part
/// its stone hides: a disc blurred with imageproc's Gaussian filter.
fn shadow(c: &Colours, r: f32, palette: &Palette, under: u8) -> Sprite {
    let (sx, sy) = (r * 0.07 + 0.3, r * 0.11 + 0.5);
    let soft = (r * 0.09).max(1.2);
    let disc = Fine::around(r + sy + 2.0 * soft + 1.0)
        .disc((sx, sy), r, WHITE)
        .finish();
    let cover: ImageBuffer<Luma<f32>, Vec<f32>> =
        ImageBuffer::from_fn(disc.image.width(), disc.image.height(), |x, y| {
            Luma([disc.image.get_pixel(x, y)[3] as f32])
        });
    let soft = gaussian_blur_f32(&cover, soft * 0.55);
    let most = c.shadow_alpha as f32 / 255.0;
    let image = RgbaImage::from_fn(cover.width(), cover.height(), |x, y| {
        with_alpha(c.shadow, most * soft.get_pixel(x, y)[0] / 255.0)
    });
    Shape { image, ..disc }
        .sprite(palette, under)
        .without(|x, y| ((x * x + y * y) as f32).sqrt() < r - 0.8)
}

/// A faint stone where a stone was just captured, with a stronger rim; the grid shows
/// through it. In two tones, coloured per stone colour ([`Shape::coloured`]): the rim white,
/// the body black.
fn ghost(r: f32) -> Shape {
    let r = r * 0.94;
    Fine::around(r)
        .disc((0.0, 0.0), r, with_alpha([255; 3], 0.75))
        .disc((0.0, 0.0), r - 1.8, with_alpha([0; 3], GHOST_ALPHA))
        .finish()
}

/// A ring of radius `radius` and stroke `width`, in white.
fn ring(radius: f32, width: f32) -> Shape {
    Fine::around(radius + width)
        .disc((0.0, 0.0), radius + width / 2.0, WHITE)
        .disc((0.0, 0.0), radius - width / 2.0, CLEAR)
        .finish()
}

/// A bright ring with a dark outline just outside a stone of radius `r`.
fn win_ring(c: &Colours, r: f32) -> Shape {
    let width = (r * 0.16).max(3.0);
    let centre = r + width / 2.0 - 1.0;
    let (outer, inner) = (centre + width / 2.0, centre - width / 2.0);
    let outline = with_alpha(c.win_outline, 0.75);
    Fine::around(outer + 2.0)
        .disc((0.0, 0.0), outer + 1.2, outline)
        .disc((0.0, 0.0), outer, opaque(c.win_line))
        .disc((0.0, 0.0), inner, outline)
        .disc((0.0, 0.0), inner - 1.2, CLEAR)
        .finish()
}

/// A cross of two strokes of `stroke` px with arms reaching `arm` px along each diagonal.
pub(crate) fn cross(arm: f32, stroke: f32) -> Mask {
    Fine::around(arm + stroke)
        .segment((-arm, -arm), (arm, arm), stroke, WHITE)
        .segment((-arm, arm), (arm, -arm), stroke, WHITE)
        .finish()
        .mask()
}

impl Sprites {
    /// The sprites for stones of radius `r` on a grid of spacing `cell`.
    pub fn new(c: &Colours, r: f32, palette: &Palette) -> Sprites {
        let looks = &c.stones;
        let arm = r * 0.36;
        let stroke = (r * 0.16).max(2.2);
        let wood = palette.exact(c.wood);
        let background = palette.exact(c.background);
        // Shapes shared by the four stone colours.
        let disc = Fine::around(r).disc((0.0, 0.0), r, WHITE).finish();
        let icon = Fine::around(ICON_RADIUS)
            .disc((0.0, 0.0), ICON_RADIUS, WHITE)
            .finish();
        let ghost = ghost(r);
        let last = ring(r * 0.42, (r * 0.13).max(2.0));
        let last_numbered = ring(r * 0.80, (r * 0.08).max(1.5));
        // A ring's usual background is the middle of its stone.
        let mark = |ring: &Shape, i: usize| {
            let look = &looks[i];
            ring.coloured(look.mark, look.mark)
                .sprite(palette, palette.index(look.base))
        };
        Sprites {
            stones: std::array::from_fn(|i| stone(&looks[i], r, &disc).sprite(palette, wood)),
            shadow: shadow(c, r, palette, wood),
            ghosts: std::array::from_fn(|i| {
                let rim = looks[i].at(0.3).map(|v| v.round() as u8);
                ghost.coloured(looks[i].base, rim).sprite(palette, wood)
            }),
            last: std::array::from_fn(|i| mark(&last, i)),
            last_numbered: std::array::from_fn(|i| mark(&last_numbered, i)),
            win_ring: win_ring(c, r).sprite(palette, wood),
            forbidden: cross(arm, stroke),
            // The forbidden cross widened by 1.5 px each side: a halo in the stone's mark
            // colour, so the cross shows on a red stone (a foul that lost).
            foul_halo: cross(arm, stroke + 3.0),
            icons: std::array::from_fn(|i| {
                stone(&looks[i], ICON_RADIUS, &icon).sprite(palette, background)
            }),
            icon_shadow: shadow(c, ICON_RADIUS, palette, background),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Theme;

    #[test]
    fn stones_are_mostly_opaque_runs_with_a_blended_rim() {
        let c = Theme::Light.colours();
        let p = Palette::for_theme(&c);
        let s = Sprites::new(&c, 17.9, &p);
        for stone in &s.stones {
            let opaque: usize = stone.runs.iter().map(|r| r.len as usize).sum();
            // About pi r^2 pixels in all.
            let area = std::f32::consts::PI * 17.9 * 17.9;
            assert!((opaque as f32) > area * 0.85 && (opaque as f32) < area * 1.05);
            assert!(stone.blends.len() < 160, "{}", stone.blends.len());
        }
        // The shadow never darkens its own stone.
        assert!(s.shadow.runs.is_empty());
        assert!(s
            .shadow
            .blends
            .iter()
            .all(|b| b.dx * b.dx + b.dy * b.dy >= 16 * 16));
        // A ghost is all blended: the grid shows through.
        assert!(s.ghosts[0].runs.is_empty());
    }
}
