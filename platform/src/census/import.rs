//! The import workflow's steps over stored files, shared by its use cases: read and analyse an
//! upload, store the analysis, check a mapping against the roster.

use chrono::Utc;
use serde::{Deserialize, Serialize};
use tenants::TenantTx;
use uuid::Uuid;

use super::engine::{self, Analysis, Issue, MappedField, RawTable, SavedMapping};
use super::fields;
use super::kept::{self, Ready};
use super::queries::{self, VersionRow};
use super::worker;
use super::workflow::{self, CellFixes, Checked};
use crate::error::AppError;
use crate::state::AppState;

/// The largest census file accepted.
pub const MAX_FILE_BYTES: usize = 50 * 1024 * 1024;
/// Why a census file is refused for its size.
pub fn too_large() -> String {
    format!(
        "the file is larger than {} MB",
        MAX_FILE_BYTES / 1024 / 1024
    )
}

/// Whether a request's body is a census file (an upload to a group, or a file to analyse or
/// clean): one too large for the server is refused with the census's own limit.
pub fn is_file_upload(method: &poem::http::Method, path: &str) -> bool {
    if method != poem::http::Method::POST {
        return false;
    }
    let parts: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    matches!(
        parts.as_slice(),
        ["", "api", "groups", _, "census"] | ["", "api", "census", "analyse" | "clean"]
    )
}

/// Issues kept with a version (the counts are always complete).
const KEPT_ISSUES: usize = 5000;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MappedColumn {
    pub index: usize,
    /// A field key (see `fields`), or null to ignore the column.
    pub field: Option<String>,
}

pub fn mapping_from_json(value: &serde_json::Value) -> Vec<(usize, MappedField)> {
    let columns: Vec<MappedColumn> = serde_json::from_value(value.clone()).unwrap_or_default();
    columns
        .into_iter()
        .filter_map(|c| Some((c.index, fields::parse(c.field.as_deref()?)?)))
        .collect()
}

/// The bytes of a version's stored file.
async fn stored_file(state: &AppState, version: &VersionRow) -> Result<Vec<u8>, AppError> {
    state
        .files
        .get(&version.file_key)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?
        .ok_or_else(|| {
            AppError::Internal(format!(
                "the stored census file {} is missing",
                version.file_key
            ))
        })
}

fn fixed_table(bytes: &[u8], name: &str, fixes: &CellFixes) -> Result<RawTable, AppError> {
    let mut table =
        engine::read(bytes, name).map_err(|e| AppError::field("file", e.to_string()))?;
    workflow::apply_fixes(&mut table, fixes);
    Ok(table)
}

/// Reads a stored file (on the census thread) with the user's fixes applied.
pub async fn load_table(state: &AppState, version: &VersionRow) -> Result<RawTable, AppError> {
    let bytes = stored_file(state, version).await?;
    let name = version.file_name.clone();
    let fixes: CellFixes = serde_json::from_value(version.cell_fixes.clone()).unwrap_or_default();
    worker::run(move || fixed_table(&bytes, &name, &fixes)).await?
}

/// Checks the version's file with its mapping, all on the census thread (the table is dropped
/// there once checked): `table` when the caller has it as uploaded, else the stored file read
/// with the user's fixes.
pub(super) async fn load_checked(
    state: &AppState,
    version: &VersionRow,
    table: Option<RawTable>,
) -> Result<Checked, AppError> {
    let bytes = match table {
        Some(_) => Vec::new(),
        None => stored_file(state, version).await?,
    };
    let name = version.file_name.clone();
    let fixes: CellFixes = serde_json::from_value(version.cell_fixes.clone()).unwrap_or_default();
    let mapping = mapping_from_json(&version.mapping);
    let header_row = version.header_row as usize;
    let as_of = version
        .effective_date
        .unwrap_or_else(|| Utc::now().date_naive());
    worker::run(move || {
        let table = match table {
            Some(table) => table,
            None => fixed_table(&bytes, &name, &fixes)?,
        };
        drop(bytes);
        Ok(workflow::check(&table, header_row, &mapping, as_of))
    })
    .await?
}

pub fn read_upload(bytes: Vec<u8>, file_name: String) -> Result<RawTable, AppError> {
    engine::read(&bytes, &file_name).map_err(|e| match e {
        engine::ReadError::TooManyRows { limit } => AppError::LimitReached {
            message: read_problem(&e),
            limit: limit as u64,
            field: Some("file"),
        },
        _ => AppError::field("file", read_problem(&e)),
    })
}

pub fn read_problem(e: &engine::ReadError) -> String {
    match e {
        engine::ReadError::Empty => "the file is empty".into(),
        engine::ReadError::NotATable => "this is not a spreadsheet or a CSV file".into(),
        engine::ReadError::TooManyRows { limit } => format!("the file has more than {limit} rows"),
        other => format!("the file cannot be read: {other}"),
    }
}

/// A key of a file's headers, to find the mapping template confirmed for the same headers.
pub fn headers_key(analysis: &Analysis) -> String {
    analysis
        .columns
        .iter()
        .map(|c| engine::normalise_header(&c.header))
        .collect::<Vec<_>>()
        .join("|")
}

