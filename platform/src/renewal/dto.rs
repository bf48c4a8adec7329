//! The renewal API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, Object};
use uuid::Uuid;

use crate::vocabulary::{
    Line, QuoteStatus, RenewalDecision, RenewalDecisionStatus, RenewalMapping, RenewalRateSource,
    RenewalStatus, RenewalTaskKind, Tier,
};

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalTask {
    pub id: Uuid,
    pub kind: RenewalTaskKind,
    pub title: String,
    /// Due this many days before the renewal date.
    pub days_before: i32,
    pub due_on: NaiveDate,
    /// Open and past its day.
    pub late: bool,
    pub done_at: Option<DateTime<Utc>>,
    pub done_by_name: Option<String>,
    pub version: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalRecord {
    pub id: Uuid,
    /// The plan year the renewal leads into.
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub status: RenewalStatus,
    /// Opened by the daily round rather than by a person.
    pub automatic: bool,
    pub opened_by_name: String,
    pub opened_at: DateTime<Utc>,
    /// The plan year being renewed, when the group's design for it is in Canopy.
    pub current_plan_year: Option<i32>,
    /// Days until the effective date (negative once past).
    pub days_left: i64,
    /// Tasks open past their day.
    pub late: i32,
    pub tasks: Vec<RenewalTask>,
    /// The plans being renewed and what each becomes.
    pub plans: Vec<RenewalPlan>,
    /// Why the renewal cannot go on (a discontinued plan not yet mapped).
    pub blocked: Option<String>,
    pub decision: RenewalDecisionView,
    /// Quotes of the group put beside the renewal.
    pub alternatives: Vec<RenewalAlternativeQuote>,
    /// The new plan year's design, made from the approved renewal.
    pub design_id: Option<Uuid>,
    /// Why the group cannot move into its new plan year yet (absent once it can, or has).
    pub new_year_blocked: Option<String>,
    pub version: i32,
}

/// Where a plan's uploaded renewal rates came from.
#[derive(Debug, Object)]
pub struct UploadedRates {
    pub file: String,
    pub by_name: String,
    pub at: DateTime<Utc>,
}

/// The carrier's renewal rates: a CSV shaped like the CMS Rate PUF (`PlanId, RatingAreaId, Age,
/// IndividualRate, IndividualTobaccoRate`), read for the group's rating area.
#[derive(Debug, Multipart)]
pub struct RenewalRatesUpload {
    pub file: Upload,
    /// The renewal's version read.
    pub version: i32,
}

/// A quote of the group put beside the renewal.
#[derive(Debug, Object)]
pub struct RenewalAlternativeQuote {
    pub quote_id: Uuid,
    pub number: i32,
    pub name: String,
    pub status: QuoteStatus,
    pub effective_date: NaiveDate,
    pub added_by_name: String,
    pub added_at: DateTime<Utc>,
}

/// The quotes to put beside the renewal, in order (an empty list takes them all away).
#[derive(Debug, Object)]
pub struct RenewalAlternativesUpdate {
    /// The renewal's version read.
    pub version: i32,
    #[oai(validator(max_items = 10))]
    pub quote_ids: Vec<Uuid>,
}

/// A group's renewal, or why it has none yet.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct GroupRenewal {
    pub group_id: Uuid,
    pub group_name: String,
    pub renewal_date: Option<NaiveDate>,
    /// When the daily round opens the renewal by itself.
    pub opens_on: Option<NaiveDate>,
    pub renewal: Option<RenewalRecord>,
    /// The caller may work the renewal (tick tasks, start it).
    pub may_edit: bool,
    /// The caller may approve the renewal decision (the group's employer admin).
    pub may_approve: bool,
    /// A renewal can be started by hand now.
    pub can_start: bool,
    /// Why it cannot, when it cannot.
    pub start_blocked: Option<String>,
}

#[derive(Debug, Object)]
pub struct RenewalTaskUpdate {
    /// The version read.
    pub version: i32,
    pub done: bool,
}

/// A plan of the plan year being renewed and what it becomes in the new plan year.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalPlan {
    pub current_plan_id: String,
    pub current_plan_name: String,
    pub carrier_name: String,
    pub line: Line,
    pub mapping: RenewalMapping,
    pub renewal_plan_id: Option<String>,
    pub renewal_plan_name: Option<String>,
    pub renewal_carrier_name: Option<String>,
    /// The carrier's change to the current rates, in hundredths of a percent (750 = 7.5 %).
    pub rate_change_bps: Option<i32>,
    pub rate_source: RenewalRateSource,
    pub updated_by_name: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
    /// The carrier's renewal rates uploaded for this plan.
    pub uploaded: Option<UploadedRates>,
}

#[derive(Debug, Object)]
pub struct RenewalPlanInput {
    pub current_plan_id: String,
    pub mapping: RenewalMapping,
    /// The successor or replacement (for `same`, absent or the current plan; for
    /// `discontinued`, absent).
    pub renewal_plan_id: Option<String>,
    /// The carrier's change to the current rates in hundredths of a percent, 0 to 10000; absent:
    /// the renewal plan's catalogue rates for the new plan year.
    pub rate_change_bps: Option<i32>,
}

