use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use uuid::Uuid;

use super::engine::{self, Issue, SavedMapping, Severity};
use super::fields;
use super::import::{self, MappedColumn, MAX_FILE_BYTES};
use super::queries::{self, Claim, VersionRow, GROUP_BUSY};
use super::snapshot::SnapshotMember;
use super::workflow::{self, CellFixes};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::error::{ApiResult, AppError};
use crate::groups::export::{self, Table};
use crate::groups::queries as group_queries;
use crate::jobs;
use crate::state::AppState;
use crate::uploads::FileField;

#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CensusColumn {
    pub index: i64,
    pub header: String,
    /// The field key it maps to (see `field_options`), or absent when ignored.
    pub field: Option<String>,
    pub confidence: f64,
    pub samples: Vec<String>,
}

#[derive(Debug, Clone, Object)]
pub struct FieldOption {
    pub key: String,
    pub label: String,
}

#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CensusIssue {
    /// 1-based row of the file.
    pub row: i64,
    /// 0-based column, when a cell is at fault.
    pub column: Option<i64>,
    pub field: Option<String>,
    /// error or warning.
    pub severity: String,
    pub code: String,
    pub message: String,
}

#[derive(Debug, Clone, Object)]
pub struct SkippedRow {
    pub row: i64,
    /// blank, totals, note or repeated_header.
    pub reason: String,
}

