//! What operators see: the Prometheus metrics at `/metrics` and who may read them, liveness and
//! readiness, and the request's fields on every log line.

use std::sync::{Arc, Mutex};

use crate::common::census::import_census;
use crate::common::*;
use serde_json::json as j;

/// A scrape of `/metrics` as from `peer`, with `authorization` when given.
async fn scrape(
    app: &TestApp,
    peer: &str,
    authorization: Option<&str>,
) -> poem::test::TestResponse {
    let mut req = app
        .client
        .get("/metrics")
        .header("host", PLATFORM)
        .header(PEER, peer);
    if let Some(value) = authorization {
        req = req.header("authorization", value);
    }
    req.send().await
}

async fn metrics_text(app: &TestApp) -> String {
    let resp = scrape(app, "127.0.0.1", None).await;
    assert_eq!(resp.0.status(), 200);
    let content_type = resp.0.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        content_type.starts_with("text/plain; version=0.0.4"),
        "{content_type}"
    );
    assert_eq!(resp.0.headers()["cache-control"], "no-store");
    resp.0.into_body().into_string().await.unwrap()
}

/// The value of one series (`name{labels}` exactly as rendered), 0 when absent.
fn value(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map(|v| v.trim().parse().unwrap())
        .unwrap_or(0.0)
}

