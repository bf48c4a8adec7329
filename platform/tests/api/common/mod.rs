//! Test harness: a real PostgreSQL — the project's own private cluster (or `DATABASE_URL`'s
//! server) — with a fresh database per test, and the app called in-process.

pub mod catalogue;
pub mod census;
pub mod pdf_text;
pub mod replica;

use chrono::{Datelike, NaiveDate};
use platform::config::Config;
use platform::domains::StubResolver;
use platform::embedded_pg;
pub use platform::error::ErrorCode;
use platform::jobs::runner::{Background, Settings};
use platform::lifecycle::dto::Lifecycle;
use platform::state::AppState;
pub use platform::vocabulary::{GroupStage, StageTrigger};
use poem::endpoint::BoxEndpoint;
use poem::test::{TestClient, TestResponse};
use poem::EndpointExt;
use sqlx::{Connection, PgPool};
use std::sync::Arc;
use tokio::sync::OnceCell;

static SERVER_URL: OnceCell<String> = OnceCell::const_new();

/// `postgres://…/{database}` on the test server.
async fn server_url() -> &'static str {
    SERVER_URL
        .get_or_init(|| async {
            if let Ok(url) = std::env::var("DATABASE_URL") {
                return url
                    .rsplit_once('/')
                    .map(|(base, _)| base.to_string())
                    .unwrap_or(url);
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
            let base = cluster.url().rsplit_once('/').unwrap().0.to_string();
            drop_stale_databases(&base).await;
            base
        })
        .await
}

/// Test databases are named `t_{unix seconds}_{random}`: those of runs over six hours old (and
/// any of another name form) are dropped when a test binary starts, so that a cluster kept
/// between runs does not grow without end.
async fn drop_stale_databases(base: &str) {
    let mut admin = sqlx::PgConnection::connect(&format!("{base}/postgres"))
        .await
        .expect("connect to the test server");
    let names: Vec<String> =
        sqlx::query_scalar("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'")
            .fetch_all(&mut admin)
            .await
            .unwrap();
    let cutoff = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        - 6 * 3600;
    for name in names {
        let created: Option<u64> = name.split('_').nth(1).and_then(|s| s.parse().ok());
        if created.is_none_or(|t| t < cutoff) {
            sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                .execute(&mut admin)
                .await
                .ok();
        }
    }
    admin.close().await.ok();
}

pub struct TestDb {
    pub pool: PgPool,
    pub url: String,
}

thread_local! {
    static DROPPED_WHEN_THE_TEST_ENDS: std::cell::RefCell<Vec<DroppedAtEnd>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Drops the database `name` on the server at `base` when the test's thread ends, so that a whole
/// run holds on disk only the databases of the tests under way.
pub fn drop_when_the_test_ends(base: &str, name: &str) {
    DROPPED_WHEN_THE_TEST_ENDS.with(|databases| {
        databases.borrow_mut().push(DroppedAtEnd {
            admin_url: format!("{base}/postgres"),
            name: name.to_string(),
        })
    });
}

struct DroppedAtEnd {
    admin_url: String,
    name: String,
}

impl Drop for DroppedAtEnd {
    fn drop(&mut self) {
        let admin_url = std::mem::take(&mut self.admin_url);
        let statement = format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name);
        // A runtime of its own: the test's runtime is gone by the time its thread ends.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime for the drop");
            runtime.block_on(async {
                let mut admin = sqlx::PgConnection::connect(&admin_url).await?;
                sqlx::query(&statement).execute(&mut admin).await?;
                admin.close().await
            })
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("the test database stays until the next run: {e}");
        }
    }
}

/// A new test database's name, `t_{unix seconds}_{random}`.
pub fn database_name() -> String {
    let created = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    format!("t_{created}_{}", uuid::Uuid::new_v4().simple())
}

/// A new, empty, migrated database.
pub async fn test_db() -> TestDb {
    test_db_with(8).await
}

pub async fn test_db_with(max_connections: u32) -> TestDb {
    let _ = tracing_subscriber::fmt()
        .with_test_writer()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .try_init();
    let base = server_url().await;
    let name = database_name();
    let mut admin = sqlx::PgConnection::connect(&format!("{base}/postgres"))
        .await
        .expect("connect to the test server");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    admin.close().await.ok();
    drop_when_the_test_ends(base, &name);
    let url = format!("{base}/{name}");
    let pool = platform::db::connect(&url, max_connections).await.unwrap();
    platform::db::migrate(&pool).await.unwrap();
    TestDb { pool, url }
}

/// Today on the server's calendar (UTC), the day the API checks dates against.
pub fn today() -> NaiveDate {
    chrono::Utc::now().date_naive()
}

