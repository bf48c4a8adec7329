//! The caller marks one of their notifications read. Reading one's own notifications changes no
//! record of the agency, so it leaves no audit row.

use uuid::Uuid;

use super::queries::{self, NotificationRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn mark_read(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<NotificationRow, AppError> {
    if p.agency.is_none() {
        return Err(AppError::not_found("notification"));
    }
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::mark_read(&mut tx, p.user_id, id)
        .await?
        .ok_or_else(|| AppError::not_found("notification"))?;
    tx.commit().await?;
    Ok(row)
}
