//! The first steps of every report: the caller may read the agency's reports, the agency has
//! the preview on, and the broker asked about is one of the agency's.

use uuid::Uuid;

use super::queries::{self, Reach};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

/// Checks the caller's access (`action` on `reports`) and the preview switch.
pub async fn require(state: &AppState, p: &Principal, action: &str) -> Result<(), AppError> {
    p.require(state, "reports", action).await?;
    require_preview(state, p, PreviewFeature::Reports).await
}

/// Checks the caller may read reports, and which groups the report reads: the broker's when
/// one is asked for (an owner, admin or broker of the agency), within the caller's scope.
pub async fn reach(
    state: &AppState,
    p: &Principal,
    broker_id: Option<Uuid>,
) -> Result<Reach, AppError> {
    require(state, p, "read").await?;
    if let Some(broker) = broker_id {
        let agency = p.agency()?;
        if !queries::is_agency_broker(&state.pool, agency.id, broker).await? {
            return Err(AppError::field("broker_id", "not a broker of your agency"));
        }
    }
    Ok(Reach {
        broker: broker_id,
        scope: p.group_scope(),
    })
}
