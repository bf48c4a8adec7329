//! Analyse any file as a census: encoding, delimiter, header row, column guesses, problems.
//! Nothing is stored or imported.

use chrono::Utc;

use super::views::{self, CheckCounts, FileReport, StoredIssue};
use super::{engine, import, labels, worker, workflow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// Issues reported at most.
const SHOWN_ISSUES: usize = 500;

pub async fn analyse_file(
    state: &AppState,
    p: &Principal,
    name: String,
    bytes: Vec<u8>,
) -> Result<FileReport, AppError> {
    p.require(state, "census", "read").await?;
    worker::run(move || -> Result<FileReport, AppError> {
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
        Ok(FileReport {
            file_name: name,
            format: labels::format_name(&table.format),
            encoding: table.encoding.clone(),
            delimiter: table.delimiter.map(|d| d.to_string()),
            header_row: analysis.header_row as i32,
            rows_total: data_rows as i32,
            layout: labels::layout_json(&analysis.layout),
            columns: views::columns(&columns_json, &serde_json::Value::Null),
            skipped: views::skipped_of(&analysis.skipped),
            counts: CheckCounts {
                employees: checked.employees as i32,
                dependents: checked.dependents as i32,
                without_email: checked.without_email as i32,
                errors: checked.errors as i32,
                warnings: checked.warnings as i32,
            },
            issues: checked
                .issues
                .iter()
                .take(SHOWN_ISSUES)
                .map(StoredIssue::from)
                .collect(),
        })
    })
    .await?
}
