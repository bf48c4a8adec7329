//! The reports' tables as spreadsheets: each table on its own as CSV or a workbook sheet, or
//! the whole report as a workbook of one sheet per table. Amounts in dollars and cents, rates
//! and shares in percent. Pure.

use rust_decimal::Decimal;

use super::dto::{BookOfBusinessReport, EnrollmentReport};
use crate::enrollment::elections::waive_label;
use crate::error::AppError;
use crate::spreadsheet::{self, Cell, ExportFormat, Table};
use crate::vocabulary::{
    BookReportTable, EnrollmentMode, EnrollmentReportTable, Line, PremiumSource, WindowState,
};

/// A report file's name and bytes.
pub struct ReportFile {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

fn line_label(line: Line) -> &'static str {
    match line {
        Line::Medical => "Medical",
        Line::Dental => "Dental",
        Line::Vision => "Vision",
    }
}

fn state_label(state: WindowState) -> &'static str {
    match state {
        WindowState::Scheduled => "Scheduled",
        WindowState::Open => "Open",
        WindowState::Ended => "Ended",
        WindowState::Closed => "Closed",
    }
}

fn mode_label(mode: EnrollmentMode) -> &'static str {
    match mode {
        EnrollmentMode::Active => "Active",
        EnrollmentMode::Passive => "Passive",
    }
}

fn source_label(source: Option<PremiumSource>) -> &'static str {
    match source {
        Some(PremiumSource::Enrolled) => "Elections in force",
        Some(PremiumSource::Recorded) => "Recorded on the group",
        None => "Not known",
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A rate in basis points as a percentage (450 → 4.5).
fn percent_of_bps(bps: i32) -> Cell {
    Cell::Number(Decimal::from(bps) / Decimal::from(100))
}

/// A percentage the report carries as a float with one decimal.
fn percent(value: f64) -> Cell {
    Decimal::try_from(value).map_or(Cell::Empty, |d| Cell::Number(d.round_dp(1)))
}

fn count(n: i64) -> Cell {
    Cell::Integer(n)
}

/// The book of business's table (`Some`) or every table.
pub fn book_tables(
    report: &BookOfBusinessReport,
    only: Option<BookReportTable>,
) -> Vec<(BookReportTable, &'static str, Table<Cell>)> {
    let tables = [
        BookReportTable::Premium,
        BookReportTable::Stages,
        BookReportTable::Renewals,
    ];
    tables
        .into_iter()
        .filter(|t| only.is_none_or(|o| o == *t))
        .map(|t| match t {
            BookReportTable::Premium => (t, "Premium", premium_table(report)),
            BookReportTable::Stages => (t, "Stages", stages_table(report)),
            BookReportTable::Renewals => (t, "Renewals", renewals_table(report)),
        })
        .collect()
}

fn premium_table(report: &BookOfBusinessReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Carrier",
            "Line",
            "Groups",
            "Subscribers",
            "Monthly premium",
            "Annual premium",
            "From elections in force",
            "Recorded on groups",
            "Employer share",
            "Commission rate (%)",
            "Monthly commission",
            "Annual commission",
        ],
        rows: report
            .premium
            .iter()
            .map(|r| {
                vec![
                    Cell::Text(
                        r.carrier_name
                            .clone()
                            .unwrap_or_else(|| "Carrier not recorded".into()),
                    ),
                    line_label(r.line).into(),
                    count(r.groups),
                    count(r.subscribers),
                    Cell::cents(r.monthly_premium_cents),
                    Cell::cents(r.annual_premium_cents),
                    Cell::cents(r.enrolled_premium_cents),
                    Cell::cents(r.recorded_premium_cents),
                    Cell::cents(r.employer_cents),
                    r.rate_bps.map_or(Cell::Empty, percent_of_bps),
                    r.monthly_commission_cents.map_or(Cell::Empty, Cell::cents),
                    r.annual_commission_cents.map_or(Cell::Empty, Cell::cents),
                ]
            })
            .collect(),
    }
}

