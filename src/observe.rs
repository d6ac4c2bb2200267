//! Observability: Prometheus metrics at `/metrics` and a health check at `/healthz`, on their
//! own small HTTP listener (`PENTE_METRICS_ADDR`). Metrics are recorded through the `metrics`
//! facade: without an installed recorder (tests, the CLI tools) recording costs nothing.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::{BuildError, Matcher, PrometheusBuilder, PrometheusHandle};

use crate::service::GameService;

/// Interactions handled, by kind (`command`, `button`), name and outcome (`ok`, `error`).
pub const INTERACTIONS: &str = "pente_interactions_total";
/// Seconds from receiving an interaction to having answered it, by kind.
pub const INTERACTION_SECONDS: &str = "pente_interaction_seconds";
/// Seconds to draw and encode one board picture.
pub const RENDER_SECONDS: &str = "pente_render_seconds";
/// Interactions refused by the per-user rate limit.
pub const RATE_LIMITED: &str = "pente_rate_limited_total";
/// Games being played (read from the database at each scrape).
pub const GAMES_ACTIVE: &str = "pente_games_active";
/// Database connections, by state (`idle`, `busy`).
pub const DB_CONNECTIONS: &str = "pente_db_connections";
/// Moves, decisions, resignations and timeouts stored.
pub const ACTIONS: &str = "pente_actions_total";

/// Installs the process-wide recorder and returns the handle that renders it.
pub fn install() -> Result<PrometheusHandle, BuildError> {
    // Latencies that matter here run from a millisecond (a move) to seconds (a deferred answer).
    const BUCKETS: [f64; 13] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
    ];
    PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &BUCKETS)?
        .install_recorder()
}

/// Records one handled interaction.
pub fn interaction(kind: &'static str, name: String, ok: bool, took: Duration) {
    let outcome = if ok { "ok" } else { "error" };
    metrics::counter!(INTERACTIONS, "kind" => kind, "name" => name, "outcome" => outcome)
        .increment(1);
    metrics::histogram!(INTERACTION_SECONDS, "kind" => kind).record(took.as_secs_f64());
}

#[derive(Clone)]
struct Shared {
    handle: PrometheusHandle,
    service: GameService,
}

/// Serves `/metrics` and `/healthz` on `addr` until `shutdown` completes.
pub async fn serve(
    addr: SocketAddr,
    handle: PrometheusHandle,
    service: GameService,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(addr = %listener.local_addr()?, "serving /metrics and /healthz");
    let app = Router::new()
        .route("/metrics", get(metrics_page))
        .route("/healthz", get(health))
        .with_state(Shared { handle, service });
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

/// 200 while the database answers within two seconds, 503 otherwise.
async fn health(State(shared): State<Shared>) -> (StatusCode, &'static str) {
    let ping = tokio::time::timeout(Duration::from_secs(2), shared.service.ping());
    match ping.await {
        Ok(Ok(())) => (StatusCode::OK, "ok\n"),
        _ => (StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n"),
    }
}
