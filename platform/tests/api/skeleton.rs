//! The API skeleton: health, brand, sessions, the error shape, CSRF, lists, reports.

use crate::common::*;
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
    assert!(
        platform.get("slug").is_none(),
        "absent, not null: {platform}"
    );
    let summit = json(app.get(SUMMIT, None, "/api/brand").await).await;
    assert_eq!(summit["slug"], "summit");
    assert_eq!(summit["name"], "Summit Benefits Group");
    assert_eq!(summit["primary_color"], "#0b4f6c");
    assert!(summit["logo_url"]
        .as_str()
        .unwrap()
        .starts_with("data:image/svg+xml"));
    error_body(
        app.get("nowhere.localhost:8080", None, "/api/brand").await,
        404,
        ErrorCode::NotFound,
    )
    .await;
}

#[tokio::test]
async fn sessions_expire_and_sign_out_revokes() {
    let app = seeded_app().await;
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signin",
            j!({ "email": "DANA@summit.example ", "password": PASSWORD }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let set_cookie = resp
        .0
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Lax"),
        "{set_cookie}"
    );
    let token = set_cookie
        .split(';')
        .next()
        .unwrap()
        .trim_start_matches("canopy_session=")
        .to_string();
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM sessions WHERE token_hash = $1")
        .bind(platform::auth::session::token_hash(&token))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 1, "only the hash is stored");
    let cookie = format!("canopy_session={token}");
    assert_eq!(
        app.get(SUMMIT, Some(&cookie), "/api/me").await.0.status(),
        200
    );

    let out = app
        .post(SUMMIT, Some(&cookie), "/api/auth/signout", j!({}))
        .await;
    assert_eq!(out.0.status(), 204);
    assert!(out
        .0
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .contains("Max-Age=0"));
    error_body(
        app.get(SUMMIT, Some(&cookie), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;

    let other = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    sqlx::query("UPDATE sessions SET expires_at = now() - interval '1 second'")
        .execute(&app.pool)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&other), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
}

#[tokio::test]
async fn wrong_credentials_get_one_answer_and_are_rate_limited() {
    let app = seeded_app().await;
    let unknown = app
        .sign_in(SUMMIT, "nobody@summit.example", "whatever-pass")
        .await
        .unwrap_err();
    let wrong = app
        .sign_in(SUMMIT, "priya@summit.example", "wrong-password")
        .await
        .unwrap_err();
    assert_eq!(unknown.0, 401);
    assert_eq!(unknown.1["message"], wrong.1["message"]);
    assert_eq!(unknown.1["code"], wrong.1["code"]);
    for _ in 0..4 {
        assert_eq!(
            app.sign_in(SUMMIT, "priya@summit.example", "wrong-password")
                .await
                .unwrap_err()
                .0,
            401
        );
    }
    // The sixth try, even with the right password, waits.
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signin",
            j!({ "email": "priya@summit.example", "password": PASSWORD }),
        )
        .await;
    let retry_after: u64 = resp
        .0
        .headers()
        .get("retry-after")
        .unwrap()
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=900).contains(&retry_after));
    let body = error_body(resp, 429, ErrorCode::RateLimited).await;
    assert_eq!(body["details"]["retry_after_seconds"], retry_after);
    // Other accounts are not locked by it.
    assert!(app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .is_ok());
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
    error_body(resp, 400, ErrorCode::BadRequest).await;
    let resp = app
        .client
        .post("/api/auth/signin")
        .header("host", SUMMIT)
        .body_json(&j!({ "email": "a@b.c", "password": "x" }))
        .send()
        .await;
    error_body(resp, 403, ErrorCode::Csrf).await;
    error_body(
        app.get(PLATFORM, None, "/api/no-such-route").await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(SUMMIT, None, "/api/members/not-a-uuid").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&owner), "/api/members/not-a-uuid")
            .await,
        400,
        ErrorCode::BadRequest,
    )
    .await;
    let malformed_page = error_body(
        app.get(SUMMIT, Some(&owner), "/api/members?per_page=many")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        malformed_page["details"]["fields"]["per_page"].is_string(),
        "the parameter is named: {malformed_page}"
    );
    let body = error_body(
        app.get(SUMMIT, Some(&owner), "/api/members?per_page=500")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(body["details"]["fields"]["per_page"].is_string());
}

