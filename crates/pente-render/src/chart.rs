//! Charts in the board picture's style (its theme's colours, the wood, the stones' colours,
//! its font): a review's winning chances over the moves, and ratings over games. Drawn with
//! plotters into a pixel buffer, then encoded as PNG.
//!
//! The charts carry no words, only numbers and the players' names (a name the font cannot
//! draw is replaced by the colour's name), so they read the same in every language.

use std::sync::{Once, OnceLock};

use ab_glyph::Font;

use plotters::coord::types::RangedCoordf32;
use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};

use super::theme::{Look, Rgb, Theme};

/// The chart's size in pixels: the board picture's width.
pub const CHART_WIDTH: u32 = 800;
pub const CHART_HEIGHT: u32 = 360;

/// The font family the charts use (the picture's own, registered with plotters once).
const FAMILY: &str = "sans-serif";

static FONT: &[u8] = include_bytes!("../../../fonts/DejaVuSans-Bold.ttf");

fn register() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The font is compiled in and known good; a failure would show as missing text.
        let _ = register_font(FAMILY, FontStyle::Normal, FONT);
    });
}

/// A chart could not be drawn (a bug: the charts draw in memory with a built-in font).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartError(pub String);

impl std::fmt::Display for ChartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the chart could not be drawn: {}", self.0)
    }
}

impl std::error::Error for ChartError {}

fn failed<E: std::fmt::Debug>(e: E) -> ChartError {
    ChartError(format!("{e:?}"))
}

/// One side of a game, as the chart shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartSide {
    pub name: String,
    /// The rules' colour name (`white`, `black`, `red`, `blue`): the colour of its area.
    pub colour: String,
}

/// A review's winning chances: the first side's chances before the first stone and after
/// each stone, with the decisive moments marked and numbered.
#[derive(Clone, Debug)]
pub struct ChanceChart<'a> {
    /// The first side's winning chances (0 to 1): `curve[n]` after `n` stones.
    pub curve: &'a [f32],
    /// The first side (drawn above the middle line) and the second.
    pub sides: [ChartSide; 2],
    /// Moments to mark: (stones played after it, the side that played it), numbered from 1
    /// in this order.
    pub moments: &'a [(usize, usize)],
    pub theme: Theme,
}

fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    std::array::from_fn(|i| (a[i] as f32 + (b[i] as f32 - a[i] as f32) * t).round() as u8)
}

/// `name` as the chart draws it (cut at 24 characters), if the chart's font has every one of
/// its characters.
fn drawable_name(name: &str) -> Option<String> {
    static FACE: OnceLock<Option<ab_glyph::FontRef<'static>>> = OnceLock::new();
    let face = FACE.get_or_init(|| ab_glyph::FontRef::try_from_slice(FONT).ok());
    let name = name.trim();
    let drawable =
        |c: char| c.is_whitespace() || face.as_ref().is_some_and(|f| f.glyph_id(c).0 != 0);
    if name.is_empty() || !name.chars().all(drawable) {
        return None;
    }
    let mut n: String = name.chars().take(24).collect();
    if name.chars().count() > 24 {
        n.push('…');
    }
    Some(n)
}

/// A side's name as the chart shows it: the player's, or else the colour's (capitalised).
fn shown_name(side: &ChartSide) -> String {
    drawable_name(&side.name).unwrap_or_else(|| {
        let mut c = side.colour.chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect())
            .unwrap_or_default()
    })
}

/// The axes of a chart: `labels` (x, y) numbers on each, the y ones worded by `y_words`, and
/// a line across at each y label.
fn axes<DB: DrawingBackend>(
    chart: &mut ChartContext<'_, DB, Cartesian2d<RangedCoordf32, RangedCoordf32>>,
    labels: (usize, usize),
    y_words: &dyn Fn(&f32) -> String,
    dim: RGBColor,
    grid: Rgb,
) -> Result<(), ChartError> {
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(labels.0)
        .y_labels(labels.1)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(y_words)
        .label_style((FAMILY, 13).into_font().color(&dim))
        .axis_style(dim)
        .bold_line_style(rgb(grid).stroke_width(1))
        .light_line_style(TRANSPARENT)
        .draw()
        .map_err(failed)
}

