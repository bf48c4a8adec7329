//! Rating a quote's plans over its census with the catalogue's rates.

use std::collections::HashMap;
use std::time::Instant;

use chrono::NaiveDate;
use sqlx::PgConnection;

use super::engine::{
    self, CensusMember, ContributionRule, Household, PlanTotals, RatedPlan, StoredRates,
};
use crate::catalogue::queries::{self as catalogue, PlanRow, Scope};
use crate::error::AppError;
use crate::rating::premium::RateTable;

/// Each plan with the rates it was rated with and its totals.
pub type RatedPlans = Vec<(PlanRow, StoredRates, PlanTotals)>;

/// Loads the rates of `plans` (and of any reference plan the rules name) in the area on the
/// date, and rates every plan over the members; returns the milliseconds rating took too.
pub async fn rate(
    conn: &mut PgConnection,
    plans: Vec<PlanRow>,
    area: &str,
    effective: NaiveDate,
    members: &[CensusMember],
    rules: &[ContributionRule],
) -> Result<(RatedPlans, f64), AppError> {
    let mut ids: Vec<String> = plans.iter().map(|p| p.id.clone()).collect();
    for r in rules {
        if let Some(b) = &r.base_plan_id {
            if !ids.contains(b) {
                ids.push(b.clone());
            }
        }
    }
    let tables = catalogue::rate_tables(conn, Scope::Agency, &ids, area, effective).await?;
    let missing: Vec<&str> = plans
        .iter()
        .filter(|p| !tables.contains_key(&p.id))
        .map(|p| p.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(AppError::field(
            "plan_ids",
            format!(
                "no rates in {area} on {effective} for: {}",
                missing.join(", ")
            ),
        ));
    }
    let members = members.to_vec();
    let rules = rules.to_vec();
    // Rating is CPU work: off the async workers, spread over the cores.
    let rated = tokio::task::spawn_blocking(move || {
        let started = Instant::now();
        let households = engine::households(&members, effective);
        let rated = rate_households(plans, &tables, &households, &rules);
        (rated, started.elapsed().as_secs_f64() * 1000.0)
    })
    .await
    .map_err(|e| AppError::Internal(format!("rating failed: {e}")))?;
    Ok(rated)
}

fn rate_households(
    plans: Vec<PlanRow>,
    tables: &HashMap<String, RateTable>,
    households: &[Household],
    rules: &[ContributionRule],
) -> RatedPlans {
    let rated: Vec<RatedPlan> = plans
        .iter()
        .map(|p| RatedPlan {
            plan_id: &p.id,
            line: p.line.as_str(),
            rates: &tables[&p.id],
        })
        .collect();
    let totals = engine::rate_plans(&rated, households, rules, tables);
    plans
        .into_iter()
        .zip(totals)
        .map(|(p, t)| {
            let stored = StoredRates::from(&tables[&p.id]);
            (p, stored, t)
        })
        .collect()
}
