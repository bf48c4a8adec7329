//! Group queries, all inside the agency's schema (TenantTx).

pub mod contacts;
pub mod enrollment_codes;
pub mod plan_years;
pub mod stats;
pub mod team;

use crate::vocabulary::{GroupStage, GroupStatus, WaitingPeriod};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

use super::rules::{CleanGroup, CleanSettings};
use crate::error::AppError;
use crate::list::{counted_page, Conditions, ListQuery, Listing, SortFields};

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
    pub stage: GroupStage,
    pub status: GroupStatus,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    pub broker_name: Option<String>,
    pub waiting_period: WaitingPeriod,
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
        g.created_at, g.updated_at";
const FROM: &str = "FROM groups g LEFT JOIN public.users u ON u.id = g.broker_id
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

/// The conditions of the filters asked for; the status is `active` unless another (or `all`)
/// is asked for.
fn conditions(query: &ListQuery, f: &Filters) -> Result<Conditions, sqlx::Error> {
    let mut c = Conditions::default();
    if let Some(pattern) = query.like_pattern() {
        c.holds_for(
            "(g.name ILIKE $? OR g.dba ILIKE $? OR g.ein ILIKE $? OR g.city ILIKE $?)",
            pattern,
        )?;
    }
    if let Some(stage) = &f.stage {
        c.holds_for("g.stage = $?", stage)?;
    }
    if let Some(month) = f.renewal_month {
        c.holds_for("extract(month FROM g.renewal_date) = $?", month)?;
    }
    if let Some(broker_id) = f.broker_id {
        c.holds_for("g.broker_id = $?", broker_id)?;
    }
    match f.status.as_deref().unwrap_or("active") {
        "all" => {}
        status => c.holds_for("g.status = $?", status.to_string())?,
    }
    if let Some(scope) = f.scope {
        c.holds_for("g.id = $?", scope)?;
    }
    Ok(c)
}

pub async fn list(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
) -> Result<(Vec<GroupRow>, i64), sqlx::Error> {
    let listing = Listing {
        select: SELECT,
        from: FROM,
        count_from: "FROM groups g",
        tiebreak: "g.id",
    };
    counted_page(tx.conn(), &listing, &conditions(query, f)?, query).await
}

/// Every group matching the filters (exports), in list order, up to `cap`.
pub async fn all(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
    cap: i64,
) -> Result<Vec<GroupRow>, sqlx::Error> {
    let c = conditions(query, f)?;
    sqlx::query_as_with(
        &format!(
            "{SELECT} {FROM} {} ORDER BY {} LIMIT ${}",
            c.sql(),
            query.order_by("g.id"),
            c.next_param()
        ),
        c.arguments_then(&[cap])?,
    )
    .fetch_all(tx.conn())
    .await
}

pub async fn get(tx: &mut TenantTx, id: Uuid) -> Result<Option<GroupRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} {FROM} WHERE g.id = $1"))
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

/// Adds a group; returns its id.
pub async fn insert(tx: &mut TenantTx, g: &CleanGroup) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO groups (name, dba, ein, sic_code, address_line1, address_line2, city, state, zip, county, rating_area,
            size_estimate, stage, effective_date, renewal_date, current_carrier, current_premium_cents, broker_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id",
    )
    .bind(&g.name)
    .bind(&g.dba)
    .bind(&g.ein)
    .bind(&g.sic_code)
    .bind(&g.address_line1)
    .bind(&g.address_line2)
    .bind(&g.city)
    .bind(&g.state)
    .bind(&g.zip)
    .bind(&g.county)
    .bind(&g.rating_area)
    .bind(g.size_estimate)
    .bind(g.stage.unwrap_or(GroupStage::Prospect))
    .bind(g.effective_date)
    .bind(g.renewal_date)
    .bind(&g.current_carrier)
    .bind(g.current_premium_cents)
    .bind(g.broker_id)
    .fetch_one(tx.conn())
    .await
}

/// Saves a group's facts if it is still at `version`; false when someone saved it since.
pub async fn update(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    g: &CleanGroup,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE groups SET name = $3, dba = $4, ein = $5, sic_code = $6, address_line1 = $7, address_line2 = $8, city = $9,
            state = $10, zip = $11, county = $12, rating_area = $13, size_estimate = $14, effective_date = $15, renewal_date = $16,
            current_carrier = $17, current_premium_cents = $18, broker_id = $19, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2",
    )
    .bind(id)
    .bind(version)
    .bind(&g.name)
    .bind(&g.dba)
    .bind(&g.ein)
    .bind(&g.sic_code)
    .bind(&g.address_line1)
    .bind(&g.address_line2)
    .bind(&g.city)
    .bind(&g.state)
    .bind(&g.zip)
    .bind(&g.county)
    .bind(&g.rating_area)
    .bind(g.size_estimate)
    .bind(g.effective_date)
    .bind(g.renewal_date)
    .bind(&g.current_carrier)
    .bind(g.current_premium_cents)
    .bind(g.broker_id)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Saves a group's eligibility and payroll settings if it is still at their `version`; false
/// when someone saved it since.
pub async fn update_settings(
    tx: &mut TenantTx,
    id: Uuid,
    s: &CleanSettings,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE groups SET waiting_period = $3, min_hours = $4, pay_frequency = $5, employee_classes = $6, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2",
    )
    .bind(id)
    .bind(s.version)
    .bind(s.waiting_period)
    .bind(s.min_hours)
    .bind(s.pay_frequency)
    .bind(&s.employee_classes)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The group's status; its stage moves only through the lifecycle.
pub async fn set_status(
    tx: &mut TenantTx,
    id: Uuid,
    status: GroupStatus,
    terminated_on: Option<NaiveDate>,
    reason: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE groups SET status = $2, terminated_on = $3, status_reason = $4, version = version + 1, updated_at = now() WHERE id = $1")
        .bind(id)
        .bind(status)
        .bind(terminated_on)
        .bind(reason)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn set_broker(tx: &mut TenantTx, id: Uuid, broker_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE groups SET broker_id = $2, updated_at = now() WHERE id = $1")
        .bind(id)
        .bind(broker_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}
