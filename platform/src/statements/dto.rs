//! The premium statements API's request and response objects. Money in cents.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Enum, Multipart, Object};
use uuid::Uuid;

use super::queries::DifferenceRow;
use crate::vocabulary::{
    Line, MidMonthBilling, StatementDifferenceAction, StatementDifferenceKind,
    StatementDifferenceStatus, Tier,
};

/// A group's premium statement for a month: what each carrier may bill, from the elections in
/// force and the carrier's mid-month rule, beside the carrier's invoice when it was uploaded.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct PremiumStatement {
    pub group_id: Uuid,
    pub group_name: String,
    /// The first day of the month.
    pub month: NaiveDate,
    /// The first month any coverage of the group took effect.
    pub first_month: Option<NaiveDate>,
    /// The months with a carrier's invoice uploaded, the latest first.
    pub invoice_months: Vec<NaiveDate>,
    /// Employees with coverage billed in the month.
    pub subscribers: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    /// What the uploaded invoices bill in all; absent until one is uploaded.
    pub billed_cents: Option<i64>,
    pub carriers: Vec<CarrierStatement>,
    /// Every employee's line billed in the month.
    pub members: Vec<StatementMember>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CarrierStatement {
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub mid_month_billing: MidMonthBilling,
    /// The carrier's mid-month rule in a sentence, as the statement applies it.
    pub rule: String,
    pub subscribers: i64,
    /// Employees and dependents covered.
    pub members: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    /// Per plan and tier.
    pub plans: Vec<StatementPlan>,
    pub invoice: Option<CarrierInvoice>,
}

#[derive(Debug, Object)]
pub struct StatementPlan {
    pub line: Line,
    pub plan_id: String,
    pub plan_name: String,
    pub tier: Tier,
    pub subscribers: i64,
    pub members: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

#[derive(Debug, Object)]
pub struct StatementMember {
    pub employee_id: Uuid,
    pub subscriber_id: String,
    pub name: String,
    pub carrier_id: Uuid,
    pub line: Line,
    pub plan_id: String,
    pub plan_name: String,
    pub tier: Tier,
    pub members: i32,
    pub covered_from: NaiveDate,
    pub covered_to: NaiveDate,
    /// Days billed: the whole month unless the carrier prorates.
    pub days: i32,
    /// The elections' premium for a whole month.
    pub monthly_premium_cents: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

/// The carrier's invoice for the month and how it differs from the statement.
#[derive(Debug, Object)]
pub struct CarrierInvoice {
    pub id: Uuid,
    pub file_name: String,
    pub document_id: Uuid,
    pub rows: i32,
    pub billed_cents: i64,
    /// The statement's premium for the carrier when the invoice was compared.
    pub expected_cents: i64,
    /// Billed less expected: above zero, the carrier asks too much.
    pub difference_cents: i64,
    pub open_differences: i64,
    pub open_difference_cents: i64,
    pub disputed_difference_cents: i64,
    pub uploaded_by_name: String,
    pub uploaded_at: DateTime<Utc>,
    pub differences: Vec<StatementDifference>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct StatementDifference {
    pub id: Uuid,
    pub invoice_id: Uuid,
    pub group_id: Uuid,
    /// Our employee, when the carrier billed someone of the group.
    pub employee_id: Option<Uuid>,
    pub person_name: String,
    pub subscriber_id: String,
    pub line: Line,
    pub kind: StatementDifferenceKind,
    pub expected_plan: Option<String>,
    pub billed_plan: Option<String>,
    pub expected_tier: Option<String>,
    pub billed_tier: Option<String>,
    pub expected_cents: i64,
    pub billed_cents: i64,
    /// Billed less expected.
    pub difference_cents: i64,
    pub detail: String,
    pub status: StatementDifferenceStatus,
    pub note: Option<String>,
    pub decided_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub version: i32,
}

impl From<DifferenceRow> for StatementDifference {
    fn from(d: DifferenceRow) -> Self {
        Self {
            id: d.id,
            invoice_id: d.invoice_id,
            group_id: d.group_id,
            employee_id: d.member_key.parse().ok(),
            person_name: d.person_name,
            subscriber_id: d.subscriber_id,
            line: d.line,
            kind: d.kind,
            expected_plan: d.expected_plan,
            billed_plan: d.billed_plan,
            expected_tier: d.expected_tier,
            billed_tier: d.billed_tier,
            expected_cents: d.expected_cents,
            billed_cents: d.billed_cents,
            difference_cents: d.difference_cents,
            detail: d.detail,
            status: d.status,
            note: d.note,
            decided_by_name: d.decided_by_name,
            decided_at: d.decided_at,
            version: d.version,
        }
    }
}

/// The book's statements for a month, a group a row.
#[derive(Debug, Object)]
pub struct StatementBook {
    /// The month shown: the one asked for, else the latest with an invoice, else next month
    /// (carriers bill a month ahead).
    pub month: NaiveDate,
    pub data: Vec<GroupStatementSummary>,
    pub total: i64,
}

#[derive(Debug, Object)]
pub struct GroupStatementSummary {
    pub group_id: Uuid,
    pub group_name: String,
    pub carriers: i64,
    pub subscribers: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    /// Invoices uploaded for the month.
    pub invoices: i64,
    /// What those invoices bill, and the statement's premium for their carriers.
    pub billed_cents: i64,
    pub invoiced_expected_cents: i64,
    pub open_differences: i64,
    pub open_difference_cents: i64,
}

#[derive(Debug, Multipart)]
pub struct CarrierInvoiceUpload {
    /// The carrier whose invoice this is: one of the group's carriers that month.
    pub carrier_id: Uuid,
    /// The carrier's list bill, CSV or XLSX with named columns; at most 10 MB.
    pub file: Upload,
}

#[derive(Debug, Object)]
pub struct StatementDifferenceActionRequest {
    pub action: StatementDifferenceAction,
    /// What was said to the carrier, or how it was settled (at most 2,000 characters).
    pub note: Option<String>,
    /// The version read; a difference changed since is refused.
    pub version: i32,
}

/// How a statement is downloaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum StatementFileFormat {
    Xlsx,
    Pdf,
}
