//! The agency's people on a group's account.

use uuid::Uuid;

use super::queries;
use super::queries::team::{self, TeamRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_team(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<TeamRow>, AppError> {
    p.require(state, "groups", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let rows = team::list(&mut tx, group_id).await?;
    tx.commit().await?;
    Ok(rows)
}
