//! Delete a document (audited).

use uuid::Uuid;

use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn delete_document(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "documents", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let (group_id, name) = queries::delete(tx.conn(), id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("document"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(group_id),
            ..Entry::new("delete", "document", format!("Deleted {name}"))
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
