//! Enrollment queries, inside the agency's schema: the reads here, the writes by subject below.

pub mod invitations;
pub mod life_events;
pub mod submissions;
pub mod windows;

use crate::vocabulary::{
    EmploymentStatus, EnrollmentMode, EnrollmentStatus, InviteChannel, Line, Relationship,
    SubmissionOutcome, Tier, WaiveReason, WindowKind, WindowState, WindowStatus,
};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::types::Json as DbJson;
use tenants::TenantTx;
use uuid::Uuid;

use super::life_events::LifeEvent;
use super::rules::HouseholdMember;
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::quotes::engine::{ContributionRule, StoredRates};
use crate::rating::premium::RateTable;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WindowRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub design_id: Uuid,
    pub plan_year: i32,
    pub kind: WindowKind,
    pub employee_id: Option<Uuid>,
    pub life_event_id: Option<Uuid>,
    pub mode: EnrollmentMode,
    pub active_lines: Vec<String>,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub eligible_classes: Option<Vec<String>>,
    pub min_hours: Option<Decimal>,
    pub apply_waiting_period: bool,
    pub status: WindowStatus,
    pub closed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub version: i32,
    pub pay_frequency: i32,
    pub contribution: DbJson<Vec<ContributionRule>>,
}

impl WindowRow {
    /// The lines everyone must choose again, in the usual order.
    pub fn active_lines(&self) -> Vec<Line> {
        Line::ALL
            .iter()
            .copied()
            .filter(|l| self.active_lines.iter().any(|a| a == l.as_str()))
            .collect()
    }

    /// scheduled, open, ended (past its end date, not closed yet) or closed.
    pub fn state(&self, today: NaiveDate) -> WindowState {
        match self.status {
            WindowStatus::Closed => WindowState::Closed,
            _ if today < self.starts_on => WindowState::Scheduled,
            _ if today > self.ends_on => WindowState::Ended,
            _ => WindowState::Open,
        }
    }
}

const WINDOW_SELECT: &str = "SELECT w.id, w.group_id, g.name AS group_name, w.design_id, w.plan_year, w.kind, w.employee_id, w.life_event_id, w.mode, w.active_lines,
        w.starts_on, w.ends_on, w.coverage_start, w.eligible_classes, w.min_hours, w.apply_waiting_period, w.status, w.closed_at,
        w.created_at, w.version, d.pay_frequency, d.contribution
    FROM enrollment_windows w JOIN groups g ON g.id = w.group_id JOIN plan_designs d ON d.id = w.design_id";

