//! An agency's subscription as it stands, for its billing page and its profile.

use uuid::Uuid;

use super::queries;
pub use super::queries::SubscriptionRow;
use crate::error::AppError;
use crate::state::AppState;

pub async fn subscription_of(
    state: &AppState,
    agency_id: Uuid,
) -> Result<Option<SubscriptionRow>, AppError> {
    Ok(queries::subscription(&state.pool, agency_id).await?)
}

/// Whether the agency's data is read-only: billing is live and its subscription has lapsed.
pub async fn is_read_only(state: &AppState, agency_id: Uuid) -> Result<bool, AppError> {
    if state.stripe.is_none() {
        return Ok(false);
    }
    Ok(subscription_of(state, agency_id)
        .await?
        .is_some_and(|s| super::rules::lapsed(s.status, s.trial_ends_at, chrono::Utc::now())))
}
