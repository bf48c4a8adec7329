use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use crate::list::{ListQuery, SortFields};

#[derive(Debug, sqlx::FromRow)]
pub struct AuditRow {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_id: Option<Uuid>,
    pub actor_name: String,
    pub action: String,
    pub entity: String,
    pub entity_id: Option<String>,
    pub summary: String,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    pub ip: Option<String>,
}

pub const AUDIT_SORT: SortFields = &[
    ("at", "at"),
    ("actor_name", "actor_name"),
    ("action", "action"),
    ("entity", "entity"),
];

pub struct AuditFilters {
    pub action: Option<String>,
    pub entity: Option<String>,
    pub actor_id: Option<Uuid>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

const FILTER: &str = "WHERE ($1::text IS NULL OR summary ILIKE $1 OR actor_name ILIKE $1 OR entity_id ILIKE $1)
       AND ($2::text IS NULL OR action = $2) AND ($3::text IS NULL OR entity = $3)
       AND ($4::uuid IS NULL OR actor_id = $4) AND ($5::timestamptz IS NULL OR at >= $5) AND ($6::timestamptz IS NULL OR at < $6)";

pub async fn list(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &AuditFilters,
) -> Result<(Vec<AuditRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM audit_log {FILTER}"))
        .bind(query.like_pattern())
        .bind(&f.action)
        .bind(&f.entity)
        .bind(f.actor_id)
        .bind(f.from)
        .bind(f.to)
        .fetch_one(tx.conn())
        .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT id, at, actor_id, actor_name, action, entity, entity_id, summary, before, after, ip FROM audit_log {FILTER}
         ORDER BY {} LIMIT $7 OFFSET $8",
        query.order_by("id")
    ))
    .bind(query.like_pattern())
    .bind(&f.action)
    .bind(&f.entity)
    .bind(f.actor_id)
    .bind(f.from)
    .bind(f.to)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(tx.conn())
    .await?;
    Ok((rows, total))
}

pub async fn get(tx: &mut TenantTx, id: i64) -> Result<Option<AuditRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, at, actor_id, actor_name, action, entity, entity_id, summary, before, after, ip FROM audit_log WHERE id = $1")
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

/// The latest entries of one group, newest first.
pub async fn for_group(
    tx: &mut TenantTx,
    group_id: Uuid,
    limit: i64,
) -> Result<Vec<AuditRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, at, actor_id, actor_name, action, entity, entity_id, summary, before, after, ip FROM audit_log
         WHERE group_id = $1 ORDER BY at DESC, id DESC LIMIT $2",
    )
    .bind(group_id)
    .bind(limit)
    .fetch_all(tx.conn())
    .await
}

/// The latest entries about one employee, newest first.
pub async fn for_employee(
    tx: &mut TenantTx,
    employee_id: Uuid,
    limit: i64,
) -> Result<Vec<AuditRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, at, actor_id, actor_name, action, entity, entity_id, summary, before, after, ip FROM audit_log
         WHERE entity = 'employee' AND entity_id = $1 ORDER BY at DESC, id DESC LIMIT $2",
    )
    .bind(employee_id.to_string())
    .bind(limit)
    .fetch_all(tx.conn())
    .await
}
