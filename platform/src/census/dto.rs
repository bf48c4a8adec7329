//! The census API's request and response objects, made from what the use cases return.

use super::engine::Severity;
use crate::vocabulary::CensusStatus;
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Multipart, Object};
use uuid::Uuid;

use super::compare;
use super::fields;
use super::import::MAX_FILE_BYTES;
use super::queries::{TemplateRow, VersionRow};
use super::snapshot::SnapshotMember;
use super::views::{self, ColumnView, FileReport, ImportView, RowsPage, SkippedView, StoredIssue};
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
    pub severity: Severity,
    pub code: String,
    pub message: String,
    /// The header of the column at fault, as the file spells it.
    pub header: Option<String>,
    /// On a file with dependents in the employee's row, the dependent concerned: 0 the spouse,
    /// n the n-th dependent.
    pub dependent: Option<i32>,
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
    /// Employees without an email address, who cannot be invited to enroll until one is added.
    pub without_email: i32,
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
    pub status: CensusStatus,
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
    /// No column is mapped to a coverage tier: everyone listed would count as covered and
    /// nobody as waived.
    pub no_tier_column: bool,
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
    /// No column was recognised as a coverage tier.
    pub no_tier_column: bool,
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

impl From<StoredIssue> for CensusIssue {
    fn from(i: StoredIssue) -> Self {
        CensusIssue {
            row: i.row,
            column: i.column,
            field: i.field,
            severity: i.severity,
            code: i.code,
            message: i.message,
            header: i.header,
            dependent: i.dependent,
        }
    }
}

impl From<ColumnView> for CensusColumn {
    fn from(c: ColumnView) -> Self {
        CensusColumn {
            index: c.index,
            header: c.header,
            field: c.field,
            confidence: c.confidence,
            samples: c.samples,
        }
    }
}

impl From<SkippedView> for SkippedRow {
    fn from(s: SkippedView) -> Self {
        SkippedRow {
            row: s.row,
            reason: s.reason,
        }
    }
}

fn no_tier(columns: &[CensusColumn]) -> bool {
    !fields::has_tier(columns.iter().filter_map(|c| c.field.as_deref()))
}

fn field_options() -> Vec<FieldOption> {
    fields::options()
        .into_iter()
        .map(|(key, label)| FieldOption { key, label })
        .collect()
}

impl From<ImportView> for CensusImport {
    fn from(view: ImportView) -> Self {
        let ImportView {
            version: v,
            undoable,
        } = view;
        let columns: Vec<CensusColumn> = views::columns(&v.columns, &v.mapping)
            .into_iter()
            .map(Into::into)
            .collect();
        CensusImport {
            no_tier_column: no_tier(&columns),
            counts: CensusCounts {
                employees: v.employees,
                dependents: v.dependents,
                without_email: v.without_email,
                adds: v.adds,
                updates: v.updates,
                terminations: v.terminations,
                errors: v.errors,
                warnings: v.warnings,
            },
            columns,
            skipped: views::skipped(&v.skipped)
                .into_iter()
                .map(Into::into)
                .collect(),
            issues: StoredIssue::list(&v.issues)
                .into_iter()
                .map(Into::into)
                .collect(),
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
}

impl From<VersionRow> for CensusImport {
    /// A draft or a version just changed, which is never the one to undo.
    fn from(version: VersionRow) -> Self {
        ImportView {
            version,
            undoable: false,
        }
        .into()
    }
}

impl From<RowsPage> for CensusRows {
    fn from(page: RowsPage) -> Self {
        CensusRows {
            headers: page.headers,
            data: page
                .rows
                .into_iter()
                .map(|(row, cells, issues)| CensusRow {
                    row,
                    cells,
                    issues: issues.into_iter().map(Into::into).collect(),
                })
                .collect(),
            total: page.total,
        }
    }
}

impl From<&SnapshotMember> for CensusMember {
    fn from(m: &SnapshotMember) -> Self {
        CensusMember {
            key: m.member_key.clone(),
            relationship: m.relationship.clone(),
            first_name: m.first_name.clone(),
            last_name: m.last_name.clone(),
            dob: m.dob,
        }
    }
}

impl CensusDiff {
    pub fn of(from: i32, to: i32, diff: compare::Diff<'_>) -> Self {
        CensusDiff {
            from,
            to,
            added: diff.added.into_iter().map(Into::into).collect(),
            removed: diff.removed.into_iter().map(Into::into).collect(),
            changed: diff
                .changed
                .into_iter()
                .map(|(m, changes)| ChangedMember {
                    member: m.into(),
                    changes: changes
                        .into_iter()
                        .map(|c| FieldChange {
                            field: c.field.into(),
                            before: c.before,
                            after: c.after,
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

impl From<FileReport> for FileAnalysis {
    fn from(r: FileReport) -> Self {
        let columns: Vec<CensusColumn> = r.columns.into_iter().map(Into::into).collect();
        FileAnalysis {
            no_tier_column: no_tier(&columns),
            columns,
            file_name: r.file_name,
            format: r.format.into(),
            encoding: r.encoding,
            delimiter: r.delimiter,
            header_row: r.header_row,
            rows_total: r.rows_total,
            layout: r.layout,
            skipped: r.skipped.into_iter().map(Into::into).collect(),
            counts: CensusCounts {
                employees: r.counts.employees,
                dependents: r.counts.dependents,
                without_email: r.counts.without_email,
                adds: 0,
                updates: 0,
                terminations: 0,
                errors: r.counts.errors,
                warnings: r.counts.warnings,
            },
            issues: r.issues.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<TemplateRow> for MappingTemplate {
    fn from(t: TemplateRow) -> Self {
        MappingTemplate {
            id: t.id,
            name: t.name,
            headers: t.headers_key.split('|').map(str::to_string).collect(),
            use_count: t.use_count,
            used_at: t.used_at,
        }
    }
}