/// A window the caller may see: `scope` is an employer admin's group.
pub async fn window(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<WindowRow, AppError> {
    sqlx::query_as(&format!(
        "{WINDOW_SELECT} WHERE w.id = $1 AND ($2::uuid IS NULL OR w.group_id = $2)"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await?
    .ok_or_else(|| AppError::not_found("enrollment"))
}

/// The window locked against closing while a submission is written.
pub async fn window_for_submission(tx: &mut TenantTx, id: Uuid) -> Result<WindowRow, AppError> {
    sqlx::query_as(&format!("{WINDOW_SELECT} WHERE w.id = $1 FOR SHARE OF w"))
        .bind(id)
        .fetch_optional(tx.conn())
        .await?
        .ok_or_else(|| AppError::not_found("enrollment"))
}

pub async fn group_windows(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<WindowRow>, sqlx::Error> {
    sqlx::query_as(&format!("{WINDOW_SELECT} WHERE w.group_id = $1 ORDER BY w.kind, w.plan_year DESC, w.created_at DESC"))
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

/// A window an employee takes part in, with where they stand in it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EmployeeWindowRow {
    #[sqlx(flatten)]
    pub window: WindowRow,
    #[sqlx(flatten)]
    pub participant: ParticipantState,
}

/// The windows an employee takes part in, newest first.
pub async fn employee_windows(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Vec<EmployeeWindowRow>, sqlx::Error> {
    let select = WINDOW_SELECT.replacen("SELECT ", "SELECT p.status AS participant_status, p.version AS participant_version, p.current_submission, p.completed_at, ", 1);
    sqlx::query_as(&format!("{select} JOIN enrollment_participants p ON p.window_id = w.id WHERE p.employee_id = $1 ORDER BY w.coverage_start DESC, w.created_at DESC"))
        .bind(employee_id)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ParticipantState {
    #[sqlx(rename = "participant_status")]
    pub status: EnrollmentStatus,
    #[sqlx(rename = "participant_version")]
    pub version: i32,
    pub current_submission: Option<Uuid>,
    pub completed_at: Option<DateTime<Utc>>,
}

pub async fn participant(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<Option<ParticipantState>, sqlx::Error> {
    sqlx::query_as("SELECT status AS participant_status, version AS participant_version, current_submission, completed_at FROM enrollment_participants WHERE window_id = $1 AND employee_id = $2")
        .bind(window_id)
        .bind(employee_id)
        .fetch_optional(tx.conn())
        .await
}

#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct Progress {
    pub eligible: i64,
    pub not_started: i64,
    pub in_progress: i64,
    pub enrolled: i64,
    pub waived: i64,
}

pub async fn progress(tx: &mut TenantTx, window_id: Uuid) -> Result<Progress, sqlx::Error> {
    sqlx::query_as(
        "SELECT count(*) AS eligible, count(*) FILTER (WHERE status = 'not_started') AS not_started,
                count(*) FILTER (WHERE status = 'in_progress') AS in_progress, count(*) FILTER (WHERE status = 'enrolled') AS enrolled,
                count(*) FILTER (WHERE status = 'waived') AS waived
         FROM enrollment_participants WHERE window_id = $1",
    )
    .bind(window_id)
    .fetch_one(tx.conn())
    .await
}

/// The design's plans with the rates they were approved with.
pub async fn design_plans(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<Vec<(PlanRow, RateTable)>, sqlx::Error> {
    let rows: Vec<(DbJson<PlanRow>, DbJson<StoredRates>)> = sqlx::query_as(
        "SELECT plan, rates FROM plan_design_plans WHERE design_id = $1 ORDER BY position",
    )
    .bind(design_id)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(p, r)| r.0.table().map(|t| (p.0, t)))
        .collect())
}

/// The employee facts enrollment needs.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct EnrolleeRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: Option<String>,
    pub dob: NaiveDate,
    pub tobacco: bool,
    pub status: EmploymentStatus,
    pub employee_class: Option<String>,
    pub hours_per_week: Option<Decimal>,
    pub hire_date: Option<NaiveDate>,
}

const ENROLLEE_SELECT: &str = "SELECT e.id, e.group_id, e.first_name, e.last_name, e.email, e.dob, e.tobacco, e.status,
        coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END) AS employee_class,
        e.hours_per_week, e.hire_date
    FROM employees e";

pub async fn enrollee(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Option<EnrolleeRow>, sqlx::Error> {
    sqlx::query_as(&format!("{ENROLLEE_SELECT} WHERE e.id = $1"))
        .bind(employee_id)
        .fetch_optional(tx.conn())
        .await
}

pub async fn enrollees(tx: &mut TenantTx, ids: &[Uuid]) -> Result<Vec<EnrolleeRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{ENROLLEE_SELECT} WHERE e.id = ANY($1) ORDER BY lower(e.last_name), lower(e.first_name)"
    ))
    .bind(ids)
    .fetch_all(tx.conn())
    .await
}

pub async fn group_enrollees(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<EnrolleeRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{ENROLLEE_SELECT} WHERE e.group_id = $1 ORDER BY lower(e.last_name), lower(e.first_name)"
    ))
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct HouseholdRow {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub relationship: Relationship,
    pub dob: NaiveDate,
    pub disabled: bool,
    pub tobacco: bool,
}

impl HouseholdRow {
    pub fn member(&self) -> HouseholdMember {
        HouseholdMember {
            dependent_id: Some(self.id),
            relationship: self.relationship.to_string(),
            dob: self.dob,
            disabled: self.disabled,
            tobacco: self.tobacco,
        }
    }

    pub fn name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }
}

pub async fn dependents(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Vec<HouseholdRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, first_name, last_name, relationship, dob, disabled, tobacco FROM dependents WHERE employee_id = $1
         ORDER BY array_position(ARRAY['spouse','domestic_partner','child','other'], relationship), dob",
    )
    .bind(employee_id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SubmissionRow {
    pub id: Uuid,
    pub window_id: Uuid,
    pub employee_id: Uuid,
    pub version: i32,
    pub outcome: SubmissionOutcome,
    pub signature_name: String,
    pub consent_text: String,
    pub signed_at: DateTime<Utc>,
    pub ip: Option<String>,
    pub submitted_by_name: String,
    pub assisted: bool,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    pub per_paycheck_cents: i64,
    pub pay_frequency: i32,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ElectionRow {
    pub submission_id: Uuid,
    pub line: Line,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
    pub dependent_ids: Vec<Uuid>,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

const SUBMISSION_SELECT: &str = "SELECT id, window_id, employee_id, version, outcome, signature_name, consent_text, signed_at, ip, submitted_by_name,
    assisted, premium_cents, employer_cents, employee_cents, per_paycheck_cents, pay_frequency FROM enrollment_submissions";

pub async fn submission(tx: &mut TenantTx, id: Uuid) -> Result<Option<SubmissionRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SUBMISSION_SELECT} WHERE id = $1"))
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

pub async fn submission_by_key(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
    client_key: Uuid,
) -> Result<Option<SubmissionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SUBMISSION_SELECT} WHERE window_id = $1 AND employee_id = $2 AND client_key = $3"
    ))
    .bind(window_id)
    .bind(employee_id)
    .bind(client_key)
    .fetch_optional(tx.conn())
    .await
}

