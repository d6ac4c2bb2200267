//! Drawing a [`Scene`] on a copy of the empty board, in this order: forbidden points, ghosts,
//! shadows, stones, winning rows, move numbers, the last-move ring, a foul that lost, and the
//! players' strip.

use super::frame::{Frame, Mask, Sprite};
use super::layout::{Layout, BOARD_AREA, HEIGHT, PAD, WIDTH};
use super::palette::Palette;
use super::scene::{Scene, Standing};
use super::shapes::{rounded_rect, Fine, WHITE};
use super::sprites::{Sprites, ICON_RADIUS};
use super::text::Text;
use super::theme::{Colours, Look};
use image::RgbaImage;
use pente::Point;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// What drawing needs besides the scene.
pub(crate) struct Kit<'a> {
    pub layout: &'a Layout,
    pub colours: &'a Colours,
    pub palette: &'a Palette,
    pub sprites: &'a Sprites,
    pub text: &'a Text,
    pub numbers: &'a NumberCache,
    pub lines: &'a LineCache,
    pub slots: &'a Slots,
}

/// The pixels a move number changes on its stone, by stone look and number: worked out once
/// on a lone stone and then copied (a stone's middle is always the same sprite).
pub(crate) type NumberCache = Mutex<HashMap<(Look, u16), Arc<[(i16, i16, u8)]>>>;

/// A winning line's outline and core, by the pixel offset from its first end to its last
/// (anchored at the first end).
pub(crate) type LineCache = Mutex<HashMap<(i32, i32), Arc<[Mask; 2]>>>;

/// The tinted slots of the players' strip, for the player to act (`[0]`) and the winners
/// (`[1]`), by number of players (1 to 4), each drawn when first needed. Anchored at the
/// slot's top-left pixel.
#[derive(Debug, Default)]
pub(crate) struct Slots {
    sprites: [[OnceLock<Sprite>; 4]; 2],
}

/// The strip's slots: the strip's width shared between `n` players.
fn slot_span(n: usize) -> i32 {
    (WIDTH as i32 - 2 * PAD) / n.max(1) as i32
}

/// The height of the strip's slots.
fn slot_height() -> i32 {
    HEIGHT as i32 - PAD - BOARD_AREA as i32
}

impl Slots {
    /// The slot of one of `n` players (`won`: the winners' tint, else the turn's): a
    /// rounded rectangle drawn with imageproc (`rounded_rect`), in palette indices.
    fn get(&self, won: bool, n: usize, c: &Colours, palette: &Palette) -> &Sprite {
        self.sprites[won as usize][n.clamp(1, 4) - 1].get_or_init(|| {
            let (w, h) = (slot_span(n) - 4, slot_height());
            let mut image = RgbaImage::new(w as u32, h as u32);
            let tint = if won { c.win } else { c.turn };
            rounded_rect(&mut image, (0, 0, w, h), 8.0, tint);
            Sprite::from_image(&image, 0, 0, palette, palette.exact(c.background))
        })
    }
}