/// The plan year the tests quote and design for: next calendar year. The demo catalogue rates
/// this calendar year and the next, and its January 1 is inside every window the API allows
/// (quotes, group plan dates, enrollment before coverage starts).
pub fn next_plan_year() -> i32 {
    today().year() + 1
}

/// A date as the API writes it, `YYYY-MM-DD`.
pub fn ymd(year: i32, month: u32, day: u32) -> String {
    NaiveDate::from_ymd_opt(year, month, day)
        .expect("a calendar date")
        .to_string()
}

/// The first day of a plan year.
pub fn jan1(year: i32) -> String {
    ymd(year, 1, 1)
}

/// The last day of a plan year.
pub fn dec31(year: i32) -> String {
    ymd(year, 12, 31)
}

pub fn test_config(test_hooks: bool) -> Config {
    let mut config = Config::from_lookup(|_| None).unwrap();
    config.test_hooks = test_hooks;
    config.var_dir =
        std::env::temp_dir().join(format!("canopy-test-var-{}", uuid::Uuid::new_v4().simple()));
    config.secret_key = Some(platform::crypto::SecretBox::generate_key_base64());
    config.smtp_url = Some(format!("smtp://127.0.0.1:{}", smtp_sink().port));
    config.portal_dist = concat!(env!("CARGO_MANIFEST_DIR"), "/../portal-ui/dist").into();
    config.admin_dist = concat!(env!("CARGO_MANIFEST_DIR"), "/../admin-ui/dist").into();
    config.job_lease_secs = 2;
    config
}

pub struct TestApp {
    pub client: TestClient<BoxEndpoint<'static, poem::Response>>,
    pub pool: PgPool,
    pub state: AppState,
    pub dns: Arc<StubResolver>,
    /// The server's background (job workers, schedules), as `canopy serve` runs it.
    pub background: Option<Background>,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.state.config.var_dir);
    }
}

/// Another server on the database: the app and its background jobs.
pub async fn app_on(pool: PgPool, test_hooks: bool) -> TestApp {
    app_with(pool, test_config(test_hooks), Some(job_settings())).await
}

/// A server with a configuration of the test's own, whose background runs with `jobs` (or not
/// at all).
pub async fn app_with(pool: PgPool, mut config: Config, jobs: Option<Settings>) -> TestApp {
    let dns = Arc::new(StubResolver::default());
    // Servers on one database share their files, as replicas share an object store: a job
    // may run on another server than the one that took the upload.
    if let Some(database) = pool.connect_options().get_database() {
        config.var_dir = std::env::temp_dir().join(format!("canopy-test-var-{database}"));
        config.secret_key = Some(shared_key(database));
    }
    let state = AppState::build(pool.clone(), config, dns.clone())
        .await
        .unwrap();
    let background = match jobs {
        Some(settings) => Some(
            platform::jobs::runner::start(state.clone(), settings)
                .await
                .unwrap(),
        ),
        None => None,
    };
    let ep = platform::app::build(state.clone())
        .around(with_test_peer)
        .map_to_response()
        .boxed();
    TestApp {
        client: TestClient::new(ep),
        pool,
        state,
        dns,
        background,
    }
}

/// One secret key per database, as replicas share theirs.
fn shared_key(database: &str) -> String {
    static KEYS: std::sync::Mutex<Option<std::collections::HashMap<String, String>>> =
        std::sync::Mutex::new(None);
    let mut keys = KEYS.lock().unwrap();
    keys.get_or_insert_with(Default::default)
        .entry(database.to_string())
        .or_insert_with(platform::crypto::SecretBox::generate_key_base64)
        .clone()
}

/// The background of a test server: brisk polls, so a lost lease is noticed in a second.
pub fn job_settings() -> Settings {
    Settings {
        poll: std::time::Duration::from_millis(300),
        sweep: std::time::Duration::from_millis(500),
        leader_retry: std::time::Duration::from_millis(500),
        census_workers: 2,
        connections: 8,
        schedules: platform::jobs::schedules::declared(),
        direct: None,
    }
}

/// The header by which a test says which address its request comes from.
pub const PEER: &str = "x-test-peer";

/// The in-process client has no socket: a request with the test-only header [`PEER`] arrives
/// as if over a connection from that address (the header itself is removed).
async fn with_test_peer<E: poem::Endpoint>(
    ep: Arc<E>,
    mut req: poem::Request,
) -> poem::Result<E::Output> {
    if let Some(peer) = req.headers_mut().remove(PEER) {
        let ip: std::net::IpAddr = peer
            .to_str()
            .unwrap()
            .parse()
            .expect("x-test-peer is an IP address");
        let body = req.take_body();
        let mut head = poem::http::Request::builder()
            .method(req.method().clone())
            .uri(req.uri().clone())
            .version(req.version())
            .body(())
            .unwrap();
        *head.headers_mut() = req.headers().clone();
        let (parts, ()) = head.into_parts();
        let remote = poem::web::RemoteAddr(poem::Addr::SocketAddr(std::net::SocketAddr::new(
            ip, 40_000,
        )));
        let parts = poem::RequestParts::from((
            parts,
            poem::web::LocalAddr::default(),
            remote,
            poem::http::uri::Scheme::HTTP,
        ));
        req = poem::Request::from_parts(parts, body);
    }
    ep.call(req).await
}

