//! The same file cleaned: one row per person in standard columns, formula-safe. Nothing is
//! stored.

use chrono::Utc;

use super::{engine, import, labels, tables, worker, workflow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet;
use crate::state::AppState;

/// The cleaned file's name and bytes.
pub async fn clean_file(
    state: &AppState,
    p: &Principal,
    name: String,
    bytes: Vec<u8>,
) -> Result<(String, Vec<u8>), AppError> {
    p.require(state, "census", "read").await?;
    let stem = name
        .rsplit_once('.')
        .map(|(s, _)| s.to_string())
        .unwrap_or(name.clone());
    let csv = worker::run(move || -> Result<Vec<u8>, AppError> {
        let table = import::read_upload(bytes, name)?;
        let analysis = engine::analyse(&table, None);
        let checked = workflow::check(
            &table,
            analysis.header_row,
            &analysis.mapping(),
            Utc::now().date_naive(),
        );
        Ok(spreadsheet::to_csv(&tables::clean_table(
            &checked.normalised.households,
        )))
    })
    .await??;
    Ok((format!("{}-clean.csv", labels::sanitize(&stem)), csv))
}
