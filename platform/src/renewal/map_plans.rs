//! Map the plans being renewed: each renews as itself, goes to the carrier's successor or a
//! replacement from the catalogue, or is marked discontinued; and where the carrier quoted a
//! percentage instead of rates, that change. Checked whole at the renewal's version read; a
//! decision already sent or answered goes back to a draft.

use std::collections::{BTreeMap, HashSet};

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalPlansUpdate};
use super::lock::{bump, lock_open};
use super::queries::{self, PlanMapping};
use super::rules::mapping_problem;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::catalogue::queries::{self as catalogue, Scope};
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::RenewalMapping;

pub async fn map_plans(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalPlansUpdate,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    let current = queries::plans(&mut tx, renewal.id).await?;
    let named: Vec<String> = body
        .plans
        .iter()
        .filter_map(|i| i.renewal_plan_id.clone())
        .collect();
    let catalogue_plans = catalogue::plans_by_id(tx.conn(), Scope::Agency, &named).await?;
    let mut fields = BTreeMap::new();
    let mut seen = HashSet::new();
    let mut mappings = Vec::with_capacity(body.plans.len());
    for (i, input) in body.plans.iter().enumerate() {
        let Some(plan) = current
            .iter()
            .find(|c| c.current_plan_id == input.current_plan_id)
        else {
            fields.insert(
                format!("plans[{i}].current_plan_id"),
                "not a plan of the plan year being renewed".to_string(),
            );
            continue;
        };
        if !seen.insert(input.current_plan_id.as_str()) {
            fields.insert(
                format!("plans[{i}].current_plan_id"),
                "listed twice".to_string(),
            );
            continue;
        }
        let renewal_plan = input
            .renewal_plan_id
            .as_deref()
            .and_then(|id| catalogue_plans.iter().find(|c| c.id == id));
        if let Some((field, problem)) = mapping_problem(
            &plan.current_plan_id,
            plan.line,
            input.mapping,
            input.renewal_plan_id.as_deref(),
            renewal_plan.map(|c| c.line),
            input.rate_change_bps,
        ) {
            fields.insert(format!("plans[{i}].{field}"), problem);
            continue;
        }
        mappings.push(PlanMapping {
            current_plan_id: &plan.current_plan_id,
            mapping: input.mapping,
            renewal_plan: match input.mapping {
                RenewalMapping::Same => Some(&plan.current_plan.0),
                RenewalMapping::Discontinued => None,
                _ => renewal_plan,
            },
            rate_change_bps: input.rate_change_bps,
        });
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some plans need attention".into(),
            fields,
        });
    }
    queries::set_plans(&mut tx, renewal.id, &mappings, p.into()).await?;
    // The employer's answer was to other numbers.
    queries::reopen_decision(&mut tx, renewal.id).await?;
    bump(&mut tx, &renewal).await?;
    let described: Vec<serde_json::Value> = mappings
        .iter()
        .map(|m| {
            serde_json::json!({
                "plan": m.current_plan_id,
                "mapping": m.mapping.as_str(),
                "renewal_plan": m.renewal_plan.map(|p| p.id.as_str()),
                "rate_change_bps": m.rate_change_bps,
            })
        })
        .collect();
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            after: Some(serde_json::json!({ "plans": described })),
            ..Entry::new(
                "renewal.plans",
                "renewal",
                format!(
                    "Mapped {} {} for the {} renewal",
                    mappings.len(),
                    if mappings.len() == 1 { "plan" } else { "plans" },
                    renewal.plan_year
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
