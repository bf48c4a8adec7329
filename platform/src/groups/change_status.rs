//! Archive, terminate (the client left; kept, not deleted) or reactivate a group.

use chrono::NaiveDate;
use uuid::Uuid;

use super::queries::{self, GroupRow};
use super::rules::{self, StatusAction};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::lifecycle::enter::{record_move, Move};
use crate::state::AppState;
use crate::vocabulary::{GroupStatus, StageTrigger};
use tenants::TenantTx;

pub struct StatusRequest<'a> {
    pub action: StatusAction,
    /// For terminate: the last day of coverage.
    pub date: Option<NaiveDate>,
    pub reason: Option<&'a str>,
}

pub async fn change_status(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    asked: StatusRequest<'_>,
) -> Result<GroupRow, AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let before = queries::visible(&mut tx, id, p.group_scope()).await?;
    let reason = asked.reason.map(str::trim).filter(|r| !r.is_empty());
    let moved = rules::status_move(asked.action, asked.date, &before)?;
    if moved.stage != before.stage {
        record_move(
            &mut tx,
            p.into(),
            Some(ip),
            Move {
                group_id: id,
                from: before.stage,
                version: before.version,
                to: moved.stage,
                trigger: StageTrigger::StatusChanged,
                reason,
                overridden: &[],
            },
        )
        .await?;
    }
    queries::set_status(&mut tx, id, moved.status, moved.terminated_on, reason).await?;
    let after = queries::get(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(id),
            before: Some(serde_json::json!({ "status": before.status, "stage": before.stage })),
            after: Some(
                serde_json::json!({ "status": moved.status, "stage": moved.stage, "reason": reason }),
            ),
            ..Entry::new("status", "group", moved.summary)
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}

/// Marks a group terminated as of its last day of coverage, inside the caller's transaction
/// (the lifecycle's move to Terminated).
pub async fn record_termination(
    tx: &mut TenantTx,
    id: Uuid,
    last_day: NaiveDate,
    reason: Option<&str>,
) -> Result<(), AppError> {
    queries::set_status(tx, id, GroupStatus::Terminated, Some(last_day), reason).await?;
    Ok(())
}
