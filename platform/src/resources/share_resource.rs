//! Share a resource with groups of the agency, for their HR only or for their employees too;
//! sharing again with a group changes whether its employees see it. Each group whose share
//! changed gets its audit row, so the group's activity shows it.

use uuid::Uuid;

use super::dto::{Resource, ResourceShare, ResourceShareRequest};
use super::queries;
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn share_resource(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    asked: &ResourceShareRequest,
) -> Result<Resource, AppError> {
    p.require(state, "resources", "write").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("resource"))?;
    let group_ids =
        rules::share_groups(&asked.group_ids).map_err(|e| AppError::field("group_ids", e))?;
    let groups = queries::group_names(&mut tx, &group_ids).await?;
    if let Some(unknown) = group_ids
        .iter()
        .find(|g| !groups.iter().any(|(id, _)| id == *g))
    {
        return Err(AppError::field(
            "group_ids",
            format!("no group of the agency has the id {unknown}"),
        ));
    }
    let changed = queries::share(
        &mut tx,
        id,
        &group_ids,
        asked.visible_to_employees,
        p.into(),
    )
    .await?;
    let audience = if asked.visible_to_employees {
        "its HR and employees"
    } else {
        "its HR"
    };
    for (group_id, group_name) in groups.iter().filter(|(g, _)| changed.contains(g)) {
        audit::record(
            &mut tx,
            p,
            ip,
            Entry {
                entity_id: Some(id.to_string()),
                group_id: Some(*group_id),
                after: Some(serde_json::json!({
                    "group": group_name, "visible_to_employees": asked.visible_to_employees,
                })),
                ..Entry::new(
                    "share",
                    "resource",
                    format!("Shared {} with {group_name}, for {audience}", row.title),
                )
            },
        )
        .await?;
    }
    let shares = queries::shares(&mut tx, &[id], None).await?;
    tx.commit().await?;
    Ok(Resource::new(
        row,
        shares.into_iter().map(ResourceShare::from).collect(),
    ))
}
