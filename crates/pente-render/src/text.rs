//! Text: the committed fonts (`fonts/`) and the two ways text is drawn.
//!
//! The main font is DejaVu Sans Bold (Latin, Greek, Cyrillic, Vietnamese...). For the
//! characters it lacks, the strip falls back glyph by glyph to a subset of Noto Sans CJK JP
//! Bold holding just the Japanese and Korean of the picture's labels (see
//! `scripts/subset-cjk-font.py`). The fallback is chosen per character, not per label,
//! because a label is drawn joined to digits, `·` and names in one line ("取り石 4/10 · 手番")
//! and the glyph cache is keyed by character anyway: each character simply belongs to the
//! first font that has it. The two fonts are scaled to the same em, so sizes match, and
//! share the baseline.
//!
//! - On the pictures drawn once (coordinate labels, move numbers): imageproc's
//!   `draw_text_mut`, centred on a point.
//! - In the players' strip, which changes with every picture: glyph coverage masks from
//!   ab_glyph, cached per character and size, blended straight into palette indices.

use super::frame::{Frame, Mask};
use super::palette::Palette;
use super::shapes::opaque;
use super::theme::Rgb;
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::{GrayImage, Luma, RgbaImage};
use imageproc::drawing::{draw_text_mut, text_size};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// DejaVu Sans Bold (Bitstream Vera licence, see `fonts/LICENSE-DejaVu.txt`).
static FONT_BYTES: &[u8] = include_bytes!("../../../fonts/DejaVuSans-Bold.ttf");

/// Noto Sans CJK JP Bold cut to the labels' Japanese and Korean characters (SIL Open Font
/// License 1.1, see `fonts/LICENSE-NotoSansCJK.txt`; made by `scripts/subset-cjk-font.py`).
static FALLBACK_BYTES: &[u8] = include_bytes!("../../../fonts/NotoSansCJKjp-Bold-picture.otf");

/// A rasterised glyph: its mask is anchored at the pen position on the baseline.
#[derive(Debug)]
pub(crate) struct Glyph {
    /// Which font drew it (an index into `Text::fonts`).
    pub font: usize,
    pub id: GlyphId,
    pub mask: Mask,
    pub advance: f32,
}

/// The fonts, main first, and a cache of glyphs by (character, size in 1/4 px).
pub(crate) struct Text {
    fonts: [FontRef<'static>; 2],
    /// Per font, the factor from the main font's `PxScale` to its own for the same em.
    em: [f32; 2],
    glyphs: Mutex<HashMap<(char, u32), Arc<Glyph>>>,
}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Text").finish_non_exhaustive()
    }
}

/// Glyphs of one string, positioned from the pen's start.
pub(crate) struct Line {
    pub glyphs: Vec<(i32, Arc<Glyph>)>,
    pub width: f32,
}

impl Default for Text {
    fn default() -> Self {
        Text::new()
    }
}

impl Text {
    pub fn new() -> Text {
        let fonts = [FONT_BYTES, FALLBACK_BYTES]
            .map(|bytes| FontRef::try_from_slice(bytes).expect("the committed fonts parse"));
        // ab_glyph's `PxScale` sizes a font's ascent-to-descent height, which is a different
        // share of the em in each font: rescale so both draw the same em.
        let em_per_height =
            |f: &FontRef<'_>| f.units_per_em().unwrap_or(1000.0) / f.height_unscaled();
        let main = em_per_height(&fonts[0]);
        let em = [1.0, main / em_per_height(&fonts[1])];
        Text {
            fonts,
            em,
            glyphs: Mutex::new(HashMap::new()),
        }
    }

    /// The first font with a glyph for `c`.
    fn font_for(&self, c: char) -> Option<usize> {
        self.fonts.iter().position(|f| f.glyph_id(c).0 != 0)
    }

    /// Whether the fonts can draw `c` (a space, or a visible character one of them has).
    fn shows(&self, c: char) -> bool {
        c == ' ' || (!c.is_control() && self.font_for(c).is_some())
    }

    /// Whether the fonts have a glyph for every visible character of `s` (names they cannot
    /// show are left to the message text rather than drawn as boxes).
    pub fn can_show(&self, s: &str) -> bool {
        s.chars().all(|c| self.shows(c))
    }

