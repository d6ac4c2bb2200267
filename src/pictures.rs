//! A review's pictures, for the Discord layer and the command line alike: the chart of the
//! winning chances with the moments numbered, and a moment's board (the move played, the
//! engine's move ringed). Pure: a game and its review in, PNG bytes out.

use pente::{Colour, Game};
use pente_ai::review::{MoveReview, Review};
use pente_render::{BoardView, ChanceChart, ChartError, ChartSide, Labels, Renderer, Theme};

/// The worst moments of each side a review shows.
pub const MOMENTS_A_SIDE: usize = 3;

/// A review's chart: `names` by colour (the first two), `moments` numbered in order.
pub fn chart(
    game: &Game,
    review: &Review,
    moments: &[&MoveReview],
    names: &[String; 2],
    theme: Theme,
) -> Result<Vec<u8>, ChartError> {
    let rules = game.rules();
    let side = |c: Colour| ChartSide {
        name: names[c.index()].clone(),
        colour: rules.colour_name(c).to_string(),
    };
    let curve = review.curve();
    // A moment sits on the curve just after its stone.
    let marks: Vec<(usize, usize)> = moments
        .iter()
        .map(|m| {
            let before = review.moves.iter().filter(|o| o.ply < m.ply).count();
            (before + 1, m.colour.index())
        })
        .collect();
    ChanceChart {
        curve: &curve,
        sides: [side(Colour(0)), side(Colour(1))],
        moments: &marks,
        theme,
    }
    .to_png()
}

/// The board just after a moment's stone, the engine's choice ringed.
pub fn moment(
    renderer: &Renderer,
    game: &Game,
    m: &MoveReview,
    names: &[String; 2],
    labels: Labels,
    theme: Theme,
) -> Vec<u8> {
    let history = &game.history()[..(m.ply as usize + 1).min(game.history().len())];
    // The stored game replayed once; its prefix replays too.
    let Ok(before) = Game::replay(game.rules().clone(), &history[..history.len() - 1]) else {
        return renderer.render_png(&BoardView::new(game).theme(theme));
    };
    let mut after = before.clone();
    let last = history
        .last()
        .and_then(|p| after.play(p.seat, p.action.clone()).ok());
    let mut view = BoardView::new(&after)
        .labels(labels)
        .theme(theme)
        .hint(m.best, m.colour);
    for c in [Colour(0), Colour(1)] {
        view = view.name(c, names[c.index()].clone());
    }
    if let Some(last) = &last {
        view = view.last_outcome(last);
    }
    renderer.render_png(&view)
}
