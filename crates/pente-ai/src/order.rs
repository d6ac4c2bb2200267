//! Gomoku's move order, learned from self-play (`examples/order.rs`; method and figures in
//! docs/src/computer-player.md): a point's order score is a weight for the combination of its
//! four line patterns for the mover, one for the other side's, the threat patterns' score
//! (squashed), and weights for its distance to the last stone and to the mover's last, in
//! hundredths of a logit of the chance that a deeper search plays it.

use crate::board::{Idx, SBoard};
use crate::line::{combo_of_code, COMBOS};

mod exact;
mod freestyle;

struct Weights {
    own: &'static [i16; COMBOS],
    theirs: &'static [i16; COMBOS],
    score: i16,
    /// By the distance to the last stone (1, 2, 3, 4 or more), then to the mover's last.
    near: [i16; 8],
}

const FREESTYLE: Weights = Weights {
    own: &freestyle::OWN,
    theirs: &freestyle::THEIRS,
    score: freestyle::SCORE,
    near: freestyle::NEAR,
};

const EXACT: Weights = Weights {
    own: &exact::OWN,
    theirs: &exact::THEIRS,
    score: exact::SCORE,
    near: exact::NEAR,
};

/// The learned order score of a stone of `c` at the empty point `i` whose threat patterns
/// score `pattern_score` ([`crate::patterns::analyse`]); `None` where the board keeps no
/// line patterns (not Gomoku).
#[inline]
pub fn score(b: &SBoard, i: Idx, c: u8, pattern_score: i32) -> Option<i32> {
    let own = b.line_code(i, c)?;
    let theirs = b.line_code(i, 1 - c)?;
    let w = if b.exact_classes() {
        &EXACT
    } else {
        &FREESTYLE
    };
    let squashed = (1.0 + pattern_score.max(0) as f32 / 10.0).ln();
    let [last, own_last] = near(b, i);
    Some(
        i32::from(w.own[combo_of_code(own)])
            + i32::from(w.theirs[combo_of_code(theirs)])
            + (f32::from(w.score) * squashed) as i32
            + i32::from(w.near[last] + w.near[4 + own_last]),
    )
}

/// The point's distance to the last stone and to the mover's last, each as 0-3 for 1, 2, 3,
/// and 4 or more (or not known).
pub(crate) fn near(b: &SBoard, i: Idx) -> [usize; 2] {
    let p = b.point(i);
    [1, 2].map(|back| {
        b.placed(back)
            .map_or(3, |j| usize::from(p.distance(b.point(j)).clamp(1, 4) - 1))
    })
}
