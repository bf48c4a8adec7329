//! A draft checked against the catalogue and the group, with the rates its plans get.

use std::collections::HashMap;

use tenants::TenantTx;

use super::queries;
use super::rules::{setting_problems, DesignDraft};
use crate::catalogue::queries::{self as catalogue, PlanRow, Scope};
use crate::error::AppError;
use crate::groups::queries::GroupRow;
use crate::quotes::engine;
use crate::rating::premium::RateTable;

/// The chosen plans with their rates in the group's area on the effective date, and the rate
/// tables of every plan the contribution rules name.
pub type CheckedPlans = (Vec<(PlanRow, RateTable)>, HashMap<String, RateTable>);

/// Checks the input; loads the plans and their rates in the group's area on the effective date.
pub async fn checked(
    tx: &mut TenantTx,
    group: &GroupRow,
    body: &DesignDraft,
) -> Result<CheckedPlans, AppError> {
    let mut fields = setting_problems(body);
    let plans = catalogue::plans_by_id(tx.conn(), Scope::Agency, &body.plan_ids).await?;
    if plans.len() != body.plan_ids.len() && !fields.contains_key("plan_ids") {
        fields.insert(
            "plan_ids".to_string(),
            "a chosen plan is not in the catalogue".to_string(),
        );
    }
    let mut extra_ids: Vec<String> = body
        .contribution
        .iter()
        .filter_map(|r| r.base_plan_id.clone())
        .filter(|b| !body.plan_ids.contains(b))
        .collect();
    extra_ids.dedup();
    let extra = catalogue::plans_by_id(tx.conn(), Scope::Agency, &extra_ids).await?;
    let known = |id: &str, line: Option<&str>| {
        plans
            .iter()
            .chain(&extra)
            .any(|p| p.id == id && line.is_none_or(|l| l == p.line))
    };
    for (f, problem) in engine::validate_rules(&body.contribution, &group.employee_classes, known) {
        fields.entry(f).or_insert(problem);
    }
    if let Some(q) = body.source_quote_id {
        let status = queries::quote_status(tx, q, group.id).await?;
        if status.as_deref() != Some("accepted") {
            fields.insert(
                "source_quote_id".to_string(),
                "start from an accepted quote of this group".to_string(),
            );
        }
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        });
    }
    let area = group
        .rating_area
        .clone()
        .ok_or_else(|| AppError::field("zip", "the group's ZIP is in no rating area we rate"))?;
    let ids: Vec<String> = body.plan_ids.iter().chain(&extra_ids).cloned().collect();
    let tables =
        catalogue::rate_tables(tx.conn(), Scope::Agency, &ids, &area, body.effective_date).await?;
    let missing: Vec<&str> = plans
        .iter()
        .chain(&extra)
        .filter(|p| !tables.contains_key(&p.id))
        .map(|p| p.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(AppError::field(
            "plan_ids",
            format!(
                "no rates in {area} on {} for: {}",
                body.effective_date,
                missing.join(", ")
            ),
        ));
    }
    let with_rates = plans.into_iter().map(|p| {
        let t = tables[&p.id].clone();
        (p, t)
    });
    Ok((with_rates.collect(), tables))
}
