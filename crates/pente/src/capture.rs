//! Finding what a placed stone captures.
//!
//! A bracket is a group of 2 stones (or 3 under Keryo) with a stone of one colour `C` at both
//! ends. The group is captured by `C` when the stone just placed is one of the ends (a normal
//! capture) or, under the poof rule, one of the group (a self-capture). The group's stones must
//! all belong to other sides than `C`, and to a single colour unless mixed capture is on.
//! Both ends must be the same colour (multi-player: `X O Y X` is a capture, `X O O Y` is not).

use super::board::{Board, Cell, Idx, AXES};
use super::colour::Colour;
use super::rules::RuleSet;

/// How a stone left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureKind {
    /// Bracketed by the stone just placed.
    Normal,
    /// The stone just placed completed a bracket around its own group (Poof).
    Poof,
    /// A whole winning row captured in overtime.
    Line,
}

/// One bracket found on the board: the stones it takes and who takes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bracket {
    pub stones: Vec<Idx>,
    pub claimant: Colour,
    pub kind: CaptureKind,
}

fn stone(board: &Board, i: Idx) -> Option<Colour> {
    match board.cell(i) {
        Cell::Stone(c) => Some(c),
        _ => None,
    }
}

/// Whether the stones at `cells` form a group that `claimant` may capture.
fn capturable(board: &Board, rules: &RuleSet, cells: &[Idx], claimant: Colour) -> bool {
    let mut first = None;
    for &i in cells {
        let Some(c) = stone(board, i) else {
            return false;
        };
        if rules.side(c) == rules.side(claimant) {
            return false;
        }
        match first {
            None => first = Some(c),
            Some(f) if f != c && !rules.mixed_capture => return false,
            _ => {}
        }
    }
    true
}

fn group_sizes(rules: &RuleSet) -> &'static [isize] {
    if rules.capture_three {
        &[2, 3]
    } else {
        &[2]
    }
}

/// Normal captures made by the stone of colour `mover` standing at `at`.
pub fn normal_brackets(
    board: &Board,
    rules: &RuleSet,
    at: Idx,
    mover: Colour,
    out: &mut Vec<Bracket>,
) {
    if !rules.captures {
        return;
    }
    let mut cells = [0; 3];
    for &axis in &AXES {
        for dir in [1, -1] {
            for &k in group_sizes(rules) {
                let far = Board::step(at, axis, dir * (k + 1));
                // Walls and empties end the search early; the far cell is checked first because
                // it rules out most directions.
                if stone(board, far) != Some(mover) {
                    continue;
                }
                for (n, cell) in cells.iter_mut().enumerate().take(k as usize) {
                    *cell = Board::step(at, axis, dir * (n as isize + 1));
                }
                if capturable(board, rules, &cells[..k as usize], mover) {
                    out.push(Bracket {
                        stones: cells[..k as usize].to_vec(),
                        claimant: mover,
                        kind: CaptureKind::Normal,
                    });
                }
            }
        }
    }
}

/// Brackets that the stone at `at` closes around its own group (the stone itself included).
/// Used both for the poof rule and to refuse such moves when self-capture is forbidden.
pub fn self_brackets(board: &Board, rules: &RuleSet, at: Idx, out: &mut Vec<Bracket>) {
    if !rules.captures {
        return;
    }
    let mut cells = [0; 3];
    for &axis in &AXES {
        for &k in group_sizes(rules) {
            // The group is `k` cells starting `start` steps before `at`.
            for start in 0..k {
                let first = Board::step(at, axis, -start);
                let end_a = Board::step(first, axis, -1);
                let end_b = Board::step(first, axis, k);
                let (Some(ca), Some(cb)) = (stone(board, end_a), stone(board, end_b)) else {
                    continue;
                };
                if ca != cb {
                    continue;
                }
                for (n, cell) in cells.iter_mut().enumerate().take(k as usize) {
                    *cell = Board::step(first, axis, n as isize);
                }
                if capturable(board, rules, &cells[..k as usize], ca) {
                    out.push(Bracket {
                        stones: cells[..k as usize].to_vec(),
                        claimant: ca,
                        kind: CaptureKind::Poof,
                    });
                }
            }
        }
    }
}

/// A stone removed by a move, and who scores it (`None`: claimed by several players at once,
/// so it is destroyed and scores for no one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Removal {
    pub at: Idx,
    pub colour: Colour,
    pub by: Option<Colour>,
    pub kind: CaptureKind,
}

