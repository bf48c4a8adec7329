//! The reports' request and response objects. Money in cents, rates in basis points.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use crate::plan_design::checks::Status as CheckStatus;
use crate::vocabulary::{
    EnrollmentMode, GroupStage, Line, PremiumSource, Tier, WaiveReason, WindowState,
};

/// A broker of record of the agency's groups, for the reports' broker filter.
#[derive(Debug, Clone, Object)]
pub struct ReportBroker {
    pub id: Uuid,
    pub name: String,
    /// The groups they are the broker of (archived groups left out).
    pub groups: i64,
}

impl From<super::queries::BrokerRow> for ReportBroker {
    fn from(b: super::queries::BrokerRow) -> Self {
        Self {
            id: b.id,
            name: b.name,
            groups: b.groups,
        }
    }
}

/// The book of business on a date: premium in force by carrier and line with the commission
/// estimate, groups by lifecycle stage, and the renewals of the twelve months from that month.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BookOfBusinessReport {
    pub as_of: NaiveDate,
    /// The broker whose groups the report is limited to.
    pub broker_id: Option<Uuid>,
    pub brokers: Vec<ReportBroker>,
    pub totals: BookTotals,
    /// Premium by carrier and line, the largest first, with the commission each rate earns.
    pub premium: Vec<CarrierLinePremium>,
    pub commission: CommissionEstimate,
    /// Every lifecycle stage in order, with the groups in it on the date.
    pub stages: Vec<StageFigure>,
    /// The twelve months from the date's month, each with the groups renewing in it.
    pub renewals: Vec<RenewalMonth>,
}

#[derive(Debug, Object)]
pub struct BookTotals {
    /// Clients in the book on the date: in implementation, active or renewal, or with elections
    /// in force.
    pub groups: i64,
    /// Of them, those whose premium comes from the elections in force.
    pub enrolled_groups: i64,
    /// Of them, those whose premium is the one recorded on the group.
    pub recorded_groups: i64,
    /// Employees with coverage in force.
    pub subscribers: i64,
    pub monthly_premium_cents: i64,
    pub annual_premium_cents: i64,
    /// The employer's share of the premium of the elections in force.
    pub employer_cents: i64,
    /// Groups renewing in the twelve months of the pipeline, and their premium.
    pub renewing_groups: i64,
    pub renewing_monthly_premium_cents: i64,
}

/// A carrier's premium on one line of coverage.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CarrierLinePremium {
    /// Absent when the carrier recorded on a group is not in the catalogue.
    pub carrier_id: Option<Uuid>,
    /// Absent when a group's premium was recorded without its carrier.
    pub carrier_name: Option<String>,
    pub line: Line,
    pub groups: i64,
    /// Employees with coverage in force on this line (none for recorded premium).
    pub subscribers: i64,
    pub monthly_premium_cents: i64,
    pub annual_premium_cents: i64,
    /// The part from the elections in force.
    pub enrolled_premium_cents: i64,
    /// The part recorded on the groups.
    pub recorded_premium_cents: i64,
    /// The employer's share of the elections in force.
    pub employer_cents: i64,
    /// The agency's commission rate for the carrier and line, when set.
    pub rate_bps: Option<i32>,
    pub monthly_commission_cents: Option<i64>,
    pub annual_commission_cents: Option<i64>,
}

/// What the agency's commission rates earn on the premium in force.
#[derive(Debug, Object)]
pub struct CommissionEstimate {
    /// How many rates the agency has set; none, and there is no estimate.
    pub rates_set: i64,
    pub monthly_commission_cents: i64,
    pub annual_commission_cents: i64,
    /// Premium of the carriers and lines with a rate.
    pub rated_premium_cents: i64,
    /// Premium of the carriers and lines without one.
    pub unrated_premium_cents: i64,
}

#[derive(Debug, Object)]
pub struct StageFigure {
    pub stage: GroupStage,
    /// Groups in the stage on the date.
    pub groups: i64,
    /// Of them, the clients in the book.
    pub book_groups: i64,
    /// The book's monthly premium of those clients.
    pub monthly_premium_cents: i64,
}

