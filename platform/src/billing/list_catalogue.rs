//! The plan catalogue as the platform operator edits it, Stripe prices and all.

use super::dto::CataloguePlan;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_catalogue(
    state: &AppState,
    p: &Principal,
) -> Result<Vec<CataloguePlan>, AppError> {
    p.require(state, "billing_catalogue", "read").await?;
    Ok(queries::catalogue(&state.pool)
        .await?
        .into_iter()
        .map(CataloguePlan::from)
        .collect())
}

pub async fn view_catalogue_plan(
    state: &AppState,
    p: &Principal,
    id: &str,
) -> Result<CataloguePlan, AppError> {
    p.require(state, "billing_catalogue", "read").await?;
    queries::catalogue_plan(&state.pool, id)
        .await?
        .map(CataloguePlan::from)
        .ok_or_else(|| AppError::not_found("plan"))
}
