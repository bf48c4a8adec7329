//! A quote's figures as the API and the proposal show them: every household's cost on a plan,
//! and what a re-rate changed.

use std::collections::HashMap;

use rust_decimal::Decimal;

use super::dto::{EmployeeCost, MemberCost, PlanChange};
use super::engine::{self, CensusMember, PlanTotals, RatedPlan, StoredRates};
use super::queries::{QuotePlanRow, QuoteRow};
use super::rules::percent_of;
use crate::catalogue::queries::PlanRow;
use rust_decimal::prelude::ToPrimitive;

use crate::money::cents;
use crate::rating::premium::{RateTable, Role};

/// Every household's cost on one plan of a quote.
pub fn plan_breakdown(
    plan: &QuotePlanRow,
    members: &[CensusMember],
    quote: &QuoteRow,
    base_tables: &HashMap<String, RateTable>,
) -> Vec<EmployeeCost> {
    let Some(table) = plan.rates.0.table() else {
        return Vec::new();
    };
    let households = engine::households(members, quote.effective_date);
    let rated = RatedPlan {
        plan_id: &plan.plan_id,
        line: &plan.line,
        rates: &table,
    };
    engine::breakdown(
        &rated,
        &households,
        &quote.contribution.0,
        base_tables,
        quote.pay_frequency as u32,
    )
    .into_iter()
    .map(|c| EmployeeCost {
        employee_key: c.employee_key,
        name: c.name,
        employee_class: c.employee_class,
        tier: c.tier,
        premium_cents: cents(c.premium),
        employer_cents: cents(c.employer),
        employee_cents: cents(c.employee),
        per_paycheck_cents: cents(c.per_paycheck),
        members: c
            .members
            .into_iter()
            .map(|(name, role, age, rate)| MemberCost {
                name,
                role: match role {
                    Role::Employee => "employee",
                    Role::Partner => "partner",
                    Role::Child => "child",
                }
                .to_string(),
                age,
                monthly_rate_cents: cents(rate),
            })
            .collect(),
    })
    .collect()
}

/// The rate tables of the reference plans a quote's rules name, from the quote's own snapshot.
pub fn base_tables(plans: &[QuotePlanRow]) -> HashMap<String, RateTable> {
    plans
        .iter()
        .filter_map(|p| p.rates.0.table().map(|t| (p.plan_id.clone(), t)))
        .collect()
}

/// What rating again changed for each plan, against the plans as they were (`before`).
pub fn plan_changes(
    before: &[QuotePlanRow],
    after: &[(PlanRow, StoredRates, PlanTotals)],
) -> Vec<PlanChange> {
    after
        .iter()
        .map(|(p, _, t)| {
            let old = before.iter().find(|b| b.plan_id == p.id);
            let before_monthly = old.map(|o| o.monthly_premium).unwrap_or_default();
            let change = t.premium - before_monthly;
            let change_pct = percent_of(change, before_monthly).unwrap_or(Decimal::ZERO);
            PlanChange {
                plan_id: p.id.clone(),
                plan_name: p.name.clone(),
                before_monthly_cents: cents(before_monthly),
                after_monthly_cents: cents(t.premium),
                change_cents: cents(change),
                change_pct: change_pct.to_f64().unwrap_or_default(),
                before_enrolled: old.map(|o| o.enrolled).unwrap_or(0),
                after_enrolled: t.enrolled as i32,
            }
        })
        .collect()
}