/// Encodes an RGB buffer as PNG.
fn png(buf: Vec<u8>, w: u32, h: u32) -> Result<Vec<u8>, ChartError> {
    let image = image::RgbImage::from_raw(w, h, buf).ok_or_else(|| failed("buffer size"))?;
    let mut out = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut out, image::ImageFormat::Png)
        .map_err(failed)?;
    Ok(out.into_inner())
}

impl ChanceChart<'_> {
    /// The chart as a PNG.
    pub fn to_png(&self) -> Result<Vec<u8>, ChartError> {
        register();
        let colours = self.theme.colours();
        let look = |i: usize| colours.stones[Look::from_name(&self.sides[i].colour).index()];
        let (w, h) = (CHART_WIDTH, CHART_HEIGHT);
        let mut buf = vec![0u8; (w * h * 3) as usize];
        {
            let root = BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area();
            root.fill(&rgb(colours.background)).map_err(failed)?;
            let text = rgb(colours.text);
            let dim = rgb(colours.text_dim);
            // The names: the first side at the top (its area is above the middle), the second
            // at the bottom, each with a swatch of its stones' colour.
            let (top, bottom) = (36, 30);
            for (i, y) in [(0usize, 8i32), (1, h as i32 - 26)] {
                let swatch = rgb(look(i).base);
                root.draw(&Circle::new((60, y + 9), 7, swatch.filled()))
                    .map_err(failed)?;
                root.draw(&Circle::new((60, y + 9), 7, text.stroke_width(1)))
                    .map_err(failed)?;
                root.draw(&Text::new(
                    shown_name(&self.sides[i]),
                    (74, y),
                    (FAMILY, 17).into_font().color(&text),
                ))
                .map_err(failed)?;
            }
            let stones = self.curve.len().saturating_sub(1).max(1);
            let mut chart = ChartBuilder::on(&root)
                .margin_top(top)
                .margin_bottom(bottom)
                .margin_left(8)
                .margin_right(16)
                .x_label_area_size(24)
                .y_label_area_size(46)
                .build_cartesian_2d(0f32..stones as f32, 0f32..1f32)
                .map_err(failed)?;
            chart
                .plotting_area()
                .fill(&rgb(colours.wood))
                .map_err(failed)?;
            let grid = mix(colours.wood, colours.line, 0.25);
            let percent = |v: &f32| format!("{:.0}%", v * 100.0);
            axes(&mut chart, (10.min(stones), 5), &percent, dim, grid)?;
            let points: Vec<(f32, f32)> = self
                .curve
                .iter()
                .enumerate()
                .map(|(i, &v)| (i as f32, v.clamp(0.0, 1.0)))
                .collect();
            // Each side's lead as its stones' colour, between the curve and the middle (with
            // the points where the curve crosses the middle, so the areas meet there).
            let mut crossed = Vec::with_capacity(points.len() * 2);
            for pair in points.windows(2) {
                let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
                crossed.push(pair[0]);
                if (y0 - 0.5) * (y1 - 0.5) < 0.0 {
                    crossed.push((x0 + (x1 - x0) * (0.5 - y0) / (y1 - y0), 0.5));
                }
            }
            crossed.extend(points.last());
            for (i, keep) in [(0usize, f32::max as fn(f32, f32) -> f32), (1, f32::min)] {
                let fill = rgb(mix(look(i).base, colours.wood, 0.15));
                let part: Vec<(f32, f32)> =
                    crossed.iter().map(|&(x, y)| (x, keep(y, 0.5))).collect();
                chart
                    .draw_series(AreaSeries::new(part, 0.5, fill.filled()))
                    .map_err(failed)?;
            }
            chart
                .draw_series(LineSeries::new(
                    [(0.0, 0.5), (stones as f32, 0.5)],
                    rgb(colours.line).stroke_width(1),
                ))
                .map_err(failed)?;
            chart
                .draw_series(LineSeries::new(
                    points.iter().copied(),
                    rgb(colours.line).stroke_width(2),
                ))
                .map_err(failed)?;
            // The moments: a numbered ring in the colour of the side that erred.
            let mark = rgb(colours.forbidden);
            for (n, &(x, side)) in self.moments.iter().enumerate() {
                let y = points.get(x).map_or(0.5, |p| p.1);
                let inside = rgb(look(side).base);
                let label = rgb(look(side).mark);
                chart
                    .draw_series([
                        Circle::new((x as f32, y), 10, inside.filled()),
                        Circle::new((x as f32, y), 10, mark.stroke_width(2)),
                    ])
                    .map_err(failed)?;
                let digits = (n + 1).to_string();
                let (px, py) = chart.backend_coord(&(x as f32, y));
                let dx = if digits.len() > 1 { 7 } else { 4 };
                root.draw(&Text::new(
                    digits,
                    (px - dx, py - 8),
                    (FAMILY, 13).into_font().color(&label),
                ))
                .map_err(failed)?;
            }
            root.present().map_err(failed)?;
        }
        png(buf, w, h)
    }
}

