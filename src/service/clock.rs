//! Turn clocks, pure arithmetic: a clock as players type it ([`Clock`]), what a move does to
//! a live clock's banks and deadline ([`live_step`]), and when a reminder is due
//! ([`REMIND_AT_LEFT`]). No database here: the games use it to store a move, and the sweeps
//! (`sweeps.rs`) to end games on time and remind players.

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, Utc};

use pente::Seat;

/// How a game is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Clock {
    /// Correspondence: every move must come within `seconds` of the one before.
    PerMove { seconds: i32 },
    /// Live: each player has a bank of `base` seconds, and `increment` seconds are added to it
    /// after each of their turns (Fischer). Whoever's bank runs out loses.
    Live { base: i32, increment: i32 },
}

/// Why a typed clock was refused; the text says what would be right.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    #[error("`{0}` is not a clock: write a time per move (e.g. 30m, 1h, 3d) or minutes plus increment for a live clock (e.g. 5m+10s, 10+5)")]
    Unreadable(String),
    #[error("a time per move must be from 1 minute to 14 days, not {0}")]
    PerMove(String),
    #[error("a live clock starts with 1 minute to 3 hours each, not {0}")]
    Base(String),
    #[error("a live clock's increment must be from 0 to 5 minutes, not {0}")]
    Increment(String),
}

impl Clock {
    /// The shortest and longest time per move, and the range of a live clock's bank and
    /// increment, in seconds: the sweep runs every few seconds, so shorter clocks would be
    /// unfair; longer ones belong to correspondence.
    pub const PER_MOVE: std::ops::RangeInclusive<i64> = 60..=14 * 86_400;
    pub const BASE: std::ops::RangeInclusive<i64> = 60..=3 * 3_600;
    pub const INCREMENT: std::ops::RangeInclusive<i64> = 0..=300;

    /// The clock stored in a row's `turn_seconds` and `clock_increment` columns.
    pub(crate) fn from_columns(turn_seconds: Option<i32>, increment: Option<i32>) -> Option<Clock> {
        let seconds = turn_seconds?;
        Some(match increment {
            Some(increment) => Clock::Live {
                base: seconds,
                increment,
            },
            None => Clock::PerMove { seconds },
        })
    }

    /// `turn_seconds` (the time per move, or the starting bank) and `clock_increment`.
    pub(crate) fn columns(clock: Option<Clock>) -> (Option<i32>, Option<i32>) {
        match clock {
            None => (None, None),
            Some(Clock::PerMove { seconds }) => (Some(seconds), None),
            Some(Clock::Live { base, increment }) => (Some(base), Some(increment)),
        }
    }

    /// Whether the clock's numbers are in range (a typed clock always is).
    pub fn is_valid(self) -> bool {
        match self {
            Clock::PerMove { seconds } => seconds > 0,
            Clock::Live { base, increment } => base > 0 && increment >= 0,
        }
    }

    pub fn is_live(self) -> bool {
        matches!(self, Clock::Live { .. })
    }
}

/// Reads a clock as players type it: `1h`, `3d` or `90m` per move; `5m+10s` or `10+5`
/// (minutes plus seconds, the chess convention) for a live clock.
///
/// ```
/// use pente_bot::service::Clock;
/// assert_eq!("2d".parse(), Ok(Clock::PerMove { seconds: 2 * 86_400 }));
/// assert_eq!("5m+10s".parse(), Ok(Clock::Live { base: 300, increment: 10 }));
/// assert_eq!("10+5".parse(), Ok(Clock::Live { base: 600, increment: 5 }));
/// assert!("5s".parse::<Clock>().is_err());
/// ```
impl FromStr for Clock {
    type Err = ClockError;

    fn from_str(text: &str) -> std::result::Result<Clock, ClockError> {
        let text = text.trim();
        let unreadable = || ClockError::Unreadable(text.to_string());
        // A bare number is minutes in the bank and seconds in the increment.
        let seconds = |part: &str, bare: u64| -> std::result::Result<i64, ClockError> {
            let part = part.trim();
            let secs = match part.parse::<u64>() {
                Ok(n) => n.checked_mul(bare).ok_or_else(unreadable)?,
                Err(_) => humantime::parse_duration(part)
                    .map_err(|_| unreadable())?
                    .as_secs(),
            };
            i64::try_from(secs).map_err(|_| unreadable())
        };
        match text.split_once('+') {
            None => {
                let per_move = seconds(text, 60)?;
                if !Clock::PER_MOVE.contains(&per_move) {
                    return Err(ClockError::PerMove(text.to_string()));
                }
                Ok(Clock::PerMove {
                    seconds: per_move as i32,
                })
            }
            Some((base, increment)) => {
                let (base_text, increment_text) = (base.trim(), increment.trim());
                let base = seconds(base_text, 60)?;
                let increment = seconds(increment_text, 1)?;
                if !Clock::BASE.contains(&base) {
                    return Err(ClockError::Base(base_text.to_string()));
                }
                if !Clock::INCREMENT.contains(&increment) {
                    return Err(ClockError::Increment(increment_text.to_string()));
                }
                Ok(Clock::Live {
                    base: base as i32,
                    increment: increment as i32,
                })
            }
        }
    }
}

/// As players would type it back: `1h`, `5m+10s`.
impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let short = |s: i32| -> String {
            humantime::format_duration(std::time::Duration::from_secs(s.max(0) as u64))
                .to_string()
                .replace(' ', "")
        };
        match *self {
            Clock::PerMove { seconds } => write!(f, "{}", short(seconds)),
            Clock::Live { base, increment } => {
                write!(f, "{}+{}", short(base), short(increment))
            }
        }
    }
}

