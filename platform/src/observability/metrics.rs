//! The process's Prometheus recorder and what the server records into it.
//!
//! One recorder per process, installed the first time it is asked for (a test process builds
//! many apps; they share it). Request labels are closed sets: the API operation's id (or the
//! kind of route for what is not an API operation) and the status code, never a raw path.

use std::sync::OnceLock;
use std::time::Duration;

use metrics::SharedString;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub const HTTP_REQUESTS: &str = "canopy_http_requests_total";
pub const HTTP_DURATION: &str = "canopy_http_request_duration_seconds";
pub const DB_POOL_CONNECTIONS: &str = "canopy_db_pool_connections";
pub const DB_POOL_IDLE: &str = "canopy_db_pool_idle_connections";
pub const DB_POOL_IN_USE: &str = "canopy_db_pool_in_use_connections";
pub const DB_POOL_MAX: &str = "canopy_db_pool_max_connections";
pub const JOB_QUEUE_DEPTH: &str = "canopy_job_queue_depth";
pub const JOB_QUEUE_SCHEDULED: &str = "canopy_job_queue_scheduled";
pub const JOB_QUEUE_RUNNING: &str = "canopy_job_queue_running";
pub const JOB_QUEUE_OLDEST_AGE: &str = "canopy_job_queue_oldest_pending_age_seconds";
pub const JOB_QUEUE_SAMPLE_OK: &str = "canopy_job_queue_sample_ok";
pub const CENSUS_ROWS: &str = "canopy_census_commit_rows_total";
pub const CENSUS_DURATION: &str = "canopy_census_commit_duration_seconds";
pub const CENSUS_ROWS_PER_SECOND: &str = "canopy_census_commit_rows_per_second";
pub const HTTP_SHED: &str = "canopy_http_requests_shed_total";

const LATENCY_BUCKETS: &[f64] = &[
    0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
const CENSUS_SECONDS_BUCKETS: &[f64] = &[0.1, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 300.0];
const CENSUS_RATE_BUCKETS: &[f64] = &[
    100.0, 500.0, 1_000.0, 2_500.0, 5_000.0, 10_000.0, 25_000.0, 50_000.0, 100_000.0,
];
/// How often histogram samples are folded into their buckets between scrapes, so that a
/// server nobody scrapes keeps a bounded amount of them.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The recorder's handle, installing the recorder as the process's own on first use.
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(HTTP_DURATION.into()), LATENCY_BUCKETS)
            .and_then(|b| {
                b.set_buckets_for_metric(
                    Matcher::Full(CENSUS_DURATION.into()),
                    CENSUS_SECONDS_BUCKETS,
                )
            })
            .and_then(|b| {
                b.set_buckets_for_metric(
                    Matcher::Full(CENSUS_ROWS_PER_SECOND.into()),
                    CENSUS_RATE_BUCKETS,
                )
            })
            .expect("the bucket lists are not empty")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("another metrics recorder is installed: /metrics shows nothing");
        }
        describe();
        let upkeep = handle.clone();
        let started = std::thread::Builder::new()
            .name("metrics-upkeep".into())
            .spawn(move || loop {
                std::thread::sleep(UPKEEP_EVERY);
                upkeep.run_upkeep();
            });
        if let Err(e) = started {
            tracing::warn!(error = %e, "the metrics upkeep thread did not start");
        }
        handle
    })
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(
        HTTP_REQUESTS,
        "Requests answered, by API operation (or kind of route) and status"
    );
    describe_histogram!(
        HTTP_DURATION,
        Unit::Seconds,
        "Time to answer a request (until its headers are ready), by operation and status"
    );
    describe_gauge!(
        DB_POOL_CONNECTIONS,
        "Connections the pool holds, idle or in use"
    );
    describe_gauge!(DB_POOL_IDLE, "Connections of the pool waiting for work");
    describe_gauge!(DB_POOL_IN_USE, "Connections of the pool in use");
    describe_gauge!(DB_POOL_MAX, "The most connections the pool opens");
    describe_gauge!(
        JOB_QUEUE_DEPTH,
        "Jobs waiting in a queue that could start now"
    );
    describe_gauge!(
        JOB_QUEUE_SCHEDULED,
        "Jobs waiting in a queue for their time to come"
    );
    describe_gauge!(JOB_QUEUE_RUNNING, "Jobs of a queue running now");
    describe_gauge!(
        JOB_QUEUE_OLDEST_AGE,
        Unit::Seconds,
        "How long the oldest job that could start has waited (0 when none waits)"
    );
    describe_gauge!(
        JOB_QUEUE_SAMPLE_OK,
        "1 when the last scrape read the job queues, 0 when it could not (their gauges are then stale)"
    );
    describe_counter!(
        CENSUS_ROWS,
        "People (employees and dependents) of committed census imports"
    );
    describe_histogram!(
        CENSUS_DURATION,
        Unit::Seconds,
        "Time a census commit took, from reading the file to the committed roster"
    );
    describe_histogram!(
        CENSUS_ROWS_PER_SECOND,
        "People per second of each census commit"
    );
    describe_counter!(
        HTTP_SHED,
        "API requests answered 503 at once because the server was past capacity"
    );
}

/// Records one request shed past capacity.
pub fn record_shed() {
    metrics::counter!(HTTP_SHED).increment(1);
}

