//! A table read by the names of its columns: the header row found, each wanted column located
//! by the header names it goes by, and the rows below it with their cells by column name. Carrier
//! lists and carrier invoices are read this way.

use hashbrown::HashMap;

use super::{find_header_row, RawTable};

/// A column a file is read by: its name, the header names it goes by (as `header_key` writes
/// them), and whether the file must have it.
pub type NamedColumn = (&'static str, &'static [&'static str], bool);

/// A header as columns are matched: its letters and digits, lower case.
pub fn header_key(header: &str) -> String {
    header
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .flat_map(char::to_lowercase)
        .collect()
}

pub struct NamedTable<'a> {
    table: &'a RawTable,
    header_row: usize,
    width: usize,
    at: HashMap<&'static str, usize>,
}

/// One row below the header: its row number in the file and its cells by column name.
pub struct NamedRow<'a> {
    named: &'a NamedTable<'a>,
    index: usize,
}

impl<'a> NamedTable<'a> {
    /// Locates the columns; the required ones missing are the error.
    pub fn locate(
        table: &'a RawTable,
        columns: &[NamedColumn],
    ) -> Result<NamedTable<'a>, Vec<&'static str>> {
        let header_row = find_header_row(&table.rows);
        let headers: Vec<String> = table
            .rows
            .get(header_row)
            .map(|r| r.iter().map(header_key).collect())
            .unwrap_or_default();
        let mut at = HashMap::new();
        let mut missing = Vec::new();
        for (name, synonyms, required) in columns {
            match headers.iter().position(|h| synonyms.contains(&h.as_str())) {
                Some(i) => {
                    at.insert(*name, i);
                }
                None if *required => missing.push(*name),
                None => {}
            }
        }
        if !missing.is_empty() {
            return Err(missing);
        }
        Ok(NamedTable {
            table,
            header_row,
            width: headers.len(),
            at,
        })
    }

    /// The rows below the header, blank ones left out.
    pub fn rows(&'a self) -> impl Iterator<Item = NamedRow<'a>> + 'a {
        (self.header_row + 1..self.table.rows.len())
            .filter(|&index| (0..self.width).any(|c| !self.table.cell(index, c).trim().is_empty()))
            .map(|index| NamedRow { named: self, index })
    }
}

impl NamedRow<'_> {
    /// The row's number in the file, counted from 1.
    pub fn number(&self) -> usize {
        self.index + 1
    }

    /// The trimmed cell of a column, when the file has the column and the cell is not empty.
    pub fn cell(&self, name: &str) -> Option<String> {
        self.named
            .at
            .get(name)
            .map(|c| self.named.table.cell(self.index, *c).trim().to_string())
            .filter(|v| !v.is_empty())
    }
}
