//! Add a plan of the agency's own (a local carrier's plan, a level-funded arrangement) with a
//! carrier of the catalogue, or change one. Quotes already made keep what they were rated with.

use super::queries::{self, PlanRow, Scope, AGENCY_TABLES};
use super::rules::{check_same_plan_id, PlanDraft};
use super::save_plan::{add_plan, change_plan};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn create_agency_plan(
    state: &AppState,
    p: &Principal,
    ip: &str,
    draft: &PlanDraft,
) -> Result<PlanRow, AppError> {
    p.require(state, "agency_plans", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    if queries::in_platform_catalogue(tx.conn(), &draft.id).await? {
        return Err(AppError::Conflict(format!(
            "{} is a plan of the platform's catalogue; quote it from there",
            draft.id
        )));
    }
    add_plan(tx.conn(), AGENCY_TABLES.plans, draft).await?;
    let plan = queries::plan(tx.conn(), Scope::Agency, &draft.id)
        .await?
        .ok_or_else(|| AppError::not_found("plan"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(draft.id.clone()),
            ..Entry::new(
                "create",
                "agency_plan",
                format!("Added the agency plan {} ({})", plan.name, plan.id),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(plan)
}

pub async fn update_agency_plan(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: &str,
    draft: &PlanDraft,
) -> Result<PlanRow, AppError> {
    p.require(state, "agency_plans", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::plan(tx.conn(), Scope::Agency, id)
        .await?
        .ok_or_else(|| AppError::not_found("plan"))?;
    check_same_plan_id(id, &draft.id)?;
    change_plan(tx.conn(), AGENCY_TABLES.plans, draft).await?;
    let plan = queries::plan(tx.conn(), Scope::Agency, id)
        .await?
        .ok_or_else(|| AppError::not_found("plan"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            ..Entry::new(
                "update",
                "agency_plan",
                format!("Edited the agency plan {}", plan.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(plan)
}
