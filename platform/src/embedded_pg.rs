//! A private PostgreSQL cluster under `{var_dir}/pg`, used when `DATABASE_URL` is not set.
//!
//! initdb/pg_ctl come from PATH or `/usr/lib/postgresql/*/bin`. As root the cluster runs as
//! the `postgres` user (or `nobody`), since initdb refuses root. It listens on 127.0.0.1 on a
//! free port (no Unix socket), keeps its data across restarts, and is stopped by [`stop`].
//! Starting is guarded by a file lock so parallel processes share one cluster.

use std::fs::{self, File};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use nix::fcntl::{Flock, FlockArg};
use nix::unistd::{Gid, Uid, User};

#[derive(Debug, thiserror::Error)]
pub enum PgError {
    #[error(
        "PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or under /usr/lib/postgresql/*/bin: \
         install PostgreSQL (e.g. `apt-get install postgresql`) or set DATABASE_URL to an existing server"
    )]
    BinariesMissing,
    #[error(
        "running as root, but neither a `postgres` nor a `nobody` user exists to run PostgreSQL"
    )]
    NoUnprivilegedUser,
    #[error("{step} failed: {detail}")]
    Command { step: &'static str, detail: String },
    #[error("{0}: {1}")]
    Io(String, std::io::Error),
}

#[derive(Debug, Clone)]
pub struct Cluster {
    root: PathBuf,
    bin_dir: PathBuf,
    port: u16,
    run_as: Option<(Uid, Gid)>,
    started_here: bool,
}

pub const DATABASE: &str = "canopy";
const SUPERUSER: &str = "canopy";

impl Cluster {
    pub fn url(&self) -> String {
        self.url_for(DATABASE)
    }

    pub fn url_for(&self, database: &str) -> String {
        format!("postgres://{SUPERUSER}@127.0.0.1:{}/{database}", self.port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Whether this process started the cluster (rather than attaching to a running one).
    pub fn started_here(&self) -> bool {
        self.started_here
    }

    fn data_dir(&self) -> PathBuf {
        self.root.join("data")
    }

    /// Stops the cluster (fast shutdown: running transactions are rolled back).
    pub fn stop(&self) -> Result<(), PgError> {
        let data = self.data_dir();
        run(
            self.command("pg_ctl")
                .arg("-D")
                .arg(&data)
                .args(["-m", "fast", "-w", "stop"]),
            "pg_ctl stop",
        )?;
        Ok(())
    }

    fn command(&self, program: &str) -> Command {
        let mut cmd = Command::new(self.bin_dir.join(program));
        cmd.current_dir(&self.root).env_remove("PGDATA");
        if let Some((uid, gid)) = self.run_as {
            cmd.uid(uid.as_raw()).gid(gid.as_raw());
        }
        cmd
    }
}

/// Options for a cluster: tests trade durability for speed.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    pub ephemeral: bool,
}

/// Starts the cluster under `root` (initialising it first if needed), or attaches to it when
/// another process already runs it. Blocking: call it from `spawn_blocking` in async code.
pub fn start(root: &Path, options: Options) -> Result<Cluster, PgError> {
    let bin_dir = find_bin_dir().ok_or(PgError::BinariesMissing)?;
    let run_as = unprivileged_user()?;
    fs::create_dir_all(root).map_err(|e| PgError::Io(format!("creating {}", root.display()), e))?;
    let root = root
        .canonicalize()
        .map_err(|e| PgError::Io(format!("resolving {}", root.display()), e))?;
    if let Some((uid, gid)) = run_as {
        nix::unistd::chown(&root, Some(uid), Some(gid))
            .map_err(|e| PgError::Io(format!("chown {}", root.display()), e.into()))?;
        allow_traversal(&root);
    }
    let lock_file = File::create(root.join(".lock"))
        .map_err(|e| PgError::Io("creating the cluster lock".into(), e))?;
    let _lock = Flock::lock(lock_file, FlockArg::LockExclusive)
        .map_err(|(_, e)| PgError::Io("locking the cluster".into(), e.into()))?;

    let mut cluster = Cluster {
        root: root.clone(),
        bin_dir,
        port: 0,
        run_as,
        started_here: false,
    };
    let data = cluster.data_dir();
    if !data.join("PG_VERSION").exists() {
        init(&cluster, options)?;
    }
    if let Some(port) = running_port(&data, &cluster) {
        cluster.port = port;
        return Ok(cluster);
    }
    cluster.port = free_port()?;
    let log = root.join("postgres.log");
    run(
        cluster
            .command("pg_ctl")
            .arg("-D")
            .arg(&data)
            .arg("-l")
            .arg(&log)
            .args(["-w", "-t", "60", "-o"])
            .arg(format!("-p {}", cluster.port))
            .arg("start"),
        "pg_ctl start",
    )
    .map_err(|e| match e {
        PgError::Command { step, detail } => PgError::Command {
            step,
            detail: format!("{detail}\n{}", tail(&log, 20)),
        },
        other => other,
    })?;
    cluster.started_here = true;
    Ok(cluster)
}

/// Stops a cluster under `root` if it runs; used by `canopy pg-stop` and the test teardown.
pub fn stop_dir(root: &Path) -> Result<bool, PgError> {
    let Some(bin_dir) = find_bin_dir() else {
        return Ok(false);
    };
    let run_as = unprivileged_user()?;
    let cluster = Cluster {
        root: root.to_path_buf(),
        bin_dir,
        port: 0,
        run_as,
        started_here: false,
    };
    if running_port(&cluster.data_dir(), &cluster).is_none() {
        return Ok(false);
    }
    cluster.stop()?;
    Ok(true)
}

fn init(cluster: &Cluster, options: Options) -> Result<(), PgError> {
    // initdb into a scratch directory and rename: a crash mid-way leaves no half cluster.
    let scratch = cluster.root.join("data.init");
    let _ = fs::remove_dir_all(&scratch);
    run(
        cluster
            .command("initdb")
            .arg("-D")
            .arg(&scratch)
            .args([
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
                "--no-instructions",
            ])
            .arg(format!("--username={SUPERUSER}")),
        "initdb",
    )?;
    let mut conf = String::from(
        "\n# canopy: private cluster\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 200\n",
    );
    if options.ephemeral {
        conf.push_str("fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n");
    }
    let conf_path = scratch.join("postgresql.auto.conf");
    let mut existing = fs::read_to_string(&conf_path).unwrap_or_default();
    existing.push_str(&conf);
    fs::write(&conf_path, existing)
        .map_err(|e| PgError::Io("writing postgresql.auto.conf".into(), e))?;
    fs::rename(&scratch, cluster.data_dir())
        .map_err(|e| PgError::Io("moving the new cluster into place".into(), e))?;
    Ok(())
}

/// The port of a postmaster already serving `data`, if one is alive.
fn running_port(data: &Path, cluster: &Cluster) -> Option<u16> {
    let pid_file = fs::read_to_string(data.join("postmaster.pid")).ok()?;
    let mut lines = pid_file.lines();
    let pid: i32 = lines.next()?.trim().parse().ok()?;
    let port: u16 = lines.nth(2)?.trim().parse().ok()?;
    nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), None).ok()?;
    let status = cluster
        .command("pg_ctl")
        .arg("-D")
        .arg(data)
        .arg("status")
        .output()
        .ok()?;
    status.status.success().then_some(port)
}

