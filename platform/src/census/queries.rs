//! Census version queries (agency schema).

use chrono::{DateTime, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use super::matching::RosterKey;
use super::snapshot::{self, SnapshotMember};
use crate::error::AppError;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VersionRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub number: Option<i32>,
    pub file_name: String,
    pub file_key: String,
    pub file_size: i64,
    pub format: String,
    pub encoding: Option<String>,
    pub delimiter: Option<String>,
    pub layout: serde_json::Value,
    pub columns: serde_json::Value,
    pub skipped: serde_json::Value,
    pub status: String,
    pub header_row: i32,
    pub mapping: serde_json::Value,
    pub cell_fixes: serde_json::Value,
    pub terminate_missing: bool,
    pub effective_date: Option<NaiveDate>,
    pub rows_total: i32,
    pub employees: i32,
    pub dependents: i32,
    pub adds: i32,
    pub updates: i32,
    pub terminations: i32,
    pub errors: i32,
    pub warnings: i32,
    pub issues: serde_json::Value,
    pub failure: Option<String>,
    pub uploaded_by_name: String,
    pub preview: serde_json::Value,
    pub created_at: DateTime<Utc>,
    pub committed_at: Option<DateTime<Utc>>,
    pub undone_at: Option<DateTime<Utc>>,
}

const SELECT: &str = "SELECT v.id, v.group_id, v.number, v.file_name, v.file_key, v.file_size, v.format, v.encoding, v.delimiter, v.layout,
        v.columns, v.skipped, v.status, v.header_row, v.mapping, v.cell_fixes, v.terminate_missing, v.effective_date, v.rows_total,
        v.employees, v.dependents, v.adds, v.updates, v.terminations, v.errors, v.warnings, v.issues, v.failure, v.uploaded_by_name, v.preview,
        v.created_at, v.committed_at, v.undone_at
     FROM census_versions v";

pub async fn get(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<VersionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE v.id = $1 AND ($2::uuid IS NULL OR v.group_id = $2)"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

pub async fn for_group(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<VersionRow>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE v.group_id = $1 AND v.status <> 'discarded' ORDER BY v.created_at DESC LIMIT 200"))
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

pub async fn roster(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<RosterKey>, sqlx::Error> {
    sqlx::query_as("SELECT id, external_id, ssn_hmac, first_name, last_name, dob, status = 'terminated' AS terminated FROM employees WHERE group_id = $1")
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

/// The roster `version_id` left when it was committed (empty for a version never committed).
pub async fn members(tx: &mut TenantTx, version_id: Uuid) -> Result<Vec<SnapshotMember>, AppError> {
    let parts: Vec<String> = sqlx::query_scalar(
        "SELECT members FROM census_snapshots WHERE version_id = $1 ORDER BY part",
    )
    .bind(version_id)
    .fetch_all(tx.conn())
    .await?;
    snapshot::parse(&parts.concat()).map_err(|e| {
        AppError::Internal(format!(
            "reading the snapshot of census version {version_id}: {e}"
        ))
    })
}

/// A saved column mapping, as lists show it.
#[derive(Debug, sqlx::FromRow)]
pub struct TemplateRow {
    pub id: Uuid,
    pub name: String,
    pub headers_key: String,
    pub use_count: i32,
    pub used_at: DateTime<Utc>,
}

/// The agency's mapping templates, or only those `author` saved (an employer admin sees no
/// other client's payroll headers).
pub async fn templates(
    tx: &mut TenantTx,
    author: Option<Uuid>,
) -> Result<Vec<TemplateRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, headers_key, use_count, used_at FROM census_mapping_templates
         WHERE $1::uuid IS NULL OR created_by = $1 ORDER BY used_at DESC",
    )
    .bind(author)
    .fetch_all(tx.conn())
    .await
}

/// Saves a mapping under its headers; a template of the same headers is replaced, unless
/// `author` is given and someone else saved it.
pub async fn save_template(
    tx: &mut TenantTx,
    name: &str,
    headers_key: &str,
    mapping: serde_json::Value,
    created_by: Uuid,
    author: Option<Uuid>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO census_mapping_templates (name, headers_key, mapping, created_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (headers_key) DO UPDATE SET name = $1, mapping = $3, used_at = now()
         WHERE $5::uuid IS NULL OR census_mapping_templates.created_by = $5",
    )
    .bind(name)
    .bind(headers_key)
    .bind(mapping)
    .bind(created_by)
    .bind(author)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Deletes a template (only `author`'s, when given); its name, or `None` when there was none.
pub async fn delete_template(
    tx: &mut TenantTx,
    id: Uuid,
    author: Option<Uuid>,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("DELETE FROM census_mapping_templates WHERE id = $1 AND ($2::uuid IS NULL OR created_by = $2) RETURNING name")
        .bind(id)
        .bind(author)
        .fetch_optional(tx.conn())
        .await
}

/// The partial unique index that allows one committing import per group (tenant migration 0011).
const ONE_COMMITTING: &str = "census_versions_one_committing";

/// Why a second commit of a group is refused while one runs.
pub const GROUP_BUSY: &str =
    "another import of this group is being committed: wait for it to finish";

/// What claiming an import for its commit found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Claimed,
    /// The import is not waiting to be committed (committing already, committed, a draft…).
    NotWaiting,
    /// Another import of the same group is being committed.
    GroupBusy,
}

/// Marks a checked import as committing, unless it is not waiting for that or another import of
/// its group is committing (the unique index decides, so two at once cannot both pass).
pub async fn claim_for_commit(tx: &mut TenantTx, version_id: Uuid) -> Result<Claim, sqlx::Error> {
    let claimed = sqlx::query("UPDATE census_versions SET status = 'committing', failure = NULL WHERE id = $1 AND status = 'validated'")
        .bind(version_id)
        .execute(tx.conn())
        .await;
    match claimed {
        Ok(done) if done.rows_affected() == 0 => Ok(Claim::NotWaiting),
        Ok(_) => Ok(Claim::Claimed),
        Err(sqlx::Error::Database(e)) if e.constraint() == Some(ONE_COMMITTING) => {
            Ok(Claim::GroupBusy)
        }
        Err(e) => Err(e),
    }
}

/// A commit that did not happen: the import waits to be committed again, with the reason.
pub async fn release_commit(
    tx: &mut TenantTx,
    version_id: Uuid,
    failure: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_versions SET status = 'validated', failure = $2 WHERE id = $1 AND status = 'committing'")
        .bind(version_id)
        .bind(failure)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Locks a group for the rest of the transaction: the census commit holds it while it writes,
/// and whatever settles a commit job takes it first, so it waits for a commit still running.
pub async fn lock_group(tx: &mut TenantTx, group_id: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT name FROM groups WHERE id = $1 FOR UPDATE")
        .bind(group_id)
        .fetch_optional(tx.conn())
        .await
}
