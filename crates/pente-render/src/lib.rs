//! The board picture: a PNG of any game state, for every board size, in a light and a dark
//! theme. Pure apart from the bytes it returns: no Discord, no I/O.
//!
//! - [`BoardView`]: a game and how to show it (theme, move numbers, Renju forbidden points,
//!   player names).
//! - [`Renderer`]: draws views. It keeps what it has drawn once (palette per theme, empty
//!   board and stone sprites per size and theme) and can be shared between threads.
//!
//! The picture (800 x 860 px) shows a wooden board with its grid, star points and coordinate
//! labels on all four sides in the variant's lettering; shaded stones in up to four colours;
//! the last move ringed; the stones it captured as faint ghosts; winning rows crossed by a
//! bright line; optionally move numbers and Renju's forbidden points; and a strip with each
//! player's colour, name, captures and whose turn it is.
//!
//! How it stays fast: the picture is drawn directly in 8-bit palette indices. The empty
//! board is copied, stones are pre-drawn sprites whose inside is copied row by row, and only
//! edge pixels are blended, through a lookup table. See `encode.rs` for the PNG settings.
//!
//! Files, one concept each: `theme` (colours), `palette` (palette and blending), `layout`
//! (geometry), `frame` (the canvas, masks, sprites), `text` (the fonts), `sprites` (stones and
//! markers), `base` (the empty board), `scene` (what to draw), `draw` (drawing a scene),
//! `encode` (the picture and PNG).

mod animate;
mod base;
mod chart;
mod draw;
mod encode;
mod frame;
mod layout;
mod palette;
mod scene;
mod shapes;
mod sprites;
mod text;
mod theme;

pub use animate::gif;
pub use chart::{
    BoardRow, ChanceChart, ChartError, ChartSide, LeaderboardChart, RatingChart, CHART_HEIGHT,
    CHART_WIDTH,
};
pub use encode::Picture;
pub use layout::{star_points, Layout, HEIGHT, WIDTH};
pub use scene::{BoardView, Labels};
pub use theme::{Rgb, Theme};

use frame::Frame;
use palette::Palette;
use pente::Lettering;
use sprites::Sprites;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use text::Text;
use theme::Colours;

/// A theme's colours and palette.
#[derive(Debug)]
struct ThemeKit {
    colours: Colours,
    palette: Arc<Palette>,
    slots: draw::Slots,
}

/// The empty board and sprites of one size, theme and lettering.
#[derive(Debug)]
struct BoardKit {
    layout: Layout,
    sprites: Sprites,
    base: Frame,
    numbers: draw::NumberCache,
    lines: draw::LineCache,
}

/// Draws board pictures, keeping what it draws once. `Send + Sync`: share one (e.g. in an
/// `Arc`) between tasks. Output is deterministic: the same view gives the same bytes.
#[derive(Debug, Default)]
pub struct Renderer {
    text: Text,
    themes: [OnceLock<ThemeKit>; 2],
    boards: Mutex<HashMap<(u8, Theme, Lettering), Arc<BoardKit>>>,
    /// Compressed bands of recent pictures (see `encode.rs`).
    bands: encode::BandCache,
}

impl Renderer {
    pub fn new() -> Renderer {
        Renderer::default()
    }

    fn theme(&self, theme: Theme) -> &ThemeKit {
        self.themes[theme.index()].get_or_init(|| {
            let colours = theme.colours();
            ThemeKit {
                palette: Arc::new(Palette::for_theme(&colours)),
                slots: Default::default(),
                colours,
            }
        })
    }

    fn board(&self, size: u8, theme: Theme, lettering: Lettering) -> Arc<BoardKit> {
        let kit = self.theme(theme);
        let mut boards = self.boards.lock().unwrap_or_else(|e| e.into_inner());
        boards
            .entry((size, theme, lettering))
            .or_insert_with(|| {
                let layout = Layout::new(size);
                let sprites = Sprites::new(&kit.colours, layout.stone_radius, &kit.palette);
                let base = base::draw(&layout, &kit.colours, &kit.palette, &self.text, lettering);
                Arc::new(BoardKit {
                    layout,
                    sprites,
                    base,
                    numbers: Default::default(),
                    lines: Default::default(),
                })
            })
            .clone()
    }

    /// The geometry of a board size (where each point is drawn).
    pub fn layout(size: u8) -> Layout {
        Layout::new(size)
    }

    /// Draws a view.
    pub fn render(&self, view: &BoardView<'_>) -> Picture {
        let rules = view.game.rules();
        let theme = self.theme(view.theme);
        let board = self.board(rules.size, view.theme, rules.lettering());
        let scene = scene::Scene::new(view, |s| self.text.can_show(s));
        let mut frame = board.base.clone();
        draw::Kit {
            layout: &board.layout,
            colours: &theme.colours,
            palette: &theme.palette,
            sprites: &board.sprites,
            text: &self.text,
            numbers: &board.numbers,
            lines: &board.lines,
            slots: &theme.slots,
        }
        .draw(&scene, &mut frame);
        Picture {
            width: frame.width as u32,
            height: frame.height as u32,
            pixels: frame.pixels,
            palette: theme.palette.clone(),
        }
    }

    /// Draws a view as a PNG file. Bands of rows that an earlier picture had too are reused
    /// compressed; the bytes are the same as `self.render(view).to_png()`.
    pub fn render_png(&self, view: &BoardView<'_>) -> Vec<u8> {
        self.render(view).encode(Some(&self.bands))
    }

    /// Forgets the compressed bands of earlier pictures (for benchmarks of a cold cache).
    pub fn forget_bands(&self) {
        self.bands.clear();
    }

    /// Whether the fonts can draw `name` (otherwise the strip shows the colour's name, and a
    /// label its English word).
    pub fn can_show(&self, name: &str) -> bool {
        self.text.can_show(name)
    }

    /// The characters of `s` that none of the picture's fonts can draw, each once, in order:
    /// empty when `s` is drawn as given.
    pub fn unshowable(&self, s: &str) -> Vec<char> {
        self.text.unshowable(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renderer_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Renderer>();
        check::<Picture>();
    }
}