#[derive(Debug, Clone, Object)]
pub struct CensusCounts {
    pub employees: i32,
    pub dependents: i32,
    pub adds: i32,
    pub updates: i32,
    pub terminations: i32,
    pub errors: i32,
    pub warnings: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CensusImport {
    pub id: Uuid,
    pub group_id: Uuid,
    /// The version number, once committed.
    pub number: Option<i32>,
    /// mapping, validated, committing, committed, undone, failed or discarded.
    pub status: String,
    pub file_name: String,
    pub file_size: i64,
    pub format: String,
    pub encoding: Option<String>,
    pub delimiter: Option<String>,
    /// 0-based row of the headers.
    pub header_row: i32,
    /// `{ "kind": "person_per_row" }` or `{ "kind": "employee_per_row", "dependent_slots": n }`.
    pub layout: serde_json::Value,
    pub rows_total: i32,
    /// The first rows of the file as uploaded (cut short), to choose the header row from.
    pub preview: Vec<Vec<String>>,
    pub columns: Vec<CensusColumn>,
    pub skipped: Vec<SkippedRow>,
    pub field_options: Vec<FieldOption>,
    pub terminate_missing: bool,
    pub effective_date: Option<NaiveDate>,
    pub counts: CensusCounts,
    /// The first issues of the latest check.
    pub issues: Vec<CensusIssue>,
    pub failure: Option<String>,
    pub uploaded_by_name: String,
    pub created_at: DateTime<Utc>,
    pub committed_at: Option<DateTime<Utc>>,
    pub undone_at: Option<DateTime<Utc>>,
    /// Whether this is the group's latest committed import (only that one can be undone).
    pub undoable: bool,
}

#[derive(Debug, Multipart)]
pub struct CensusUpload {
    /// CSV, TSV, TXT, XLSX, XLS or ODS; at most 50 MB.
    pub file: FileField<MAX_FILE_BYTES>,
}

#[derive(Debug, Object)]
pub struct MappingUpdate {
    pub columns: Vec<MappingColumn>,
    /// Employees missing from the file leave the roster (terminated on the effective date).
    #[oai(default)]
    pub terminate_missing: bool,
    pub effective_date: Option<NaiveDate>,
    /// Save this mapping as a named template, reused when a file with the same headers comes.
    pub template_name: Option<String>,
    /// The row holding the headers, 1-based as the user sees it. When it differs from the current
    /// one the file is analysed again with it, and the new guesses replace `columns` (which named
    /// the old headers).
    pub header_row: Option<i64>,
}

#[derive(Debug, Object)]
pub struct MappingColumn {
    pub index: i64,
    pub field: Option<String>,
}

#[derive(Debug, Object)]
pub struct CellFix {
    pub row: i64,
    pub column: i64,
    pub value: String,
}

#[derive(Debug, Object)]
pub struct CellFixList {
    pub fixes: Vec<CellFix>,
}

#[derive(Debug, Object)]
pub struct CensusRow {
    pub row: i64,
    pub cells: Vec<String>,
    pub issues: Vec<CensusIssue>,
}

#[derive(Debug, Object)]
pub struct CensusRows {
    pub headers: Vec<String>,
    pub data: Vec<CensusRow>,
    pub total: i64,
}

#[derive(Debug, Object)]
pub struct CommitStarted {
    pub job_id: Uuid,
}

#[derive(ApiResponse)]
pub enum Uploaded {
    #[oai(status = 201)]
    Created(Json<CensusImport>),
}

#[derive(ApiResponse)]
pub enum CommitAccepted {
    /// Committing; follow the job.
    #[oai(status = 202)]
    Accepted(Json<CommitStarted>),
}

#[derive(ApiResponse)]
pub enum Discarded {
    #[oai(status = 204)]
    Done,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CensusMember {
    pub key: String,
    pub relationship: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: Option<NaiveDate>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct FieldChange {
    pub field: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

#[derive(Debug, Object)]
pub struct ChangedMember {
    pub member: CensusMember,
    pub changes: Vec<FieldChange>,
}

#[derive(Debug, Object)]
pub struct CensusDiff {
    pub from: i32,
    pub to: i32,
    pub added: Vec<CensusMember>,
    pub removed: Vec<CensusMember>,
    pub changed: Vec<ChangedMember>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct FileAnalysis {
    pub file_name: String,
    pub format: String,
    pub encoding: Option<String>,
    pub delimiter: Option<String>,
    pub header_row: i32,
    pub rows_total: i32,
    pub layout: serde_json::Value,
    pub columns: Vec<CensusColumn>,
    pub skipped: Vec<SkippedRow>,
    pub counts: CensusCounts,
    pub issues: Vec<CensusIssue>,
}

#[derive(Debug, Object)]
pub struct MappingTemplate {
    pub id: Uuid,
    pub name: String,
    pub headers: Vec<String>,
    pub use_count: i32,
    pub used_at: DateTime<Utc>,
}

fn issue_out(i: &Issue) -> CensusIssue {
    CensusIssue {
        row: i.row as i64,
        column: i.column.map(|c| c as i64),
        field: i
            .field
            .and_then(|f| serde_json::to_value(f).ok())
            .and_then(|v| v.as_str().map(str::to_string)),
        severity: match i.severity {
            Severity::Error => "error".into(),
            Severity::Warning => "warning".into(),
        },
        code: i.code.to_string(),
        message: i.message.clone(),
    }
}

fn issues_from_json(value: &serde_json::Value) -> Vec<CensusIssue> {
    value
        .as_array()
        .map(|items| {
            items
                .iter()
                .map(|i| CensusIssue {
                    row: i["row"].as_i64().unwrap_or(0),
                    column: i["column"].as_i64(),
                    field: i["field"].as_str().map(str::to_string),
                    severity: i["severity"].as_str().unwrap_or("error").to_string(),
                    code: i["code"].as_str().unwrap_or("").to_string(),
                    message: i["message"].as_str().unwrap_or("").to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn columns_out(value: &serde_json::Value, mapping: &serde_json::Value) -> Vec<CensusColumn> {
    let chosen: HashMap<i64, Option<String>> =
        serde_json::from_value::<Vec<MappedColumn>>(mapping.clone())
            .unwrap_or_default()
            .into_iter()
            .map(|c| (c.index as i64, c.field))
            .collect();
    value
        .as_array()
        .map(|cols| {
            cols.iter()
                .map(|c| {
                    let index = c["index"].as_i64().unwrap_or(0);
                    CensusColumn {
                        index,
                        header: c["header"].as_str().unwrap_or("").to_string(),
                        field: chosen
                            .get(&index)
                            .cloned()
                            .unwrap_or_else(|| c["field"].as_str().map(str::to_string)),
                        confidence: c["confidence"].as_f64().unwrap_or(0.0),
                        samples: c["samples"]
                            .as_array()
                            .map(|s| {
                                s.iter()
                                    .filter_map(|x| x.as_str().map(str::to_string))
                                    .collect()
                            })
                            .unwrap_or_default(),
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

fn skipped_out(value: &serde_json::Value) -> Vec<SkippedRow> {
    value
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|r| SkippedRow {
                    row: r["row"].as_i64().unwrap_or(0),
                    reason: r["reason"].as_str().unwrap_or("").to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn field_options() -> Vec<FieldOption> {
    fields::options()
        .into_iter()
        .map(|(key, label)| FieldOption { key, label })
        .collect()
}

fn counts_of(v: &VersionRow) -> CensusCounts {
    CensusCounts {
        employees: v.employees,
        dependents: v.dependents,
        adds: v.adds,
        updates: v.updates,
        terminations: v.terminations,
        errors: v.errors,
        warnings: v.warnings,
    }
}

fn import_out(v: VersionRow, undoable: bool) -> CensusImport {
    CensusImport {
        counts: counts_of(&v),
        columns: columns_out(&v.columns, &v.mapping),
        skipped: skipped_out(&v.skipped),
        issues: issues_from_json(&v.issues).into_iter().take(200).collect(),
        field_options: field_options(),
        id: v.id,
        group_id: v.group_id,
        number: v.number,
        status: v.status,
        file_name: v.file_name,
        file_size: v.file_size,
        format: v.format,
        encoding: v.encoding,
        delimiter: v.delimiter,
        header_row: v.header_row,
        layout: v.layout,
        rows_total: v.rows_total,
        preview: serde_json::from_value(v.preview).unwrap_or_default(),
        terminate_missing: v.terminate_missing,
        effective_date: v.effective_date,
        failure: v.failure,
        uploaded_by_name: v.uploaded_by_name,
        created_at: v.created_at,
        committed_at: v.committed_at,
        undone_at: v.undone_at,
        undoable,
    }
}

pub(crate) fn layout_json(layout: &engine::Layout) -> serde_json::Value {
    match layout {
        engine::Layout::PersonPerRow => serde_json::json!({ "kind": "person_per_row" }),
        engine::Layout::EmployeePerRow { dependent_slots } => {
            serde_json::json!({ "kind": "employee_per_row", "dependent_slots": dependent_slots })
        }
    }
}

pub(crate) fn skip_reason(r: &engine::SkipReason) -> &'static str {
    match r {
        engine::SkipReason::Blank => "blank",
        engine::SkipReason::Totals => "totals",
        engine::SkipReason::Note => "note",
        engine::SkipReason::RepeatedHeader => "repeated_header",
    }
}

pub(crate) fn format_name(f: &engine::FileFormat) -> &'static str {
    match f {
        engine::FileFormat::Delimited => "csv",
        engine::FileFormat::Xlsx => "xlsx",
        engine::FileFormat::Xlsb => "xlsb",
        engine::FileFormat::Xls => "xls",
        engine::FileFormat::Ods => "ods",
    }
}

fn read_upload(file: FileField<MAX_FILE_BYTES>) -> Result<(String, Vec<u8>), AppError> {
    let name = crate::uploads::display_name(file.file_name(), "census.csv");
    let bytes = file.into_bytes().ok_or_else(|| {
        AppError::PayloadTooLarge(format!(
            "the file is larger than {} MB",
            MAX_FILE_BYTES / 1024 / 1024
        ))
    })?;
    Ok((name, bytes))
}

async fn is_latest_committed(
    tx: &mut tenants::TenantTx,
    v: &VersionRow,
) -> Result<bool, sqlx::Error> {
    if v.status != "committed" {
        return Ok(false);
    }
    let latest: Option<Uuid> = sqlx::query_scalar("SELECT id FROM census_versions WHERE group_id = $1 AND status = 'committed' ORDER BY number DESC LIMIT 1")
        .bind(v.group_id)
        .fetch_optional(tx.conn())
        .await?;
    Ok(latest == Some(v.id))
}

pub struct CensusApi;

#[OpenApi(tag = "ApiTags::Census")]
impl CensusApi {
    /// Upload a census file for a group: it is stored, read and its columns guessed (a mapping
    /// confirmed before for the same headers is reused). Nothing is imported yet.
    #[oai(
        path = "/groups/:id/census",
        method = "post",
        operation_id = "uploadCensus"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: CensusUpload,
    ) -> ApiResult<Uploaded> {
        let state = *state;
        let p = auth.0;
        p.require(state, "census", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let (name, bytes) = read_upload(body.file)?;
        let version_id =
            import::stage_upload(state, &mut tx, id.0, &name, bytes, p.user_id, &p.name).await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(version_id.to_string()),
                group_id: Some(id.0),
                ..Entry::new(
                    "upload",
                    "census",
                    format!("Uploaded the census file {name}"),
                )
            },
        )
        .await?;
        let version = queries::get(&mut tx, version_id, None)
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        tx.commit().await?;
        Ok(Uploaded::Created(Json(import_out(version, false))))
    }

    /// An import (draft or committed version).
    #[oai(
        path = "/census-imports/:id",
        method = "get",
        operation_id = "getCensusImport"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<CensusImport>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let v = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        let undoable = is_latest_committed(&mut tx, &v).await?;
        tx.commit().await?;
        Ok(Json(import_out(v, undoable)))
    }

    /// Confirm the column mapping and options; the file is checked against them and the roster.
    #[oai(
        path = "/census-imports/:id/mapping",
        method = "put",
        operation_id = "mapCensusImport"
    )]
    async fn map(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<MappingUpdate>,
    ) -> ApiResult<Json<CensusImport>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "census", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let mut v = draft(&mut tx, id.0, p.group_scope()).await?;
        let new_header = body
            .header_row
            .filter(|row| *row != i64::from(v.header_row) + 1);
        if let Some(row) = new_header {
            let table = import::load_table(state, &v).await?;
            let index = engine::header_index(&table, usize::try_from(row).unwrap_or(0))
                .map_err(|e| AppError::field("header_row", e.to_string()))?;
            let analysis = import::analyse_with_template(&mut tx, &table, index).await?;
            import::store_analysis(&mut tx, v.id, &table, &analysis).await?;
            v = queries::get(&mut tx, v.id, None)
                .await?
                .ok_or_else(|| AppError::not_found("census import"))?;
        }
        let mut seen = std::collections::HashSet::new();
        let mut mapping = Vec::new();
        for c in body.columns.iter().filter(|_| new_header.is_none()) {
            let field = c.field.as_deref().filter(|f| !f.is_empty());
            if let Some(f) = field {
                if fields::parse(f).is_none() {
                    return Err(
                        AppError::field("columns", format!("{f} is not a census field")).into(),
                    );
                }
                if !seen.insert(f.to_string()) {
                    return Err(AppError::field(
                        "columns",
                        format!("two columns are mapped to {f}"),
                    )
                    .into());
                }
            }
            mapping.push(MappedColumn {
                index: c.index.max(0) as usize,
                field: field.map(str::to_string),
            });
        }
        let today = Utc::now().date_naive();
        if body.effective_date.is_some_and(|d| {
            d < today - chrono::Duration::days(366) || d > today + chrono::Duration::days(366)
        }) {
            return Err(AppError::field(
                "effective_date",
                "the effective date is within a year of today",
            )
            .into());
        }
        if new_header.is_some() {
            mapping = serde_json::from_value(v.mapping.clone()).unwrap_or_default();
        }
        sqlx::query("UPDATE census_versions SET mapping = $2, terminate_missing = $3, effective_date = $4 WHERE id = $1")
            .bind(v.id)
            .bind(serde_json::to_value(&mapping).unwrap_or_default())
            .bind(body.terminate_missing)
            .bind(body.effective_date)
            .execute(tx.conn())
            .await?;
        if let Some(name) = body
            .template_name
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
        {
            let headers: Vec<String> = v
                .columns
                .as_array()
                .map(|c| {
                    c.iter()
                        .map(|x| x["header"].as_str().unwrap_or("").to_string())
                        .collect()
                })
                .unwrap_or_default();
            let mut saved = SavedMapping::default();
            for (i, header) in headers.iter().enumerate() {
                if header.is_empty() {
                    continue;
                }
                let chosen = mapping
                    .iter()
                    .find(|m| m.index == i)
                    .and_then(|m| m.field.as_deref())
                    .and_then(fields::parse);
                saved.insert(header, chosen);
            }
            let key = headers
                .iter()
                .map(|h| engine::normalise_header(h))
                .collect::<Vec<_>>()
                .join("|");
            let name: String = name.chars().take(120).collect();
            queries::save_template(
                &mut tx,
                &name,
                &key,
                serde_json::to_value(&saved).unwrap_or_default(),
                p.user_id,
                template_author(&p),
            )
            .await?;
        }
        let v = queries::get(&mut tx, v.id, None)
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        import::revalidate(state, &mut tx, &v).await?;
        let v = queries::get(&mut tx, v.id, None)
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        tx.commit().await?;
        Ok(Json(import_out(v, false)))
    }

    /// Rows of the file with their issues, for the fix-in-place grid.
    #[oai(
        path = "/census-imports/:id/rows",
        method = "get",
        operation_id = "getCensusRows"
    )]
    #[allow(clippy::too_many_arguments)] // the request's parts, as poem-openapi hands them over
    async fn rows(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        only_issues: Query<Option<bool>>,
    ) -> ApiResult<Json<CensusRows>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "census", "read").await?;
        let mut tx = p.tenant_tx(state).await?;
        let v = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        tx.commit().await?;
        let page = page.0.unwrap_or(1).max(1) as usize;
        let per_page = per_page.0.unwrap_or(50).clamp(1, 500) as usize;
        let table = import::load_table(state, &v).await?;
        let issues = issues_from_json(&v.issues);
        let mut by_row: HashMap<i64, Vec<CensusIssue>> = HashMap::new();
        for i in issues {
            by_row.entry(i.row).or_default().push(i);
        }
        let header_row = v.header_row as usize;
        let headers = table
            .rows
            .get(header_row)
            .map(|r| r.to_vec())
            .unwrap_or_default();
        let skipped: std::collections::HashSet<i64> =
            skipped_out(&v.skipped).into_iter().map(|s| s.row).collect();
        let candidates: Vec<(i64, engine::Row<'_>)> = table
            .rows
            .iter()
            .enumerate()
            .skip(header_row + 1)
            .map(|(i, cells)| ((i + 1) as i64, cells))
            .filter(|(row, _)| !skipped.contains(row))
            .filter(|(row, _)| !only_issues.0.unwrap_or(false) || by_row.contains_key(row))
            .collect();
        let total = candidates.len() as i64;
        let data = candidates
            .into_iter()
            .skip((page - 1) * per_page)
            .take(per_page)
            .map(|(row, cells)| CensusRow {
                row,
                cells: cells.to_vec(),
                issues: by_row.remove(&row).unwrap_or_default(),
            })
            .collect();
        Ok(Json(CensusRows {
            headers,
            data,
            total,
        }))
    }

    /// Fix cells in place; the file is checked again.
    #[oai(
        path = "/census-imports/:id/cells",
        method = "patch",
        operation_id = "fixCensusCells"
    )]
    async fn fix(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<CellFixList>,
    ) -> ApiResult<Json<CensusImport>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "census", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let v = draft(&mut tx, id.0, p.group_scope()).await?;
        if body.fixes.is_empty() || body.fixes.len() > 1000 {
            return Err(AppError::field("fixes", "send between 1 and 1000 cell fixes").into());
        }
        let mut fixes: CellFixes = serde_json::from_value(v.cell_fixes.clone()).unwrap_or_default();
        for f in &body.fixes {
            if f.row < 1 || f.column < 0 || f.column > 1000 || f.value.chars().count() > 500 {
                return Err(AppError::field(
                    "fixes",
                    "a fix names a row from 1, a column from 0, and at most 500 characters",
                )
                .into());
            }
            fixes.insert(
                workflow::fix_key(f.row as usize, f.column as usize),
                f.value.clone(),
            );
        }
        sqlx::query("UPDATE census_versions SET cell_fixes = $2 WHERE id = $1")
            .bind(v.id)
            .bind(serde_json::to_value(&fixes).unwrap_or_default())
            .execute(tx.conn())
            .await?;
        let v = queries::get(&mut tx, v.id, None)
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        import::revalidate(state, &mut tx, &v).await?;
        let v = queries::get(&mut tx, v.id, None)
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        tx.commit().await?;
        Ok(Json(import_out(v, false)))
    }

    /// Commit a checked import to the roster (refused while it has errors). Runs as a job;
    /// a second click finds it already committing.
    #[oai(
        path = "/census-imports/:id/commit",
        method = "post",
        operation_id = "commitCensusImport"
    )]
    async fn commit(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<CommitAccepted> {
        let state = *state;
        let p = auth.0;
        p.require(state, "census", "write").await?;
        let agency = p.agency()?.clone();
        let mut tx = p.tenant_tx(state).await?;
        let v = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        if v.status == "mapping" {
            return Err(AppError::Conflict("confirm the column mapping first".into()).into());
        }
        if v.errors > 0 {
            return Err(AppError::Conflict(format!(
                "the file has {} errors: fix them before committing",
                v.errors
            ))
            .into());
        }
        match queries::claim_for_commit(&mut tx, v.id).await? {
            Claim::Claimed => {}
            Claim::NotWaiting => {
                return Err(AppError::Conflict(format!("this import is {}", v.status)).into())
            }
            Claim::GroupBusy => return Err(AppError::Conflict(GROUP_BUSY.into()).into()),
        }
        let job_id = jobs::queries::create(
            &mut tx,
            "census_commit",
            Some(v.group_id),
            Some(v.id),
            p.user_id,
        )
        .await?;
        let input = jobs::census_commit::Input {
            agency_id: agency.id,
            job_id,
            version_id: v.id,
            actor_id: p.user_id,
            actor_name: p.name.clone(),
            ip: client_ip(req),
        };
        jobs::census_commit::enqueue(state, &mut tx, &input).await?;
        tx.commit().await?;
        Ok(CommitAccepted::Accepted(Json(CommitStarted { job_id })))
    }

    /// Undo the group's latest committed import: the roster goes back to how it was before.
    #[oai(
        path = "/census-imports/:id/undo",
        method = "post",
        operation_id = "undoCensusImport"
    )]
    async fn undo(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<CensusImport>> {
        let p = auth.0;
        p.require(&state, "census", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let v = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        sqlx::query("SELECT id FROM groups WHERE id = $1 FOR UPDATE")
            .bind(v.group_id)
            .execute(tx.conn())
            .await?;
        if !is_latest_committed(&mut tx, &v).await? {
            return Err(AppError::Conflict(
                "only the group's latest committed import can be undone".into(),
            )
            .into());
        }
        super::commit::undo(&mut tx, v.id).await?;
        sqlx::query(
            "UPDATE census_versions SET status = 'undone', undone_at = now() WHERE id = $1",
        )
        .bind(v.id)
        .execute(tx.conn())
        .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(v.id.to_string()),
                group_id: Some(v.group_id),
                ..Entry::new(
                    "undo",
                    "census",
                    format!("Undid census v{} ({})", v.number.unwrap_or(0), v.file_name),
                )
            },
        )
        .await?;
        let v = queries::get(&mut tx, v.id, None)
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        tx.commit().await?;
        Ok(Json(import_out(v, false)))
    }

