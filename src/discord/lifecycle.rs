//! Whether the bot is up, and the failures that must end it.
//!
//! The bot is *ready* once a gateway shard is connected and the slash commands are registered;
//! it stops being ready when every shard has been disconnected for longer than the grace period
//! (serenity keeps reconnecting meanwhile). `/healthz` and systemd's watchdog follow readiness.
//! A [`Fatal`] failure is one no retry can mend (a refused token or command registration, a
//! gateway close code that means the settings are wrong): it ends the process with a non-zero
//! status and a message that says what to fix, so a supervisor restarts it or the operator sees
//! why, instead of a process that looks alive and answers nothing.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use tokio::sync::Notify;

/// A failure that ends the process.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fatal {
    /// Discord answered 401 to the bot's token.
    #[error(
        "Discord refused the bot's token (HTTP 401): check DISCORD_TOKEN (developer portal, \
         Bot page, Reset Token)"
    )]
    TokenRefused,
    /// Discord refused the command registration (a 4xx other than 429); `body` is its answer,
    /// which names the field at fault.
    #[error("Discord refused the slash commands (HTTP {status}): {body}")]
    CommandsRefused { status: u16, body: String },
    /// Discord could not be reached, or kept failing, for the whole retry period.
    #[error("gave up {what} after {:?} of retries: {last}", waited)]
    GaveUp {
        what: &'static str,
        waited: Duration,
        last: String,
    },
    /// The gateway closed the connection with a code that reconnecting cannot mend.
    #[error("Discord closed the gateway connection with code {code}: {}", close_meaning(*.code))]
    GatewayClosed { code: u16 },
    /// Anything else that stops the bot from starting.
    #[error("{0}")]
    Other(String),
}

/// Gateway close codes after which reconnecting is pointless (Discord's gateway docs:
/// "reconnect: false"). 4004 is a bad token; 4010-4014 are wrong settings.
pub const FATAL_CLOSE_CODES: [u16; 6] = [4004, 4010, 4011, 4012, 4013, 4014];

fn close_meaning(code: u16) -> &'static str {
    match code {
        4004 => "authentication failed; check DISCORD_TOKEN",
        4010 => "invalid shard; check PENTE_SHARDS (shard ids run from 0 to total - 1)",
        4011 => "sharding required: the bot is in too many servers for one shard; set PENTE_SHARDS=auto or a range such as 0-1/2",
        4012 => "invalid API version; this pente-bot is too old for Discord's gateway, upgrade it",
        4013 => "invalid intents",
        4014 => "disallowed intents; the bot asks for no privileged intent, so check the application on the developer portal",
        _ => "unexpected close",
    }
}

impl Fatal {
    /// The process's exit status: 2 when the settings must change before a restart can help
    /// (systemd's example unit does not restart on 2), 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        match self {
            Fatal::TokenRefused | Fatal::CommandsRefused { .. } => 2,
            Fatal::GatewayClosed { code } if *code != 4012 => 2,
            _ => 1,
        }
    }
}

/// How long an orderly stop after a [`Fatal`] failure may take before the process is ended
/// without it.
pub const FATAL_EXIT_LIMIT: Duration = Duration::from_secs(10);

/// Why the bot is not ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// No shard has connected yet.
    Connecting,
    /// Connected, but the slash commands are not registered yet.
    Registering,
    /// Every shard has been disconnected for this long (more than the grace period).
    Disconnected(Duration),
}

impl std::fmt::Display for NotReady {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotReady::Connecting => f.write_str("connecting to Discord"),
            NotReady::Registering => f.write_str("registering the slash commands"),
            NotReady::Disconnected(d) => {
                write!(f, "disconnected from Discord for {}s", d.as_secs())
            }
        }
    }
}

/// The bot's state as the health checks see it; shared by the Discord layer, the HTTP
/// listener and the log watcher.
pub struct Lifecycle {
    grace: Duration,
    /// How long after a fatal failure the process is ended regardless (`None` in tests).
    last_resort: Option<Duration>,
    registered: AtomicBool,
    /// When a shard was last seen connected; `None` before the first connection.
    last_connected: Mutex<Option<Instant>>,
    connected: AtomicBool,
    fatal: Mutex<Option<Fatal>>,
    failed: Notify,
}

impl Lifecycle {
    /// `grace`: how long every shard may be disconnected before the bot is not ready.
    /// `last_resort`: how long an orderly stop after a fatal failure may take before the
    /// process is ended without it ([`FATAL_EXIT_LIMIT`] in the bot; `None` in tests).
    pub fn new(grace: Duration, last_resort: Option<Duration>) -> Lifecycle {
        Lifecycle {
            grace,
            last_resort,
            registered: AtomicBool::new(false),
            last_connected: Mutex::new(None),
            connected: AtomicBool::new(false),
            fatal: Mutex::new(None),
            failed: Notify::new(),
        }
    }

