//! Renju's forbidden moves for Black.
//!
//! A Black move that makes an exact five wins, whatever else it makes. Otherwise it is
//! forbidden if it makes an overline (six or more), two or more fours, or two or more *real*
//! threes. A four is a row that one more stone turns into an exact five (one line can hold two,
//! `X.XXX.X`). A three is real only if one more stone turns it into a straight four (two exact
//! five completions) at a point that does not itself make a five and is not itself forbidden,
//! checked recursively with the original stone on the board.

use super::board::{Board, Cell, Idx, AXES};
use super::colour::Colour;
use std::fmt;

/// Why a Black move is forbidden, with the shape it makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Six or more in a row.
    Overline,
    /// Two or more fours (threes made at the same time are counted for the name, e.g. 4x4x3).
    DoubleFour {
        /// The fours made.
        fours: u8,
        /// The real threes made with them.
        threes: u8,
    },
    /// Two or more real threes (with at most one four, e.g. 4x3x3).
    DoubleThree {
        /// The fours made with them (at most one).
        fours: u8,
        /// The real threes made.
        threes: u8,
    },
}

impl Foul {
    /// The shape in players' notation: `overline`, `4x4`, `3x3`, `4x3x3`...
    pub fn shape(&self) -> String {
        let (fours, threes) = match *self {
            Foul::Overline => return "overline".into(),
            Foul::DoubleFour { fours, threes } | Foul::DoubleThree { fours, threes } => {
                (fours, threes)
            }
        };
        let parts: Vec<&str> = std::iter::repeat_n("4", fours as usize)
            .chain(std::iter::repeat_n("3", threes as usize))
            .collect();
        parts.join("x")
    }
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Foul::Overline => f.write_str("an overline (six or more in a row)"),
            Foul::DoubleFour { .. } => write!(f, "a double four ({})", self.shape()),
            Foul::DoubleThree { .. } => write!(f, "a double three ({})", self.shape()),
        }
    }
}

/// The foul made by the Black stone standing at `i`, if any. The board is restored before
/// returning; it is borrowed mutably to try the follow-up points of threes.
pub fn foul_at(board: &mut Board, i: Idx, black: Colour) -> Option<Foul> {
    analyse(board, i, black, true)
}

/// `full`: count every four and three (for the shape's name); otherwise stop as soon as the
/// answer is known, as the recursive checks only need yes or no.
fn analyse(board: &mut Board, i: Idx, black: Colour, full: bool) -> Option<Foul> {
    debug_assert!(board.is(i, black));
    let mut runs = [0; 4];
    for (run, &axis) in runs.iter_mut().zip(&AXES) {
        *run = board.run_through(i, axis, black);
    }
    if runs.contains(&5) {
        return None;
    }
    if runs.iter().any(|&r| r > 5) {
        return Some(Foul::Overline);
    }
    let mut fours = 0;
    let mut four_axes = [false; 4];
    for (k, &axis) in AXES.iter().enumerate() {
        let n = fours_in_axis(board, i, axis, black);
        fours += n;
        four_axes[k] = n > 0;
    }
    if fours >= 2 && !full {
        return Some(Foul::DoubleFour { fours, threes: 0 });
    }
    let mut threes = 0;
    for (k, &axis) in AXES.iter().enumerate() {
        if four_axes[k] {
            continue;
        }
        if real_three_in_axis(board, i, axis, black) {
            threes += 1;
            if threes >= 2 && fours < 2 && !full {
                break;
            }
        }
    }
    if fours >= 2 {
        Some(Foul::DoubleFour { fours, threes })
    } else if threes >= 2 {
        Some(Foul::DoubleThree { fours, threes })
    } else {
        None
    }
}

fn is_stone(board: &Board, i: Idx, c: Colour) -> bool {
    board.is(i, c)
}

