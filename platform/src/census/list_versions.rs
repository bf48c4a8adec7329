//! A group's census versions and drafts, newest first.

use uuid::Uuid;

use super::queries;
use super::views::ImportView;
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn list_versions(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<ImportView>, AppError> {
    p.require(state, "census", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let rows = queries::for_group(&mut tx, group_id).await?;
    tx.commit().await?;
    let latest = rows
        .iter()
        .filter(|v| v.status == "committed")
        .max_by_key(|v| v.number)
        .map(|v| v.id);
    Ok(rows
        .into_iter()
        .map(|version| ImportView {
            undoable: Some(version.id) == latest,
            version,
        })
        .collect())
}