fn find_bin_dir() -> Option<PathBuf> {
    find_bin_dir_in(std::env::var_os("PATH"), Path::new("/usr/lib/postgresql"))
}

fn find_bin_dir_in(path: Option<std::ffi::OsString>, lib_root: &Path) -> Option<PathBuf> {
    let has_tools = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(path) = path {
        for dir in std::env::split_paths(&path) {
            if has_tools(&dir) {
                // Follow a symlinked initdb to its real directory, where `postgres` lives too.
                let real = fs::canonicalize(dir.join("initdb")).ok()?;
                return real
                    .parent()
                    .map(Path::to_path_buf)
                    .filter(|d| has_tools(d))
                    .or(Some(dir));
            }
        }
    }
    let mut versions: Vec<(u32, PathBuf)> = fs::read_dir(lib_root)
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| has_tools(bin))
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

pub(crate) fn unprivileged_user() -> Result<Option<(Uid, Gid)>, PgError> {
    if !Uid::effective().is_root() {
        return Ok(None);
    }
    for name in ["postgres", "nobody"] {
        if let Ok(Some(user)) = User::from_name(name) {
            return Ok(Some((user.uid, user.gid)));
        }
    }
    Err(PgError::NoUnprivilegedUser)
}

/// Lets the cluster's user reach its directory through parents that only root may enter.
pub(crate) fn allow_traversal(dir: &Path) {
    for ancestor in dir.ancestors().skip(1) {
        if let Ok(meta) = fs::metadata(ancestor) {
            let mode = meta.permissions().mode();
            if mode & 0o001 == 0 {
                let _ = fs::set_permissions(ancestor, fs::Permissions::from_mode(mode | 0o001));
            }
        }
    }
}

pub(crate) fn free_port() -> Result<u16, PgError> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0")
        .map_err(|e| PgError::Io("finding a free port".into(), e))?;
    let port = listener
        .local_addr()
        .map_err(|e| PgError::Io("finding a free port".into(), e))?
        .port();
    Ok(port)
}

fn run(cmd: &mut Command, step: &'static str) -> Result<Output, PgError> {
    let output = cmd
        .output()
        .map_err(|e| PgError::Io(format!("running {step}"), e))?;
    if output.status.success() {
        Ok(output)
    } else {
        let detail = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout).trim(),
            String::from_utf8_lossy(&output.stderr).trim()
        );
        Err(PgError::Command { step, detail })
    }
}

pub(crate) fn tail(path: &Path, lines: usize) -> String {
    let text = fs::read_to_string(path).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

/// Creates `database` on the cluster when missing.
pub async fn ensure_database(cluster: &Cluster, database: &str) -> Result<(), sqlx::Error> {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(&cluster.url_for("postgres")).await?;
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
            .bind(database)
            .fetch_one(&mut conn)
            .await?;
    if !exists {
        let quoted = database.replace('"', "\"\"");
        match sqlx::query(&format!("CREATE DATABASE \"{quoted}\""))
            .execute(&mut conn)
            .await
        {
            // Another process created it at the same moment.
            Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("42P04") => {}
            other => {
                other?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_binaries_say_what_to_do() {
        let empty = tempfile::tempdir().unwrap();
        assert!(find_bin_dir_in(Some(empty.path().as_os_str().to_owned()), empty.path()).is_none());
        let message = PgError::BinariesMissing.to_string();
        assert!(
            message.contains("apt-get install postgresql") && message.contains("DATABASE_URL"),
            "{message}"
        );
    }

    #[test]
    fn finds_the_newest_versioned_bin_dir() {
        let root = tempfile::tempdir().unwrap();
        for version in ["13", "15"] {
            let bin = root.path().join(version).join("bin");
            fs::create_dir_all(&bin).unwrap();
            fs::write(bin.join("initdb"), "").unwrap();
            fs::write(bin.join("pg_ctl"), "").unwrap();
        }
        let found = find_bin_dir_in(None, root.path()).unwrap();
        assert!(found.ends_with("15/bin"), "{}", found.display());
    }
}