#[tokio::test]
async fn the_test_hook_forces_a_real_500_only_when_enabled() {
    let db = test_db().await;
    let off = app_on(db.pool.clone(), false).await;
    assert_eq!(
        off.get(PLATFORM, Some("canopy_fail=1"), "/api/brand")
            .await
            .0
            .status(),
        200
    );
    let on = app_on(db.pool, true).await;
    let body = error_body(
        on.get(PLATFORM, Some("canopy_fail=1"), "/api/brand").await,
        500,
        ErrorCode::Internal,
    )
    .await;
    assert_eq!(body["message"], "something went wrong on our side");
}

#[tokio::test]
async fn members_list_searches_filters_sorts_and_paginates_in_sql() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let page = json(
        app.get(
            SUMMIT,
            Some(&owner),
            "/api/members?per_page=2&page=2&sort=name&order=asc",
        )
        .await,
    )
    .await;
    assert_eq!(page["total"], platform::seed::SUMMIT_USERS.len());
    let names: Vec<&str> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Hannah Cole", "Leo Martins"]);
    let brokers = json(
        app.get(SUMMIT, Some(&owner), "/api/members?role=broker")
            .await,
    )
    .await;
    assert_eq!(brokers["total"], 2);
    let found = json(app.get(SUMMIT, Some(&owner), "/api/members?q=PRIYA").await).await;
    assert_eq!(found["total"], 1);
    assert_eq!(found["data"][0]["email"], "priya@summit.example");
    let none = json(app.get(SUMMIT, Some(&owner), "/api/members?q=%25").await).await;
    assert_eq!(none["total"], 0, "LIKE wildcards are literal");
    let id = found["data"][0]["id"].as_str().unwrap();
    let one = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/members/{id}"))
            .await,
    )
    .await;
    assert_eq!(one["role"], "broker");
}

