//! Employee and dependent queries, inside the agency's schema.

use crate::vocabulary::{EmploymentStatus, EmploymentType, Gender, Relationship, TierOrWaived};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::prelude::FromPrimitive;
use rust_decimal::Decimal;
use sqlx::postgres::PgArguments;
use sqlx::query::Query;
use sqlx::Postgres;
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::{DependentInput, EmployeeInput};
use crate::list::{counted_page, trimmed, Conditions, ListQuery, Listing, SortFields};

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
    pub gender: Option<Gender>,
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
    pub status: EmploymentStatus,
    pub employment_type: Option<EmploymentType>,
    pub hours_per_week: Option<Decimal>,
    pub salary_cents: Option<i64>,
    pub hourly_rate_cents: Option<i64>,
    pub job_class: Option<String>,
    pub employee_class: Option<String>,
    pub medical_tier: Option<TierOrWaived>,
    pub dental_tier: Option<TierOrWaived>,
    pub vision_tier: Option<TierOrWaived>,
    pub tobacco: bool,
    pub version: i32,
    pub dependents_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An employee as lists show them: the columns the directory and rosters use.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SummaryRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub ssn_last4: Option<String>,
    pub email: Option<String>,
    pub zip: Option<String>,
    pub hire_date: Option<NaiveDate>,
    pub termination_date: Option<NaiveDate>,
    pub status: EmploymentStatus,
    pub employee_class: Option<String>,
    pub medical_tier: Option<TierOrWaived>,
    pub dependents_count: i64,
}

const SUMMARY_SELECT: &str =
    "SELECT e.id, e.group_id, g.name AS group_name, e.first_name, e.last_name, e.dob, e.ssn_last4,
        e.email, e.zip, e.hire_date, e.termination_date, e.status, e.employee_class, e.medical_tier,
        (SELECT count(*) FROM dependents d WHERE d.employee_id = e.id) AS dependents_count";

const SELECT: &str = "SELECT e.id, e.group_id, g.name AS group_name, e.external_id, e.first_name, e.middle_name, e.last_name, e.dob,
        e.gender, e.ssn_last4, e.email, e.phone, e.address_line1, e.city, e.state, e.zip, e.county, e.hire_date, e.termination_date,
        e.status, e.employment_type, e.hours_per_week, e.salary_cents, e.hourly_rate_cents, e.job_class, e.employee_class,
        e.medical_tier, e.dental_tier, e.vision_tier, e.tobacco, e.version,
        (SELECT count(*) FROM dependents d WHERE d.employee_id = e.id) AS dependents_count, e.created_at, e.updated_at";
const FROM: &str = "FROM employees e JOIN groups g ON g.id = e.group_id";

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

/// The conditions of the filters asked for. An employer admin's `scope`, like a chosen group,
/// shows archived groups' people too; the whole book leaves them out.
fn conditions(query: &ListQuery, f: &Filters) -> Result<Conditions, sqlx::Error> {
    let mut c = Conditions::default();
    if let Some(pattern) = query.like_pattern() {
        c.holds_for(
            "(e.first_name ILIKE $? OR e.last_name ILIKE $? OR e.email ILIKE $?
              OR (e.first_name || ' ' || e.last_name) ILIKE $? OR g.name ILIKE $? OR e.external_id ILIKE $?)",
            pattern,
        )?;
    }
    if let Some(group_id) = f.group_id {
        c.holds_for("e.group_id = $?", group_id)?;
    }
    if let Some(status) = &f.status {
        c.holds_for("e.status = $?", status)?;
    }
    if let Some(scope) = f.scope {
        c.holds_for("e.group_id = $?", scope)?;
    }
    if f.group_id.is_none() && f.scope.is_none() {
        c.holds("g.status <> 'archived'");
    }
    Ok(c)
}

