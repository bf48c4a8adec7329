//! The employee directory as a spreadsheet (CSV or XLSX): everyone the caller may see that the
//! directory's search and filters match, in its order, with typed cells (dates are dates, pay
//! is money). Written to the audit log, since it carries personal data.

use chrono::Utc;

use super::queries;
use super::view_employees::DirectoryListing;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::spreadsheet::{self as export, Cell, Formats};
use crate::state::AppState;

/// More than this is refused (narrow the search): a workbook is built in memory.
pub const MAX_ROWS: i64 = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
}

pub struct File {
    pub bytes: Vec<u8>,
    pub filename: String,
    pub rows: usize,
}

const HEADERS: [&str; 22] = [
    "Employee ID",
    "Last name",
    "First name",
    "Group",
    "Status",
    "Employment type",
    "Class",
    "Job class",
    "Email",
    "Phone",
    "City",
    "State",
    "ZIP",
    "Date of birth",
    "Hire date",
    "Termination date",
    "Medical tier",
    "Dental tier",
    "Vision tier",
    "Hours per week",
    "Annual salary",
    "Hourly rate",
];

fn cells(e: queries::EmployeeRow) -> Vec<Cell> {
    vec![
        e.external_id.into(),
        e.last_name.into(),
        e.first_name.into(),
        e.group_name.into(),
        e.status.into(),
        e.employment_type.into(),
        e.employee_class.into(),
        e.job_class.into(),
        e.email.into(),
        e.phone.into(),
        e.city.into(),
        e.state.into(),
        e.zip.into(),
        e.dob.into(),
        e.hire_date.into(),
        e.termination_date.into(),
        e.medical_tier.into(),
        e.dental_tier.into(),
        e.vision_tier.into(),
        e.hours_per_week.map_or(Cell::Empty, Cell::Number),
        e.salary_cents.map_or(Cell::Empty, Cell::cents),
        e.hourly_rate_cents.map_or(Cell::Empty, Cell::cents),
    ]
}

/// The directory export for `p`: an employer admin gets their group only, whatever they ask.
pub async fn directory(
    state: &AppState,
    p: &Principal,
    ip: &str,
    format: Format,
    asked: DirectoryListing,
) -> Result<File, AppError> {
    let (query, filters) = asked.parse(p)?;
    p.require(state, "employees", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let too_many = || AppError::LimitReached {
        message: format!(
            "more than {MAX_ROWS} employees match; narrow the export by group or status"
        ),
        limit: MAX_ROWS as u64,
        field: Some("q"),
    };
    let mut rows = 0usize;
    let bytes = match format {
        Format::Csv => {
            let mut writer = csv::Writer::from_writer(Vec::new());
            let mut write = |record: Vec<String>| {
                writer
                    .write_record(record)
                    .map_err(|e| AppError::Internal(e.to_string()))
            };
            write(HEADERS.iter().map(|h| h.to_string()).collect())?;
            queries::each_matching(&mut tx, &query, &filters, MAX_ROWS + 1, |e| {
                rows += 1;
                if rows as i64 > MAX_ROWS {
                    return Err(too_many());
                }
                write(cells(e).iter().map(Cell::to_csv).collect())
            })
            .await?;
            writer
                .into_inner()
                .map_err(|e| AppError::Internal(e.to_string()))?
        }
        Format::Xlsx => {
            let xlsx = |e: rust_xlsxwriter::XlsxError| AppError::Internal(e.to_string());
            let mut workbook = rust_xlsxwriter::Workbook::new();
            let sheet = workbook.add_worksheet();
            sheet.set_name("Employees").map_err(xlsx)?;
            let formats = Formats::default();
            for (c, h) in HEADERS.iter().enumerate() {
                sheet
                    .write_string_with_format(0, c as u16, *h, &formats.header)
                    .map_err(xlsx)?;
            }
            queries::each_matching(&mut tx, &query, &filters, MAX_ROWS + 1, |e| {
                rows += 1;
                if rows as i64 > MAX_ROWS {
                    return Err(too_many());
                }
                for (c, cell) in cells(e).iter().enumerate() {
                    export::write_cell(sheet, rows as u32, c as u16, cell, &formats)
                        .map_err(xlsx)?;
                }
                Ok(())
            })
            .await?;
            sheet.set_freeze_panes(1, 0).map_err(xlsx)?;
            sheet.autofit();
            workbook.save_to_buffer().map_err(xlsx)?
        }
    };
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            group_id: filters.scope.or(filters.group_id),
            after: Some(serde_json::json!({
                "rows": rows,
                "q": query.q,
                "group_id": filters.group_id,
                "status": filters.status,
            })),
            ..Entry::new("export", "employee", format!("Exported {rows} employees"))
        },
    )
    .await?;
    tx.commit().await?;
    let extension = match format {
        Format::Csv => "csv",
        Format::Xlsx => "xlsx",
    };
    Ok(File {
        bytes,
        filename: format!("employees-{}.{extension}", Utc::now().date_naive()),
        rows,
    })
}
