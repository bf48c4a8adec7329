//! Tick a renewal task done, or open it again, at the version read.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{RenewalTask, RenewalTaskUpdate};
use super::queries;
use super::view_renewal::renewal_task;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn update_task(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &RenewalTaskUpdate,
) -> Result<RenewalTask, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let (before, group_id) = queries::lock_task(&mut tx, id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("renewal task"))?;
    if before.version != body.version {
        return Err(AppError::StaleVersion(
            "someone changed this task since you opened it; reload to see it".into(),
        ));
    }
    if !queries::set_task_done(&mut tx, id, body.version, body.done, p.into()).await? {
        return Err(AppError::StaleVersion(
            "someone changed this task since you opened it; reload to see it".into(),
        ));
    }
    let title = super::rules::task_title(before.kind);
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(group_id),
            before: Some(serde_json::json!({ "done": before.done_at.is_some() })),
            after: Some(serde_json::json!({ "done": body.done })),
            ..Entry::new(
                "renewal.task",
                "renewal_task",
                if body.done {
                    format!("Ticked “{title}”")
                } else {
                    format!("Opened “{title}” again")
                },
            )
        },
    )
    .await?;
    let after = queries::lock_task(&mut tx, id, None)
        .await?
        .ok_or_else(|| AppError::not_found("renewal task"))?
        .0;
    tx.commit().await?;
    Ok(renewal_task(after, Utc::now().date_naive()))
}