/// Every signed version of an employee's elections in a window, newest first: id, version,
/// outcome, signed at, by whom, assisted, cents per paycheck.
/// A signed version as listed: id, version, outcome, signed at, by whom, assisted, per-paycheck
/// cents.
pub type SubmissionVersion = (
    Uuid,
    i32,
    SubmissionOutcome,
    DateTime<Utc>,
    String,
    bool,
    i64,
);

pub async fn versions(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<Vec<SubmissionVersion>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, version, outcome, signed_at, submitted_by_name, assisted, per_paycheck_cents FROM enrollment_submissions
         WHERE window_id = $1 AND employee_id = $2 ORDER BY version DESC",
    )
    .bind(window_id)
    .bind(employee_id)
    .fetch_all(tx.conn())
    .await
}

pub async fn elections(
    tx: &mut TenantTx,
    submission_ids: &[Uuid],
) -> Result<Vec<ElectionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT submission_id, line, plan_id, plan_name, carrier_name, tier, waive_reason, dependent_ids, premium_cents, employer_cents, employee_cents
         FROM enrollment_elections WHERE submission_id = ANY($1) ORDER BY submission_id, array_position(ARRAY['medical','dental','vision'], line)",
    )
    .bind(submission_ids)
    .fetch_all(tx.conn())
    .await
}

/// The employee's coverage in force: the current submission of the latest closed window of
/// each kind, and of any special window since.
pub async fn coverage_submission(
    tx: &mut TenantTx,
    employee_id: Uuid,
    excluding: Option<Uuid>,
) -> Result<Option<(SubmissionRow, NaiveDate)>, sqlx::Error> {
    let row: Option<(Uuid, NaiveDate)> = sqlx::query_as(
        "SELECT p.current_submission, w.coverage_start FROM enrollment_participants p JOIN enrollment_windows w ON w.id = p.window_id
         WHERE p.employee_id = $1 AND p.current_submission IS NOT NULL AND (w.status = 'closed' OR w.kind = 'special')
           AND w.id IS DISTINCT FROM $2
         ORDER BY w.coverage_start DESC, w.created_at DESC LIMIT 1",
    )
    .bind(employee_id)
    .bind(excluding)
    .fetch_optional(tx.conn())
    .await?;
    match row {
        None => Ok(None),
        Some((id, start)) => Ok(submission(tx, id).await?.map(|s| (s, start))),
    }
}

/// The employee's coverage at the end of the plan year before that of `submission_id`.
pub async fn previous_year_submission(
    tx: &mut TenantTx,
    employee_id: Uuid,
    submission_id: Uuid,
) -> Result<Option<SubmissionRow>, sqlx::Error> {
    let id: Option<Uuid> = sqlx::query_scalar(
        "SELECT p.current_submission FROM enrollment_participants p JOIN enrollment_windows w ON w.id = p.window_id
         WHERE p.employee_id = $1 AND p.current_submission IS NOT NULL AND (w.status = 'closed' OR w.kind = 'special')
           AND w.plan_year < (SELECT cw.plan_year FROM enrollment_submissions s JOIN enrollment_windows cw ON cw.id = s.window_id WHERE s.id = $2)
         ORDER BY w.coverage_start DESC, w.created_at DESC LIMIT 1",
    )
    .bind(employee_id)
    .bind(submission_id)
    .fetch_optional(tx.conn())
    .await?;
    match id {
        None => Ok(None),
        Some(id) => submission(tx, id).await,
    }
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ParticipantRow {
    pub employee_id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub email: Option<String>,
    pub employee_class: Option<String>,
    pub status: EnrollmentStatus,
    pub version: i32,
    pub invite_channel: Option<InviteChannel>,
    pub invited_at: Option<DateTime<Utc>>,
    pub reminders: i32,
    pub last_reminded_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    pub current_submission: Option<Uuid>,
    pub assisted: Option<bool>,
    pub signed_at: Option<DateTime<Utc>>,
    pub per_paycheck_cents: Option<i64>,
}

pub const PARTICIPANT_SORT: crate::list::SortFields = &[
    ("name", "lower(e.last_name), lower(e.first_name)"),
    ("status", "p.status"),
    ("completed_at", "p.completed_at"),
];

const PARTICIPANT_SELECT: &str = "SELECT p.employee_id, e.first_name, e.last_name, e.email,
        coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END) AS employee_class,
        p.status, p.version, p.invite_channel, p.invited_at, p.reminders, p.last_reminded_at, p.completed_at, p.current_submission,
        s.assisted, s.signed_at, s.per_paycheck_cents";

