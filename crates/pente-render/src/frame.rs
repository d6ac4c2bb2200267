//! The canvas in palette indices, and the two things drawn on it every picture: coverage
//! masks (a shape or a glyph, drawn in one colour) and sprites (a pre-drawn picture: opaque
//! runs copied as they are, edge pixels blended with what is under it).
//!
//! Cached pictures are drawn in RGB(A) with image and imageproc (`base`, `sprites`,
//! `shapes`) and converted here once: [`Frame::from_image`], [`Sprite::from_image`].

use super::palette::{mix, Palette};
use super::theme::Rgb;
use image::{GrayImage, Rgba, RgbaImage};

/// A picture in palette indices, one byte a pixel, rows top to bottom. (image has no
/// palette image type: its `GrayImage` would read the indices as grey levels.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Frame {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

impl Frame {
    pub fn new(width: usize, height: usize, fill: u8) -> Frame {
        Frame {
            width,
            height,
            pixels: vec![fill; width * height],
        }
    }

    /// An opaque picture in palette indices: each colour's own entry if it has one (the
    /// theme's colours), else the nearest entry (anti-aliased edges).
    pub fn from_image(image: &RgbaImage, palette: &Palette) -> Frame {
        let mut lookup = palette.lookup();
        let mut last: Option<(Rgb, u8)> = None;
        let pixels = image
            .pixels()
            .map(|p| {
                let rgb = [p[0], p[1], p[2]];
                match last {
                    Some((c, i)) if c == rgb => i,
                    _ => {
                        let i = lookup.index(rgb);
                        last = Some((rgb, i));
                        i
                    }
                }
            })
            .collect();
        Frame {
            width: image.width() as usize,
            height: image.height() as usize,
            pixels,
        }
    }

    /// The picture in RGBA (opaque), to draw on with imageproc.
    pub fn to_image(&self, palette: &Palette) -> RgbaImage {
        RgbaImage::from_fn(self.width as u32, self.height as u32, |x, y| {
            let [r, g, b] = palette.rgb(self.pixels[y as usize * self.width + x as usize]);
            Rgba([r, g, b, 255])
        })
    }

    #[inline]
    fn offset(&self, x: i32, y: i32) -> Option<usize> {
        (x >= 0 && y >= 0 && (x as usize) < self.width && (y as usize) < self.height)
            .then(|| y as usize * self.width + x as usize)
    }

    /// Draws `rgb` through a coverage mask whose origin goes to `(x, y)`.
    pub fn draw_mask(&mut self, mask: &Mask, x: i32, y: i32, rgb: Rgb, palette: &Palette) {
        self.draw_mask_alpha(mask, x, y, rgb, 255, palette);
    }

    /// Like [`Frame::draw_mask`], with the coverage scaled by `opacity` (0..=255).
    pub fn draw_mask_alpha(
        &mut self,
        mask: &Mask,
        x: i32,
        y: i32,
        rgb: Rgb,
        opacity: u8,
        palette: &Palette,
    ) {
        let full = palette.index(rgb);
        let width = mask.width();
        let (x0, y0) = (x + mask.x0, y + mask.y0);
        for (my, alpha) in mask.alpha.as_raw().chunks_exact(width.max(1)).enumerate() {
            let py = y0 + my as i32;
            if py < 0 || py as usize >= self.height {
                continue;
            }
            let row = py as usize * self.width;
            // The columns inside the frame.
            let from = (-x0).max(0) as usize;
            let to = ((self.width as i32 - x0).max(0) as usize).min(width);
            for (mx, &a) in alpha.iter().enumerate().take(to).skip(from) {
                if a == 0 {
                    continue;
                }
                let a = if opacity == 255 {
                    a
                } else {
                    ((a as u32 * opacity as u32 + 127) / 255) as u8
                };
                let o = row + (x0 + mx as i32) as usize;
                self.pixels[o] = if a == 255 {
                    full
                } else {
                    palette.blend(self.pixels[o], rgb, a)
                };
            }
        }
    }

