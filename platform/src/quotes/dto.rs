//! The quotes API's request and response objects. Money in cents.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::engine::{self, ContributionRule, PlanTotals};
use super::queries::{QuotePlanRow, QuoteRow, RerateRow};
use super::rules::QuoteDraft;
use crate::catalogue::dto::Plan;
use crate::money::{self, cents};
use crate::vocabulary::{ContributionKind, Line, QuoteStatus, Tier};

#[derive(Debug, Object)]
pub struct QuoteInput {
    /// Defaults to "Quote N — effective date".
    pub name: Option<String>,
    pub effective_date: NaiveDate,
    pub lines: Vec<Line>,
    /// Catalogue plan ids (at most 50), each of one of `lines`.
    pub plan_ids: Vec<String>,
    /// Contribution scenario: the most specific rule matching an employee's line and class applies.
    pub contribution: Vec<Contribution>,
    /// A committed census version of the group; absent: the current roster.
    pub census_version_id: Option<Uuid>,
    /// 12, 24, 26 or 52; defaults to the group's.
    pub pay_frequency: Option<i32>,
}

/// An employer contribution rule as the API carries it: the engine's rule with its amounts in
/// cents. The most specific rule that matches an employee's line and class applies (line and
/// class, then line, then class, then the default).
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename = "ContributionRule", skip_serializing_if_is_none)]
pub struct Contribution {
    /// Absent: every line.
    pub line: Option<Line>,
    /// An employee class of the group (e.g. Full-time); absent: every class.
    pub employee_class: Option<String>,
    pub kind: ContributionKind,
    /// percent and base_plan: percent of the employee-only premium the employer pays.
    pub employee_pct: Option<Decimal>,
    /// percent and base_plan: percent of the dependents' premium the employer pays.
    pub dependents_pct: Option<Decimal>,
    /// flat_per_tier: monthly cents per tier, from 0 to 10,000,000 ($100,000).
    pub ee_cents: Option<i64>,
    pub es_cents: Option<i64>,
    pub ec_cents: Option<i64>,
    pub ef_cents: Option<i64>,
    /// base_plan: the reference plan; the employee pays the difference for richer plans.
    pub base_plan_id: Option<String>,
    /// allowance: monthly cents (defined contribution), from 0 to 10,000,000 ($100,000).
    pub amount_cents: Option<i64>,
}

impl From<Contribution> for ContributionRule {
    fn from(c: Contribution) -> Self {
        Self {
            line: c.line,
            employee_class: c.employee_class,
            kind: c.kind,
            employee_pct: c.employee_pct,
            dependents_pct: c.dependents_pct,
            ee: c.ee_cents.map(money::dollars),
            es: c.es_cents.map(money::dollars),
            ec: c.ec_cents.map(money::dollars),
            ef: c.ef_cents.map(money::dollars),
            base_plan_id: c.base_plan_id,
            amount: c.amount_cents.map(money::dollars),
        }
    }
}

impl From<ContributionRule> for Contribution {
    fn from(r: ContributionRule) -> Self {
        Self {
            line: r.line,
            employee_class: r.employee_class,
            kind: r.kind,
            employee_pct: r.employee_pct,
            dependents_pct: r.dependents_pct,
            ee_cents: r.ee.map(cents),
            es_cents: r.es.map(cents),
            ec_cents: r.ec.map(cents),
            ef_cents: r.ef.map(cents),
            base_plan_id: r.base_plan_id,
            amount_cents: r.amount.map(cents),
        }
    }
}

/// The API's rules as the engine's.
pub fn rules_of(contribution: Vec<Contribution>) -> Vec<ContributionRule> {
    contribution.into_iter().map(Into::into).collect()
}

/// The engine's rules as the API's.
pub fn contribution_of(rules: &[ContributionRule]) -> Vec<Contribution> {
    rules.iter().cloned().map(Into::into).collect()
}

