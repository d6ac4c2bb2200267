//! Per-user rate limits on commands and buttons: a burst of `count` actions, refilled evenly
//! over `per` (the GCRA of the `governor` crate, one cell per user). A flood from one user
//! then costs the database and the renderer nothing, and everyone else plays on.

use std::num::NonZeroU32;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::config::RateLimitSetting;
use crate::l10n::{tr, Lang};

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

    /// `Ok` if `user` may act now; otherwise what to tell them, in `lang`.
    pub fn check(&self, user: u64, lang: Lang) -> Result<(), String> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        match limiter.check_key(&user) {
            Ok(()) => Ok(()),
            Err(not_until) => {
                metrics::counter!(crate::observe::RATE_LIMITED).increment(1);
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                let setting = self.setting.map(|s| s.to_string()).unwrap_or_default();
                let seconds = format!("{:.1}", wait.as_secs_f64().max(0.1));
                Err(tr(
                    lang,
                    "slow-down",
                    &[("setting", setting.into()), ("seconds", seconds.into())],
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
    fn a_burst_passes_then_the_user_waits_and_others_do_not() {
        let limit = RateLimit::new(Some("3/1h".parse().unwrap()));
        for _ in 0..3 {
            assert_eq!(limit.check(1, Lang::En), Ok(()));
        }
        let refused = limit.check(1, Lang::En).unwrap_err();
        assert!(
            refused.starts_with("Slow down: at most 3/1h actions per player. Try again in "),
            "{refused}"
        );
        assert_eq!(
            limit.check(2, Lang::En),
            Ok(()),
            "another player is not slowed"
        );
        assert_eq!(RateLimit::new(None).check(1, Lang::En), Ok(()));
        let swedish = limit.check(1, Lang::Sv).unwrap_err();
        assert!(swedish.starts_with("Sakta ner: högst 3/1h "), "{swedish}");
    }
}