    /// Discard a draft import.
    #[oai(
        path = "/census-imports/:id",
        method = "delete",
        operation_id = "discardCensusImport"
    )]
    async fn discard(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Discarded> {
        let p = auth.0;
        p.require(&state, "census", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let v = draft(&mut tx, id.0, p.group_scope()).await?;
        sqlx::query("UPDATE census_versions SET status = 'discarded' WHERE id = $1")
            .bind(v.id)
            .execute(tx.conn())
            .await?;
        tx.commit().await?;
        Ok(Discarded::Done)
    }

    /// The group's census versions and drafts, newest first.
    #[oai(
        path = "/groups/:id/census",
        method = "get",
        operation_id = "listCensusVersions"
    )]
    async fn versions(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<CensusImport>>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let rows = queries::for_group(&mut tx, id.0).await?;
        let latest = rows
            .iter()
            .filter(|v| v.status == "committed")
            .max_by_key(|v| v.number)
            .map(|v| v.id);
        tx.commit().await?;
        Ok(Json(
            rows.into_iter()
                .map(|v| {
                    let undoable = Some(v.id) == latest;
                    let mut out = import_out(v, undoable);
                    out.issues.truncate(0);
                    out
                })
                .collect(),
        ))
    }

    /// What changed between two committed versions (by number).
    #[oai(
        path = "/groups/:id/census/diff",
        method = "get",
        operation_id = "diffCensusVersions"
    )]
    async fn diff(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        from: Query<i32>,
        to: Query<i32>,
    ) -> ApiResult<Json<CensusDiff>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let version = |n: i32| {
            sqlx::query_scalar::<_, Uuid>("SELECT id FROM census_versions WHERE group_id = $1 AND number = $2 AND status IN ('committed', 'undone')").bind(id.0).bind(n)
        };
        let a = version(from.0)
            .fetch_optional(tx.conn())
            .await?
            .ok_or_else(|| AppError::NotFound(format!("there is no census version {}", from.0)))?;
        let b = version(to.0)
            .fetch_optional(tx.conn())
            .await?
            .ok_or_else(|| AppError::NotFound(format!("there is no census version {}", to.0)))?;
        let before = queries::members(&mut tx, a).await?;
        let after = queries::members(&mut tx, b).await?;
        tx.commit().await?;
        Ok(Json(diff_members(from.0, to.0, &before, &after)))
    }

    /// A committed version's census as a file (CSV or XLSX; formula-safe).
    #[oai(
        path = "/census-imports/:id/download",
        method = "get",
        operation_id = "downloadCensus"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        format: Query<crate::groups::api::ExportFormat>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let v = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("census import"))?;
        let members = queries::members(&mut tx, v.id).await?;
        if members.is_empty() {
            return Err(
                AppError::Conflict("only a committed version can be downloaded".into()).into(),
            );
        }
        let group_name: String = sqlx::query_scalar("SELECT name FROM groups WHERE id = $1")
            .bind(v.group_id)
            .fetch_one(tx.conn())
            .await?;
        tx.commit().await?;
        let mut household = HashMap::new();
        let rows = members
            .into_iter()
            .map(|m| {
                let next = household.len() + 1;
                let n = *household.entry(m.employee_key.clone()).or_insert(next);
                vec![
                    n.to_string(),
                    m.relationship,
                    m.first_name,
                    m.last_name,
                    m.dob
                        .map(|d| d.format("%m/%d/%Y").to_string())
                        .unwrap_or_default(),
                    m.gender.unwrap_or_default(),
                    m.zip.unwrap_or_default(),
                    m.medical_tier.unwrap_or_default(),
                    m.dental_tier.unwrap_or_default(),
                    m.vision_tier.unwrap_or_default(),
                    m.status.unwrap_or_default(),
                    m.salary_cents
                        .map(|c| format!("{}.{:02}", c / 100, c % 100))
                        .unwrap_or_default(),
                ]
            })
            .collect();
        let table = Table {
            headers: vec![
                "Household",
                "Relationship",
                "First Name",
                "Last Name",
                "DOB",
                "Gender",
                "ZIP",
                "Medical Tier",
                "Dental Tier",
                "Vision Tier",
                "Status",
                "Salary",
            ],
            rows,
        };
        let base = format!(
            "{}-census-v{}",
            sanitize(&group_name),
            v.number.unwrap_or(0)
        );
        Ok(match format.0 {
            crate::groups::api::ExportFormat::Csv => Attachment::new(export::to_csv(&table))
                .attachment_type(AttachmentType::Attachment)
                .filename(format!("{base}.csv")),
            crate::groups::api::ExportFormat::Xlsx => Attachment::new(
                export::to_xlsx(&table, "Census").map_err(|e| AppError::Internal(e.to_string()))?,
            )
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("{base}.xlsx")),
        })
    }

    /// Analyse any file as a census: encoding, delimiter, header row, column guesses,
    /// problems. Nothing is stored or imported.
    #[oai(
        path = "/census/analyse",
        method = "post",
        operation_id = "analyseCensusFile"
    )]
    async fn analyse(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: CensusUpload,
    ) -> ApiResult<Json<FileAnalysis>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let (name, bytes) = read_upload(body.file)?;
        let out = super::worker::run(move || -> Result<FileAnalysis, AppError> {
            let table = import::read_upload(bytes, name.clone())?;
            let analysis = engine::analyse(&table, None);
            let mapping = analysis.mapping();
            let checked = workflow::check(
                &table,
                analysis.header_row,
                &mapping,
                Utc::now().date_naive(),
            );
            let data_rows = table.rows.len().saturating_sub(analysis.header_row + 1);
            let columns_json = import::columns_json(&analysis);
            Ok(FileAnalysis {
                file_name: name,
                format: format_name(&table.format).to_string(),
                encoding: table.encoding.clone(),
                delimiter: table.delimiter.map(|d| d.to_string()),
                header_row: analysis.header_row as i32,
                rows_total: data_rows as i32,
                layout: layout_json(&analysis.layout),
                columns: columns_out(&columns_json, &serde_json::Value::Null),
                skipped: analysis
                    .skipped
                    .iter()
                    .map(|s| SkippedRow {
                        row: s.row as i64,
                        reason: skip_reason(&s.reason).into(),
                    })
                    .collect(),
                counts: CensusCounts {
                    employees: checked.employees as i32,
                    dependents: checked.dependents as i32,
                    adds: 0,
                    updates: 0,
                    terminations: 0,
                    errors: checked.errors as i32,
                    warnings: checked.warnings as i32,
                },
                issues: checked.issues.iter().take(500).map(issue_out).collect(),
            })
        })
        .await??;
        Ok(Json(out))
    }

    /// The same file cleaned: one row per person in standard columns (dates ISO, tiers EE/ES/
    /// EC/EF/W, ZIPs 5 digits, names cased), formula-safe. Nothing is stored.
    #[oai(
        path = "/census/clean",
        method = "post",
        operation_id = "cleanCensusFile"
    )]
    async fn clean(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: CensusUpload,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let (name, bytes) = read_upload(body.file)?;
        let stem = name
            .rsplit_once('.')
            .map(|(s, _)| s.to_string())
            .unwrap_or(name.clone());
        let csv = super::worker::run(move || -> Result<Vec<u8>, AppError> {
            let table = import::read_upload(bytes, name)?;
            let analysis = engine::analyse(&table, None);
            let checked = workflow::check(
                &table,
                analysis.header_row,
                &analysis.mapping(),
                Utc::now().date_naive(),
            );
            Ok(export::to_csv(&clean_table(&checked.normalised.households)))
        })
        .await??;
        Ok(Attachment::new(csv)
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("{}-clean.csv", sanitize(&stem))))
    }

    /// The agency's saved column-mapping templates.
    #[oai(
        path = "/census/templates",
        method = "get",
        operation_id = "listCensusTemplates"
    )]
    async fn templates(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<MappingTemplate>>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let rows = queries::templates(&mut tx, template_author(&p)).await?;
        tx.commit().await?;
        Ok(Json(
            rows.into_iter()
                .map(|t| MappingTemplate {
                    id: t.id,
                    name: t.name,
                    headers: t.headers_key.split('|').map(str::to_string).collect(),
                    use_count: t.use_count,
                    used_at: t.used_at,
                })
                .collect(),
        ))
    }

    /// Delete a mapping template (an employer admin: only one they saved).
    #[oai(
        path = "/census/templates/:id",
        method = "delete",
        operation_id = "deleteCensusTemplate"
    )]
    async fn delete_template(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Discarded> {
        let p = auth.0;
        p.require(&state, "census", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let name = queries::delete_template(&mut tx, id.0, template_author(&p))
            .await?
            .ok_or_else(|| AppError::not_found("template"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                ..Entry::new(
                    "delete",
                    "census_template",
                    format!("Deleted the census mapping template {name}"),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Discarded::Done)
    }
}

/// Mapping templates are the agency's; someone who sees one group (an employer admin) lists,
/// replaces and deletes only the ones they saved.
fn template_author(p: &Principal) -> Option<Uuid> {
    p.group_scope().map(|_| p.user_id)
}

/// An import the user can still change (not committed, undone or discarded).
async fn draft(
    tx: &mut tenants::TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<VersionRow, AppError> {
    let v = queries::get(tx, id, scope)
        .await?
        .ok_or_else(|| AppError::not_found("census import"))?;
    if v.status != "mapping" && v.status != "validated" {
        return Err(AppError::Conflict(format!(
            "this import is {} and can no longer change",
            v.status
        )));
    }
    Ok(v)
}

pub(crate) fn sanitize(name: &str) -> String {
    let mut cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    cleaned = cleaned.replace("..", "-");
    while cleaned.contains("--") {
        cleaned = cleaned.replace("--", "-");
    }
    let trimmed = cleaned.trim_matches(|c| c == '-' || c == '.');
    if trimmed.is_empty() {
        "census".into()
    } else {
        trimmed.chars().take(100).collect()
    }
}

fn member_out(m: &SnapshotMember) -> CensusMember {
    CensusMember {
        key: m.member_key.clone(),
        relationship: m.relationship.clone(),
        first_name: m.first_name.clone(),
        last_name: m.last_name.clone(),
        dob: m.dob,
    }
}

pub fn diff_members(
    from: i32,
    to: i32,
    before: &[SnapshotMember],
    after: &[SnapshotMember],
) -> CensusDiff {
    let old: HashMap<&str, &SnapshotMember> =
        before.iter().map(|m| (m.member_key.as_str(), m)).collect();
    let new: HashMap<&str, &SnapshotMember> =
        after.iter().map(|m| (m.member_key.as_str(), m)).collect();
    let added = after
        .iter()
        .filter(|m| !old.contains_key(m.member_key.as_str()))
        .map(member_out)
        .collect();
    let removed = before
        .iter()
        .filter(|m| !new.contains_key(m.member_key.as_str()))
        .map(member_out)
        .collect();
    let changed = after
        .iter()
        .filter_map(|m| {
            let o = old.get(m.member_key.as_str())?;
            let text = |v: &Option<String>| v.clone();
            let fields: [(&str, Option<String>, Option<String>); 9] = [
                (
                    "first_name",
                    Some(o.first_name.clone()),
                    Some(m.first_name.clone()),
                ),
                (
                    "last_name",
                    Some(o.last_name.clone()),
                    Some(m.last_name.clone()),
                ),
                (
                    "dob",
                    o.dob.map(|d| d.to_string()),
                    m.dob.map(|d| d.to_string()),
                ),
                ("zip", text(&o.zip), text(&m.zip)),
                ("medical_tier", text(&o.medical_tier), text(&m.medical_tier)),
                ("dental_tier", text(&o.dental_tier), text(&m.dental_tier)),
                ("vision_tier", text(&o.vision_tier), text(&m.vision_tier)),
                ("status", text(&o.status), text(&m.status)),
                (
                    "salary_cents",
                    o.salary_cents.map(|c| c.to_string()),
                    m.salary_cents.map(|c| c.to_string()),
                ),
            ];
            let changes: Vec<FieldChange> = fields
                .into_iter()
                .filter(|(_, b, a)| b != a)
                .map(|(f, before, after)| FieldChange {
                    field: f.into(),
                    before,
                    after,
                })
                .collect();
            (!changes.is_empty()).then(|| ChangedMember {
                member: member_out(m),
                changes,
            })
        })
        .collect();
    CensusDiff {
        from,
        to,
        added,
        removed,
        changed,
    }
}

fn clean_table(households: &[engine::Household]) -> Table {
    let mut rows = Vec::new();
    for (n, h) in households.iter().enumerate() {
        for p in h.members() {
            let rel = serde_json::to_value(p.relationship)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            let tier = |t: Option<engine::Tier>| {
                t.map(|t| match t {
                    engine::Tier::Waived => "W".to_string(),
                    other => format!("{other:?}"),
                })
                .unwrap_or_default()
            };
            rows.push(vec![
                (n + 1).to_string(),
                rel,
                p.first_name.clone().unwrap_or_default(),
                p.last_name.clone().unwrap_or_default(),
                p.dob.map(|d| d.to_string()).unwrap_or_default(),
                p.gender
                    .and_then(|g| serde_json::to_value(g).ok())
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
                p.zip.clone().unwrap_or_default(),
                tier(p.medical_tier),
                tier(p.dental_tier),
                tier(p.vision_tier),
                p.hire_date.map(|d| d.to_string()).unwrap_or_default(),
                p.salary_cents
                    .map(|c| format!("{}.{:02}", c / 100, c % 100))
                    .unwrap_or_default(),
                p.hours_per_week.map(|h| h.to_string()).unwrap_or_default(),
                p.email.clone().unwrap_or_default(),
            ]);
        }
    }
    Table {
        headers: vec![
            "Household",
            "Relationship",
            "First Name",
            "Last Name",
            "DOB",
            "Gender",
            "ZIP",
            "Medical Tier",
            "Dental Tier",
            "Vision Tier",
            "Hire Date",
            "Salary",
            "Hours",
            "Email",
        ],
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(key: &str, zip: &str, tier: &str) -> SnapshotMember {
        SnapshotMember {
            member_key: key.into(),
            employee_key: key.split(':').next().unwrap().into(),
            relationship: "employee".into(),
            first_name: "A".into(),
            last_name: "B".into(),
            dob: NaiveDate::from_ymd_opt(1980, 1, 1),
            gender: None,
            zip: Some(zip.into()),
            medical_tier: Some(tier.into()),
            dental_tier: None,
            vision_tier: None,
            status: Some("active".into()),
            salary_cents: None,
            tobacco: false,
            employee_class: None,
        }
    }

    #[test]
    fn diffs_members_by_key() {
        let before = [member("1", "80202", "EE"), member("2", "80203", "ES")];
        let after = [member("1", "80202", "EF"), member("3", "80204", "EE")];
        let d = diff_members(1, 2, &before, &after);
        assert_eq!(d.added.len(), 1);
        assert_eq!(d.removed[0].key, "2");
        assert_eq!(d.changed.len(), 1);
        assert_eq!(d.changed[0].changes[0].field, "medical_tier");
        assert_eq!(d.changed[0].changes[0].after.as_deref(), Some("EF"));
    }

    #[test]
    fn file_names_are_safe() {
        assert_eq!(sanitize("../../etc/passwd"), "etc-passwd");
        assert_eq!(sanitize("Acme Census 2026.xlsx"), "Acme-Census-2026.xlsx");
        assert_eq!(sanitize("..."), "census");
    }
}
