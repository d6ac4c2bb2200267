//! Gomoku's move order, learned from self-play (`examples/order.rs`; method and figures in
//! docs/src/engine-notebook.md): a point's order score is a weight for the combination of its
//! four line patterns for the mover, one for the other side's, the threat patterns' score
//! (squashed), and weights for its distance to the last stone and to the mover's last, in
//! hundredths of a logit of the chance that a deeper search plays it.

use crate::board::{Idx, SBoard};
use crate::line::{combo_of_code, LineRule, COMBOS};
use pente::Point;

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
    Scorer::new(b)?.score(b, i, c, pattern_score)
}

/// [`score`] for the points of one node: the rule's weights and the last two stones looked up
/// once (per point they were a tenth of the move scoring's instructions).
pub struct Scorer {
    w: &'static Weights,
    /// The last stone and the mover's last, if known.
    lasts: [Option<Point>; 2],
}

impl Scorer {
    /// `None` where the board keeps no line patterns (not Gomoku).
    #[inline]
    pub fn new(b: &SBoard) -> Option<Scorer> {
        b.keeps_classes().then(|| Scorer {
            w: match b.line_rule() {
                LineRule::Exact => &EXACT,
                LineRule::Freestyle | LineRule::Renju => &FREESTYLE,
            },
            lasts: [1, 2].map(|back| b.placed(back).map(|j| b.point(j))),
        })
    }

    /// [`score`] on the board the scorer was made for.
    #[inline]
    pub fn score(&self, b: &SBoard, i: Idx, c: u8, pattern_score: i32) -> Option<i32> {
        Some(self.of_lines(b, i, c, pattern_score)? + self.of_distances(b, i))
    }

    /// The part of [`Scorer::score`] read from the point's lines alone: the same as long as
    /// its line keys are.
    #[inline]
    pub fn of_lines(&self, b: &SBoard, i: Idx, c: u8, pattern_score: i32) -> Option<i32> {
        let own = b.line_code(i, c)?;
        let theirs = b.line_code(i, 1 - c)?;
        let w = self.w;
        Some(
            i32::from(w.own[combo_of_code(own)])
                + i32::from(w.theirs[combo_of_code(theirs)])
                + (f32::from(w.score) * squash(pattern_score)) as i32,
        )
    }

    /// The rest of [`Scorer::score`]: by the point's distances to the last two stones.
    #[inline]
    pub fn of_distances(&self, b: &SBoard, i: Idx) -> i32 {
        let [last, own_last] = distances(b.point(i), self.lasts);
        i32::from(self.w.near[last] + self.w.near[4 + own_last])
    }
}

/// The pattern score squashed, `ln(1 + score / 10)`: read from a table for the scores of
/// most points (the logarithm was a twentieth of a Gomoku search's time), the same values.
#[inline]
fn squash(pattern_score: i32) -> f32 {
    const SMALL: usize = 4096;
    static TABLE: std::sync::LazyLock<Vec<f32>> =
        std::sync::LazyLock::new(|| (0..SMALL as i32).map(squash_exactly).collect());
    match usize::try_from(pattern_score) {
        Ok(s) if s < SMALL => TABLE[s],
        _ => squash_exactly(pattern_score),
    }
}

fn squash_exactly(pattern_score: i32) -> f32 {
    (1.0 + pattern_score.max(0) as f32 / 10.0).ln()
}

/// The point's distance to the last stone and to the mover's last, each as 0-3 for 1, 2, 3,
/// and 4 or more (or not known).
pub(crate) fn near(b: &SBoard, i: Idx) -> [usize; 2] {
    distances(
        b.point(i),
        [1, 2].map(|back| b.placed(back).map(|j| b.point(j))),
    )
}

#[inline]
fn distances(p: Point, lasts: [Option<Point>; 2]) -> [usize; 2] {
    lasts.map(|l| l.map_or(3, |l| usize::from(p.distance(l).clamp(1, 4) - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_the_logarithms_themselves() {
        for s in (-20..10_000).chain([1 << 20, 4_000_000, i32::MAX]) {
            assert_eq!(
                squash(s).to_bits(),
                squash_exactly(s).to_bits(),
                "score {s}"
            );
        }
    }
}
