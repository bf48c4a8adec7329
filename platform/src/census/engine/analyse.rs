//! `analyse`: header row, column mapping with confidences, layout, skipped rows.

use super::field::{Field, MappedField};
use super::halves;
use super::header::{find_header_row, RowClassifier, SkippedRow};
use super::layout::{dependent_columns, Layout};
use super::read::RawTable;
use super::synonyms::{best_match, normalise_header, score};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// Least confidence for a guessed mapping.
pub const MIN_CONFIDENCE: f32 = 0.5;
/// Sample values kept per column.
const SAMPLES: usize = 3;

/// Mappings an agency confirmed earlier: normalised header text → field, or
/// `None` for a column to ignore. Wins over guesses with confidence 1.0.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedMapping {
    entries: BTreeMap<String, Option<MappedField>>,
}

impl SavedMapping {
    /// Records that `header` means `field` (`None`: ignore the column).
    pub fn insert(&mut self, header: &str, field: Option<MappedField>) {
        self.entries.insert(normalise_header(header), field);
    }

    /// The saved meaning of `header`, if one was saved.
    pub fn get(&self, header: &str) -> Option<Option<MappedField>> {
        self.entries.get(&normalise_header(header)).copied()
    }

    /// A mapping holding what `columns` say (e.g. after the user confirmed them).
    pub fn from_columns(columns: &[ColumnGuess]) -> Self {
        let mut saved = SavedMapping::default();
        for c in columns.iter().filter(|c| !c.header.is_empty()) {
            saved.insert(&c.header, c.field);
        }
        saved
    }
}

/// What `analyse` thinks a column holds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ColumnGuess {
    /// 0-based column index.
    pub index: usize,
    /// Header text as in the file.
    pub header: String,
    /// The field it maps to, if any.
    pub field: Option<MappedField>,
    /// 0..=1; 1.0 for a saved mapping.
    pub confidence: f32,
    /// First few non-empty values under the header.
    pub samples: Vec<String>,
}

/// The result of `analyse`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Analysis {
    /// 0-based index of the header row in `RawTable::rows`.
    pub header_row: usize,
    /// One guess per header column.
    pub columns: Vec<ColumnGuess>,
    /// Person-per-row or employee-per-row.
    pub layout: Layout,
    /// Rows under the header that are not data.
    pub skipped: Vec<SkippedRow>,
}

impl Analysis {
    /// The mapped columns, as `normalise` takes them.
    pub fn mapping(&self) -> Vec<(usize, MappedField)> {
        self.columns
            .iter()
            .filter_map(|c| Some((c.index, c.field?)))
            .collect()
    }
}

/// Why a row the user chose cannot be the header.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum HeaderRowError {
    /// Not a row of the table (rows are 1-based).
    #[error("row {row} is not in the file, which has {rows} rows")]
    OutOfRange {
        /// The row asked for.
        row: usize,
        /// Rows in the table.
        rows: usize,
    },
    /// Every cell of the row is empty.
    #[error("row {0} is empty")]
    Blank(usize),
}

/// The 0-based index of the 1-based `row` the user chose as the header.
pub fn header_index(table: &RawTable, row: usize) -> Result<usize, HeaderRowError> {
    let cells =
        row.checked_sub(1)
            .and_then(|i| table.rows.get(i))
            .ok_or(HeaderRowError::OutOfRange {
                row,
                rows: table.rows.len(),
            })?;
    if cells.iter().all(str::is_empty) {
        return Err(HeaderRowError::Blank(row));
    }
    Ok(row - 1)
}

/// Finds the header row, maps each column to a field, detects the layout
/// and lists the rows that are not data.
pub fn analyse(table: &RawTable, saved: Option<&SavedMapping>) -> Analysis {
    analyse_at(table, find_header_row(&table.rows), saved)
}

