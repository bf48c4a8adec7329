//! The early-access waitlist for the platform's operators: a page of it, or all of it as a
//! spreadsheet.

use super::dto::{EarlyAccessSignup, EarlyAccessSignupPage};
use super::queries::{self, SignupRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::spreadsheet::{self, Cell, ExportFormat, Table};
use crate::state::AppState;

const SORTS: SortFields = &[
    ("created_at", "created_at"),
    ("name", "lower(name)"),
    ("agency_name", "lower(agency_name)"),
    ("agency_size", "agency_size"),
];

pub type ListParams = (
    Option<u32>,
    Option<u32>,
    Option<String>,
    Option<String>,
    Option<String>,
);

async fn read(
    state: &AppState,
    p: &Principal,
    params: ListParams,
    everything: bool,
) -> Result<(Vec<SignupRow>, i64), AppError> {
    p.require(state, "early_access", "read").await?;
    let (page, per_page, sort, order, q) = params;
    let list = ListQuery::parse(page, per_page, sort, order, q, SORTS, ("created_at", true))?;
    Ok(queries::signups(&state.pool, &list, everything).await?)
}

pub async fn list_waitlist(
    state: &AppState,
    p: &Principal,
    params: ListParams,
) -> Result<EarlyAccessSignupPage, AppError> {
    let (rows, total) = read(state, p, params, false).await?;
    Ok(EarlyAccessSignupPage {
        data: rows.into_iter().map(EarlyAccessSignup::from).collect(),
        total,
    })
}

pub struct WaitlistFile {
    pub bytes: Vec<u8>,
    pub file_name: String,
}

/// Every signup matching the search, oldest first as they joined.
pub async fn export_waitlist(
    state: &AppState,
    p: &Principal,
    q: Option<String>,
    format: ExportFormat,
) -> Result<WaitlistFile, AppError> {
    let params = (None, None, Some("created_at".into()), Some("ASC".into()), q);
    let (rows, _) = read(state, p, params, true).await?;
    let table = Table {
        headers: vec!["Joined", "Name", "Email", "Agency", "Size", "Interests"],
        rows: rows
            .into_iter()
            .map(|r| {
                vec![
                    Cell::DateTime(r.created_at.naive_utc()),
                    Cell::Text(r.name),
                    Cell::Text(r.email),
                    Cell::Text(r.agency_name),
                    Cell::Text(r.agency_size.as_str().to_string()),
                    Cell::Text(r.interests.join(", ")),
                ]
            })
            .collect(),
    };
    Ok(match format {
        ExportFormat::Csv => WaitlistFile {
            bytes: spreadsheet::to_csv(&table),
            file_name: "early-access-waitlist.csv".into(),
        },
        ExportFormat::Xlsx => WaitlistFile {
            bytes: spreadsheet::to_xlsx(&table, "Waitlist")
                .map_err(|e| AppError::Internal(e.to_string()))?,
            file_name: "early-access-waitlist.xlsx".into(),
        },
    })
}
