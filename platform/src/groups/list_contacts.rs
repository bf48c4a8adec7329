//! The group's HR contacts, decision makers and billing contacts.

use uuid::Uuid;

use super::queries;
use super::queries::contacts::{self, ContactRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_contacts(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<ContactRow>, AppError> {
    p.require(state, "groups", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let rows = contacts::list(&mut tx, group_id).await?;
    tx.commit().await?;
    Ok(rows)
}