pub async fn list(
    tx: &mut TenantTx,
    query: &ListQuery,
    f: &Filters,
) -> Result<(Vec<SummaryRow>, i64), sqlx::Error> {
    let listing = Listing {
        select: SUMMARY_SELECT,
        from: FROM,
        count_from: FROM,
        tiebreak: "lower(e.last_name), lower(e.first_name), e.id",
    };
    counted_page(tx.conn(), &listing, &conditions(query, f)?, query).await
}

pub async fn get(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<EmployeeRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} {FROM} WHERE e.id = $1 AND ($2::uuid IS NULL OR e.group_id = $2)"
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
    pub gender: Option<Gender>,
    pub relationship: Relationship,
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
    let c = conditions(query, f)?;
    let sql = format!(
        "{SELECT} {FROM} {} ORDER BY {} LIMIT ${}",
        c.sql(),
        query.order_by("e.id"),
        c.next_param()
    );
    let mut rows =
        sqlx::query_as_with::<_, EmployeeRow, _>(&sql, c.arguments_then(&[cap])?).fetch(tx.conn());
    while let Some(row) = rows.try_next().await? {
        each(row)?;
    }
    Ok(())
}

const EMPLOYEE_COLUMNS: &str = "external_id, first_name, middle_name, last_name, dob, gender, email, phone, address_line1, city, state, zip,
    hire_date, status, employment_type, hours_per_week, salary_cents, hourly_rate_cents, job_class, employee_class, medical_tier,
    dental_tier, vision_tier, tobacco";
const EMPLOYEE_PARAMS: &str = "$3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26";

/// Binds `EMPLOYEE_COLUMNS` in order ($3 on), after the statement's own first two parameters.
fn bind_fields<'q>(
    query: Query<'q, Postgres, PgArguments>,
    body: &'q EmployeeInput,
    default_status: EmploymentStatus,
) -> Query<'q, Postgres, PgArguments> {
    query
        .bind(trimmed(&body.external_id))
        .bind(body.first_name.trim())
        .bind(trimmed(&body.middle_name))
        .bind(body.last_name.trim())
        .bind(body.dob)
        .bind(body.gender)
        .bind(trimmed(&body.email))
        .bind(trimmed(&body.phone))
        .bind(trimmed(&body.address_line1))
        .bind(trimmed(&body.city))
        .bind(trimmed(&body.state).map(|s| s.to_ascii_uppercase()))
        .bind(trimmed(&body.zip))
        .bind(body.hire_date)
        .bind(body.status.unwrap_or(default_status))
        .bind(body.employment_type)
        .bind(
            body.hours_per_week
                .and_then(Decimal::from_f64)
                .map(|h| h.round_dp(2)),
        )
        .bind(body.salary_cents)
        .bind(body.hourly_rate_cents)
        .bind(trimmed(&body.job_class))
        .bind(trimmed(&body.employee_class))
        .bind(body.medical_tier)
        .bind(body.dental_tier)
        .bind(body.vision_tier)
        .bind(body.tobacco)
}

/// A new employee of `group_id` (status active unless the form says otherwise).
pub async fn insert_employee(
    tx: &mut TenantTx,
    id: Uuid,
    group_id: Uuid,
    body: &EmployeeInput,
) -> Result<(), sqlx::Error> {
    let insert = format!(
        "INSERT INTO employees (id, group_id, {EMPLOYEE_COLUMNS}) VALUES ($1, $2, {EMPLOYEE_PARAMS})"
    );
    bind_fields(
        sqlx::query(&insert).bind(id).bind(group_id),
        body,
        EmploymentStatus::Active,
    )
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Saves the form over version `version` of the employee; false when that version is gone.
pub async fn update_employee(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    body: &EmployeeInput,
    current_status: EmploymentStatus,
) -> Result<bool, sqlx::Error> {
    let update = format!(
        "UPDATE employees SET ({EMPLOYEE_COLUMNS}) = ({EMPLOYEE_PARAMS}), version = version + 1, updated_at = now()
             WHERE id = $1 AND version = $2"
    );
    let done = bind_fields(
        sqlx::query(&update).bind(id).bind(version),
        body,
        current_status,
    )
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn terminate(tx: &mut TenantTx, id: Uuid, date: NaiveDate) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE employees SET status = 'terminated', termination_date = $2, version = version + 1, updated_at = now() WHERE id = $1")
        .bind(id)
        .bind(date)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Whose SSN a statement reads or writes.
#[derive(Debug, Clone, Copy)]
pub enum SsnHolder {
    Employee,
    Dependent,
}

impl SsnHolder {
    fn table(self) -> &'static str {
        match self {
            Self::Employee => "employees",
            Self::Dependent => "dependents",
        }
    }
}

/// An SSN as stored: sealed, its fingerprint (to match imports) and its last four digits.
pub struct StoredSsn<'a> {
    pub sealed: Vec<u8>,
    pub fingerprint: Vec<u8>,
    pub last4: &'a str,
}

