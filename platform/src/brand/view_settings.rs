//! The brand as the editor shows it.

use uuid::Uuid;

use super::queries::{self, BrandSettingsRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_settings(state: &AppState, p: &Principal) -> Result<BrandSettingsRow, AppError> {
    p.require(state, "agency", "read").await?;
    brand_settings(state, p.agency()?.id).await
}

pub(super) async fn brand_settings(
    state: &AppState,
    agency_id: Uuid,
) -> Result<BrandSettingsRow, AppError> {
    queries::settings(&state.pool, agency_id)
        .await?
        .ok_or_else(|| AppError::not_found("brand"))
}
