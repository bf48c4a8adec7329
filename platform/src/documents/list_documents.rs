//! The group's documents, newest first.

use uuid::Uuid;

use super::queries::{self, Document};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn list_documents(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<Document>, AppError> {
    p.require(state, "documents", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let rows = queries::list(tx.conn(), group_id, p.group_scope().is_none()).await?;
    tx.commit().await?;
    Ok(rows)
}
