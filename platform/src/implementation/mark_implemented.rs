//! Mark a carrier implemented once its group number is recorded and every required item is done;
//! the group's move to active waits on every carrier being marked.

use uuid::Uuid;

use super::dto::{Implementation, VersionRequest};
use super::queries;
use super::rules::{self, ItemState};
use super::view_implementation::view_implementation;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn mark_implemented(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &VersionRequest,
) -> Result<Implementation, AppError> {
    p.require(state, "implementation", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock_implementation(&mut tx, id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    if row.implemented_at.is_some() {
        return Err(AppError::Conflict(format!(
            "{} is already marked implemented",
            row.carrier_name
        )));
    }
    if row.version != body.version {
        return Err(AppError::StaleVersion(
            "someone changed this carrier's implementation since you opened it; reload to see it"
                .into(),
        ));
    }
    let items: Vec<(String, ItemState)> = queries::items(&mut tx, &[id])
        .await?
        .into_iter()
        .map(|i| {
            let state = ItemState {
                required: i.required,
                done: i.done_at.is_some(),
                due_on: i.due_on,
            };
            (i.title, state)
        })
        .collect();
    let not_ready = rules::not_ready(&items, row.group_number.as_deref());
    if !not_ready.is_empty() {
        return Err(AppError::CheckFailed {
            message: format!(
                "{} cannot be marked implemented yet: {}",
                row.carrier_name,
                not_ready.join("; ")
            ),
            failing: not_ready,
        });
    }
    if !queries::set_implemented(&mut tx, id, body.version, p.into()).await? {
        return Err(AppError::StaleVersion(
            "someone changed this carrier's implementation since you opened it; reload to see it"
                .into(),
        ));
    }
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(row.group_id),
            after: Some(
                serde_json::json!({ "carrier": row.carrier_name, "plan_year": row.plan_year }),
            ),
            ..Entry::new(
                "implemented",
                "implementation",
                format!(
                    "Marked {} implemented for {}",
                    row.carrier_name, row.plan_year
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_implementation(state, p, row.group_id).await
}
