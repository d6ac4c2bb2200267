//! The static evaluation: what a quiet position is worth to the side to move.
//!
//! Five in a row with single stones and captures (Pente, Keryo-Pente, Boat-Pente, Poof-Pente,
//! team and 3-4 player Pente) use weights fitted to 9,661 real Pente games: a logistic
//! regression of each game's result on the features of its positions, seen from the side to
//! move (`examples/tune.rs`; method and figures in docs/src/engine-notebook.md). Their scale is
//! 200 units to one logit: a one-unit edge is a 0.125 % better chance of winning, near even.
//! Gomoku (freestyle and exactly five) weighs the points' threat classes and their lines'
//! patterns, fitted the same way to a stronger engine's games against itself (each rule its
//! own; Renju uses freestyle's), and keeps no windows. The other games (Connect6, four in a
//! row) weigh every window alike for both sides, with the side to move's worth a tenth more.

use crate::board::{Rules, SBoard};
use crate::line::{Class, LinePattern, LineRule};

/// The window weights, by stones of one colour in a window holding no other stone: for the
/// colour to move and for one not to move ([`SBoard::eval_score`] keeps both sums).
pub fn window_weights(r: &Rules) -> [[i32; 8]; 2] {
    if fitted(r) {
        // Fitted: a three to move is worth 94 and one not to move 68; a four not to move (it
        // must be blocked) 269; twos a little, ones nothing. A four to move wins at once and
        // was not fitted: its weight is the old one.
        return [
            [0, 0, 11, 94, 700, 50_000, 0, 0],
            [0, 0, 5, 68, 269, 50_000, 0, 0],
        ];
    }
    let w = crate::board::weights(r.win_len, r.stones_per_turn);
    [w, w]
}

/// Whether the rules are those the fitted weights were fitted for (or close relatives).
pub fn fitted(r: &Rules) -> bool {
    r.captures && r.win_len == 5 && r.stones_per_turn == 1
}

/// The fitted weights outside the windows (200 units a logit).
mod weight {
    /// The side to move has the initiative.
    pub const TEMPO: i32 = 14;
    /// A stone captured, by the side to move and by the other.
    pub const CAPTURED: [i32; 2] = [91, 98];
    /// A capture threat (a group one stone from being taken), and the correction for having
    /// more than one.
    pub const THREAT: [i32; 2] = [156, 112];
    pub const THREATS: [i32; 2] = [-20, -26];
    /// The side to move within three or four pairs of the capture win, and within one or two.
    pub const NEAR_CAPTURE_WIN: [i32; 2] = [28, 20];
    /// Freestyle Gomoku, fitted to the results of 2,857 games a stronger engine played against
    /// itself (ours judged better by it with these than with weights fitted to our own games;
    /// docs/src/engine-notebook.md) at 300 units a logit (not 200), in tenths of a unit (the
    /// lines' counts run to hundreds: whole units rounded would be off by a tenth of a logit):
    /// a constant for the move, then per class (`CLASS_TERMS`) and per line pattern
    /// (`LINE_TERMS`), for the side to move and for the other, added as they are. A point's
    /// class and its lines' patterns overlap, so single weights read oddly (an open four's
    /// class +2,011, its open four line -1,611): only their sums mean something.
    pub const FREESTYLE: Lines = Lines {
        tempo: 96,
        classes: [
            [
                -265, -278, -209, -300, 3876, 3915, 7739, 7120, 7920, 16818, 20111,
            ],
            [
                360, 415, 397, 579, -2442, -2391, -4824, -4160, -4649, -10106, -11615,
            ],
        ],
        patterns: [
            [-35, -2, 24, 298, 539, -3396, -3065, -5818, -16113, 0],
            [41, 4, -23, -371, -640, 2012, 1847, 2985, 8989, -7893],
        ],
    };
    /// Exactly-five Gomoku's own, fitted the same way to the stronger engine's exactly-five games
    /// (its own self-play games before 2026-12-05: "The constants at equal time, and exactly
    /// five's evaluation from Rapfi's games" in docs/src/engine-notebook.md).
    pub const EXACT: Lines = Lines {
        tempo: -551,
        classes: [
            [
                -366, -448, -350, -454, 5237, 5276, 10277, 3257, 4188, 13806, 13553,
            ],
            [
                432, 490, 493, 612, -3043, -3049, -6006, -3220, -3956, -9811, -9703,
            ],
        ],
        patterns: [
            [-14, 17, 42, 391, 695, -4726, -4515, -1746, -9184, 0],
            [25, -15, -36, -435, -712, 2605, 2504, 1906, 6717, -10125],
        ],
    };

    /// Gomoku's weights for one rule, in tenths of a unit: own first, then the other side's.
    pub struct Lines {
        pub tempo: i32,
        pub classes: [[i32; 11]; 2],
        pub patterns: [[i32; 10]; 2],
    }
}