#[derive(Debug, Object)]
pub struct RenewalMonth {
    /// The first day of the month.
    pub month: NaiveDate,
    pub groups: i64,
    pub monthly_premium_cents: i64,
    pub annual_premium_cents: i64,
    /// The groups renewing in the month, by renewal date.
    pub renewing: Vec<RenewingGroup>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewingGroup {
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: GroupStage,
    pub renewal_date: NaiveDate,
    pub broker_name: Option<String>,
    /// The premium in force, else the one recorded on the group; absent when neither is known.
    pub monthly_premium_cents: Option<i64>,
    pub annual_premium_cents: Option<i64>,
    pub source: Option<PremiumSource>,
}

/// The open enrollments that ran in a date range: their progress, participation against each
/// carrier's minimum, elections by plan and tier, waivers by reason, and day-by-day completion.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EnrollmentReport {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub broker_id: Option<Uuid>,
    pub brokers: Vec<ReportBroker>,
    pub totals: EnrollmentTotals,
    pub enrollments: Vec<ReportEnrollment>,
    pub participation: Vec<ReportParticipation>,
    pub elections: Vec<ReportElection>,
    pub waivers: Vec<ReportWaiver>,
    pub completion: Vec<CompletionSeries>,
}

#[derive(Debug, Object)]
pub struct EnrollmentTotals {
    pub enrollments: i64,
    /// Enrollments open today.
    pub open: i64,
    pub eligible: i64,
    /// Enrolled or waived.
    pub submitted: i64,
    pub enrolled: i64,
    pub waived: i64,
    /// Submitted of eligible, in percent with one decimal.
    pub completion_pct: f64,
    /// Participation checks (one per enrollment, line and carrier), and those below the minimum.
    pub checks: i64,
    pub checks_below: i64,
}

#[derive(Debug, Object)]
pub struct ReportEnrollment {
    pub window_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub mode: EnrollmentMode,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub state: WindowState,
    pub eligible: i64,
    pub not_started: i64,
    pub in_progress: i64,
    pub enrolled: i64,
    pub waived: i64,
    pub completion_pct: f64,
}

/// Participation of one enrollment on one line with one carrier, as the enrollment's own
/// participation check counts it.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ReportParticipation {
    pub window_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub line: Line,
    pub carrier_name: String,
    pub minimum_pct: f64,
    pub eligible: i64,
    pub enrolled: i64,
    /// Waivers for other coverage (spouse's plan, other group plan, Medicare/Medicaid): left out.
    pub waived_other_coverage: i64,
    /// Waivers that count against participation.
    pub waived_counted: i64,
    pub participation_pct: Option<f64>,
    /// `pass` or `fail`, on the elections so far.
    pub status: CheckStatus,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ReportElection {
    pub line: Line,
    pub carrier_name: Option<String>,
    pub plan_id: String,
    pub plan_name: Option<String>,
    pub tier: Tier,
    /// Employees electing the plan in the tier.
    pub count: i64,
    /// Groups where it was elected.
    pub groups: i64,
}

#[derive(Debug, Object)]
pub struct ReportWaiver {
    pub line: Line,
    pub reason: WaiveReason,
    pub count: i64,
    /// Whether the waiver counts against the carrier's participation minimum.
    pub counts_against_participation: bool,
}

/// One enrollment, day by day from its first day to its last (or today).
#[derive(Debug, Object)]
pub struct CompletionSeries {
    pub window_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub eligible: i64,
    pub days: Vec<CompletionDay>,
}

#[derive(Debug, Object)]
pub struct CompletionDay {
    pub day: NaiveDate,
    /// Employees who first submitted that day.
    pub submitted_on_day: i64,
    /// Employees who had submitted by the end of the day.
    pub submitted: i64,
    /// Of the eligible, in percent with one decimal.
    pub completion_pct: f64,
}

/// The agency's commission rates, per carrier and line.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CommissionSchedule {
    /// 0 until the rates are first saved; send it back to save them.
    pub version: i32,
    pub updated_by_name: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
    pub rates: Vec<CommissionRate>,
}

#[derive(Debug, Clone, Object)]
pub struct CommissionRate {
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub line: Line,
    /// Percent of premium in basis points: 450 is 4.50 %.
    pub rate_bps: i32,
}

/// The whole set of rates, replacing the saved one.
#[derive(Debug, Object)]
pub struct CommissionScheduleRequest {
    /// The schedule's version as read (0 when none was saved).
    pub version: i32,
    pub rates: Vec<CommissionRateInput>,
}

#[derive(Debug, Clone, Object)]
pub struct CommissionRateInput {
    pub carrier_id: Uuid,
    pub line: Line,
    /// Percent of premium in basis points, 1 (0.01 %) to 5000 (50 %).
    pub rate_bps: i32,
}
