//! Test harness: a real PostgreSQL — the project's own private cluster (or `DATABASE_URL`'s
//! server) — with a fresh database per test, and the app called in-process.

#![allow(dead_code)]

use platform::config::Config;
use platform::embedded_pg;
use platform::rbac::Rbac;
use platform::state::AppState;
use poem::test::{TestClient, TestResponse};
use poem::endpoint::BoxEndpoint;
use poem::EndpointExt;
use sqlx::{Connection, PgPool};
use tokio::sync::OnceCell;

static SERVER_URL: OnceCell<String> = OnceCell::const_new();

/// `postgres://…/{database}` on the test server.
async fn server_url() -> &'static str {
    SERVER_URL
        .get_or_init(|| async {
            if let Ok(url) = std::env::var("DATABASE_URL") {
                return url.rsplit_once('/').map(|(base, _)| base.to_string()).unwrap_or(url);
            }
            let root = std::env::var("CANOPY_TEST_PG_DIR")
                .map(std::path::PathBuf::from)
                .unwrap_or_else(|_| std::env::temp_dir().join("canopy-test-pg"));
            let cluster = tokio::task::spawn_blocking(move || {
                embedded_pg::start(&root, embedded_pg::Options { ephemeral: true })
            })
            .await
            .unwrap()
            .expect("start the test PostgreSQL cluster");
            cluster.url().rsplit_once('/').unwrap().0.to_string()
        })
        .await
}

pub struct TestDb {
    pub pool: PgPool,
    pub url: String,
}

/// A new, empty, migrated database.
pub async fn test_db() -> TestDb {
    test_db_with(8).await
}

pub async fn test_db_with(max_connections: u32) -> TestDb {
    let base = server_url().await;
    let name = format!("t_{}", uuid::Uuid::new_v4().simple());
    let mut admin = sqlx::PgConnection::connect(&format!("{base}/postgres")).await.expect("connect to the test server");
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await.unwrap();
    admin.close().await.ok();
    let url = format!("{base}/{name}");
    let pool = platform::db::connect(&url, max_connections).await.unwrap();
    platform::db::migrate(&pool).await.unwrap();
    TestDb { pool, url }
}

pub fn test_config(test_hooks: bool) -> Config {
    let mut config = Config::from_lookup(|_| None).unwrap();
    config.test_hooks = test_hooks;
    config
}

pub struct TestApp {
    pub client: TestClient<BoxEndpoint<'static, poem::Response>>,
    pub pool: PgPool,
}

pub async fn app_on(pool: PgPool, test_hooks: bool) -> TestApp {
    let state = AppState::new(pool.clone(), test_config(test_hooks), Rbac::load().await.unwrap());
    let ep = platform::app::build(state).map_to_response().boxed();
    TestApp { client: TestClient::new(ep), pool }
}

/// A database with the demo agency (Summit) seeded, and the app on it.
pub async fn seeded_app() -> TestApp {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    app_on(db.pool, false).await
}

pub const SUMMIT: &str = "summit.localhost:8080";
pub const PLATFORM: &str = "localhost:8080";
pub const PASSWORD: &str = platform::seed::DEMO_PASSWORD;

impl TestApp {
    /// Signs in on `host` and returns the session cookie header value.
    pub async fn sign_in(&self, host: &str, email: &str, password: &str) -> Result<String, (u16, serde_json::Value)> {
        let resp = self
            .client
            .post("/api/auth/signin")
            .header("host", host)
            .header("x-canopy-csrf", "1")
            .body_json(&serde_json::json!({ "email": email, "password": password }))
            .send()
            .await;
        let status = resp.0.status().as_u16();
        if status != 200 {
            return Err((status, json(resp).await));
        }
        let set_cookie = resp.0.headers().get("set-cookie").unwrap().to_str().unwrap().to_string();
        Ok(set_cookie.split(';').next().unwrap().to_string())
    }

    pub async fn get(&self, host: &str, cookie: Option<&str>, path: &str) -> TestResponse {
        let mut req = self.client.get(path).header("host", host);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send().await
    }

    pub async fn post(&self, host: &str, cookie: Option<&str>, path: &str, body: serde_json::Value) -> TestResponse {
        let mut req = self.client.post(path).header("host", host).header("x-canopy-csrf", "1").body_json(&body);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send().await
    }
}

pub async fn json(resp: TestResponse) -> serde_json::Value {
    resp.0.into_body().into_json().await.unwrap()
}

/// Asserts the project's error shape and returns the body.
pub async fn error_body(resp: TestResponse, status: u16, code: &str) -> serde_json::Value {
    assert_eq!(resp.0.status().as_u16(), status, "status");
    let request_id = resp.0.headers().get("x-request-id").unwrap().to_str().unwrap().to_string();
    let body = json(resp).await;
    assert_eq!(body["code"], code, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
    assert_eq!(body["digest"], request_id.as_str(), "digest is the request id");
    body
}
