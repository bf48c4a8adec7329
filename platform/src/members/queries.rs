use crate::vocabulary::MemberStatus;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor, PgPool};
use uuid::Uuid;

use crate::list::{ListQuery, SortFields};

#[derive(Debug, sqlx::FromRow)]
pub struct MemberRow {
    pub id: Uuid,
    pub user_id: Uuid,
    pub email: String,
    pub name: String,
    pub role: String,
    pub status: MemberStatus,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: Option<DateTime<Utc>>,
}

pub const SORT_FIELDS: SortFields = &[
    ("name", "u.name"),
    ("email", "lower(u.email)"),
    ("role", "m.role"),
    ("status", "m.status"),
    ("created_at", "m.created_at"),
    ("last_seen_at", "last_seen_at"),
];

const SELECT: &str = "SELECT m.id, u.id AS user_id, u.email, u.name, m.role, m.status, m.group_id, m.employee_id,
        m.created_at,
        (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id AND s.agency_id = m.agency_id) AS last_seen_at
     FROM memberships m JOIN users u ON u.id = m.user_id";

const FILTER: &str = "WHERE m.agency_id = $1
       AND ($2::text IS NULL OR u.name ILIKE $2 OR u.email ILIKE $2)
       AND ($3::text IS NULL OR m.role = $3)
       AND ($4::text IS NULL OR m.status = $4)";

pub struct Filters {
    pub role: Option<String>,
    pub status: Option<String>,
}

pub async fn list(
    pool: &PgPool,
    agency_id: Uuid,
    query: &ListQuery,
    filters: &Filters,
) -> Result<(Vec<MemberRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM memberships m JOIN users u ON u.id = m.user_id {FILTER}"
    ))
    .bind(agency_id)
    .bind(query.like_pattern())
    .bind(&filters.role)
    .bind(&filters.status)
    .fetch_one(pool)
    .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {FILTER} ORDER BY {} LIMIT $5 OFFSET $6",
        query.order_by("m.id")
    ))
    .bind(agency_id)
    .bind(query.like_pattern())
    .bind(&filters.role)
    .bind(&filters.status)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(pool)
    .await?;
    Ok((rows, total))
}

pub async fn get(
    pool: &PgPool,
    agency_id: Uuid,
    id: Uuid,
) -> Result<Option<MemberRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE m.agency_id = $1 AND m.id = $2"))
        .bind(agency_id)
        .bind(id)
        .fetch_optional(pool)
        .await
}

/// Active members per role, for the dashboard.
pub async fn count_by_role<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT role, count(*) FROM public.memberships WHERE agency_id = $1 AND status = 'active'
         GROUP BY role ORDER BY count(*) DESC, role",
    )
    .bind(agency_id)
    .fetch_all(db)
    .await
}

/// Locks the agency's memberships for the rest of the transaction.
pub async fn lock_memberships(conn: &mut PgConnection, agency_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT id FROM memberships WHERE agency_id = $1 FOR UPDATE")
        .bind(agency_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// A membership's user, role, status and the person's name.
pub async fn standing(
    conn: &mut PgConnection,
    agency_id: Uuid,
    id: Uuid,
) -> Result<Option<(Uuid, String, MemberStatus, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT m.user_id, m.role, m.status, u.name FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.agency_id = $1 AND m.id = $2",
    )
    .bind(agency_id)
    .bind(id)
    .fetch_optional(conn)
    .await
}

pub async fn active_owners(conn: &mut PgConnection, agency_id: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM memberships WHERE agency_id = $1 AND role = 'owner' AND status = 'active'")
        .bind(agency_id)
        .fetch_one(conn)
        .await
}

pub async fn set_role_and_status(
    conn: &mut PgConnection,
    agency_id: Uuid,
    id: Uuid,
    role: &str,
    status: MemberStatus,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE memberships SET role = $3, status = $4 WHERE agency_id = $1 AND id = $2")
        .bind(agency_id)
        .bind(id)
        .bind(role)
        .bind(status)
        .execute(conn)
        .await?;
    Ok(())
}