pub async fn template_for(
    tx: &mut TenantTx,
    key: &str,
) -> Result<Option<SavedMapping>, sqlx::Error> {
    let mapping = queries::template_mapping(tx, key).await?;
    Ok(mapping.and_then(|m| serde_json::from_value(m).ok()))
}

pub fn columns_json(analysis: &Analysis) -> serde_json::Value {
    serde_json::json!(analysis
        .columns
        .iter()
        .map(|c| serde_json::json!({
            "index": c.index, "header": c.header, "field": c.field.map(fields::key), "confidence": c.confidence, "samples": c.samples,
        }))
        .collect::<Vec<_>>())
}

pub struct Counts {
    pub employees: usize,
    pub dependents: usize,
    pub without_email: usize,
    pub adds: usize,
    pub updates: usize,
    pub terminations: usize,
    pub errors: usize,
    pub warnings: usize,
}

/// Checks the version's file with its mapping and fixes, against the roster; stores the
/// outcome and returns it.
pub async fn revalidate(
    state: &AppState,
    tx: &mut TenantTx,
    version: &VersionRow,
) -> Result<(Counts, Vec<Issue>), AppError> {
    let uploaded = kept::take_upload(version);
    kept::clear();
    let checked = load_checked(state, version, uploaded).await?;
    let roster = queries::roster(tx, version.group_id).await?;
    let plan = workflow::plan(
        &checked.normalised.households,
        &roster,
        &state.secrets,
        version.terminate_missing,
    );
    let counts = Counts {
        employees: checked.employees,
        dependents: checked.dependents,
        without_email: checked.without_email,
        adds: plan.adds,
        updates: plan.updates,
        terminations: plan.terminations.len(),
        errors: checked.errors,
        warnings: checked.warnings,
    };
    let kept = &checked.issues[..checked.issues.len().min(KEPT_ISSUES)];
    queries::store_check(
        tx,
        version.id,
        queries::StoredCheck {
            employees: counts.employees as i32,
            dependents: counts.dependents as i32,
            without_email: counts.without_email as i32,
            adds: counts.adds as i32,
            updates: counts.updates as i32,
            terminations: counts.terminations as i32,
            errors: counts.errors as i32,
            warnings: counts.warnings as i32,
            issues: kept,
        },
    )
    .await?;
    if checked.errors == 0 {
        kept::keep_checked(
            version,
            Ready {
                households: checked.normalised.households,
                has_dependents: checked.has_dependents,
            },
        );
    }
    Ok((counts, checked.issues))
}

/// Rows, columns and characters per cell kept from the top of a file, to pick the header row from.
const PREVIEW_ROWS: usize = 30;
const PREVIEW_COLUMNS: usize = 30;
const PREVIEW_CELL_CHARS: usize = 60;

/// The top of the table, cut to a size that shows what each row is.
pub fn preview(table: &RawTable) -> Vec<Vec<String>> {
    table
        .rows
        .iter()
        .take(PREVIEW_ROWS)
        .map(|row| {
            row.iter()
                .take(PREVIEW_COLUMNS)
                .map(|c| c.chars().take(PREVIEW_CELL_CHARS).collect())
                .collect()
        })
        .collect()
}

/// Analyses a table with the header at `header_row` (0-based), reusing a template confirmed
/// for the same headers (see [`with_template`]).
pub async fn analyse_with_template(
    tx: &mut TenantTx,
    table: &RawTable,
    header_row: usize,
) -> Result<Analysis, AppError> {
    with_template(tx, table, engine::analyse_at(table, header_row, None)).await
}

/// The engine's guess at a table's columns, or, when a template was confirmed for the same
/// headers, the analysis with its mapping (its use is counted).
pub async fn with_template(
    tx: &mut TenantTx,
    table: &RawTable,
    guess: Analysis,
) -> Result<Analysis, AppError> {
    let Some(saved) = template_for(tx, &headers_key(&guess)).await? else {
        return Ok(guess);
    };
    queries::count_template_use(tx, &headers_key(&guess)).await?;
    Ok(engine::analyse_at(table, guess.header_row, Some(&saved)))
}

/// Records an analysis of a version's file: header row, columns, guessed mapping, layout,
/// skipped rows and the number of data rows.
pub async fn store_analysis(
    tx: &mut TenantTx,
    version_id: Uuid,
    table: &RawTable,
    analysis: &Analysis,
) -> Result<(), AppError> {
    let mapping: Vec<MappedColumn> = analysis
        .columns
        .iter()
        .map(|c| MappedColumn {
            index: c.index,
            field: c.field.map(fields::key),
        })
        .collect();
    let skipped: Vec<serde_json::Value> = analysis
        .skipped
        .iter()
        .map(|s| serde_json::json!({ "row": s.row, "reason": super::labels::skip_reason(&s.reason) }))
        .collect();
    let below_header = table.rows.len().saturating_sub(analysis.header_row + 1);
    let data_rows = below_header - analysis.skipped.len().min(below_header);
    queries::store_analysis(
        tx,
        version_id,
        queries::StoredAnalysis {
            layout: super::labels::layout_json(&analysis.layout),
            columns: columns_json(analysis),
            skipped: serde_json::json!(skipped),
            header_row: analysis.header_row as i32,
            mapping: serde_json::to_value(&mapping).unwrap_or_default(),
            rows_total: data_rows as i32,
        },
    )
    .await?;
    Ok(())
}

