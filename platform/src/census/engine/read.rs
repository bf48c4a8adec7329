//! `read`: bytes of any census file to a table of trimmed text cells.

use super::rows::Rows;
use super::{delimiter, encoding, spreadsheet};
use serde::Serialize;
use thiserror::Error;

/// Most rows a census may have (far above any real group).
pub const MAX_ROWS: usize = 500_000;

/// The kind of file the table came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FileFormat {
    /// Delimited text (CSV, TSV, semicolon, pipe).
    Delimited,
    /// Excel 2007+ workbook.
    Xlsx,
    /// Excel binary workbook.
    Xlsb,
    /// Excel 97–2003 workbook.
    Xls,
    /// OpenDocument spreadsheet.
    Ods,
}

/// A file as a grid of trimmed text cells. `rows[i]` is source row `i + 1`
/// (blank rows are kept so that row numbers match what the user sees).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RawTable {
    /// Format detected from the content.
    pub format: FileFormat,
    /// Text encoding (`UTF-8`, `UTF-16LE`, `windows-1252`…), for text files.
    pub encoding: Option<String>,
    /// Delimiter, for text files.
    pub delimiter: Option<char>,
    /// Sheet read, for workbooks.
    pub sheet: Option<String>,
    /// The cells.
    pub rows: Rows,
}

impl RawTable {
    /// Cell text, empty when out of range.
    pub fn cell(&self, row: usize, column: usize) -> &str {
        self.rows.get(row).and_then(|r| r.get(column)).unwrap_or("")
    }
}

/// Why a file could not be read as a table.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ReadError {
    /// The file has no content.
    #[error("the file is empty")]
    Empty,
    /// Binary data that is not a spreadsheet.
    #[error("the file is not a spreadsheet or delimited text file")]
    NotATable,
    /// A workbook calamine could not open.
    #[error("the workbook could not be read: {0}")]
    Workbook(String),
    /// Malformed delimited text.
    #[error("the text could not be read as a table: {0}")]
    Delimited(String),
    /// More rows than [`MAX_ROWS`].
    #[error("the file has more than {limit} rows")]
    TooManyRows {
        /// The limit.
        limit: usize,
    },
}

const ZIP_MAGIC: &[u8] = b"PK\x03\x04";
const OLE_MAGIC: &[u8] = b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";

/// Reads a census file. The format is detected from the content, not from
/// `file_name`, whose extension only breaks delimiter ties (`.tsv` prefers tabs).
pub fn read(bytes: &[u8], file_name: &str) -> Result<RawTable, ReadError> {
    if bytes.starts_with(ZIP_MAGIC) || bytes.starts_with(OLE_MAGIC) {
        return spreadsheet::read_workbook(bytes);
    }
    if encoding::looks_binary(bytes) {
        return Err(ReadError::NotATable);
    }
    let (text, encoding) = encoding::decode(bytes);
    if text.trim().is_empty() {
        return Err(ReadError::Empty);
    }
    let preferred = file_name
        .to_ascii_lowercase()
        .ends_with(".tsv")
        .then_some(b'\t');
    let delimiter = delimiter::sniff(&text, preferred);
    let rows = read_delimited(&text, delimiter)?;
    Ok(RawTable {
        format: FileFormat::Delimited,
        encoding: Some(encoding.to_string()),
        delimiter: Some(char::from(delimiter)),
        sheet: None,
        rows,
    })
}

/// Streams the records of `text`; keeps blank lines as empty rows (the csv
/// crate skips them) so that indexes match spreadsheet rows.
fn read_delimited(text: &str, delimiter: u8) -> Result<Rows, ReadError> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    // The cells' text is at most the file's.
    let mut rows = Rows::with_capacity(text.len());
    let mut record = csv::StringRecord::new();
    while reader
        .read_record(&mut record)
        .map_err(|e| ReadError::Delimited(e.to_string()))?
    {
        let start = record.position().map_or(0, |p| p.byte() as usize);
        for _ in 0..blank_lines_at(text, start) {
            rows.push(std::iter::empty::<&str>());
        }
        if rows.len() >= MAX_ROWS {
            return Err(ReadError::TooManyRows { limit: MAX_ROWS });
        }
        rows.push(record.iter().map(str::trim));
    }
    Ok(rows)
}

/// Line breaks at `start` (where the csv reader began a record, before the
/// blank lines it skipped), not counting the `\n` of a `\r\n` ending the
/// previous record.
fn blank_lines_at(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = start;
    if i > 0 && bytes.get(i) == Some(&b'\n') && bytes[i - 1] == b'\r' {
        i += 1;
    }
    let mut lines = 0;
    while let Some(b) = bytes.get(i) {
        match b {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => i += 2,
            b'\r' | b'\n' => i += 1,
            _ => break,
        }
        lines += 1;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_blank_lines_as_rows() {
        let t = read(b"a,b\n\n1,2\r\n\r\n3,4\n\n\n5,6", "x.csv").unwrap();
        let empty: Vec<&str> = vec![];
        let rows: Vec<Vec<&str>> = t.rows.iter().map(|r| r.iter().collect()).collect();
        assert_eq!(
            rows,
            vec![
                vec!["a", "b"],
                empty.clone(),
                vec!["1", "2"],
                empty.clone(),
                vec!["3", "4"],
                empty.clone(),
                empty,
                vec!["5", "6"]
            ]
        );
    }

    #[test]
    fn multi_line_cells_count_as_one_row() {
        let t = read(b"a,b\n\"x\ny\",2\n3,4\n", "x.csv").unwrap();
        assert_eq!(t.rows.len(), 3);
        assert_eq!(t.cell(1, 0), "x\ny");
    }

    #[test]
    fn whitespace_only_is_empty() {
        assert_eq!(read(b" \r\n\t\n", "x.csv"), Err(ReadError::Empty));
        assert_eq!(read(b"\xEF\xBB\xBF", "x.csv"), Err(ReadError::Empty));
    }

    #[test]
    fn corrupt_zip_is_a_workbook_error() {
        assert!(matches!(
            read(b"PK\x03\x04garbage", "x.xlsx"),
            Err(ReadError::Workbook(_))
        ));
    }

    #[test]
    fn too_many_rows() {
        let text = "a\n".repeat(MAX_ROWS + 1);
        assert_eq!(
            read(text.as_bytes(), "x.csv"),
            Err(ReadError::TooManyRows { limit: MAX_ROWS })
        );
    }
}