#[derive(Debug, Object)]
pub struct RenewalPlansUpdate {
    /// The renewal's version read.
    pub version: i32,
    /// The plans to change; the others stay as they are.
    #[oai(validator(min_items = 1, max_items = 200))]
    pub plans: Vec<RenewalPlanInput>,
}

/// A monthly premium and who pays it.
#[derive(Debug, Clone, Copy, Default, Object)]
pub struct RenewalCost {
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ComparedTier {
    pub tier: Tier,
    /// Households on the tier in force.
    pub current_count: i32,
    pub current_premium_cents: i64,
    /// Households on the tier once renewed (children who age off move some down a tier).
    pub renewal_count: i32,
    pub renewal_premium_cents: Option<i64>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ComparedPlan {
    pub current_plan_id: String,
    pub current_plan_name: String,
    pub carrier_name: String,
    pub line: Line,
    pub mapping: RenewalMapping,
    pub renewal_plan_name: Option<String>,
    pub rate_source: RenewalRateSource,
    /// Employees enrolled in the plan in force.
    pub enrolled: i32,
    pub current: RenewalCost,
    /// Absent until the renewal plan has rates.
    pub renewal: Option<RenewalCost>,
    pub change_cents: Option<i64>,
    pub change_pct: Option<f64>,
    pub tiers: Vec<ComparedTier>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ComparedEmployee {
    pub employee_id: Uuid,
    pub name: String,
    pub current: RenewalCost,
    pub renewal: Option<RenewalCost>,
    /// The change in what the employee pays each month.
    pub employee_change_cents: Option<i64>,
    pub employee_change_pct: Option<f64>,
}

/// A child covered today who is 26 by the new effective date and drops off.
#[derive(Debug, Object)]
pub struct AgedOffDependent {
    pub dependent_id: Uuid,
    pub name: String,
    pub employee_name: String,
    pub dob: NaiveDate,
    /// Their age on the new effective date.
    pub age: i32,
    pub lines: Vec<Line>,
}

/// The group in force against its renewal: totals, per plan and tier, per employee.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalComparison {
    pub renewal_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    /// The start of the plan year in force.
    pub current_effective_date: Option<NaiveDate>,
    /// Why there is nothing to compare yet, or why the renewal cannot go on.
    pub blocked: Option<String>,
    pub enrolled_employees: i32,
    pub current: RenewalCost,
    /// Absent until every plan has renewal rates.
    pub renewal: Option<RenewalCost>,
    pub change_cents: Option<i64>,
    pub change_pct: Option<f64>,
    /// Each line enrolled: in force against renewed.
    pub lines: Vec<ComparedLine>,
    pub plans: Vec<ComparedPlan>,
    /// Each quote put beside the renewal, its plans priced for the same people.
    pub alternatives: Vec<ComparedAlternative>,
    /// Employees by the largest change in what they pay first.
    pub employees: Vec<ComparedEmployee>,
    pub aged_off: Vec<AgedOffDependent>,
    /// Server time spent re-rating.
    pub rated_in_ms: f64,
}

/// A line's cost in force and renewed, for everyone enrolled on it.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ComparedLine {
    pub line: Line,
    pub enrolled: i32,
    pub current: RenewalCost,
    /// Absent until every plan of the line has renewal rates.
    pub renewal: Option<RenewalCost>,
    pub change_cents: Option<i64>,
    pub change_pct: Option<f64>,
}

/// A quote put beside the renewal.
#[derive(Debug, Object)]
pub struct ComparedAlternative {
    pub quote_id: Uuid,
    pub quote_number: i32,
    pub quote_name: String,
    pub effective_date: NaiveDate,
    pub plans: Vec<AlternativePlan>,
}

/// One quoted plan with everyone enrolled on its line moved to it: same people at their ages on
/// the new effective date, same tiers, the current contribution rules.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AlternativePlan {
    pub plan_id: String,
    pub plan_name: String,
    pub carrier_name: String,
    pub line: Line,
    /// Households enrolled on the line and priced on this plan.
    pub enrolled: i32,
    pub cost: RenewalCost,
    /// Against the line in force.
    pub change_vs_current_cents: i64,
    pub change_vs_current_pct: f64,
    /// Against the line renewed, once it is priced.
    pub change_vs_renewal_cents: Option<i64>,
    pub change_vs_renewal_pct: Option<f64>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct LineDecision {
    pub line: Line,
    pub decision: RenewalDecision,
    #[oai(validator(max_length = 1000))]
    pub note: Option<String>,
}

/// The broker's decision per line and where it stands with the employer.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalDecisionView {
    pub status: RenewalDecisionStatus,
    pub lines: Vec<LineDecision>,
    pub sent_at: Option<DateTime<Utc>>,
    pub sent_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    /// The employer admin's note with their answer.
    pub note: Option<String>,
}

#[derive(Debug, Object)]
pub struct RenewalDecisionInput {
    /// The renewal's version read.
    pub version: i32,
    #[oai(validator(max_items = 3))]
    pub lines: Vec<LineDecision>,
}

#[derive(Debug, Object)]
pub struct RenewalVersion {
    /// The renewal's version read.
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct RenewalAnswer {
    /// The renewal's version read.
    pub version: i32,
    /// Approve, or ask for changes (with a note).
    pub approve: bool,
    #[oai(validator(max_length = 1000))]
    pub note: Option<String>,
}