/// The static evaluation of `b` for the side to move.
pub fn evaluate(b: &SBoard) -> i32 {
    evaluate_as(b, fitted(&b.rules))
}

/// Gomoku's evaluation, fitted to self-play games of each rule (300 units a logit; see
/// docs/src/engine-notebook.md): the points of each class (`CLASS_TERMS`) and the empty points'
/// lines of each pattern (`LINE_TERMS`), for the side to move and for the other, each with
/// the sign it was fitted with, and a constant for the move. No windows.
pub(crate) fn lines(b: &SBoard) -> i32 {
    let (me, them) = (b.turn, 1 - b.turn);
    let w = match b.line_rule() {
        LineRule::Exact => &weight::EXACT,
        LineRule::Freestyle | LineRule::Renju => &weight::FREESTYLE,
    };
    let mut v = w.tempo;
    for (k, &t) in CLASS_TERMS.iter().enumerate() {
        v += w.classes[0][k] * i32::from(b.class_count(me, t));
        v += w.classes[1][k] * i32::from(b.class_count(them, t));
    }
    for (k, &p) in LINE_TERMS.iter().enumerate() {
        v += w.patterns[0][k] * i32::from(b.pattern_count(me, p));
        v += w.patterns[1][k] * i32::from(b.pattern_count(them, p));
    }
    v / 10 // tenths
}

/// [`evaluate`] with the fitted weights or without them (as capture games had them before);
/// Gomoku's own either way.
pub fn evaluate_as(b: &SBoard, fitted: bool) -> i32 {
    if b.keeps_classes() {
        return lines(b);
    }
    let t = b.turn;
    let mut us = 0i32;
    let mut them = 0i32;
    for c in 0..b.rules.players {
        if b.out[c as usize] {
            continue;
        }
        let mine = b.rules.same_side(c, t);
        let side = usize::from(!mine);
        let mut v = if fitted {
            b.eval_score[side][c as usize] + threats(b.capture_threats[c as usize], side)
        } else {
            b.score[c as usize]
        };
        // Captures counted once per side (teams pool them): on the side's first colour.
        let first_of_side = (0..c).all(|m| !b.rules.same_side(m, c));
        if first_of_side {
            v += if fitted {
                fitted_captures(b, c, side)
            } else {
                captures(b, c)
            };
        }
        if mine {
            us += v;
        } else {
            them += v;
        }
    }
    if fitted {
        us - them + weight::TEMPO
    } else {
        // The side to move has the initiative.
        us * 11 / 10 - them
    }
}

/// The classes the evaluation weighs (Gomoku), in the order of its weights.
pub(crate) const CLASS_TERMS: [Class; 11] = [
    Class::Two,
    Class::ClosedThree,
    Class::TwoTwos,
    Class::ClosedThreePlus,
    Class::Three,
    Class::ThreePlus,
    Class::TwoThrees,
    Class::Four,
    Class::FourPlus,
    Class::FourThree,
    Class::OpenFour,
];

/// The line patterns the evaluation weighs (Gomoku), in the order of its weights: all but
/// the dead lines (the patterns' counts add up to four times the empty points, the same for
/// both sides) and the overlines.
pub(crate) const LINE_TERMS: [LinePattern; 10] = [
    LinePattern::ClosedOne,
    LinePattern::OpenOne,
    LinePattern::ClosedTwo,
    LinePattern::OpenTwo,
    LinePattern::ClosedThree,
    LinePattern::OpenThree,
    LinePattern::DoubleOpenThree,
    LinePattern::Four,
    LinePattern::OpenFour,
    LinePattern::Five,
];

/// `n` capture threats of a colour, to move (`side` 0) or not (1).
fn threats(n: i32, side: usize) -> i32 {
    n * weight::THREAT[side] + i32::from(n > 1) * weight::THREATS[side]
}

/// The stones a side has captured, fitted.
fn fitted_captures(b: &SBoard, c: u8, side: usize) -> i32 {
    let have = b.side_captures(c) as i32;
    let near = match (b.rules.need, side) {
        (Some(need), 0) => match (need as i32 - have + 1) / 2 {
            ..=2 => weight::NEAR_CAPTURE_WIN[1],
            3..=4 => weight::NEAR_CAPTURE_WIN[0],
            _ => 0,
        },
        _ => 0,
    };
    have * weight::CAPTURED[side] + near
}

/// Captures in the other games (captures switched on with other rows or turns, by the rules'
/// options): worth more as a side nears the capture win.
fn captures(b: &SBoard, c: u8) -> i32 {
    let have = b.side_captures(c) as i32;
    match b.rules.need {
        None => have * 60,
        Some(need) => {
            let left = need as i32 - have;
            have * 70
                + match left {
                    ..=2 => 2_500,
                    3..=4 => 700,
                    5..=6 => 200,
                    _ => 0,
                }
        }
    }
}