pub async fn set_ssn(
    tx: &mut TenantTx,
    holder: SsnHolder,
    id: Uuid,
    ssn: StoredSsn<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE {} SET ssn_enc = $2, ssn_hmac = $3, ssn_last4 = $4 WHERE id = $1",
        holder.table()
    ))
    .bind(id)
    .bind(ssn.sealed)
    .bind(ssn.fingerprint)
    .bind(ssn.last4)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn clear_ssn(tx: &mut TenantTx, holder: SsnHolder, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE {} SET ssn_enc = NULL, ssn_hmac = NULL, ssn_last4 = NULL WHERE id = $1",
        holder.table()
    ))
    .bind(id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The employee's sealed SSN, if one is on file.
pub async fn employee_ssn(tx: &mut TenantTx, id: Uuid) -> Result<Option<Vec<u8>>, sqlx::Error> {
    sqlx::query_scalar("SELECT ssn_enc FROM employees WHERE id = $1")
        .bind(id)
        .fetch_one(tx.conn())
        .await
}

/// A dependent of the employee: their sealed SSN (if on file), first and last name.
pub async fn dependent_ssn(
    tx: &mut TenantTx,
    employee_id: Uuid,
    dependent_id: Uuid,
) -> Result<Option<(Option<Vec<u8>>, String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT ssn_enc, first_name, last_name FROM dependents WHERE id = $1 AND employee_id = $2",
    )
    .bind(dependent_id)
    .bind(employee_id)
    .fetch_optional(tx.conn())
    .await
}

/// Removes the employee's dependents other than `keep`.
pub async fn delete_dependents_except(
    tx: &mut TenantTx,
    employee_id: Uuid,
    keep: &[Uuid],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM dependents WHERE employee_id = $1 AND NOT (id = ANY($2))")
        .bind(employee_id)
        .bind(keep)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Saves a dependent of the employee; false when no dependent `id` belongs to them.
pub async fn update_dependent(
    tx: &mut TenantTx,
    employee_id: Uuid,
    id: Uuid,
    d: &DependentInput,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE dependents SET first_name = $3, last_name = $4, dob = $5, gender = $6, relationship = $7, disabled = $8, tobacco = $9, updated_at = now()
         WHERE id = $1 AND employee_id = $2",
    )
    .bind(id)
    .bind(employee_id)
    .bind(d.first_name.trim())
    .bind(d.last_name.trim())
    .bind(d.dob)
    .bind(d.gender)
    .bind(d.relationship)
    .bind(d.disabled)
    .bind(d.tobacco)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A new dependent of the employee; a second spouse or partner breaks a unique index (23505).
pub async fn insert_dependent(
    tx: &mut TenantTx,
    employee_id: Uuid,
    d: &DependentInput,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO dependents (employee_id, first_name, last_name, dob, gender, relationship, disabled, tobacco)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(employee_id)
    .bind(d.first_name.trim())
    .bind(d.last_name.trim())
    .bind(d.dob)
    .bind(d.gender)
    .bind(d.relationship)
    .bind(d.disabled)
    .bind(d.tobacco)
    .fetch_one(tx.conn())
    .await
}
