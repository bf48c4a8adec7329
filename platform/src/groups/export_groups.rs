//! The list of groups as a spreadsheet (CSV or XLSX), formula-safe; at most 10,000 rows.

use super::list_groups::GroupListing;
use super::queries::{self, GroupRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet::{self, Cell, ExportFormat, Table};
use crate::state::AppState;
use chrono::Utc;

const MAX_ROWS: i64 = 10_000;

/// The list as asked for, in one file (the listing's page is ignored: the file has every row).
pub struct GroupExport {
    pub format: ExportFormat,
    pub listing: GroupListing,
}

/// The file's name and bytes.
pub async fn export_groups(
    state: &AppState,
    p: &Principal,
    asked: GroupExport,
) -> Result<(String, Vec<u8>), AppError> {
    p.require(state, "groups", "read").await?;
    let (query, filters) = asked.listing.parse(p)?;
    let mut tx = p.tenant_tx(state).await?;
    let rows = queries::all(&mut tx, &query, &filters, MAX_ROWS + 1).await?;
    tx.commit().await?;
    if rows.len() as i64 > MAX_ROWS {
        return Err(AppError::LimitReached {
            message: format!(
                "more than {MAX_ROWS} groups match; narrow the export by stage or status"
            ),
            limit: MAX_ROWS as u64,
            field: Some("q"),
        });
    }
    let table = table(rows);
    let today = Utc::now().date_naive();
    Ok(match asked.format {
        ExportFormat::Csv => (format!("groups-{today}.csv"), spreadsheet::to_csv(&table)),
        ExportFormat::Xlsx => (
            format!("groups-{today}.xlsx"),
            spreadsheet::to_xlsx(&table, "Groups")
                .map_err(|e| AppError::Internal(e.to_string()))?,
        ),
    })
}

fn table(rows: Vec<GroupRow>) -> Table<Cell> {
    Table {
        headers: vec![
            "Name",
            "DBA",
            "EIN",
            "Stage",
            "Status",
            "City",
            "State",
            "ZIP",
            "Rating area",
            "Headcount",
            "Effective",
            "Renewal",
            "Broker",
            "Current carrier",
        ],
        rows: rows
            .into_iter()
            .map(|g| {
                vec![
                    g.name.into(),
                    g.dba.into(),
                    g.ein.into(),
                    g.stage.as_str().into(),
                    g.status.as_str().into(),
                    g.city.into(),
                    g.state.into(),
                    g.zip.into(),
                    g.rating_area.into(),
                    Cell::Integer(g.headcount),
                    g.effective_date.into(),
                    g.renewal_date.into(),
                    g.broker_name.into(),
                    g.current_carrier.into(),
                ]
            })
            .collect(),
    }
}