/// Records one answered request. `operation` comes from [`route_label`].
pub fn record_request(operation: &'static str, status: u16, elapsed: Duration) {
    let status = status_label(status);
    metrics::counter!(HTTP_REQUESTS, "operation" => operation, "status" => status.clone())
        .increment(1);
    metrics::histogram!(HTTP_DURATION, "operation" => operation, "status" => status)
        .record(elapsed.as_secs_f64());
}

/// Records one committed census import of `rows` people.
pub fn record_census_commit(rows: usize, elapsed: Duration) {
    let seconds = elapsed.as_secs_f64();
    metrics::counter!(CENSUS_ROWS).increment(rows as u64);
    metrics::histogram!(CENSUS_DURATION).record(seconds);
    if seconds > 0.0 {
        metrics::histogram!(CENSUS_ROWS_PER_SECOND).record(rows as f64 / seconds);
    }
}

/// The `operation` label of a request: the API operation's id when the request reached one,
/// otherwise the kind of route (snake_case, unlike operation ids). Never the path itself, whose
/// ids would make a new series per record.
pub fn route_label(operation: Option<&'static str>, path: &str) -> &'static str {
    if let Some(operation) = operation {
        return operation;
    }
    match path {
        "/metrics" => "metrics",
        "/api/openapi.json" => "openapi_document",
        p if p.starts_with("/api/docs") => "api_docs",
        p if p.starts_with("/api/brand-assets/") => "brand_asset",
        // Refused before routing (CSRF, body limits) or matching no operation.
        p if p == "/api" || p.starts_with("/api/") => "api_other",
        p if p == "/admin" || p.starts_with("/admin/") => "admin_ui",
        _ => "portal_ui",
    }
}

/// The status code as a label, without allocating for the codes the server answers with.
pub fn status_label(status: u16) -> SharedString {
    let known = match status {
        200 => "200",
        201 => "201",
        202 => "202",
        204 => "204",
        206 => "206",
        301 => "301",
        302 => "302",
        303 => "303",
        304 => "304",
        307 => "307",
        308 => "308",
        400 => "400",
        401 => "401",
        402 => "402",
        403 => "403",
        404 => "404",
        405 => "405",
        409 => "409",
        410 => "410",
        412 => "412",
        413 => "413",
        415 => "415",
        416 => "416",
        422 => "422",
        429 => "429",
        500 => "500",
        502 => "502",
        503 => "503",
        504 => "504",
        other => return SharedString::from_owned(other.to_string()),
    };
    SharedString::const_str(known)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_name_themselves_and_other_routes_name_their_kind() {
        assert_eq!(route_label(Some("getHealth"), "/api/health"), "getHealth");
        assert_eq!(
            route_label(
                Some("getGroup"),
                "/api/groups/0b7e3f1c-2d4a-4f6e-9a1b-3c5d7e9f1a2b"
            ),
            "getGroup"
        );
        assert_eq!(route_label(None, "/metrics"), "metrics");
        assert_eq!(route_label(None, "/api/openapi.json"), "openapi_document");
        assert_eq!(route_label(None, "/api/docs/index.css"), "api_docs");
        assert_eq!(
            route_label(None, "/api/brand-assets/summit/logo-3f2a.png"),
            "brand_asset"
        );
        assert_eq!(route_label(None, "/api/no/such/thing/42"), "api_other");
        assert_eq!(
            route_label(None, "/admin/assets/index-B1a9xQ2c.js"),
            "admin_ui"
        );
        assert_eq!(route_label(None, "/administrators"), "portal_ui");
        assert_eq!(route_label(None, "/dashboard/groups/42"), "portal_ui");
    }

    #[test]
    fn status_labels_are_the_codes() {
        for code in [200u16, 201, 304, 404, 409, 503, 418, 599] {
            assert_eq!(AsRef::<str>::as_ref(&status_label(code)), code.to_string());
        }
    }

    #[test]
    fn recorded_requests_are_rendered_by_operation_and_status() {
        let handle = handle();
        record_request("listWidgetsForTest", 200, Duration::from_millis(3));
        record_request("listWidgetsForTest", 200, Duration::from_millis(30));
        record_request("listWidgetsForTest", 404, Duration::from_millis(1));
        let text = handle.render();
        assert!(
            text.contains(
                r#"canopy_http_requests_total{operation="listWidgetsForTest",status="200"} 2"#
            ),
            "{text}"
        );
        assert!(
            text.contains(r#"canopy_http_request_duration_seconds_bucket{operation="listWidgetsForTest",status="200",le="0.005"} 1"#),
            "{text}"
        );
        assert!(text.contains("# TYPE canopy_http_request_duration_seconds histogram"));
    }

    /// Not a check but a measurement (`cargo test --release -- --ignored --nocapture
    /// record_cost`): what recording one request costs the middleware.
    #[test]
    #[ignore]
    fn record_cost() {
        handle();
        let operations = ["getHealth", "listGroups", "getGroup", "createQuote"];
        let n = 200_000u32;
        let started = std::time::Instant::now();
        for i in 0..n {
            let op = operations[i as usize % operations.len()];
            record_request(op, 200, Duration::from_micros(u64::from(i % 5000)));
        }
        let per = started.elapsed() / n;
        println!("one request recorded in {per:?}");
    }
}
