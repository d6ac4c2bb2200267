//! The static evaluation: what a quiet position is worth to the side to move.
//!
//! Five in a row with single stones and captures (Pente, Keryo-Pente, Boat-Pente, Poof-Pente,
//! team and 3-4 player Pente) use weights fitted to 9,661 real Pente games: a logistic
//! regression of each game's result on the features of its positions, seen from the side to
//! move (`examples/tune.rs`; method and figures in docs/src/computer-player.md). Their scale is
//! 200 units to one logit: a one-unit edge is a 0.125 % better chance of winning, near even.
//! The other games (Gomoku, Renju, Connect6, four in a row) weigh every window alike for both
//! sides, with the side to move's worth a tenth more.

use crate::board::{Rules, SBoard};
use crate::line::Class;

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
    /// Freestyle Gomoku: the points of each class (see `CLASS_TERMS`), for the side to move
    /// and for the other (subtracted), in the evaluation's units: fitted beside it to
    /// self-play games (about 263 units a logit; docs/src/computer-player.md).
    pub const CLASSES: [[i32; 11]; 2] = [
        [-1, 11, 10, 31, 17, 67, 59, 12, 118, 525, 296],
        [1, 6, 0, 21, 12, 60, 40, 18, 107, 376, 134],
    ];
}

/// The static evaluation of `b` for the side to move.
pub fn evaluate(b: &SBoard) -> i32 {
    evaluate_as(b, fitted(&b.rules))
}

/// [`evaluate`] with the fitted weights or without them (as capture games had them before).
pub fn evaluate_as(b: &SBoard, fitted: bool) -> i32 {
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
        us * 11 / 10 - them + classes(b)
    }
}

/// Freestyle Gomoku: what the points' classes add, for the side to move (0 elsewhere).
fn classes(b: &SBoard) -> i32 {
    if !b.keeps_classes() {
        return 0;
    }
    let (me, them) = (b.turn, 1 - b.turn);
    let w = &weight::CLASSES;
    let mut v = 0;
    for (k, &t) in CLASS_TERMS.iter().enumerate() {
        v += w[0][k] * i32::from(b.class_count(me, t));
        v -= w[1][k] * i32::from(b.class_count(them, t));
    }
    v
}

/// The classes the evaluation weighs, in the order of `weight::CLASSES`.
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
