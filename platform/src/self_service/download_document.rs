//! Download one of my own documents (a life-event proof I sent): its name and content.

use uuid::Uuid;

use super::my_records::my_employee_id;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn download_my_document(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<(String, Vec<u8>), AppError> {
    let employee_id = my_employee_id(state, p, "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::document_file(&mut tx, id, employee_id).await?;
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
