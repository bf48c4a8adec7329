//! The API skeleton: health, brand, sessions, the error shape, CSRF, lists, reports.

mod common;

use common::*;
use serde_json::json as j;

#[tokio::test]
async fn health_checks_the_database() {
    let app = seeded_app().await;
    let body = json(app.get(PLATFORM, None, "/api/health").await).await;
    assert_eq!(body, j!({ "status": "ok", "database": "ok" }));
}

#[tokio::test]
async fn brand_follows_the_host() {
    let app = seeded_app().await;
    let platform = json(app.get(PLATFORM, None, "/api/brand").await).await;
    assert_eq!(platform["is_platform"], true);
    assert_eq!(platform["name"], "Canopy");
    assert!(platform.get("slug").is_none(), "absent, not null: {platform}");
    let summit = json(app.get(SUMMIT, None, "/api/brand").await).await;
    assert_eq!(summit["slug"], "summit");
    assert_eq!(summit["name"], "Summit Benefits Group");
    assert_eq!(summit["primary_color"], "#0b4f6c");
    assert!(summit["logo_url"].as_str().unwrap().starts_with("data:image/svg+xml"));
    error_body(app.get("nowhere.localhost:8080", None, "/api/brand").await, 404, "not_found").await;
}

#[tokio::test]
async fn sessions_expire_and_sign_out_revokes() {
    let app = seeded_app().await;
    let resp = app
        .post(SUMMIT, None, "/api/auth/signin", j!({ "email": "DANA@summit.example ", "password": PASSWORD }))
        .await;
    assert_eq!(resp.0.status(), 200);
    let set_cookie = resp.0.headers().get("set-cookie").unwrap().to_str().unwrap().to_string();
    assert!(set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Lax"), "{set_cookie}");
    let token = set_cookie.split(';').next().unwrap().trim_start_matches("canopy_session=").to_string();
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM sessions WHERE token_hash = $1")
        .bind(platform::auth::session::token_hash(&token))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 1, "only the hash is stored");
    let cookie = format!("canopy_session={token}");
    assert_eq!(app.get(SUMMIT, Some(&cookie), "/api/me").await.0.status(), 200);

    let out = app.post(SUMMIT, Some(&cookie), "/api/auth/signout", j!({})).await;
    assert_eq!(out.0.status(), 204);
    assert!(out.0.headers().get("set-cookie").unwrap().to_str().unwrap().contains("Max-Age=0"));
    error_body(app.get(SUMMIT, Some(&cookie), "/api/me").await, 401, "unauthenticated").await;

    let other = app.sign_in(SUMMIT, "grace@summit.example", PASSWORD).await.unwrap();
    sqlx::query("UPDATE sessions SET expires_at = now() - interval '1 second'").execute(&app.pool).await.unwrap();
    error_body(app.get(SUMMIT, Some(&other), "/api/me").await, 401, "unauthenticated").await;
}

#[tokio::test]
async fn wrong_credentials_get_one_answer_and_are_rate_limited() {
    let app = seeded_app().await;
    let unknown = app.sign_in(SUMMIT, "nobody@summit.example", "whatever-pass").await.unwrap_err();
    let wrong = app.sign_in(SUMMIT, "priya@summit.example", "wrong-password").await.unwrap_err();
    assert_eq!(unknown.0, 401);
    assert_eq!(unknown.1["message"], wrong.1["message"]);
    assert_eq!(unknown.1["code"], wrong.1["code"]);
    for _ in 0..4 {
        assert_eq!(app.sign_in(SUMMIT, "priya@summit.example", "wrong-password").await.unwrap_err().0, 401);
    }
    // The sixth try, even with the right password, waits.
    let resp = app.post(SUMMIT, None, "/api/auth/signin", j!({ "email": "priya@summit.example", "password": PASSWORD })).await;
    let retry_after: u64 = resp.0.headers().get("retry-after").unwrap().to_str().unwrap().parse().unwrap();
    assert!((1..=900).contains(&retry_after));
    let body = error_body(resp, 429, "rate_limited").await;
    assert_eq!(body["details"]["retry_after_seconds"], retry_after);
    // Other accounts are not locked by it.
    assert!(app.sign_in(SUMMIT, "marcus@summit.example", PASSWORD).await.is_ok());
}

#[tokio::test]
async fn malformed_requests_get_the_error_shape() {
    let app = seeded_app().await;
    let resp = app
        .client
        .post("/api/auth/signin")
        .header("host", SUMMIT)
        .header("x-canopy-csrf", "1")
        .content_type("application/json")
        .body("{not json")
        .send()
        .await;
    error_body(resp, 400, "bad_request").await;
    let resp = app.client.post("/api/auth/signin").header("host", SUMMIT).body_json(&j!({ "email": "a@b.c", "password": "x" })).send().await;
    error_body(resp, 403, "csrf").await;
    error_body(app.get(PLATFORM, None, "/api/no-such-route").await, 404, "not_found").await;
    error_body(app.get(SUMMIT, None, "/api/members/not-a-uuid").await, 401, "unauthenticated").await;
    let owner = app.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await.unwrap();
    error_body(app.get(SUMMIT, Some(&owner), "/api/members/not-a-uuid").await, 400, "bad_request").await;
    let body = error_body(app.get(SUMMIT, Some(&owner), "/api/members?per_page=500").await, 400, "validation").await;
    assert!(body["details"]["fields"]["per_page"].is_string());
}

