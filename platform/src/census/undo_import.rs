//! Undo the group's latest committed import: the roster goes back to how it was before.

use uuid::Uuid;

use super::import;
use super::queries::{self, VersionRow};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn undo_import(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<VersionRow, AppError> {
    p.require(state, "census", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let v = import::find(&mut tx, id, p.group_scope()).await?;
    queries::lock_group(&mut tx, v.group_id).await?;
    if !import::is_latest_committed(&mut tx, &v).await? {
        return Err(AppError::Conflict(
            "only the group's latest committed import can be undone".into(),
        ));
    }
    queries::commit::undo(&mut tx, v.id).await?;
    queries::mark_undone(&mut tx, v.id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(v.id.to_string()),
            group_id: Some(v.group_id),
            ..Entry::new(
                "undo",
                "census",
                format!("Undid census v{} ({})", v.number.unwrap_or(0), v.file_name),
            )
        },
    )
    .await?;
    let v = import::find(&mut tx, v.id, None).await?;
    tx.commit().await?;
    Ok(v)
}
