use crate::vocabulary::GroupStage;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use tenants::TenantTx;

#[derive(Debug, sqlx::FromRow)]
pub struct ActivityRow {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub action: String,
    pub summary: String,
}

pub async fn recent_activity(
    tx: &mut TenantTx,
    limit: i64,
) -> Result<Vec<ActivityRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, at, actor_name, action, summary FROM audit_log ORDER BY at DESC, id DESC LIMIT $1")
        .bind(limit)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct PlatformCounts {
    pub agencies: i64,
    pub users: i64,
    pub client_errors_7d: i64,
}

pub async fn platform_counts(pool: &PgPool) -> Result<PlatformCounts, sqlx::Error> {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM agencies) AS agencies,
                (SELECT count(*) FROM users WHERE deactivated_at IS NULL) AS users,
                (SELECT count(*) FROM client_errors WHERE created_at > now() - interval '7 days') AS client_errors_7d",
    )
    .fetch_one(pool)
    .await
}

pub async fn stages(
    tx: &mut TenantTx,
    scope: Option<uuid::Uuid>,
) -> Result<Vec<(GroupStage, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.stage, count(g.id) FROM unnest(ARRAY['prospect','quoting','plan_design','enrollment','implementation','active','renewal','lost','terminated'])
             WITH ORDINALITY AS s(stage, ord)
         LEFT JOIN groups g ON g.stage = s.stage AND g.status <> 'archived' AND ($1::uuid IS NULL OR g.id = $1)
         GROUP BY s.stage, s.ord ORDER BY s.ord",
    )
    .bind(scope)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct RenewalRow {
    pub id: uuid::Uuid,
    pub name: String,
    pub stage: GroupStage,
    pub renewal_date: chrono::NaiveDate,
    pub days: i32,
    pub broker_name: Option<String>,
}

pub async fn renewals(
    tx: &mut TenantTx,
    scope: Option<uuid::Uuid>,
    within_days: i32,
) -> Result<Vec<RenewalRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.name, g.stage, g.renewal_date, (g.renewal_date - current_date)::int AS days, u.name AS broker_name
         FROM groups g LEFT JOIN public.users u ON u.id = g.broker_id
         WHERE g.status = 'active' AND g.renewal_date BETWEEN current_date AND current_date + $2 AND ($1::uuid IS NULL OR g.id = $1)
         ORDER BY g.renewal_date, g.name LIMIT 50",
    )
    .bind(scope)
    .bind(within_days)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct OpenEnrollmentRow {
    pub window_id: uuid::Uuid,
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub ends_on: chrono::NaiveDate,
    pub eligible: i64,
    pub done: i64,
}

/// Open enrollments (not closed), ending soonest first, with how many have finished.
pub async fn open_enrollments(
    tx: &mut TenantTx,
    scope: Option<uuid::Uuid>,
) -> Result<Vec<OpenEnrollmentRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT w.id AS window_id, g.id AS group_id, g.name AS group_name, w.plan_year, w.ends_on, count(p.employee_id) AS eligible,
                count(p.employee_id) FILTER (WHERE p.status IN ('enrolled', 'waived')) AS done
         FROM enrollment_windows w JOIN groups g ON g.id = w.group_id LEFT JOIN enrollment_participants p ON p.window_id = w.id
         WHERE w.kind = 'open' AND w.status = 'open' AND ($1::uuid IS NULL OR g.id = $1)
         GROUP BY w.id, g.id ORDER BY w.ends_on, g.name LIMIT 20",
    )
    .bind(scope)
    .fetch_all(tx.conn())
    .await
}

/// Which groups an awaiting query looks at: one group (`group`), or the groups of one member
/// (`member`: on the account team or the group's broker), or the whole book (neither). Active
/// groups only.
#[derive(Debug, Clone, Copy)]
pub struct Reach {
    pub group: Option<uuid::Uuid>,
    pub member: Option<uuid::Uuid>,
}

/// The groups of a `Reach` bound as $1 and $2.
const REACHED: &str = "g.status = 'active' AND ($1::uuid IS NULL OR g.id = $1)
    AND ($2::uuid IS NULL OR g.broker_id = $2 OR EXISTS (SELECT 1 FROM group_team t WHERE t.group_id = g.id AND t.user_id = $2))";

