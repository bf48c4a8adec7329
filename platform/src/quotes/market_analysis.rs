//! Every plan quoted for a group side by side (the latest quote of each), with the change
//! against the group's current premium.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::dto::{MarketAnalysis, MarketPlan};
use super::engine;
use super::queries;
use super::rules::against_current;
use crate::auth::Principal;
use crate::catalogue::dto::Plan;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::money::{self, cents};
use crate::state::AppState;

pub async fn market_analysis(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    line: Option<&str>,
) -> Result<MarketAnalysis, AppError> {
    p.require(state, "quotes", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let rows = queries::market(&mut tx, group.id).await?;
    tx.commit().await?;
    let current = group.current_premium_cents.map(money::dollars);
    let mut plans: Vec<MarketPlan> = rows
        .into_iter()
        .filter(|(_, _, _, _, r)| line.is_none_or(|l| l == r.line))
        .map(|(quote_id, number, quote_name, effective_date, r)| {
            let (vs, pct) = against_current(&r.line, r.monthly_premium, current);
            let base = r.rates.0.table().map(|t| engine::base_rate(&t));
            MarketPlan {
                plan: Plan::from_row(r.plan.0.clone(), base),
                quote_id,
                quote_number: number,
                quote_name,
                effective_date,
                monthly_premium_cents: cents(r.monthly_premium),
                annual_premium_cents: cents(r.monthly_premium * Decimal::from(12)),
                employer_monthly_cents: cents(r.employer_monthly),
                employee_monthly_cents: cents(r.employee_monthly),
                enrolled: r.enrolled,
                change_vs_current_cents: vs.map(cents),
                change_pct: pct.and_then(|p| p.to_f64()),
            }
        })
        .collect();
    plans.sort_by(|a, b| {
        (a.plan.line.as_str(), a.monthly_premium_cents)
            .cmp(&(b.plan.line.as_str(), b.monthly_premium_cents))
    });
    Ok(MarketAnalysis {
        group_id: group.id,
        current_carrier: group.current_carrier,
        current_monthly_premium_cents: group.current_premium_cents,
        plans,
    })
}