/// Ratings over games: one line per rating family.
#[derive(Clone, Debug)]
pub struct RatingChart<'a> {
    /// Each family's name and its ratings after each game, oldest first.
    pub series: &'a [(String, Vec<f64>)],
    pub theme: Theme,
}

/// Line colours for the families: the Okabe-Ito palette (readable with any colour vision).
const SERIES: [Rgb; 6] = [
    [0xe6, 0x9f, 0x00],
    [0x56, 0xb4, 0xe9],
    [0x00, 0x9e, 0x73],
    [0xd5, 0x5e, 0x00],
    [0xcc, 0x79, 0xa7],
    [0x00, 0x72, 0xb2],
];

impl RatingChart<'_> {
    /// The chart as a PNG; `None` when there is nothing to draw.
    pub fn to_png(&self) -> Result<Option<Vec<u8>>, ChartError> {
        register();
        let series: Vec<&(String, Vec<f64>)> =
            self.series.iter().filter(|s| !s.1.is_empty()).collect();
        if series.is_empty() {
            return Ok(None);
        }
        let colours = self.theme.colours();
        let (w, h) = (CHART_WIDTH, CHART_HEIGHT);
        let mut buf = vec![0u8; (w * h * 3) as usize];
        {
            let root = BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area();
            root.fill(&rgb(colours.background)).map_err(failed)?;
            let (lo, hi) = series
                .iter()
                .flat_map(|s| s.1.iter())
                .fold((f64::MAX, f64::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
            let pad = ((hi - lo) * 0.1).max(25.0);
            let games = series.iter().map(|s| s.1.len()).max().unwrap_or(1).max(2);
            let text = rgb(colours.text);
            let dim = rgb(colours.text_dim);
            // The legend: each family's colour and name, in a row at the top.
            let mut x = 60;
            for (i, (family, ratings)) in series.iter().map(|s| (&s.0, &s.1)).enumerate() {
                let c = rgb(SERIES[i % SERIES.len()]);
                root.draw(&Rectangle::new([(x, 12), (x + 18, 16)], c.filled()))
                    .map_err(failed)?;
                let last = ratings.last().copied().unwrap_or_default();
                let label = format!("{family} {last:.0}");
                root.draw(&Text::new(
                    label.clone(),
                    (x + 24, 5),
                    (FAMILY, 15).into_font().color(&text),
                ))
                .map_err(failed)?;
                x += 40 + 9 * label.chars().count() as i32;
            }
            let mut chart = ChartBuilder::on(&root)
                .margin_top(32)
                .margin_bottom(8)
                .margin_left(8)
                .margin_right(16)
                .x_label_area_size(24)
                .y_label_area_size(52)
                .build_cartesian_2d(1f32..games as f32, (lo - pad) as f32..(hi + pad) as f32)
                .map_err(failed)?;
            chart
                .plotting_area()
                .fill(&rgb(mix(colours.background, colours.wood, 0.25)))
                .map_err(failed)?;
            let grid = mix(colours.background, colours.text_dim, 0.35);
            let whole = |v: &f32| format!("{v:.0}");
            axes(&mut chart, (10.min(games), 6), &whole, dim, grid)?;
            for (i, (_, ratings)) in series.iter().map(|s| (&s.0, &s.1)).enumerate() {
                let c = rgb(SERIES[i % SERIES.len()]);
                let points: Vec<(f32, f32)> = ratings
                    .iter()
                    .enumerate()
                    .map(|(g, &r)| ((g + 1) as f32, r as f32))
                    .collect();
                chart
                    .draw_series(LineSeries::new(points.iter().copied(), c.stroke_width(3)))
                    .map_err(failed)?;
                chart
                    .draw_series(points.iter().map(|&p| Circle::new(p, 3, c.filled())))
                    .map_err(failed)?;
            }
            root.present().map_err(failed)?;
        }
        png(buf, w, h).map(Some)
    }
}

/// One row of a leaderboard picture.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRow {
    pub rank: i64,
    pub name: String,
    pub rating: f64,
    pub provisional: bool,
    pub wins: i32,
    pub losses: i32,
    pub draws: i32,
}

