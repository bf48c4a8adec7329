//! Start a group's renewal by hand, before the daily round would (the same renewal and tasks).

use chrono::Utc;
use uuid::Uuid;

use super::dto::GroupRenewal;
use super::queries;
use super::rules;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::lifecycle::enter::follow_work;
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

pub async fn start_renewal(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    if let Some(blocked) = rules::start_blocked(group.renewal_date, Utc::now().date_naive()) {
        return Err(AppError::CheckFailed {
            message: format!("the renewal cannot start: {blocked}"),
            failing: vec![blocked],
        });
    }
    let opened = queries::open_one(&mut tx, group_id, p.into())
        .await?
        .ok_or_else(|| {
            AppError::Conflict(format!(
                "{} already has its renewal for this renewal date",
                group.name
            ))
        })?;
    queries::insert_tasks(&mut tx, &[opened.id]).await?;
    queries::insert_plans(&mut tx, &[opened.id]).await?;
    follow_work(
        &mut tx,
        p.into(),
        Some(ip),
        group_id,
        StageTrigger::RenewalOpened,
    )
    .await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(opened.id.to_string()),
            group_id: Some(group_id),
            after: Some(
                serde_json::json!({ "effective_date": opened.effective_date, "automatic": false }),
            ),
            ..Entry::new(
                "renewal.opened",
                "renewal",
                format!(
                    "Started the renewal of {} for {}",
                    group.name, opened.effective_date
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, group_id).await
}