#[tokio::test]
async fn the_test_hook_forces_a_real_500_only_when_enabled() {
    let db = test_db().await;
    let off = app_on(db.pool.clone(), false).await;
    assert_eq!(off.get(PLATFORM, Some("canopy_fail=1"), "/api/brand").await.0.status(), 200);
    let on = app_on(db.pool, true).await;
    let body = error_body(on.get(PLATFORM, Some("canopy_fail=1"), "/api/brand").await, 500, "internal").await;
    assert_eq!(body["message"], "something went wrong on our side");
}

#[tokio::test]
async fn members_list_searches_filters_sorts_and_paginates_in_sql() {
    let app = seeded_app().await;
    let owner = app.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await.unwrap();
    let page = json(app.get(SUMMIT, Some(&owner), "/api/members?per_page=2&page=2&sort=name&order=asc").await).await;
    assert_eq!(page["total"], 6);
    let names: Vec<&str> = page["data"].as_array().unwrap().iter().map(|m| m["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Hannah Cole", "Leo Martins"]);
    let brokers = json(app.get(SUMMIT, Some(&owner), "/api/members?role=broker").await).await;
    assert_eq!(brokers["total"], 2);
    let found = json(app.get(SUMMIT, Some(&owner), "/api/members?q=PRIYA").await).await;
    assert_eq!(found["total"], 1);
    assert_eq!(found["data"][0]["email"], "priya@summit.example");
    let none = json(app.get(SUMMIT, Some(&owner), "/api/members?q=%25").await).await;
    assert_eq!(none["total"], 0, "LIKE wildcards are literal");
    let id = found["data"][0]["id"].as_str().unwrap();
    let one = json(app.get(SUMMIT, Some(&owner), &format!("/api/members/{id}")).await).await;
    assert_eq!(one["role"], "broker");
}

#[tokio::test]
async fn agencies_are_created_with_validation() {
    let app = seeded_app().await;
    let operator = app.sign_in(PLATFORM, "operator@canopy.example", PASSWORD).await.unwrap();
    let body = error_body(app.post(PLATFORM, Some(&operator), "/api/agencies", j!({ "name": " ", "slug": "www" })).await, 400, "validation").await;
    assert!(body["details"]["fields"]["name"].is_string() && body["details"]["fields"]["slug"].is_string(), "{body}");
    error_body(app.post(PLATFORM, Some(&operator), "/api/agencies", j!({ "name": "Dup", "slug": "summit" })).await, 409, "conflict").await;
    let created = app.post(PLATFORM, Some(&operator), "/api/agencies", j!({ "name": "Cascade Benefits", "slug": "Cascade" })).await;
    assert_eq!(created.0.status(), 201);
    let agency = json(created).await;
    assert_eq!(agency["slug"], "cascade");
    let brand = json(app.get("cascade.localhost:8080", None, "/api/brand").await).await;
    assert_eq!(brand["name"], "Cascade Benefits");
    let list = json(app.get(PLATFORM, Some(&operator), "/api/agencies?q=casc").await).await;
    assert_eq!(list["total"], 1);
    let summit = json(app.get(PLATFORM, Some(&operator), "/api/agencies?sort=name&order=desc").await).await;
    assert_eq!(summit["data"][0]["name"], "Summit Benefits Group");
    assert_eq!(summit["data"][0]["member_count"], 6);
}

#[tokio::test]
async fn client_error_reports_are_kept_per_agency() {
    let app = seeded_app().await;
    let report = j!({ "kind": "client", "message": "TypeError: x is undefined", "url": "http://summit.localhost:8080/dashboard", "stack": "at Dashboard" });
    let resp = app.post(SUMMIT, None, "/api/client-errors", report.clone()).await;
    assert_eq!(resp.0.status(), 201);
    let server = j!({ "kind": "server", "message": "500", "url": "http://localhost:8080/", "digest": "abc123" });
    assert_eq!(app.post(PLATFORM, None, "/api/client-errors", server).await.0.status(), 201);
    error_body(app.post(SUMMIT, None, "/api/client-errors", j!({ "kind": "client", "message": "", "url": "x" })).await, 400, "bad_request").await;
    error_body(app.post(SUMMIT, None, "/api/client-errors", j!({ "kind": "alien", "message": "m", "url": "x" })).await, 400, "bad_request").await;

    let owner = app.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await.unwrap();
    let mine = json(app.get(SUMMIT, Some(&owner), "/api/client-errors").await).await;
    assert_eq!(mine["total"], 1, "the agency sees its own reports only");
    assert_eq!(mine["data"][0]["message"], "TypeError: x is undefined");
    let operator = app.sign_in(PLATFORM, "operator@canopy.example", PASSWORD).await.unwrap();
    let all = json(app.get(PLATFORM, Some(&operator), "/api/client-errors?kind=server").await).await;
    assert_eq!(all["total"], 1);
    assert_eq!(all["data"][0]["digest"], "abc123");
}

#[tokio::test]
async fn the_committed_openapi_document_is_current() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi/openapi.json")).unwrap();
    assert!(
        committed == platform::api::spec_json(),
        "openapi/openapi.json is stale: run `make openapi` and commit it"
    );
    let app = seeded_app().await;
    let served = app.get(PLATFORM, None, "/api/openapi.json").await;
    assert_eq!(served.0.status(), 200);
    let docs = app.get(PLATFORM, None, "/api/docs").await;
    assert_eq!(docs.0.status(), 200);
}
