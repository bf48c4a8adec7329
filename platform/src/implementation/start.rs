//! Start the checklists of a group's implementation: one per carrier of the approved design,
//! built from the agency's template for that carrier (or its default, or Canopy's). A carrier
//! that covered the group the plan year before keeps the group number it issued then. Closing
//! open enrollment starts them; a broker can start them by hand for a group that got there
//! otherwise.

use uuid::Uuid;

use super::dto::Implementation;
use super::queries::{self, NewImplementation, NewItem};
use super::rules;
use super::view_implementation::view_implementation;
use crate::audit::{self, Actor, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use tenants::TenantTx;

/// Why checklists cannot start for the group, if they cannot.
pub fn start_blocked(design: Option<&queries::ApprovedDesign>) -> Option<String> {
    match design {
        None => Some("no approved plan design".into()),
        Some(d) if d.enrollment_status.as_deref() == Some("open") => {
            Some("enrollment still open".into())
        }
        Some(d) if d.enrollment_status.is_none() => {
            Some("open enrollment has not been run for this plan year".into())
        }
        Some(_) => None,
    }
}

/// Starts a checklist for every carrier of the approved design that has none; the carriers
/// started, by name. Runs in the caller's transaction.
pub async fn begin_checklists(
    tx: &mut TenantTx,
    agency_id: Uuid,
    actor: Actor<'_>,
    ip: Option<&str>,
    group_id: Uuid,
) -> Result<Vec<String>, AppError> {
    let group = queries::group(tx, group_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let design = queries::approved_design(tx, group_id).await?;
    if let Some(blocked) = start_blocked(design.as_ref()) {
        return Err(AppError::CheckFailed {
            message: format!("checklists cannot start: {blocked}"),
            failing: vec![blocked],
        });
    }
    let design = design.expect("checked above");
    let coverage_start = design.coverage_start.unwrap_or(design.effective_date);
    let owner = queries::group_broker(tx, agency_id, group.broker_id).await?;
    let mut started = Vec::new();
    for (carrier_id, carrier_name) in queries::design_carriers(tx, design.id).await? {
        let new = NewImplementation {
            group_id,
            plan_year: design.plan_year,
            carrier_id,
            carrier_name: &carrier_name,
            coverage_start,
            actor,
        };
        let Some(implementation) = queries::insert_implementation(tx, &new).await? else {
            continue;
        };
        let id = implementation.id;
        let template = queries::template_for(tx, carrier_id)
            .await?
            .unwrap_or_else(rules::default_template);
        let items: Vec<NewItem> = template
            .into_iter()
            .map(|t| NewItem {
                due_on: rules::due_on(coverage_start, t.due_days),
                kind: t.kind,
                title: t.title,
                required: t.required,
            })
            .collect();
        queries::insert_items(tx, id, &items, owner.as_ref()).await?;
        if implementation.group_number.is_some() {
            queries::tick_group_number(tx, id, actor).await?;
        }
        started.push(carrier_name);
    }
    if !started.is_empty() {
        audit::record_as(
            tx,
            actor,
            ip,
            Entry {
                entity_id: Some(group_id.to_string()),
                group_id: Some(group_id),
                after: Some(
                    serde_json::json!({ "plan_year": design.plan_year, "carriers": started }),
                ),
                ..Entry::new(
                    "start",
                    "implementation",
                    format!(
                        "Started the {} implementation checklists: {}",
                        design.plan_year,
                        started.join(", ")
                    ),
                )
            },
        )
        .await?;
    }
    Ok(started)
}

pub async fn start_implementation(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
) -> Result<Implementation, AppError> {
    p.require(state, "implementation", "write").await?;
    let agency = p.agency()?;
    let mut tx = p.tenant_tx(state).await?;
    if queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .is_none()
    {
        return Err(AppError::not_found("group"));
    }
    let started = begin_checklists(&mut tx, agency.id, p.into(), Some(ip), group_id).await?;
    if started.is_empty() {
        return Err(AppError::Conflict(
            "every carrier of the approved design already has its checklist".into(),
        ));
    }
    tx.commit().await?;
    view_implementation(state, p, group_id).await
}
