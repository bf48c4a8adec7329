//! A group's premium statement for a month as a workbook or a PDF in the agency's brand.

use chrono::NaiveDate;
use uuid::Uuid;

use super::dto::StatementFileFormat;
use super::statement_file;
use super::view_statement::view_statement;
use crate::auth::Principal;
use crate::brand::letterhead::letterhead;
use crate::error::AppError;
use crate::quotes::rules::file_slug;
use crate::state::AppState;

pub struct StatementFile {
    pub bytes: Vec<u8>,
    pub file_name: String,
}

pub async fn export_statement(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    month: NaiveDate,
    format: StatementFileFormat,
) -> Result<StatementFile, AppError> {
    let statement = view_statement(state, p, group_id, month).await?;
    let stem = format!(
        "{}-premium-statement-{}",
        file_slug(&statement.group_name),
        month.format("%Y-%m")
    );
    Ok(match format {
        StatementFileFormat::Xlsx => StatementFile {
            bytes: statement_file::workbook(&statement).map_err(AppError::Internal)?,
            file_name: format!("{stem}.xlsx"),
        },
        StatementFileFormat::Pdf => {
            let letterhead = letterhead(state, p.agency()?).await?;
            StatementFile {
                bytes: statement_file::pdf(&statement, &letterhead).map_err(AppError::Internal)?,
                file_name: format!("{stem}.pdf"),
            }
        }
    })
}
