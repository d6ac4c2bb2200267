//! Winning rows.

use super::board::{Board, Cell, Idx, AXES};
use super::colour::Colour;
use super::rules::RuleSet;

/// An unbroken row of one colour that meets the win condition: `len` cells from `start`
/// along `axis`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    pub colour: Colour,
    pub start: Idx,
    pub axis: isize,
    pub len: usize,
}

impl Row {
    pub fn cells(&self) -> impl Iterator<Item = Idx> + '_ {
        (0..self.len).map(|n| Board::step(self.start, self.axis, n as isize))
    }

    /// The cells just beyond each end.
    pub fn ends(&self) -> [Idx; 2] {
        [
            Board::step(self.start, self.axis, -1),
            Board::step(self.start, self.axis, self.len as isize),
        ]
    }
}

/// The whole row of `colour` through `i` along `axis`, if it wins.
pub fn winning_row_at(
    board: &Board,
    rules: &RuleSet,
    i: Idx,
    axis: isize,
    colour: Colour,
) -> Option<Row> {
    if !board.is(i, colour) {
        return None;
    }
    let back = board.count_from(i, axis, -1, colour);
    let len = 1 + back + board.count_from(i, axis, 1, colour);
    rules.line_wins(colour, len).then(|| Row {
        colour,
        start: Board::step(i, axis, -(back as isize)),
        axis,
        len,
    })
}

/// Winning rows through the stone at `i`, in any axis.
pub fn winning_rows_through(board: &Board, rules: &RuleSet, i: Idx, out: &mut Vec<Row>) {
    let Cell::Stone(c) = board.cell(i) else {
        return;
    };
    for &axis in &AXES {
        if let Some(row) = winning_row_at(board, rules, i, axis, c) {
            if !out.contains(&row) {
                out.push(row);
            }
        }
    }
}

/// Winning rows next to emptied cells: removing a stone from the end of an overline can leave
/// an exact five (or four) behind, for any colour.
pub fn rows_next_to(board: &Board, rules: &RuleSet, emptied: &[Idx], out: &mut Vec<Row>) {
    for &r in emptied {
        for &axis in &AXES {
            for dir in [1, -1] {
                let n = Board::step(r, axis, dir);
                if let Cell::Stone(c) = board.cell(n) {
                    if let Some(row) = winning_row_at(board, rules, n, axis, c) {
                        if !out.contains(&row) {
                            out.push(row);
                        }
                    }
                }
            }
        }
    }
}

/// Every winning row of `colour` on the board.
pub fn all_winning_rows(board: &Board, rules: &RuleSet, colour: Colour) -> Vec<Row> {
    let mut out = Vec::new();
    for i in board.indices() {
        if !board.is(i, colour) {
            continue;
        }
        for &axis in &AXES {
            // Count each row once, from its first stone.
            if board.is(Board::step(i, axis, -1), colour) {
                continue;
            }
            if let Some(row) = winning_row_at(board, rules, i, axis, colour) {
                out.push(row);
            }
        }
    }
    out
}
