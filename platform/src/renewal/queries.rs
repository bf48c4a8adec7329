//! Every SQL statement of renewals.

use chrono::{DateTime, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use sqlx::types::Json as DbJson;

use super::rules::{OPENS_DAYS_BEFORE, TASKS};
use crate::audit::Actor;
use crate::catalogue::queries::PlanRow;
use crate::quotes::engine::{ContributionRule, StoredRates};
use crate::vocabulary::{
    GroupStage, Line, QuoteStatus, RenewalDecision, RenewalDecisionStatus, RenewalMapping,
    RenewalStatus, RenewalTaskKind, Tier,
};

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
    /// The new plan year's design, once made from the approved renewal.
    pub design_id: Option<Uuid>,
    pub status: RenewalStatus,
    pub automatic: bool,
    pub opened_by_name: String,
    pub created_at: DateTime<Utc>,
    pub version: i32,
}

/// The group's latest renewal.
pub async fn latest(tx: &mut TenantTx, group_id: Uuid) -> Result<Option<RenewalRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.id, r.group_id, r.plan_year, r.effective_date, r.current_design_id, d.plan_year AS current_plan_year, r.design_id,
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

/// Each renewal's plans: the plans of the design being renewed, each renewing as itself until
/// mapped otherwise.
pub async fn insert_plans(tx: &mut TenantTx, renewal_ids: &[Uuid]) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO renewal_plans (renewal_id, current_plan_id, position, line, current_plan, current_rates, renewal_plan_id, renewal_plan)
         SELECT r.id, p.plan_id, p.position, p.line, p.plan, p.rates, p.plan_id, p.plan
           FROM renewals r JOIN plan_design_plans p ON p.design_id = r.current_design_id
          WHERE r.id = ANY($1)
         ON CONFLICT DO NOTHING",
    )
    .bind(renewal_ids)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RenewalPlanRow {
    pub current_plan_id: String,
    pub line: Line,
    pub current_plan: DbJson<PlanRow>,
    pub current_rates: DbJson<StoredRates>,
    pub mapping: RenewalMapping,
    pub renewal_plan_id: Option<String>,
    pub renewal_plan: Option<DbJson<PlanRow>>,
    pub rate_change_bps: Option<i32>,
    pub updated_by_name: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
    pub uploaded_rates: Option<DbJson<StoredRates>>,
    pub uploaded_file: Option<String>,
    pub uploaded_by_name: Option<String>,
    pub uploaded_at: Option<DateTime<Utc>>,
}

pub async fn plans(
    tx: &mut TenantTx,
    renewal_id: Uuid,
) -> Result<Vec<RenewalPlanRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT current_plan_id, line, current_plan, current_rates, mapping, renewal_plan_id, renewal_plan,
                rate_change_bps, updated_by_name, updated_at, uploaded_rates, uploaded_file, uploaded_by_name, uploaded_at
           FROM renewal_plans WHERE renewal_id = $1 ORDER BY position",
    )
    .bind(renewal_id)
    .fetch_all(tx.conn())
    .await
}

/// A renewal (within the caller's scope), locked.
pub async fn lock_renewal(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<RenewalRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.id, r.group_id, r.plan_year, r.effective_date, r.current_design_id, d.plan_year AS current_plan_year, r.design_id,
                r.status, r.automatic, r.opened_by_name, r.created_at, r.version
           FROM renewals r LEFT JOIN plan_designs d ON d.id = r.current_design_id
          WHERE r.id = $1 AND ($2::uuid IS NULL OR r.group_id = $2) FOR UPDATE OF r",
    )
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// Moves the renewal past `version`; false when someone saved it first.
pub async fn bump_version(tx: &mut TenantTx, id: Uuid, version: i32) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("UPDATE renewals SET version = version + 1 WHERE id = $1 AND version = $2")
            .bind(id)
            .bind(version)
            .execute(tx.conn())
            .await?
            .rows_affected()
            == 1,
    )
}

/// What one plan becomes in the new plan year.
pub struct PlanMapping<'a> {
    pub current_plan_id: &'a str,
    pub mapping: RenewalMapping,
    pub renewal_plan: Option<&'a PlanRow>,
    pub rate_change_bps: Option<i32>,
}

