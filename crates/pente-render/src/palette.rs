//! The 8-bit palette of a theme, and the lookup table that blends colours inside it.
//!
//! The picture is drawn directly in palette indices: an indexed PNG is a third of the bytes of
//! an RGB one and compresses better. The palette is built once per theme from the theme's
//! exact colours (markers keep their exact colour: no generic quantiser) plus the short ramps
//! that anti-aliasing and shading need: stone bodies, stone rims over the wood, shadows,
//! text over its backgrounds. Anything blended at render time (rims, shadows, text, markers)
//! goes through a 32x32x32 table that maps a blended colour to its nearest entry.

use super::theme::{Colours, Rgb};
use std::collections::HashMap;

/// Entries of the body ramp of each stone colour.
const BODY_STEPS: usize = 24;
/// Bits per channel of the blending lookup table.
const LUT_BITS: u32 = 5;

pub(crate) struct Palette {
    colours: Vec<Rgb>,
    /// The entry of each exact colour (the first, if listed twice).
    exact: HashMap<Rgb, u8>,
    /// Nearest entry for every colour cell of `LUT_BITS` per channel.
    lut: Vec<u8>,
}

impl std::fmt::Debug for Palette {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Palette")
            .field("colours", &self.colours.len())
            .finish()
    }
}

/// `a` blended towards `b` by `t` (0..=1), rounded.
pub(crate) fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    std::array::from_fn(|i| (a[i] as f32 + (b[i] as f32 - a[i] as f32) * t).round() as u8)
}

fn to_rgb(c: [f32; 3]) -> Rgb {
    c.map(|v| v.round().clamp(0.0, 255.0) as u8)
}

/// Perceptually weighted squared distance (green counts most, blue least).
fn distance(a: Rgb, b: Rgb) -> i32 {
    let d = |i: usize| a[i] as i32 - b[i] as i32;
    3 * d(0) * d(0) + 4 * d(1) * d(1) + 2 * d(2) * d(2)
}

fn cell(c: Rgb) -> usize {
    let s = 8 - LUT_BITS;
    ((c[0] as usize >> s) << (2 * LUT_BITS))
        | ((c[1] as usize >> s) << LUT_BITS)
        | (c[2] as usize >> s)
}

#[derive(Default)]
struct Builder {
    colours: Vec<Rgb>,
}

impl Builder {
    fn add(&mut self, c: Rgb) {
        if !self.colours.contains(&c) {
            self.colours.push(c);
        }
    }

    /// `steps` colours strictly between `a` and `b`.
    fn ramp(&mut self, a: Rgb, b: Rgb, steps: usize) {
        for k in 1..=steps {
            self.add(mix(a, b, k as f32 / (steps + 1) as f32));
        }
    }
}

impl Palette {
    /// The palette of a theme.
    pub fn for_theme(c: &Colours) -> Palette {
        let mut b = Builder::default();
        // Exact colours first: flat fills and markers must come out as themselves.
        for exact in [
            c.background,
            c.wood,
            c.wood_edge,
            c.line,
            c.label,
            c.text,
            c.text_dim,
            c.turn,
            c.win,
            c.shadow,
            c.win_line,
            c.win_outline,
            c.forbidden,
        ] {
            b.add(exact);
        }
        for s in &c.stones {
            for exact in [s.edge, s.base, s.light, s.mark] {
                b.add(exact);
            }
        }
        // Stone bodies.
        for s in &c.stones {
            for k in 0..BODY_STEPS {
                b.add(to_rgb(s.at(k as f32 / (BODY_STEPS - 1) as f32)));
            }
        }
        // Rims over the wood and over the strip; ghosts; marks and numbers on the stones.
        let shadowed = mix(c.wood, c.shadow, c.shadow_alpha as f32 / 255.0);
        for s in &c.stones {
            let rim = to_rgb(s.at(0.3));
            b.ramp(c.wood, rim, 4);
            b.ramp(shadowed, rim, 2);
            b.ramp(c.background, rim, 3);
            b.ramp(c.turn, rim, 2);
            let ghost = mix(c.wood, s.base, super::sprites::GHOST_ALPHA);
            b.add(ghost);
            b.add(mix(c.line, s.base, super::sprites::GHOST_ALPHA));
            b.ramp(c.wood, ghost, 2);
            b.ramp(ghost, rim, 1);
            b.ramp(s.base, s.mark, 4);
        }
        // Shadows, grid details, labels, text.
        b.ramp(c.wood, shadowed, 4);
        b.add(shadowed);
        b.ramp(c.wood, c.line, 4);
        b.ramp(c.wood, c.label, 5);
        b.ramp(c.background, c.wood_edge, 3);
        b.ramp(c.wood_edge, c.wood, 3);
        b.ramp(c.background, c.text, 5);
        b.ramp(c.background, c.text_dim, 3);
        b.ramp(c.background, c.turn, 2);
        b.ramp(c.background, c.win, 2);
        b.ramp(c.turn, c.text, 4);
        b.ramp(c.turn, c.text_dim, 2);
        b.ramp(c.win, c.text, 4);
        b.ramp(c.win, c.text_dim, 2);
        // The winning line and forbidden marks.
        b.ramp(c.wood, c.win_outline, 3);
        b.ramp(c.win_outline, c.win_line, 3);
        b.ramp(c.wood, c.forbidden, 4);
        assert!(
            b.colours.len() <= 256,
            "a theme needs {} palette entries; the most is 256",
            b.colours.len()
        );
        Palette::from_colours(b.colours)
    }