fn stages_table(report: &BookOfBusinessReport) -> Table<Cell> {
    Table {
        headers: vec!["Stage", "Groups", "Clients in the book", "Monthly premium"],
        rows: report
            .stages
            .iter()
            .map(|s| {
                vec![
                    s.stage.label().into(),
                    count(s.groups),
                    count(s.book_groups),
                    Cell::cents(s.monthly_premium_cents),
                ]
            })
            .collect(),
    }
}

fn renewals_table(report: &BookOfBusinessReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Month",
            "Group",
            "Stage",
            "Renewal date",
            "Broker",
            "Monthly premium",
            "Annual premium",
            "Premium from",
        ],
        rows: report
            .renewals
            .iter()
            .flat_map(|m| {
                m.renewing.iter().map(move |g| {
                    vec![
                        Cell::Text(m.month.format("%Y-%m").to_string()),
                        g.group_name.clone().into(),
                        g.stage.label().into(),
                        g.renewal_date.into(),
                        g.broker_name.clone().into(),
                        g.monthly_premium_cents.map_or(Cell::Empty, Cell::cents),
                        g.annual_premium_cents.map_or(Cell::Empty, Cell::cents),
                        source_label(g.source).into(),
                    ]
                })
            })
            .collect(),
    }
}

/// The enrollment report's table (`Some`) or every table.
pub fn enrollment_tables(
    report: &EnrollmentReport,
    only: Option<EnrollmentReportTable>,
) -> Vec<(EnrollmentReportTable, &'static str, Table<Cell>)> {
    EnrollmentReportTable::ALL
        .iter()
        .copied()
        .filter(|t| only.is_none_or(|o| o == *t))
        .map(|t| match t {
            EnrollmentReportTable::Enrollments => (t, "Enrollments", enrollments_table(report)),
            EnrollmentReportTable::Participation => {
                (t, "Participation", participation_table(report))
            }
            EnrollmentReportTable::Elections => (t, "Elections", elections_table(report)),
            EnrollmentReportTable::Waivers => (t, "Waivers", waivers_table(report)),
            EnrollmentReportTable::Completion => (t, "Completion", completion_table(report)),
        })
        .collect()
}

fn enrollments_table(report: &EnrollmentReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Group",
            "Plan year",
            "Mode",
            "Opens",
            "Closes",
            "Coverage starts",
            "State",
            "Eligible",
            "Not started",
            "In progress",
            "Enrolled",
            "Waived",
            "Complete (%)",
        ],
        rows: report
            .enrollments
            .iter()
            .map(|e| {
                vec![
                    e.group_name.clone().into(),
                    e.plan_year.into(),
                    mode_label(e.mode).into(),
                    e.starts_on.into(),
                    e.ends_on.into(),
                    e.coverage_start.into(),
                    state_label(e.state).into(),
                    count(e.eligible),
                    count(e.not_started),
                    count(e.in_progress),
                    count(e.enrolled),
                    count(e.waived),
                    percent(e.completion_pct),
                ]
            })
            .collect(),
    }
}

fn participation_table(report: &EnrollmentReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Group",
            "Plan year",
            "Line",
            "Carrier",
            "Minimum (%)",
            "Eligible",
            "Enrolled",
            "Waived, other coverage",
            "Waived, counted",
            "Participation (%)",
            "Meets the minimum",
        ],
        rows: report
            .participation
            .iter()
            .map(|c| {
                vec![
                    c.group_name.clone().into(),
                    c.plan_year.into(),
                    line_label(c.line).into(),
                    c.carrier_name.clone().into(),
                    percent(c.minimum_pct),
                    count(c.eligible),
                    count(c.enrolled),
                    count(c.waived_other_coverage),
                    count(c.waived_counted),
                    c.participation_pct.map_or(Cell::Empty, percent),
                    if c.status == crate::plan_design::checks::Status::Pass {
                        "Yes"
                    } else {
                        "No"
                    }
                    .into(),
                ]
            })
            .collect(),
    }
}

