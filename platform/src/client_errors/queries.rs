use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::list::{ListQuery, SortFields};

#[derive(Debug, sqlx::FromRow)]
pub struct ClientErrorRow {
    pub id: Uuid,
    pub kind: String,
    pub message: String,
    pub stack: Option<String>,
    pub url: String,
    pub digest: Option<String>,
    pub user_agent: Option<String>,
    pub agency_id: Option<Uuid>,
    pub user_email: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub struct NewReport<'a> {
    pub kind: &'a str,
    pub message: &'a str,
    pub stack: Option<&'a str>,
    pub url: &'a str,
    pub digest: Option<&'a str>,
    pub user_agent: Option<&'a str>,
    pub agency_id: Option<Uuid>,
    pub user_id: Option<Uuid>,
}

pub async fn insert(pool: &PgPool, r: &NewReport<'_>) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO client_errors (kind, message, stack, url, digest, user_agent, agency_id, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(r.kind)
    .bind(r.message)
    .bind(r.stack)
    .bind(r.url)
    .bind(r.digest)
    .bind(r.user_agent)
    .bind(r.agency_id)
    .bind(r.user_id)
    .fetch_one(pool)
    .await
}

pub const SORT_FIELDS: SortFields = &[
    ("created_at", "e.created_at"),
    ("kind", "e.kind"),
    ("url", "e.url"),
];

const SELECT: &str =
    "SELECT e.id, e.kind, e.message, e.stack, e.url, e.digest, e.user_agent, e.agency_id,
        u.email AS user_email, e.created_at
     FROM client_errors e LEFT JOIN users u ON u.id = e.user_id";

/// `agency = None` lists every report (platform operators).
const FILTER: &str = "WHERE ($1::uuid IS NULL OR e.agency_id = $1)
       AND ($2::text IS NULL OR e.message ILIKE $2 OR e.url ILIKE $2 OR e.digest ILIKE $2)
       AND ($3::text IS NULL OR e.kind = $3)";

pub async fn list(
    pool: &PgPool,
    agency: Option<Uuid>,
    kind: Option<&str>,
    query: &ListQuery,
) -> Result<(Vec<ClientErrorRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM client_errors e {FILTER}"))
        .bind(agency)
        .bind(query.like_pattern())
        .bind(kind)
        .fetch_one(pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {FILTER} ORDER BY {} LIMIT $4 OFFSET $5",
        query.order_by("e.id")
    ))
    .bind(agency)
    .bind(query.like_pattern())
    .bind(kind)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(pool)
    .await?;
    Ok((rows, total))
}

pub async fn get(
    pool: &PgPool,
    agency: Option<Uuid>,
    id: Uuid,
) -> Result<Option<ClientErrorRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE ($1::uuid IS NULL OR e.agency_id = $1) AND e.id = $2"
    ))
    .bind(agency)
    .bind(id)
    .fetch_optional(pool)
    .await
}