/// Merges brackets found for one move into removals: every stone once, contested stones
/// credited to no one. Nothing is removed from the board here.
pub fn resolve(board: &Board, brackets: &[Bracket]) -> Vec<Removal> {
    let mut out: Vec<Removal> = Vec::new();
    for b in brackets {
        for &at in &b.stones {
            match out.iter_mut().find(|r| r.at == at) {
                Some(r) => {
                    if r.by != Some(b.claimant) {
                        r.by = None;
                    }
                }
                None => out.push(Removal {
                    at,
                    colour: stone(board, at).expect("bracketed cells hold stones"),
                    by: Some(b.claimant),
                    kind: b.kind,
                }),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coord::Point;
    use crate::rules::{Preset, RuleSet};

    fn board_from(rows: &[&str]) -> Board {
        let size = rows.len() as u8;
        let mut b = Board::new(size);
        for (r, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                if let Some(d) = ch.to_digit(10) {
                    let p = Point::new(x as u8, size - 1 - r as u8);
                    b.place(b.idx(p), Colour(d as u8 - 1));
                }
            }
        }
        b
    }

    fn at(b: &Board, x: u8, y: u8) -> Idx {
        b.idx(Point::new(x, y))
    }

    #[test]
    fn pair_bracket_in_every_direction() {
        let rules = RuleSet::preset(Preset::Pente);
        // Stone 1 at the centre of a 7x7 board, pairs of 2 in all 8 directions, 1 beyond each.
        let b = board_from(&[
            "1..1..1", ".2.2.2.", "..222..", "1221221", "..222..", ".2.2.2.", "1..1..1",
        ]);
        let mut found = Vec::new();
        normal_brackets(&b, &rules, at(&b, 3, 3), Colour(0), &mut found);
        assert_eq!(found.len(), 8);
        assert_eq!(resolve(&b, &found).len(), 16);
    }

    #[test]
    fn exactly_two_not_three_or_one() {
        let rules = RuleSet::preset(Preset::Pente);
        let b = board_from(&[
            "12221..", "121....", ".......", ".......", ".......", ".......", ".......",
        ]);
        let mut found = Vec::new();
        normal_brackets(&b, &rules, at(&b, 0, 6), Colour(0), &mut found);
        assert!(found.is_empty());
        let keryo = RuleSet::preset(Preset::KeryoPente);
        let b = board_from(&[
            "12221..", ".......", ".......", ".......", ".......", ".......", ".......",
        ]);
        normal_brackets(&b, &keryo, at(&b, 0, 6), Colour(0), &mut found);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].stones.len(), 3);
    }

    #[test]
    fn moving_into_a_bracket_is_detected_as_self_capture() {
        let rules = RuleSet::preset(Preset::PoofPente);
        let b = board_from(&[
            "1221...", ".......", ".......", ".......", ".......", ".......", ".......",
        ]);
        let mut found = Vec::new();
        self_brackets(&b, &rules, at(&b, 1, 6), &mut found);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].claimant, Colour(0));
        found.clear();
        self_brackets(&b, &rules, at(&b, 2, 6), &mut found);
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn mixed_groups_need_the_option_and_ends_must_match() {
        let mut rules = RuleSet::preset(Preset::Pente3p);
        let b = board_from(&[
            "1231...", "1232...", ".......", ".......", ".......", ".......", ".......",
        ]);
        let mut found = Vec::new();
        normal_brackets(&b, &rules, at(&b, 0, 6), Colour(0), &mut found);
        assert!(found.is_empty());
        rules.mixed_capture = true;
        normal_brackets(&b, &rules, at(&b, 0, 6), Colour(0), &mut found);
        assert_eq!(found.len(), 1);
        found.clear();
        normal_brackets(&b, &rules, at(&b, 0, 5), Colour(0), &mut found);
        assert!(found.is_empty(), "X O Y Z is no bracket");
    }

    #[test]
    fn teammates_are_never_captured() {
        let rules = RuleSet::preset(Preset::TeamPente);
        // Colour 3 (index 2) is colour 1's partner.
        let b = board_from(&[
            "1331...", ".......", ".......", ".......", ".......", ".......", ".......",
        ]);
        let mut found = Vec::new();
        normal_brackets(&b, &rules, at(&b, 0, 6), Colour(0), &mut found);
        assert!(found.is_empty());
    }

    #[test]
    fn contested_stones_score_for_no_one() {
        let b = board_from(&[
            "1221...", ".......", ".......", ".......", ".......", ".......", ".......",
        ]);
        let i = at(&b, 1, 6);
        let brackets = [
            Bracket {
                stones: vec![i],
                claimant: Colour(0),
                kind: CaptureKind::Normal,
            },
            Bracket {
                stones: vec![i],
                claimant: Colour(2),
                kind: CaptureKind::Poof,
            },
        ];
        assert_eq!(resolve(&b, &brackets)[0].by, None);
    }
}