    /// The slash commands are registered.
    pub fn set_registered(&self) {
        self.registered.store(true, Ordering::Release);
    }

    /// What the shards' connections look like now: whether any shard is connected.
    pub fn set_connected(&self, connected: bool, now: Instant) {
        self.connected.store(connected, Ordering::Release);
        let mut last = self
            .last_connected
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if connected {
            *last = Some(now);
        }
    }

    /// Ready, or why not, at `now`.
    pub fn readiness(&self, now: Instant) -> Result<(), NotReady> {
        let last = *self
            .last_connected
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let Some(last) = last else {
            return Err(NotReady::Connecting);
        };
        if !self.connected.load(Ordering::Acquire) {
            let away = now.saturating_duration_since(last);
            if away > self.grace {
                return Err(NotReady::Disconnected(away));
            }
        }
        if !self.registered.load(Ordering::Acquire) {
            return Err(NotReady::Registering);
        }
        Ok(())
    }

    /// Ends the bot with `fatal` (the first one reported wins). The bot then stops in order
    /// (gateway, listener, pool, private cluster); should that not finish within the last
    /// resort's time, a plain thread ends the process anyway. Seen under load: after a
    /// close code serenity does not expect, its shard runner can spin without yielding and
    /// the runtime's timers stop, so an orderly stop may never come.
    pub fn fail(&self, fatal: Fatal) {
        let mut slot = self.fatal.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            tracing::error!(error = %fatal, "cannot go on");
            if let Some(limit) = self.last_resort {
                let fatal = fatal.clone();
                std::thread::spawn(move || {
                    std::thread::sleep(limit);
                    eprintln!("error: {fatal} (the bot did not stop in time)");
                    std::process::exit(fatal.exit_code());
                });
            }
            *slot = Some(fatal);
        }
        // notify_one keeps the wake-up for a waiter that arrives later.
        self.failed.notify_one();
    }

    /// Waits until a fatal failure is reported.
    pub async fn failed(&self) -> Fatal {
        loop {
            if let Some(f) = self.fatal.lock().unwrap_or_else(|e| e.into_inner()).clone() {
                return f;
            }
            self.failed.notified().await;
        }
    }
}

/// How long to wait before each retry of a request to Discord: 1 s, doubling up to 30 s, for
/// at most `patience` in all; `None` once it is used up.
pub struct Backoff {
    started: Instant,
    patience: Duration,
    next: Duration,
}

impl Backoff {
    pub fn new(patience: Duration) -> Backoff {
        Backoff {
            started: Instant::now(),
            patience,
            next: Duration::from_secs(1),
        }
    }

    /// The wait before the next try, or `None` when the next try would end after `patience`.
    pub fn next_wait(&mut self, now: Instant) -> Option<Duration> {
        let wait = self.next;
        if now.saturating_duration_since(self.started) + wait > self.patience {
            return None;
        }
        self.next = (self.next * 2).min(Duration::from_secs(30));
        Some(wait)
    }

    pub fn waited(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.started)
    }
}

/// How Discord answered a request, for deciding whether to try again.
pub enum Failure {
    /// A 5xx, a 429 or a network error: it may work later.
    Passing(String),
    /// Discord refused it (another 4xx): its status and what it said.
    Refused { status: u16, body: String },
}

/// Sorts a serenity error into [`Failure`].
pub fn classify(error: &poise::serenity_prelude::Error) -> Failure {
    use poise::serenity_prelude::{Error, HttpError};
    match error {
        Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            if status == 429 || status >= 500 {
                return Failure::Passing(format!("HTTP {status}"));
            }
            let e = &response.error;
            let mut body = format!("{} (code {})", e.message, e.code);
            for field in &e.errors {
                body.push_str(&format!(
                    "; {}: {} ({})",
                    field.path, field.message, field.code
                ));
            }
            Failure::Refused { status, body }
        }
        Error::Http(HttpError::Request(e)) => Failure::Passing(e.to_string()),
        other => Failure::Refused {
            status: 0,
            body: other.to_string(),
        },
    }
}

/// Watches serenity's log for the gateway close codes it only logs. serenity 0.12 ends the
/// client on 4004, 4013 and 4014, but on 4010 and 4011 it logs the code and reconnects, and 4012
/// it logs as an unknown close, reconnecting forever: a bot that can never connect and looks
/// alive. Its log lines are the only place those codes show, so this layer reads them (the
/// end-to-end tests close the fake gateway with each code, so a serenity upgrade that changes
/// the wording fails them).
pub struct CloseCodeWatch(pub std::sync::Arc<Lifecycle>);

