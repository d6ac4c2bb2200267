//! Text: the committed font (DejaVu Sans Bold, `fonts/`), glyph masks cached per size, and
//! the few ways text is placed (left-aligned on a baseline, centred on a point).

use super::frame::{Frame, Mask};
use super::palette::Palette;
use super::theme::Rgb;
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// DejaVu Sans Bold (Bitstream Vera licence, see `fonts/LICENSE-DejaVu.txt`).
static FONT_BYTES: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// A rasterised glyph: its mask is anchored at the pen position on the baseline.
#[derive(Debug)]
pub(crate) struct Glyph {
    pub id: GlyphId,
    pub mask: Mask,
    pub advance: f32,
}

/// The font and a cache of its glyphs by (character, size in 1/4 px).
pub(crate) struct Text {
    font: FontRef<'static>,
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
        Text {
            font: FontRef::try_from_slice(FONT_BYTES).expect("the committed font parses"),
            glyphs: Mutex::new(HashMap::new()),
        }
    }

    /// Whether the font has a glyph for every visible character of `s` (names it cannot show
    /// are left to the message text rather than drawn as boxes).
    pub fn can_show(&self, s: &str) -> bool {
        s.chars()
            .all(|c| c == ' ' || (!c.is_control() && self.font.glyph_id(c).0 != 0))
    }

    fn key(c: char, px: f32) -> (char, u32) {
        (c, (px * 4.0).round() as u32)
    }

    fn rasterise(&self, c: char, px: f32) -> Glyph {
        let scale = PxScale::from(px);
        let id = self.font.glyph_id(c);
        let advance = self.font.as_scaled(scale).h_advance(id);
        let glyph = id.with_scale_and_position(scale, point(0.0, 0.0));
        let mask = match self.font.outline_glyph(glyph) {
            Some(outline) => {
                let b = outline.px_bounds();
                let (w, h) = (b.width() as usize, b.height() as usize);
                let mut alpha = vec![0u8; w * h];
                outline.draw(|x, y, cov| {
                    let i = y as usize * w + x as usize;
                    if i < alpha.len() {
                        alpha[i] = (cov.clamp(0.0, 1.0) * 255.0).round() as u8;
                    }
                });
                Mask {
                    x0: b.min.x as i32,
                    y0: b.min.y as i32,
                    width: w,
                    height: h,
                    alpha,
                }
            }
            None => Mask {
                x0: 0,
                y0: 0,
                width: 0,
                height: 0,
                alpha: Vec::new(),
            },
        };
        Glyph { id, mask, advance }
    }

    /// Lays out `s` at `px`, rasterising glyphs not yet cached.
    pub fn line(&self, s: &str, px: f32) -> Line {
        let scaled = self.font.as_scaled(PxScale::from(px));
        let mut cache = self.glyphs.lock().unwrap_or_else(|e| e.into_inner());
        let mut pen = 0.0f32;
        let mut prev: Option<GlyphId> = None;
        let mut glyphs = Vec::with_capacity(s.len());
        for c in s.chars() {
            let glyph = cache
                .entry(Text::key(c, px))
                .or_insert_with(|| Arc::new(self.rasterise(c, px)))
                .clone();
            if let Some(p) = prev {
                pen += scaled.kern(p, glyph.id);
            }
            prev = Some(glyph.id);
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

    /// Draws `s` (capitals or digits) centred on the pixel centre `(cx, cy)`.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_centred(
        &self,
        frame: &mut Frame,
        palette: &Palette,
        s: &str,
        px: f32,
        cx: f32,
        cy: f32,
        rgb: Rgb,
    ) {
        let line = self.line(s, px);
        // Centre the ink, not the advance box.
        let (ink_left, ink_right) = line.glyphs.iter().filter(|(_, g)| g.mask.width > 0).fold(
            (i32::MAX, i32::MIN),
            |(l, r), (dx, g)| {
                (
                    l.min(dx + g.mask.x0),
                    r.max(dx + g.mask.x0 + g.mask.width as i32),
                )
            },
        );
        if ink_left > ink_right {
            return;
        }
        let x = (cx + 0.5 - (ink_left + ink_right) as f32 / 2.0).round() as i32;
        let baseline = (cy + 0.5 + self.cap_height(px) / 2.0).round() as i32;
        self.draw_line(frame, palette, &line, x, baseline, rgb);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_latin_greek_cyrillic_but_not_cjk_or_emoji() {
        let t = Text::new();
        assert!(t.can_show("Åsa Ölund"));
        assert!(t.can_show("Σωκράτης Иван"));
        assert!(!t.can_show("山田"));
        assert!(!t.can_show("Bob 🐢"));
        assert!(!t.can_show("tab\tname"));
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