/// Fours through `i` along `axis`: windows of five cells holding `i`, four Black stones and one
/// empty point whose filling makes an exact five. A straight four (`.XXXX.`) is one four with
/// two completions; `X.XXX.X` is two.
fn fours_in_axis(board: &Board, i: Idx, axis: isize, black: Colour) -> u8 {
    let mut completions: [isize; 2] = [0; 2];
    let mut found = 0;
    for start in -4..=0isize {
        let mut empty_at = None;
        let mut ok = true;
        for k in 0..5 {
            let j = Board::step(i, axis, start + k);
            match board.cell(j) {
                Cell::Stone(c) if c == black => {}
                Cell::Empty if empty_at.is_none() => empty_at = Some(start + k),
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        let Some(q) = empty_at.filter(|_| ok) else {
            continue;
        };
        // Exact five: the cells just outside the window are not Black.
        if is_stone(board, Board::step(i, axis, start - 1), black)
            || is_stone(board, Board::step(i, axis, start + 5), black)
        {
            continue;
        }
        if found < 2 {
            completions[found] = q;
        }
        found += 1;
    }
    match found {
        0 => 0,
        2 if (completions[1] - completions[0]).abs() == 5 => 1,
        n => n as u8,
    }
}

/// Whether Black has a real three through `i` along `axis` (assuming no four there).
fn real_three_in_axis(board: &mut Board, i: Idx, axis: isize, black: Colour) -> bool {
    for dir in [1isize, -1] {
        // The only point on this side that can join `i`'s stones into one row: the first empty
        // cell after the Black stones next to `i`.
        let mut t = dir;
        while is_stone(board, Board::step(i, axis, t), black) {
            t += dir;
        }
        if t.abs() > 4 {
            continue;
        }
        let q = Board::step(i, axis, t);
        if !board.is_empty_at(q) {
            continue;
        }
        board.place(q, black);
        let real = makes_straight_four(board, i, axis, black) && !makes_five(board, q, black) && {
            analyse(board, q, black, false).is_none()
        };
        board.remove(q);
        if real {
            return true;
        }
    }
    false
}

/// Whether the row through `i` along `axis` is a straight four: exactly four Black stones with an
/// empty point at each end, each completing an exact five.
fn makes_straight_four(board: &Board, i: Idx, axis: isize, black: Colour) -> bool {
    let back = board.count_from(i, axis, -1, black) as isize;
    let fwd = board.count_from(i, axis, 1, black) as isize;
    if back + fwd + 1 != 4 {
        return false;
    }
    let lo = Board::step(i, axis, -back - 1);
    let hi = Board::step(i, axis, fwd + 1);
    board.is_empty_at(lo)
        && board.is_empty_at(hi)
        && !is_stone(board, Board::step(lo, axis, -1), black)
        && !is_stone(board, Board::step(hi, axis, 1), black)
}

fn makes_five(board: &Board, i: Idx, black: Colour) -> bool {
    AXES.iter().any(|&a| board.run_through(i, a, black) == 5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coord::{Lettering, Point};

    /// Builds a 15x15 board from `X`/`O` coordinate lists and checks the point `probe`.
    fn check(black: &[&str], white: &[&str], probe: &str) -> Option<Foul> {
        let mut b = Board::new(15);
        for (list, c) in [(black, Colour(0)), (white, Colour(1))] {
            for s in list {
                let p = Lettering::WithI.parse(s, 15).unwrap();
                b.place(b.idx(p), c);
            }
        }
        let p: Point = Lettering::WithI.parse(probe, 15).unwrap();
        let i = b.idx(p);
        b.place(i, Colour(0));
        let before = b.clone();
        let foul = foul_at(&mut b, i, Colour(0));
        assert_eq!(b, before, "the board is restored");
        foul
    }

    #[test]
    fn simple_shapes() {
        assert_eq!(
            check(&["F8", "G8", "I8", "J8", "K8"], &[], "H8"),
            Some(Foul::Overline)
        );
        assert_eq!(
            check(&["D8", "E8", "G8", "H8"], &[], "F8"),
            None,
            "exact five"
        );
        assert_eq!(
            check(&["E8", "F8", "G8", "H10", "H11"], &[], "H8"),
            None,
            "a four and a three is allowed"
        );
        assert_eq!(
            check(&["F8", "G8", "H6", "H7"], &[], "H8"),
            Some(Foul::DoubleThree {
                fours: 0,
                threes: 2
            })
        );
        assert_eq!(
            check(&["E8", "F8", "G8", "H5", "H6", "H7"], &["D8", "H4"], "H8"),
            Some(Foul::DoubleFour {
                fours: 2,
                threes: 0
            })
        );
        // Two fours on one line: X.XXX.X
        assert_eq!(
            check(&["D8", "F8", "G8", "J8"], &[], "H8"),
            Some(Foul::DoubleFour {
                fours: 2,
                threes: 0
            })
        );
        // A straight four is one four.
        assert_eq!(check(&["E8", "F8", "G8"], &[], "H8"), None);
    }

    #[test]
    fn blocked_three_is_not_a_three() {
        // The horizontal three is blocked on one side with no room for a straight four.
        assert_eq!(check(&["F8", "G8", "H6", "H7"], &["E8", "I8"], "H8"), None);
        assert_eq!(
            check(&["F8", "G8", "H6", "H7"], &["E8"], "H8"),
            None,
            "E8 blocks: .XXX. needs room"
        );
    }

    #[test]
    fn shape_names() {
        assert_eq!(
            Foul::DoubleFour {
                fours: 2,
                threes: 1
            }
            .shape(),
            "4x4x3"
        );
        assert_eq!(
            Foul::DoubleThree {
                fours: 1,
                threes: 2
            }
            .shape(),
            "4x3x3"
        );
        assert_eq!(
            Foul::Overline.to_string(),
            "an overline (six or more in a row)"
        );
    }
}