/// `analyse` with the header on row index `header_row` (0-based), e.g. as the user chose it.
pub fn analyse_at(table: &RawTable, header_row: usize, saved: Option<&SavedMapping>) -> Analysis {
    let header: Vec<&str> = table
        .rows
        .get(header_row)
        .map(|r| r.iter().collect())
        .unwrap_or_default();
    let skipped = skipped_rows(table, header_row);
    // Skipped rows are in row order.
    let data_rows = || {
        table
            .rows
            .iter()
            .enumerate()
            .skip(header_row + 1)
            .filter(|(i, _)| skipped.binary_search_by_key(&(i + 1), |s| s.row).is_err())
            .map(|(_, r)| r)
    };

    let normalised: Vec<String> = header.iter().copied().map(normalise_header).collect();
    let dependents = dependent_columns(&normalised);
    let candidates: Vec<Option<(MappedField, f32)>> = normalised
        .iter()
        .zip(&dependents)
        .enumerate()
        .map(|(i, (h, dep))| {
            if let Some(field) = saved.and_then(|s| s.get(header[i])) {
                return field.map(|f| (f, 1.0));
            }
            guess(h, *dep)
        })
        .collect();
    let chosen = keep_best_per_field(&candidates);

    let columns: Vec<ColumnGuess> = header
        .iter()
        .enumerate()
        .map(|(index, h)| {
            let (field, confidence) = chosen[index].map_or((None, 0.0), |(f, c)| (Some(f), c));
            ColumnGuess {
                index,
                header: h.to_string(),
                field,
                confidence,
                samples: data_rows()
                    .filter_map(|r| r.get(index).filter(|v| !v.is_empty()).map(str::to_string))
                    .take(SAMPLES)
                    .collect(),
            }
        })
        .collect();
    let slots: BTreeSet<u8> = columns
        .iter()
        .filter_map(|c| match c.field {
            Some(MappedField::Dependent(d)) => Some(d.slot),
            _ => None,
        })
        .collect();
    let layout = if slots.is_empty() {
        Layout::PersonPerRow
    } else {
        Layout::EmployeePerRow {
            dependent_slots: slots.len(),
        }
    };
    Analysis {
        header_row,
        columns,
        layout,
        skipped,
    }
}

/// Rows under the header that are blank, totals, notes or repeated headers.
pub fn skipped_rows(table: &RawTable, header_row: usize) -> Vec<SkippedRow> {
    let classifier = RowClassifier::new(table.rows.get(header_row));
    let first = header_row + 1;
    halves::in_halves(table.rows.len().saturating_sub(first), |at| {
        (first + at.start..first + at.end)
            .filter_map(|i| {
                let reason = classifier.classify(table.rows.get(i)?)?;
                Some(SkippedRow { row: i + 1, reason })
            })
            .collect::<Vec<_>>()
    })
    .concat()
}

/// Exact synonym first; then a dependent column; then the best fuzzy match.
fn guess(
    header: &str,
    dependent: Option<(super::field::DependentField, f32)>,
) -> Option<(MappedField, f32)> {
    if let Some(f) = Field::ALL.iter().find(|f| score(header, **f) >= 0.95) {
        return Some((MappedField::Person(*f), 0.98));
    }
    if let Some((d, c)) = dependent {
        return Some((MappedField::Dependent(d), c));
    }
    best_match(header, MIN_CONFIDENCE).map(|(f, c)| (MappedField::Person(f), c))
}

