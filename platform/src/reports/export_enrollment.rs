//! The enrollment report as a spreadsheet: one table as CSV or a sheet, or every table in one
//! workbook, with the report's own figures.

use super::enrollment_report::{enrollment_report, EnrollmentAsked};
use super::files::{self, ReportFile};
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;
use crate::vocabulary::EnrollmentReportTable;

pub async fn export_enrollment(
    state: &AppState,
    p: &Principal,
    asked: EnrollmentAsked,
    format: ExportFormat,
    table: Option<EnrollmentReportTable>,
) -> Result<ReportFile, AppError> {
    let report = enrollment_report(state, p, asked).await?;
    let tables = files::enrollment_tables(&report, table)
        .into_iter()
        .map(|(code, name, table)| (code.as_str(), name, table))
        .collect();
    files::file(
        &format!("enrollment-{}-to-{}", report.from, report.to),
        format,
        tables,
    )
}
