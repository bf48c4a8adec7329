//! What the metrics and the readiness check read from the database.

use sqlx::{PgPool, Postgres, Transaction};

/// One queue of the job queue (schema `underway`), as a scrape sees it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct QueueStats {
    pub queue: String,
    /// Waiting jobs that could start now.
    pub ready: i64,
    /// Waiting jobs whose time has not come.
    pub scheduled: i64,
    pub running: i64,
    /// How long the oldest job that could start has waited, in seconds (0 when none waits).
    pub oldest_ready_seconds: f64,
}

/// Every queue with its waiting and running jobs; a queue runs a job once its
/// `created_at + delay` has passed. Only unfinished tasks are read, under a statement timeout.
pub async fn queue_stats(pool: &PgPool, timeout_ms: u32) -> Result<Vec<QueueStats>, sqlx::Error> {
    let mut tx = begin_bounded(pool, timeout_ms).await?;
    let stats = sqlx::query_as(
        "SELECT q.name AS queue,
                count(t.id) FILTER (WHERE t.state = 'pending' AND t.created_at + t.delay <= now()) AS ready,
                count(t.id) FILTER (WHERE t.state = 'pending' AND t.created_at + t.delay > now()) AS scheduled,
                count(t.id) FILTER (WHERE t.state = 'in_progress') AS running,
                coalesce(extract(epoch FROM now() - min(t.created_at + t.delay)
                    FILTER (WHERE t.state = 'pending' AND t.created_at + t.delay <= now())), 0)::float8
                    AS oldest_ready_seconds
         FROM underway.task_queue q
         LEFT JOIN underway.task t ON t.task_queue_name = q.name AND t.state IN ('pending', 'in_progress')
         GROUP BY q.name
         ORDER BY q.name",
    )
    .fetch_all(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(stats)
}

pub async fn ping(pool: &PgPool) -> Result<(), sqlx::Error> {
    sqlx::query_scalar::<_, i32>("SELECT 1")
        .fetch_one(pool)
        .await
        .map(|_| ())
}

/// Whether the database lacks a migration this server was built with: one of `platform` in the
/// public schema, or the latest of `tenant_latest` in some agency's schema (each agency schema
/// keeps its own history; `query_to_xml` reads them all in one statement).
pub async fn migrations_pending(
    pool: &PgPool,
    platform: &[i64],
    tenant_latest: Option<i64>,
    timeout_ms: u32,
) -> Result<bool, sqlx::Error> {
    let mut tx = begin_bounded(pool, timeout_ms).await?;
    let applied: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT version) FROM public._sqlx_migrations WHERE success AND version = ANY($1)",
    )
    .bind(platform)
    .fetch_one(&mut *tx)
    .await?;
    let mut pending = applied < platform.len() as i64;
    if let (false, Some(latest)) = (pending, tenant_latest) {
        let behind: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM public.agencies a
             WHERE NOT (xpath('/row/ok/text()', query_to_xml(format(
                 'SELECT EXISTS (SELECT 1 FROM %I._sqlx_migrations WHERE success AND version = %s) AS ok',
                 a.schema_name, $1::bigint), false, true, '')))[1]::text::boolean",
        )
        .bind(latest)
        .fetch_one(&mut *tx)
        .await?;
        pending = behind > 0;
    }
    tx.commit().await?;
    Ok(pending)
}

/// A transaction whose statements are cancelled past `timeout_ms`.
async fn begin_bounded(
    pool: &PgPool,
    timeout_ms: u32,
) -> Result<Transaction<'static, Postgres>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT set_config('statement_timeout', $1, true)")
        .bind(timeout_ms.to_string())
        .execute(&mut *tx)
        .await?;
    Ok(tx)
}