    fn from_colours(colours: Vec<Rgb>) -> Palette {
        let n = 1usize << LUT_BITS;
        let s = 8 - LUT_BITS;
        let half = 1u8 << (s - 1);
        let mut exact = HashMap::new();
        for (i, &c) in colours.iter().enumerate() {
            exact.entry(c).or_insert(i as u8);
        }
        let mut palette = Palette {
            colours,
            exact,
            lut: Vec::with_capacity(n * n * n),
        };
        for r in 0..n {
            for g in 0..n {
                for bl in 0..n {
                    let centre = [
                        ((r as u8) << s) | half,
                        ((g as u8) << s) | half,
                        ((bl as u8) << s) | half,
                    ];
                    let nearest = palette.nearest(centre);
                    palette.lut.push(nearest);
                }
            }
        }
        // Every entry maps to itself (the first listed wins a shared cell), so blending with
        // nothing, or with the same colour, changes nothing.
        for i in (0..palette.colours.len()).rev() {
            palette.lut[cell(palette.colours[i])] = i as u8;
        }
        palette
    }

    pub fn len(&self) -> usize {
        self.colours.len()
    }

    pub fn rgb(&self, index: u8) -> Rgb {
        self.colours[index as usize]
    }

    /// The index of a colour that must be in the palette exactly.
    pub fn exact(&self, c: Rgb) -> u8 {
        match self.exact.get(&c) {
            Some(&i) => i,
            None => panic!("{c:?} is not in the palette"),
        }
    }

    /// The colour's own entry if it has one, else the nearest.
    pub fn index(&self, c: Rgb) -> u8 {
        self.exact
            .get(&c)
            .copied()
            .unwrap_or_else(|| self.nearest(c))
    }

    /// The nearest entry, by a full search.
    pub fn nearest(&self, c: Rgb) -> u8 {
        let mut best = (i32::MAX, 0u8);
        for (i, &p) in self.colours.iter().enumerate() {
            let d = distance(c, p);
            if d < best.0 {
                best = (d, i as u8);
            }
        }
        best.1
    }

    /// A lookup of many colours, each worked out once (for converting whole pictures).
    pub fn lookup(&self) -> Lookup<'_> {
        Lookup {
            palette: self,
            seen: HashMap::new(),
        }
    }

    /// `over` with coverage `alpha` (0..=255) on top of entry `under`.
    #[inline]
    pub fn blend(&self, under: u8, over: Rgb, alpha: u8) -> u8 {
        let u = self.colours[under as usize];
        let a = alpha as u32;
        let mut c = [0u8; 3];
        for i in 0..3 {
            c[i] = ((over[i] as u32 * a + u[i] as u32 * (255 - a) + 127) / 255) as u8;
        }
        self.lut[cell(c)]
    }

    /// The PLTE chunk's contents: RGB triples.
    pub fn png_bytes(&self) -> Vec<u8> {
        self.colours.iter().flatten().copied().collect()
    }
}

/// [`Palette::index`] with a memory: pictures repeat their colours.
pub(crate) struct Lookup<'a> {
    palette: &'a Palette,
    seen: HashMap<Rgb, u8>,
}

impl Lookup<'_> {
    /// The colour's own entry if it has one, else the nearest.
    pub fn index(&mut self, c: Rgb) -> u8 {
        *self.seen.entry(c).or_insert_with(|| self.palette.index(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theme::Theme;

    #[test]
    fn every_theme_fits_and_keeps_its_exact_colours() {
        for theme in Theme::ALL {
            let c = theme.colours();
            let p = Palette::for_theme(&c);
            assert!(p.len() <= 256);
            for exact in [c.wood, c.line, c.win_line, c.forbidden, c.stones[1].mark] {
                let i = p.exact(exact);
                assert_eq!(p.rgb(i), exact);
                assert_eq!(p.nearest(exact), i);
                let itself = p.lut[cell(exact)];
                assert_eq!(
                    p.blend(itself, [0, 0, 0], 0),
                    itself,
                    "no coverage, no change"
                );
                let full = p.blend(p.exact(c.wood), exact, 255);
                assert!(distance(p.rgb(full), exact) < 3 * 8 * 8, "full coverage");
            }
        }
    }

    #[test]
    fn blends_land_near_the_true_colour() {
        let c = Theme::Light.colours();
        let p = Palette::for_theme(&c);
        let wood = p.exact(c.wood);
        for alpha in [32u8, 96, 160, 224] {
            let got = p.rgb(p.blend(wood, c.label, alpha));
            let want = mix(c.wood, c.label, alpha as f32 / 255.0);
            assert!(
                distance(got, want) < 9 * 20 * 20,
                "{alpha}: {got:?} vs {want:?}"
            );
        }
    }
}