/// Never maps two columns to one field: the most confident (then leftmost) wins.
fn keep_best_per_field(
    candidates: &[Option<(MappedField, f32)>],
) -> Vec<Option<(MappedField, f32)>> {
    let mut order: Vec<usize> = (0..candidates.len())
        .filter(|i| candidates[*i].is_some())
        .collect();
    order.sort_by(|a, b| {
        let (ca, cb) = (
            candidates[*a].map_or(0.0, |c| c.1),
            candidates[*b].map_or(0.0, |c| c.1),
        );
        cb.total_cmp(&ca).then(a.cmp(b))
    });
    let mut taken = BTreeSet::new();
    let mut chosen = vec![None; candidates.len()];
    for i in order {
        if let Some((field, confidence)) = candidates[i] {
            if taken.insert(field) {
                chosen[i] = Some((field, confidence));
            }
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::super::field::DependentField;
    use super::super::header::SkipReason;
    use super::super::read::FileFormat;
    use super::*;

    fn table(rows: &[&[&str]]) -> RawTable {
        RawTable {
            format: FileFormat::Delimited,
            encoding: None,
            delimiter: Some(','),
            sheet: None,
            rows: rows.iter().map(|r| r.iter()).collect(),
        }
    }

    #[test]
    fn maps_columns_and_keeps_the_best_duplicate() {
        let t = table(&[
            &["DOB", "Birth Date", "Last", "Zip Code"],
            &["1/2/1980", "1980-01-02", "Smith", "02134"],
        ]);
        let a = analyse(&t, None);
        let fields: Vec<_> = a.columns.iter().map(|c| c.field).collect();
        assert_eq!(
            fields,
            vec![
                Some(MappedField::Person(Field::Dob)),
                None,
                Some(MappedField::Person(Field::LastName)),
                Some(MappedField::Person(Field::Zip)),
            ]
        );
        assert_eq!(a.columns[0].samples, vec!["1/2/1980"]);
        assert_eq!(a.layout, Layout::PersonPerRow);
    }

    #[test]
    fn saved_mapping_wins_with_full_confidence() {
        let t = table(&[&["Born On", "Tier", "Weird"], &["1/2/1980", "EE", "x"]]);
        let mut saved = SavedMapping::default();
        saved.insert("born on", Some(MappedField::Person(Field::Dob)));
        saved.insert("TIER", None);
        let a = analyse(&t, Some(&saved));
        assert_eq!(a.columns[0].field, Some(MappedField::Person(Field::Dob)));
        assert_eq!(a.columns[0].confidence, 1.0);
        assert_eq!(a.columns[1].field, None);
        assert_eq!(a.columns[2].field, None);
    }

    #[test]
    fn saved_mapping_round_trips_from_columns() {
        let t = table(&[&["DOB", "Spouse DOB"], &["1/2/1980", ""]]);
        let a = analyse(&t, None);
        let saved = SavedMapping::from_columns(&a.columns);
        assert_eq!(
            saved.get("spouse dob"),
            Some(Some(MappedField::Dependent(DependentField {
                slot: 0,
                field: Field::Dob
            })))
        );
        assert_eq!(analyse(&t, Some(&saved)).mapping(), a.mapping());
    }

    #[test]
    fn detects_employee_per_row() {
        let t = table(&[&["Name", "DOB", "Spouse DOB", "Dep 1 DOB", "Dep 2 DOB"]]);
        assert_eq!(
            analyse(&t, None).layout,
            Layout::EmployeePerRow { dependent_slots: 3 }
        );
    }

    #[test]
    fn a_chosen_header_row_replaces_the_guess() {
        // A cover note longer than the rows searched for headers: the guess stays on top.
        let note: Vec<String> = (1..=31).map(|n| format!("Plan note {n}")).collect();
        let mut rows: Vec<&[&str]> = Vec::new();
        let note_rows: Vec<[&str; 1]> = note.iter().map(|n| [n.as_str()]).collect();
        rows.extend(note_rows.iter().map(|r| &r[..]));
        rows.extend([
            &["Last Name", "Date of Birth", "Zip"][..],
            &["Smith", "1/2/1980", "80202"],
            &["", "", ""],
        ]);
        let t = table(&rows);
        assert_eq!(analyse(&t, None).header_row, 0);
        let a = analyse_at(&t, header_index(&t, 32).unwrap(), None);
        assert_eq!(a.header_row, 31);
        assert_eq!(
            a.mapping(),
            vec![
                (0, MappedField::Person(Field::LastName)),
                (1, MappedField::Person(Field::Dob)),
                (2, MappedField::Person(Field::Zip)),
            ]
        );
        assert_eq!(a.columns[0].samples, vec!["Smith"]);
        assert_eq!(
            a.skipped,
            vec![SkippedRow {
                row: 34,
                reason: SkipReason::Blank
            }]
        );
    }

    #[test]
    fn a_header_row_must_be_a_filled_row_of_the_table() {
        let t = table(&[&["Last", "DOB"], &["", ""], &["Smith", "1/2/1980"]]);
        assert_eq!(header_index(&t, 1), Ok(0));
        assert_eq!(header_index(&t, 2), Err(HeaderRowError::Blank(2)));
        assert_eq!(
            header_index(&t, 4),
            Err(HeaderRowError::OutOfRange { row: 4, rows: 3 })
        );
        assert_eq!(
            header_index(&t, 0),
            Err(HeaderRowError::OutOfRange { row: 0, rows: 3 })
        );
    }

    #[test]
    fn lists_skipped_rows_one_based() {
        let t = table(&[
            &["Last", "First", "DOB"],
            &["", "", ""],
            &["Smith", "Jo", "1/2/80"],
            &["Total", "1", ""],
        ]);
        let a = analyse(&t, None);
        assert_eq!(
            a.skipped,
            vec![
                SkippedRow {
                    row: 2,
                    reason: SkipReason::Blank
                },
                SkippedRow {
                    row: 4,
                    reason: SkipReason::Totals
                }
            ]
        );
    }
}