/// Stores an uploaded census file, reads it, guesses its columns (reusing the template
/// confirmed for the same headers) and records a draft version. Returns its id.
pub async fn stage_upload(
    state: &AppState,
    tx: &mut TenantTx,
    group_id: Uuid,
    name: &str,
    bytes: Vec<u8>,
    uploader: Uuid,
    uploader_name: &str,
) -> Result<Uuid, AppError> {
    let size = bytes.len() as i64;
    let stored = bytes.clone();
    kept::clear();
    let version_id = Uuid::new_v4();
    let key = format!(
        "census/{group_id}/{version_id}/{}",
        super::labels::sanitize(name)
    );
    // The file is stored while it is read and its header and columns guessed.
    let read = worker::run({
        let name = name.to_string();
        move || {
            let table = read_upload(bytes, name)?;
            let guess = engine::analyse(&table, None);
            Ok::<_, AppError>((table, guess))
        }
    });
    let (read, put) = tokio::join!(read, state.files.put_pending(&key, stored));
    put.map_err(|e| AppError::Internal(e.to_string()))?;
    let (table, guess) = match read.and_then(|read| read) {
        Ok(read) => read,
        Err(e) => {
            state
                .files
                .delete(&key)
                .await
                .map_err(|e| AppError::Internal(e.to_string()))?;
            return Err(e);
        }
    };
    let analysis = with_template(tx, &table, guess).await?;
    queries::insert_version(
        tx,
        queries::NewVersion {
            id: version_id,
            group_id,
            file_name: name,
            file_key: &key,
            file_size: size,
            format: super::labels::format_name(&table.format),
            encoding: table.encoding.as_deref(),
            delimiter: table.delimiter.map(|d| d.to_string()),
            preview: serde_json::json!(preview(&table)),
            uploaded_by: uploader,
            uploaded_by_name: uploader_name,
        },
    )
    .await?;
    crate::files::settle(tx.conn(), &key).await?;
    store_analysis(tx, version_id, &table, &analysis).await?;
    kept::keep_upload(version_id, &key, table);
    Ok(version_id)
}

/// An import the caller may see.
pub async fn find(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<VersionRow, AppError> {
    queries::get(tx, id, scope)
        .await?
        .ok_or_else(|| AppError::not_found("census import"))
}

/// An import the user can still change (not committed, undone or discarded).
pub async fn draft(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<VersionRow, AppError> {
    let v = find(tx, id, scope).await?;
    if v.status != "mapping" && v.status != "validated" {
        return Err(AppError::Conflict(format!(
            "this import is {} and can no longer change",
            v.status
        )));
    }
    Ok(v)
}

pub async fn is_latest_committed(tx: &mut TenantTx, v: &VersionRow) -> Result<bool, AppError> {
    if v.status != "committed" {
        return Ok(false);
    }
    Ok(queries::latest_committed(tx, v.group_id).await? == Some(v.id))
}

/// Mapping templates are the agency's; someone who sees one group (an employer admin) lists,
/// replaces and deletes only the ones they saved.
pub fn template_author(p: &crate::auth::Principal) -> Option<Uuid> {
    p.group_scope().map(|_| p.user_id)
}

#[cfg(test)]
mod tests {
    use poem::http::Method;

    #[test]
    fn a_file_over_the_row_limit_is_a_reached_limit_on_the_file() {
        let rows = super::engine::MAX_ROWS + 1;
        let mut csv = String::with_capacity(rows * 4 + 16);
        csv.push_str("First Name\n");
        for _ in 0..rows {
            csv.push_str("Ann\n");
        }
        match super::read_upload(csv.into_bytes(), "census.csv".into()) {
            Err(crate::error::AppError::LimitReached { limit, field, .. }) => {
                assert_eq!(limit, super::engine::MAX_ROWS as u64);
                assert_eq!(field, Some("file"));
            }
            other => panic!("expected a reached limit, got {:?}", other.map(|_| ())),
        }
    }

    use super::is_file_upload;

    #[test]
    fn census_file_uploads_are_known_by_their_route() {
        let id = "6f1c2a4e-0000-4000-8000-000000000000";
        assert!(is_file_upload(
            &Method::POST,
            &format!("/api/groups/{id}/census")
        ));
        assert!(is_file_upload(&Method::POST, "/api/census/analyse"));
        assert!(is_file_upload(&Method::POST, "/api/census/clean"));
        assert!(!is_file_upload(
            &Method::GET,
            &format!("/api/groups/{id}/census")
        ));
        assert!(!is_file_upload(
            &Method::POST,
            &format!("/api/groups/{id}/documents")
        ));
        assert!(!is_file_upload(&Method::POST, "/api/census/templates"));
    }
}
