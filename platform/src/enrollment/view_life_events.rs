//! A group's reported life events, pending first.

use uuid::Uuid;

use super::life_events::LifeEvent;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn list_life_events(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<LifeEvent>, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let rows = queries::group_life_events(&mut tx, group_id).await?;
    tx.commit().await?;
    Ok(rows)
}
