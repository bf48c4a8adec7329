//! `GET /metrics`: the Prometheus text exposition, for the operator's scraper only.
//!
//! Who may read it: with `CANOPY_METRICS_TOKEN` set, a request carrying
//! `Authorization: Bearer <token>` (from anywhere, loopback included, since a proxy on the same
//! machine makes every request come from loopback); without it, only a client on this machine's
//! loopback whose request came through no proxy (it carries no `X-Forwarded-For`, `Forwarded`
//! or `X-Real-IP`). Everyone else is answered 404, as if there were nothing here.

use std::net::IpAddr;
use std::time::Duration;

use poem::http::{header, StatusCode};
use poem::web::Data;
use poem::{handler, Request, Response};
use sha2::{Digest, Sha256};

use super::metrics::{self as m, handle};
use super::queries;
use crate::auth::principal::client_ip;
use crate::error::{ErrorBody, ErrorCode};
use crate::state::AppState;

/// How long a scrape waits for the job queues' figures before it answers without them.
const QUEUE_TIMEOUT: Duration = Duration::from_secs(2);
const QUEUE_STATEMENT_TIMEOUT_MS: u32 = 1_500;

const PROXY_HEADERS: [&str; 3] = ["x-forwarded-for", "forwarded", "x-real-ip"];

#[handler]
pub async fn render_metrics(req: &Request, state: Data<&AppState>) -> Response {
    let forwarded = PROXY_HEADERS.iter().any(|h| req.headers().contains_key(*h));
    let allowed = may_scrape(
        state.config.metrics_token.as_deref(),
        req.header(header::AUTHORIZATION),
        &client_ip(req),
        forwarded,
    );
    if !allowed {
        let body = ErrorBody::new(ErrorCode::NotFound, "no such resource");
        return crate::http::json(StatusCode::NOT_FOUND, &body);
    }
    sample(&state).await;
    Response::builder()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .header(header::CACHE_CONTROL, "no-store")
        .body(handle().render())
}

/// The rule of the module's documentation. `client` is the request's client address as
/// `client_addr` worked it out.
pub fn may_scrape(
    token: Option<&str>,
    authorization: Option<&str>,
    client: &str,
    forwarded: bool,
) -> bool {
    match token {
        Some(token) => authorization
            .and_then(|value| value.trim().strip_prefix("Bearer "))
            .is_some_and(|given| same_secret(given.trim(), token)),
        None => !forwarded && client.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback()),
    }
}

/// Compared through their digests, so the time taken says nothing about the token.
fn same_secret(given: &str, token: &str) -> bool {
    Sha256::digest(given.as_bytes()) == Sha256::digest(token.as_bytes())
}

/// The gauges read at scrape time: the pool, then the job queues (within a time limit; a
/// scrape that cannot read them says so in `canopy_job_queue_sample_ok`).
async fn sample(state: &AppState) {
    let pool = &state.pool;
    let size = pool.size();
    let idle = u32::try_from(pool.num_idle()).unwrap_or(u32::MAX).min(size);
    metrics::gauge!(m::DB_POOL_CONNECTIONS).set(f64::from(size));
    metrics::gauge!(m::DB_POOL_IDLE).set(f64::from(idle));
    metrics::gauge!(m::DB_POOL_IN_USE).set(f64::from(size - idle));
    metrics::gauge!(m::DB_POOL_MAX).set(f64::from(pool.options().get_max_connections()));

    let read = tokio::time::timeout(
        QUEUE_TIMEOUT,
        queries::queue_stats(pool, QUEUE_STATEMENT_TIMEOUT_MS),
    )
    .await;
    let stats = match read {
        Ok(Ok(stats)) => stats,
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "the job queues could not be read for the metrics");
            metrics::gauge!(m::JOB_QUEUE_SAMPLE_OK).set(0.0);
            return;
        }
        Err(_) => {
            tracing::warn!("the job queues did not answer in time for the metrics");
            metrics::gauge!(m::JOB_QUEUE_SAMPLE_OK).set(0.0);
            return;
        }
    };
    for queue in stats {
        let name = queue.queue;
        metrics::gauge!(m::JOB_QUEUE_DEPTH, "queue" => name.clone()).set(queue.ready as f64);
        metrics::gauge!(m::JOB_QUEUE_SCHEDULED, "queue" => name.clone())
            .set(queue.scheduled as f64);
        metrics::gauge!(m::JOB_QUEUE_RUNNING, "queue" => name.clone()).set(queue.running as f64);
        metrics::gauge!(m::JOB_QUEUE_OLDEST_AGE, "queue" => name).set(queue.oldest_ready_seconds);
    }
    metrics::gauge!(m::JOB_QUEUE_SAMPLE_OK).set(1.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_token_only_direct_loopback_clients_read_the_metrics() {
        assert!(may_scrape(None, None, "127.0.0.1", false));
        assert!(may_scrape(None, None, "::1", false));
        assert!(may_scrape(None, None, "127.8.9.10", false));
        assert!(
            !may_scrape(None, None, "127.0.0.1", true),
            "a proxy on this machine forwarded it"
        );
        assert!(!may_scrape(None, None, "203.0.113.9", false));
        assert!(!may_scrape(None, None, "10.0.0.7", false));
        assert!(!may_scrape(None, None, "unknown", false));
        assert!(
            !may_scrape(None, Some("Bearer anything"), "203.0.113.9", false),
            "no token is configured, so none opens it"
        );
    }

    #[test]
    fn with_a_token_only_its_bearer_reads_the_metrics() {
        let token = Some("s3cret-token");
        assert!(may_scrape(
            token,
            Some("Bearer s3cret-token"),
            "203.0.113.9",
            true
        ));
        assert!(may_scrape(
            token,
            Some("Bearer s3cret-token"),
            "127.0.0.1",
            false
        ));
        assert!(
            !may_scrape(token, None, "127.0.0.1", false),
            "loopback is not enough"
        );
        assert!(!may_scrape(
            token,
            Some("Bearer s3cret-tokem"),
            "127.0.0.1",
            false
        ));
        assert!(!may_scrape(
            token,
            Some("Basic s3cret-token"),
            "127.0.0.1",
            false
        ));
        assert!(!may_scrape(token, Some("Bearer "), "127.0.0.1", false));
        assert!(!may_scrape(token, Some("s3cret-token"), "127.0.0.1", false));
    }
}
