//! XLSX / XLS / ODS reading through calamine.

use super::read::{FileFormat, RawTable, ReadError, MAX_ROWS};
use super::rows::Rows;
use calamine::{open_workbook_auto_from_rs, Data, Reader, Sheets};
use std::io::Cursor;

/// Reads the first non-empty sheet of a workbook. Rows and columns keep
/// their spreadsheet positions (row index 0 is spreadsheet row 1).
pub fn read_workbook(bytes: &[u8]) -> Result<RawTable, ReadError> {
    let mut workbook = open_workbook_auto_from_rs(Cursor::new(bytes))
        .map_err(|e| ReadError::Workbook(e.to_string()))?;
    let format = match workbook {
        Sheets::Xls(_) => FileFormat::Xls,
        Sheets::Xlsx(_) => FileFormat::Xlsx,
        Sheets::Xlsb(_) => FileFormat::Xlsb,
        Sheets::Ods(_) => FileFormat::Ods,
    };
    for name in workbook.sheet_names() {
        let range = workbook
            .worksheet_range(&name)
            .map_err(|e| ReadError::Workbook(e.to_string()))?;
        let Some((top, left)) = range.start() else {
            continue;
        };
        let (top, left) = (top as usize, left as usize);
        if top + range.height() > MAX_ROWS {
            return Err(ReadError::TooManyRows { limit: MAX_ROWS });
        }
        let mut rows = Rows::new();
        for _ in 0..top {
            rows.push(std::iter::empty::<&str>());
        }
        for cells in range.rows() {
            rows.push(std::iter::repeat_n(String::new(), left).chain(cells.iter().map(cell_text)));
        }
        if rows.iter().all(|r| r.iter().all(str::is_empty)) {
            continue;
        }
        return Ok(RawTable {
            format,
            encoding: None,
            delimiter: None,
            sheet: Some(name),
            rows,
        });
    }
    Err(ReadError::Empty)
}

/// A cell as text: dates as ISO `YYYY-MM-DD`, whole numbers without `.0`,
/// formulas as their cached values, errors as `#DIV/0!` etc.
fn cell_text(cell: &Data) -> String {
    match cell {
        Data::Empty => String::new(),
        Data::String(s) => s.trim().to_string(),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => number_text(*f),
        Data::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_string(),
        Data::DateTime(dt) if dt.is_datetime() => match dt.as_datetime() {
            Some(d) if d.time() == chrono::NaiveTime::MIN => {
                d.date().format("%Y-%m-%d").to_string()
            }
            Some(d) => d.format("%Y-%m-%dT%H:%M:%S").to_string(),
            None => number_text(dt.as_f64()),
        },
        Data::DateTime(dt) => number_text(dt.as_f64()),
        Data::DateTimeIso(s) => s.strip_suffix("T00:00:00").unwrap_or(s).to_string(),
        Data::DurationIso(s) => s.clone(),
        Data::Error(e) => e.to_string(),
    }
}

fn number_text(f: f64) -> String {
    if f.fract() == 0.0 && f.abs() < 1e15 {
        format!("{}", f as i64)
    } else {
        format!("{f}")
    }
}

#[cfg(test)]
mod tests {
    use super::number_text;

    #[test]
    fn numbers_lose_spurious_fraction() {
        assert_eq!(number_text(52000.0), "52000");
        assert_eq!(number_text(52000.5), "52000.5");
        assert_eq!(number_text(-3.0), "-3");
    }
}