/// What an action does to a live clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LiveStep {
    /// Per seat, the new bank in milliseconds, or `None` where it does not change.
    pub banks: Vec<Option<i64>>,
    /// When the (new) mover's bank runs out; `None` once the game is over.
    pub deadline: Option<DateTime<Utc>>,
}

/// The turn passes from `before` to `after` at `now`: the old mover's bank keeps what was
/// left of it (plus the increment if `earned`, that is, the mover ended their own turn by
/// playing), and the new mover's bank starts to run. While the same seat keeps the turn
/// (Connect6's second stone, a decision then a stone), its clock simply runs on.
pub(crate) fn live_step(
    increment_seconds: i32,
    banks: &[i64],
    deadline: Option<DateTime<Utc>>,
    before: Option<Seat>,
    after: Option<Seat>,
    earned: bool,
    now: DateTime<Utc>,
) -> LiveStep {
    let mut changed = vec![None; banks.len()];
    if before == after {
        return LiveStep {
            banks: changed,
            deadline,
        };
    }
    let bank = |seat: Seat| banks.get(seat.0 as usize).copied().unwrap_or(0);
    if let Some(m) = before {
        let left = match deadline {
            Some(d) => (d - now).num_milliseconds().max(0),
            None => bank(m),
        };
        let topped = left
            + if earned {
                increment_seconds as i64 * 1000
            } else {
                0
            };
        if let Some(slot) = changed.get_mut(m.0 as usize) {
            *slot = Some(topped);
        }
    }
    let deadline = after.map(|n| {
        let left = changed
            .get(n.0 as usize)
            .copied()
            .flatten()
            .unwrap_or_else(|| bank(n));
        now + chrono::Duration::milliseconds(left)
    });
    LiveStep {
        banks: changed,
        deadline,
    }
}

/// The share of the time per move that is left when the reminder goes out.
pub const REMIND_AT_LEFT: f64 = 0.25;

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(seconds: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_800_000_000 + seconds, 0).unwrap()
    }

    #[test]
    fn clocks_read_as_typed() {
        let live = |base, increment| Ok(Clock::Live { base, increment });
        assert_eq!("30m".parse(), Ok(Clock::PerMove { seconds: 1800 }));
        assert_eq!(
            "14d".parse(),
            Ok(Clock::PerMove {
                seconds: 14 * 86_400
            })
        );
        assert_eq!("5m+10s".parse(), live(300, 10));
        assert_eq!(" 3 + 2 ".parse(), live(180, 2));
        assert_eq!("1h+0".parse(), live(3600, 0));
        assert_eq!("90s+1m".parse(), live(90, 60));
        for (text, want) in [
            ("soon", ClockError::Unreadable("soon".into())),
            ("30s", ClockError::PerMove("30s".into())),
            ("15d", ClockError::PerMove("15d".into())),
            ("30s+5", ClockError::Base("30s".into())),
            ("5m+6m", ClockError::Increment("6m".into())),
            ("5m+", ClockError::Unreadable("5m+".into())),
            (
                "9999999999999999999+1",
                ClockError::Unreadable("9999999999999999999+1".into()),
            ),
            (
                "99999999999999999+1",
                ClockError::Base("99999999999999999".into()),
            ),
        ] {
            assert_eq!(text.parse::<Clock>(), Err(want), "{text}");
        }
        for clock in [
            Clock::PerMove { seconds: 3600 },
            Clock::Live {
                base: 300,
                increment: 10,
            },
            Clock::Live {
                base: 5400,
                increment: 0,
            },
        ] {
            assert_eq!(clock.to_string().parse(), Ok(clock), "{clock}");
        }
    }

    #[test]
    fn the_mover_keeps_what_was_left_plus_the_increment() {
        // Seat 0 had 60 s when its turn began at 0 and plays at 20 s: 40 s left, +5 s.
        let step = live_step(
            5,
            &[60_000, 50_000],
            Some(at(60)),
            Some(Seat(0)),
            Some(Seat(1)),
            true,
            at(20),
        );
        assert_eq!(step.banks, vec![Some(45_000), None]);
        assert_eq!(step.deadline, Some(at(70)), "seat 1's 50 s start now");
    }

    #[test]
    fn the_same_mover_runs_on_and_a_late_bank_stays_empty() {
        let same = live_step(
            5,
            &[60_000, 50_000],
            Some(at(60)),
            Some(Seat(0)),
            Some(Seat(0)),
            true,
            at(20),
        );
        assert_eq!(same.banks, vec![None, None]);
        assert_eq!(same.deadline, Some(at(60)));
        // A resignation after the flag fell: no increment, nothing below zero, game over.
        let late = live_step(
            5,
            &[60_000, 50_000],
            Some(at(60)),
            Some(Seat(0)),
            None,
            false,
            at(90),
        );
        assert_eq!(late.banks, vec![Some(0), None]);
        assert_eq!(late.deadline, None);
    }

    #[test]
    fn a_takeback_hands_the_clock_back_without_increment() {
        let step = live_step(
            5,
            &[60_000, 50_000],
            Some(at(30)),
            Some(Seat(1)),
            Some(Seat(0)),
            false,
            at(10),
        );
        assert_eq!(step.banks, vec![None, Some(20_000)]);
        assert_eq!(step.deadline, Some(at(70)));
    }
}
