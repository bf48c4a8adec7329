//! Upload a census file for a group: stored, read, its columns guessed; nothing imported yet.

use uuid::Uuid;

use super::import;
use super::queries::VersionRow;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn upload(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    name: &str,
    bytes: Vec<u8>,
) -> Result<VersionRow, AppError> {
    p.require(state, "census", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let version_id =
        import::stage_upload(state, &mut tx, group_id, name, bytes, p.user_id, &p.name).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(version_id.to_string()),
            group_id: Some(group_id),
            ..Entry::new(
                "upload",
                "census",
                format!("Uploaded the census file {name}"),
            )
        },
    )
    .await?;
    let version = import::find(&mut tx, version_id, None).await?;
    tx.commit().await?;
    Ok(version)
}
