//! The Discord layer: poise slash commands and button handlers. Thin: parse, call the game
//! service, render, reply. Every error the user can fix is answered ephemerally.

pub mod answer;
pub mod buttons;
pub mod commands;
pub mod computer;
pub mod decisions;
pub mod grid;
pub mod ids;
pub mod limit;
pub mod replay;
pub mod reply;
pub mod sweep;
pub mod text;

use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use poise::serenity_prelude as serenity;

use crate::config::{DiscordConfig, Shards};
use crate::render::Renderer;
use crate::service::GameService;

/// What every command and handler can reach.
pub struct Data {
    pub service: GameService,
    pub renderer: Arc<Renderer>,
    pub challenge_expiry: std::time::Duration,
    pub limit: Arc<limit::RateLimit>,
    pub in_flight: Arc<InFlight>,
    pub computer: Arc<computer::Computer>,
}

/// Interactions being answered, so that a shutdown can let them finish.
#[derive(Default)]
pub struct InFlight {
    count: AtomicUsize,
    drained: Notify,
}

/// One interaction being answered; dropping it marks it done.
pub struct Busy(Arc<InFlight>);

impl Drop for Busy {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.drained.notify_waiters();
        }
    }
}

impl InFlight {
    pub fn enter(self: &Arc<Self>) -> Busy {
        self.count.fetch_add(1, Ordering::AcqRel);
        Busy(self.clone())
    }

    /// Waits until nothing is in flight, or `limit` has passed; says whether it drained.
    pub async fn drain(&self, limit: Duration) -> bool {
        let wait = async {
            loop {
                let drained = self.drained.notified();
                if self.count.load(Ordering::Acquire) == 0 {
                    return;
                }
                drained.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
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

/// How long a shutdown waits for interactions being answered.
pub const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// Connects to Discord (or the fake given by `DISCORD_API_BASE`), registers the commands and
/// serves until the connection ends for good or `shutdown` completes. On shutdown the gateway
/// connections close first (no new interactions), then the answers under way finish.
pub async fn run(
    config: &DiscordConfig,
    service: GameService,
    shutdown: impl Future<Output = ()>,
) -> Result<(), Error> {
    let token = config.discord_token.as_deref().ok_or(
        "DISCORD_TOKEN is not set: make a bot in the Discord developer portal \
         (https://discord.com/developers/applications), copy its token, and put \
         DISCORD_TOKEN=... in .env (see README)",
    )?;
    let mut http = serenity::HttpBuilder::new(token);
    if let Some(base) = &config.discord_api_base {
        // serenity only honours the proxy with its own ratelimiter off.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    let guild = config.discord_guild_id.map(serenity::GuildId::new);
    let expiry = config.challenge_expiry;
    let sweep_service = service.clone();
    let renderer = Arc::new(Renderer::new());
    let sweep_renderer = renderer.clone();
    let limit = Arc::new(limit::RateLimit::new(config.rate_limit.0));
    let computer = computer::Computer::new(service.clone(), renderer.clone(), config.computer_time);
    let sweep_computer = computer.clone();
    let in_flight = Arc::new(InFlight::default());
    let data = Data {
        service,
        renderer,
        challenge_expiry: config.challenge_expiry,
        limit: limit.clone(),
        in_flight: in_flight.clone(),
        computer,
    };
    // Users who stopped clicking are forgotten by the rate limiter.
    let forgetting = tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(60));
        loop {
            every.tick().await;
            limit.forget_idle();
        }
    });
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![commands::pente()],
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            on_error: |error| Box::pin(reply::on_framework_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    Some(g) => poise::builtins::register_in_guild(ctx, commands, g).await?,
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                sweep_computer.connect(ctx.http.clone());
                sweep::spawn(ctx.http.clone(), sweep_service, sweep_renderer, sweep_computer, expiry);
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    commands = if guild.is_some() { "registered in the test server" } else { "registered globally" },
                    "pente-bot is ready"
                );
                Ok(data)
            })
        })
        .build();
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
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
        result = connected => result.map_err(Error::from),
        () = shutdown => {
            tracing::info!("shutting down: closing the gateway, finishing answers under way");
            shards.shutdown_all().await;
            if !in_flight.drain(DRAIN_LIMIT).await {
                tracing::warn!("some answers were still under way after {DRAIN_LIMIT:?}");
            }
            Ok(())
        }
    };
    forgetting.abort();
    result
}
