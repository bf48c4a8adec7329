//! One import (a draft or a committed version).

use uuid::Uuid;

use super::import;
use super::views::ImportView;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn show_import(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<ImportView, AppError> {
    p.require(state, "census", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let version = import::find(&mut tx, id, p.group_scope()).await?;
    let undoable = import::is_latest_committed(&mut tx, &version).await?;
    tx.commit().await?;
    Ok(ImportView { version, undoable })
}
