//! Drawing a [`Scene`] on a copy of the empty board, in this order: forbidden points, ghosts,
//! shadows, stones, winning rows, move numbers, the last-move ring, a foul that lost, and the
//! players' strip.

use super::base::fill_rounded;
use super::frame::{Frame, Mask};
use super::layout::{Layout, BOARD_AREA, HEIGHT, PAD, WIDTH};
use super::palette::Palette;
use super::scene::{Scene, Standing};
use super::sprites::{segment_distance, Sprites, ICON_RADIUS};
use super::text::Text;
use super::theme::{Colours, Look, Rgb};
use crate::engine::Point;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What drawing needs besides the scene.
pub(crate) struct Kit<'a> {
    pub layout: &'a Layout,
    pub colours: &'a Colours,
    pub palette: &'a Palette,
    pub sprites: &'a Sprites,
    pub text: &'a Text,
    pub numbers: &'a NumberCache,
}

/// The pixels a move number changes on its stone, by stone look and number: worked out once
/// on a lone stone and then copied (a stone's middle is always the same sprite).
pub(crate) type NumberCache = Mutex<HashMap<(Look, u16), Arc<[(i16, i16, u8)]>>>;

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
                let wide = Mask::from_fn(
                    s.forbidden.x0 - 2,
                    s.forbidden.y0 - 2,
                    s.forbidden.width + 4,
                    s.forbidden.height + 4,
                    |dx, dy| {
                        let mut best = 0u8;
                        for (ox, oy) in [(-1.5, 0.0), (1.5, 0.0), (0.0, -1.5), (0.0, 1.5)] {
                            best = best.max(mask_at(&s.forbidden, dx + ox, dy + oy));
                        }
                        best as f32 / 255.0
                    },
                );
                frame.draw_mask(&wide, x, y, c.stones[look.index()].mark, p);
            }
            frame.draw_mask(&s.forbidden, x, y, c.forbidden, p);
        }
        self.strip(scene, frame);
    }

    /// A bright line with a dark outline through a winning row, end centre to end centre.
    fn winning_row(&self, frame: &mut Frame, a: (i32, i32), b: (i32, i32)) {
        let core = (self.layout.cell as f32 * 0.14).max(4.0);
        let outline = core + 3.0;
        let reach = outline.ceil() as i32 + 1;
        let (x0, y0) = (a.0.min(b.0) - reach, a.1.min(b.1) - reach);
        let (x1, y1) = (a.0.max(b.0) + reach, a.1.max(b.1) + reach);
        let ends = ((a.0 - x0) as f32, (a.1 - y0) as f32);
        let ende = ((b.0 - x0) as f32, (b.1 - y0) as f32);
        let (w, h) = ((x1 - x0 + 1) as usize, (y1 - y0 + 1) as usize);
        let mask = |width: f32| {
            Mask::from_fn(0, 0, w, h, |x, y| {
                0.5 - (segment_distance(x, y, ends, ende) - width / 2.0)
            })
        };
        let (c, p) = (self.colours, self.palette);
        frame.draw_mask_alpha(&mask(outline), x0, y0, c.win_outline, 190, p);
        frame.draw_mask(&mask(core), x0, y0, c.win_line, p);
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

    /// Draws number `n` on a lone stone and keeps the pixels it changed.
    fn number_pixels(&self, look: Look, n: u16) -> Arc<[(i16, i16, u8)]> {
        let reach = self.sprites.stones[look.index()].reach;
        let side = (2 * reach + 1) as usize;
        let mut stone = Frame::new(side, side, self.palette.exact(self.colours.wood));
        stone.draw_sprite(
            &self.sprites.stones[look.index()],
            reach,
            reach,
            self.palette,
        );
        let mut numbered = stone.clone();
        let label = n.to_string();
        let cell = self.layout.cell as f32;
        let px = match label.len() {
            1 | 2 => cell * 0.46,
            _ => cell * 0.38,
        }
        .min(26.0);
        let mark = self.colours.stones[look.index()].mark;
        let c = reach as f32;
        self.text
            .draw_centred(&mut numbered, self.palette, &label, px, c, c, mark);
        let changed = stone
            .pixels
            .iter()
            .zip(&numbered.pixels)
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, (_, &b))| {
                let (x, y) = ((i % side) as i32 - reach, (i / side) as i32 - reach);
                (x as i16, y as i16, b)
            });
        changed.collect()
    }

    /// One slot per player: a small stone, the name, and captures and status underneath.
    /// The player to act, or the winners, get a tinted slot.
    fn strip(&self, scene: &Scene, frame: &mut Frame) {
        let (c, p, t) = (self.colours, self.palette, self.text);
        let n = scene.players.len().max(1) as i32;
        let (left, right) = (PAD, WIDTH as i32 - PAD);
        let (top, bottom) = (BOARD_AREA as i32, HEIGHT as i32 - PAD);
        let mid = (top + bottom) / 2;
        let slot = (right - left) / n;
        let name_px = if n > 2 { 17.0 } else { 19.0 };
        let detail_px = 13.5;
        for (i, player) in scene.players.iter().enumerate() {
            let x0 = left + i as i32 * slot;
            let x1 = x0 + slot;
            let tint: Option<Rgb> = match player.standing {
                Standing::ToAct => Some(c.turn),
                Standing::Won => Some(c.win),
                _ => None,
            };
            if let Some(tint) = tint {
                fill_rounded(frame, p, (x0 + 2, top, x1 - 2, bottom), 8.0, tint);
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

/// A mask's coverage at a fractional offset from its anchor (nearest pixel).
fn mask_at(mask: &Mask, x: f32, y: f32) -> u8 {
    let (mx, my) = ((x.round() as i32) - mask.x0, (y.round() as i32) - mask.y0);
    if mx < 0 || my < 0 || mx as usize >= mask.width || my as usize >= mask.height {
        return 0;
    }
    mask.alpha[my as usize * mask.width + mx as usize]
}
