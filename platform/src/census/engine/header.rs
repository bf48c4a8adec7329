//! Finding the header row and telling data rows from blank, totals, note and
//! repeated-header rows.

use super::rows::{Row, Rows};
use super::synonyms::{best_match, header_eq, header_initials, normalise_header};
use serde::Serialize;
use std::collections::HashSet;

/// How many leading rows may hold titles above the header.
const HEADER_SEARCH_ROWS: usize = 30;
/// Least confidence for a cell to count as a known header.
const HEADER_CELL_CONFIDENCE: f32 = 0.6;

/// Why a row after the header is not data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipReason {
    /// Every cell empty.
    Blank,
    /// A "Total" / "Grand total" / "Count" row.
    Totals,
    /// A line of text: "Notes: …", "* …", "Prepared by …", or a lone sentence.
    Note,
    /// The header again (e.g. a page break in a printed export).
    RepeatedHeader,
}

/// A row left out of the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SkippedRow {
    /// 1-based source row.
    pub row: usize,
    /// Why.
    pub reason: SkipReason,
}

/// Index (0-based) of the header row: the row among the first rows with the
/// most cells that look like census headers (at least two), else the first
/// row as wide as the rows under it, else the first non-blank row.
pub fn find_header_row(rows: &Rows) -> usize {
    let search: Vec<Row<'_>> = rows.iter().take(HEADER_SEARCH_ROWS).collect();
    // The number of different fields a row's cells name: a header names each once, while a data
    // row of a wide file may repeat a word that is also a header ("Medical") in many cells.
    // Each different text is looked up once.
    let known = |row: &Row<'_>| {
        let mut texts = HashSet::new();
        let mut fields = HashSet::new();
        for cell in row.iter().filter(|c| !c.is_empty()) {
            if texts.insert(cell) {
                if let Some((field, _)) =
                    best_match(&normalise_header(cell), HEADER_CELL_CONFIDENCE)
                {
                    fields.insert(field);
                }
            }
        }
        fields.len()
    };
    let mut best = (0, 0);
    for (i, row) in search.iter().enumerate() {
        let k = known(row);
        if k > best.1 {
            best = (i, k);
        }
    }
    if best.1 >= 2 {
        return best.0;
    }
    let filled = |row: &Row<'_>| row.iter().filter(|c| !c.is_empty()).count();
    let widest = search.iter().map(filled).max().unwrap_or(0);
    search
        .iter()
        .position(|r| filled(r) == widest && widest > 1)
        .or_else(|| search.iter().position(|r| filled(r) > 0))
        .unwrap_or(0)
}

/// Words that open a note row ("Notes: …", "Prepared by …").
const NOTE_WORDS: [&str; 6] = ["note", "notes", "nb", "source", "prepared by", "comments"];

/// Tells the rows under one header apart: data, or blank, totals, note or repeated-header
/// rows. Built once per header, it looks at a data row without allocating.
pub struct RowClassifier {
    /// The header cells, normalised.
    header: Vec<String>,
    /// Non-empty header cells.
    width: usize,
}

impl RowClassifier {
    /// A classifier for the rows under `header` (none: a table without rows).
    pub fn new(header: Option<Row<'_>>) -> Self {
        let cells = || header.into_iter().flat_map(|h| h.iter());
        RowClassifier {
            header: cells().map(normalise_header).collect(),
            width: cells().filter(|c| !c.is_empty()).count(),
        }
    }

    /// Why `row` is not data; `None` means it is data.
    pub fn classify(&self, row: Row<'_>) -> Option<SkipReason> {
        let mut filled = row.iter().filter(|c| !c.is_empty());
        let Some(first) = filled.next() else {
            return Some(SkipReason::Blank);
        };
        let lone = filled.next().is_none();
        if self.is_repeated_header(row) {
            return Some(SkipReason::RepeatedHeader);
        }
        if row.iter().any(is_totals_label) {
            return Some(SkipReason::Totals);
        }
        let looks_like_note = first.starts_with('*') || starts_with_note_word(first);
        let sentence = lone && first.split_whitespace().count() >= 4;
        (self.width > 1 && (looks_like_note || sentence)).then_some(SkipReason::Note)
    }

    fn is_repeated_header(&self, row: Row<'_>) -> bool {
        let (mut pairs, mut same) = (0, 0);
        for (c, h) in row.iter().zip(&self.header).filter(|(c, _)| !c.is_empty()) {
            pairs += 1;
            same += usize::from(header_eq(c, h));
        }
        pairs >= 2 && same * 2 > pairs
    }
}

fn starts_with_note_word(cell: &str) -> bool {
    if !matches!(
        header_initials(cell),
        Some(['n', 'o' | 'b'] | ['s', 'o'] | ['p', 'r'] | ['c', 'o'])
    ) {
        return false;
    }
    let first = normalise_header(cell);
    NOTE_WORDS.iter().any(|w| {
        first
            .strip_prefix(w)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
    })
}

