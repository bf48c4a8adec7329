//! A committed version's census as a file (CSV or XLSX; formula-safe).

use uuid::Uuid;

use super::{import, labels, queries, tables};
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet;
use crate::state::AppState;

pub enum Format {
    Csv,
    Xlsx,
}

/// The file's name and bytes.
pub async fn download_version(
    state: &AppState,
    p: &Principal,
    id: Uuid,
    format: Format,
) -> Result<(String, Vec<u8>), AppError> {
    p.require(state, "census", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let v = import::find(&mut tx, id, p.group_scope()).await?;
    let members = queries::members(&mut tx, v.id).await?;
    if members.is_empty() {
        return Err(AppError::Conflict(
            "only a committed version can be downloaded".into(),
        ));
    }
    let group_name = queries::group_name(&mut tx, v.group_id).await?;
    tx.commit().await?;
    let table = tables::version_table(members);
    let base = format!(
        "{}-census-v{}",
        labels::sanitize(&group_name),
        v.number.unwrap_or(0)
    );
    Ok(match format {
        Format::Csv => (format!("{base}.csv"), spreadsheet::to_csv(&table)),
        Format::Xlsx => (
            format!("{base}.xlsx"),
            spreadsheet::to_xlsx(&table, "Census")
                .map_err(|e| AppError::Internal(e.to_string()))?,
        ),
    })
}