#[tokio::test]
async fn metrics_count_requests_by_operation_and_sample_the_pool_and_the_queues() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let live = r#"canopy_http_requests_total{operation="getHealthLive",status="200"}"#;
    let missing_group = r#"canopy_http_requests_total{operation="getGroup",status="404"}"#;
    let rows = "canopy_census_commit_rows_total";
    let before = metrics_text(&app).await;

    for _ in 0..3 {
        assert_eq!(
            app.get(PLATFORM, None, "/api/health/live").await.0.status(),
            200
        );
    }
    let nowhere = uuid::Uuid::new_v4();
    let resp = app
        .get(SUMMIT, Some(&owner), &format!("/api/groups/{nowhere}"))
        .await;
    error_body(resp, 404, ErrorCode::NotFound).await;
    let group = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Metrics Mechanical", "zip": "80202" }),
        )
        .await,
    )
    .await;
    import_census(
        &app,
        &owner,
        group["id"].as_str().unwrap(),
        "Employee ID,First Name,Last Name,DOB,Gender,Zip,Hire Date,Relationship
M1,Ada,Stone,1985-04-02,F,80202,2021-03-01,Employee
,Ben,Stone,2014-09-09,M,80202,,Child
M2,Cy,Reyes,1979-11-30,M,80202,2019-07-15,Employee
",
    )
    .await;

    let after = metrics_text(&app).await;
    assert!(
        value(&after, live) >= value(&before, live) + 3.0,
        "the liveness calls are counted:\n{after}"
    );
    assert!(value(&after, missing_group) >= value(&before, missing_group) + 1.0);
    assert!(
        value(
            &after,
            r#"canopy_http_requests_total{operation="createGroup",status="201"}"#
        ) >= 1.0,
        "{after}"
    );
    assert!(
        value(
            &after,
            r#"canopy_http_requests_total{operation="metrics",status="200"}"#
        ) >= 1.0,
        "the scrape itself is counted under its route"
    );
    assert!(after.contains("# TYPE canopy_http_request_duration_seconds histogram"));
    assert!(
        value(
            &after,
            r#"canopy_http_request_duration_seconds_count{operation="getHealthLive",status="200"}"#
        ) >= 3.0
    );
    assert!(
        !after.contains(&nowhere.to_string()),
        "labels never carry a path's ids"
    );
    assert!(
        value(&after, rows) >= value(&before, rows) + 3.0,
        "three people committed:\n{after}"
    );
    assert!(value(&after, "canopy_census_commit_duration_seconds_count") >= 1.0);
    assert!(after.contains("canopy_census_commit_rows_per_second_bucket"));

    let max = value(&after, "canopy_db_pool_max_connections");
    let size = value(&after, "canopy_db_pool_connections");
    let idle = value(&after, "canopy_db_pool_idle_connections");
    let in_use = value(&after, "canopy_db_pool_in_use_connections");
    assert!(max >= 1.0, "{after}");
    assert!(size >= 1.0 && size <= max, "{after}");
    assert_eq!(idle + in_use, size, "{after}");

    assert_eq!(value(&after, "canopy_job_queue_sample_ok"), 1.0, "{after}");
    for gauge in [
        "canopy_job_queue_depth",
        "canopy_job_queue_scheduled",
        "canopy_job_queue_running",
        "canopy_job_queue_oldest_pending_age_seconds",
    ] {
        assert!(
            after.contains(&format!(r#"{gauge}{{queue="census_commit"}} "#)),
            "{gauge} for the census queue:\n{after}"
        );
    }
}

#[tokio::test]
async fn metrics_are_served_only_to_direct_loopback_clients_or_with_the_token() {
    let app = seeded_app().await;
    assert_eq!(scrape(&app, "127.0.0.1", None).await.0.status(), 200);
    assert_eq!(scrape(&app, "::1", None).await.0.status(), 200);
    error_body(
        scrape(&app, "203.0.113.9", None).await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let proxied = app
        .client
        .get("/metrics")
        .header("host", PLATFORM)
        .header(PEER, "127.0.0.1")
        .header("x-forwarded-for", "203.0.113.9")
        .send()
        .await;
    error_body(proxied, 404, ErrorCode::NotFound).await;

    let db = test_db().await;
    let mut config = test_config(false);
    config.metrics_token = Some("scrape-7d41e0".into());
    let guarded = app_with(db.pool, config, None).await;
    let refused = [
        ("127.0.0.1", None),
        ("127.0.0.1", Some("Bearer wrong-token")),
        ("203.0.113.9", Some("Basic scrape-7d41e0")),
    ];
    for (peer, authorization) in refused {
        error_body(
            scrape(&guarded, peer, authorization).await,
            404,
            ErrorCode::NotFound,
        )
        .await;
    }
    let resp = scrape(&guarded, "203.0.113.9", Some("Bearer scrape-7d41e0")).await;
    assert_eq!(resp.0.status(), 200);
    let text = resp.0.into_body().into_string().await.unwrap();
    assert!(text.contains("canopy_http_requests_total{"), "{text}");
}

#[tokio::test]
async fn liveness_and_readiness_answer_apart() {
    let app = seeded_app().await;
    let live = json(app.get(PLATFORM, None, "/api/health/live").await).await;
    assert_eq!(live, j!({ "status": "live" }));
    let ready = json(app.get(PLATFORM, None, "/api/health/ready").await).await;
    assert_eq!(
        ready,
        j!({ "status": "ready", "database": "ok", "migrations": "applied" })
    );
    let health = json(app.get(PLATFORM, None, "/api/health").await).await;
    assert_eq!(
        health,
        j!({ "status": "ok", "database": "ok" }),
        "unchanged"
    );

    app.state.readiness.begin_shutdown();
    let resp = app.get(PLATFORM, None, "/api/health/ready").await;
    error_body(resp, 503, ErrorCode::ShuttingDown).await;
    let resp = app.get(PLATFORM, None, "/api/health/live").await;
    assert_eq!(resp.0.status(), 200, "still live while it finishes");
}

#[tokio::test]
async fn readiness_waits_for_the_database_and_every_migration() {
    // An agency schema whose latest migration did not go through.
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM public.agencies WHERE slug = 'summit'")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    let latest = |success: bool| {
        format!(
            "UPDATE {schema}._sqlx_migrations SET success = {success} \
             WHERE version = (SELECT max(version) FROM {schema}._sqlx_migrations)"
        )
    };
    sqlx::query(&latest(false)).execute(&db.pool).await.unwrap();
    let app = app_with(db.pool.clone(), test_config(false), None).await;
    let resp = app.get(PLATFORM, None, "/api/health/ready").await;
    error_body(resp, 503, ErrorCode::MigrationsPending).await;
    sqlx::query(&latest(true)).execute(&db.pool).await.unwrap();
    let resp = app.get(PLATFORM, None, "/api/health/ready").await;
    assert_eq!(resp.0.status(), 200, "ready once migrated");

    // The public schema's latest migration did not go through.
    let db = test_db().await;
    sqlx::query(
        "UPDATE public._sqlx_migrations SET success = false \
         WHERE version = (SELECT max(version) FROM public._sqlx_migrations)",
    )
    .execute(&db.pool)
    .await
    .unwrap();
    let app = app_with(db.pool.clone(), test_config(false), None).await;
    let resp = app.get(PLATFORM, None, "/api/health/ready").await;
    error_body(resp, 503, ErrorCode::MigrationsPending).await;

    // No database at all: not ready, and still live (liveness never asks the database).
    db.pool.close().await;
    let resp = app.get(PLATFORM, None, "/api/health/ready").await;
    error_body(resp, 503, ErrorCode::DatabaseUnavailable).await;
    let resp = app.get(PLATFORM, None, "/api/health/live").await;
    assert_eq!(resp.0.status(), 200);
}

#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn lines(&self) -> Vec<serde_json::Value> {
        String::from_utf8(self.0.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect()
    }
}

