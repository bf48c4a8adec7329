//! Add a plan to the platform's catalogue or change its benefits (platform operators); its rates
//! come by the rates import. Quotes already made keep what they were rated with.

use super::queries::{self, PlanRow, Scope, PLATFORM_TABLES};
use super::rules::{check_same_plan_id, PlanDraft};
use super::save_plan::{add_plan, change_plan};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn create_plan(
    state: &AppState,
    p: &Principal,
    draft: &PlanDraft,
) -> Result<PlanRow, AppError> {
    p.require(state, "catalogue", "write").await?;
    let mut conn = state.pool.acquire().await?;
    add_plan(&mut conn, PLATFORM_TABLES.plans, draft).await?;
    queries::plan(&mut conn, Scope::Platform, &draft.id)
        .await?
        .ok_or_else(|| AppError::not_found("plan"))
}

pub async fn update_plan(
    state: &AppState,
    p: &Principal,
    id: &str,
    draft: &PlanDraft,
) -> Result<PlanRow, AppError> {
    p.require(state, "catalogue", "write").await?;
    check_same_plan_id(id, &draft.id)?;
    let mut conn = state.pool.acquire().await?;
    change_plan(&mut conn, PLATFORM_TABLES.plans, draft).await?;
    queries::plan(&mut conn, Scope::Platform, id)
        .await?
        .ok_or_else(|| AppError::not_found("plan"))
}
