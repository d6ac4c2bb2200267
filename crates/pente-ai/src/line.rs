//! Line patterns: what a stone placed at an empty point would make along one line, read from
//! the cells on either side of it (five, open four, four, open three, ...), for the games of
//! five in a row without captures.
//!
//! Every arrangement of the cells around the point is classified once, into a table, by
//! placing stones and counting the points that would complete a five: a four has one such
//! point, an open four two; a three is a line where one more stone makes a four (open if it
//! can make an open four), and so on down to a lone stone. This is the first part of a
//! per-point threat layer for Gomoku and Renju (see docs/src/computer-player.md): keeping
//! such a class for every empty point, updated move by move, lets a search see double
//! threats at once and answer an open three with the few points that stop it.
//!
//! ```
//! use pente_ai::line::{classify, Cell, LinePattern};
//! use Cell::{Empty as E, Own as X, Blocked as O};
//! // _ _ X X [.] X _ _ : the stone makes an open four.
//! let cells = [E, E, X, X, X, E, E, E];
//! assert_eq!(classify(&cells, false), LinePattern::OpenFour);
//! // O X X [.] X _ ... : only one end is open, a four.
//! let cells = [E, O, X, X, X, E, E, E];
//! assert_eq!(classify(&cells, false), LinePattern::Four);
//! ```

use std::sync::OnceLock;

/// A cell of a line as the side placing the stone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Own,
    /// The other side's stone, or off the board.
    Blocked,
}

/// What a stone makes along one line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LinePattern {
    /// No five can ever be made through the point on this line.
    Dead,
    /// A lone stone with room for a five (only closed twos can follow).
    ClosedOne,
    /// A lone stone from which an open two can follow.
    OpenOne,
    /// Two stones from which only closed threes can follow.
    ClosedTwo,
    /// Two stones from which an open three can follow.
    OpenTwo,
    /// Three stones from which only a four (one completion point) can follow.
    ClosedThree,
    /// Three stones from which one point makes an open four.
    OpenThree,
    /// Three stones from which two points make an open four (`_ _ X X X _ _`).
    DoubleOpenThree,
    /// One point completes a five.
    Four,
    /// Two points complete a five: it cannot be stopped on this line.
    OpenFour,
    Five,
    /// More than five in a row where only exactly five wins.
    Overline,
}

/// The number of [`LinePattern`]s.
pub const PATTERNS: usize = LinePattern::Overline as usize + 1;

impl LinePattern {
    /// Every pattern, weakest first (in the order of their numbers).
    pub const ALL: [LinePattern; PATTERNS] = {
        use LinePattern::*;
        [
            Dead,
            ClosedOne,
            OpenOne,
            ClosedTwo,
            OpenTwo,
            ClosedThree,
            OpenThree,
            DoubleOpenThree,
            Four,
            OpenFour,
            Five,
            Overline,
        ]
    };
}

/// Cells on each side of the point that are read: four decide a five; exactly five needs
/// a fifth to see an overline.
pub const fn reach(exact: bool) -> usize {
    if exact {
        5
    } else {
        4
    }
}

/// Which rows win, as the search board's line tables read them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineRule {
    /// Five or more in a row wins, for both sides.
    Freestyle,
    /// Only exactly five wins, for both sides.
    Exact,
    /// Renju: colour 0 (Black) wins only with exactly five and may not make an overline, two
    /// fours or two threes; colour 1 (White) wins with five or more.
    Renju,
}

impl LineRule {
    /// Cells on each side of a point that its line key holds: a fifth where some side must
    /// not make an overline.
    pub const fn reach(self) -> usize {
        match self {
            LineRule::Freestyle => reach(false),
            _ => reach(true),
        }
    }

    /// Whether only exactly five wins for colour `c`.
    const fn exact_for(self, c: u8) -> bool {
        match self {
            LineRule::Freestyle => false,
            LineRule::Exact => true,
            LineRule::Renju => c == 0,
        }
    }

    /// The index of the rule's tables.
    const fn index(self) -> usize {
        self as usize
    }
}

