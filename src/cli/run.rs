//! `pente-bot` (or `pente-bot run`): the bot. Opens the database (starting the private
//! cluster if needed), migrates, connects to Discord, and on Ctrl-C or SIGTERM closes the pool
//! and stops the private cluster.

use crate::config::BotConfig;
use crate::db::Database;
use crate::service::GameService;

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,poise=warn"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
        let term = async {
            match term.as_mut() {
                Some(t) => {
                    t.recv().await;
                }
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            _ = ctrl_c => {},
            _ = term => {},
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}

/// Runs the bot; returns the exit code.
pub fn run(config: &BotConfig) -> i32 {
    init_logging();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return 1;
        }
    };
    runtime.block_on(async {
        if config.discord.discord_token.is_none() {
            eprintln!(
                "error: DISCORD_TOKEN is not set. Make a bot in the Discord developer portal \
                 (https://discord.com/developers/applications), copy its token, and put \
                 DISCORD_TOKEN=... in .env (see the README)."
            );
            return 2;
        }
        let db = match Database::open(&config.database).await {
            Ok(db) => db,
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        };
        let service = GameService::new(db.pool.clone());
        let code = tokio::select! {
            result = crate::discord::run(&config.discord, service) => match result {
                Ok(()) => 0,
                Err(e) => {
                    tracing::error!(error = %e, "the bot stopped");
                    1
                }
            },
            _ = shutdown_signal() => {
                tracing::info!("shutting down");
                0
            }
        };
        if let Err(e) = db.close().await {
            tracing::error!(error = %e, "stopping the private Postgres cluster");
        }
        code
    })
}