    /// Draws a sprite with its anchor at `(x, y)`.
    pub fn draw_sprite(&mut self, sprite: &Sprite, x: i32, y: i32, palette: &Palette) {
        let inside = x + sprite.lo.0 >= 0
            && y + sprite.lo.1 >= 0
            && x + sprite.hi.0 < self.width as i32
            && y + sprite.hi.1 < self.height as i32;
        if inside {
            self.draw_sprite_inside(sprite, x, y, palette);
            return;
        }
        for run in &sprite.runs {
            let (px, py) = (x + run.dx as i32, y + run.dy as i32);
            let len = run.len as usize;
            let src = &sprite.data[run.start as usize..run.start as usize + len];
            if let (Some(a), Some(_)) = (self.offset(px, py), self.offset(px + len as i32 - 1, py))
            {
                self.pixels[a..a + len].copy_from_slice(src);
            } else {
                for (k, &v) in src.iter().enumerate() {
                    if let Some(o) = self.offset(px + k as i32, py) {
                        self.pixels[o] = v;
                    }
                }
            }
        }
        let usual = sprite.usual_under;
        for b in &sprite.blends {
            if let Some(o) = self.offset(x + b.dx as i32, y + b.dy as i32) {
                let under = self.pixels[o];
                self.pixels[o] = if under == usual {
                    b.over_usual
                } else {
                    palette.blend(under, b.rgb, b.alpha)
                };
            }
        }
    }

    /// [`Frame::draw_sprite`] for a sprite wholly inside the frame (stones always are).
    fn draw_sprite_inside(&mut self, sprite: &Sprite, x: i32, y: i32, palette: &Palette) {
        let w = self.width as isize;
        let anchor = y as isize * w + x as isize;
        let at = |dx: i16, dy: i16| (anchor + dy as isize * w + dx as isize) as usize;
        for run in &sprite.runs {
            let o = at(run.dx, run.dy);
            let start = run.start as usize;
            let len = run.len as usize;
            self.pixels[o..o + len].copy_from_slice(&sprite.data[start..start + len]);
        }
        let usual = sprite.usual_under;
        for b in &sprite.blends {
            let o = at(b.dx, b.dy);
            let under = self.pixels[o];
            self.pixels[o] = if under == usual {
                b.over_usual
            } else {
                palette.blend(under, b.rgb, b.alpha)
            };
        }
    }
}

/// A shape's coverage (0..=255) over a box whose top-left corner is `(x0, y0)` from the
/// shape's anchor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Mask {
    pub x0: i32,
    pub y0: i32,
    pub alpha: GrayImage,
}

impl Mask {
    pub fn width(&self) -> usize {
        self.alpha.width() as usize
    }
}

/// One row of a sprite's opaque pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    pub dx: i16,
    pub dy: i16,
    pub len: u16,
    pub start: u32,
}

/// A partly covered sprite pixel, blended with what is under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BlendPixel {
    pub dx: i16,
    pub dy: i16,
    pub rgb: Rgb,
    pub alpha: u8,
    /// The result over the sprite's usual background, worked out in advance.
    pub over_usual: u8,
}

/// A pre-drawn picture in palette indices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sprite {
    pub runs: Vec<Run>,
    pub data: Vec<u8>,
    pub blends: Vec<BlendPixel>,
    /// The entry usually under the sprite's edge (the wood): blends over it are precomputed.
    pub usual_under: u8,
    /// Every pixel is within `[lo, hi]` of the anchor (offsets across and down).
    pub lo: (i32, i32),
    pub hi: (i32, i32),
}

