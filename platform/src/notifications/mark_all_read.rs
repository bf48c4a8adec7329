//! The caller marks all their notifications read (no audit row, as for one).

use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// Returns how many were unread.
pub async fn mark_all_read(state: &AppState, p: &Principal) -> Result<u64, AppError> {
    if p.agency.is_none() {
        return Ok(0);
    }
    let mut tx = p.tenant_tx(state).await?;
    let marked = queries::mark_all_read(&mut tx, p.user_id).await?;
    tx.commit().await?;
    Ok(marked)
}
