//! The rosters of two committed versions of a group (by number), to compare.

use uuid::Uuid;

use super::queries;
use super::snapshot::SnapshotMember;
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn diff_versions(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    from: i32,
    to: i32,
) -> Result<(Vec<SnapshotMember>, Vec<SnapshotMember>), AppError> {
    p.require(state, "census", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let mut ids = Vec::with_capacity(2);
    for n in [from, to] {
        ids.push(
            queries::version_by_number(&mut tx, group_id, n)
                .await?
                .ok_or_else(|| AppError::NotFound(format!("there is no census version {n}")))?,
        );
    }
    let before = queries::members(&mut tx, ids[0]).await?;
    let after = queries::members(&mut tx, ids[1]).await?;
    tx.commit().await?;
    Ok((before, after))
}