/// The JSON logger of the server, writing into a buffer for this test's thread (the app runs on
/// it: a current-thread runtime).
#[tokio::test(flavor = "current_thread")]
async fn every_log_line_of_a_request_names_the_request_the_agency_and_the_user() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let dana: uuid::Uuid =
        sqlx::query_scalar("SELECT id FROM public.users WHERE email = 'dana@summit.example'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = platform::observability::logging::json_subscriber(
        tracing_subscriber::EnvFilter::new("info,sqlx::query=trace"),
        move || writer.clone(),
    );
    let guard = tracing::subscriber::set_default(subscriber);
    let resp = app
        .client
        .get("/api/groups")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-request-id", "obs-req-0001")
        .send()
        .await;
    assert_eq!(resp.0.status(), 200);
    assert_eq!(resp.0.headers()["x-request-id"], "obs-req-0001", "kept");
    let unacceptable = app
        .client
        .get("/api/health/live")
        .header("host", PLATFORM)
        .header("x-request-id", "two words")
        .send()
        .await;
    drop(guard);
    let made = unacceptable.0.headers()["x-request-id"].to_str().unwrap();
    assert!(uuid::Uuid::parse_str(made).is_ok(), "a new id: {made}");

    let lines = captured.lines();
    let ours: Vec<&serde_json::Value> = lines
        .iter()
        .filter(|l| l["request_id"] == "obs-req-0001")
        .collect();
    let request = ours
        .iter()
        .find(|l| l["message"] == "request")
        .unwrap_or_else(|| panic!("the request line: {lines:#?}"));
    assert_eq!(request["agency"], "summit", "{request}");
    assert_eq!(request["user"], dana.to_string(), "{request}");
    assert_eq!(request["operation"], "listGroups");
    assert_eq!(request["status"], 200);
    assert_eq!(request["level"], "INFO");
    assert_eq!(request["span"], "request");

    let statements: Vec<&&serde_json::Value> = ours
        .iter()
        .filter(|l| l["target"] == "sqlx::query")
        .collect();
    assert!(
        statements.len() >= 2,
        "the request's statements are logged in its span: {ours:#?}"
    );
    assert!(
        statements
            .iter()
            .any(|l| l["user"] == dana.to_string() && l["agency"] == "summit"),
        "statements after the caller is known name them: {statements:#?}"
    );
}
