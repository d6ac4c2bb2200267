//! Pre-drawn stones and markers for one board size and theme: shaded stones with their
//! shadow, ghosts of captured stones, the last-move ring, the forbidden-point cross and the
//! small stones of the players' strip. Edges are anti-aliased analytically (coverage from the
//! distance to the shape's edge), shading comes from a light at the upper left.

use super::frame::{Mask, Sprite};
use super::palette::Palette;
use super::theme::{Colours, StoneLook};

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
    pub star: Mask,
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

fn disc_cover(r: f32, x: f32, y: f32) -> f32 {
    (r - (x * x + y * y).sqrt() + 0.5).clamp(0.0, 1.0)
}

/// A shaded stone of radius `r`.
fn stone(look: &StoneLook, r: f32, palette: &Palette, under: u8) -> Sprite {
    Sprite::from_fn(r, palette, under, |x, y| {
        (look.at(shade(look, r, x, y)), disc_cover(r, x, y))
    })
}

/// The soft shadow of a stone of radius `r`, without the part its stone hides.
fn shadow(c: &Colours, r: f32, palette: &Palette, under: u8) -> Sprite {
    let (sx, sy) = (r * 0.07 + 0.3, r * 0.11 + 0.5);
    let soft = (r * 0.09).max(1.2);
    let most = c.shadow_alpha as f32 / 255.0;
    Sprite::from_fn(r + sy + soft + 1.0, palette, under, |x, y| {
        let d = ((x - sx).powi(2) + (y - sy).powi(2)).sqrt();
        let a = most * (1.0 - smoothstep(r - soft, r + soft, d));
        (c.shadow.map(f32::from), a)
    })
    .without(|x, y| ((x * x + y * y) as f32).sqrt() < r - 0.8)
}

/// A faint stone where a stone was just captured; the grid shows through it.
fn ghost(look: &StoneLook, r: f32, palette: &Palette, under: u8) -> Sprite {
    let rim = look.at(0.3);
    let base = look.base.map(f32::from);
    let r = r * 0.94;
    Sprite::from_fn(r, palette, under, |x, y| {
        let d = (x * x + y * y).sqrt();
        let cover = (r - d + 0.5).clamp(0.0, 1.0);
        let ring = (1.2 - (d - (r - 1.0)).abs()).clamp(0.0, 1.0);
        let colour = std::array::from_fn(|i| base[i] + (rim[i] - base[i]) * ring);
        (colour, cover * (GHOST_ALPHA + (0.75 - GHOST_ALPHA) * ring))
    })
}

/// A ring of radius `radius` and stroke `width` in the stone's mark colour.
fn ring(look: &StoneLook, radius: f32, width: f32, palette: &Palette) -> Sprite {
    let colour = look.mark.map(f32::from);
    let under = palette.nearest(look.base);
    Sprite::from_fn(radius + width, palette, under, |x, y| {
        let d = (x * x + y * y).sqrt();
        (colour, 0.5 - ((d - radius).abs() - width / 2.0))
    })
}

/// A bright ring with a dark outline just outside a stone of radius `r`.
fn win_ring(c: &Colours, r: f32, palette: &Palette, under: u8) -> Sprite {
    let width = (r * 0.16).max(3.0);
    let centre = r + width / 2.0 - 1.0;
    let (core, edge) = (c.win_line.map(f32::from), c.win_outline.map(f32::from));
    Sprite::from_fn(centre + width, palette, under, |x, y| {
        let off = ((x * x + y * y).sqrt() - centre).abs();
        let inner = (0.5 - (off - width / 2.0)).clamp(0.0, 1.0);
        let outer = (0.5 - (off - width / 2.0 - 1.2)).clamp(0.0, 1.0);
        let colour = std::array::from_fn(|i| edge[i] + (core[i] - edge[i]) * inner);
        (colour, outer * (0.75 + 0.25 * inner))
    })
}

/// Distance from `(x, y)` to the segment `a`-`b`.
pub(crate) fn segment_distance(x: f32, y: f32, a: (f32, f32), b: (f32, f32)) -> f32 {
    let (vx, vy) = (b.0 - a.0, b.1 - a.1);
    let (wx, wy) = (x - a.0, y - a.1);
    let len2 = vx * vx + vy * vy;
    let t = if len2 > 0.0 {
        ((wx * vx + wy * vy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    ((wx - t * vx).powi(2) + (wy - t * vy).powi(2)).sqrt()
}

impl Sprites {
    /// The sprites for stones of radius `r` on a grid of spacing `cell`.
    pub fn new(c: &Colours, cell: i32, r: f32, palette: &Palette) -> Sprites {
        let looks = &c.stones;
        let arm = r * 0.36;
        let stroke = (r * 0.16).max(2.2);
        let star = (cell as f32 * 0.1).clamp(2.6, 5.0);
        let wood = palette.exact(c.wood);
        let background = palette.exact(c.background);
        Sprites {
            stones: std::array::from_fn(|i| stone(&looks[i], r, palette, wood)),
            shadow: shadow(c, r, palette, wood),
            ghosts: std::array::from_fn(|i| ghost(&looks[i], r, palette, wood)),
            last: std::array::from_fn(|i| ring(&looks[i], r * 0.42, (r * 0.13).max(2.0), palette)),
            last_numbered: std::array::from_fn(|i| {
                ring(&looks[i], r * 0.80, (r * 0.08).max(1.5), palette)
            }),
            win_ring: win_ring(c, r, palette, wood),
            forbidden: Mask::from_distance(arm + stroke, |x, y| {
                segment_distance(x, y, (-arm, -arm), (arm, arm)).min(segment_distance(
                    x,
                    y,
                    (-arm, arm),
                    (arm, -arm),
                )) - stroke / 2.0
            }),
            star: Mask::from_distance(star, |x, y| (x * x + y * y).sqrt() - star),
            icons: std::array::from_fn(|i| stone(&looks[i], ICON_RADIUS, palette, background)),
            icon_shadow: shadow(c, ICON_RADIUS, palette, background),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::theme::Theme;

    #[test]
    fn stones_are_mostly_opaque_runs_with_a_blended_rim() {
        let c = Theme::Light.colours();
        let p = Palette::for_theme(&c);
        let s = Sprites::new(&c, 38, 17.9, &p);
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
