//! Delete a resource: it leaves the library and every group it was shared with, and its file
//! leaves the storage once that is committed.

use uuid::Uuid;

use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn delete_resource(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "resources", "write").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("resource"))?;
    let shares = queries::shares(&mut tx, &[id], None).await?;
    let key = queries::delete(&mut tx, id).await?;
    let shared_with: Vec<&str> = shares.iter().map(|s| s.group_name.as_str()).collect();
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            before: Some(serde_json::json!({
                "title": row.title, "category": row.category, "file_name": row.file_name,
                "size": row.size, "shared_with": shared_with,
            })),
            ..Entry::new(
                "delete",
                "resource",
                match shares.len() {
                    0 => format!("Deleted {} from the resource library", row.title),
                    n => format!(
                        "Deleted {} from the resource library (it was shared with {n} {})",
                        row.title,
                        if n == 1 { "group" } else { "groups" }
                    ),
                },
            )
        },
    )
    .await?;
    tx.commit().await?;
    if let Err(e) = state.files.delete(&key).await {
        tracing::warn!(error = %e, key, "a deleted resource's file could not be removed");
    }
    Ok(())
}
