//! A carrier's invoice (its list bill) read into rows: CSV or XLSX through the census reader,
//! its columns found by the names carriers give them. Credits may be negative, written `-12.50`
//! or `(12.50)`. Every problem names the row; an invoice with a problem is refused whole.

use super::rules::InvoiceRow;
use crate::census::engine::{self, NamedColumn, NamedTable};
use crate::reconciliation::carrier_list::{line, tier};

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum InvoiceError {
    #[error("{0}")]
    Unreadable(String),
    #[error("the invoice has no column for: {}", .0.join(", "))]
    MissingColumns(Vec<&'static str>),
    #[error("row {row}: {problem}")]
    Row { row: usize, problem: String },
    #[error("the invoice has no rows")]
    Empty,
}

/// Whether the invoice came as text or as a workbook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Csv,
    Xlsx,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Csv => "csv",
            Source::Xlsx => "xlsx",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Source::Csv => "text/csv",
            Source::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        }
    }
}

/// The columns an invoice is read by, with the header names carriers use, and whether each is
/// required.
const COLUMNS: &[NamedColumn] = &[
    (
        "subscriber id",
        &[
            "subscriberid",
            "memberid",
            "employeeid",
            "subscriber",
            "subscribernumber",
            "certificate",
            "certificatenumber",
            "eeid",
        ],
        true,
    ),
    (
        "last name",
        &["lastname", "last", "surname", "subscriberlastname"],
        true,
    ),
    (
        "first name",
        &["firstname", "first", "givenname", "subscriberfirstname"],
        true,
    ),
    (
        "coverage",
        &["coverage", "line", "product", "benefit", "coveragetype"],
        true,
    ),
    (
        "premium",
        &[
            "premium",
            "amount",
            "billed",
            "billedamount",
            "billedpremium",
            "currentpremium",
            "monthlypremium",
            "totalpremium",
            "charge",
            "amountdue",
        ],
        true,
    ),
    ("plan id", &["planid", "plan", "plancode"], false),
    ("tier", &["tier", "coveragetier", "coveragelevel"], false),
];

pub fn read(bytes: &[u8], file_name: &str) -> Result<(Source, Vec<InvoiceRow>), InvoiceError> {
    let table =
        engine::read(bytes, file_name).map_err(|e| InvoiceError::Unreadable(e.to_string()))?;
    let source = if table.sheet.is_some() {
        Source::Xlsx
    } else {
        Source::Csv
    };
    let named = NamedTable::locate(&table, COLUMNS).map_err(InvoiceError::MissingColumns)?;
    let mut rows = Vec::new();
    for r in named.rows() {
        let row = r.number();
        let cell = |name: &str| r.cell(name);
        let problem = |what: String| InvoiceError::Row { row, problem: what };
        let required =
            |name: &'static str| cell(name).ok_or_else(|| problem(format!("{name} is empty")));
        let coverage = required("coverage")?;
        let line = line(&coverage).ok_or_else(|| {
            problem(format!(
                "coverage '{coverage}' is not medical, dental or vision"
            ))
        })?;
        let tier = match cell("tier") {
            None => None,
            Some(text) => Some(
                tier(&text)
                    .ok_or_else(|| problem(format!("tier '{text}' is not EE, ES, EC or EF")))?,
            ),
        };
        let premium = required("premium")?;
        let billed_cents = amount(&premium)
            .ok_or_else(|| problem(format!("premium '{premium}' is not an amount")))?;
        rows.push(InvoiceRow {
            row,
            subscriber_id: required("subscriber id")?,
            first_name: required("first name")?,
            last_name: required("last name")?,
            line: line.to_string(),
            plan_id: cell("plan id"),
            tier,
            billed_cents,
        });
    }
    if rows.is_empty() {
        return Err(InvoiceError::Empty);
    }
    Ok((source, rows))
}

/// An amount in cents; a credit as `-12.50` or `(12.50)`.
fn amount(text: &str) -> Option<i64> {
    let trimmed = text.trim();
    let (negative, unsigned) =
        if let Some(inner) = trimmed.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            (true, inner)
        } else if let Some(rest) = trimmed.strip_prefix('-') {
            (true, rest)
        } else {
            (false, trimmed)
        };
    let cents = engine::parse_cents(unsigned.trim())?;
    Some(if negative { -cents } else { cents })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str =
        "Member ID,Last Name,First Name,Product,Plan Code,Coverage Level,Billed Amount\n";

    #[test]
    fn a_list_bill_is_read_by_its_column_names_with_credits() {
        let csv = format!(
            "{HEADER}E001,Lopez,Ana,Medical,71234CO0010001,Employee Only,\"$1,204.50\"\nE001,Lopez,Ana,Dental,,EE,(12.25)\nE002,Ito,Ben,Vision,,,-3.10\n"
        );
        let (source, rows) = read(csv.as_bytes(), "bill.csv").unwrap();
        assert_eq!(source, Source::Csv);
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].billed_cents, 120_450);
        assert_eq!(rows[0].tier.as_deref(), Some("EE"));
        assert_eq!(rows[0].plan_id.as_deref(), Some("71234CO0010001"));
        assert_eq!(
            (rows[1].line.as_str(), rows[1].billed_cents),
            ("dental", -1_225)
        );
        assert_eq!(
            (rows[2].tier.clone(), rows[2].billed_cents, rows[2].row),
            (None, -310, 4)
        );
    }

    #[test]
    fn a_list_bill_workbook_is_read_like_its_text() {
        use crate::spreadsheet::{to_xlsx, Cell, Table};
        let table = Table {
            headers: vec![
                "Subscriber ID",
                "Last name",
                "First name",
                "Coverage",
                "Tier",
                "Premium",
            ],
            rows: vec![vec![
                Cell::Text("E001".into()),
                Cell::Text("Lopez".into()),
                Cell::Text("Ana".into()),
                Cell::Text("Dental".into()),
                Cell::Text("ES".into()),
                Cell::cents(10_875),
            ]],
        };
        let bytes = to_xlsx(&table, "Bill").unwrap();
        let (source, rows) = read(&bytes, "bill.xlsx").unwrap();
        assert_eq!(source, Source::Xlsx);
        assert_eq!(
            (
                rows[0].line.as_str(),
                rows[0].tier.as_deref(),
                rows[0].billed_cents
            ),
            ("dental", Some("ES"), 10_875)
        );
    }

    #[test]
    fn missing_columns_and_bad_values_are_named_by_row() {
        assert_eq!(
            read(b"Name,Amount\nAna,10\n", "bill.csv").unwrap_err(),
            InvoiceError::MissingColumns(vec![
                "subscriber id",
                "last name",
                "first name",
                "coverage"
            ])
        );
        let bad = format!("{HEADER}E001,Lopez,Ana,Medical,,EE,ten dollars\n");
        assert_eq!(
            read(bad.as_bytes(), "bill.csv").unwrap_err(),
            InvoiceError::Row {
                row: 2,
                problem: "premium 'ten dollars' is not an amount".into()
            }
        );
        let life = format!("{HEADER}E001,Lopez,Ana,Life,,EE,10\n");
        assert!(matches!(
            read(life.as_bytes(), "bill.csv").unwrap_err(),
            InvoiceError::Row { row: 2, .. }
        ));
        assert_eq!(
            read(HEADER.as_bytes(), "bill.csv").unwrap_err(),
            InvoiceError::Empty
        );
    }
}