/// The pattern a stone makes at the centre of `cells`: the [`reach`] cells before the point,
/// nearest last, then the ones after it, nearest first. `exact`: only exactly five wins.
///
/// # Panics
/// If `cells` does not hold `2 * reach(exact)` cells.
pub fn classify(cells: &[Cell], exact: bool) -> LinePattern {
    let r = reach(exact);
    assert_eq!(cells.len(), 2 * r, "{} cells on each side", r);
    table(exact, false)[key(cells) as usize]
}

/// The table's index of a line: base 3, one digit per cell.
pub fn key(cells: &[Cell]) -> u32 {
    cells.iter().fold(0, |k, &c| k * 3 + c as u32)
}

/// The patterns of every line. `renju`: for Renju's Black (exactly five), where a line that
/// one stone makes into two fours is a foul, read as an overline, and no open four follows
/// from it.
fn table(exact: bool, renju: bool) -> &'static [LinePattern] {
    static TABLES: [OnceLock<Vec<LinePattern>>; 3] = [const { OnceLock::new() }; 3];
    let kind = if renju { 2 } else { usize::from(exact) };
    TABLES[kind].get_or_init(|| build(exact || renju, renju))
}

/// Classifies every line of `2 * reach` cells, sharing the lines met on the way (a line with
/// more own stones is classified before the ones that lead to it).
fn build(exact: bool, renju: bool) -> Vec<LinePattern> {
    let r = reach(exact);
    let n = 3usize.pow(2 * r as u32);
    let mut memo: Vec<Option<LinePattern>> = vec![None; n];
    for k in 0..n {
        level(&cells_of(k as u32, 2 * r), exact, renju, &mut memo);
    }
    // Every line is classified now: the memo is the table.
    memo.into_iter().flatten().collect()
}

fn cells_of(mut k: u32, len: usize) -> Vec<Cell> {
    let mut out = vec![Cell::Empty; len];
    for c in out.iter_mut().rev() {
        *c = match k % 3 {
            0 => Cell::Empty,
            1 => Cell::Own,
            _ => Cell::Blocked,
        };
        k /= 3;
    }
    out
}

/// The run of own stones through the point once it is played: its length.
fn run(cells: &[Cell]) -> usize {
    let r = cells.len() / 2;
    let before = cells[..r]
        .iter()
        .rev()
        .take_while(|&&c| c == Cell::Own)
        .count();
    let after = cells[r..].iter().take_while(|&&c| c == Cell::Own).count();
    before + 1 + after
}

fn level(
    cells: &[Cell],
    exact: bool,
    renju: bool,
    memo: &mut [Option<LinePattern>],
) -> LinePattern {
    let k = key(cells) as usize;
    if let Some(p) = memo[k] {
        return p;
    }
    let p = compute(cells, exact, renju, memo);
    memo[k] = Some(p);
    p
}

fn compute(
    cells: &[Cell],
    exact: bool,
    renju: bool,
    memo: &mut [Option<LinePattern>],
) -> LinePattern {
    use LinePattern::*;
    let len = run(cells);
    if len == 5 || (len > 5 && !exact) {
        return Five;
    }
    if len > 5 {
        return Overline;
    }
    // What one more own stone on each empty cell makes of the point.
    let mut line = cells.to_vec();
    let mut fives = 0;
    let mut open_fours = 0;
    let mut fours = 0;
    let mut best = Dead;
    for e in 0..line.len() {
        if line[e] != Cell::Empty {
            continue;
        }
        line[e] = Cell::Own;
        let p = level(&line, exact, renju, memo);
        line[e] = Cell::Empty;
        match p {
            Five => fives += 1,
            OpenFour => open_fours += 1,
            Four => fours += 1,
            _ => {}
        }
        if p != Overline {
            best = best.max(p);
        }
    }
    match (fives, open_fours, fours) {
        (2.., _, _) if renju && two_fours(cells) => Overline,
        (2.., _, _) => OpenFour,
        (1, _, _) => Four,
        (0, 2.., _) => DoubleOpenThree,
        (0, 1, _) => OpenThree,
        (0, 0, 1..) => ClosedThree,
        _ => match best {
            OpenThree | DoubleOpenThree => OpenTwo,
            ClosedThree => ClosedTwo,
            OpenTwo => OpenOne,
            ClosedTwo => ClosedOne,
            _ => Dead,
        },
    }
}

