//! Row- and cell-level messages.

use super::field::Field;
use serde::{Deserialize, Serialize};

/// How bad an issue is.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    poem_openapi::Enum,
)]
#[serde(rename_all = "snake_case")]
#[oai(rename = "IssueSeverity", rename_all = "snake_case")]
pub enum Severity {
    /// The record cannot be used as is.
    Error,
    /// Probably wrong; the user should look.
    Warning,
}

/// A message about a row, or about one cell of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Issue {
    /// 1-based source row (the spreadsheet row number).
    pub row: usize,
    /// 0-based column index into `RawTable::rows`, when a cell is at fault.
    pub column: Option<usize>,
    /// The field concerned.
    pub field: Option<Field>,
    /// Error or warning.
    pub severity: Severity,
    /// Stable machine code, e.g. `invalid_date`.
    pub code: &'static str,
    /// Message for a human.
    pub message: String,
    /// The header of the column at fault, as the file spells it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub header: Option<String>,
    /// On an employee-per-row file, the dependent the issue is about: 0 the spouse, n the
    /// dependent of the n-th slot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dependent: Option<u8>,
}

impl Issue {
    /// An error.
    pub fn error(row: usize, code: &'static str, message: impl Into<String>) -> Self {
        Issue {
            row,
            column: None,
            field: None,
            severity: Severity::Error,
            code,
            message: message.into(),
            header: None,
            dependent: None,
        }
    }

    /// A warning.
    pub fn warning(row: usize, code: &'static str, message: impl Into<String>) -> Self {
        Issue {
            severity: Severity::Warning,
            ..Issue::error(row, code, message)
        }
    }

    /// Attaches the field (and its column, when known).
    pub fn at(mut self, field: Field, column: Option<usize>) -> Self {
        self.field = Some(field);
        self.column = column;
        self
    }
}

/// How a dependent slot is named to a person: "Spouse", "Dependent 2".
pub fn slot_name(slot: u8) -> String {
    if slot == 0 {
        "Spouse".into()
    } else {
        format!("Dependent {slot}")
    }
}
