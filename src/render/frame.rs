//! The canvas in palette indices, and the two things drawn on it: coverage masks (a shape or
//! a glyph, drawn in one colour) and sprites (a pre-drawn picture: opaque runs copied as they
//! are, edge pixels blended with what is under them).

use super::palette::Palette;
use super::theme::Rgb;

/// A picture in palette indices, one byte a pixel, rows top to bottom.
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

    /// Fills `[x0, x1) x [y0, y1)`, clipped to the frame.
    pub fn fill_rect(&mut self, x0: i32, y0: i32, x1: i32, y1: i32, index: u8) {
        let (x0, x1) = (x0.max(0) as usize, (x1.max(0) as usize).min(self.width));
        let (y0, y1) = (y0.max(0) as usize, (y1.max(0) as usize).min(self.height));
        if x0 >= x1 {
            return;
        }
        for y in y0..y1 {
            self.pixels[y * self.width + x0..y * self.width + x1].fill(index);
        }
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
        let (x0, y0) = (x + mask.x0, y + mask.y0);
        let inside = x0 >= 0
            && y0 >= 0
            && x0 as usize + mask.width <= self.width
            && y0 as usize + mask.height <= self.height;
        if inside {
            for my in 0..mask.height {
                let row = (y0 as usize + my) * self.width + x0 as usize;
                let alpha = &mask.alpha[my * mask.width..(my + 1) * mask.width];
                for (mx, &a) in alpha.iter().enumerate() {
                    if a == 0 {
                        continue;
                    }
                    let a = if opacity == 255 {
                        a
                    } else {
                        ((a as u32 * opacity as u32 + 127) / 255) as u8
                    };
                    let o = row + mx;
                    self.pixels[o] = if a == 255 {
                        full
                    } else {
                        palette.blend(self.pixels[o], rgb, a)
                    };
                }
            }
            return;
        }
        for my in 0..mask.height {
            let py = y + mask.y0 + my as i32;
            for mx in 0..mask.width {
                let a = mask.alpha[my * mask.width + mx];
                if a == 0 {
                    continue;
                }
                let a = ((a as u32 * opacity as u32 + 127) / 255) as u8;
                let Some(o) = self.offset(x + mask.x0 + mx as i32, py) else {
                    continue;
                };
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
        let r = sprite.reach;
        if x - r >= 0 && y - r >= 0 && x + r < self.width as i32 && y + r < self.height as i32 {
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
    pub width: usize,
    pub height: usize,
    pub alpha: Vec<u8>,
}

impl Mask {
    /// A mask from a coverage function of the pixel offset from the anchor.
    pub fn from_fn(
        x0: i32,
        y0: i32,
        width: usize,
        height: usize,
        coverage: impl Fn(f32, f32) -> f32,
    ) -> Mask {
        let mut alpha = Vec::with_capacity(width * height);
        for y in 0..height {
            for x in 0..width {
                let c = coverage((x0 + x as i32) as f32, (y0 + y as i32) as f32);
                alpha.push((c.clamp(0.0, 1.0) * 255.0).round() as u8);
            }
        }
        Mask {
            x0,
            y0,
            width,
            height,
            alpha,
        }
    }

    /// A mask from a signed distance (negative inside): anti-aliased over about one pixel.
    /// `reach` bounds the shape: it lies within `reach` pixels of the anchor.
    pub fn from_distance(reach: f32, distance: impl Fn(f32, f32) -> f32) -> Mask {
        let r = reach.ceil() as i32 + 1;
        let side = (2 * r + 1) as usize;
        Mask::from_fn(-r, -r, side, side, |x, y| 0.5 - distance(x, y))
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
    /// Every pixel is within `reach` pixels of the anchor, across and down.
    pub reach: i32,
}

impl Sprite {
    /// A sprite from a function giving the colour and coverage of each pixel offset from the
    /// anchor, within `reach` pixels of it. Fully covered pixels become palette entries now;
    /// the others are blended when drawn (in advance for the usual background `under`).
    pub fn from_fn(
        reach: f32,
        palette: &Palette,
        under: u8,
        pixel: impl Fn(f32, f32) -> ([f32; 3], f32),
    ) -> Sprite {
        let r = reach.ceil() as i32 + 1;
        let mut sprite = Sprite {
            usual_under: under,
            reach: r,
            ..Sprite::default()
        };
        for dy in -r..=r {
            let mut run: Option<Run> = None;
            for dx in -r..=r {
                let (rgb, cover) = pixel(dx as f32, dy as f32);
                let rgb = rgb.map(|v| v.round().clamp(0.0, 255.0) as u8);
                let alpha = (cover.clamp(0.0, 1.0) * 255.0).round() as u8;
                if alpha == 255 {
                    let run = run.get_or_insert(Run {
                        dx: dx as i16,
                        dy: dy as i16,
                        len: 0,
                        start: sprite.data.len() as u32,
                    });
                    run.len += 1;
                    sprite.data.push(palette.nearest(rgb));
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
                        over_usual: palette.blend(under, rgb, alpha),
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
    use crate::render::theme::Theme;

    #[test]
    fn masks_and_sprites_clip_at_the_edges() {
        let c = Theme::Light.colours();
        let p = Palette::for_theme(&c);
        let wood = p.exact(c.wood);
        let mut f = Frame::new(20, 10, wood);
        let disc = Mask::from_distance(6.0, |x, y| (x * x + y * y).sqrt() - 5.0);
        f.draw_mask(&disc, 0, 0, c.line, &p);
        f.draw_mask(&disc, 19, 9, c.line, &p);
        assert_eq!(f.pixels[0], p.exact(c.line));
        let sprite = Sprite::from_fn(5.0, &p, wood, |x, y| {
            (c.win_line.map(f32::from), 5.5 - (x * x + y * y).sqrt())
        });
        f.draw_sprite(&sprite, 10, 5, &p);
        f.draw_sprite(&sprite, -3, 12, &p);
        assert_eq!(f.pixels[5 * 20 + 10], p.exact(c.win_line));
        assert_eq!(f.pixels[14], wood, "outside the discs");
    }
}
