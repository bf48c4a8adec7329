//! Discard a draft import.

use uuid::Uuid;

use super::import;
use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn discard_import(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "census", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let v = import::draft(&mut tx, id, p.group_scope()).await?;
    queries::mark_discarded(&mut tx, v.id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(v.id.to_string()),
            group_id: Some(v.group_id),
            ..Entry::new(
                "discard",
                "census",
                format!("Discarded the census file {}", v.file_name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
