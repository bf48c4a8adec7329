//! A private PgBouncer in transaction pooling mode in front of a PostgreSQL server: what a
//! deployment of several replicas puts between them and the database, run on one machine
//! (the replica tests serve through it).
//!
//! `pgbouncer` comes from PATH or `/usr/sbin` (Debian's package). Its configuration and log
//! live under `root`. It listens on 127.0.0.1 on a free port and serves every database of the
//! upstream server to the given users without a password, so the upstream must trust loopback
//! as the private cluster does. As root it runs as the cluster's unprivileged user (PgBouncer
//! refuses root). It stops when its [`PgBouncer`] is dropped and dies with the thread that
//! started it.

use std::fs;
use std::net::TcpStream;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::embedded_pg::{self, PgError};

#[derive(Debug, thiserror::Error)]
pub enum BouncerError {
    #[error(
        "pgbouncer was not found on PATH or in /usr/sbin: install it (e.g. `apt-get install pgbouncer`)"
    )]
    Missing,
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
    #[error("pgbouncer did not start: {0}")]
    Start(String),
    #[error(transparent)]
    Pg(#[from] PgError),
}

/// Server connections per database and user: small on purpose, so that the clients of every
/// replica share them transaction by transaction.
pub const POOL_SIZE: u32 = 10;

/// `temp_buffers` of every server connection, in 8 kB pages (128 MB, as the direct pool sets it
/// in its startup options, which PgBouncer does not pass on): a census commit's staging tables
/// stay in memory through the pooler too.
const TEMP_BUFFERS_PAGES: u32 = 16_384;

pub struct PgBouncer {
    child: Child,
    port: u16,
    root: PathBuf,
}

impl PgBouncer {
    pub fn port(&self) -> u16 {
        self.port
    }

    /// `postgres://{user}@127.0.0.1:{port}/{database}` through the pooler.
    pub fn url_for(&self, user: &str, database: &str) -> String {
        format!("postgres://{user}@127.0.0.1:{}/{database}", self.port)
    }

    /// The end of its log, for error messages.
    pub fn log_tail(&self, lines: usize) -> String {
        embedded_pg::tail(&self.root.join("pgbouncer.log"), lines)
    }
}

impl Drop for PgBouncer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Writes the configuration under `root` and starts PgBouncer in front of the PostgreSQL
/// server on 127.0.0.1:`upstream_port`. Blocking: call it from `spawn_blocking` in async code.
pub fn start(root: &Path, upstream_port: u16, users: &[&str]) -> Result<PgBouncer, BouncerError> {
    let binary = find_binary().ok_or(BouncerError::Missing)?;
    let io = |what: &str| {
        let what = what.to_string();
        move |e| BouncerError::Io(what, e)
    };
    fs::create_dir_all(root).map_err(io("creating the PgBouncer directory"))?;
    let root = root
        .canonicalize()
        .map_err(io("resolving the PgBouncer directory"))?;
    let run_as = embedded_pg::unprivileged_user()?;
    let port = embedded_pg::free_port()?;
    let userlist: String = users
        .iter()
        .map(|u| format!("\"{}\" \"\"\n", u.replace('"', "")))
        .collect();
    fs::write(root.join("userlist.txt"), userlist).map_err(io("writing userlist.txt"))?;
    let ini = format!(
        "[databases]\n\
         * = host=127.0.0.1 port={upstream_port} connect_query='SET temp_buffers = {TEMP_BUFFERS_PAGES}'\n\
         \n\
         [pgbouncer]\n\
         listen_addr = 127.0.0.1\n\
         listen_port = {port}\n\
         unix_socket_dir =\n\
         auth_type = trust\n\
         auth_file = {root}/userlist.txt\n\
         pool_mode = transaction\n\
         default_pool_size = {POOL_SIZE}\n\
         max_client_conn = 1000\n\
         server_reset_query =\n\
         ignore_startup_parameters = extra_float_digits\n\
         logfile = {root}/pgbouncer.log\n\
         log_connections = 0\n\
         log_disconnections = 0\n",
        root = root.display()
    );
    let ini_path = root.join("pgbouncer.ini");
    fs::write(&ini_path, ini).map_err(io("writing pgbouncer.ini"))?;
    if let Some((uid, gid)) = run_as {
        for path in [
            root.clone(),
            ini_path.clone(),
            root.join("userlist.txt"),
            root.join("pgbouncer.log"),
        ] {
            if !path.exists() {
                fs::write(&path, "").map_err(io("creating the PgBouncer log"))?;
            }
            nix::unistd::chown(&path, Some(uid), Some(gid))
                .map_err(|e| BouncerError::Io(format!("chown {}", path.display()), e.into()))?;
        }
        let _ = fs::set_permissions(&root, fs::Permissions::from_mode(0o700));
        embedded_pg::allow_traversal(&root);
    }

    let mut command = Command::new(binary);
    command
        .arg(&ini_path)
        .current_dir(&root)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if let Some((uid, gid)) = run_as {
        command.uid(uid.as_raw()).gid(gid.as_raw());
    }
    // SAFETY: prctl is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        command.pre_exec(|| {
            nix::sys::prctl::set_pdeathsig(nix::sys::signal::Signal::SIGTERM)
                .map_err(std::io::Error::from)
        });
    }
    let child = command.spawn().map_err(io("running pgbouncer"))?;
    let mut bouncer = PgBouncer { child, port, root };
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        if let Ok(Some(status)) = bouncer.child.try_wait() {
            return Err(BouncerError::Start(format!(
                "it exited ({status})\n{}",
                bouncer.log_tail(20)
            )));
        }
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return Ok(bouncer);
        }
        if Instant::now() > deadline {
            return Err(BouncerError::Start(format!(
                "nothing listens on port {port}\n{}",
                bouncer.log_tail(20)
            )));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn find_binary() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path
        .into_iter()
        .chain([PathBuf::from("/usr/sbin")])
        .map(|dir| dir.join("pgbouncer"))
        .find(|p| p.is_file())
}