pub async fn set_plans(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    mappings: &[PlanMapping<'_>],
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    let ids: Vec<&str> = mappings.iter().map(|m| m.current_plan_id).collect();
    let kinds: Vec<&str> = mappings.iter().map(|m| m.mapping.as_str()).collect();
    let plan_ids: Vec<Option<&str>> = mappings
        .iter()
        .map(|m| m.renewal_plan.map(|p| p.id.as_str()))
        .collect();
    let plans: Vec<Option<serde_json::Value>> = mappings
        .iter()
        .map(|m| {
            m.renewal_plan
                .map(|p| serde_json::to_value(p).expect("plain data"))
        })
        .collect();
    let changes: Vec<Option<i32>> = mappings.iter().map(|m| m.rate_change_bps).collect();
    // Uploaded rates were the carrier's for the renewal plan as it was: a percentage or another
    // plan replaces them.
    sqlx::query(
        "UPDATE renewal_plans p SET mapping = m.mapping, renewal_plan_id = m.plan_id, renewal_plan = m.plan,
                rate_change_bps = m.change, updated_by_name = $7, updated_at = now(),
                uploaded_rates = CASE WHEN m.change IS NULL AND m.plan_id IS NOT DISTINCT FROM p.renewal_plan_id
                                      THEN p.uploaded_rates END
           FROM unnest($2::text[], $3::text[], $4::text[], $5::jsonb[], $6::int[]) AS m(current_plan_id, mapping, plan_id, plan, change)
          WHERE p.renewal_id = $1 AND p.current_plan_id = m.current_plan_id",
    )
    .bind(renewal_id)
    .bind(&ids)
    .bind(&kinds)
    .bind(&plan_ids)
    .bind(&plans)
    .bind(&changes)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct DesignTerms {
    pub effective_date: NaiveDate,
    pub rating_area: String,
    pub contribution: DbJson<Vec<ContributionRule>>,
}

/// The effective date, rating area and contribution rules of the design being renewed.
pub async fn design_terms(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<Option<DesignTerms>, sqlx::Error> {
    sqlx::query_as(
        "SELECT effective_date, rating_area, contribution FROM plan_designs WHERE id = $1",
    )
    .bind(design_id)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct InForceLine {
    pub employee_id: Uuid,
    pub employee_name: String,
    pub employee_class: Option<String>,
    pub dob: Option<NaiveDate>,
    pub tobacco: bool,
    pub line: Line,
    pub plan_id: String,
    pub tier: Tier,
    pub dependent_ids: Vec<Uuid>,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

/// The enrolled lines in force under a design: each employee's latest signed elections,
/// employees still on the roster only.
pub async fn in_force_lines(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<Vec<InForceLine>, sqlx::Error> {
    sqlx::query_as(
        "WITH latest AS (
            SELECT DISTINCT ON (s.employee_id) s.id, s.employee_id, s.outcome
              FROM enrollment_submissions s JOIN enrollment_windows w ON w.id = s.window_id
             WHERE w.design_id = $1
             ORDER BY s.employee_id, s.signed_at DESC)
         SELECT e.id AS employee_id, e.first_name || ' ' || e.last_name AS employee_name,
                coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END) AS employee_class,
                e.dob, e.tobacco, el.line, el.plan_id, el.tier, el.dependent_ids,
                el.premium_cents, el.employer_cents, el.employee_cents
           FROM latest l
           JOIN employees e ON e.id = l.employee_id AND e.status IN ('active', 'leave', 'cobra')
           JOIN enrollment_elections el ON el.submission_id = l.id AND el.plan_id IS NOT NULL
          WHERE l.outcome = 'enrolled'
          ORDER BY e.last_name, e.first_name, e.id, el.line",
    )
    .bind(design_id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct DependentRow {
    pub id: Uuid,
    pub employee_id: Uuid,
    pub name: String,
    pub relationship: String,
    pub dob: Option<NaiveDate>,
    pub tobacco: bool,
}

pub async fn dependents_of(
    tx: &mut TenantTx,
    employee_ids: &[Uuid],
) -> Result<Vec<DependentRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, employee_id, first_name || ' ' || last_name AS name, relationship, dob, tobacco
           FROM dependents WHERE employee_id = ANY($1) ORDER BY employee_id, dob",
    )
    .bind(employee_ids)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct DecisionRow {
    pub line: Line,
    pub decision: RenewalDecision,
    pub note: Option<String>,
}

pub async fn decisions(
    tx: &mut TenantTx,
    renewal_id: Uuid,
) -> Result<Vec<DecisionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT line, decision, note FROM renewal_decisions WHERE renewal_id = $1
          ORDER BY array_position(ARRAY['medical', 'dental', 'vision'], line)",
    )
    .bind(renewal_id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct DecisionState {
    pub decision_status: RenewalDecisionStatus,
    pub decided_by: Option<Uuid>,
    pub decision_sent_at: Option<DateTime<Utc>>,
    pub decision_sent_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    pub decision_note: Option<String>,
}

pub async fn decision_state(
    tx: &mut TenantTx,
    renewal_id: Uuid,
) -> Result<DecisionState, sqlx::Error> {
    sqlx::query_as(
        "SELECT decision_status, decided_by, decision_sent_at, decision_sent_by_name, decided_at, decided_by_name, decision_note
           FROM renewals WHERE id = $1",
    )
    .bind(renewal_id)
    .fetch_one(tx.conn())
    .await
}

/// Replaces the renewal's decisions with these, back to a draft (an earlier answer of the
/// employer's no longer applies).
pub async fn set_decisions(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    lines: &[(Line, RenewalDecision, Option<String>)],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM renewal_decisions WHERE renewal_id = $1")
        .bind(renewal_id)
        .execute(tx.conn())
        .await?;
    let line: Vec<&str> = lines.iter().map(|(l, _, _)| l.as_str()).collect();
    let decision: Vec<&str> = lines.iter().map(|(_, d, _)| d.as_str()).collect();
    let note: Vec<Option<&str>> = lines.iter().map(|(_, _, n)| n.as_deref()).collect();
    sqlx::query(
        "INSERT INTO renewal_decisions (renewal_id, line, decision, note)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])",
    )
    .bind(renewal_id)
    .bind(&line)
    .bind(&decision)
    .bind(&note)
    .execute(tx.conn())
    .await?;
    reopen_decision(tx, renewal_id).await?;
    Ok(())
}

pub async fn mark_sent(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE renewals SET decision_status = 'sent', decision_sent_at = now(), decision_sent_by_name = $2,
                decided_at = NULL, decided_by = NULL, decided_by_name = NULL, decision_note = NULL
          WHERE id = $1",
    )
    .bind(renewal_id)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn mark_decided(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    status: RenewalDecisionStatus,
    note: Option<&str>,
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE renewals SET decision_status = $2, decided_at = now(), decided_by = $3, decided_by_name = $4,
                decision_note = $5
          WHERE id = $1",
    )
    .bind(renewal_id)
    .bind(status)
    .bind(actor.id)
    .bind(actor.name)
    .bind(note)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Takes a sent or answered decision back to a draft: what it was decided on changed.
pub async fn reopen_decision(tx: &mut TenantTx, renewal_id: Uuid) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "UPDATE renewals SET decision_status = 'draft', decision_sent_at = NULL, decision_sent_by_name = NULL,
                decided_at = NULL, decided_by = NULL, decided_by_name = NULL, decision_note = NULL
          WHERE id = $1 AND decision_status <> 'draft'",
    )
    .bind(renewal_id)
    .execute(tx.conn())
    .await?
    .rows_affected()
        == 1)
}

#[derive(Debug, sqlx::FromRow)]
pub struct AlternativeRow {
    pub quote_id: Uuid,
    pub number: i32,
    pub name: String,
    pub status: QuoteStatus,
    pub effective_date: NaiveDate,
    pub added_by_name: String,
    pub added_at: DateTime<Utc>,
}

/// The quotes put beside a renewal, in the broker's order.
pub async fn alternatives(
    tx: &mut TenantTx,
    renewal_id: Uuid,
) -> Result<Vec<AlternativeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT q.id AS quote_id, q.number, q.name, q.status, q.effective_date, a.added_by_name, a.added_at
           FROM renewal_alternatives a JOIN quotes q ON q.id = a.quote_id
          WHERE a.renewal_id = $1 ORDER BY a.position",
    )
    .bind(renewal_id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct AlternativePlanRow {
    pub quote_id: Uuid,
    pub line: Line,
    pub plan: DbJson<PlanRow>,
    pub rates: DbJson<StoredRates>,
}

/// Every plan of the quotes put beside a renewal, quote by quote in the broker's order.
pub async fn alternative_plans(
    tx: &mut TenantTx,
    renewal_id: Uuid,
) -> Result<Vec<AlternativePlanRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT qp.quote_id, qp.line, qp.plan, qp.rates
           FROM renewal_alternatives a JOIN quote_plans qp ON qp.quote_id = a.quote_id
          WHERE a.renewal_id = $1 ORDER BY a.position, qp.position",
    )
    .bind(renewal_id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct QuoteOfGroup {
    pub id: Uuid,
    pub effective_date: NaiveDate,
}

/// Those of `ids` that are quotes of the group.
pub async fn quotes_of_group(
    tx: &mut TenantTx,
    group_id: Uuid,
    ids: &[Uuid],
) -> Result<Vec<QuoteOfGroup>, sqlx::Error> {
    sqlx::query_as("SELECT id, effective_date FROM quotes WHERE group_id = $1 AND id = ANY($2)")
        .bind(group_id)
        .bind(ids)
        .fetch_all(tx.conn())
        .await
}

pub async fn set_alternatives(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    quote_ids: &[Uuid],
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM renewal_alternatives WHERE renewal_id = $1 AND quote_id <> ALL($2)")
        .bind(renewal_id)
        .bind(quote_ids)
        .execute(tx.conn())
        .await?;
    // A quote kept keeps who added it and when; only its place moves.
    sqlx::query(
        "INSERT INTO renewal_alternatives (renewal_id, quote_id, position, added_by_name)
         SELECT $1, quote_id, position::int, $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS a(quote_id, position)
         ON CONFLICT (renewal_id, quote_id) DO UPDATE SET position = EXCLUDED.position",
    )
    .bind(renewal_id)
    .bind(quote_ids)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The carrier's renewal rates of each plan, as uploaded from `file`.
pub async fn set_uploaded_rates(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    rates: &[(String, StoredRates)],
    file: &str,
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    let ids: Vec<&str> = rates.iter().map(|(id, _)| id.as_str()).collect();
    let tables: Vec<serde_json::Value> = rates
        .iter()
        .map(|(_, r)| serde_json::to_value(r).expect("plain data"))
        .collect();
    sqlx::query(
        "UPDATE renewal_plans p SET uploaded_rates = u.rates, uploaded_file = $4, uploaded_by_name = $5, uploaded_at = now(),
                rate_change_bps = NULL, updated_by_name = $5, updated_at = now()
           FROM unnest($2::text[], $3::jsonb[]) AS u(current_plan_id, rates)
          WHERE p.renewal_id = $1 AND p.current_plan_id = u.current_plan_id",
    )
    .bind(renewal_id)
    .bind(&ids)
    .bind(&tables)
    .bind(file)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Records the new plan year's design made from the renewal.
pub async fn set_design(
    tx: &mut TenantTx,
    renewal_id: Uuid,
    design_id: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE renewals SET design_id = $2 WHERE id = $1")
        .bind(renewal_id)
        .bind(design_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The mapped plans of the renewal whose new plan year's design is `design_id`.
pub async fn successors_in_design(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.current_plan_id, p.renewal_plan_id FROM renewal_plans p JOIN renewals r ON r.id = p.renewal_id
          WHERE r.design_id = $1 AND p.mapping <> 'discontinued' AND p.renewal_plan_id IS NOT NULL",
    )
    .bind(design_id)
    .fetch_all(tx.conn())
    .await
}

/// Where the plan year's open enrollment stands: `None` before one is opened, else its status
/// (`open` or `closed`).
pub async fn reenrollment_status(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: i32,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT status FROM enrollment_windows WHERE group_id = $1 AND plan_year = $2 AND kind = 'open'",
    )
    .bind(group_id)
    .bind(plan_year)
    .fetch_optional(tx.conn())
    .await
}

/// The renewal is history; its group's plan year now starts on `effective` and renews on
/// `renews`.
pub async fn complete(
    tx: &mut TenantTx,
    renewal: &RenewalRow,
    renews: NaiveDate,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE renewals SET status = 'completed' WHERE id = $1")
        .bind(renewal.id)
        .execute(tx.conn())
        .await?;
    sqlx::query(
        "UPDATE groups SET effective_date = $2, renewal_date = $3, version = version + 1, updated_at = now() WHERE id = $1",
    )
    .bind(renewal.group_id)
    .bind(renewal.effective_date)
    .bind(renews)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct Completed {
    pub id: Uuid,
    pub group_id: Uuid,
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub renewal_date: NaiveDate,
}

/// Completes every renewal whose new plan year starts by `today`, its design made and its
/// re-enrollment closed, and moves its group's plan year dates on a year (the same date a year
/// on; February 29 becomes February 28).
pub async fn complete_due(
    tx: &mut TenantTx,
    today: NaiveDate,
) -> Result<Vec<Completed>, sqlx::Error> {
    sqlx::query_as(
        "WITH done AS (
            UPDATE renewals r SET status = 'completed', version = r.version + 1
             WHERE r.status = 'open' AND r.effective_date <= $1 AND r.design_id IS NOT NULL
               AND EXISTS (SELECT 1 FROM enrollment_windows w WHERE w.group_id = r.group_id
                              AND w.plan_year = r.plan_year AND w.kind = 'open' AND w.status = 'closed')
            RETURNING r.id, r.group_id, r.plan_year, r.effective_date),
         moved AS (
            UPDATE groups g SET effective_date = d.effective_date,
                   renewal_date = (d.effective_date + interval '1 year')::date,
                   version = g.version + 1, updated_at = now()
              FROM done d WHERE g.id = d.group_id
            RETURNING g.id, g.renewal_date)
         SELECT d.id, d.group_id, d.plan_year, d.effective_date, m.renewal_date
           FROM done d JOIN moved m ON m.id = d.group_id",
    )
    .bind(today)
    .fetch_all(tx.conn())
    .await
}

/// A plan of a design made from a renewal beside the design it renews.
#[derive(Debug, sqlx::FromRow)]
pub struct MarkRow {
    pub plan_id: String,
    pub offered_last_year: bool,
    pub same_rates: bool,
    pub succeeds_ids: Vec<String>,
    pub succeeds_names: Vec<String>,
}

pub async fn plan_marks(tx: &mut TenantTx, design_id: Uuid) -> Result<Vec<MarkRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT n.plan_id,
                o.plan_id IS NOT NULL AS offered_last_year,
                o.rates IS NOT DISTINCT FROM n.rates AS same_rates,
                COALESCE(array_agg(rp.current_plan_id ORDER BY rp.current_plan_id) FILTER (WHERE rp.current_plan_id IS NOT NULL), '{}') AS succeeds_ids,
                COALESCE(array_agg(COALESCE(op.plan->>'name', rp.current_plan_id) ORDER BY rp.current_plan_id) FILTER (WHERE rp.current_plan_id IS NOT NULL), '{}') AS succeeds_names
           FROM renewals r
           JOIN plan_design_plans n ON n.design_id = r.design_id
           LEFT JOIN plan_design_plans o ON o.design_id = r.current_design_id AND o.plan_id = n.plan_id
           LEFT JOIN renewal_plans rp ON rp.renewal_id = r.id AND rp.renewal_plan_id = n.plan_id AND rp.mapping <> 'discontinued'
           LEFT JOIN plan_design_plans op ON op.design_id = r.current_design_id AND op.plan_id = rp.current_plan_id
          WHERE r.design_id = $1
          GROUP BY n.plan_id, o.plan_id, o.rates, n.rates",
    )
    .bind(design_id)
    .fetch_all(tx.conn())
    .await
}
