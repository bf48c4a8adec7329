use chrono::{DateTime, Utc};
use sqlx::PgPool;
use tenants::TenantTx;

#[derive(Debug, sqlx::FromRow)]
pub struct ActivityRow {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub action: String,
    pub summary: String,
}

pub async fn recent_activity(tx: &mut TenantTx, limit: i64) -> Result<Vec<ActivityRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, at, actor_name, action, summary FROM audit_log ORDER BY at DESC, id DESC LIMIT $1")
        .bind(limit)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct PlatformCounts {
    pub agencies: i64,
    pub users: i64,
    pub client_errors_7d: i64,
}

pub async fn platform_counts(pool: &PgPool) -> Result<PlatformCounts, sqlx::Error> {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM agencies) AS agencies,
                (SELECT count(*) FROM users WHERE deactivated_at IS NULL) AS users,
                (SELECT count(*) FROM client_errors WHERE created_at > now() - interval '7 days') AS client_errors_7d",
    )
    .fetch_one(pool)
    .await
}
