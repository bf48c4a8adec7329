//! The real `canopy` binary served as replicas: several processes on one test database, their
//! requests through one PgBouncer in transaction mode, their jobs and migrations direct. Each
//! process is killed when its [`Replica`] is dropped (and dies with the test process).

use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use platform::embedded_pgbouncer::{self, PgBouncer};
use tokio::sync::OnceCell;

use super::TestDb;

/// The built server: `CANOPY_BIN`, or the binary cargo built beside these tests.
pub fn canopy_bin() -> PathBuf {
    std::env::var_os("CANOPY_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_canopy")))
}

static BOUNCER_PORT: OnceCell<u16> = OnceCell::const_new();

/// The test process's PgBouncer in front of the test server (every test database through it).
/// It is started from a thread that lives as long as the process, so it stops with the process.
async fn bouncer_port(db: &TestDb) -> u16 {
    let options = db.pool.connect_options();
    let (upstream, user) = (options.get_port(), options.get_username().to_string());
    *BOUNCER_PORT
        .get_or_init(|| async move {
            let (sent, received) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let root = std::env::temp_dir().join(format!(
                    "canopy-test-pgbouncer-{}",
                    uuid::Uuid::new_v4().simple()
                ));
                match embedded_pgbouncer::start(&root, upstream, &[&user]) {
                    Ok(bouncer) => {
                        // Read at start only; its open log outlives the directory.
                        let _ = std::fs::remove_dir_all(&root);
                        sent.send(Ok(bouncer.port())).unwrap();
                        let _kept: PgBouncer = bouncer;
                        loop {
                            std::thread::park();
                        }
                    }
                    Err(e) => sent.send(Err(e.to_string())).unwrap(),
                }
            });
            tokio::task::spawn_blocking(move || received.recv().unwrap())
                .await
                .unwrap()
                .expect("start PgBouncer")
        })
        .await
}

/// The URL of `db` through the test PgBouncer.
pub async fn pooled_url(db: &TestDb) -> String {
    let port = bouncer_port(db).await;
    let options = db.pool.connect_options();
    format!(
        "postgres://{}@127.0.0.1:{port}/{}",
        options.get_username(),
        options.get_database().unwrap()
    )
}

/// What the replicas of one test share: the database (direct and pooled), the files, the key.
pub struct Deployment {
    pub direct_url: String,
    pub pooled_url: String,
    pub var_dir: PathBuf,
    pub secret_key: String,
    /// Extra environment for every replica (schedules, lease).
    pub env: Vec<(String, String)>,
}

impl Deployment {
    pub async fn new(db: &TestDb) -> Self {
        Self {
            direct_url: db.url.clone(),
            pooled_url: pooled_url(db).await,
            var_dir: std::env::temp_dir().join(format!(
                "canopy-test-replicas-{}",
                uuid::Uuid::new_v4().simple()
            )),
            // The key in-process servers on this database use, so either may read the other's.
            secret_key: super::shared_key(db.pool.connect_options().get_database().unwrap()),
            env: vec![("CANOPY_JOB_LEASE_SECS".into(), "2".into())],
        }
    }

    /// Starts one more replica and waits until it answers.
    pub async fn start(&self, name: &str) -> Replica {
        let port = free_port();
        let log = self.var_dir.join(format!("{name}-{port}.log"));
        std::fs::create_dir_all(&self.var_dir).unwrap();
        let mut command = Command::new(canopy_bin());
        command
            .arg("serve")
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("DATABASE_URL", &self.direct_url)
            .env("CANOPY_DATABASE_POOL_URL", &self.pooled_url)
            .env("PORT", port.to_string())
            .env("CANOPY_VAR_DIR", &self.var_dir)
            .env("CANOPY_SECRET_KEY", &self.secret_key)
            .env("CANOPY_TRUSTED_PROXIES", "127.0.0.1")
            .env("RUST_LOG", "warn,platform=info")
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap());
        // SAFETY: prctl is async-signal-safe; nothing else runs between fork and exec.
        unsafe {
            command.pre_exec(|| {
                nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGKILL)
                    .map_err(std::io::Error::from)
            });
        }
        let child = command.spawn().expect("run the canopy binary");
        let mut replica = Replica {
            child,
            port,
            log,
            http: reqwest::Client::builder()
                .resolve("localhost", ([127, 0, 0, 1], port).into())
                .resolve("summit.localhost", ([127, 0, 0, 1], port).into())
                .resolve("northwind.localhost", ([127, 0, 0, 1], port).into())
                .timeout(Duration::from_secs(60))
                .build()
                .unwrap(),
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Ok(Some(status)) = replica.child.try_wait() {
                panic!("replica {name} exited ({status}):\n{}", replica.log_tail());
            }
            if let Ok(r) = replica
                .http
                .get(replica.url("localhost", "/api/health"))
                .send()
                .await
            {
                if r.status().is_success() {
                    return replica;
                }
            }
            assert!(
                Instant::now() < deadline,
                "replica {name} did not answer:\n{}",
                replica.log_tail()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

impl Drop for Deployment {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.var_dir);
    }
}