/// A real SMTP server on loopback (e2e/smtp-sink.mjs, the `smtp-server` npm package) that
/// writes what it receives to a file; one per test binary.
pub struct SmtpSink {
    pub port: u16,
    file: std::path::PathBuf,
}

static SINK: std::sync::OnceLock<SmtpSink> = std::sync::OnceLock::new();

pub fn smtp_sink() -> &'static SmtpSink {
    SINK.get_or_init(|| {
        use std::io::BufRead;
        let file = std::env::temp_dir().join(format!(
            "canopy-mail-{}.jsonl",
            uuid::Uuid::new_v4().simple()
        ));
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../e2e/smtp-sink.mjs");
        let mut child = std::process::Command::new("node")
            .arg(script)
            .args(["--port", "0", "--out"])
            .arg(&file)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("start the SMTP sink (node e2e/smtp-sink.mjs; run npm ci first)");
        let stdout = child.stdout.take().unwrap();
        let mut line = String::new();
        std::io::BufReader::new(stdout)
            .read_line(&mut line)
            .unwrap();
        let port = line
            .trim()
            .strip_prefix("ready ")
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("SMTP sink did not start: {line:?}"));
        // Kept alive for the whole test process; it exits when our end of its stdin closes.
        std::mem::forget(child);
        SmtpSink { port, file }
    })
}

impl SmtpSink {
    /// Every message received for `email`, oldest first.
    pub fn messages_to(&self, email: &str) -> Vec<serde_json::Value> {
        let text = std::fs::read_to_string(&self.file).unwrap_or_default();
        text.lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|m| {
                m["to"]
                    .as_array()
                    .is_some_and(|to| to.iter().any(|t| t == &email.to_lowercase()))
            })
            .collect()
    }
}

impl TestApp {
    /// Waits until the work requests started and did not wait for (email links) is done.
    pub async fn settle(&self) {
        self.state.background.idle().await;
    }

    /// Delivers the outbox through SMTP and returns the newest message to `email` whose subject
    /// contains `subject`.
    /// The messages this app delivered to `email`, oldest first. The sink is shared by every
    /// test of the process: a message is this app's when its outbox holds the message's id.
    pub async fn mails_to(&self, email: &str) -> Vec<serde_json::Value> {
        let sent: Vec<String> = sqlx::query_scalar("SELECT id::text FROM public.outbox")
            .fetch_all(&self.pool)
            .await
            .unwrap();
        smtp_sink()
            .messages_to(email)
            .into_iter()
            .filter(|m| {
                let id = m["message_id"].as_str().unwrap_or("");
                sent.iter().any(|s| id.starts_with(&format!("<{s}@")))
            })
            .collect()
    }

