//! The Discord layer: poise slash commands and button handlers. Thin: parse, call the game
//! service, render, reply. Every error the user can fix is answered ephemerally.
//!
//! It uses the service (and `config`, `observe`, `rating`), never the reverse. Its modules
//! depend one way, with no cycle: at the bottom the words and ids (`text`, `ids`) and what
//! stands alone (`limit`, `lifecycle`); `reply` (private answers) over `text`; `answer`
//! (answering in time) over `reply`; what is posted (`messages`, `decisions`, `grid`,
//! `replay`, `review`, the turn messages of `dm`) over those; on top the entry points:
//! `commands`, `buttons`, the background `sweep` and the `computer`'s posts. This file holds
//! what every handler reaches ([`Data`], [`Context`]) and connects them ([`run`]).

pub mod answer;
pub mod buttons;
pub mod commands;
pub mod computer;
pub mod decisions;
pub mod dm;
pub mod grid;
pub mod ids;
pub mod lifecycle;
pub mod limit;
pub mod messages;
pub mod replay;
pub mod reply;
pub mod review;
pub mod sweep;
pub mod text;
pub mod words;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use secrecy::ExposeSecret;
use tokio_util::task::TaskTracker;

use crate::config::{DiscordConfig, Shards};
use crate::service::{GameService, Reviewer};
use lifecycle::{Backoff, Failure, Fatal, Lifecycle};
use pente_render::Renderer;

/// What every command and handler can reach.
pub struct Data {
    pub service: GameService,
    pub renderer: Arc<Renderer>,
    pub challenge_expiry: std::time::Duration,
    pub limit: Arc<limit::RateLimit>,
    /// Interactions being answered, so that a shutdown can let them finish: each holds a
    /// token from [`TaskTracker::token`] while it is answered.
    pub in_flight: TaskTracker,
    pub computer: Arc<computer::Computer>,
    /// Engine reviews of finished games (`/pente review`).
    pub reviewer: Arc<Reviewer>,
}