/// One `canopy serve` process.
pub struct Replica {
    child: Child,
    pub port: u16,
    log: PathBuf,
    pub http: reqwest::Client,
}

/// An answer: status and JSON body (`null` when there is none), and the session cookie it set.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: serde_json::Value,
    pub cookie: Option<String>,
}

impl Replica {
    pub fn url(&self, host: &str, path: &str) -> String {
        format!("http://{host}:{}{path}", self.port)
    }

    pub fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(40)..].join("\n")
    }

    /// `kill -9`: the process ends at once, mid-transaction if it was in one.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub async fn send(
        &self,
        method: reqwest::Method,
        host: &str,
        path: &str,
        cookie: Option<&str>,
        from: Option<&str>,
        body: Option<serde_json::Value>,
    ) -> Answer {
        let mut req = self
            .http
            .request(method, self.url(host, path))
            .header("x-canopy-csrf", "1");
        if let Some(cookie) = cookie {
            req = req.header("cookie", cookie);
        }
        if let Some(ip) = from {
            req = req.header("x-forwarded-for", ip);
        }
        if let Some(body) = body {
            req = req
                .header("content-type", "application/json")
                .body(serde_json::to_vec(&body).unwrap());
        }
        let resp = req
            .send()
            .await
            .unwrap_or_else(|e| panic!("request to replica on {}: {e}", self.port));
        let status = resp.status().as_u16();
        let cookie = resp
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(|v| v.split(';').next().unwrap().to_string())
            .find(|v| !v.ends_with('='));
        let bytes = resp.bytes().await.unwrap();
        let body = serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null);
        Answer {
            status,
            body,
            cookie,
        }
    }

    pub async fn get(&self, host: &str, path: &str, cookie: Option<&str>) -> Answer {
        self.send(reqwest::Method::GET, host, path, cookie, None, None)
            .await
    }

    pub async fn post(
        &self,
        host: &str,
        path: &str,
        cookie: Option<&str>,
        body: serde_json::Value,
    ) -> Answer {
        self.send(reqwest::Method::POST, host, path, cookie, None, Some(body))
            .await
    }

    /// Uploads a file as the multipart field `file`.
    pub async fn upload(
        &self,
        host: &str,
        path: &str,
        cookie: &str,
        file_name: &str,
        bytes: Vec<u8>,
    ) -> Answer {
        let boundary = format!("canopy-{}", uuid::Uuid::new_v4().simple());
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: text/csv\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(&bytes);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let resp = self
            .http
            .post(self.url(host, path))
            .header("x-canopy-csrf", "1")
            .header("cookie", cookie)
            .header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(body)
            .send()
            .await
            .unwrap();
        let status = resp.status().as_u16();
        let bytes = resp.bytes().await.unwrap();
        Answer {
            status,
            body: serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null),
            cookie: None,
        }
    }

    /// Signs in and returns the session cookie (`name=value`).
    pub async fn sign_in(&self, host: &str, email: &str, password: &str) -> String {
        let a = self
            .post(
                host,
                "/api/auth/signin",
                None,
                serde_json::json!({ "email": email, "password": password }),
            )
            .await;
        assert_eq!(a.status, 200, "sign in as {email}: {:?}", a.body);
        a.cookie.expect("the sign-in sets the session cookie")
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        self.kill();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