    /// The characters of `s` that no font can draw, each once, in order.
    pub fn unshowable(&self, s: &str) -> Vec<char> {
        let mut missing: Vec<char> = Vec::new();
        for c in s.chars().filter(|&c| !self.shows(c)) {
            if !missing.contains(&c) {
                missing.push(c);
            }
        }
        missing
    }

    fn scale(&self, font: usize, px: f32) -> PxScale {
        PxScale::from(px * self.em[font])
    }

    fn key(c: char, px: f32) -> (char, u32) {
        (c, (px * 4.0).round() as u32)
    }

    fn rasterise(&self, c: char, px: f32) -> Glyph {
        // A character no font has gets the main font's missing-glyph box.
        let font_index = self.font_for(c).unwrap_or(0);
        let font = &self.fonts[font_index];
        let scale = self.scale(font_index, px);
        let id = font.glyph_id(c);
        let advance = font.as_scaled(scale).h_advance(id);
        let glyph = id.with_scale_and_position(scale, point(0.0, 0.0));
        let mask = match font.outline_glyph(glyph) {
            Some(outline) => {
                let b = outline.px_bounds();
                let mut alpha = GrayImage::new(b.width() as u32, b.height() as u32);
                outline.draw(|x, y, cov| {
                    if x < alpha.width() && y < alpha.height() {
                        let a = (cov.clamp(0.0, 1.0) * 255.0).round() as u8;
                        alpha.put_pixel(x, y, Luma([a]));
                    }
                });
                Mask {
                    x0: b.min.x as i32,
                    y0: b.min.y as i32,
                    alpha,
                }
            }
            None => Mask {
                x0: 0,
                y0: 0,
                alpha: GrayImage::new(0, 0),
            },
        };
        Glyph {
            font: font_index,
            id,
            mask,
            advance,
        }
    }

    /// Lays out `s` at `px`, rasterising glyphs not yet cached.
    pub fn line(&self, s: &str, px: f32) -> Line {
        let mut cache = self.glyphs.lock().unwrap_or_else(|e| e.into_inner());
        let mut pen = 0.0f32;
        let mut prev: Option<(usize, GlyphId)> = None;
        let mut glyphs = Vec::with_capacity(s.len());
        for c in s.chars() {
            let glyph = cache
                .entry(Text::key(c, px))
                .or_insert_with(|| Arc::new(self.rasterise(c, px)))
                .clone();
            // Kerning pairs only exist within a font.
            if let Some((font, p)) = prev.filter(|&(font, _)| font == glyph.font) {
                let scaled = self.fonts[font].as_scaled(self.scale(font, px));
                pen += scaled.kern(p, glyph.id);
            }
            prev = Some((glyph.font, glyph.id));
            glyphs.push((pen.round() as i32, glyph.clone()));
            pen += glyph.advance;
        }
        Line { glyphs, width: pen }
    }

    pub fn width(&self, s: &str, px: f32) -> f32 {
        self.line(s, px).width
    }

    /// The height of capitals and digits above the baseline.
    pub fn cap_height(&self, px: f32) -> f32 {
        let line = self.line("H", px);
        -(line.glyphs[0].1.mask.y0 as f32)
    }

