//! Download a resource: its file name and content (an employer admin: one shared with their
//! group).

use uuid::Uuid;

use super::queries;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn download_resource(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<(String, Vec<u8>), AppError> {
    p.require(state, "resources", "read").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::file_of(&mut tx, id, p.group_scope()).await?;
    tx.commit().await?;
    let (name, key) = row.ok_or_else(|| AppError::not_found("resource"))?;
    read_file(state, name, &key).await
}

/// The stored file of a resource.
pub(super) async fn read_file(
    state: &AppState,
    name: String,
    key: &str,
) -> Result<(String, Vec<u8>), AppError> {
    let bytes = state
        .files
        .get(key)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .ok_or_else(|| AppError::not_found("resource file"))?;
    Ok((name, bytes))
}