/// A leaderboard as a picture: a bar per player, as long as the rating, with the name, the
/// rating (`?` while provisional) and wins-losses-draws. A name the font cannot draw is left
/// out (the message's text table has it).
#[derive(Clone, Debug)]
pub struct LeaderboardChart<'a> {
    pub rows: &'a [BoardRow],
    pub theme: Theme,
}

impl LeaderboardChart<'_> {
    /// The picture as a PNG; `None` without rows.
    pub fn to_png(&self) -> Result<Option<Vec<u8>>, ChartError> {
        register();
        if self.rows.is_empty() {
            return Ok(None);
        }
        const ROW: u32 = 30;
        let colours = self.theme.colours();
        let (w, h) = (CHART_WIDTH, 16 + ROW * self.rows.len() as u32 + 8);
        let mut buf = vec![0u8; (w * h * 3) as usize];
        {
            let root = BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area();
            root.fill(&rgb(colours.background)).map_err(failed)?;
            let text = rgb(colours.text);
            let dim = rgb(colours.text_dim);
            let (lo, hi) = self.rows.iter().fold((f64::MAX, f64::MIN), |(lo, hi), r| {
                (lo.min(r.rating), hi.max(r.rating))
            });
            // Bars start below the lowest rating, so the differences show.
            let floor = lo - ((hi - lo) * 0.25).max(50.0);
            let (bar_x, bar_w) = (260i32, 360i32);
            for (i, row) in self.rows.iter().enumerate() {
                let y = 16 + (i as u32 * ROW) as i32;
                if i % 2 == 0 {
                    let band = rgb(mix(colours.background, colours.text_dim, 0.08));
                    root.draw(&Rectangle::new(
                        [(8, y - 3), (w as i32 - 8, y + ROW as i32 - 5)],
                        band.filled(),
                    ))
                    .map_err(failed)?;
                }
                let font = (FAMILY, 16).into_font();
                root.draw(&Text::new(
                    format!("{}.", row.rank),
                    (14, y + 4),
                    font.clone().color(&dim),
                ))
                .map_err(failed)?;
                if let Some(shown) = drawable_name(&row.name) {
                    root.draw(&Text::new(shown, (58, y + 4), font.clone().color(&text)))
                        .map_err(failed)?;
                }
                let share = ((row.rating - floor) / (hi - floor).max(1.0)).clamp(0.02, 1.0);
                let len = (bar_w as f64 * share).round() as i32;
                let wood = if row.provisional {
                    mix(colours.wood, colours.background, 0.5)
                } else {
                    colours.wood
                };
                root.draw(&Rectangle::new(
                    [(bar_x, y + 1), (bar_x + len, y + ROW as i32 - 9)],
                    rgb(wood).filled(),
                ))
                .map_err(failed)?;
                let mark = if row.provisional { "?" } else { "" };
                root.draw(&Text::new(
                    format!("{:.0}{mark}", row.rating),
                    (bar_x + 6, y + 4),
                    font.clone().color(&rgb(colours.line)),
                ))
                .map_err(failed)?;
                root.draw(&Text::new(
                    format!("{}-{}-{}", row.wins, row.losses, row.draws),
                    (bar_x + bar_w + 20, y + 4),
                    font.color(&dim),
                ))
                .map_err(failed)?;
            }
            root.present().map_err(failed)?;
        }
        png(buf, w, h).map(Some)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> image::RgbaImage {
        image::load_from_memory(png).unwrap().to_rgba8()
    }

    #[test]
    fn a_chance_chart_decodes_in_both_themes() {
        let curve = [0.5, 0.55, 0.7, 0.4, 0.2, 0.9, 1.0];
        for theme in Theme::ALL {
            let chart = ChanceChart {
                curve: &curve,
                sides: [
                    ChartSide {
                        name: "Ann".into(),
                        colour: "white".into(),
                    },
                    ChartSide {
                        name: "山田".into(),
                        colour: "black".into(),
                    },
                ],
                moments: &[(3, 1), (4, 0)],
                theme,
            };
            let bytes = chart.to_png().unwrap();
            let image = decode(&bytes);
            assert_eq!(image.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
            let corner = image.get_pixel(1, 1).0;
            assert_eq!(&corner[..3], &theme.colours().background[..]);
        }
        assert_eq!(
            shown_name(&ChartSide {
                name: "山田".into(),
                colour: "black".into()
            }),
            "Black"
        );
        assert_eq!(
            drawable_name("Иван"),
            Some("Иван".into()),
            "Cyrillic is in the font"
        );
    }

    #[test]
    fn a_leaderboard_picture_has_a_row_a_player() {
        let rows: Vec<BoardRow> = (1..=3)
            .map(|rank| BoardRow {
                rank,
                name: if rank == 2 {
                    "山田".into()
                } else {
                    format!("Player {rank}")
                },
                rating: 1700.0 - 60.0 * rank as f64,
                provisional: rank == 3,
                wins: 3,
                losses: 1,
                draws: 0,
            })
            .collect();
        let png = LeaderboardChart {
            rows: &rows,
            theme: Theme::Dark,
        }
        .to_png()
        .unwrap()
        .unwrap();
        assert_eq!(decode(&png).dimensions(), (CHART_WIDTH, 16 + 30 * 3 + 8));
        let none = LeaderboardChart {
            rows: &[],
            theme: Theme::Light,
        };
        assert_eq!(none.to_png().unwrap(), None);
    }

    #[test]
    fn a_rating_chart_needs_ratings() {
        let none = RatingChart {
            series: &[("pente".into(), vec![])],
            theme: Theme::Dark,
        };
        assert_eq!(none.to_png().unwrap(), None);
        let some = RatingChart {
            series: &[
                ("pente".into(), vec![1500.0, 1520.0, 1490.0]),
                ("gomoku".into(), vec![1500.0]),
            ],
            theme: Theme::Light,
        };
        let png = some.to_png().unwrap().unwrap();
        assert_eq!(decode(&png).dimensions(), (CHART_WIDTH, CHART_HEIGHT));
    }
}
