//! The plans on offer, for anyone: the platform's landing page shows them.

use super::dto::BillingPlan;
use super::queries;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_plans(state: &AppState) -> Result<Vec<BillingPlan>, AppError> {
    let plans = queries::active_plans(&state.pool).await?;
    Ok(plans.into_iter().map(BillingPlan::from).collect())
}
