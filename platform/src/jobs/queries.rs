use chrono::{DateTime, Utc};
use sqlx::PgPool;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::list::{ListQuery, SortFields};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct JobRow {
    pub id: Uuid,
    pub kind: String,
    pub status: String,
    pub group_id: Option<Uuid>,
    pub group_name: Option<String>,
    pub subject_id: Option<Uuid>,
    pub done: i32,
    pub total: i32,
    pub message: String,
    pub result: Option<serde_json::Value>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
}

const SELECT: &str = "SELECT j.id, j.kind, j.status, j.group_id, g.name AS group_name, j.subject_id, j.done, j.total, j.message,
        j.result, j.error, j.created_at, j.started_at, j.finished_at
     FROM jobs j LEFT JOIN groups g ON g.id = j.group_id";

pub async fn create(tx: &mut TenantTx, kind: &str, group_id: Option<Uuid>, subject_id: Option<Uuid>, created_by: Uuid) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar("INSERT INTO jobs (kind, group_id, subject_id, created_by, message) VALUES ($1, $2, $3, $4, 'Waiting to start') RETURNING id")
        .bind(kind)
        .bind(group_id)
        .bind(subject_id)
        .bind(created_by)
        .fetch_one(tx.conn())
        .await
}

pub async fn get(tx: &mut TenantTx, id: Uuid, scope: Option<Uuid>) -> Result<Option<JobRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE j.id = $1 AND ($2::uuid IS NULL OR j.group_id = $2)"))
        .bind(id)
        .bind(scope)
        .fetch_optional(tx.conn())
        .await
}

pub const SORT_FIELDS: SortFields = &[("created_at", "j.created_at"), ("status", "j.status"), ("kind", "j.kind")];

pub async fn list(tx: &mut TenantTx, query: &ListQuery, status: Option<&str>, scope: Option<Uuid>) -> Result<(Vec<JobRow>, i64), sqlx::Error> {
    let filter = "WHERE ($1::text IS NULL OR j.status = $1) AND ($2::uuid IS NULL OR j.group_id = $2)";
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM jobs j {filter}")).bind(status).bind(scope).fetch_one(tx.conn()).await?;
    let rows = sqlx::query_as(&format!("{SELECT} {filter} ORDER BY {} LIMIT $3 OFFSET $4", query.order_by("j.id")))
        .bind(status)
        .bind(scope)
        .bind(query.limit())
        .bind(query.offset())
        .fetch_all(tx.conn())
        .await?;
    Ok((rows, total))
}

/// Progress is written in a transaction of its own, so watchers see it while the job's work
/// is still uncommitted.
pub async fn progress(pool: &PgPool, agency: &Agency, id: Uuid, done: i32, total: i32, message: &str) -> Result<(), sqlx::Error> {
    let mut tx = TenantTx::begin(pool, agency).await.map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    sqlx::query(
        "UPDATE jobs SET status = 'running', started_at = coalesce(started_at, now()), done = $2, total = $3, message = $4 WHERE id = $1",
    )
    .bind(id)
    .bind(done)
    .bind(total)
    .bind(message)
    .execute(tx.conn())
    .await?;
    tx.commit().await.map_err(|e| sqlx::Error::Protocol(e.to_string()))
}

pub async fn finish(pool: &PgPool, agency: &Agency, id: Uuid, result: Result<serde_json::Value, String>) -> Result<(), sqlx::Error> {
    let mut tx = TenantTx::begin(pool, agency).await.map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    match result {
        Ok(value) => sqlx::query("UPDATE jobs SET status = 'succeeded', done = total, message = 'Done', result = $2, finished_at = now() WHERE id = $1")
            .bind(id)
            .bind(value),
        Err(error) => sqlx::query("UPDATE jobs SET status = 'failed', message = 'Failed', error = $2, finished_at = now() WHERE id = $1")
            .bind(id)
            .bind(error),
    }
    .execute(tx.conn())
    .await?;
    tx.commit().await.map_err(|e| sqlx::Error::Protocol(e.to_string()))
}

/// Jobs left running or queued by a process that stopped: failed, so they can be retried.
pub async fn fail_interrupted(tx: &mut TenantTx) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE jobs SET status = 'failed', error = 'interrupted: the server stopped while this ran; nothing was changed', finished_at = now()
         WHERE status IN ('queued', 'running')",
    )
    .execute(tx.conn())
    .await?;
    sqlx::query("UPDATE census_versions SET status = 'validated' WHERE status = 'committing'").execute(tx.conn()).await?;
    Ok(done.rows_affected())
}

pub async fn queue_depth(tx: &mut TenantTx) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as("SELECT count(*) FILTER (WHERE status = 'queued'), count(*) FILTER (WHERE status = 'running') FROM jobs")
        .fetch_one(tx.conn())
        .await
}