impl From<QuoteInput> for QuoteDraft {
    fn from(i: QuoteInput) -> Self {
        Self {
            name: i.name,
            effective_date: i.effective_date,
            lines: i.lines.iter().map(Line::to_string).collect(),
            plan_ids: i.plan_ids,
            contribution: rules_of(i.contribution),
            census_version_id: i.census_version_id,
            pay_frequency: i.pay_frequency,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct QuoteSummary {
    pub id: Uuid,
    pub group_id: Uuid,
    pub number: i32,
    pub name: String,
    pub status: QuoteStatus,
    pub effective_date: NaiveDate,
    pub rating_area: String,
    pub lines: Vec<Line>,
    pub census_label: String,
    pub employees: i32,
    pub plan_count: i64,
    /// Lowest and highest monthly premium among the plans of the first line.
    pub lowest_premium_cents: Option<i64>,
    pub highest_premium_cents: Option<i64>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub rated_at: DateTime<Utc>,
    pub presented_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
}

impl From<&QuoteRow> for QuoteSummary {
    fn from(q: &QuoteRow) -> Self {
        Self {
            id: q.id,
            group_id: q.group_id,
            number: q.number,
            name: q.name.clone(),
            status: q.status,
            effective_date: q.effective_date,
            rating_area: q.rating_area.clone(),
            lines: q.lines.clone(),
            census_label: q.census_label.clone(),
            employees: q.employees,
            plan_count: q.plan_count,
            lowest_premium_cents: q.lowest_premium.map(cents),
            highest_premium_cents: q.highest_premium.map(cents),
            created_by_name: q.created_by_name.clone(),
            created_at: q.created_at,
            rated_at: q.rated_at,
            presented_at: q.presented_at,
            decided_at: q.decided_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct TierCost {
    pub tier: Tier,
    pub count: i64,
    /// Monthly totals of the tier.
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

#[derive(Debug, Object)]
pub struct QuotedPlan {
    pub plan: Plan,
    pub monthly_premium_cents: i64,
    pub annual_premium_cents: i64,
    pub employer_monthly_cents: i64,
    pub employer_annual_cents: i64,
    pub employee_monthly_cents: i64,
    pub employee_annual_cents: i64,
    /// Households covered on the plan's line.
    pub enrolled: i32,
    pub tiers: Vec<TierCost>,
    /// The rate of a 21-year-old non-tobacco member.
    pub base_rate_cents: i64,
}

fn tier_costs(t: &PlanTotals) -> Vec<TierCost> {
    Tier::ALL
        .iter()
        .zip(&t.tiers)
        .map(|(tier, tt)| TierCost {
            tier: *tier,
            count: tt.count,
            premium_cents: cents(tt.premium),
            employer_cents: cents(tt.employer),
            employee_cents: cents(tt.employee),
        })
        .collect()
}

impl From<&QuotePlanRow> for QuotedPlan {
    fn from(r: &QuotePlanRow) -> Self {
        let base = r
            .rates
            .0
            .table()
            .map(|t| engine::base_rate(&t))
            .unwrap_or_default();
        Self {
            plan: Plan::from_row(r.plan.0.clone(), Some(base)),
            monthly_premium_cents: cents(r.monthly_premium),
            annual_premium_cents: cents(r.monthly_premium * Decimal::from(12)),
            employer_monthly_cents: cents(r.employer_monthly),
            employer_annual_cents: cents(r.employer_monthly * Decimal::from(12)),
            employee_monthly_cents: cents(r.employee_monthly),
            employee_annual_cents: cents(r.employee_monthly * Decimal::from(12)),
            enrolled: r.enrolled,
            tiers: tier_costs(&r.tiers.0),
            base_rate_cents: cents(base),
        }
    }
}

/// What a re-rate changed for one plan.
#[derive(Debug, Clone, Object, Serialize, Deserialize)]
pub struct PlanChange {
    pub plan_id: String,
    pub plan_name: String,
    pub before_monthly_cents: i64,
    pub after_monthly_cents: i64,
    pub change_cents: i64,
    /// Percent change (0 when the plan had no premium before).
    pub change_pct: f64,
    pub before_enrolled: i32,
    pub after_enrolled: i32,
}

#[derive(Debug, Object)]
pub struct Rerate {
    pub id: Uuid,
    pub created_at: DateTime<Utc>,
    pub created_by_name: Option<String>,
    pub changes: Vec<PlanChange>,
}

impl From<RerateRow> for Rerate {
    fn from(r: RerateRow) -> Self {
        Self {
            id: r.id,
            created_at: r.created_at,
            created_by_name: r.created_by_name,
            changes: r.changes.0,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Quote {
    #[oai(flatten)]
    pub summary: QuoteSummary,
    pub zip: String,
    pub census_version_id: Option<Uuid>,
    pub contribution: Vec<Contribution>,
    pub pay_frequency: i32,
    pub plans: Vec<QuotedPlan>,
    /// The latest re-rates, newest first.
    pub rerates: Vec<Rerate>,
    /// Server time spent rating, when this response rated.
    pub rated_in_ms: Option<f64>,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct MemberCost {
    pub name: String,
    /// employee, partner or child.
    pub role: String,
    pub age: i32,
    pub monthly_rate_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EmployeeCost {
    pub employee_key: String,
    pub name: String,
    pub employee_class: Option<String>,
    /// Absent when the employee waives this line.
    pub tier: Option<Tier>,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    pub per_paycheck_cents: i64,
    pub members: Vec<MemberCost>,
}

#[derive(Debug, Object)]
pub struct RerateInput {
    /// Take the group's latest committed census (or current roster) instead of the quote's.
    #[oai(default)]
    pub refresh_census: bool,
}

#[derive(Debug, Object)]
pub struct StatusInput {
    /// Presented, accepted or declined (or back to presented).
    pub status: QuoteStatus,
}

#[derive(Debug, Enum, Clone, Copy)]
#[oai(rename_all = "lowercase")]
pub enum ProposalFormat {
    Xlsx,
    Pdf,
}

#[derive(ApiResponse)]
pub enum QuoteCreated {
    #[oai(status = 201)]
    Created(Json<Quote>),
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MarketPlan {
    pub plan: Plan,
    pub quote_id: Uuid,
    pub quote_number: i32,
    pub quote_name: String,
    pub effective_date: NaiveDate,
    pub monthly_premium_cents: i64,
    pub annual_premium_cents: i64,
    pub employer_monthly_cents: i64,
    pub employee_monthly_cents: i64,
    pub enrolled: i32,
    /// Against the group's current monthly premium (medical plans), in cents and percent.
    pub change_vs_current_cents: Option<i64>,
    pub change_pct: Option<f64>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MarketAnalysis {
    pub group_id: Uuid,
    pub current_carrier: Option<String>,
    /// The group's current monthly premium, in cents.
    pub current_monthly_premium_cents: Option<i64>,
    pub plans: Vec<MarketPlan>,
}
