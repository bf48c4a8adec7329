//! Group queries, all inside the agency's schema (TenantTx).

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

use crate::error::AppError;
use crate::list::{ListQuery, SortFields};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GroupRow {
    pub id: Uuid,
    pub name: String,
    pub dba: Option<String>,
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub county: Option<String>,
    pub rating_area: Option<String>,
    pub size_estimate: Option<i32>,
    pub stage: String,
    pub status: String,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    pub broker_name: Option<String>,
    pub waiting_period: String,
    pub min_hours: Decimal,
    pub pay_frequency: i32,
    pub employee_classes: Vec<String>,
    pub terminated_on: Option<NaiveDate>,
    pub status_reason: Option<String>,
    pub version: i32,
    pub headcount: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const SELECT: &str = "SELECT g.id, g.name, g.dba, g.ein, g.sic_code, g.address_line1, g.address_line2, g.city, g.state, g.zip,
        coalesce(z.county, g.county) AS county, coalesce(z.rating_area, g.rating_area) AS rating_area, g.size_estimate, g.stage, g.status, g.effective_date, g.renewal_date, g.current_carrier,
        g.current_premium_cents, g.broker_id, u.name AS broker_name, g.waiting_period, g.min_hours, g.pay_frequency,
        g.employee_classes, g.terminated_on, g.status_reason, g.version,
        (SELECT count(*) FROM employees e WHERE e.group_id = g.id AND e.status <> 'terminated') AS headcount,
        g.created_at, g.updated_at
     FROM groups g LEFT JOIN public.users u ON u.id = g.broker_id
     -- The ZIP's county and area as the lookup has them now (the copy on the group is from its
     -- last save, maybe before its ZIP was in the lookup or before the areas changed).
     LEFT JOIN LATERAL (SELECT county, rating_area FROM public.zip_codes WHERE zip = g.zip
                        ORDER BY county_fips LIMIT 1) z ON true";

pub const SORT_FIELDS: SortFields = &[
    ("name", "lower(g.name)"),
    ("stage", "g.stage"),
    ("effective_date", "g.effective_date"),
    ("renewal_date", "g.renewal_date"),
    ("headcount", "headcount"),
    ("broker_name", "u.name"),
    ("created_at", "g.created_at"),
    ("updated_at", "g.updated_at"),
];

#[derive(Debug, Default, Clone)]
pub struct Filters {
    pub stage: Option<String>,
    pub renewal_month: Option<i32>,
    pub broker_id: Option<Uuid>,
    /// `active` (default), `archived`, `terminated` or `all`.
    pub status: Option<String>,
    /// An employer admin's one group.
    pub scope: Option<Uuid>,
}

const FILTER: &str = "WHERE ($1::text IS NULL OR g.name ILIKE $1 OR g.dba ILIKE $1 OR g.ein ILIKE $1 OR g.city ILIKE $1)
       AND ($2::text IS NULL OR g.stage = $2)
       AND ($3::int IS NULL OR extract(month FROM g.renewal_date) = $3)
       AND ($4::uuid IS NULL OR g.broker_id = $4)
       AND ($5::text = 'all' OR g.status = $5)
       AND ($6::uuid IS NULL OR g.id = $6)";

fn status_filter(f: &Filters) -> String {
    f.status.clone().unwrap_or_else(|| "active".to_string())
}

pub async fn list(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
) -> Result<(Vec<GroupRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM groups g {FILTER}"))
        .bind(query.like_pattern())
        .bind(&f.stage)
        .bind(f.renewal_month)
        .bind(f.broker_id)
        .bind(status_filter(f))
        .bind(f.scope)
        .fetch_one(tx.conn())
        .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {FILTER} ORDER BY {} LIMIT $7 OFFSET $8",
        query.order_by("g.id")
    ))
    .bind(query.like_pattern())
    .bind(&f.stage)
    .bind(f.renewal_month)
    .bind(f.broker_id)
    .bind(status_filter(f))
    .bind(f.scope)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(tx.conn())
    .await?;
    Ok((rows, total))
}

/// Every group matching the filters (exports), in list order, up to `cap`.
pub async fn all(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
    cap: i64,
) -> Result<Vec<GroupRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} {FILTER} ORDER BY {} LIMIT $7",
        query.order_by("g.id")
    ))
    .bind(query.like_pattern())
    .bind(&f.stage)
    .bind(f.renewal_month)
    .bind(f.broker_id)
    .bind(status_filter(f))
    .bind(f.scope)
    .bind(cap)
    .fetch_all(tx.conn())
    .await
}

pub async fn get(tx: &mut TenantTx, id: Uuid) -> Result<Option<GroupRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE g.id = $1"))
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

/// The group if the caller may see it (an employer admin: only theirs), else 404.
pub async fn visible(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<GroupRow, AppError> {
    if scope.is_some_and(|s| s != id) {
        return Err(AppError::not_found("group"));
    }
    get(tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ZipInfo {
    pub city: String,
    pub state: String,
    pub county: String,
    pub rating_area: String,
}

/// City, county and rating area of a ZIP (the first county when a ZIP spans two).
pub async fn zip_info(tx: &mut TenantTx, zip: &str) -> Result<Option<ZipInfo>, sqlx::Error> {
    sqlx::query_as("SELECT city, state, county, rating_area FROM public.zip_codes WHERE zip = $1 ORDER BY county_fips LIMIT 1")
        .bind(zip)
        .fetch_optional(tx.conn())
        .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ContactRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub kind: String,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub is_primary: bool,
    pub created_at: DateTime<Utc>,
}

pub async fn contacts(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<ContactRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, group_id, kind, name, title, email, phone, is_primary, created_at FROM group_contacts WHERE group_id = $1 ORDER BY is_primary DESC, kind, name")
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TeamRow {
    pub user_id: Uuid,
    pub name: String,
    pub email: String,
    pub role: String,
}

pub async fn team(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<TeamRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT t.user_id, u.name, u.email, t.role FROM group_team t JOIN public.users u ON u.id = t.user_id
         WHERE t.group_id = $1 ORDER BY t.role, u.name",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}