/// What a stone at an empty point makes over its four lines together, for one side: the
/// threat class the strongest Gomoku engines keep for every point, weakest first. A two is a
/// line from which an open three can follow ([`LinePattern::OpenTwo`]), a closed three one
/// from which a four can ([`LinePattern::ClosedThree`]), a three an open three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Class {
    Nothing,
    Two,
    ClosedThree,
    TwoTwos,
    /// A closed three with a two or another closed three.
    ClosedThreePlus,
    Three,
    /// A three with a two or a closed three.
    ThreePlus,
    TwoThrees,
    Four,
    /// A four with a two or a closed three.
    FourPlus,
    /// A four and a three: an open four next unless the four is answered there.
    FourThree,
    /// An open four, or two fours: two points complete a five, it cannot be stopped.
    OpenFour,
    Five,
}

/// The number of [`Class`]es.
pub const CLASSES: usize = Class::Five as usize + 1;

impl Class {
    /// The class of a point from the patterns of its four lines (in any order). Overlines
    /// count as nothing.
    pub fn of(lines: [LinePattern; 4]) -> Class {
        use LinePattern::*;
        let n = |f: &dyn Fn(LinePattern) -> bool| lines.iter().filter(|&&p| f(p)).count();
        let fives = n(&|p| p == Five);
        let open_fours = n(&|p| p == OpenFour);
        let fours = n(&|p| p == Four);
        let threes = n(&|p| p == OpenThree || p == DoubleOpenThree);
        let closed_threes = n(&|p| p == ClosedThree);
        let twos = n(&|p| p == OpenTwo);
        let plus = closed_threes + twos > 0;
        if fives > 0 {
            Class::Five
        } else if open_fours > 0 || fours >= 2 {
            Class::OpenFour
        } else if fours == 1 {
            if threes > 0 {
                Class::FourThree
            } else if plus {
                Class::FourPlus
            } else {
                Class::Four
            }
        } else if threes >= 2 {
            Class::TwoThrees
        } else if threes == 1 {
            if plus {
                Class::ThreePlus
            } else {
                Class::Three
            }
        } else if closed_threes >= 2 || (closed_threes == 1 && twos > 0) {
            Class::ClosedThreePlus
        } else if twos >= 2 {
            Class::TwoTwos
        } else if closed_threes == 1 {
            Class::ClosedThree
        } else if twos == 1 {
            Class::Two
        } else {
            Class::Nothing
        }
    }

    /// [`Class::of`] for Renju's Black, read from its lines under exactly five: a point
    /// where a stone makes a five is a five whatever else it makes; otherwise one where it
    /// makes an overline, two fours or two open threes is a foul, and counts as nothing.
    ///
    /// A three counts here whether or not it is real (its open four's point may itself be
    /// forbidden), so a few legal points read as fouls; the rules engine decides which moves
    /// are legal.
    pub fn of_renju_black(lines: [LinePattern; 4]) -> Class {
        if may_be_foul(lines) {
            Class::Nothing
        } else {
            Class::of(lines)
        }
    }

    /// Whether a stone here makes a four or better (a five threat at least).
    pub fn is_four(self) -> bool {
        self >= Class::Four
    }
}

/// The [`LinePattern`] of a line given as the search board keeps it (the
/// [`LineRule::reach`] cells on each side, two bits each from the lowest, farthest before
/// first: 0 empty, 1 and 2 the two colours, 3 off the board), for a stone of colour `c` (0
/// or 1) under `rule`.
///
/// Under Renju a line of Black's that one stone makes into two fours (`X.XXX.X`) reads as an
/// [`LinePattern::Overline`]: like an overline, it makes the move a foul.
pub fn pattern_of_key(key: u32, c: u8, rule: LineRule) -> LinePattern {
    key_table(rule)[c as usize][key as usize]
}

/// The [`Class`] of a point for colour `c` from its four line keys (see [`pattern_of_key`]).
#[inline]
pub fn class_of_keys(keys: [u32; 4], c: u8, rule: LineRule) -> Class {
    class_of_code(code_of_keys(keys, c, rule), c, rule)
}