    /// `s`, shortened with an ellipsis to fit `max_width`.
    pub fn fit(&self, s: &str, px: f32, max_width: f32) -> String {
        if self.width(s, px) <= max_width {
            return s.to_string();
        }
        let mut chars: Vec<char> = s.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
            if self.width(&candidate, px) <= max_width {
                return candidate;
            }
        }
        String::new()
    }

    /// Draws a laid-out line with its pen starting at `(x, baseline)`.
    pub fn draw_line(
        &self,
        frame: &mut Frame,
        palette: &Palette,
        line: &Line,
        x: i32,
        baseline: i32,
        rgb: Rgb,
    ) {
        for (dx, glyph) in &line.glyphs {
            frame.draw_mask(&glyph.mask, x + dx, baseline, rgb, palette);
        }
    }

    /// Draws `s` left-aligned from `x` on `baseline`.
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &self,
        frame: &mut Frame,
        palette: &Palette,
        s: &str,
        px: f32,
        x: i32,
        baseline: i32,
        rgb: Rgb,
    ) {
        let line = self.line(s, px);
        self.draw_line(frame, palette, &line, x, baseline, rgb);
    }

    /// Draws `s` (capitals or digits, main font only) centred on the pixel centre `(cx, cy)` of `image`,
    /// with imageproc's `draw_text_mut`. The ink is centred across (measured by drawing the
    /// text once on a scratch mask); down, capitals and digits are centred, so labels in a
    /// row share a baseline.
    ///
    /// `draw_text_mut` puts the baseline `ascent` below the `y` it is given, so the size is
    /// nudged (by under half a pixel of ascent) to make `ascent` whole: the baseline then
    /// falls on a pixel edge and the bottoms of letters and digits stay sharp.
    pub fn draw_centred(
        &self,
        image: &mut RgbaImage,
        s: &str,
        px: f32,
        cx: f32,
        cy: f32,
        rgb: Rgb,
    ) {
        let per_px = self.fonts[0].as_scaled(PxScale::from(1.0)).ascent();
        let px = (px * per_px).round() / per_px;
        let scale = PxScale::from(px);
        let (w, h) = text_size(scale, &self.fonts[0], s);
        let pad = px.ceil() as u32;
        let mut scratch = GrayImage::new(w + 2 * pad, h + 2 * pad);
        draw_text_mut(
            &mut scratch,
            Luma([255]),
            pad as i32,
            pad as i32,
            scale,
            &self.fonts[0],
            s,
        );
        let inked = |x: u32| (0..scratch.height()).any(|y| scratch.get_pixel(x, y)[0] > 0);
        let Some(ink_left) = (0..scratch.width()).find(|&x| inked(x)) else {
            return;
        };
        let ink_right = (0..scratch.width())
            .rev()
            .find(|&x| inked(x))
            .unwrap_or(ink_left)
            + 1;
        let centre = (ink_left + ink_right) as f32 / 2.0 - pad as f32;
        let x = (cx + 0.5 - centre).round() as i32;
        // draw_text_mut's `y` is the top of the line: the baseline is `ascent` below it.
        let ascent = self.fonts[0].as_scaled(scale).ascent();
        let baseline = cy + 0.5 + self.cap_height(px) / 2.0;
        let y = (baseline - ascent).round() as i32;
        draw_text_mut(image, opaque(rgb), x, y, scale, &self.fonts[0], s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_latin_greek_cyrillic_and_the_labels_cjk_but_not_other_cjk_or_emoji() {
        let t = Text::new();
        assert!(t.can_show("Åsa Ölund"));
        assert!(t.can_show("Σωκράτης Иван"));
        assert!(t.can_show("đến lượt · thắng"));
        assert!(t.can_show("取り石 4/10 · 手番"));
        assert!(t.can_show("팀이 따낸 돌"));
        // The CJK font holds only the labels' characters.
        assert!(!t.can_show("山田"));
        assert_eq!(t.unshowable("山田 手番 山"), ['山', '田']);
        assert!(!t.can_show("Bob 🐢"));
        assert!(!t.can_show("tab\tname"));
    }

    #[test]
    fn each_character_comes_from_the_first_font_that_has_it() {
        let t = Text::new();
        let line = t.line("取り石 4/10", 13.5);
        let fonts: Vec<usize> = line.glyphs.iter().map(|(_, g)| g.font).collect();
        assert_eq!(fonts, [1, 1, 1, 0, 0, 0, 0, 0]);
        // The same em: an ideograph is about as wide as the em (the main font's em is
        // 2048/2384 of the size given), and its ink sits on the baseline.
        let em = 13.5 * 2048.0 / 2384.0;
        let kanji = &line.glyphs[0].1;
        assert!(
            (kanji.advance - em).abs() < 0.5,
            "{} vs {em}",
            kanji.advance
        );
        let bottom = kanji.mask.y0 + kanji.mask.alpha.height() as i32;
        assert!((-1..=2).contains(&bottom), "{bottom}");
        assert!(line
            .glyphs
            .iter()
            .all(|(_, g)| g.mask.alpha.width() > 0 || g.advance > 0.0));
    }

    #[test]
    fn fit_shortens_with_an_ellipsis() {
        let t = Text::new();
        let long = "Bartholomew Fitzgerald-Montgomery";
        let fitted = t.fit(long, 16.0, 120.0);
        assert!(fitted.ends_with('…'), "{fitted}");
        assert!(t.width(&fitted, 16.0) <= 120.0);
        assert_eq!(t.fit("Ann", 16.0, 120.0), "Ann");
    }
}
