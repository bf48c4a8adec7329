//! Employee and dependent queries, inside the agency's schema.

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

use crate::list::{ListQuery, SortFields};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EmployeeRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub external_id: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    pub ssn_last4: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub county: Option<String>,
    pub hire_date: Option<NaiveDate>,
    pub termination_date: Option<NaiveDate>,
    pub status: String,
    pub employment_type: Option<String>,
    pub hours_per_week: Option<Decimal>,
    pub salary_cents: Option<i64>,
    pub hourly_rate_cents: Option<i64>,
    pub job_class: Option<String>,
    pub employee_class: Option<String>,
    pub medical_tier: Option<String>,
    pub dental_tier: Option<String>,
    pub vision_tier: Option<String>,
    pub tobacco: bool,
    pub version: i32,
    pub dependents_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const SELECT: &str = "SELECT e.id, e.group_id, g.name AS group_name, e.external_id, e.first_name, e.middle_name, e.last_name, e.dob,
        e.gender, e.ssn_last4, e.email, e.phone, e.address_line1, e.city, e.state, e.zip, e.county, e.hire_date, e.termination_date,
        e.status, e.employment_type, e.hours_per_week, e.salary_cents, e.hourly_rate_cents, e.job_class, e.employee_class,
        e.medical_tier, e.dental_tier, e.vision_tier, e.tobacco, e.version,
        (SELECT count(*) FROM dependents d WHERE d.employee_id = e.id) AS dependents_count, e.created_at, e.updated_at
     FROM employees e JOIN groups g ON g.id = e.group_id";

pub const SORT_FIELDS: SortFields = &[
    ("last_name", "lower(e.last_name)"),
    ("first_name", "lower(e.first_name)"),
    ("dob", "e.dob"),
    ("hire_date", "e.hire_date"),
    ("status", "e.status"),
    ("group_name", "lower(g.name)"),
    ("medical_tier", "e.medical_tier"),
    ("updated_at", "e.updated_at"),
];

#[derive(Debug, Default)]
pub struct Filters {
    pub group_id: Option<Uuid>,
    pub status: Option<String>,
    pub scope: Option<Uuid>,
}

const FILTER: &str = "WHERE ($1::text IS NULL OR e.first_name ILIKE $1 OR e.last_name ILIKE $1 OR e.email ILIKE $1
            OR (e.first_name || ' ' || e.last_name) ILIKE $1 OR g.name ILIKE $1 OR e.external_id ILIKE $1)
       AND ($2::uuid IS NULL OR e.group_id = $2)
       AND ($3::text IS NULL OR e.status = $3)
       AND ($4::uuid IS NULL OR e.group_id = $4)
       AND ($2::uuid IS NOT NULL OR $4::uuid IS NOT NULL OR g.status <> 'archived')";

pub async fn list(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
) -> Result<(Vec<EmployeeRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM employees e JOIN groups g ON g.id = e.group_id {FILTER}"
    ))
    .bind(query.like_pattern())
    .bind(f.group_id)
    .bind(&f.status)
    .bind(f.scope)
    .fetch_one(tx.conn())
    .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {FILTER} ORDER BY {} LIMIT $5 OFFSET $6",
        query.order_by("lower(e.last_name), lower(e.first_name), e.id")
    ))
    .bind(query.like_pattern())
    .bind(f.group_id)
    .bind(&f.status)
    .bind(f.scope)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(tx.conn())
    .await?;
    Ok((rows, total))
}

pub async fn get(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<EmployeeRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE e.id = $1 AND ($2::uuid IS NULL OR e.group_id = $2)"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DependentRow {
    pub id: Uuid,
    pub employee_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    pub relationship: String,
    pub ssn_last4: Option<String>,
    pub disabled: bool,
    pub tobacco: bool,
}

pub async fn dependents(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Vec<DependentRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, employee_id, first_name, last_name, dob, gender, relationship, ssn_last4, disabled, tobacco FROM dependents
         WHERE employee_id = $1 ORDER BY array_position(ARRAY['spouse','domestic_partner','child','other'], relationship), dob",
    )
    .bind(employee_id)
    .fetch_all(tx.conn())
    .await
}

/// Every employee the filters match, in the list's order, handed to `each` as PostgreSQL sends
/// them (one statement, streamed: the rows are never all held at once); at most `cap` rows.
pub async fn each_matching<E: From<sqlx::Error>>(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
    cap: i64,
    mut each: impl FnMut(EmployeeRow) -> Result<(), E>,
) -> Result<(), E> {
    use futures_util::TryStreamExt;
    let sql = format!(
        "{SELECT} {FILTER} ORDER BY {} LIMIT $5",
        query.order_by("e.id")
    );
    let mut rows = sqlx::query_as::<_, EmployeeRow>(&sql)
        .bind(query.like_pattern())
        .bind(f.group_id)
        .bind(&f.status)
        .bind(f.scope)
        .bind(cap)
        .fetch(tx.conn());
    while let Some(row) = rows.try_next().await? {
        each(row)?;
    }
    Ok(())
}
