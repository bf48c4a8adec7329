//! The purge of agencies whose grace period has ended, run by the scheduled job.
//!
//! Crash-safe and idempotent by its order: the agency is first marked `purging` (from then on
//! nobody can use or reopen it), then its stored files are deleted (listed from its schema,
//! which is still there, so a rerun lists them again; a file already gone counts as deleted),
//! then ONE transaction drops the schema, removes its people, sessions, domains and
//! invitations, marks it `closed` and writes the platform's audit row. A rerun of a finished
//! purge finds nothing due and does nothing.

use serde_json::json;
use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, PlatformEntry};
use crate::error::AppError;
use crate::state::AppState;

/// What one run did, for the log.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct PurgeRound {
    pub purged: Vec<String>,
    pub failed: Vec<String>,
}

/// Purges every agency whose grace period has ended; one agency's failure does not hold the
/// others back.
pub async fn purge_due(state: &AppState) -> Result<PurgeRound, AppError> {
    let due = {
        let mut conn = state.pool.acquire().await?;
        queries::due_for_purge(&mut conn).await?
    };
    let mut round = PurgeRound::default();
    for id in due {
        match purge_agency(state, id).await {
            Ok(Some(slug)) => round.purged.push(slug),
            Ok(None) => {}
            Err(e) => {
                tracing::error!(agency = %id, error = %e, "purging an agency failed");
                round.failed.push(id.to_string());
            }
        }
    }
    Ok(round)
}

/// Purges one agency if it is due; its slug when this run finished it.
pub async fn purge_agency(state: &AppState, id: Uuid) -> Result<Option<String>, AppError> {
    let mut conn = state.pool.acquire().await?;
    if !queries::begin_purge(&mut conn, id).await? {
        return Ok(None);
    }
    let row = queries::closure(&mut conn, id).await?;
    drop(conn);

    let mut files = 0usize;
    let schema_left = {
        let mut conn = state.pool.acquire().await?;
        queries::schema_exists(&mut conn, &row.schema_name).await?
    };
    if schema_left {
        let mut tx = TenantTx::begin_for(&state.pool, id, &row.schema_name).await?;
        let tables = queries::schema_tables(tx.conn()).await?;
        let stored = queries::stored_files(tx.conn(), &tables).await?;
        drop(tx);
        for f in &stored {
            state
                .files
                .delete(&f.file_key)
                .await
                .map_err(|e| AppError::Internal(e.to_string()))?;
        }
        files += stored.len();
    }
    files += state
        .files
        .delete_prefix(&format!("brand/{id}"))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;

    let mut tx = state.pool.begin().await?;
    let row = queries::lock_closure(&mut tx, id).await?;
    if row.status != "purging" {
        return Ok(None);
    }
    let removed = queries::purge_public(&mut tx, id, &row.schema_name).await?;
    queries::record_platform(
        &mut tx,
        PlatformEntry {
            actor_id: None,
            actor_name: "Canopy",
            action: "agency_purged",
            agency_id: id,
            agency_slug: &row.slug,
            details: json!({
                "name": row.name,
                "schema": row.schema_name,
                "closure_requested_at": row.closure_requested_at,
                "closure_requested_by": row.closure_requested_by_name,
                "purge_after": row.purge_after,
                "files_deleted": files,
                "removed": removed,
            }),
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(agency = %row.slug, files, ?removed, "agency purged");
    Ok(Some(row.slug))
}