fn elections_table(report: &EnrollmentReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Line",
            "Carrier",
            "Plan ID",
            "Plan",
            "Tier",
            "Employees",
            "Groups",
        ],
        rows: report
            .elections
            .iter()
            .map(|e| {
                vec![
                    line_label(e.line).into(),
                    e.carrier_name.clone().into(),
                    e.plan_id.clone().into(),
                    e.plan_name.clone().into(),
                    e.tier.as_str().into(),
                    count(e.count),
                    count(e.groups),
                ]
            })
            .collect(),
    }
}

fn waivers_table(report: &EnrollmentReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Line",
            "Reason",
            "Employees",
            "Counts against participation",
        ],
        rows: report
            .waivers
            .iter()
            .map(|w| {
                vec![
                    line_label(w.line).into(),
                    capitalized(waive_label(w.reason)).into(),
                    count(w.count),
                    if w.counts_against_participation {
                        "Yes"
                    } else {
                        "No"
                    }
                    .into(),
                ]
            })
            .collect(),
    }
}

fn completion_table(report: &EnrollmentReport) -> Table<Cell> {
    Table {
        headers: vec![
            "Group",
            "Plan year",
            "Day",
            "Submitted that day",
            "Submitted to date",
            "Eligible",
            "Complete (%)",
        ],
        rows: report
            .completion
            .iter()
            .flat_map(|s| {
                s.days.iter().map(move |d| {
                    vec![
                        s.group_name.clone().into(),
                        s.plan_year.into(),
                        d.day.into(),
                        count(d.submitted_on_day),
                        count(d.submitted),
                        count(s.eligible),
                        percent(d.completion_pct),
                    ]
                })
            })
            .collect(),
    }
}

/// The tables as one file: a CSV of one table, or a workbook of each table's sheet.
pub fn file(
    stem: &str,
    format: ExportFormat,
    tables: Vec<(&'static str, &'static str, Table<Cell>)>,
) -> Result<ReportFile, AppError> {
    match format {
        ExportFormat::Csv => {
            let [(code, _, table)] = <[_; 1]>::try_from(tables).map_err(|_| {
                AppError::field(
                    "table",
                    "choose the table to export as CSV; a workbook carries every table",
                )
            })?;
            Ok(ReportFile {
                file_name: format!("{stem}-{code}.csv"),
                bytes: spreadsheet::to_csv(&table),
            })
        }
        ExportFormat::Xlsx => {
            let file_name = match tables.as_slice() {
                [(code, _, _)] => format!("{stem}-{code}.xlsx"),
                _ => format!("{stem}.xlsx"),
            };
            let sheets: Vec<(&str, &Table<Cell>)> =
                tables.iter().map(|(_, name, t)| (*name, t)).collect();
            Ok(ReportFile {
                file_name,
                bytes: spreadsheet::to_workbook(&sheets)
                    .map_err(|e| AppError::Internal(e.to_string()))?,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_as_people_write_them() {
        assert_eq!(
            capitalized("covered by a spouse's plan"),
            "Covered by a spouse's plan"
        );
        assert_eq!(capitalized(""), "");
        assert_eq!(percent_of_bps(450), Cell::Number(Decimal::new(45, 1)));
        assert_eq!(percent(66.66), Cell::Number(Decimal::new(667, 1)));
    }

    #[test]
    fn a_csv_carries_one_table() {
        let table = || Table {
            headers: vec!["A"],
            rows: vec![vec![Cell::Integer(1)]],
        };
        let one = file(
            "book",
            ExportFormat::Csv,
            vec![("premium", "Premium", table())],
        )
        .unwrap();
        assert_eq!(one.file_name, "book-premium.csv");
        assert_eq!(String::from_utf8(one.bytes).unwrap(), "A\n1\n");
        assert!(file(
            "book",
            ExportFormat::Csv,
            vec![
                ("premium", "Premium", table()),
                ("stages", "Stages", table())
            ]
        )
        .is_err());
        let all = file(
            "book",
            ExportFormat::Xlsx,
            vec![
                ("premium", "Premium", table()),
                ("stages", "Stages", table()),
            ],
        )
        .unwrap();
        assert_eq!(all.file_name, "book.xlsx");
        assert!(all.bytes.starts_with(b"PK"));
    }
}
