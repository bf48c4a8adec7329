//! Start a new draft version of the plan year's design.

use tenants::TenantTx;
use uuid::Uuid;

use super::check_input::checked;
use super::queries::{self, DesignRow, NewDesign};
use super::rules::DesignDraft;
use super::view_design::{view_of, DesignView};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries::{self as group_queries, GroupRow};
use crate::state::AppState;

pub async fn start_design(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    draft: &DesignDraft,
) -> Result<DesignView, AppError> {
    p.require(state, "plan_designs", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let design_id = create_design(&mut tx, p, ip, &group, draft).await?;
    let row = queries::design(&mut tx, design_id, None).await?;
    let view = view_of(&mut tx, row).await?;
    tx.commit().await?;
    Ok(view)
}

/// Saves a new draft version of the plan year's design for `group` (the caller checked access).
pub async fn create_design(
    tx: &mut TenantTx,
    p: &Principal,
    ip: &str,
    group: &GroupRow,
    draft: &DesignDraft,
) -> Result<Uuid, AppError> {
    let (plans, _) = checked(tx, group, draft).await?;
    let number = queries::next_number(tx, group.id, draft.plan_year).await?;
    let new = NewDesign {
        group_id: group.id,
        number,
        rating_area: group.rating_area.as_deref().unwrap_or_default(),
        created_by: p.user_id,
        draft,
    };
    let design_id = queries::insert(tx, &new).await?;
    queries::save_plans(tx, design_id, &plans).await?;
    let row = queries::design(tx, design_id, None).await?;
    audit::record(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(design_id.to_string()),
            group_id: Some(group.id),
            after: Some(snapshot(&row)),
            ..Entry::new(
                "create",
                "plan_design",
                format!(
                    "Drafted plan design {} v{number} with {} plans",
                    draft.plan_year,
                    plans.len()
                ),
            )
        },
    )
    .await?;
    Ok(design_id)
}

/// How a design appears in the audit log.
pub(super) fn snapshot(d: &DesignRow) -> serde_json::Value {
    serde_json::json!({ "plan_year": d.plan_year, "number": d.number, "status": d.status, "offering_model": d.offering_model, "waiting_period": d.waiting_period })
}
