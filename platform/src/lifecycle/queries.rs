//! The lifecycle's SQL: the group's stage under lock, the facts its guards read, the timeline.

use chrono::{DateTime, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use super::rules::Facts;
use crate::audit::Actor;
use crate::vocabulary::{GroupStage, StageTrigger};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StageRow {
    pub stage: GroupStage,
    pub version: i32,
}

/// The group's stage and version.
pub async fn stage(tx: &mut TenantTx, group_id: Uuid) -> Result<Option<StageRow>, sqlx::Error> {
    sqlx::query_as("SELECT stage, version FROM groups WHERE id = $1")
        .bind(group_id)
        .fetch_optional(tx.conn())
        .await
}

/// The group's stage and version, locked until the transaction ends so that two moves of one
/// group happen one after the other.
pub async fn lock_stage(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Option<StageRow>, sqlx::Error> {
    sqlx::query_as("SELECT stage, version FROM groups WHERE id = $1 FOR UPDATE")
        .bind(group_id)
        .fetch_optional(tx.conn())
        .await
}

#[derive(sqlx::FromRow)]
struct FactsRow {
    employees: i64,
    quotes: i64,
    approved_plan_year: Option<i32>,
    enrollment_open_until: Option<NaiveDate>,
    enrollment_closed: bool,
    carriers: Vec<String>,
    carriers_implemented: Vec<String>,
}

/// The work behind the group that the guards look at.
pub async fn facts(tx: &mut TenantTx, group_id: Uuid) -> Result<Facts, sqlx::Error> {
    let row: FactsRow = sqlx::query_as(
        "SELECT
            (SELECT count(*) FROM employees e WHERE e.group_id = $1 AND e.status <> 'terminated') AS employees,
            (SELECT count(*) FROM quotes q WHERE q.group_id = $1) AS quotes,
            d.plan_year AS approved_plan_year,
            (SELECT max(w.ends_on) FROM enrollment_windows w
              WHERE w.group_id = $1 AND w.kind = 'open' AND w.status = 'open') AS enrollment_open_until,
            EXISTS (SELECT 1 FROM enrollment_windows w
              WHERE w.group_id = $1 AND w.kind = 'open' AND w.status = 'closed') AS enrollment_closed,
            COALESCE((SELECT array_agg(DISTINCT p.plan->>'carrier_name' ORDER BY p.plan->>'carrier_name')
              FROM plan_design_plans p WHERE p.design_id = d.id), '{}') AS carriers,
            COALESCE((SELECT array_agg(ci.carrier_name ORDER BY ci.carrier_name) FROM carrier_implementations ci
              WHERE ci.group_id = $1 AND ci.plan_year = d.plan_year AND ci.implemented_at IS NOT NULL), '{}') AS carriers_implemented
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (
            SELECT id, plan_year FROM plan_designs
             WHERE group_id = $1 AND status = 'approved' ORDER BY plan_year DESC LIMIT 1
         ) d ON true",
    )
    .bind(group_id)
    .fetch_one(tx.conn())
    .await?;
    Ok(Facts {
        employees: row.employees,
        quotes: row.quotes,
        approved_plan_year: row.approved_plan_year,
        enrollment_open_until: row.enrollment_open_until,
        enrollment_closed: row.enrollment_closed,
        carriers: row.carriers,
        carriers_implemented: row.carriers_implemented,
    })
}

/// Writes the group's new stage; false when `version` is no longer the group's.
pub async fn set_stage(
    tx: &mut TenantTx,
    group_id: Uuid,
    version: i32,
    to: GroupStage,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE groups SET stage = $3, version = version + 1, updated_at = now() WHERE id = $1 AND version = $2",
    )
    .bind(group_id)
    .bind(version)
    .bind(to)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

pub struct NewMove<'a> {
    pub group_id: Uuid,
    pub from: Option<GroupStage>,
    pub to: GroupStage,
    pub trigger: StageTrigger,
    pub reason: Option<&'a str>,
    pub overridden: &'a [String],
    pub actor: Actor<'a>,
    /// When it happened, for history written after the fact (demo data); now otherwise.
    pub at: Option<DateTime<Utc>>,
}

pub async fn insert_move(tx: &mut TenantTx, m: &NewMove<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO stage_moves (group_id, from_stage, to_stage, trigger, reason, overridden, actor_id, actor_name, moved_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9, clock_timestamp()))",
    )
    .bind(m.group_id)
    .bind(m.from)
    .bind(m.to)
    .bind(m.trigger)
    .bind(m.reason)
    .bind(m.overridden)
    .bind(m.actor.id)
    .bind(m.actor.name)
    .bind(m.at)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MoveRow {
    pub id: Uuid,
    pub from_stage: Option<GroupStage>,
    pub to_stage: GroupStage,
    pub trigger: StageTrigger,
    pub reason: Option<String>,
    pub overridden: Vec<String>,
    pub actor_name: String,
    pub moved_at: DateTime<Utc>,
}

/// The group's timeline, oldest first.
pub async fn moves(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<MoveRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, from_stage, to_stage, trigger, reason, overridden, actor_name, moved_at
           FROM stage_moves WHERE group_id = $1 ORDER BY moved_at, id",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}