impl Kit<'_> {
    pub fn draw(&self, scene: &Scene, frame: &mut Frame) {
        let (l, c, p, s) = (self.layout, self.colours, self.palette, self.sprites);
        for &point in &scene.forbidden {
            let (x, y) = l.centre(point);
            frame.draw_mask(&s.forbidden, x, y, c.forbidden, p);
        }
        for &(point, look) in &scene.ghosts {
            let (x, y) = l.centre(point);
            frame.draw_sprite(&s.ghosts[look.index()], x, y, p);
        }
        if let Some((point, look)) = scene.hint {
            let (x, y) = l.centre(point);
            frame.draw_sprite(&s.ghosts[look.index()], x, y, p);
            frame.draw_sprite(&s.win_ring, x, y, p);
        }
        // All shadows first, so no shadow falls on a neighbouring stone.
        for &(point, _) in &scene.stones {
            let (x, y) = l.centre(point);
            frame.draw_sprite(&s.shadow, x, y, p);
        }
        for &(point, look) in &scene.stones {
            let (x, y) = l.centre(point);
            frame.draw_sprite(&s.stones[look.index()], x, y, p);
        }
        for &(a, b) in &scene.lines {
            if scene.numbers.is_empty() {
                self.winning_row(frame, l.centre(a), l.centre(b));
            } else {
                let steps = a.x.abs_diff(b.x).max(a.y.abs_diff(b.y)) as i32;
                let (sx, sy) = (
                    (b.x as i32 - a.x as i32).signum(),
                    (b.y as i32 - a.y as i32).signum(),
                );
                for k in 0..=steps {
                    let point =
                        Point::new((a.x as i32 + k * sx) as u8, (a.y as i32 + k * sy) as u8);
                    let (x, y) = l.centre(point);
                    frame.draw_sprite(&s.win_ring, x, y, p);
                }
            }
        }
        self.numbers(scene, frame);
        // A foul that lost gets a cross instead of the ring.
        if let Some((point, look)) = scene.last.filter(|l| Some(l.0) != scene.foul) {
            let (x, y) = l.centre(point);
            let numbered = scene.numbers.iter().any(|n| n.0 == point);
            let ring = if numbered { &s.last_numbered } else { &s.last };
            frame.draw_sprite(&ring[look.index()], x, y, p);
        }
        if let Some(point) = scene.foul {
            let (x, y) = l.centre(point);
            let halo = scene.stones.iter().find(|st| st.0 == point).map(|st| st.1);
            if let Some(look) = halo {
                frame.draw_mask(&s.foul_halo, x, y, c.stones[look.index()].mark, p);
            }
            frame.draw_mask(&s.forbidden, x, y, c.forbidden, p);
        }
        self.strip(scene, frame);
    }

    /// A bright line with a dark outline through a winning row, end centre to end centre.
    fn winning_row(&self, frame: &mut Frame, a: (i32, i32), b: (i32, i32)) {
        let delta = (b.0 - a.0, b.1 - a.1);
        let masks = {
            let mut cache = self.lines.lock().unwrap_or_else(|e| e.into_inner());
            cache
                .entry(delta)
                .or_insert_with(|| self.line_masks(delta))
                .clone()
        };
        let (c, p) = (self.colours, self.palette);
        frame.draw_mask_alpha(&masks[0], a.0, a.1, c.win_outline, 190, p);
        frame.draw_mask(&masks[1], a.0, a.1, c.win_line, p);
    }

    /// The outline and core of a winning line from `(0, 0)` to `delta`, as fine strokes.
    fn line_masks(&self, delta: (i32, i32)) -> Arc<[Mask; 2]> {
        let core = (self.layout.cell as f32 * 0.14).max(4.0);
        let outline = core + 3.0;
        let reach = outline.ceil() as i32 + 1;
        let (x0, y0) = (delta.0.min(0) - reach, delta.1.min(0) - reach);
        let (w, h) = (
            (delta.0.abs() + 2 * reach + 1) as u32,
            (delta.1.abs() + 2 * reach + 1) as u32,
        );
        let end = (delta.0 as f32, delta.1 as f32);
        let stroke = |width: f32| {
            Fine::new(x0, y0, w, h)
                .segment((0.0, 0.0), end, width, WHITE)
                .finish()
                .mask()
        };
        Arc::new([stroke(outline), stroke(core)])
    }

    fn numbers(&self, scene: &Scene, frame: &mut Frame) {
        if scene.numbers.is_empty() {
            return;
        }
        let looks: HashMap<_, _> = scene.stones.iter().copied().collect();
        let mut cache = self.numbers.lock().unwrap_or_else(|e| e.into_inner());
        for &(point, n) in &scene.numbers {
            let Some(&look) = looks.get(&point) else {
                continue;
            };
            let pixels = cache
                .entry((look, n))
                .or_insert_with(|| self.number_pixels(look, n));
            let (x, y) = self.layout.centre(point);
            for &(dx, dy, index) in pixels.iter() {
                let (px, py) = (x + dx as i32, y + dy as i32);
                if px >= 0 && py >= 0 && (px as usize) < frame.width && (py as usize) < frame.height
                {
                    frame.pixels[py as usize * frame.width + px as usize] = index;
                }
            }
        }
    }

    /// Draws number `n` on a lone stone (with imageproc's `draw_text_mut`) and keeps the
    /// pixels it changed, in palette indices.
    fn number_pixels(&self, look: Look, n: u16) -> Arc<[(i16, i16, u8)]> {
        let sprite = &self.sprites.stones[look.index()];
        let (lo, hi) = (sprite.lo, sprite.hi);
        let (w, h) = ((hi.0 - lo.0 + 1) as usize, (hi.1 - lo.1 + 1) as usize);
        let mut stone = Frame::new(w, h, self.palette.exact(self.colours.wood));
        stone.draw_sprite(sprite, -lo.0, -lo.1, self.palette);
        let plain = stone.to_image(self.palette);
        let mut numbered = plain.clone();
        let label = n.to_string();
        let cell = self.layout.cell as f32;
        let px = match label.len() {
            1 | 2 => cell * 0.46,
            _ => cell * 0.38,
        }
        .min(26.0);
        let mark = self.colours.stones[look.index()].mark;
        let (cx, cy) = (-lo.0 as f32, -lo.1 as f32);
        self.text
            .draw_centred(&mut numbered, &label, px, cx, cy, mark);
        let mut lookup = self.palette.lookup();
        let changed = plain
            .enumerate_pixels()
            .zip(numbered.pixels())
            .filter(|((_, _, a), b)| a != b)
            .map(|((x, y, _), b)| {
                let index = lookup.index([b[0], b[1], b[2]]);
                ((x as i32 + lo.0) as i16, (y as i32 + lo.1) as i16, index)
            });
        changed.collect()
    }

    /// One slot per player: a small stone, the name, and captures and status underneath.
    /// The player to act, or the winners, get a tinted slot.
    fn strip(&self, scene: &Scene, frame: &mut Frame) {
        let (c, p, t) = (self.colours, self.palette, self.text);
        let n = scene.players.len().max(1) as i32;
        let left = PAD;
        let (top, bottom) = (BOARD_AREA as i32, BOARD_AREA as i32 + slot_height());
        let mid = (top + bottom) / 2;
        let slot = slot_span(n as usize);
        let name_px = if n > 2 { 17.0 } else { 19.0 };
        let detail_px = 13.5;
        for (i, player) in scene.players.iter().enumerate() {
            let x0 = left + i as i32 * slot;
            let x1 = x0 + slot;
            let tint = match player.standing {
                Standing::ToAct => Some(false),
                Standing::Won => Some(true),
                _ => None,
            };
            if let Some(won) = tint {
                let slot = self.slots.get(won, n as usize, c, p);
                frame.draw_sprite(slot, x0 + 2, top, p);
            }
            let icon_x = x0 + 12 + ICON_RADIUS as i32;
            frame.draw_sprite(&self.sprites.icon_shadow, icon_x, mid, p);
            frame.draw_sprite(&self.sprites.icons[player.look.index()], icon_x, mid, p);
            let text_x = icon_x + ICON_RADIUS as i32 + 10;
            let room = (x1 - 8 - text_x) as f32;
            let name_colour = if player.standing == Standing::Out {
                c.text_dim
            } else {
                c.text
            };
            let name = t.fit(&player.name, name_px, room);
            if player.detail.is_empty() {
                let baseline = mid + (t.cap_height(name_px) / 2.0).round() as i32;
                t.draw(frame, p, &name, name_px, text_x, baseline, name_colour);
            } else {
                t.draw(frame, p, &name, name_px, text_x, mid - 3, name_colour);
                let detail = player
                    .detail
                    .iter()
                    .find(|d| t.width(d, detail_px) <= room)
                    .cloned()
                    .unwrap_or_else(|| {
                        t.fit(&player.detail[player.detail.len() - 1], detail_px, room)
                    });
                t.draw(frame, p, &detail, detail_px, text_x, mid + 15, c.text_dim);
            }
        }
    }
}
