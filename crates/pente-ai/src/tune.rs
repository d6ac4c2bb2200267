//! Features of a position for tuning the evaluation on real games (`examples/tune.rs`): what
//! the static evaluation could weigh, seen from the side to move. Not part of the crate's API.

use crate::board::SBoard;
use pente::Game;

/// The names of [`features`]' values, in order.
pub const NAMES: [&str; 18] = [
    "own windows of 1",
    "own windows of 2",
    "own windows of 3",
    "own windows of 4",
    "their windows of 1",
    "their windows of 2",
    "their windows of 3",
    "their windows of 4",
    "own stones captured",
    "their stones captured",
    "own captures: 3-4 pairs to go",
    "own captures: 1-2 pairs to go",
    "their captures: 3-4 pairs to go",
    "their captures: 1-2 pairs to go",
    "own capture threats",
    "their capture threats",
    "own capture threats > 1",
    "their capture threats > 1",
];

/// The point classes counted for each side where the board keeps them (Gomoku),
/// after [`NAMES`]: own first, then the other side's (the evaluation's classes, in its order).
pub const CLASS_NAMES: [&str; 11] = [
    "two",
    "closed three",
    "two twos",
    "closed three plus",
    "three",
    "three plus",
    "two threes",
    "four",
    "four plus",
    "four three",
    "open four",
];

/// The line patterns counted for each side where the board keeps them (Gomoku), after
/// [`CLASS_NAMES`]: each empty point's four lines, own first, then the other side's. Not the
/// dead lines: every pattern's count together is four times the empty points, for both sides.
pub const PATTERN_NAMES: [&str; crate::eval::LINE_TERMS.len()] = [
    "closed ones",
    "open ones",
    "closed twos",
    "open twos",
    "closed threes",
    "open threes",
    "double open threes",
    "fours",
    "open fours",
    "fives",
];

/// The features of `game`'s position for the side to move, or `None` where a static
/// evaluation has nothing to say: more than two players, a row or capture win to be had at
/// once, or a four of the opponent's that is not stopped by one stone.
pub fn features(game: &Game) -> Option<Vec<f64>> {
    let b = SBoard::from_game(game);
    if nothing_to_say(&b) {
        return None;
    }
    let me = b.turn;
    let them = 1 - me;
    let mut f = Vec::with_capacity(NAMES.len());
    for c in [me, them] {
        for n in 1..=4 {
            f.push(b.exact_windows(c, n) as f64);
        }
    }
    let need = b.rules.need.unwrap_or(u16::MAX) as i32;
    let (mc, tc) = (b.side_captures(me) as i32, b.side_captures(them) as i32);
    f.push(mc as f64);
    f.push(tc as f64);
    for have in [mc, tc] {
        let pairs_left = (need - have + 1) / 2;
        f.push(((3..=4).contains(&pairs_left)) as i32 as f64);
        f.push((pairs_left <= 2) as i32 as f64);
    }
    let threats = b.capture_threats.map(f64::from);
    let (mine, theirs) = (threats[me as usize], threats[them as usize]);
    f.extend([
        mine,
        theirs,
        (mine > 1.0) as i32 as f64,
        (theirs > 1.0) as i32 as f64,
    ]);
    if b.keeps_classes() {
        for c in [me, them] {
            for t in crate::eval::CLASS_TERMS {
                f.push(f64::from(b.class_count(c, t)));
            }
        }
        for c in [me, them] {
            for p in crate::eval::LINE_TERMS {
                f.push(f64::from(b.pattern_count(c, p)));
            }
        }
    }
    Some(f)
}

/// Where [`features`] has nothing to say (see there).
fn nothing_to_say(b: &SBoard) -> bool {
    let (me, them) = (b.turn, 1 - b.turn);
    if b.rules.players != 2 || b.pending.is_some() || b.fours(me) > 0 || b.fours(them) > 1 {
        return true;
    }
    b.rules.need.is_some_and(|need| {
        let most = b.capture_points(me).iter().map(|&(_, n)| n).max();
        b.side_captures(me) + most.unwrap_or(0) as u16 >= need
    })
}

/// The static evaluation the search uses, for the side to move (to compare with a fit on the
/// same positions); with `fitted` false, the weights of the games without captures, which
/// capture games used until the fitted ones.
pub fn current(game: &Game, fitted: bool) -> i32 {
    crate::eval::evaluate_as(&SBoard::from_game(game), fitted)
}

/// The static evaluation the search uses now, for the side to move.
pub fn evaluation(game: &Game) -> i32 {
    crate::eval::evaluate(&SBoard::from_game(game))
}