/// The patterns of a point's four lines for colour `c`, four bits each (axis number `a` at
/// bits `4a..4a + 4`): what the search board keeps for every empty point.
#[inline]
pub fn code_of_keys(keys: [u32; 4], c: u8, rule: LineRule) -> u16 {
    let t = &key_table(rule)[c as usize];
    (0..4).fold(0, |code, a| code | (t[keys[a] as usize] as u16) << (4 * a))
}

/// The [`Class`] of four line patterns (see [`code_of_keys`]) for colour `c`.
#[inline]
pub fn class_of_code(code: u16, c: u8, rule: LineRule) -> Class {
    class_table(rule, c)[code as usize]
}

/// [`pattern_of_key`] for both colours at once, indexed by the key: colour 0's pattern in
/// the low four bits, colour 1's in the high four (one read where a line changes).
pub fn key_pattern_pairs(rule: LineRule) -> &'static [u8] {
    static TABLES: [OnceLock<Vec<u8>>; 3] = [const { OnceLock::new() }; 3];
    TABLES[rule.index()].get_or_init(|| {
        let [t0, t1] = key_table(rule);
        t0.iter()
            .zip(t1)
            .map(|(&p0, &p1)| p0 as u8 | (p1 as u8) << 4)
            .collect()
    })
}

fn key_table(rule: LineRule) -> &'static [Vec<LinePattern>; 2] {
    static TABLES: [OnceLock<[Vec<LinePattern>; 2]>; 3] = [const { OnceLock::new() }; 3];
    TABLES[rule.index()].get_or_init(|| {
        let len = 2 * rule.reach();
        [0u8, 1].map(|c| {
            let exact = rule.exact_for(c);
            if len != 2 * reach(exact) {
                // Renju's White: five or more wins, so the outermost cells do not matter.
                let inner = &key_table(LineRule::Freestyle)[c as usize];
                let mask = (1u32 << (4 * reach(false))) - 1;
                return (0..1u32 << (2 * len))
                    .map(|key| inner[(key >> 2 & mask) as usize])
                    .collect();
            }
            let t = table(exact, rule == LineRule::Renju);
            (0..1u32 << (2 * len))
                .map(|key| {
                    // The base-3 index of the cells, read as `classify` reads them.
                    let k3 = (0..len).fold(0, |k3, n| {
                        let digit = match (key >> (2 * n)) & 3 {
                            0 => 0,
                            v if v == u32::from(c) + 1 => 1,
                            _ => 2,
                        };
                        k3 * 3 + digit
                    });
                    t[k3 as usize]
                })
                .collect()
        })
    })
}

/// Whether a stone at the centre of `cells` makes two fours on this one line under exactly
/// five (`X.XXX.X`): two points make a five, and the two fives do not share their other four
/// stones (a straight four `_XXXX_` makes one four with two ends).
fn two_fours(cells: &[Cell]) -> bool {
    let r = cells.len() / 2;
    let mut line = cells.to_vec();
    line.insert(r, Cell::Own);
    let mut fours = Vec::new();
    for e in 0..line.len() {
        if line[e] != Cell::Empty {
            continue;
        }
        line[e] = Cell::Own;
        let start = (0..=r).rev().take_while(|&k| line[k] == Cell::Own).last();
        let end = (r..line.len()).take_while(|&k| line[k] == Cell::Own).last();
        line[e] = Cell::Empty;
        if let (Some(start), Some(end)) = (start, end) {
            if end + 1 - start == 5 {
                // The four stones the five was made from.
                let stones: u32 = (start..=end).filter(|&k| k != e).map(|k| 1 << k).sum();
                fours.push(stones);
            }
        }
    }
    fours.iter().any(|&f| f != fours[0])
}

/// The number of [`combo_of_code`]s: the ways to choose four line patterns, in any order.
pub const COMBOS: usize = 1365; // (PATTERNS + 3) choose 4

/// The four line patterns of `code` as a combination, in any order of the lines: a number
/// below [`COMBOS`] (patterns that are not all known read as the first, four dead lines).
#[inline]
pub fn combo_of_code(code: u16) -> usize {
    combo_table()[code as usize] as usize
}

