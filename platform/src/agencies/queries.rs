//! The agency registry's queries (`public` tables).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::list::ListQuery;

#[derive(Debug, sqlx::FromRow)]
pub struct AgencyRow {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub schema_name: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub member_count: i64,
    pub purge_after: Option<DateTime<Utc>>,
    pub purged_at: Option<DateTime<Utc>>,
}

pub const SORT_FIELDS: crate::list::SortFields = &[
    ("name", "a.name"),
    ("slug", "a.slug"),
    ("status", "a.status"),
    ("created_at", "a.created_at"),
    ("member_count", "member_count"),
    ("purge_after", "a.purge_after"),
];

const SELECT: &str = "SELECT a.id, a.slug, a.name, a.schema_name, a.status, a.created_at, a.purge_after, a.purged_at,
        (SELECT count(*) FROM memberships m WHERE m.agency_id = a.id AND m.status = 'active') AS member_count
     FROM agencies a";

pub async fn list(pool: &PgPool, query: &ListQuery) -> Result<(Vec<AgencyRow>, i64), sqlx::Error> {
    let filter = "WHERE ($1::text IS NULL OR a.name ILIKE $1 OR a.slug ILIKE $1)";
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM agencies a {filter}"))
        .bind(query.like_pattern())
        .fetch_one(pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {filter} ORDER BY {} LIMIT $2 OFFSET $3",
        query.order_by("a.id")
    ))
    .bind(query.like_pattern())
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(pool)
    .await?;
    Ok((rows, total))
}

pub async fn get(pool: &PgPool, id: Uuid) -> Result<Option<AgencyRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE a.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await
}

pub async fn rename(conn: &mut PgConnection, id: Uuid, name: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE agencies SET name = $2 WHERE id = $1")
        .bind(id)
        .bind(name)
        .execute(conn)
        .await?;
    Ok(())
}
