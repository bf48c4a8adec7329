//! The enrollment API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use rust_decimal::prelude::ToPrimitive;
use uuid::Uuid;

use super::life_events::LifeEvent;
use super::queries::{ElectionRow, Progress, SubmissionVersion, WindowRow};
use super::rules;
use crate::catalogue::dto::Plan;
use crate::vocabulary::{
    EnrollmentMode, EnrollmentStatus, InviteChannel, Line, RenewalMark, SubmissionOutcome, Tier,
    WaiveReason, WindowKind, WindowState,
};

#[derive(Debug, Object)]
pub struct EnrollmentProgress {
    pub eligible: i64,
    pub not_started: i64,
    pub in_progress: i64,
    pub enrolled: i64,
    pub waived: i64,
    /// Enrolled or waived, of everyone eligible.
    pub percent_complete: f64,
}

impl From<Progress> for EnrollmentProgress {
    fn from(p: Progress) -> Self {
        let percent_complete = rules::percent_complete(p.enrolled + p.waived, p.eligible);
        Self {
            eligible: p.eligible,
            not_started: p.not_started,
            in_progress: p.in_progress,
            enrolled: p.enrolled,
            waived: p.waived,
            percent_complete,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EnrollmentWindow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub design_id: Uuid,
    pub plan_year: i32,
    pub kind: WindowKind,
    pub employee_id: Option<Uuid>,
    pub mode: EnrollmentMode,
    /// In a passive enrollment, the lines everyone must choose again.
    pub active_lines: Vec<Line>,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub eligible_classes: Vec<String>,
    pub min_hours: Option<f64>,
    pub apply_waiting_period: bool,
    pub state: WindowState,
    pub closed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub pay_frequency: i32,
    pub version: i32,
    pub progress: EnrollmentProgress,
}

impl EnrollmentWindow {
    pub fn from_row(w: &WindowRow, progress: Progress) -> Self {
        Self {
            id: w.id,
            group_id: w.group_id,
            group_name: w.group_name.clone(),
            design_id: w.design_id,
            plan_year: w.plan_year,
            kind: w.kind,
            employee_id: w.employee_id,
            mode: w.mode,
            active_lines: w.active_lines(),
            starts_on: w.starts_on,
            ends_on: w.ends_on,
            coverage_start: w.coverage_start,
            eligible_classes: w.eligible_classes.clone().unwrap_or_default(),
            min_hours: w.min_hours.and_then(|h| h.to_f64()),
            apply_waiting_period: w.apply_waiting_period,
            state: w.state(Utc::now().date_naive()),
            closed_at: w.closed_at,
            created_at: w.created_at,
            pay_frequency: w.pay_frequency,
            version: w.version,
            progress: progress.into(),
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ParticipationCheck {
    pub line: Line,
    pub carrier_name: String,
    pub minimum_pct: f64,
    pub eligible: i64,
    pub enrolled: i64,
    /// Waivers for other coverage (spouse's plan, other group plan, Medicare/Medicaid): left out.
    pub waived_other_coverage: i64,
    /// Waivers that count against participation (cost, individual plan, other).
    pub waived_counted: i64,
    pub participation_pct: Option<f64>,
    /// pass or fail, on the elections so far.
    pub status: String,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ElectionTally {
    pub line: Line,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
    pub count: i64,
}

#[derive(Debug, Object)]
pub struct EnrollmentDetail {
    pub window: EnrollmentWindow,
    pub participation: Vec<ParticipationCheck>,
    pub tallies: Vec<ElectionTally>,
}

#[derive(Debug, Object)]
pub struct NewEnrollment {
    /// The plan year whose approved design to enroll in; absent: the latest approved design.
    pub plan_year: Option<i32>,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub mode: EnrollmentMode,
    /// Employee classes that are eligible; absent or empty: every class.
    pub eligible_classes: Option<Vec<String>>,
    /// Minimum hours a week; absent: the group's setting.
    pub min_hours: Option<f64>,
    /// Leave out employees still in their waiting period on the coverage start.
    #[oai(default = "yes")]
    pub apply_waiting_period: bool,
    /// In a passive enrollment, the lines everyone must choose again (where the plans change):
    /// nothing carries over on them.
    #[oai(default)]
    pub active_lines: Vec<Line>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Object)]
pub struct IneligibleEmployee {
    pub employee_id: Uuid,
    pub name: String,
    pub reason: String,
}

#[derive(Debug, Object)]
pub struct EligibilityPreview {
    pub design_id: Uuid,
    pub plan_year: i32,
    pub coverage_start: NaiveDate,
    /// The lines the design offers a plan of.
    pub lines: Vec<Line>,
    pub eligible: i64,
    /// Eligible employees with an email address (invited by email).
    pub with_email: i64,
    /// Eligible employees without one (they get a printable enrollment code letter).
    pub without_email: i64,
    pub ineligible: Vec<IneligibleEmployee>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ElectionBrief {
    pub line: Line,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
    /// The employee's monthly share.
    pub employee_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Participant {
    pub employee_id: Uuid,
    pub name: String,
    pub email: Option<String>,
    pub employee_class: Option<String>,
    pub status: EnrollmentStatus,
    pub version: i32,
    /// Email, or code: a printed letter with the group's enrollment code.
    pub invite_channel: Option<InviteChannel>,
    pub invited_at: Option<DateTime<Utc>>,
    pub reminders: i32,
    pub last_reminded_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    /// Entered by a broker or HR admin on the employee's behalf.
    pub assisted: bool,
    pub signed_at: Option<DateTime<Utc>>,
    pub per_paycheck_cents: Option<i64>,
    pub elections: Vec<ElectionBrief>,
}

#[derive(Debug, Object)]
pub struct ReminderRequest {
    /// Only these employees; absent: everyone not finished.
    pub employee_ids: Option<Vec<Uuid>>,
}

#[derive(Debug, Object)]
pub struct ReminderResult {
    pub sent: i64,
    /// Reminded in the last 24 hours already.
    pub skipped_recent: i64,
    /// No email address: give them their code letter instead.
    pub without_email: i64,
}

#[derive(Debug, Object)]
pub struct WindowChange {
    /// The new last day (extend or shorten); not before today.
    pub ends_on: NaiveDate,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct CloseRequest {
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct SubmissionBrief {
    pub id: Uuid,
    pub version: i32,
    pub outcome: SubmissionOutcome,
    pub signed_at: DateTime<Utc>,
    pub submitted_by_name: String,
    pub assisted: bool,
    pub per_paycheck_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ParticipantDetail {
    pub participant: Participant,
    pub window: EnrollmentWindow,
    pub lines: Vec<LineOffer>,
    pub current: Option<Submission>,
    pub history: Vec<SubmissionBrief>,
    pub consent_text: String,
}

#[derive(Debug, Object)]
pub struct CoverageHistoryItem {
    pub window_id: Uuid,
    pub plan_year: i32,
    pub kind: WindowKind,
    pub state: WindowState,
    pub coverage_start: NaiveDate,
    pub status: EnrollmentStatus,
    /// Every signed version, newest first.
    pub submissions: Vec<SubmissionBrief>,
    /// The current version's elections.
    pub elections: Vec<ElectionBrief>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EmployeeBenefits {
    /// The coverage in force or starting (the latest locked or special elections).
    pub coverage: Option<Submission>,
    pub history: Vec<CoverageHistoryItem>,
    pub life_events: Vec<LifeEvent>,
}

#[derive(ApiResponse)]
pub enum WindowCreated {
    #[oai(status = 201)]
    Created(Json<EnrollmentDetail>),
}

#[derive(ApiResponse)]
pub enum SubmissionCreated {
    #[oai(status = 201)]
    Created(Json<Submission>),
}

impl From<SubmissionVersion> for SubmissionBrief {
    fn from(
        (id, version, outcome, signed_at, submitted_by_name, assisted, per_paycheck_cents): SubmissionVersion,
    ) -> Self {
        Self {
            id,
            version,
            outcome,
            signed_at,
            submitted_by_name,
            assisted,
            per_paycheck_cents,
        }
    }
}

impl From<ElectionRow> for ElectionBrief {
    fn from(e: ElectionRow) -> Self {
        Self {
            employee_cents: e.employee_cents,
            line: e.line,
            plan_name: e.plan_name,
            carrier_name: e.carrier_name,
            tier: e.tier,
            waive_reason: e.waive_reason,
        }
    }
}

#[derive(Debug, Object)]
pub struct LifeEventDecision {
    /// approve or reject.
    pub decision: String,
    /// Required to reject: what the employee should know.
    pub note: Option<String>,
}

#[derive(Debug, Object)]
pub struct TierPrice {
    pub tier: Tier,
    /// Monthly.
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    /// The employee's cost each paycheck.
    pub per_paycheck_cents: i64,
    /// Who this tier covers besides the employee.
    pub covers: Vec<String>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct PlanOption {
    pub plan: Plan,
    pub prices: Vec<TierPrice>,
    /// In a renewal's re-enrollment: how the plan compares with last year's.
    pub renewal: Option<PlanRenewal>,
}

/// A plan of a renewed plan year beside last year's offer.
#[derive(Debug, Clone, Object)]
pub struct PlanRenewal {
    pub mark: RenewalMark,
    /// Last year's plans that renew as this one (itself when it carries on).
    pub succeeds: Vec<SucceededPlan>,
}

#[derive(Debug, Clone, Object)]
pub struct SucceededPlan {
    pub plan_id: String,
    pub plan_name: String,
}

#[derive(Debug, Object)]
pub struct LineOffer {
    pub line: Line,
    pub plans: Vec<PlanOption>,
}

#[derive(Debug, Clone, Object)]
pub struct ElectionInput {
    pub line: Line,
    /// The plan elected; absent to waive.
    pub plan_id: Option<String>,
    /// With a plan.
    pub tier: Option<Tier>,
    /// When waiving.
    pub waive_reason: Option<WaiveReason>,
}

#[derive(Debug, Object)]
pub struct SubmitElections {
    /// The version of the elections you started from (0 for none): a newer one is a 409.
    pub expected_version: i32,
    /// A key the client makes once per submission: sending it again returns the same result.
    pub client_key: Uuid,
    /// One per line offered.
    pub elections: Vec<ElectionInput>,
    /// Your name, typed as your signature.
    pub signature_name: String,
    /// The consent text was shown and accepted.
    pub consent: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Election {
    pub line: Line,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
    /// The covered dependents' names.
    pub dependents: Vec<String>,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Submission {
    pub id: Uuid,
    pub window_id: Uuid,
    pub employee_id: Uuid,
    pub employee_name: String,
    pub version: i32,
    pub outcome: SubmissionOutcome,
    pub signature_name: String,
    pub consent_text: String,
    pub signed_at: DateTime<Utc>,
    pub ip: Option<String>,
    pub submitted_by_name: String,
    pub assisted: bool,
    /// Monthly totals.
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    pub per_paycheck_cents: i64,
    pub pay_frequency: i32,
    pub coverage_start: NaiveDate,
    pub plan_year: i32,
    pub group_name: String,
    pub lines: Vec<Election>,
}
