//! The group moves into its new plan year: once the new year's design is made and its
//! re-enrollment closed, the renewal becomes history and the group's plan year dates move on a
//! year. Last year's design, rates and elections stay as they were, readable as history.

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalVersion};
use super::lock::{bump, lock_open};
use super::new_year::{next_renewal, start_blocked};
use super::queries;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn start_new_year(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalVersion,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    let reenrollment =
        queries::reenrollment_status(&mut tx, renewal.group_id, renewal.plan_year).await?;
    if let Some(blocked) = start_blocked(
        renewal.design_id.is_some(),
        reenrollment.as_deref(),
        renewal.plan_year,
    ) {
        return Err(AppError::check_failed(blocked));
    }
    let renews = next_renewal(renewal.effective_date);
    bump(&mut tx, &renewal).await?;
    queries::complete(&mut tx, &renewal, renews).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            before: Some(serde_json::json!({ "plan_year": renewal.current_plan_year })),
            after: Some(serde_json::json!({
                "plan_year": renewal.plan_year,
                "effective_date": renewal.effective_date,
                "renewal_date": renews,
            })),
            ..Entry::new(
                "renewal.complete",
                "renewal",
                format!(
                    "Moved the group into its {} plan year, renewing {renews}",
                    renewal.plan_year
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
