//! Spreadsheet exports (CSV and XLSX) that never carry a live formula. Cells are typed: money
//! and counts are numbers and dates are dates, so a spreadsheet sums and sorts them; only text
//! is neutralised (OWASP's advice for CSV injection), so a negative amount stays a number.

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};
use poem_openapi::Enum;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use rust_xlsxwriter::{ExcelDateTime, Format, Workbook, Worksheet, XlsxError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum ExportFormat {
    Csv,
    Xlsx,
}

/// A cell that a spreadsheet would run as a formula (= + - @ tab CR) gets a leading '.
pub fn formula_safe(cell: &str) -> String {
    match cell.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{cell}"),
        _ => cell.to_string(),
    }
}

/// One value of an export.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Empty,
    Text(String),
    Integer(i64),
    /// A quantity with decimals (hours a week).
    Number(Decimal),
    /// Dollars and cents.
    Money(Decimal),
    Date(NaiveDate),
    DateTime(NaiveDateTime),
}

impl Cell {
    /// An amount the API carries in cents, as dollars and cents.
    pub fn cents(cents: i64) -> Cell {
        Cell::Money(crate::money::dollars(cents))
    }

    /// The cell as CSV text: numbers and dates as they are (ISO dates), text made formula-safe.
    pub fn to_csv(&self) -> String {
        match self {
            Cell::Empty => String::new(),
            Cell::Text(text) => formula_safe(text),
            Cell::Integer(n) => n.to_string(),
            Cell::Number(n) => n.normalize().to_string(),
            Cell::Money(amount) => format!("{:.2}", amount.round_dp(2)),
            Cell::Date(date) => date.to_string(),
            Cell::DateTime(at) => at.format("%Y-%m-%d %H:%M").to_string(),
        }
    }
}

impl From<String> for Cell {
    fn from(text: String) -> Cell {
        Cell::Text(text)
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Cell {
        Cell::Text(text.to_string())
    }
}

impl<T: Into<Cell>> From<Option<T>> for Cell {
    fn from(value: Option<T>) -> Cell {
        value.map_or(Cell::Empty, Into::into)
    }
}

impl From<NaiveDate> for Cell {
    fn from(date: NaiveDate) -> Cell {
        Cell::Date(date)
    }
}

impl From<i64> for Cell {
    fn from(n: i64) -> Cell {
        Cell::Integer(n)
    }
}

impl From<i32> for Cell {
    fn from(n: i32) -> Cell {
        Cell::Integer(n.into())
    }
}

/// A table to export: headers and rows of cells (plain text rows are text cells).
pub struct Table<C = String> {
    pub headers: Vec<&'static str>,
    pub rows: Vec<Vec<C>>,
}

pub fn to_csv<C: Clone + Into<Cell>>(table: &Table<C>) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(&table.headers)
        .expect("writing to memory");
    for row in &table.rows {
        writer
            .write_record(row.iter().map(|c| c.clone().into().to_csv()))
            .expect("writing to memory");
    }
    writer.into_inner().expect("flushing to memory")
}

/// The formats of typed cells in a workbook.
pub struct Formats {
    pub header: Format,
    pub money: Format,
    pub date: Format,
    pub date_time: Format,
}

impl Default for Formats {
    fn default() -> Self {
        Formats {
            header: Format::new().set_bold(),
            money: Format::new().set_num_format("#,##0.00"),
            date: Format::new().set_num_format("yyyy-mm-dd"),
            date_time: Format::new().set_num_format("yyyy-mm-dd hh:mm"),
        }
    }
}

/// Writes one cell as its type: text (formula-safe), a number, money with two decimals, a date.
pub fn write_cell(
    sheet: &mut Worksheet,
    row: u32,
    column: u16,
    cell: &Cell,
    formats: &Formats,
) -> Result<(), XlsxError> {
    match cell {
        Cell::Empty => {}
        Cell::Text(text) => {
            sheet.write_string(row, column, formula_safe(text))?;
        }
        Cell::Integer(n) => {
            sheet.write_number(row, column, *n as f64)?;
        }
        Cell::Number(n) => {
            sheet.write_number(row, column, n.to_f64().unwrap_or_default())?;
        }
        Cell::Money(amount) => {
            let value = amount.round_dp(2).to_f64().unwrap_or_default();
            sheet.write_number_with_format(row, column, value, &formats.money)?;
        }
        Cell::Date(date) => {
            sheet.write_datetime_with_format(row, column, excel_date(*date)?, &formats.date)?;
        }
        Cell::DateTime(at) => {
            let value = excel_date(at.date())?.and_hms(
                at.hour() as u16,
                at.minute() as u8,
                at.second() as f64,
            )?;
            sheet.write_datetime_with_format(row, column, value, &formats.date_time)?;
        }
    }
    Ok(())
}

