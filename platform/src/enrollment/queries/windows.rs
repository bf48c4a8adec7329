//! Opening, extending and closing enrollment windows, and the group stage they move.

use crate::vocabulary::EnrollmentMode;
use chrono::NaiveDate;
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

/// The group's latest approved plan design (of `plan_year` when given): its id, plan year,
/// effective date and waiting period.
pub async fn approved_design(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: Option<i32>,
) -> Result<Option<(Uuid, i32, NaiveDate, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, plan_year, effective_date, waiting_period FROM plan_designs
         WHERE group_id = $1 AND status = 'approved' AND ($2::int IS NULL OR plan_year = $2) ORDER BY plan_year DESC LIMIT 1",
    )
    .bind(group_id)
    .bind(plan_year)
    .fetch_optional(tx.conn())
    .await
}

/// The lines a design offers a plan of.
pub async fn design_lines(tx: &mut TenantTx, design_id: Uuid) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT DISTINCT line FROM plan_design_plans WHERE design_id = $1")
        .bind(design_id)
        .fetch_all(tx.conn())
        .await
}

/// The group's approved plan design in force on `on` (or else the next one): its id, plan
/// year and effective date.
pub async fn design_in_force(
    tx: &mut TenantTx,
    group_id: Uuid,
    on: NaiveDate,
) -> Result<Option<(Uuid, i32, NaiveDate)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, plan_year, effective_date FROM plan_designs WHERE group_id = $1 AND status = 'approved'
         ORDER BY effective_date <= $2 DESC, CASE WHEN effective_date <= $2 THEN effective_date END DESC, effective_date LIMIT 1",
    )
    .bind(group_id)
    .bind(on)
    .fetch_optional(tx.conn())
    .await
}

/// A group's open enrollment for a plan year.
pub struct NewOpenWindow<'a> {
    pub group_id: Uuid,
    pub design_id: Uuid,
    pub plan_year: i32,
    pub mode: EnrollmentMode,
    pub active_lines: &'a [String],
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub eligible_classes: Option<&'a [String]>,
    pub min_hours: Option<Decimal>,
    pub apply_waiting_period: bool,
    pub created_by: Uuid,
}

/// Inserts an open enrollment; a second one for the same plan year breaks a unique index
/// (23505).
pub async fn insert_open_window(
    tx: &mut TenantTx,
    w: &NewOpenWindow<'_>,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO enrollment_windows (group_id, design_id, plan_year, kind, mode, starts_on, ends_on, coverage_start, eligible_classes, min_hours,
                 apply_waiting_period, created_by, active_lines)
             VALUES ($1, $2, $3, 'open', $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(w.group_id)
    .bind(w.design_id)
    .bind(w.plan_year)
    .bind(w.mode)
    .bind(w.starts_on)
    .bind(w.ends_on)
    .bind(w.coverage_start)
    .bind(w.eligible_classes)
    .bind(w.min_hours)
    .bind(w.apply_waiting_period)
    .bind(w.created_by)
    .bind(w.active_lines)
    .fetch_one(tx.conn())
    .await
}

pub async fn add_participants(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_ids: &[Uuid],
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO enrollment_participants (window_id, employee_id) SELECT $1, unnest($2::uuid[])")
        .bind(window_id)
        .bind(employee_ids)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// One employee's special enrollment after an approved life event.
pub struct NewSpecialWindow {
    pub group_id: Uuid,
    pub design_id: Uuid,
    pub plan_year: i32,
    pub employee_id: Uuid,
    pub life_event_id: Uuid,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub created_by: Uuid,
}

/// Inserts a special window with its one participant, invited by email.
pub async fn insert_special_window(
    tx: &mut TenantTx,
    w: &NewSpecialWindow,
) -> Result<Uuid, sqlx::Error> {
    let window_id: Uuid = sqlx::query_scalar(
        "INSERT INTO enrollment_windows (group_id, design_id, plan_year, kind, employee_id, life_event_id, mode, starts_on, ends_on, coverage_start, apply_waiting_period, created_by)
         VALUES ($1, $2, $3, 'special', $4, $5, 'active', $6, $7, $8, false, $9) RETURNING id",
    )
    .bind(w.group_id)
    .bind(w.design_id)
    .bind(w.plan_year)
    .bind(w.employee_id)
    .bind(w.life_event_id)
    .bind(w.starts_on)
    .bind(w.ends_on)
    .bind(w.coverage_start)
    .bind(w.created_by)
    .fetch_one(tx.conn())
    .await?;
    sqlx::query("INSERT INTO enrollment_participants (window_id, employee_id, status, invited_at, invite_channel) VALUES ($1, $2, 'not_started', now(), 'email')")
        .bind(window_id)
        .bind(w.employee_id)
        .execute(tx.conn())
        .await?;
    Ok(window_id)
}

/// Moves the last day of an open window at `version`; false when that version is gone.
pub async fn set_end(
    tx: &mut TenantTx,
    window_id: Uuid,
    version: i32,
    ends_on: NaiveDate,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE enrollment_windows SET ends_on = $3, version = version + 1 WHERE id = $1 AND version = $2 AND status = 'open'")
        .bind(window_id)
        .bind(version)
        .bind(ends_on)
        .execute(tx.conn())
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Closes an open window at `version`; false when it is closed or that version is gone. Waits
/// for submissions being written (they hold the window FOR SHARE).
pub async fn close(
    tx: &mut TenantTx,
    window_id: Uuid,
    version: i32,
    closed_by: Uuid,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE enrollment_windows SET status = 'closed', closed_at = now(), closed_by = $3, version = version + 1 WHERE id = $1 AND version = $2 AND status = 'open'")
        .bind(window_id)
        .bind(version)
        .bind(closed_by)
        .execute(tx.conn())
        .await?;
    Ok(done.rows_affected() > 0)
}