fn combo_table() -> &'static [u16] {
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // Every sorted four, numbered in order.
        let mut number = vec![0u16; 1 << 16];
        let mut next = 0u16;
        for a in 0..PATTERNS {
            for b in a..PATTERNS {
                for c in b..PATTERNS {
                    for d in c..PATTERNS {
                        number[a | b << 4 | c << 8 | d << 12] = next;
                        next += 1;
                    }
                }
            }
        }
        debug_assert_eq!(next as usize, COMBOS);
        (0..1usize << 16)
            .map(|code| {
                let mut p = [0, 1, 2, 3].map(|n| code >> (4 * n) & 15);
                if p.iter().any(|&v| v >= PATTERNS) {
                    return 0;
                }
                p.sort_unstable();
                number[p[0] | p[1] << 4 | p[2] << 8 | p[3] << 12]
            })
            .collect()
    })
}

/// Whether a stone of Renju's Black with these four lines (read under [`LineRule::Renju`])
/// may be a foul: it makes no five, and an overline, two fours, or two threes that may be
/// real. Every foul is one; a point with two threes is legal when one of them is not real.
fn may_be_foul(lines: [LinePattern; 4]) -> bool {
    use LinePattern::*;
    let n = |f: &dyn Fn(LinePattern) -> bool| lines.iter().filter(|&&p| f(p)).count();
    n(&|p| p == Five) == 0
        && (n(&|p| p == Overline) > 0
            || n(&|p| p == Four || p == OpenFour) >= 2
            || n(&|p| p == OpenThree || p == DoubleOpenThree) >= 2)
}

/// [`may_be_foul`] of a point's line code for Renju's Black (see [`code_of_keys`]): where it
/// says no, the move is legal without asking the rules.
#[inline]
pub fn renju_may_be_foul(code: u16) -> bool {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| every_code(may_be_foul, true))[code as usize]
}

/// `f` of the four patterns of every line code (see [`code_of_keys`]), `other` for the
/// codes whose four-bit values are not all patterns: a table for a loop to look up once.
fn every_code<T: Copy>(f: fn([LinePattern; 4]) -> T, other: T) -> Vec<T> {
    const ALL: [LinePattern; PATTERNS] = LinePattern::ALL;
    (0..1usize << 16)
        .map(|code| {
            let pattern = |n: usize| ALL.get(code >> (4 * n) & 15).copied();
            match [0, 1, 2, 3].map(pattern) {
                [Some(a), Some(b), Some(c), Some(d)] => f([a, b, c, d]),
                _ => other,
            }
        })
        .collect()
}