fn excel_date(date: NaiveDate) -> Result<ExcelDateTime, XlsxError> {
    ExcelDateTime::from_ymd(date.year() as u16, date.month() as u8, date.day() as u8)
}

pub fn to_xlsx<C: Clone + Into<Cell>>(
    table: &Table<C>,
    sheet_name: &str,
) -> Result<Vec<u8>, XlsxError> {
    to_workbook(&[(sheet_name, table)])
}

/// A workbook of several named sheets, each a table with its header row frozen.
pub fn to_workbook<C: Clone + Into<Cell>>(
    sheets: &[(&str, &Table<C>)],
) -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let formats = Formats::default();
    for (sheet_name, table) in sheets {
        let sheet = workbook.add_worksheet();
        sheet.set_name(*sheet_name)?;
        for (c, header) in table.headers.iter().enumerate() {
            sheet.write_string_with_format(0, c as u16, *header, &formats.header)?;
        }
        for (r, row) in table.rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                write_cell(
                    sheet,
                    r as u32 + 1,
                    c as u16,
                    &cell.clone().into(),
                    &formats,
                )?;
            }
        }
        sheet.set_freeze_panes(1, 0)?;
        sheet.autofit();
    }
    workbook.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;
    use calamine::{Data, DataType, Reader};

    #[test]
    fn formulas_are_neutralised() {
        assert_eq!(formula_safe("=SUM(A1:A2)"), "'=SUM(A1:A2)");
        assert_eq!(formula_safe("+1"), "'+1");
        assert_eq!(formula_safe("-2"), "'-2");
        assert_eq!(formula_safe("@cmd"), "'@cmd");
        assert_eq!(formula_safe("\tx"), "'\tx");
        assert_eq!(formula_safe("Acme"), "Acme");
        assert_eq!(formula_safe(""), "");
    }

    fn typed() -> Table<Cell> {
        let date = NaiveDate::from_ymd_opt(2031, 7, 1).unwrap();
        Table {
            headers: vec![
                "Name",
                "Note",
                "Headcount",
                "Premium",
                "Effective",
                "Signed",
            ],
            rows: vec![
                vec![
                    "Acme, Inc.".into(),
                    "=HYPERLINK(\"x\")".into(),
                    Cell::Integer(12),
                    Cell::cents(-1_250),
                    date.into(),
                    Cell::DateTime(date.and_hms_opt(14, 5, 0).unwrap()),
                ],
                vec![
                    "-Minus Co".into(),
                    Cell::Empty,
                    Cell::Integer(3),
                    Cell::cents(12_345_678),
                    Cell::Empty,
                    Cell::Empty,
                ],
            ],
        }
    }

    #[test]
    fn csv_numbers_stay_numbers_and_text_is_neutralised() {
        let csv = String::from_utf8(to_csv(&typed())).unwrap();
        assert_eq!(
            csv,
            "Name,Note,Headcount,Premium,Effective,Signed\n\
             \"Acme, Inc.\",\"'=HYPERLINK(\"\"x\"\")\",12,-12.50,2031-07-01,2031-07-01 14:05\n\
             '-Minus Co,,3,123456.78,,\n"
        );
        let text = Table {
            headers: vec!["Name"],
            rows: vec![vec!["@risk".to_string()]],
        };
        assert_eq!(String::from_utf8(to_csv(&text)).unwrap(), "Name\n'@risk\n");
    }

    #[test]
    fn xlsx_cells_read_back_as_numbers_dates_and_safe_text() {
        let xlsx = to_xlsx(&typed(), "Groups").unwrap();
        let mut book: calamine::Xlsx<_> =
            calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx)).unwrap();
        let sheet = book.worksheet_range("Groups").unwrap();
        let row: Vec<&Data> = sheet.rows().nth(1).unwrap().iter().collect();
        assert_eq!(row[0], &Data::String("Acme, Inc.".into()));
        assert_eq!(row[1], &Data::String("'=HYPERLINK(\"x\")".into()));
        assert_eq!(row[2], &Data::Float(12.0));
        assert_eq!(
            row[3],
            &Data::Float(-12.5),
            "a negative amount, no apostrophe"
        );
        let Data::DateTime(effective) = row[4] else {
            panic!("a date: {:?}", row[4]);
        };
        assert_eq!(
            effective.as_datetime().unwrap().date(),
            NaiveDate::from_ymd_opt(2031, 7, 1).unwrap()
        );
        assert!(matches!(row[5], Data::DateTime(_)));
        let second: Vec<&Data> = sheet.rows().nth(2).unwrap().iter().collect();
        assert_eq!(second[0], &Data::String("'-Minus Co".into()));
        assert_eq!(second[1], &Data::Empty);
        assert_eq!(second[3], &Data::Float(123_456.78));
        let total: f64 = sheet.rows().skip(1).filter_map(|r| r[3].as_f64()).sum();
        assert!((total - 123_444.28).abs() < 1e-6, "amounts sum: {total}");
    }
}
