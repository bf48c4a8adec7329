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
