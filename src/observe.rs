//! Observability: the metrics' names and how they are recorded, through the `metrics` facade:
//! without an installed recorder (tests, the CLI tools) recording costs nothing. The service
//! and the Discord layer record here; [`crate::ops`] serves the metrics with the health
//! checks. This module uses no other module of the crate.

use std::time::Duration;

use metrics_exporter_prometheus::{BuildError, Matcher, PrometheusBuilder, PrometheusHandle};

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

/// Engine reviews made (not those read back from storage), the positions they searched and
/// the seconds they took (a review takes up to a minute: counters, not a histogram of the
/// interactions' buckets).
pub const REVIEWS: &str = "pente_reviews_total";
pub const REVIEW_POSITIONS: &str = "pente_review_positions_total";
pub const REVIEW_SECONDS: &str = "pente_review_search_seconds_total";

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

/// Records one review made, of `positions` positions, in `seconds`.
pub fn review(seconds: f32, positions: usize) {
    metrics::counter!(REVIEWS).increment(1);
    metrics::counter!(REVIEW_POSITIONS).increment(positions as u64);
    metrics::counter!(REVIEW_SECONDS).increment(seconds.round() as u64);
}
