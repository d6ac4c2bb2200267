//! The Discord layer: poise slash commands and button handlers. Thin: parse, call the game
//! service, render, reply. Every error the user can fix is answered ephemerally.

pub mod answer;
pub mod buttons;
pub mod commands;
pub mod decisions;
pub mod grid;
pub mod ids;
pub mod replay;
pub mod reply;
pub mod sweep;
pub mod text;

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::config::DiscordConfig;
use crate::render::Renderer;
use crate::service::GameService;

/// What every command and handler can reach.
pub struct Data {
    pub service: GameService,
    pub renderer: Arc<Renderer>,
    pub challenge_expiry: std::time::Duration,
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

/// Connects to Discord (or the fake given by `DISCORD_API_BASE`), registers the commands and
/// serves until the connection ends for good.
pub async fn run(config: &DiscordConfig, service: GameService) -> Result<(), Error> {
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
    let data = Data {
        service,
        renderer,
        challenge_expiry: config.challenge_expiry,
    };
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
                sweep::spawn(ctx.http.clone(), sweep_service, sweep_renderer, expiry);
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
    client.start().await?;
    Ok(())
}