/// [`Class::of`] for every four patterns, four bits each: what [`class_of_code`] reads, for
/// a loop to look up once. Under Renju, Black's foul points are [`Class::Nothing`] (see
/// [`Class::of_renju_black`]).
pub(crate) fn class_table(rule: LineRule, c: u8) -> &'static [Class] {
    static TABLES: [OnceLock<Vec<Class>>; 2] = [const { OnceLock::new() }; 2];
    let renju_black = rule == LineRule::Renju && c == 0;
    TABLES[usize::from(renju_black)].get_or_init(|| {
        let of = if renju_black {
            Class::of_renju_black
        } else {
            Class::of
        };
        every_code(of, Class::Nothing)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Cell::{Blocked as O, Empty as E, Own as X};
    use LinePattern::*;

    /// Every combination of four patterns has its own number below `COMBOS`, whatever the
    /// order of the lines.
    #[test]
    fn combinations_are_numbered_once_in_any_order() {
        let mut seen = std::collections::HashMap::new();
        for code in 0..1u32 << 16 {
            let p = [0, 1, 2, 3].map(|n| (code >> (4 * n) & 15) as usize);
            if p.iter().any(|&v| v >= PATTERNS) {
                continue;
            }
            let mut sorted = p;
            sorted.sort_unstable();
            let combo = combo_of_code(code as u16);
            assert!(combo < COMBOS);
            assert_eq!(*seen.entry(sorted).or_insert(combo), combo, "{p:?}");
        }
        let numbers: std::collections::HashSet<usize> = seen.values().copied().collect();
        assert_eq!((seen.len(), numbers.len()), (COMBOS, COMBOS));
    }

    /// A line written as text: `.` empty, `x` own, `o` blocked, `?` the point.
    fn parse(s: &str) -> Vec<Cell> {
        s.chars()
            .filter(|&c| c != '?')
            .map(|c| match c {
                '.' => E,
                'x' => X,
                _ => O,
            })
            .collect()
    }

    #[test]
    fn the_classic_shapes() {
        let free = |s: &str| classify(&parse(s), false);
        assert_eq!(free("..xx?xx.."), Five);
        assert_eq!(free("xxxx?...."), Five);
        assert_eq!(free("..xx?x..."), OpenFour);
        assert_eq!(free(".oxx?x..."), Four);
        assert_eq!(free("x.xx?...."), Four);
        // Two fives on one line, one each side: as good as an open four.
        assert_eq!(free("x.xx?.x.."), OpenFour);
        assert_eq!(free("...x?x..."), DoubleOpenThree);
        assert_eq!(free("..x.?x..."), OpenThree);
        assert_eq!(free("..ox?x..."), ClosedThree);
        assert_eq!(free("....?x..."), OpenTwo);
        assert_eq!(free("..ox?...."), ClosedTwo);
        assert_eq!(free("....?...."), OpenOne);
        assert_eq!(free("..o.?...o"), ClosedOne);
        assert_eq!(free("...o?...o"), Dead);
        assert_eq!(free("oooo?..oo"), Dead);
        assert_eq!(free("ooo.?..oo"), Dead);
    }

    #[test]
    fn exactly_five_sees_overlines() {
        let exact = |s: &str| classify(&parse(s), true);
        assert_eq!(exact("...xx?xx..."), Five);
        assert_eq!(exact("..xxx?xx..."), Overline);
        assert_eq!(classify(&parse(".xxx?xx.."), false), Five);
        // A four whose other end would make six completes on one side only.
        assert_eq!(exact("..x.x?xx..."), Four);
        assert_eq!(classify(&parse(".x.x?xx.."), false), OpenFour);
    }

    /// Renju's Black: two fours on one line make a foul (read as an overline), a straight
    /// four does not. White's lines read as freestyle's from the same ten cells.
    #[test]
    fn renju_black_sees_two_fours_on_one_line() {
        let black = |s: &str| table(true, true)[key(&parse(s)) as usize];
        assert_eq!(black("..x.x?x.x.."), Overline);
        assert_eq!(classify(&parse("..x.x?x.x.."), true), OpenFour);
        assert_eq!(black("..xxx?....."), OpenFour);
        assert_eq!(black("...xx?xx..."), Five);
        // A search board key: two bits a cell, the farthest before in the lowest.
        let key_of = |s: &str, own: u32| {
            let code = |c: &Cell| match c {
                E => 0,
                X => own,
                O => 3 - own,
            };
            let cells = parse(s);
            (0..cells.len()).fold(0u32, |k, n| k | code(&cells[n]) << (2 * n))
        };
        // (line, colour, pattern): Black is colour 0, White colour 1.
        for (line, c, want) in [
            ("..x.x?x.x..", 0, Overline),
            ("xxxx?x.....", 1, Five),
            ("x..x.?x....", 1, OpenThree),
            ("xxxx?x.....", 0, Overline),
        ] {
            let key = key_of(line, u32::from(c) + 1);
            assert_eq!(pattern_of_key(key, c, LineRule::Renju), want, "{line} {c}");
        }
    }

    #[test]
    fn a_line_reads_the_same_both_ways() {
        for exact in [false, true] {
            let len = 2 * reach(exact);
            for k in 0..3u32.pow(len as u32) {
                let cells = cells_of(k, len);
                let back: Vec<Cell> = cells.iter().rev().copied().collect();
                assert_eq!(classify(&cells, exact), classify(&back, exact), "{cells:?}");
            }
        }
    }

    #[test]
    fn in_freestyle_another_own_stone_never_makes_it_worse() {
        let len = 2 * reach(false);
        for k in 0..3u32.pow(len as u32) {
            let cells = cells_of(k, len);
            let p = classify(&cells, false);
            for e in 0..len {
                if cells[e] == E {
                    let mut more = cells.clone();
                    more[e] = X;
                    assert!(classify(&more, false) >= p.min(Four), "{cells:?} then {e}");
                }
            }
        }
    }
}
