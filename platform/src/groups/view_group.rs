//! A group, if the caller may see it.

use uuid::Uuid;

use super::queries::{self, GroupRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_group(state: &AppState, p: &Principal, id: Uuid) -> Result<GroupRow, AppError> {
    p.require(state, "groups", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::visible(&mut tx, id, p.group_scope()).await?;
    tx.commit().await?;
    Ok(group)
}