fn is_totals_label(cell: &str) -> bool {
    if !matches!(
        header_initials(cell),
        Some(['t', 'o'] | ['g', 'r'] | ['s', 'u'] | ['c', 'o'])
    ) {
        return false;
    }
    let n = normalise_header(cell);
    matches!(
        n.as_str(),
        "total" | "totals" | "grand total" | "subtotal" | "sub total" | "count" | "sum"
    ) || n.starts_with("total ")
        || n.starts_with("grand total ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|c| c.to_string()).collect()
    }

    fn classify_row(row: &[String], header: &[String]) -> Option<SkipReason> {
        let rows: Rows = [header, row].into_iter().collect();
        RowClassifier::new(rows.get(0)).classify(rows.get(1).unwrap())
    }

    #[test]
    fn header_under_title_rows() {
        let rows = vec![
            row(&["Acme Corp Census 2026"]),
            row(&["Effective 1/1/2026", ""]),
            row(&[]),
            row(&["Last Name", "First Name", "DOB", "Zip"]),
            row(&["Smith", "Jo", "1/2/1980", "02134"]),
        ];
        assert_eq!(find_header_row(&rows.into_iter().collect()), 3);
    }

    #[test]
    fn the_header_of_a_file_with_thousands_of_columns() {
        // 3,000 columns: the census fields, then a column per pay period and per plan option,
        // under a title row; the data rows hold values that look like headers ("Medical",
        // "Employee", "Dental") in many of their cells.
        let mut header = vec!["Last Name", "First Name", "DOB", "Zip", "Medical Tier"]
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>();
        header.extend((header.len()..3000).map(|i| format!("Period {i}")));
        let data = |n: usize| {
            let mut cells = vec![
                format!("Name{n}"),
                "Jo".to_string(),
                "1/2/1980".to_string(),
                "80202".to_string(),
                "EE".to_string(),
            ];
            cells.extend((cells.len()..3000).map(|i| {
                [
                    "Medical", "Employee", "Dental", "Tier", "Status", "Coverage",
                ][i % 6]
                    .to_string()
            }));
            cells
        };
        let mut rows = vec![row(&["Acme Corp Census 2026"]), header];
        rows.extend((0..20).map(data));
        let csv: String = rows.iter().map(|r| r.join(",") + "\n").collect();
        let table = crate::census::engine::read(csv.as_bytes(), "wide.csv").unwrap();
        assert_eq!(find_header_row(&table.rows), 1);
        let analysis = crate::census::engine::analyse(&table, None);
        assert_eq!(analysis.header_row, 1);
        assert_eq!(analysis.columns.len(), 3000);
    }

    #[test]
    fn unknown_headers_fall_back_to_the_first_wide_row() {
        let rows = vec![
            row(&["Title"]),
            row(&["Foo", "Bar", "Baz"]),
            row(&["1", "2", "3"]),
        ];
        assert_eq!(find_header_row(&rows.into_iter().collect()), 1);
    }

    #[test]
    fn classifies_rows() {
        let header = row(&["Last Name", "First Name", "DOB", "Salary"]);
        assert_eq!(
            classify_row(&row(&["", "", "", ""]), &header),
            Some(SkipReason::Blank)
        );
        assert_eq!(
            classify_row(&row(&["Total", "", "", "104000"]), &header),
            Some(SkipReason::Totals)
        );
        assert_eq!(
            classify_row(&row(&["", "", "Grand Total:", "1"]), &header),
            Some(SkipReason::Totals)
        );
        assert_eq!(
            classify_row(
                &row(&["Notes: spouse coverage ends 6/30", "", "", ""]),
                &header
            ),
            Some(SkipReason::Note)
        );
        assert_eq!(
            classify_row(&row(&["* waived staff not listed"]), &header),
            Some(SkipReason::Note)
        );
        assert_eq!(
            classify_row(
                &row(&["last name", "FIRST NAME", "D.O.B.", "Salary"]),
                &header
            ),
            Some(SkipReason::RepeatedHeader)
        );
        assert_eq!(
            classify_row(&row(&["Totten", "Ann", "1/2/1980", "1"]), &header),
            None
        );
        assert_eq!(classify_row(&row(&["Smith", "", "", ""]), &header), None);
        assert_eq!(
            classify_row(&row(&["Lee", "@SUM(A1)", "1/2/1980", "1"]), &header),
            None
        );
        assert_eq!(
            classify_row(&row(&["", "", "Census run on 1 March", ""]), &header),
            Some(SkipReason::Note)
        );
    }

    #[test]
    fn one_column_files_have_no_notes() {
        let header = row(&["Name"]);
        assert_eq!(classify_row(&row(&["John Smith"]), &header), None);
    }
}
