//! Every SQL statement of renewals.

use chrono::{DateTime, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use super::rules::{OPENS_DAYS_BEFORE, TASKS};
use crate::audit::Actor;
use crate::vocabulary::{GroupStage, RenewalStatus, RenewalTaskKind};

#[derive(Debug, sqlx::FromRow)]
pub struct Opened {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub effective_date: NaiveDate,
}

const DESIGN_IN_FORCE: &str =
    "(SELECT d.id FROM plan_designs d WHERE d.group_id = g.id AND d.status = 'approved'
       AND d.effective_date < g.renewal_date ORDER BY d.plan_year DESC LIMIT 1)";

/// Opens the renewal of every active group whose renewal date is at most 120 days after `today`
/// and still ahead, unless it has one for that plan year; returns those opened (a concurrent
/// round waits on the first and opens none of the same).
pub async fn open_due(
    tx: &mut TenantTx,
    today: NaiveDate,
    actor: Actor<'_>,
) -> Result<Vec<Opened>, sqlx::Error> {
    sqlx::query_as(&format!(
        "WITH opened AS (
            INSERT INTO renewals (group_id, plan_year, effective_date, current_design_id, automatic, opened_by, opened_by_name)
            SELECT g.id, extract(year FROM g.renewal_date)::int, g.renewal_date, {DESIGN_IN_FORCE}, true, $2, $3
              FROM groups g
             WHERE g.stage = 'active' AND g.status = 'active' AND g.renewal_date > $1
               AND g.renewal_date - {OPENS_DAYS_BEFORE} <= $1
            ON CONFLICT (group_id, plan_year) DO NOTHING
            RETURNING id, group_id, effective_date)
         SELECT o.id, o.group_id, g.name AS group_name, o.effective_date
           FROM opened o JOIN groups g ON g.id = o.group_id ORDER BY g.name"
    ))
    .bind(today)
    .bind(actor.id)
    .bind(actor.name)
    .fetch_all(tx.conn())
    .await
}

/// Opens the group's renewal for its renewal date; None when it has one for that plan year.
pub async fn open_one(
    tx: &mut TenantTx,
    group_id: Uuid,
    actor: Actor<'_>,
) -> Result<Option<Opened>, sqlx::Error> {
    sqlx::query_as(&format!(
        "WITH opened AS (
            INSERT INTO renewals (group_id, plan_year, effective_date, current_design_id, automatic, opened_by, opened_by_name)
            SELECT g.id, extract(year FROM g.renewal_date)::int, g.renewal_date, {DESIGN_IN_FORCE}, false, $2, $3
              FROM groups g WHERE g.id = $1 AND g.renewal_date IS NOT NULL
            ON CONFLICT (group_id, plan_year) DO NOTHING
            RETURNING id, group_id, effective_date)
         SELECT o.id, o.group_id, g.name AS group_name, o.effective_date
           FROM opened o JOIN groups g ON g.id = o.group_id"
    ))
    .bind(group_id)
    .bind(actor.id)
    .bind(actor.name)
    .fetch_optional(tx.conn())
    .await
}

/// The dated task list of each renewal, counted back from its effective date.
pub async fn insert_tasks(tx: &mut TenantTx, renewal_ids: &[Uuid]) -> Result<(), sqlx::Error> {
    let kinds: Vec<&str> = TASKS.iter().map(|(k, _)| k.as_str()).collect();
    let days: Vec<i32> = TASKS.iter().map(|(_, d)| *d as i32).collect();
    sqlx::query(
        "INSERT INTO renewal_tasks (renewal_id, kind, position, days_before, due_on)
         SELECT r.id, t.kind, t.position, t.days, r.effective_date - t.days
           FROM renewals r, unnest($2::text[], $3::int[]) WITH ORDINALITY AS t(kind, days, position)
          WHERE r.id = ANY($1)",
    )
    .bind(renewal_ids)
    .bind(&kinds)
    .bind(&days)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct GroupRow {
    pub id: Uuid,
    pub name: String,
    pub stage: GroupStage,
    pub renewal_date: Option<NaiveDate>,
}

/// The group (within the caller's scope).
pub async fn group(
    tx: &mut TenantTx,
    group_id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<GroupRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, stage, renewal_date FROM groups
         WHERE id = $1 AND ($2::uuid IS NULL OR id = $2)",
    )
    .bind(group_id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct RenewalRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub current_design_id: Option<Uuid>,
    pub current_plan_year: Option<i32>,
    pub status: RenewalStatus,
    pub automatic: bool,
    pub opened_by_name: String,
    pub created_at: DateTime<Utc>,
    pub version: i32,
}

/// The group's latest renewal.
pub async fn latest(tx: &mut TenantTx, group_id: Uuid) -> Result<Option<RenewalRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.id, r.group_id, r.plan_year, r.effective_date, r.current_design_id, d.plan_year AS current_plan_year,
                r.status, r.automatic, r.opened_by_name, r.created_at, r.version
           FROM renewals r LEFT JOIN plan_designs d ON d.id = r.current_design_id
          WHERE r.group_id = $1 ORDER BY r.plan_year DESC LIMIT 1",
    )
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct TaskRow {
    pub id: Uuid,
    pub renewal_id: Uuid,
    pub kind: RenewalTaskKind,
    pub days_before: i32,
    pub due_on: NaiveDate,
    pub done_at: Option<DateTime<Utc>>,
    pub done_by_name: Option<String>,
    pub version: i32,
}

const TASK_COLUMNS: &str =
    "t.id, t.renewal_id, t.kind, t.days_before, t.due_on, t.done_at, t.done_by_name, t.version";

pub async fn tasks(tx: &mut TenantTx, renewal_id: Uuid) -> Result<Vec<TaskRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {TASK_COLUMNS} FROM renewal_tasks t WHERE t.renewal_id = $1 ORDER BY t.position"
    ))
    .bind(renewal_id)
    .fetch_all(tx.conn())
    .await
}

/// A task with its group (within the caller's scope), locked.
pub async fn lock_task(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<(TaskRow, Uuid)>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        task: TaskRow,
        group_id: Uuid,
    }
    let row: Option<Row> = sqlx::query_as(&format!(
        "SELECT {TASK_COLUMNS}, r.group_id FROM renewal_tasks t JOIN renewals r ON r.id = t.renewal_id
          WHERE t.id = $1 AND ($2::uuid IS NULL OR r.group_id = $2) FOR UPDATE OF t"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await?;
    Ok(row.map(|r| (r.task, r.group_id)))
}

/// Ticks or unticks a task at the version read (a task already done keeps its first
/// completion); false when someone saved it first.
pub async fn set_task_done(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    done: bool,
    actor: Actor<'_>,
) -> Result<bool, sqlx::Error> {
    let saved = sqlx::query(
        "UPDATE renewal_tasks SET
            done_at = CASE WHEN NOT $3 THEN NULL WHEN done_at IS NULL THEN now() ELSE done_at END,
            done_by = CASE WHEN NOT $3 THEN NULL WHEN done_at IS NULL THEN $4 ELSE done_by END,
            done_by_name = CASE WHEN NOT $3 THEN NULL WHEN done_at IS NULL THEN $5 ELSE done_by_name END,
            version = version + 1
         WHERE id = $1 AND version = $2",
    )
    .bind(id)
    .bind(version)
    .bind(done)
    .bind(actor.id)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(saved.rows_affected() == 1)
}