#[tokio::test]
async fn agencies_are_created_with_validation() {
    let app = seeded_app().await;
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let body = error_body(
        app.post(
            PLATFORM,
            Some(&operator),
            "/api/agencies",
            j!({ "name": " ", "slug": "www" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        body["details"]["fields"]["name"].is_string()
            && body["details"]["fields"]["slug"].is_string(),
        "{body}"
    );
    error_body(
        app.post(
            PLATFORM,
            Some(&operator),
            "/api/agencies",
            j!({ "name": "Dup", "slug": "summit" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let created = app
        .post(
            PLATFORM,
            Some(&operator),
            "/api/agencies",
            j!({ "name": "Cascade Benefits", "slug": "Cascade" }),
        )
        .await;
    assert_eq!(created.0.status(), 201);
    let agency = json(created).await;
    assert_eq!(agency["slug"], "cascade");
    let brand = json(app.get("cascade.localhost:8080", None, "/api/brand").await).await;
    assert_eq!(brand["name"], "Cascade Benefits");
    let list = json(
        app.get(PLATFORM, Some(&operator), "/api/agencies?q=casc")
            .await,
    )
    .await;
    assert_eq!(list["total"], 1);
    let summit = json(
        app.get(
            PLATFORM,
            Some(&operator),
            "/api/agencies?sort=name&order=desc",
        )
        .await,
    )
    .await;
    assert_eq!(summit["data"][0]["name"], "Summit Benefits Group");
    assert_eq!(
        summit["data"][0]["member_count"],
        platform::seed::SUMMIT_USERS.len()
    );
}

#[tokio::test]
async fn client_error_reports_are_kept_per_agency() {
    let app = seeded_app().await;
    let report = j!({ "kind": "client", "message": "TypeError: x is undefined", "url": "http://summit.localhost:8080/dashboard", "stack": "at Dashboard" });
    let resp = app
        .post(SUMMIT, None, "/api/client-errors", report.clone())
        .await;
    assert_eq!(resp.0.status(), 201);
    let server = j!({ "kind": "server", "message": "500", "url": "http://localhost:8080/", "digest": "abc123" });
    assert_eq!(
        app.post(PLATFORM, None, "/api/client-errors", server)
            .await
            .0
            .status(),
        201
    );
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/client-errors",
            j!({ "kind": "client", "message": "", "url": "x" }),
        )
        .await,
        400,
        ErrorCode::BadRequest,
    )
    .await;
    let alien = error_body(
        app.post(
            SUMMIT,
            None,
            "/api/client-errors",
            j!({ "kind": "alien", "message": "m", "url": "x" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert_eq!(
        alien["details"]["fields"]["kind"],
        "choose one of: client, server"
    );

    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let mine = json(app.get(SUMMIT, Some(&owner), "/api/client-errors").await).await;
    assert_eq!(mine["total"], 1, "the agency sees its own reports only");
    assert_eq!(mine["data"][0]["message"], "TypeError: x is undefined");
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let all = json(
        app.get(PLATFORM, Some(&operator), "/api/client-errors?kind=server")
            .await,
    )
    .await;
    assert_eq!(all["total"], 1);
    assert_eq!(all["data"][0]["digest"], "abc123");
}

#[tokio::test]
async fn the_committed_openapi_document_is_current() {
    let committed = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../openapi/openapi.json"
    ))
    .unwrap();
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

fn retry_after(resp: &poem::test::TestResponse) -> u64 {
    resp.0
        .headers()
        .get("retry-after")
        .expect("Retry-After")
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

async fn sign_in_status(app: &TestApp, peer: &str, email: &str, password: &str) -> u16 {
    match app.sign_in_from(peer, SUMMIT, email, password).await {
        Ok(_) => 200,
        Err((status, _)) => status,
    }
}

#[tokio::test]
async fn parallel_wrong_passwords_are_counted_one_by_one() {
    let app = seeded_app().await;
    let tries = (0..12).map(|i| {
        app.sign_in_from(
            "203.0.113.5",
            SUMMIT,
            "priya@summit.example",
            if i % 2 == 0 {
                "wrong-password-a"
            } else {
                "wrong-password-b"
            },
        )
    });
    let answers = futures::future::join_all(tries).await;
    let mut statuses: Vec<u16> = answers.into_iter().map(|a| a.unwrap_err().0).collect();
    statuses.sort();
    assert_eq!(
        statuses,
        [vec![401; 5], vec![429; 7]].concat(),
        "five free tries, however many at once"
    );
}

#[tokio::test]
async fn an_attacker_elsewhere_neither_locks_the_owner_out_nor_gets_many_guesses() {
    let app = seeded_app().await;
    let (home, attacker) = ("192.0.2.10", "203.0.113.5");
    app.sign_in_from(home, SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    // One address: five tries, then doubling waits, even for the right password.
    for _ in 0..5 {
        assert_eq!(
            sign_in_status(&app, attacker, "dana@summit.example", "guess-password").await,
            401
        );
    }
    let resp = app
        .post_from(
            attacker,
            SUMMIT,
            "/api/auth/signin",
            j!({ "email": "dana@summit.example", "password": PASSWORD }),
        )
        .await;
    assert!((1..=30).contains(&retry_after(&resp)));
    error_body(resp, 429, ErrorCode::RateLimited).await;
    // The owner, from her usual address, is not held up.
    assert_eq!(
        sign_in_status(&app, home, "dana@summit.example", PASSWORD).await,
        200
    );

    // Many addresses: the account is slowed down for addresses it never signed in from.
    for i in 1..=15 {
        assert_eq!(
            sign_in_status(
                &app,
                &format!("198.51.100.{i}"),
                "dana@summit.example",
                "guess-password"
            )
            .await,
            401,
            "try {i}"
        );
    }
    let resp = app
        .post_from(
            "198.51.100.99",
            SUMMIT,
            "/api/auth/signin",
            j!({ "email": "dana@summit.example", "password": "guess-password" }),
        )
        .await;
    let wait = retry_after(&resp);
    assert!((1..=300).contains(&wait), "slowed, not locked: {wait}");
    error_body(resp, 429, ErrorCode::RateLimited).await;
    // Still the owner gets in from home, and a wrong try of hers there is just wrong.
    assert_eq!(
        sign_in_status(&app, home, "dana@summit.example", "typo-password").await,
        401
    );
    assert_eq!(
        sign_in_status(&app, home, "dana@summit.example", PASSWORD).await,
        200
    );
    // Other accounts are not touched.
    assert_eq!(
        sign_in_status(&app, "198.51.100.99", "marcus@summit.example", PASSWORD).await,
        200
    );

    // Once the waits are over, tries go through again.
    sqlx::query("UPDATE signin_throttle SET last_at = last_at - interval '1 hour'")
        .execute(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        sign_in_status(&app, "198.51.100.99", "dana@summit.example", PASSWORD).await,
        200
    );
}

#[tokio::test]
async fn failures_from_one_address_do_not_lock_out_everyone_behind_it() {
    let app = seeded_app().await;
    let office = "192.0.2.50";
    app.sign_in_from(office, SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    // Someone in the office sprays passwords over many accounts.
    for i in 0..30 {
        assert_eq!(
            sign_in_status(
                &app,
                office,
                &format!("person{i}@summit.example"),
                "spray-password"
            )
            .await,
            401,
            "try {i}"
        );
    }
    let resp = app
        .post_from(
            office,
            SUMMIT,
            "/api/auth/signin",
            j!({ "email": "person99@summit.example", "password": "spray-password" }),
        )
        .await;
    assert!((1..=900).contains(&retry_after(&resp)));
    error_body(resp, 429, ErrorCode::RateLimited).await;
    // A first sign-in from there waits too, but a colleague who signed in there before does not.
    assert_eq!(
        sign_in_status(&app, office, "marcus@summit.example", PASSWORD).await,
        429
    );
    assert_eq!(
        sign_in_status(&app, office, "grace@summit.example", PASSWORD).await,
        200
    );
    // Other addresses are not touched.
    assert_eq!(
        sign_in_status(&app, "192.0.2.51", "marcus@summit.example", PASSWORD).await,
        200
    );
}

#[tokio::test]
async fn guessing_the_current_password_is_throttled() {
    let app = seeded_app().await;
    let owner = app
        .sign_in_from("192.0.2.10", SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let change = |current: &str| {
        app.client
            .put("/api/me/password")
            .header("host", SUMMIT)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .header(PEER, "203.0.113.5")
            .body_json(&j!({ "current_password": current, "new_password": "a fresh passphrase" }))
            .send()
    };
    for _ in 0..5 {
        let body = error_body(change("guess-password").await, 400, ErrorCode::Validation).await;
        assert!(body["details"]["fields"]["current_password"].is_string());
    }
    let resp = change(PASSWORD).await;
    assert!((1..=30).contains(&retry_after(&resp)));
    error_body(resp, 429, ErrorCode::RateLimited).await;
    // Sign-in from that address waits as well: it is the same guessing.
    assert_eq!(
        sign_in_status(&app, "203.0.113.5", "dana@summit.example", PASSWORD).await,
        429
    );
    sqlx::query("UPDATE signin_throttle SET last_at = last_at - interval '1 hour'")
        .execute(&app.pool)
        .await
        .unwrap();
    assert_eq!(change(PASSWORD).await.0.status(), 204);
    assert!(app
        .sign_in_from(
            "192.0.2.10",
            SUMMIT,
            "dana@summit.example",
            "a fresh passphrase"
        )
        .await
        .is_ok());
}

async fn session_hours(app: &TestApp, cookie: &str) -> f64 {
    let token = cookie.split_once('=').unwrap().1;
    sqlx::query_scalar("SELECT (extract(epoch FROM expires_at - created_at) / 3600)::float8 FROM sessions WHERE token_hash = $1")
        .bind(platform::auth::session::token_hash(token))
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn staff_sessions_last_twelve_hours_unless_remembered() {
    let app = seeded_app().await;
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signin",
            j!({ "email": "dana@summit.example", "password": PASSWORD }),
        )
        .await;
    assert!(resp
        .0
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .contains("Max-Age=43200"));
    for (host, email) in [
        (SUMMIT, "dana@summit.example"),
        (SUMMIT, "grace@summit.example"),
        (SUMMIT, "marcus@summit.example"),
        (PLATFORM, "operator@canopy.example"),
    ] {
        let cookie = app.sign_in(host, email, PASSWORD).await.unwrap();
        assert_eq!(session_hours(&app, &cookie).await.round(), 12.0, "{email}");
    }
    let remembered = app
        .sign_in_with(
            SUMMIT,
            None,
            j!({ "email": "marcus@summit.example", "password": PASSWORD, "remember_me": true }),
        )
        .await
        .unwrap();
    assert_eq!(session_hours(&app, &remembered).await.round(), 336.0);
    for email in ["hannah@brightpath.example", "leo@brightpath.example"] {
        let cookie = app.sign_in(SUMMIT, email, PASSWORD).await.unwrap();
        assert_eq!(session_hours(&app, &cookie).await.round(), 336.0, "{email}");
    }
}

#[tokio::test]
async fn sessions_end_when_idle() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let employee = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let seen = |minutes: i64, cookie: &str| {
        let token = cookie.split_once('=').unwrap().1.to_string();
        let pool = app.pool.clone();
        async move {
            sqlx::query("UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE token_hash = $1")
                .bind(platform::auth::session::token_hash(&token))
                .bind(minutes as i32)
                .execute(&pool)
                .await
                .unwrap();
        }
    };
    let idle_minutes = |cookie: &str| {
        let token = cookie.split_once('=').unwrap().1.to_string();
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, f64>("SELECT (extract(epoch FROM now() - last_seen_at) / 60)::float8 FROM sessions WHERE token_hash = $1")
                .bind(platform::auth::session::token_hash(&token))
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    // Used within the hour: still on, and the use is recorded.
    seen(58, &broker).await;
    assert_eq!(
        app.get(SUMMIT, Some(&broker), "/api/me").await.0.status(),
        200
    );
    assert!(idle_minutes(&broker).await < 1.0);
    // Unused for over an hour: ended, whoever it is, and the refused request does not revive it.
    for cookie in [&broker, &employee] {
        seen(61, cookie).await;
        error_body(
            app.get(SUMMIT, Some(cookie), "/api/me").await,
            401,
            ErrorCode::Unauthenticated,
        )
        .await;
        assert!(idle_minutes(cookie).await > 60.0);
    }
    // An idle session is not listed among the live ones.
    let other = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let sessions = json(app.get(SUMMIT, Some(&other), "/api/me/sessions").await).await;
    assert_eq!(sessions.as_array().unwrap().len(), 1, "{sessions}");

    // The timeout is configurable.
    let mut config = test_config(false);
    config.session_idle_minutes = 30;
    let strict = app_with(app.pool.clone(), config, Some(job_settings())).await;
    seen(29, &other).await;
    assert_eq!(
        strict.get(SUMMIT, Some(&other), "/api/me").await.0.status(),
        200
    );
    seen(31, &other).await;
    error_body(
        strict.get(SUMMIT, Some(&other), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
}

fn https_config() -> platform::config::Config {
    let mut config = test_config(false);
    config.public_scheme = "https".into();
    config
}

fn set_cookie_of(resp: &poem::test::TestResponse) -> String {
    resp.0
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn over_https_the_session_cookie_is_host_only() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let app = app_with(db.pool.clone(), https_config(), Some(job_settings())).await;
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signin",
            j!({ "email": "dana@summit.example", "password": PASSWORD }),
        )
        .await;
    let set_cookie = set_cookie_of(&resp);
    assert!(
        set_cookie.starts_with("__Host-canopy_session="),
        "{set_cookie}"
    );
    assert!(
        set_cookie.contains("; Secure")
            && set_cookie.contains("; Path=/;")
            && !set_cookie.contains("Domain"),
        "{set_cookie}"
    );
    let token = set_cookie
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_string();
    let host_cookie = format!("__Host-canopy_session={token}");
    assert_eq!(
        json(app.get(SUMMIT, Some(&host_cookie), "/api/me").await).await["user"]["email"],
        "dana@summit.example"
    );
    // A plain-named cookie (which a sibling subdomain could set for the whole domain) is not read.
    error_body(
        app.get(SUMMIT, Some(&format!("canopy_session={token}")), "/api/me")
            .await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
    let grace = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    let planted = format!(
        "canopy_session={}; {host_cookie}",
        grace.split_once('=').unwrap().1
    );
    assert_eq!(
        json(app.get(SUMMIT, Some(&planted), "/api/me").await).await["user"]["email"],
        "dana@summit.example"
    );
    let out = app
        .post(SUMMIT, Some(&host_cookie), "/api/auth/signout", j!({}))
        .await;
    let cleared = set_cookie_of(&out);
    assert!(
        cleared.starts_with("__Host-canopy_session=;")
            && cleared.contains("Max-Age=0")
            && cleared.contains("Secure"),
        "{cleared}"
    );
    error_body(
        app.get(SUMMIT, Some(&host_cookie), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;

    // Sign-up on the platform's host hands the new owner over to the agency's own host, where
    // a cookie of that host is set.
    let body = j!({ "name": "Rosa Alvarez", "agency_name": "Peak Benefit Advisors", "slug": "peak", "email": "rosa@peak.example", "password": "a long enough passphrase" });
    assert_eq!(
        app.post(PLATFORM, None, "/api/auth/signup/broker", body)
            .await
            .0
            .status(),
        202
    );
    app.settle().await;
    let link = link_in(
        &app.mail_to("rosa@peak.example", "Confirm your email").await,
        "/auth/signup/broker?token=",
    );
    assert!(link.starts_with("https://localhost:8080/"), "{link}");
    let resp = app
        .post(
            PLATFORM,
            None,
            "/api/auth/signup/broker/confirm",
            j!({ "token": token_of(&link) }),
        )
        .await;
    assert!(set_cookie_of(&resp).starts_with("__Host-canopy_session="));
    let continue_url = json(resp).await["continue_url"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        continue_url.starts_with("https://peak.localhost:8080/auth/magic-link?token="),
        "{continue_url}"
    );
    let handoff = continue_url
        .split("token=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap();
    let resp = app
        .post(
            "peak.localhost:8080",
            None,
            "/api/auth/magic-link",
            j!({ "token": handoff }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let peak_cookie = set_cookie_of(&resp).split(';').next().unwrap().to_string();
    assert!(peak_cookie.starts_with("__Host-canopy_session="));
    assert_eq!(
        json(
            app.get("peak.localhost:8080", Some(&peak_cookie), "/api/me")
                .await
        )
        .await["agency"]["slug"],
        "peak"
    );

    // Over http (development) the plain name stays.
    let http = app_on(db.pool, false).await;
    let resp = http
        .post(
            SUMMIT,
            None,
            "/api/auth/signin",
            j!({ "email": "dana@summit.example", "password": PASSWORD }),
        )
        .await;
    let set_cookie = set_cookie_of(&resp);
    assert!(
        set_cookie.starts_with("canopy_session=") && !set_cookie.contains("Secure"),
        "{set_cookie}"
    );
}

#[tokio::test]
async fn api_answers_are_not_stored() {
    let app = seeded_app().await;
    let cache_control = |resp: &poem::test::TestResponse| {
        resp.0
            .headers()
            .get("cache-control")
            .map(|v| v.to_str().unwrap().to_string())
    };
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    for (cookie, path) in [
        (Some(owner.as_str()), "/api/me"),
        (Some(owner.as_str()), "/api/members"),
        (None, "/api/me"),
        (None, "/api/brand"),
        (None, "/api/no-such-route"),
    ] {
        assert_eq!(
            cache_control(&app.get(SUMMIT, cookie, path).await).as_deref(),
            Some("no-store"),
            "{path}"
        );
    }
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signin",
            j!({ "email": "dana@summit.example", "password": PASSWORD }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    assert_eq!(cache_control(&resp).as_deref(), Some("no-store"));
    assert_ne!(
        cache_control(&app.get(PLATFORM, None, "/api/openapi.json").await).as_deref(),
        Some("no-store")
    );
}

async fn sign_in_forwarded(
    app: &TestApp,
    peer: &str,
    forwarded: &str,
    email: &str,
    password: &str,
) -> poem::test::TestResponse {
    app.client
        .post("/api/auth/signin")
        .header("host", SUMMIT)
        .header("x-canopy-csrf", "1")
        .header(PEER, peer)
        .header("x-forwarded-for", forwarded)
        .body_json(&j!({ "email": email, "password": password }))
        .send()
        .await
}

async fn session_ip(app: &TestApp, resp: poem::test::TestResponse) -> String {
    assert_eq!(resp.0.status(), 200);
    let token = set_cookie_of(&resp)
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_string();
    sqlx::query_scalar("SELECT ip FROM sessions WHERE token_hash = $1")
        .bind(platform::auth::session::token_hash(&token))
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn client_addresses_come_through_trusted_proxies_only() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let mut config = test_config(false);
    config.trusted_proxies = platform::client_addr::TrustedProxies::parse("10.0.0.0/8").unwrap();
    let lb = app_with(db.pool.clone(), config, Some(job_settings())).await;
    let direct = app_on(db.pool, false).await;
    let priya = "priya@summit.example";
    // Through the load balancer: the address it appended, not what the client wrote before it.
    assert_eq!(
        session_ip(
            &lb,
            sign_in_forwarded(&lb, "10.0.0.2", "6.6.6.6, 198.51.100.7", priya, PASSWORD).await
        )
        .await,
        "198.51.100.7"
    );
    // Not through it: the header is the client's own word, and ignored.
    assert_eq!(
        session_ip(
            &lb,
            sign_in_forwarded(&lb, "203.0.113.9", "198.51.100.7", priya, PASSWORD).await
        )
        .await,
        "203.0.113.9"
    );
    // Without trusted proxies the header is always ignored.
    assert_eq!(
        session_ip(
            &direct,
            sign_in_forwarded(&direct, "10.0.0.2", "198.51.100.7", priya, PASSWORD).await
        )
        .await,
        "10.0.0.2"
    );

    // Throttles follow the real clients: one client's failures behind the balancer do not hold
    // up another's sign-in.
    let marcus = "marcus@summit.example";
    for _ in 0..5 {
        assert_eq!(
            sign_in_forwarded(&lb, "10.0.0.2", "198.51.100.66", marcus, "guess-password")
                .await
                .0
                .status(),
            401
        );
    }
    assert_eq!(
        sign_in_forwarded(&lb, "10.0.0.2", "198.51.100.66", marcus, PASSWORD)
            .await
            .0
            .status(),
        429
    );
    assert_eq!(
        sign_in_forwarded(&lb, "10.0.0.3", "198.51.100.67", marcus, PASSWORD)
            .await
            .0
            .status(),
        200
    );
}

#[tokio::test]
async fn the_session_is_checked_before_the_body_and_every_status_has_its_code() {
    let app = seeded_app().await;
    // An unknown or ended session is a 401 whatever the body is: missing, of another type, or broken.
    for cookie in ["canopy_session=forged", "canopy_session="] {
        let bare = app
            .client
            .post("/api/groups")
            .header("host", SUMMIT)
            .header("cookie", cookie)
            .header("x-canopy-csrf", "1")
            .send()
            .await;
        error_body(bare, 401, ErrorCode::Unauthenticated).await;
        let text = app
            .client
            .put("/api/members/00000000-0000-0000-0000-000000000000")
            .header("host", SUMMIT)
            .header("cookie", cookie)
            .header("x-canopy-csrf", "1")
            .content_type("text/plain")
            .body("role=owner")
            .send()
            .await;
        error_body(text, 401, ErrorCode::Unauthenticated).await;
        let broken = app
            .client
            .post("/api/groups")
            .header("host", SUMMIT)
            .header("cookie", cookie)
            .header("x-canopy-csrf", "1")
            .content_type("application/json")
            .body("{")
            .send()
            .await;
        error_body(broken, 401, ErrorCode::Unauthenticated).await;
    }
    // Signed in, a body of the wrong type is a 415 with its own code; a broken one a 400.
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let text = app
        .client
        .post("/api/groups")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .content_type("text/plain")
        .body("name=Acme")
        .send()
        .await;
    error_body(text, 415, ErrorCode::UnsupportedMediaType).await;
    let broken = app
        .client
        .post("/api/groups")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .content_type("application/json")
        .body("{")
        .send()
        .await;
    error_body(broken, 400, ErrorCode::BadRequest).await;
    // Text with a NUL character (which PostgreSQL cannot store) is a 400, in a body or an address.
    let nul = app
        .client
        .post("/api/auth/signin")
        .header("host", SUMMIT)
        .header("x-canopy-csrf", "1")
        .content_type("application/json")
        .body(r#"{"email":"a\u0000@b.example","password":"x"}"#)
        .send()
        .await;
    error_body(nul, 400, ErrorCode::Validation).await;
    error_body(
        app.get(SUMMIT, Some(&owner), "/api/groups?q=a%00b").await,
        400,
        ErrorCode::Validation,
    )
    .await;
    // Every operation that reads a body declares what reading it can answer.
    let spec: serde_json::Value = serde_json::from_str(&platform::api::spec_json()).unwrap();
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, op) in item
            .as_object()
            .unwrap()
            .iter()
            .filter(|(_, op)| op.get("requestBody").is_some())
        {
            for status in ["400", "413", "415", "500"] {
                assert!(
                    op["responses"].get(status).is_some(),
                    "{method} {path} does not declare {status}"
                );
            }
        }
    }
}