/// Each kind of awaiting item lists at most this many, most urgent first.
const AWAITING_LIMIT: i64 = 25;

#[derive(Debug, sqlx::FromRow)]
pub struct SubmittedRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub number: i32,
    pub author: Option<String>,
    pub submitted_at: Option<DateTime<Utc>>,
}

/// Designs awaiting the employer's decision, longest waiting first.
pub async fn submitted_designs(
    tx: &mut TenantTx,
    reach: Reach,
) -> Result<Vec<SubmittedRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, d.plan_year, d.number, u.name AS author, d.submitted_at
         FROM plan_designs d JOIN groups g ON g.id = d.group_id LEFT JOIN public.users u ON u.id = d.created_by
         WHERE d.status = 'submitted' AND {REACHED}
         ORDER BY d.submitted_at, g.name LIMIT $3"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct SentRenewalRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub effective_date: chrono::NaiveDate,
    pub sent_by: Option<String>,
    pub sent_at: Option<DateTime<Utc>>,
}

/// Renewal decisions awaiting the employer's answer, longest waiting first.
pub async fn sent_renewals(
    tx: &mut TenantTx,
    reach: Reach,
) -> Result<Vec<SentRenewalRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, r.plan_year, r.effective_date,
                r.decision_sent_by_name AS sent_by, r.decision_sent_at AS sent_at
         FROM renewals r JOIN groups g ON g.id = r.group_id
         WHERE r.status = 'open' AND r.decision_status = 'sent' AND {REACHED}
         ORDER BY r.decision_sent_at, g.name LIMIT $3"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct RunningRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub starts_on: chrono::NaiveDate,
    pub ends_on: chrono::NaiveDate,
    pub eligible: i64,
    pub done: i64,
    pub not_started: i64,
}

/// Open enrollments running on `today`, ending soonest first, with how far along they are.
pub async fn running_enrollments(
    tx: &mut TenantTx,
    reach: Reach,
    today: chrono::NaiveDate,
) -> Result<Vec<RunningRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, w.plan_year, w.starts_on, w.ends_on,
                count(p.employee_id) AS eligible,
                count(p.employee_id) FILTER (WHERE p.status IN ('enrolled', 'waived')) AS done,
                count(p.employee_id) FILTER (WHERE p.status = 'not_started') AS not_started
         FROM enrollment_windows w JOIN groups g ON g.id = w.group_id
         LEFT JOIN enrollment_participants p ON p.window_id = w.id
         WHERE w.kind = 'open' AND w.status = 'open' AND $3 BETWEEN w.starts_on AND w.ends_on AND {REACHED}
         GROUP BY w.id, g.id ORDER BY w.ends_on, g.name LIMIT $4"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(today)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct DecisionRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub number: i32,
    pub approved: bool,
    /// An open enrollment of the plan year was opened before the decision (on an earlier version).
    pub enrollment_held: bool,
    pub decided_by_name: Option<String>,
    pub decision_note: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
}

/// The employer's decisions of the last `within_days` not acted on yet, newest first: asked
/// changes with no later version of the plan year; approvals with no later version and no open
/// enrollment of the plan year opened since.
pub async fn decisions(
    tx: &mut TenantTx,
    reach: Reach,
    within_days: i32,
) -> Result<Vec<DecisionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, d.plan_year, d.number, d.status = 'approved' AS approved,
                EXISTS (SELECT 1 FROM enrollment_windows w
                         WHERE w.group_id = d.group_id AND w.kind = 'open' AND w.plan_year = d.plan_year) AS enrollment_held,
                u.name AS decided_by_name, d.decision_note, d.decided_at
         FROM plan_designs d JOIN groups g ON g.id = d.group_id LEFT JOIN public.users u ON u.id = d.decided_by
         WHERE d.status IN ('approved', 'changes_requested') AND d.decided_at > now() - make_interval(days => $3)
           AND NOT EXISTS (SELECT 1 FROM plan_designs later
                            WHERE later.group_id = d.group_id AND later.plan_year = d.plan_year AND later.number > d.number)
           AND NOT (d.status = 'approved' AND EXISTS (SELECT 1 FROM enrollment_windows w
                     WHERE w.group_id = d.group_id AND w.kind = 'open' AND w.plan_year = d.plan_year AND w.created_at > d.decided_at))
           AND {REACHED}
         ORDER BY d.decided_at DESC, g.name LIMIT $4"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(within_days)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ReadyRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub number: i32,
    pub effective_date: chrono::NaiveDate,
}

