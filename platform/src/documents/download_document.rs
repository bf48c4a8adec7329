//! Download a document: its name and content.

use uuid::Uuid;

use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn download_document(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<(String, Vec<u8>), AppError> {
    p.require(state, "documents", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::file_of(tx.conn(), id, p.group_scope()).await?;
    tx.commit().await?;
    let (name, key) = row.ok_or_else(|| AppError::not_found("document"))?;
    let bytes = state
        .files
        .get(&key)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .ok_or_else(|| AppError::not_found("document file"))?;
    Ok((name, bytes))
}
