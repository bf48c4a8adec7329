//! Signing in to an agency that is closing or closed: only a closing agency's owner gets in
//! (to export or reopen it); everyone else is told why, rather than signed in to nothing.

use uuid::Uuid;

use super::queries;
use crate::error::AppError;
use crate::state::AppState;

pub async fn refuse_if_closed(
    state: &AppState,
    user_id: Uuid,
    agency_id: Uuid,
) -> Result<(), AppError> {
    let mut conn = state.pool.acquire().await?;
    let closure = queries::closure(&mut conn, agency_id).await?;
    let role = queries::member_role(&mut conn, user_id, agency_id).await?;
    match closure.status.as_str() {
        "closing"
            if role.as_deref() == Some("owner")
                && closure
                    .purge_after
                    .is_some_and(|at| at > chrono::Utc::now()) =>
        {
            Ok(())
        }
        "closing" => Err(AppError::Forbidden(format!(
            "{} is closing: its data is deleted after {} unless its owner reopens it",
            closure.name,
            closure
                .purge_after
                .map(|at| at.format("%B %-d, %Y").to_string())
                .unwrap_or_default()
        ))),
        "purging" | "closed" => Err(AppError::Forbidden(format!(
            "{} is closed and its data deleted",
            closure.name
        ))),
        _ => Ok(()),
    }
}