const PARTICIPANT_FROM: &str =
    "FROM enrollment_participants p JOIN employees e ON e.id = p.employee_id
    LEFT JOIN enrollment_submissions s ON s.id = p.current_submission
    WHERE p.window_id = $1 AND ($2::text IS NULL OR p.status = $2)
      AND ($3::text IS NULL OR e.first_name || ' ' || e.last_name ILIKE $3 OR e.email ILIKE $3)";

pub async fn participants(
    tx: &mut TenantTx,
    window_id: Uuid,
    status: Option<&str>,
    query: &ListQuery,
) -> Result<(Vec<ParticipantRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!("SELECT count(*) {PARTICIPANT_FROM}"))
        .bind(window_id)
        .bind(status)
        .bind(query.like_pattern())
        .fetch_one(tx.conn())
        .await?;
    let rows = sqlx::query_as(&format!(
        "{PARTICIPANT_SELECT} {PARTICIPANT_FROM} ORDER BY {} LIMIT $4 OFFSET $5",
        query.order_by("p.employee_id")
    ))
    .bind(window_id)
    .bind(status)
    .bind(query.like_pattern())
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(tx.conn())
    .await?;
    Ok((rows, total))
}

/// Everyone in a window by name (exports).
pub async fn all_participants(
    tx: &mut TenantTx,
    window_id: Uuid,
) -> Result<Vec<ParticipantRow>, sqlx::Error> {
    sqlx::query_as(&format!("{PARTICIPANT_SELECT} {PARTICIPANT_FROM} ORDER BY lower(e.last_name), lower(e.first_name), p.employee_id"))
        .bind(window_id)
        .bind(None::<String>)
        .bind(None::<String>)
        .fetch_all(tx.conn())
        .await
}

pub async fn one_participant(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<Option<ParticipantRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{PARTICIPANT_SELECT} {PARTICIPANT_FROM} AND p.employee_id = $4"
    ))
    .bind(window_id)
    .bind(None::<String>)
    .bind(None::<String>)
    .bind(employee_id)
    .fetch_optional(tx.conn())
    .await
}

/// Per carrier and line of the window's current elections: who enrolled, who waived and why.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ElectionCount {
    pub line: Line,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
    pub count: i64,
}

pub async fn election_counts(
    tx: &mut TenantTx,
    window_id: Uuid,
) -> Result<Vec<ElectionCount>, sqlx::Error> {
    sqlx::query_as(
        "SELECT el.line, el.plan_id, el.plan_name, el.carrier_name, el.tier, el.waive_reason, count(*) AS count
         FROM enrollment_participants p JOIN enrollment_elections el ON el.submission_id = p.current_submission
         WHERE p.window_id = $1 GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 4, 3, 5, 6",
    )
    .bind(window_id)
    .fetch_all(tx.conn())
    .await
}

const LIFE_EVENT_SELECT: &str = "SELECT l.id, l.group_id, l.employee_id, e.first_name || ' ' || e.last_name AS employee_name, l.kind, l.event_date, l.note,
        l.document_id, doc.name AS document_name, l.status, l.reported_at, l.decided_by_name, l.decided_at, l.decision_note, l.window_id,
        w.ends_on AS window_ends_on
    FROM life_events l JOIN employees e ON e.id = l.employee_id LEFT JOIN documents doc ON doc.id = l.document_id
    LEFT JOIN enrollment_windows w ON w.id = l.window_id";

pub async fn life_event(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<LifeEvent, AppError> {
    sqlx::query_as(&format!(
        "{LIFE_EVENT_SELECT} WHERE l.id = $1 AND ($2::uuid IS NULL OR l.group_id = $2)"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await?
    .ok_or_else(|| AppError::not_found("life event"))
}

pub async fn group_life_events(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<LifeEvent>, sqlx::Error> {
    sqlx::query_as(&format!("{LIFE_EVENT_SELECT} WHERE l.group_id = $1 ORDER BY l.status <> 'pending', l.reported_at DESC"))
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

pub async fn employee_life_events(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Vec<LifeEvent>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{LIFE_EVENT_SELECT} WHERE l.employee_id = $1 ORDER BY l.reported_at DESC"
    ))
    .bind(employee_id)
    .fetch_all(tx.conn())
    .await
}
