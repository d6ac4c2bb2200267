//! The eight levels: how deep, how wide and how long each searches, which threat searches it
//! runs, and how much noise it adds. Level 1 plays the first plausible moves it sees and
//! sometimes overlooks a threat; level 8 uses everything for the whole time allowed.
//!
//! Above level 5 the levels are set apart by completed depth, which is what the duels show to
//! win (docs/src/performance.md, "Does more search win?"): one more ply wins about 10-6 to 11-5, two more 19-5.
//! So level 6 stops at depth 6, level 7 at depth 8, and level 8 goes as deep as its time allows.
//! At the bot's default 2 s a move level 8 beat level 7 39-9 in Pente (48 games) and 13-3 in
//! Gomoku (16) on 2026-11-25, once nodes stopped scoring every move when they need not; before
//! that it was level 7's equal (7-9, 9-6-1). A machine slower than this one narrows the gap.
//!
//! Noise (picking any move within that many evaluation units of the best) costs far more than
//! its size suggests, since many moves score alike: level 4 with noise 10 lost 31-1 to level 5
//! and beat level 3 only 77-51; with 4 it beats level 3 97-31 and loses to level 5 27-101.

use super::search::Shape;
use std::fmt;

/// A playing strength from 1 (beginner) to 8 (full strength).
///
/// ```
/// use pente_ai::Level;
/// assert_eq!(Level::new(8).unwrap().get(), 8);
/// assert!(Level::new(0).is_err());
/// assert!(Level::new(9).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A level outside 1..=8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level {0} is not available; levels go from 1 (beginner) to 8 (strongest)")]
pub struct LevelError(pub i64);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);

    pub fn new(n: u8) -> Result<Level, LevelError> {
        if (1..=8).contains(&n) {
            Ok(Level(n))
        } else {
            Err(LevelError(n as i64))
        }
    }

    pub fn get(self) -> u8 {
        self.0
    }

    pub(crate) fn profile(self) -> Profile {
        let shape = |max_depth, width, use_tt, quiescence| Shape {
            max_depth,
            width,
            use_tt,
            quiescence,
            extend_forced: false,
            class_width: width,
            late_reductions: false,
            learned_order: false,
            futility: false,
        };
        match self.0 {
            1 => Profile {
                shape: shape(1, [6, 6, 6, 6], false, false),
                time_share: 0.05,
                node_cap: 3_000,
                vcf_depth: 0,
                vct_depth: 0,
                noise: 400,
                blunder: 0.45,
            },
            2 => Profile {
                shape: shape(2, [8, 6, 6, 6], false, false),
                time_share: 0.07,
                node_cap: 20_000,
                vcf_depth: 0,
                vct_depth: 0,
                noise: 150,
                blunder: 0.15,
            },
            3 => Profile {
                shape: shape(3, [10, 8, 6, 6], true, true),
                time_share: 0.1,
                node_cap: 60_000,
                vcf_depth: 4,
                vct_depth: 0,
                noise: 40,
                blunder: 0.0,
            },
            4 => Profile {
                shape: shape(4, [12, 10, 8, 6], true, true),
                time_share: 0.15,
                node_cap: 200_000,
                vcf_depth: 8,
                vct_depth: 0,
                noise: 4,
                blunder: 0.0,
            },
            5 => Profile {
                shape: shape(5, [12, 10, 8, 6], true, true),
                time_share: 0.2,
                node_cap: 800_000,
                vcf_depth: 10,
                vct_depth: 0,
                noise: 0,
                blunder: 0.0,
            },
            // Levels 6 and 7 stop at a depth (6 and 8) rather than at a share of the time:
            // completed plies are what clearly win (docs/src/performance.md, "Does more search win?"), and one
            // ply apart was too close (depth 7 against level 6: 9-7 at 2 s a move).
            6 => Profile {
                shape: shape(6, [14, 11, 8, 7], true, true),
                time_share: 0.5,
                node_cap: 3_000_000,
                vcf_depth: 16,
                vct_depth: 0,
                noise: 0,
                blunder: 0.0,
            },
            7 => Profile {
                shape: shape(8, [14, 11, 8, 7], true, true),
                time_share: 0.75,
                node_cap: 12_000_000,
                vcf_depth: 20,
                vct_depth: 0,
                noise: 0,
                blunder: 0.0,
            },
            // Wider than levels 6 and 7 since the board became twice as fast in Pente: 16, 12,
            // 10, 8 against 14, 11, 8, 7 scored 186-114 in Pente at 300 ms a move (before it, wider
            // had lost: docs/src/engine-notebook.md, "Level 8's width"). A forced reply a ply deeper
            // scored 119-81 in Pente ("Forced replies a ply deeper"); levels 1-7 stay as they were.
            // Gomoku reduces quiet late moves; its widths below the root are `Params::widths`
            // (narrower since "Narrower, against Rapfi at equal time").
            _ => Profile {
                shape: Shape {
                    extend_forced: true,
                    class_width: {
                        let p = crate::params::params();
                        let [w1, w2, w3] = p.widths;
                        [p.root_width, w1, w2, w3]
                    },
                    late_reductions: true,
                    learned_order: true,
                    futility: true,
                    ..shape(30, [16, 12, 10, 8], true, true)
                },
                time_share: 1.0,
                node_cap: u64::MAX,
                vcf_depth: 24,
                vct_depth: 3,
                noise: 0,
                blunder: 0.0,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::str::FromStr for Level {
    type Err = LevelError;
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let n: i64 = s.trim().parse().map_err(|_| LevelError(-1))?;
        u8::try_from(n)
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or(LevelError(n))
    }
}

/// What a level does.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Profile {
    pub shape: Shape,
    /// The share of the time limit it uses.
    pub time_share: f64,
    /// Nodes at most per move, whatever the time (keeps low levels weak on fast machines).
    pub node_cap: u64,
    /// Attacker moves searched for a win by fours (0: off).
    pub vcf_depth: u32,
    /// Attacker moves searched for a win by threes (0: off).
    pub vct_depth: u32,
    /// Root scores within this of the best may be played instead (chosen by the seed).
    pub noise: i32,
    /// The chance of overlooking the opponent's threats on a move.
    pub blunder: f64,
}
