//! Stop sharing a resource with a group: its HR and employees no longer see it.

use uuid::Uuid;

use super::dto::{Resource, ResourceShare};
use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn unshare_resource(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    group_id: Uuid,
) -> Result<Resource, AppError> {
    p.require(state, "resources", "write").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("resource"))?;
    let (group_name, employees_saw_it) = queries::unshare(&mut tx, id, group_id)
        .await?
        .ok_or_else(|| AppError::NotFound("the resource is not shared with that group".into()))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(group_id),
            before: Some(serde_json::json!({
                "group": group_name, "visible_to_employees": employees_saw_it,
            })),
            ..Entry::new(
                "unshare",
                "resource",
                format!("Stopped sharing {} with {group_name}", row.title),
            )
        },
    )
    .await?;
    let shares = queries::shares(&mut tx, &[id], None).await?;
    tx.commit().await?;
    Ok(Resource::new(
        row,
        shares.into_iter().map(ResourceShare::from).collect(),
    ))
}
