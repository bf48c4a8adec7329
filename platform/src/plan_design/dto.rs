//! The plan design API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use uuid::Uuid;

use super::checks::Status as CheckStatus;
use super::queries::{DesignEvent as EventRow, DesignRow};
use super::rules::{DesignDraft, Evaluation};
use super::view_design::DesignView;
use crate::catalogue::dto::Plan;
use crate::catalogue::queries::PlanRow;
use crate::money::cents;
use crate::quotes::dto::{contribution_of, rules_of, Contribution};
use crate::quotes::engine;
use crate::rating::premium::RateTable;
use crate::vocabulary::{OfferingModel, PlanDesignStatus, Tier, WaitingPeriod};

#[derive(Debug, Object)]
pub struct DesignInput {
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub offering_model: OfferingModel,
    /// Plans offered, any lines (at most 50).
    pub plan_ids: Vec<String>,
    pub contribution: Vec<Contribution>,
    pub waiting_period: WaitingPeriod,
    /// 12, 24, 26 or 52.
    pub pay_frequency: i32,
    /// The accepted quote the design starts from.
    pub source_quote_id: Option<Uuid>,
    /// When saving an existing design: the version read (optimistic concurrency).
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct TierModel {
    pub tier: Tier,
    pub households: i64,
    pub average_premium_cents: Option<i64>,
    pub average_employee_cents: Option<i64>,
    pub employee_per_paycheck_cents: Option<i64>,
}

#[derive(Debug, Object)]
pub struct PlanModel {
    pub plan: Plan,
    pub enrolled: i64,
    pub monthly_premium_cents: i64,
    pub employer_monthly_cents: i64,
    pub employee_monthly_cents: i64,
    pub employer_annual_cents: i64,
    pub tiers: Vec<TierModel>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct DesignCheck {
    pub key: String,
    pub title: String,
    pub status: CheckStatus,
    pub summary: String,
    pub details: Vec<String>,
    /// The design setting that resolves a failure: `offering_model` or `contribution`.
    pub setting: Option<String>,
}

#[derive(Debug, Object)]
pub struct DesignModel {
    pub plans: Vec<PlanModel>,
    /// Employer annual cost with everyone on the cheapest plan of each line, and on the dearest.
    pub employer_annual_low_cents: i64,
    pub employer_annual_high_cents: i64,
    pub eligible: i64,
    pub enrolling_medical: i64,
    pub checks: Vec<DesignCheck>,
    /// Whether every check passes (or is waived): a design with a failing check can't be submitted.
    pub ready: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct PlanDesignSummary {
    pub id: Uuid,
    pub group_id: Uuid,
    pub plan_year: i32,
    /// Version number within the plan year.
    pub number: i32,
    pub status: PlanDesignStatus,
    pub offering_model: OfferingModel,
    pub effective_date: NaiveDate,
    pub plan_count: i64,
    pub source_quote_id: Option<Uuid>,
    pub submitted_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    pub decision_note: Option<String>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Something that happened to a design: drafted, edited, submitted, changes asked, approved.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct DesignEvent {
    pub at: DateTime<Utc>,
    pub actor_name: String,
    /// create, update, submit, request_changes or approve.
    pub action: String,
    pub summary: String,
    /// The employer admin's note with a decision.
    pub note: Option<String>,
}

#[derive(Debug, Object)]
pub struct PlanDesign {
    #[oai(flatten)]
    pub summary: PlanDesignSummary,
    pub rating_area: String,
    pub waiting_period: WaitingPeriod,
    pub pay_frequency: i32,
    pub contribution: Vec<Contribution>,
    pub model: DesignModel,
    /// Every step of this version, oldest first (from the audit log).
    pub history: Vec<DesignEvent>,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct Decision {
    /// approve or request_changes.
    pub decision: String,
    /// Required when requesting changes.
    pub note: Option<String>,
}

#[derive(ApiResponse)]
pub enum DesignCreated {
    #[oai(status = 201)]
    Created(Json<PlanDesign>),
}

impl From<DesignInput> for DesignDraft {
    fn from(d: DesignInput) -> Self {
        Self {
            plan_year: d.plan_year,
            effective_date: d.effective_date,
            offering_model: d.offering_model,
            plan_ids: d.plan_ids,
            contribution: rules_of(d.contribution),
            waiting_period: d.waiting_period,
            pay_frequency: d.pay_frequency,
            source_quote_id: d.source_quote_id,
            version: d.version,
        }
    }
}

impl DesignModel {
    /// The model of `plans` as `evaluation` found it.
    pub fn of(plans: &[(PlanRow, RateTable)], evaluation: Evaluation) -> Self {
        let ready = evaluation.ready();
        let Evaluation { cost, checks } = evaluation;
        DesignModel {
            plans: plans
                .iter()
                .zip(cost.plans)
                .map(|((p, t), c)| PlanModel {
                    plan: Plan::from_row(p.clone(), Some(engine::base_rate(t))),
                    enrolled: c.totals.enrolled,
                    monthly_premium_cents: cents(c.totals.premium),
                    employer_monthly_cents: cents(c.totals.employer),
                    employee_monthly_cents: cents(c.totals.employee),
                    employer_annual_cents: cents(
                        c.totals.employer * rust_decimal::Decimal::from(12),
                    ),
                    tiers: c
                        .tiers
                        .into_iter()
                        .map(|t| TierModel {
                            tier: t.tier,
                            households: t.households,
                            average_premium_cents: t.average_premium.map(cents),
                            average_employee_cents: t.average_employee.map(cents),
                            employee_per_paycheck_cents: t.employee_per_paycheck.map(cents),
                        })
                        .collect(),
                })
                .collect(),
            employer_annual_low_cents: cents(cost.employer_annual_low),
            employer_annual_high_cents: cents(cost.employer_annual_high),
            eligible: cost.eligible,
            enrolling_medical: cost.enrolling_medical,
            checks: checks
                .into_iter()
                .map(|c| DesignCheck {
                    key: c.key,
                    title: c.title,
                    status: c.status,
                    summary: c.summary,
                    details: c.details,
                    setting: c.setting.map(str::to_string),
                })
                .collect(),
            ready,
        }
    }
}

impl From<&DesignRow> for PlanDesignSummary {
    fn from(d: &DesignRow) -> Self {
        Self {
            id: d.id,
            group_id: d.group_id,
            plan_year: d.plan_year,
            number: d.number,
            status: d.status,
            offering_model: d.offering_model,
            effective_date: d.effective_date,
            plan_count: d.plan_count,
            source_quote_id: d.source_quote_id,
            submitted_at: d.submitted_at,
            decided_at: d.decided_at,
            decided_by_name: d.decided_by_name.clone(),
            decision_note: d.decision_note.clone(),
            created_by_name: d.created_by_name.clone(),
            created_at: d.created_at,
            updated_at: d.updated_at,
        }
    }
}

impl From<EventRow> for DesignEvent {
    fn from(e: EventRow) -> Self {
        Self {
            at: e.at,
            actor_name: e.actor_name,
            action: e.action,
            summary: e.summary,
            note: e.note,
        }
    }
}

impl From<DesignView> for PlanDesign {
    fn from(v: DesignView) -> Self {
        let row = v.row;
        PlanDesign {
            summary: PlanDesignSummary::from(&row),
            rating_area: row.rating_area,
            waiting_period: row.waiting_period,
            pay_frequency: row.pay_frequency,
            contribution: contribution_of(&row.contribution.0),
            model: DesignModel::of(&v.plans, v.evaluation),
            history: v.history.into_iter().map(DesignEvent::from).collect(),
            version: row.version,
        }
    }
}
