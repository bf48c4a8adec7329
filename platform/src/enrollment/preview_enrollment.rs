//! Who a window with these rules would include, before opening it.

use uuid::Uuid;

use super::dto::{EligibilityPreview, NewEnrollment};
use super::opening::opening;
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn preview_enrollment(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    body: &NewEnrollment,
) -> Result<EligibilityPreview, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let opening = opening(&mut tx, &group, body).await?;
    tx.commit().await?;
    let with_email = opening
        .eligible
        .iter()
        .filter(|e| e.email.as_deref().is_some_and(|m| m.contains('@')))
        .count() as i64;
    Ok(EligibilityPreview {
        design_id: opening.design_id,
        plan_year: opening.plan_year,
        coverage_start: opening.coverage_start,
        lines: opening.lines,
        eligible: opening.eligible.len() as i64,
        with_email,
        without_email: opening.eligible.len() as i64 - with_email,
        ineligible: opening.ineligible,
    })
}
