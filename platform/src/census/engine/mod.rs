//! The census engine: any messy employee census file (CSV/TSV/XLSX/XLS/ODS)
//! to clean, validated households.
//!
//! Pure functions, no I/O. A caller runs [`read`] → [`analyse`] → (user
//! confirms the mapping) → [`normalise`] → [`validate`] / [`match_roster`]; a
//! user who fixes a cell edits [`RawTable::rows`] and re-runs the last two.
//!
//! Rows in results are 1-based source rows (the spreadsheet row number);
//! columns are 0-based indexes into [`RawTable::rows`].

mod analyse;
mod dates;
mod delimiter;
mod encoding;
mod field;
mod formula;
pub(in crate::census) mod halves;
mod header;
mod issue;
mod layout;
mod model;
mod named_columns;
mod names;
mod normalise;
mod read;
mod roster;
mod rows;
mod spreadsheet;
mod synonyms;
mod validate;
mod values;

#[cfg(test)]
mod fixture_tests;

pub use analyse::{
    analyse, analyse_at, header_index, Analysis, ColumnGuess, HeaderRowError, SavedMapping,
    MIN_CONFIDENCE,
};
pub use dates::{from_excel_serial, parse_date, DateKind};
pub use field::{DependentField, Field, MappedField};
pub use formula::formula_safe;
pub use header::{find_header_row, SkipReason, SkippedRow};
pub use issue::{slot_name, Issue, Severity};
pub use layout::Layout;
pub use model::{EmploymentStatus, Gender, Household, Person, Relationship, Tier};
pub use named_columns::{header_key, NamedColumn, NamedRow, NamedTable};
pub use normalise::{normalise, Normalised, Options};
pub use read::{read, FileFormat, RawTable, ReadError, MAX_ROWS};
pub use roster::{match_roster, Match, RosterEntry};
pub use rows::{Row, Rows};
pub use synonyms::normalise_header;
pub use validate::validate;
pub use values::{parse_cents, parse_gender, parse_relationship, parse_tier};

/// The census fixture folder: `$CENSUS_FIXTURES` if set, else
/// `$CARGO_MANIFEST_DIR/tests/fixtures/census`.
#[cfg(test)]
pub(crate) fn fixtures_dir() -> std::path::PathBuf {
    std::env::var_os("CENSUS_FIXTURES")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/census")
        })
}
