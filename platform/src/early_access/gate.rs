//! The server's check that a preview feature is on for the caller's agency: every use case of
//! a preview calls it after its permission check.

use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn require_preview(
    state: &AppState,
    p: &Principal,
    feature: PreviewFeature,
) -> Result<(), AppError> {
    let agency = p.agency()?;
    if queries::enabled(&state.pool, agency.id)
        .await?
        .contains(&feature)
    {
        Ok(())
    } else {
        Err(AppError::PreviewNotEnabled(feature))
    }
}

/// The previews switched on for an agency, for the portal's navigation.
pub async fn enabled_previews(
    state: &AppState,
    p: &Principal,
) -> Result<Vec<PreviewFeature>, AppError> {
    match &p.agency {
        Some(agency) => Ok(queries::enabled(&state.pool, agency.id).await?),
        None => Ok(Vec::new()),
    }
}