    /// The latest message this app sent to `email` about `subject`, once it is delivered.
    pub async fn mail_to(&self, email: &str, subject: &str) -> serde_json::Value {
        for _ in 0..50 {
            self.state.mailer.deliver_due(&self.pool).await.unwrap();
            if let Some(m) = self
                .mails_to(email)
                .await
                .into_iter()
                .rev()
                .find(|m| m["subject"].as_str().unwrap_or("").contains(subject))
            {
                return m;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("no mail to {email} about {subject:?}");
    }

    /// An employee signs up from the open enrollment invitation sent to `email` and signs in.
    pub async fn join_from_invitation(&self, email: &str, name: &str, password: &str) -> String {
        let mail = self.mail_to(email, "enrollment").await;
        let token = token_of(&link_in(&mail, "/auth/signup"));
        let joined = self
            .post(
                SUMMIT,
                None,
                "/api/auth/signup",
                serde_json::json!({ "invite_token": token, "name": name, "password": password }),
            )
            .await;
        assert_eq!(joined.0.status(), 201);
        self.sign_in(SUMMIT, email, password).await.unwrap()
    }
}

/// The first link in a message's text part that contains `needle`.
pub fn link_in(mail: &serde_json::Value, needle: &str) -> String {
    let text = mail["text"].as_str().unwrap();
    text.split_whitespace()
        .find(|w| w.starts_with("http") && w.contains(needle))
        .unwrap_or_else(|| panic!("no {needle} link in {text}"))
        .to_string()
}

/// The `token` query parameter of a link.
pub fn token_of(link: &str) -> String {
    let query = link.split_once('?').unwrap().1;
    query
        .split('&')
        .find_map(|kv| {
            kv.strip_prefix("token=")
                .or_else(|| kv.strip_prefix("invite="))
        })
        .unwrap()
        .to_string()
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
    pub async fn sign_in(
        &self,
        host: &str,
        email: &str,
        password: &str,
    ) -> Result<String, (u16, serde_json::Value)> {
        self.sign_in_with(
            host,
            None,
            serde_json::json!({ "email": email, "password": password }),
        )
        .await
    }

    /// Signs in on `host` from the address `peer` and returns the session cookie header value.
    pub async fn sign_in_from(
        &self,
        peer: &str,
        host: &str,
        email: &str,
        password: &str,
    ) -> Result<String, (u16, serde_json::Value)> {
        self.sign_in_with(
            host,
            Some(peer),
            serde_json::json!({ "email": email, "password": password }),
        )
        .await
    }

    /// Signs in with the request body `body` (from the address `peer` when given).
    pub async fn sign_in_with(
        &self,
        host: &str,
        peer: Option<&str>,
        body: serde_json::Value,
    ) -> Result<String, (u16, serde_json::Value)> {
        let mut req = self
            .client
            .post("/api/auth/signin")
            .header("host", host)
            .header("x-canopy-csrf", "1")
            .body_json(&body);
        if let Some(peer) = peer {
            req = req.header(PEER, peer);
        }
        let resp = req.send().await;
        let status = resp.0.status().as_u16();
        if status != 200 {
            return Err((status, json(resp).await));
        }
        Ok(session_cookie(&resp))
    }

    pub async fn get(&self, host: &str, cookie: Option<&str>, path: &str) -> TestResponse {
        let mut req = self.client.get(path).header("host", host);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send().await
    }

    /// A signed-out POST from the address `peer`.
    pub async fn post_from(
        &self,
        peer: &str,
        host: &str,
        path: &str,
        body: serde_json::Value,
    ) -> TestResponse {
        self.client
            .post(path)
            .header("host", host)
            .header("x-canopy-csrf", "1")
            .header(PEER, peer)
            .body_json(&body)
            .send()
            .await
    }

    pub async fn post(
        &self,
        host: &str,
        cookie: Option<&str>,
        path: &str,
        body: serde_json::Value,
    ) -> TestResponse {
        let mut req = self
            .client
            .post(path)
            .header("host", host)
            .header("x-canopy-csrf", "1")
            .body_json(&body);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send().await
    }
}

impl TestApp {
    pub async fn put(
        &self,
        host: &str,
        cookie: Option<&str>,
        path: &str,
        body: serde_json::Value,
    ) -> TestResponse {
        let mut req = self
            .client
            .put(path)
            .header("host", host)
            .header("x-canopy-csrf", "1")
            .body_json(&body);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send().await
    }
}

/// The group's latest stage move: from, to, and what moved it.
pub async fn latest_move(
    app: &TestApp,
    cookie: &str,
    group_id: &str,
) -> (Option<GroupStage>, GroupStage, StageTrigger) {
    let l: Lifecycle = body(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/groups/{group_id}/lifecycle"),
        )
        .await,
    )
    .await;
    let m = &l.moves[0];
    (m.from_stage, m.to_stage, m.trigger)
}

pub async fn json(resp: TestResponse) -> serde_json::Value {
    resp.0.into_body().into_json().await.unwrap()
}

/// The (resource, action) pairs of a `/api/me` answer's permissions.
pub fn held_permissions(me: &serde_json::Value) -> Vec<(String, String)> {
    me["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["resource"].as_str().unwrap().to_string(),
                p["action"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The body as the API's own type: the test fails when the answer does not parse as the type
/// the operation declares.
pub async fn body<T: poem_openapi::types::ParseFromJSON>(resp: TestResponse) -> T {
    let value = json(resp).await;
    T::parse_from_json(Some(value.clone()))
        .unwrap_or_else(|e| panic!("{}: {value}", e.into_message()))
}

/// Asserts the project's error shape and returns the body.
pub async fn error_body(resp: TestResponse, status: u16, code: ErrorCode) -> serde_json::Value {
    assert_eq!(resp.0.status().as_u16(), status, "status");
    let request_id = resp
        .0
        .headers()
        .get("x-request-id")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let body = json(resp).await;
    assert_eq!(body["code"], serde_json::to_value(code).unwrap(), "{body}");
    assert!(
        body["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    assert_eq!(
        body["digest"],
        request_id.as_str(),
        "digest is the request id"
    );
    body
}

/// The `name=value` of the session cookie an answer sets.
pub fn session_cookie(resp: &TestResponse) -> String {
    let set_cookie = resp
        .0
        .headers()
        .get("set-cookie")
        .expect("the answer sets the session cookie")
        .to_str()
        .unwrap();
    set_cookie.split(';').next().unwrap().to_string()
}
