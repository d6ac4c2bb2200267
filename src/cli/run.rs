//! `pente-bot` (or `pente-bot run`): the bot. Opens the database (starting the private
//! cluster if needed), migrates, connects to Discord, and on Ctrl-C or SIGTERM closes the pool
//! and stops the private cluster.

use std::sync::Arc;

use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::Layer;

use crate::config::{BotConfig, LogFormat};
use crate::db::Database;
use crate::discord::lifecycle::{CloseCodeWatch, Lifecycle};
use crate::service::GameService;

/// Log lines filtered by RUST_LOG; beside them, whatever RUST_LOG says, the watch for the
/// gateway close codes that serenity only logs.
fn init_logging(format: LogFormat, lifecycle: Arc<Lifecycle>) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn,poise=warn"));
    let lines = match format {
        LogFormat::Text => tracing_subscriber::fmt::layer().boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .json()
            .flatten_event(true)
            .boxed(),
    };
    let _ = tracing_subscriber::registry()
        .with(lines.with_filter(filter))
        .with(CloseCodeWatch(lifecycle).with_filter(CloseCodeWatch::filter()))
        .try_init();
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
    let lifecycle = Arc::new(Lifecycle::new(
        config.ops.health_grace,
        Some(crate::discord::lifecycle::FATAL_EXIT_LIMIT),
    ));
    init_logging(config.ops.log_format, lifecycle.clone());
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return 1;
        }
    };
    let code = runtime.block_on(async {
        if config.discord.token().is_none() {
            eprintln!(
                "error: DISCORD_TOKEN is not set (or is blank). Make a bot in the Discord developer portal \
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
        // One signal stops everything: the bot, then the metrics listener.
        let (stop, _) = tokio::sync::broadcast::channel::<()>(1);
        let stopped = |stop: &tokio::sync::broadcast::Sender<()>| {
            let mut rx = stop.subscribe();
            async move {
                let _ = rx.recv().await;
            }
        };
        let metrics = match config
            .ops
            .metrics_addr
            .map(|a| (a, crate::observe::install()))
        {
            Some((addr, Ok(handle))) => Some(tokio::spawn(crate::ops::serve(
                addr,
                handle,
                service.clone(),
                lifecycle.clone(),
                stopped(&stop),
            ))),
            Some((_, Err(e))) => {
                tracing::error!(error = %e, "metrics are off");
                None
            }
            None => None,
        };
        let signal = stop.clone();
        tokio::spawn(async move {
            shutdown_signal().await;
            let _ = signal.send(());
        });
        let systemd = tokio::spawn(crate::ops::notify_systemd(
            service.clone(),
            lifecycle.clone(),
        ));
        let code = match crate::discord::run(&config.discord, service, lifecycle, stopped(&stop))
            .await
        {
            Ok(()) => 0,
            Err(fatal) => {
                tracing::error!(error = %fatal, "the bot stopped");
                eprintln!("error: {fatal}");
                fatal.exit_code()
            }
        };
        systemd.abort();
        let _ = stop.send(());
        if let Some(server) = metrics {
            match server.await {
                Ok(Err(e)) => tracing::error!(error = %e, "the metrics listener failed"),
                Err(e) => tracing::error!(error = %e, "the metrics listener failed"),
                Ok(Ok(())) => {}
            }
        }
        if let Err(e) = db.close().await {
            tracing::error!(error = %e, "stopping the private Postgres cluster");
        }
        code
    });
    // A task that never yields (seen: serenity's shard runner after a gateway close it does
    // not expect) would hold up the runtime's drop forever: bound the wait, so the process
    // always ends with its status.
    runtime.shutdown_timeout(SHUTDOWN_LIMIT);
    code
}

/// How long the runtime's tasks get to stop once the bot has finished.
const SHUTDOWN_LIMIT: std::time::Duration = std::time::Duration::from_secs(2);
