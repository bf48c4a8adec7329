//! The discrepancies matching the filters as a spreadsheet (CSV or XLSX), formula-safe.

use super::list_discrepancies::SORTS;
use super::queries::{self, Filters};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::spreadsheet::{Cell, Table};
use crate::state::AppState;

const HEADERS: &[&str] = &[
    "Group",
    "Carrier",
    "Person",
    "Kind",
    "Field",
    "Coverage",
    "Canopy",
    "Carrier's list",
    "Premium at stake a month",
    "Status",
    "Assigned to",
    "Note",
    "Dismissed because",
    "First seen",
    "Last seen",
];

/// The sheet of the discrepancies the list shows for the same filters and search, all of them.
pub async fn discrepancies_sheet(
    state: &AppState,
    p: &Principal,
    filters: &Filters,
    q: Option<String>,
) -> Result<Table<Cell>, AppError> {
    p.require(state, "reconciliation", "read").await?;
    let search = ListQuery::parse(None, None, None, None, q, SORTS, ("d.premium_cents", true))?;
    let mut tx = p.tenant_tx(state).await?;
    let (rows, _, _) = queries::list(&mut tx, filters, &search, false).await?;
    tx.commit().await?;
    let text = |v: Option<String>| v.map_or(Cell::Empty, Cell::Text);
    let rows = rows
        .into_iter()
        .map(|r| {
            vec![
                Cell::Text(r.group_name),
                Cell::Text(r.carrier_name),
                Cell::Text(r.person_name),
                r.kind.into(),
                Cell::Text(r.field),
                Cell::Text(r.line),
                text(r.platform_value),
                text(r.carrier_value),
                Cell::cents(r.premium_cents),
                r.status.into(),
                text(r.assignee_name),
                text(r.note),
                text(r.dismiss_reason),
                Cell::DateTime(r.first_seen_at.naive_utc()),
                Cell::DateTime(r.last_seen_at.naive_utc()),
            ]
        })
        .collect();
    Ok(Table {
        headers: HEADERS.to_vec(),
        rows,
    })
}