/// A candidate move for fitting the move order (Gomoku): where, the combinations of its four
/// line patterns for the mover and for the other side (see [`crate::line::combo_of_code`]),
/// its threat patterns' score, and its distances to the last stone and to the mover's last
/// (0-3 for 1, 2, 3, 4 or more), as the search's learned order reads them; and its four lines
/// as features ([`line_feature`]), which the order does not read.
pub struct Candidate {
    pub point: pente::Point,
    pub own: usize,
    pub theirs: usize,
    pub score: i32,
    pub near: [usize; 2],
    pub lines: [u16; 4],
}

/// The moves the search would order in `game`'s position (the empty points near the stones),
/// or `None` where the board keeps no line patterns (not Gomoku) or a five is to be made or
/// blocked (then the search keeps only the forced moves, in no learned order).
pub fn candidates(game: &Game) -> Option<Vec<Candidate>> {
    let b = SBoard::from_game(game);
    if !b.keeps_classes() || b.stones == 0 {
        return None;
    }
    let (me, them) = (b.turn, 1 - b.turn);
    if b.fours(me) > 0 || b.fours(them) > 0 {
        return None;
    }
    let combo = |i, c| crate::line::combo_of_code(b.line_code(i, c).unwrap_or(0));
    let out = b
        .near_empty()
        .iter()
        .map(|&i| Candidate {
            point: b.point(i),
            own: combo(i, me),
            theirs: combo(i, them),
            score: crate::patterns::analyse(&b, i, me).score,
            near: crate::order::near(&b, i),
            lines: std::array::from_fn(|a| line_feature(b.line_key(i, a).unwrap_or(0), me)),
        })
        .collect();
    Some(out)
}

/// A line key ([`SBoard::line_key`]: eight cells, two bits each, 0 empty, 1 and 2 the colours'
/// stones, 3 off the board) read for the mover `c`: its own stones as 1, the other side's as
/// 2, and of the line and its reverse the smaller key, so that a line read either way is one
/// feature. For fitting only: the search's order does not read these (their weights, fitted by
/// `examples/order.rs` with `ORDER_LINES=1`, predicted Rapfi's moves better and won no more
/// games: "The lines themselves in the move order" in docs/src/engine-notebook.md).
pub fn line_feature(key: u16, c: u8) -> u16 {
    let key = if c == 1 { swap_colours(key) } else { key };
    key.min(reverse_cells(key))
}

/// 1 and 2 swapped in every bit pair (0 and 3 kept).
fn swap_colours(key: u16) -> u16 {
    let one_bit = (key ^ (key >> 1)) & 0x5555;
    key ^ (one_bit | one_bit << 1)
}

/// The bit pairs in reverse order.
fn reverse_cells(key: u16) -> u16 {
    (0..8).fold(0, |r, n| r | ((key >> (2 * n)) & 3) << (2 * (7 - n)))
}

/// Gomoku: how many empty points have each combination of four line patterns (see
/// [`crate::line::combo_of_code`]), for the side to move (numbers below
/// [`crate::line::COMBOS`]) and for the other side (from `COMBOS` on), with their counts; `None`
/// where [`features`] is, or the board keeps no line patterns.
pub fn combo_counts(game: &Game) -> Option<Vec<(usize, f64)>> {
    let b = SBoard::from_game(game);
    if nothing_to_say(&b) || !b.keeps_classes() {
        return None;
    }
    let (me, them) = (b.turn, 1 - b.turn);
    let mut counts = std::collections::BTreeMap::new();
    for &i in b.cells.iter().filter(|&&i| b.is_empty(i)) {
        for (side, c) in [(0, me), (1, them)] {
            let combo = crate::line::combo_of_code(b.line_code(i, c).unwrap_or(0));
            *counts
                .entry(side * crate::line::COMBOS + combo)
                .or_insert(0.0) += 1.0;
        }
    }
    Some(counts.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_one_feature_read_either_way_and_for_either_colour() {
        // Cells from the farthest before: empty, black, black, edge | white, empty, empty, empty.
        let cells = [0u16, 1, 1, 3, 2, 0, 0, 0];
        let key = |cells: &[u16]| {
            cells
                .iter()
                .enumerate()
                .fold(0, |k, (n, &v)| k | v << (2 * n))
        };
        let mut reversed = cells;
        reversed.reverse();
        let swapped = cells.map(|v| if v == 1 || v == 2 { 3 - v } else { v });
        let f = line_feature(key(&cells), 0);
        assert_eq!(line_feature(key(&reversed), 0), f);
        assert_eq!(line_feature(key(&swapped), 1), f);
        assert_ne!(line_feature(key(&swapped), 0), f);
        for k in 0..=u16::MAX {
            assert_eq!(swap_colours(swap_colours(k)), k);
            assert_eq!(reverse_cells(reverse_cells(k)), k);
        }
    }
}
