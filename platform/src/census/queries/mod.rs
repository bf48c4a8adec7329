//! Census version queries (agency schema).

pub mod commit;

use crate::vocabulary::CensusStatus;
use chrono::{DateTime, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use super::engine::Issue;
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
    pub status: CensusStatus,
    pub header_row: i32,
    pub mapping: serde_json::Value,
    pub cell_fixes: serde_json::Value,
    pub terminate_missing: bool,
    pub effective_date: Option<NaiveDate>,
    pub rows_total: i32,
    pub employees: i32,
    pub dependents: i32,
    pub without_email: i32,
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

/// A version row carries the first 200 of the issues kept with it, the ones an import's answer
/// shows; the rows grid reads them all ([`kept_issues`]).
const SELECT: &str = "SELECT v.id, v.group_id, v.number, v.file_name, v.file_key, v.file_size, v.format, v.encoding, v.delimiter, v.layout,
        v.columns, v.skipped, v.status, v.header_row, v.mapping, v.cell_fixes, v.terminate_missing, v.effective_date, v.rows_total,
        v.employees, v.dependents, v.without_email, v.adds, v.updates, v.terminations, v.errors, v.warnings,
        jsonb_path_query_array(v.issues, '$[0 to 199]') AS issues, v.failure, v.uploaded_by_name, v.preview,
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

/// Every issue kept with a version (see `import::KEPT_ISSUES`), in row order.
pub async fn kept_issues(tx: &mut TenantTx, id: Uuid) -> Result<serde_json::Value, sqlx::Error> {
    sqlx::query_scalar("SELECT issues FROM census_versions WHERE id = $1")
        .bind(id)
        .fetch_one(tx.conn())
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

/// The id of the group's latest committed version.
pub async fn latest_committed(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM census_versions WHERE group_id = $1 AND status = 'committed' ORDER BY number DESC LIMIT 1")
        .bind(group_id)
        .fetch_optional(tx.conn())
        .await
}

/// A committed (or undone) version of a group by its number.
pub async fn version_by_number(
    tx: &mut TenantTx,
    group_id: Uuid,
    number: i32,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM census_versions WHERE group_id = $1 AND number = $2 AND status IN ('committed', 'undone')")
        .bind(group_id)
        .bind(number)
        .fetch_optional(tx.conn())
        .await
}

pub async fn group_name(tx: &mut TenantTx, group_id: Uuid) -> Result<String, sqlx::Error> {
    sqlx::query_scalar("SELECT name FROM groups WHERE id = $1")
        .bind(group_id)
        .fetch_one(tx.conn())
        .await
}

/// A new draft version, as an upload records it.
pub struct NewVersion<'a> {
    pub id: Uuid,
    pub group_id: Uuid,
    pub file_name: &'a str,
    pub file_key: &'a str,
    pub file_size: i64,
    pub format: &'a str,
    pub encoding: Option<&'a str>,
    pub delimiter: Option<String>,
    pub preview: serde_json::Value,
    pub uploaded_by: Uuid,
    pub uploaded_by_name: &'a str,
}

pub async fn insert_version(tx: &mut TenantTx, v: NewVersion<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO census_versions (id, group_id, file_name, file_key, file_size, format, encoding, delimiter, preview, uploaded_by, uploaded_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(v.id)
    .bind(v.group_id)
    .bind(v.file_name)
    .bind(v.file_key)
    .bind(v.file_size)
    .bind(v.format)
    .bind(v.encoding)
    .bind(v.delimiter)
    .bind(v.preview)
    .bind(v.uploaded_by)
    .bind(v.uploaded_by_name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// An analysis of a version's file: header row, columns, guessed mapping, layout, skipped rows
/// and the number of data rows.
pub struct StoredAnalysis {
    pub layout: serde_json::Value,
    pub columns: serde_json::Value,
    pub skipped: serde_json::Value,
    pub header_row: i32,
    pub mapping: serde_json::Value,
    pub rows_total: i32,
}

pub async fn store_analysis(
    tx: &mut TenantTx,
    version_id: Uuid,
    a: StoredAnalysis,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_versions SET layout = $2, columns = $3, skipped = $4, header_row = $5, mapping = $6, rows_total = $7 WHERE id = $1")
        .bind(version_id)
        .bind(a.layout)
        .bind(a.columns)
        .bind(a.skipped)
        .bind(a.header_row)
        .bind(a.mapping)
        .bind(a.rows_total)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The outcome of a check, stored with the version (which is then `validated`).
pub struct StoredCheck<'a> {
    pub employees: i32,
    pub dependents: i32,
    pub without_email: i32,
    pub adds: i32,
    pub updates: i32,
    pub terminations: i32,
    pub errors: i32,
    pub warnings: i32,
    /// The issues kept with the version, written to the database as JSON without an
    /// intermediate document.
    pub issues: &'a [Issue],
}

pub async fn store_check(
    tx: &mut TenantTx,
    version_id: Uuid,
    c: StoredCheck<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE census_versions SET status = 'validated', employees = $2, dependents = $3, adds = $4, updates = $5, terminations = $6,
            errors = $7, warnings = $8, issues = $9, without_email = $10 WHERE id = $1",
    )
    .bind(version_id)
    .bind(c.employees)
    .bind(c.dependents)
    .bind(c.adds)
    .bind(c.updates)
    .bind(c.terminations)
    .bind(c.errors)
    .bind(c.warnings)
    .bind(sqlx::types::Json(c.issues))
    .bind(c.without_email)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn set_mapping(
    tx: &mut TenantTx,
    version_id: Uuid,
    mapping: serde_json::Value,
    terminate_missing: bool,
    effective_date: Option<NaiveDate>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_versions SET mapping = $2, terminate_missing = $3, effective_date = $4 WHERE id = $1")
        .bind(version_id)
        .bind(mapping)
        .bind(terminate_missing)
        .bind(effective_date)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn set_cell_fixes(
    tx: &mut TenantTx,
    version_id: Uuid,
    fixes: serde_json::Value,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_versions SET cell_fixes = $2 WHERE id = $1")
        .bind(version_id)
        .bind(fixes)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn mark_undone(tx: &mut TenantTx, version_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_versions SET status = 'undone', undone_at = now() WHERE id = $1")
        .bind(version_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn mark_discarded(tx: &mut TenantTx, version_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_versions SET status = 'discarded' WHERE id = $1")
        .bind(version_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The number the group's next committed version takes.
pub async fn next_number(tx: &mut TenantTx, group_id: Uuid) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT coalesce(max(number), 0) + 1 FROM census_versions WHERE group_id = $1",
    )
    .bind(group_id)
    .fetch_one(tx.conn())
    .await
}

pub async fn mark_committed(
    tx: &mut TenantTx,
    version_id: Uuid,
    number: i32,
    adds: i64,
    updates: i64,
    terminations: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE census_versions SET status = 'committed', number = $2, committed_at = now(), adds = $3, updates = $4, terminations = $5, failure = NULL
         WHERE id = $1",
    )
    .bind(version_id)
    .bind(number)
    .bind(adds as i32)
    .bind(updates as i32)
    .bind(terminations as i32)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The mapping template confirmed for a file's headers.
pub async fn template_mapping(
    tx: &mut TenantTx,
    headers_key: &str,
) -> Result<Option<serde_json::Value>, sqlx::Error> {
    sqlx::query_scalar("SELECT mapping FROM census_mapping_templates WHERE headers_key = $1")
        .bind(headers_key)
        .fetch_optional(tx.conn())
        .await
}

pub async fn count_template_use(tx: &mut TenantTx, headers_key: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE census_mapping_templates SET used_at = now(), use_count = use_count + 1 WHERE headers_key = $1")
        .bind(headers_key)
        .execute(tx.conn())
        .await?;
    Ok(())
}
