//! One agency of the platform (platform operators).

use uuid::Uuid;

use super::queries::{self, AgencyRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_agency(state: &AppState, p: &Principal, id: Uuid) -> Result<AgencyRow, AppError> {
    p.require(state, "agencies", "read").await?;
    queries::get(&state.pool, id)
        .await?
        .ok_or_else(|| AppError::not_found("agency"))
}
