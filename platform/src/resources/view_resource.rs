//! One resource with its shares (an employer admin: one shared with their group, and only
//! that share).

use uuid::Uuid;

use super::dto::{Resource, ResourceShare};
use super::queries;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn view_resource(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<Resource, AppError> {
    p.require(state, "resources", "read").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::find(&mut tx, id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("resource"))?;
    let shares = queries::shares(&mut tx, &[id], p.group_scope()).await?;
    tx.commit().await?;
    Ok(Resource::new(
        row,
        shares.into_iter().map(ResourceShare::from).collect(),
    ))
}