/// Groups in plan design with an approved design and no open enrollment of its plan year,
/// coverage starting soonest first.
pub async fn ready_to_enroll(
    tx: &mut TenantTx,
    reach: Reach,
) -> Result<Vec<ReadyRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, d.plan_year, d.number, d.effective_date
         FROM groups g JOIN plan_designs d ON d.group_id = g.id AND d.status = 'approved'
         WHERE g.stage = 'plan_design'
           AND NOT EXISTS (SELECT 1 FROM enrollment_windows w WHERE w.group_id = g.id AND w.kind = 'open' AND w.plan_year = d.plan_year)
           AND {REACHED}
         ORDER BY d.effective_date, g.name LIMIT $3"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ImplementationRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    /// Carriers of the latest approved design, and how many of them are implemented.
    pub carriers: i64,
    pub implemented: i64,
    pub coverage_start: Option<chrono::NaiveDate>,
}

/// Groups in implementation, coverage starting soonest first.
pub async fn in_implementation(
    tx: &mut TenantTx,
    reach: Reach,
) -> Result<Vec<ImplementationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name,
                COALESCE((SELECT count(DISTINCT p.plan->>'carrier_name') FROM plan_design_plans p WHERE p.design_id = d.id), 0) AS carriers,
                COALESCE((SELECT count(DISTINCT ci.carrier_name) FROM carrier_implementations ci
                           WHERE ci.group_id = g.id AND ci.plan_year = d.plan_year AND ci.implemented_at IS NOT NULL
                             AND ci.carrier_name IN (SELECT p.plan->>'carrier_name' FROM plan_design_plans p WHERE p.design_id = d.id)), 0) AS implemented,
                d.effective_date AS coverage_start
         FROM groups g
         LEFT JOIN LATERAL (SELECT id, plan_year, effective_date FROM plan_designs
                             WHERE group_id = g.id AND status = 'approved' ORDER BY plan_year DESC LIMIT 1) d ON true
         WHERE g.stage = 'implementation' AND {REACHED}
         ORDER BY d.effective_date NULLS LAST, g.name LIMIT $3"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct OverdueRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub overdue: i64,
    pub oldest_due: Option<chrono::NaiveDate>,
}

/// Groups with carrier checklist items past due, the most overdue first.
pub async fn overdue_checklists(
    tx: &mut TenantTx,
    reach: Reach,
    today: chrono::NaiveDate,
) -> Result<Vec<OverdueRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, count(*) AS overdue, min(i.due_on) AS oldest_due
         FROM implementation_items i
         JOIN carrier_implementations ci ON ci.id = i.implementation_id AND ci.implemented_at IS NULL
         JOIN groups g ON g.id = ci.group_id
         WHERE i.done_at IS NULL AND i.due_on < $4 AND {REACHED}
         GROUP BY g.id ORDER BY min(i.due_on), g.name LIMIT $3"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(AWAITING_LIMIT)
    .bind(today)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct DiscrepancyCountRow {
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub open: i64,
    pub at_stake: i64,
    pub since: Option<DateTime<Utc>>,
}

/// Groups with open discrepancies, the most premium at stake first.
pub async fn open_discrepancies(
    tx: &mut TenantTx,
    reach: Reach,
) -> Result<Vec<DiscrepancyCountRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT g.id AS group_id, g.name AS group_name, count(*) AS open,
                sum(d.premium_cents)::bigint AS at_stake, min(d.first_seen_at) AS since
         FROM discrepancies d JOIN groups g ON g.id = d.group_id
         WHERE d.status = 'open' AND {REACHED}
         GROUP BY g.id ORDER BY sum(d.premium_cents) DESC, g.name LIMIT $3"
    ))
    .bind(reach.group)
    .bind(reach.member)
    .bind(AWAITING_LIMIT)
    .fetch_all(tx.conn())
    .await
}
