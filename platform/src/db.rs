//! Connecting to PostgreSQL: `DATABASE_URL`, or the private cluster under `var/pg`.

use std::str::FromStr;
use std::time::Duration;

use anyhow::Context;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, PgPool};

use crate::config::Config;
use crate::embedded_pg::{self, Cluster};

pub struct Database {
    /// The pool requests use: through the pooler when `CANOPY_DATABASE_POOL_URL` is set.
    pub pool: PgPool,
    /// Straight to PostgreSQL, for what needs a session of its own: migrations (the migrator's
    /// advisory lock), LISTEN, the job queue's leases and schedulers. The same pool as `pool`
    /// when there is no pooler.
    pub direct: PgPool,
    /// The private cluster, when this process uses one.
    pub cluster: Option<Cluster>,
}

impl Database {
    pub async fn open(config: &Config, max_connections: u32) -> anyhow::Result<Self> {
        let (url, cluster) = match &config.database_url {
            Some(url) => (url.clone(), None),
            None => {
                let root = config.var_dir.join("pg");
                let cluster = tokio::task::spawn_blocking(move || {
                    embedded_pg::start(&root, embedded_pg::Options::default())
                })
                .await??;
                tracing::info!(
                    port = cluster.port(),
                    attached = !cluster.started_here(),
                    "private PostgreSQL cluster running"
                );
                embedded_pg::ensure_database(&cluster, embedded_pg::DATABASE).await?;
                (cluster.url(), Some(cluster))
            }
        };
        let (pool, direct) = match &config.database_pool_url {
            Some(pool_url) => (
                connect_pooled(pool_url, max_connections).await?,
                connect(&url, DIRECT_CONNECTIONS).await?,
            ),
            None => {
                let pool = connect(&url, max_connections).await?;
                (pool.clone(), pool)
            }
        };
        Ok(Self {
            pool,
            direct,
            cluster,
        })
    }

    /// Connection options for the job queue's own pool (always direct).
    pub fn direct_options(&self) -> PgConnectOptions {
        (*self.direct.connect_options()).clone()
    }

    /// Closes the pool and stops the private cluster if this process started it.
    pub async fn close(self) {
        self.pool.close().await;
        self.direct.close().await;
        if let Some(cluster) = self.cluster.filter(Cluster::started_here) {
            match tokio::task::spawn_blocking(move || cluster.stop()).await {
                Ok(Ok(())) => tracing::info!("private PostgreSQL cluster stopped"),
                Ok(Err(e)) => {
                    tracing::error!(error = %e, "stopping the private PostgreSQL cluster failed")
                }
                Err(e) => {
                    tracing::error!(error = %e, "stopping the private PostgreSQL cluster failed")
                }
            }
        }
    }
}

/// A pool whose connections have `search_path = public`: tenant tables are reachable only
/// through `TenantTx`, which sets the agency schema for one transaction. A census commit's
/// staging tables stay in memory (`temp_buffers`, taken only by sessions that use them) instead
/// of going through files past the default 8 MB.
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<PgPool> {
    let options = logged(
        PgConnectOptions::from_str(url)
            .context("DATABASE_URL is not a valid PostgreSQL URL")?
            .application_name("canopy")
            .options([("search_path", "public"), ("temp_buffers", "128MB")]),
    )?;
    pool_options(max_connections)
        .connect_with(options)
        .await
        .context("cannot connect to PostgreSQL")
}

/// Statements at TRACE, slow ones (`CANOPY_SLOW_QUERY_MS`) as warnings.
fn logged(options: PgConnectOptions) -> anyhow::Result<PgConnectOptions> {
    Ok(options
        .log_statements(log::LevelFilter::Trace)
        .log_slow_statements(
            log::LevelFilter::Warn,
            crate::observability::logging::slow_statement_threshold()?,
        ))
}

/// A connection in steady use is not pinged before each checkout (that cost every request a
/// round trip per connection it took); one idle for a while is, as it may have been dropped by
/// the server or a proxy meanwhile.
pub(crate) fn pool_options(max_connections: u32) -> PgPoolOptions {
    PgPoolOptions::new()
        .max_connections(max_connections)
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for < Duration::from_secs(30) {
                    return Ok(true);
                }
                Ok(sqlx::Connection::ping(conn).await.is_ok())
            })
        })
        .acquire_timeout(Duration::from_secs(10))
        .max_lifetime(Duration::from_secs(30 * 60))
}

/// Direct connections beside a pooler: migrations and role-change listening (the job queue
/// keeps a pool of its own).
const DIRECT_CONNECTIONS: u32 = 4;

/// A pool through PgBouncer in transaction mode, where consecutive transactions of one client
/// connection run on different server connections. So: no statement cache (statements are
/// unnamed and parsed with their Bind), no startup `options` and no `extra_float_digits`
/// (PgBouncer refuses startup parameters it does not know), and nothing that outlives a
/// transaction — `TenantTx` sets the agency's schema with SET LOCAL, advisory locks are
/// transaction-scoped, temporary tables are dropped on commit. The server connections must
/// resolve unqualified names in `public`, PostgreSQL's default: checked here.
pub async fn connect_pooled(url: &str, max_connections: u32) -> anyhow::Result<PgPool> {
    let options = logged(
        PgConnectOptions::from_str(url)
            .context("CANOPY_DATABASE_POOL_URL is not a valid PostgreSQL URL")?
            .application_name("canopy")
            .statement_cache_capacity(0)
            .extra_float_digits(None),
    )?;
    let pool = pool_options(max_connections)
        .connect_with(options)
        .await
        .context("cannot connect to PostgreSQL through CANOPY_DATABASE_POOL_URL")?;
    let schema: Option<String> = sqlx::query_scalar("SELECT current_schema()")
        .fetch_one(&pool)
        .await
        .context("cannot query PostgreSQL through CANOPY_DATABASE_POOL_URL")?;
    if schema.as_deref() != Some("public") {
        anyhow::bail!(
            "connections through CANOPY_DATABASE_POOL_URL resolve names in schema {schema:?}, not \"public\": \
             reset the role's search_path (ALTER ROLE ... RESET search_path)"
        );
    }
    Ok(pool)
}

/// Upgrades the public schema, the job queue's schema (`underway`) and every agency schema.
pub async fn migrate(pool: &PgPool) -> anyhow::Result<()> {
    tenants::migrations::migrate_platform(pool)
        .await
        .context("migrating the public schema")?;
    crate::jobs::queries::migrate_queue(pool)
        .await
        .context("migrating the job queue's schema")?;
    crate::help::library::publish(pool)
        .await
        .context("publishing the help centre's articles")?;
    let total = tenants::migrations::migrate_all(pool, |p| {
        if p.done == p.total || p.done % 50 == 0 {
            tracing::info!(
                done = p.done,
                total = p.total,
                last = p.slug,
                "agency schemas migrated"
            );
        }
    })
    .await
    .context("migrating agency schemas")?;
    tracing::info!(agencies = total, "migrations up to date");
    Ok(())
}
