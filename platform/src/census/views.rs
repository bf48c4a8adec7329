//! What the census use cases hand back: stored versions and issues read back, pages of rows,
//! a file's analysis. Plain data; the API's objects are made from these (`dto.rs`).

use std::collections::HashMap;

use serde::Deserialize;

use super::engine::{self, Issue, Severity};
use super::queries::VersionRow;

/// A version as stored, and whether it is the group's latest committed one (only that one can be
/// undone).
pub struct ImportView {
    pub version: VersionRow,
    pub undoable: bool,
}

/// An issue as a check stored it (or as the engine found it).
#[derive(Debug, Clone, Deserialize)]
pub struct StoredIssue {
    #[serde(default)]
    pub row: i64,
    pub column: Option<i64>,
    pub field: Option<String>,
    #[serde(default = "error")]
    pub severity: Severity,
    #[serde(default)]
    pub code: String,
    #[serde(default)]
    pub message: String,
    pub header: Option<String>,
    pub dependent: Option<i32>,
}

fn error() -> Severity {
    Severity::Error
}

impl StoredIssue {
    pub fn list(value: &serde_json::Value) -> Vec<StoredIssue> {
        value
            .as_array()
            .map(|items| {
                items
                    .iter()
                    .filter_map(|i| serde_json::from_value(i.clone()).ok())
                    .collect()
            })
            .unwrap_or_default()
    }
}

impl From<&Issue> for StoredIssue {
    fn from(i: &Issue) -> Self {
        StoredIssue {
            row: i.row as i64,
            column: i.column.map(|c| c as i64),
            field: i
                .field
                .and_then(|f| serde_json::to_value(f).ok())
                .and_then(|v| v.as_str().map(str::to_string)),
            severity: i.severity,
            code: i.code.to_string(),
            message: i.message.clone(),
            header: i.header.clone(),
            dependent: i.dependent.map(i32::from),
        }
    }
}

/// A column of an analysed file with the field it maps to.
#[derive(Debug, Clone)]
pub struct ColumnView {
    pub index: i64,
    pub header: String,
    pub field: Option<String>,
    pub confidence: f64,
    pub samples: Vec<String>,
}

/// The stored columns, with the field the confirmed mapping chose for each (the guess where the
/// mapping says nothing of it).
pub fn columns(value: &serde_json::Value, mapping: &serde_json::Value) -> Vec<ColumnView> {
    let chosen: HashMap<i64, Option<String>> =
        serde_json::from_value::<Vec<super::import::MappedColumn>>(mapping.clone())
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
                    ColumnView {
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

/// A skipped row: its 1-based number and why (blank, totals, note or repeated_header).
#[derive(Debug, Clone)]
pub struct SkippedView {
    pub row: i64,
    pub reason: String,
}

pub fn skipped(value: &serde_json::Value) -> Vec<SkippedView> {
    value
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|r| SkippedView {
                    row: r["row"].as_i64().unwrap_or(0),
                    reason: r["reason"].as_str().unwrap_or("").to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A page of the file's rows with their issues.
pub struct RowsPage {
    pub headers: Vec<String>,
    pub rows: Vec<(i64, Vec<String>, Vec<StoredIssue>)>,
    pub total: i64,
}

/// Counts of a check.
pub struct CheckCounts {
    pub employees: i32,
    pub dependents: i32,
    pub without_email: i32,
    pub errors: i32,
    pub warnings: i32,
}

/// A file analysed as a census, nothing stored.
pub struct FileReport {
    pub file_name: String,
    pub format: &'static str,
    pub encoding: Option<String>,
    pub delimiter: Option<String>,
    pub header_row: i32,
    pub rows_total: i32,
    pub layout: serde_json::Value,
    pub columns: Vec<ColumnView>,
    pub skipped: Vec<SkippedView>,
    pub counts: CheckCounts,
    pub issues: Vec<StoredIssue>,
}

/// A skipped row of a fresh analysis.
pub fn skipped_of(rows: &[engine::SkippedRow]) -> Vec<SkippedView> {
    rows.iter()
        .map(|s| SkippedView {
            row: s.row as i64,
            reason: super::labels::skip_reason(&s.reason).into(),
        })
        .collect()
}
