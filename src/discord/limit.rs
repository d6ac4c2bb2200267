//! Per-user rate limits on commands and buttons: a burst of `count` actions, refilled evenly
//! over `per` (the GCRA of the `governor` crate, one cell per user). A flood from one user
//! then costs the database and the renderer nothing, and everyone else plays on.

use std::num::NonZeroU32;
use std::str::FromStr;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

/// How many actions a user may take in how long, as configured (`20/10s`), or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimitSetting {
    pub count: u32,
    pub per: Duration,
}

impl FromStr for RateLimitSetting {
    type Err = String;

    /// `20/10s`: 20 actions, refilled over 10 seconds.
    fn from_str(text: &str) -> Result<Self, String> {
        let wrong = || {
            format!("`{text}` is not a rate limit: write e.g. 20/10s (20 actions per 10 seconds), or off")
        };
        let (count, per) = text.split_once('/').ok_or_else(wrong)?;
        let count: u32 = count.trim().parse().map_err(|_| wrong())?;
        let per = humantime::parse_duration(per.trim()).map_err(|_| wrong())?;
        // Below a nanosecond per action governor has no period: the limit would silently go.
        if count == 0 || (per / count).is_zero() || per > Duration::from_secs(3600) {
            return Err(wrong());
        }
        Ok(RateLimitSetting { count, per })
    }
}

impl std::fmt::Display for RateLimitSetting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.count, humantime::format_duration(self.per))
    }
}

/// The limiter every command and button goes through.
pub struct RateLimit {
    limiter: Option<DefaultKeyedRateLimiter<u64>>,
    setting: Option<RateLimitSetting>,
}

impl RateLimit {
    pub fn new(setting: Option<RateLimitSetting>) -> RateLimit {
        let limiter = setting.and_then(|s| {
            let count = NonZeroU32::new(s.count)?;
            let quota = Quota::with_period(s.per / s.count)?.allow_burst(count);
            Some(governor::RateLimiter::keyed(quota))
        });
        RateLimit { limiter, setting }
    }

    /// `Ok` if `user` may act now; otherwise what to tell them.
    pub fn check(&self, user: u64) -> Result<(), String> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        match limiter.check_key(&user) {
            Ok(()) => Ok(()),
            Err(not_until) => {
                metrics::counter!(crate::observe::RATE_LIMITED).increment(1);
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                let setting = self.setting.map(|s| s.to_string()).unwrap_or_default();
                Err(format!(
                    "Slow down: at most {setting} actions per player. Try again in {:.1} s.",
                    wait.as_secs_f64().max(0.1)
                ))
            }
        }
    }

    /// Forgets users whose allowance is full again, so memory follows recent users only.
    pub fn forget_idle(&self) {
        if let Some(limiter) = &self.limiter {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_and_refuse() {
        assert_eq!(
            "20/10s".parse(),
            Ok(RateLimitSetting {
                count: 20,
                per: Duration::from_secs(10)
            })
        );
        for bad in ["20", "0/10s", "20/0s", "x/10s", "20/2h"] {
            assert!(bad.parse::<RateLimitSetting>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_burst_passes_then_the_user_waits_and_others_do_not() {
        let limit = RateLimit::new(Some("3/1h".parse().unwrap()));
        for _ in 0..3 {
            assert_eq!(limit.check(1), Ok(()));
        }
        let refused = limit.check(1).unwrap_err();
        assert!(
            refused.starts_with("Slow down: at most 3/1h actions per player. Try again in "),
            "{refused}"
        );
        assert_eq!(limit.check(2), Ok(()), "another player is not slowed");
        assert_eq!(RateLimit::new(None).check(1), Ok(()));
    }
}
