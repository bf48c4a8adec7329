//! Everyone's current elections in a window as a sheet, one row per election (or one for
//! someone with none).

use uuid::Uuid;

use super::queries;
use super::views::briefs;
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet::{Cell, Table};
use crate::state::AppState;

/// The sheet and the file name it goes out under (without extension).
pub struct ElectionsSheet {
    pub table: Table<Cell>,
    pub name: String,
}

pub async fn elections_sheet(
    state: &AppState,
    p: &Principal,
    window_id: Uuid,
) -> Result<ElectionsSheet, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let window = queries::window(&mut tx, window_id, p.group_scope()).await?;
    let all = queries::all_participants(&mut tx, window.id).await?;
    let rows = briefs(&mut tx, all).await?;
    tx.commit().await?;
    let mut table: Table<Cell> = Table {
        headers: vec![
            "Employee",
            "Email",
            "Class",
            "Status",
            "Signed",
            "Assisted",
            "Line",
            "Carrier",
            "Plan",
            "Tier",
            "Waiver reason",
            "Employee monthly",
            "Per paycheck",
        ],
        rows: Vec::new(),
    };
    for r in rows {
        let common = |line: &str| -> Vec<Cell> {
            vec![
                r.name.clone().into(),
                r.email.clone().into(),
                r.employee_class.clone().into(),
                r.status.into(),
                r.signed_at
                    .map_or(Cell::Empty, |d| Cell::DateTime(d.naive_utc())),
                if r.assisted { "yes" } else { "" }.into(),
                line.into(),
            ]
        };
        if r.elections.is_empty() {
            let mut row = common("");
            row.extend(std::iter::repeat_n(Cell::Empty, 6));
            table.rows.push(row);
        }
        for e in &r.elections {
            let mut row = common(e.line.as_str());
            row.extend([
                e.carrier_name.clone().into(),
                e.plan_name.clone().into(),
                e.tier.into(),
                e.waive_reason.into(),
                Cell::cents(e.employee_cents),
                r.per_paycheck_cents.map_or(Cell::Empty, Cell::cents),
            ]);
            table.rows.push(row);
        }
    }
    let name = format!(
        "elections-{}-{}",
        window
            .group_name
            .to_lowercase()
            .replace(|c: char| !c.is_ascii_alphanumeric(), "-"),
        window.plan_year
    );
    Ok(ElectionsSheet { table, name })
}
