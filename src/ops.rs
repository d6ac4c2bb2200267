//! The ops listener: Prometheus metrics at `/metrics`, readiness at `/healthz` and liveness at
//! `/livez`, on their own small HTTP listener (`PENTE_METRICS_ADDR`); and, under systemd,
//! readiness and watchdog notifications that follow the same check. It reads the service (the
//! database) and the Discord layer's [`Lifecycle`]; the metrics themselves are named and
//! recorded in [`crate::observe`].

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::PrometheusHandle;

use crate::discord::lifecycle::Lifecycle;
use crate::observe::{DB_CONNECTIONS, GAMES_ACTIVE};
use crate::service::GameService;

#[derive(Clone)]
struct Shared {
    handle: PrometheusHandle,
    service: GameService,
    lifecycle: Arc<Lifecycle>,
}

/// Serves `/metrics`, `/healthz` and `/livez` on `addr` until `shutdown` completes.
pub async fn serve(
    addr: SocketAddr,
    handle: PrometheusHandle,
    service: GameService,
    lifecycle: Arc<Lifecycle>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(addr = %listener.local_addr()?, "serving /metrics, /healthz and /livez");
    let app = Router::new()
        .route("/metrics", get(metrics_page))
        .route("/healthz", get(health))
        .route("/livez", get(|| async { "alive\n" }))
        .with_state(Shared {
            handle,
            service,
            lifecycle,
        });
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
}

/// A scrape also reads what only the database knows.
async fn metrics_page(State(shared): State<Shared>) -> String {
    let pool = shared.service.pool();
    let (size, idle) = (pool.size() as f64, pool.num_idle() as f64);
    metrics::gauge!(DB_CONNECTIONS, "state" => "idle").set(idle);
    metrics::gauge!(DB_CONNECTIONS, "state" => "busy").set((size - idle).max(0.0));
    let count = tokio::time::timeout(Duration::from_secs(2), shared.service.active_game_count());
    if let Ok(Ok(n)) = count.await {
        metrics::gauge!(GAMES_ACTIVE).set(n as f64);
    }
    shared.handle.render()
}

/// Ready, or why not: connected to Discord (within the grace), commands registered, and the
/// database answering within two seconds.
pub async fn ready(service: &GameService, lifecycle: &Lifecycle) -> Result<(), String> {
    lifecycle
        .readiness(Instant::now())
        .map_err(|e| e.to_string())?;
    let ping = tokio::time::timeout(Duration::from_secs(2), service.ping());
    match ping.await {
        Ok(Ok(())) => Ok(()),
        _ => Err("database unavailable".into()),
    }
}

/// Readiness: 200 when [`ready`], 503 with the reason otherwise.
async fn health(State(shared): State<Shared>) -> (StatusCode, String) {
    match ready(&shared.service, &shared.lifecycle).await {
        Ok(()) => (StatusCode::OK, "ok\n".into()),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")),
    }
}

/// Under systemd (`Type=notify`): READY=1 once [`ready`], then WATCHDOG=1 at half the
/// watchdog interval for as long as it stays ready, so that systemd restarts a bot that has
/// lost Discord or its database for longer than `WatchdogSec`. Without `NOTIFY_SOCKET` it
/// does nothing.
pub async fn notify_systemd(service: GameService, lifecycle: Arc<Lifecycle>) {
    if std::env::var_os("NOTIFY_SOCKET").is_none() {
        return;
    }
    let every = sd_notify::watchdog_enabled().map_or(Duration::from_secs(5), |d| {
        (d / 2).max(Duration::from_millis(100))
    });
    let mut told_ready = false;
    let mut tick = tokio::time::interval(every);
    loop {
        tick.tick().await;
        let state = ready(&service, &lifecycle).await;
        let sent = match (&state, told_ready) {
            (Ok(()), false) => {
                told_ready = true;
                sd_notify::notify(&[sd_notify::NotifyState::Ready])
            }
            (Ok(()), true) => sd_notify::notify(&[sd_notify::NotifyState::Watchdog]),
            (Err(why), _) => sd_notify::notify(&[sd_notify::NotifyState::Status(why)]),
        };
        if let Err(e) = sent {
            tracing::warn!(error = %e, "cannot notify systemd");
        }
    }
}