impl Data {
    /// How long a new challenge or lobby stays open.
    pub fn challenge_lifetime(&self) -> chrono::Duration {
        // The setting is at most 30 days (config.rs), so it always fits.
        chrono::Duration::from_std(self.challenge_expiry).unwrap_or(chrono::Duration::days(30))
    }
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// The servers' language settings, so that posts made before a server's next command (the
/// computer's moves, reminders) speak them after a restart too. Until this is read, or if it
/// fails, those posts follow the server's Discord language as its interactions show it.
async fn load_server_languages(service: GameService) {
    match service.server_languages().await {
        Ok(servers) => {
            for (server, code) in servers {
                crate::l10n::set_server_setting(server, crate::l10n::Lang::from_code(&code));
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not read the servers' languages"),
    }
}

/// The `/pente` command with its names and descriptions in every language.
fn localized_commands() -> poise::Command<Data, Error> {
    let mut pente = commands::pente();
    commands::localize(&mut pente);
    pente
}

/// How long a shutdown waits for interactions being answered.
pub const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// How long the bot keeps retrying a request to Discord at start-up (checking the token,
/// registering the commands) while Discord fails or cannot be reached, before it gives up and
/// exits for its supervisor to restart it.
pub const STARTUP_PATIENCE: Duration = Duration::from_secs(300);

/// Connects to Discord (or the fake given by `DISCORD_API_BASE`), registers the commands and
/// serves until the connection ends for good, a [`lifecycle::Fatal`] failure is reported, or
/// `shutdown` completes. On shutdown the gateway connections close first (no new
/// interactions), then the answers under way finish.
pub async fn run(
    config: &DiscordConfig,
    service: GameService,
    lifecycle: Arc<Lifecycle>,
    shutdown: impl Future<Output = ()>,
) -> Result<(), Fatal> {
    let token = config.token().ok_or_else(|| {
        Fatal::Other(
            "DISCORD_TOKEN is not set: make a bot in the Discord developer portal \
             (https://discord.com/developers/applications), copy its token, and put \
             DISCORD_TOKEN=... in .env (see README)"
                .into(),
        )
    })?;
    let mut http = serenity::HttpBuilder::new(token.expose_secret());
    if let Some(base) = &config.discord_api_base {
        // serenity only honours the proxy with its own ratelimiter off.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    // serenity takes a failed gateway lookup for a passing fault and falls back to Discord's
    // default URL, where a refused token only shows as a close code much later (or, without
    // a route to Discord, never): ask first, and stop on a refusal.
    check_token(&http).await?;
    let guild = config.discord_guild_id.map(serenity::GuildId::new);
    let expiry = config.challenge_expiry;
    let sweep_service = service.clone();
    let languages_service = service.clone();
    let renderer = Arc::new(Renderer::new());
    let sweep_renderer = renderer.clone();
    let limit = Arc::new(limit::RateLimit::new(config.rate_limit.0));
    let computer = computer::Computer::new(service.clone(), config.computer_time);
    let reviewer = Reviewer::new(service.clone(), config.review_limits());
    let sweep_computer = computer.clone();
    let in_flight = TaskTracker::new();
    let data = Data {
        service,
        renderer,
        challenge_expiry: config.challenge_expiry,
        limit: limit.clone(),
        in_flight: in_flight.clone(),
        computer,
        reviewer,
    };
    // Users who stopped clicking are forgotten by the rate limiter.
    let forgetting = tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(60));
        loop {
            every.tick().await;
            limit.forget_idle();
        }
    });
    let registering = lifecycle.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![localized_commands()],
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            on_error: |error| Box::pin(reply::on_framework_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // The commands registered by the last run stay with Discord, so the bot
                // answers at once; registering again (with retries) goes on meanwhile.
                let commands =
                    poise::builtins::create_application_commands(&framework.options().commands);
                // READY means a shard is connected; the shard watch keeps this up to date.
                registering.set_connected(true, std::time::Instant::now());
                tokio::spawn(register(ctx.http.clone(), commands, guild, registering));
                tokio::spawn(load_server_languages(languages_service));
                sweep_computer.connect(computer::PostMoves {
                    http: ctx.http.clone(),
                    renderer: sweep_renderer.clone(),
                    service: sweep_service.clone(),
                });
                sweep::spawn(
                    ctx.http.clone(),
                    sweep_service,
                    sweep_renderer,
                    sweep_computer,
                    expiry,
                );
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    "pente-bot is connected"
                );
                Ok(data)
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .map_err(|e| Fatal::Other(format!("cannot set up the Discord client: {e}")))?;
    let shards = client.shard_manager.clone();
    let watching = tokio::spawn(watch_shards(shards.clone(), lifecycle.clone()));
    let shard_config = config.shards;
    let connected = async move {
        match shard_config {
            None => client.start().await,
            Some(Shards::Auto) => client.start_autosharded().await,
            Some(Shards::Range { first, last, total }) => {
                client.start_shard_range(first..last + 1, total).await
            }
        }
    };
    let result = tokio::select! {
        result = connected => result.map_err(|e| match e {
            serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => Fatal::GatewayClosed { code: 4004 },
            serenity::Error::Gateway(serenity::GatewayError::InvalidGatewayIntents) => Fatal::GatewayClosed { code: 4013 },
            serenity::Error::Gateway(serenity::GatewayError::DisallowedGatewayIntents) => Fatal::GatewayClosed { code: 4014 },
            e => Fatal::Other(format!("the Discord connection ended: {e}")),
        }),
        fatal = lifecycle.failed() => {
            shards.shutdown_all().await;
            Err(fatal)
        }
        () = shutdown => {
            tracing::info!("shutting down: closing the gateway, finishing answers under way");
            shards.shutdown_all().await;
            if !finish_answers(&in_flight, DRAIN_LIMIT).await {
                tracing::warn!("some answers were still under way after {DRAIN_LIMIT:?}");
            }
            Ok(())
        }
    };
    forgetting.abort();
    watching.abort();
    result
}

/// Lets the interactions being answered finish: closes the tracker (its wait ends once no token
/// is held) and waits for that, or until `limit` has passed; says whether they all finished.
async fn finish_answers(in_flight: &TaskTracker, limit: Duration) -> bool {
    in_flight.close();
    tokio::time::timeout(limit, in_flight.wait()).await.is_ok()
}

/// Asks Discord for the gateway with the bot's token: a 401 is fatal.
async fn check_token(http: &serenity::Http) -> Result<(), Fatal> {
    persist(
        "reaching Discord",
        || http.get_gateway(),
        |status, body| match status {
            401 => Fatal::TokenRefused,
            _ => Fatal::Other(format!(
                "Discord refused the gateway lookup (HTTP {status}): {body}"
            )),
        },
    )
    .await
    .map(drop)
}

/// Registers the slash commands (in the test server, or globally); a refusal, or running out
/// of patience, is fatal.
async fn register(
    http: Arc<serenity::Http>,
    commands: Vec<serenity::CreateCommand>,
    guild: Option<serenity::GuildId>,
    lifecycle: Arc<Lifecycle>,
) {
    let sent = persist(
        "registering the slash commands",
        || async {
            match guild {
                Some(g) => g.set_commands(&http, commands.clone()).await,
                None => serenity::Command::set_global_commands(&http, commands.clone()).await,
            }
        },
        |status, body| Fatal::CommandsRefused { status, body },
    )
    .await;
    match sent {
        Ok(_) => {
            tracing::info!(
                scope = if guild.is_some() {
                    "the test server"
                } else {
                    "global"
                },
                "slash commands registered: pente-bot is ready"
            );
            lifecycle.set_registered();
        }
        Err(fatal) => lifecycle.fail(fatal),
    }
}

/// Sends `request` until it succeeds, retrying passing failures (5xx, 429, network) with
/// [`Backoff`] for [`STARTUP_PATIENCE`]; a refusal becomes `refused(status, Discord's answer)`.
async fn persist<T, F: std::future::Future<Output = Result<T, serenity::Error>>>(
    what: &'static str,
    mut request: impl FnMut() -> F,
    refused: impl Fn(u16, String) -> Fatal,
) -> Result<T, Fatal> {
    let mut backoff = Backoff::new(STARTUP_PATIENCE);
    loop {
        let error = match request().await {
            Ok(answer) => return Ok(answer),
            Err(e) => e,
        };
        match lifecycle::classify(&error) {
            Failure::Refused { status, body } => return Err(refused(status, body)),
            Failure::Passing(why) => {
                let now = std::time::Instant::now();
                let Some(wait) = backoff.next_wait(now) else {
                    return Err(Fatal::GaveUp {
                        what,
                        waited: backoff.waited(now),
                        last: why,
                    });
                };
                tracing::warn!(error = %why, retry_in = ?wait, "{what} failed; retrying");
                tokio::time::sleep(wait).await;
            }
        }
    }
}

/// Keeps [`Lifecycle`] told whether any shard is connected (serenity's shard runners say so).
async fn watch_shards(shards: Arc<serenity::ShardManager>, lifecycle: Arc<Lifecycle>) {
    let mut every = tokio::time::interval(Duration::from_secs(1));
    loop {
        every.tick().await;
        let connected = shards
            .runners
            .lock()
            .await
            .values()
            .any(|r| r.stage == serenity::ConnectionStage::Connected);
        lifecycle.set_connected(connected, std::time::Instant::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_shutdown_waits_for_answers_under_way_within_its_limit() {
        let in_flight = TaskTracker::new();
        assert!(finish_answers(&in_flight, DRAIN_LIMIT).await, "none");

        let in_flight = TaskTracker::new();
        let answering = in_flight.token();
        let finishing = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(50)).await;
            drop(answering);
        });
        let started = std::time::Instant::now();
        assert!(finish_answers(&in_flight, DRAIN_LIMIT).await, "finished");
        assert!(started.elapsed() >= Duration::from_millis(50));
        finishing.await.unwrap();

        let in_flight = TaskTracker::new();
        let _stuck = in_flight.token();
        let started = std::time::Instant::now();
        let limit = Duration::from_millis(100);
        assert!(!finish_answers(&in_flight, limit).await, "gave up");
        assert!(started.elapsed() >= limit);
    }
}