impl Sprite {
    /// A sprite from an RGBA picture whose top-left pixel is `(x0, y0)` from the anchor.
    /// Opaque pixels become palette entries now (the colour's own entry if it has one, else
    /// the nearest); partly covered ones are blended when drawn, and in advance over the
    /// usual background `under`. Nearly transparent pixels are dropped.
    pub fn from_image(image: &RgbaImage, x0: i32, y0: i32, palette: &Palette, under: u8) -> Sprite {
        let (w, h) = (image.width() as i32, image.height() as i32);
        let mut sprite = Sprite {
            usual_under: under,
            lo: (x0, y0),
            hi: (x0 + w - 1, y0 + h - 1),
            ..Sprite::default()
        };
        let mut lookup = palette.lookup();
        let over = palette.rgb(under);
        for (y, row) in image.rows().enumerate() {
            let dy = y0 + y as i32;
            let mut run: Option<Run> = None;
            for (x, p) in row.enumerate() {
                let dx = x0 + x as i32;
                let [r, g, b, alpha] = p.0;
                let rgb = [r, g, b];
                if alpha == 255 {
                    let run = run.get_or_insert(Run {
                        dx: dx as i16,
                        dy: dy as i16,
                        len: 0,
                        start: sprite.data.len() as u32,
                    });
                    run.len += 1;
                    sprite.data.push(lookup.index(rgb));
                    continue;
                }
                if let Some(done) = run.take() {
                    sprite.runs.push(done);
                }
                if alpha >= 4 {
                    sprite.blends.push(BlendPixel {
                        dx: dx as i16,
                        dy: dy as i16,
                        rgb,
                        alpha,
                        over_usual: lookup.index(mix(over, rgb, alpha as f32 / 255.0)),
                    });
                }
            }
            if let Some(done) = run.take() {
                sprite.runs.push(done);
            }
        }
        sprite
    }

    /// Drops the pixels for which `hidden` is true (e.g. a shadow under its own stone).
    pub fn without(mut self, hidden: impl Fn(i32, i32) -> bool) -> Sprite {
        self.blends.retain(|b| !hidden(b.dx as i32, b.dy as i32));
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shapes::{opaque, Fine};
    use crate::theme::Theme;

    #[test]
    fn masks_and_sprites_clip_at_the_edges() {
        let c = Theme::Light.colours();
        let p = Palette::for_theme(&c);
        let wood = p.exact(c.wood);
        let mut f = Frame::new(20, 10, wood);
        let disc = Fine::around(6.0)
            .disc((0.0, 0.0), 5.0, opaque([255, 255, 255]))
            .finish();
        f.draw_mask(&disc.mask(), 0, 0, c.line, &p);
        f.draw_mask(&disc.mask(), 19, 9, c.line, &p);
        assert_eq!(f.pixels[0], p.exact(c.line));
        let sprite = Fine::around(6.0)
            .disc((0.0, 0.0), 5.0, opaque(c.win_line))
            .finish()
            .sprite(&p, wood);
        f.draw_sprite(&sprite, 10, 5, &p);
        f.draw_sprite(&sprite, -3, 12, &p);
        assert_eq!(f.pixels[5 * 20 + 10], p.exact(c.win_line));
        assert_eq!(f.pixels[14], wood, "outside the discs");
    }

    #[test]
    fn images_convert_to_exact_entries_and_back() {
        let c = Theme::Dark.colours();
        let p = Palette::for_theme(&c);
        let mut image = RgbaImage::from_pixel(4, 2, opaque(c.wood));
        image.put_pixel(1, 0, opaque(c.forbidden));
        image.put_pixel(2, 0, opaque(mix(c.wood, c.label, 0.5)));
        let f = Frame::from_image(&image, &p);
        assert_eq!(f.pixels[0], p.exact(c.wood));
        assert_eq!(
            f.pixels[1],
            p.exact(c.forbidden),
            "marker colours stay exact"
        );
        let back = f.to_image(&p);
        assert_eq!(back.get_pixel(1, 0), image.get_pixel(1, 0));
        let blended = back.get_pixel(2, 0).0;
        let want = mix(c.wood, c.label, 0.5);
        assert!(
            (0..3).all(|i| blended[i].abs_diff(want[i]) < 16),
            "{blended:?}"
        );
    }
}
