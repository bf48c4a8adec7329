//! The book of business as a spreadsheet: one table as CSV or a sheet, or every table in one
//! workbook, with the report's own figures.

use super::book_of_business::{book_of_business, BookAsked};
use super::files::{self, ReportFile};
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;
use crate::vocabulary::BookReportTable;

pub async fn export_book(
    state: &AppState,
    p: &Principal,
    asked: BookAsked,
    format: ExportFormat,
    table: Option<BookReportTable>,
) -> Result<ReportFile, AppError> {
    let report = book_of_business(state, p, asked).await?;
    let tables = files::book_tables(&report, table)
        .into_iter()
        .map(|(code, name, table)| (code.as_str(), name, table))
        .collect();
    files::file(
        &format!("book-of-business-{}", report.as_of),
        format,
        tables,
    )
}