impl CloseCodeWatch {
    /// The fatal close code a serenity gateway log line reports, if any.
    fn code_in(message: &str) -> Option<u16> {
        if message.contains("Sent invalid authentication") {
            return Some(4004);
        }
        if message.contains("Sent invalid shard data") {
            return Some(4010);
        }
        if message.contains("Shard has too many guilds") {
            return Some(4011);
        }
        if message.contains("Invalid gateway intents") {
            return Some(4013);
        }
        if message.contains("Disallowed gateway intents") {
            return Some(4014);
        }
        let rest = message.split("Unknown unclean close ").nth(1)?;
        let code: u16 = rest
            .split(|c: char| !c.is_ascii_digit())
            .next()?
            .parse()
            .ok()?;
        FATAL_CLOSE_CODES.contains(&code).then_some(code)
    }

    /// Only serenity's gateway logs at WARN and above are read.
    pub fn filter() -> tracing_subscriber::filter::Targets {
        tracing_subscriber::filter::Targets::new()
            .with_target("serenity::gateway", tracing::Level::WARN)
    }
}

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for CloseCodeWatch {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        struct Message(String);
        impl tracing::field::Visit for Message {
            fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
                if field.name() == "message" {
                    self.0 = format!("{value:?}");
                }
            }
        }
        let mut message = Message(String::new());
        event.record(&mut message);
        if let Some(code) = Self::code_in(&message.0) {
            self.0.fail(Fatal::GatewayClosed { code });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ready_needs_a_connection_and_the_commands_and_lapses_after_the_grace() {
        let life = Lifecycle::new(Duration::from_secs(60), None);
        let t0 = Instant::now();
        assert_eq!(life.readiness(t0), Err(NotReady::Connecting));
        life.set_connected(true, t0);
        assert_eq!(life.readiness(t0), Err(NotReady::Registering));
        life.set_registered();
        assert_eq!(life.readiness(t0), Ok(()));
        // Disconnected: still ready within the grace, then not.
        life.set_connected(false, t0 + Duration::from_secs(10));
        assert_eq!(life.readiness(t0 + Duration::from_secs(60)), Ok(()));
        assert_eq!(
            life.readiness(t0 + Duration::from_secs(61)),
            Err(NotReady::Disconnected(Duration::from_secs(61)))
        );
        life.set_connected(true, t0 + Duration::from_secs(70));
        assert_eq!(life.readiness(t0 + Duration::from_secs(200)), Ok(()));
    }

    #[test]
    fn backoff_doubles_to_thirty_seconds_and_stops_at_its_patience() {
        let mut b = Backoff::new(Duration::from_secs(120));
        let t0 = b.started;
        let waits: Vec<u64> = std::iter::from_fn(|| b.next_wait(t0).map(|d| d.as_secs()))
            .take(10)
            .collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 30, 30, 30, 30, 30]);
        let mut b = Backoff::new(Duration::from_secs(120));
        assert_eq!(
            b.next_wait(t0 + Duration::from_secs(119)),
            Some(Duration::from_secs(1))
        );
        assert_eq!(b.next_wait(t0 + Duration::from_secs(119)), None);
    }

    #[tokio::test]
    async fn the_first_fatal_failure_is_kept_and_wakes_a_later_waiter() {
        let life = Lifecycle::new(Duration::from_secs(1), None);
        life.fail(Fatal::GatewayClosed { code: 4011 });
        life.fail(Fatal::TokenRefused);
        assert_eq!(life.failed().await, Fatal::GatewayClosed { code: 4011 });
    }

    #[test]
    fn serenity_close_logs_name_their_codes() {
        let code = CloseCodeWatch::code_in;
        assert_eq!(
            code("[ShardInfo { id: 0 }] Shard has too many guilds."),
            Some(4011)
        );
        assert_eq!(
            code("[ShardInfo { id: 0 }] Sent invalid shard data."),
            Some(4010)
        );
        assert_eq!(
            code("[ShardInfo] Unknown unclean close 4012: Some(\"x\")"),
            Some(4012)
        );
        assert_eq!(code("[ShardInfo] Unknown unclean close 4000: None"), None);
        assert_eq!(code("[ShardInfo] Gateway ratelimited."), None);
    }

    #[test]
    fn settings_errors_exit_with_two() {
        assert_eq!(Fatal::TokenRefused.exit_code(), 2);
        assert_eq!(Fatal::GatewayClosed { code: 4011 }.exit_code(), 2);
        assert_eq!(Fatal::GatewayClosed { code: 4012 }.exit_code(), 1);
        let gave_up = Fatal::GaveUp {
            what: "registering",
            waited: Duration::from_secs(300),
            last: "HTTP 502".into(),
        };
        assert_eq!(gave_up.exit_code(), 1);
        assert!(Fatal::GatewayClosed { code: 4011 }
            .to_string()
            .contains("PENTE_SHARDS"));
    }
}
