//! A table's cells in one text buffer: a census of 200,000 rows costs its text and four bytes
//! per cell, not a `String` (and an allocation) per cell.

use serde::{Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// Rows of text cells, kept in file order.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Rows {
    text: String,
    /// Where each cell ends in `text`; a cell starts where the one before it ends.
    ends: Vec<u32>,
    /// Index in `ends` of each row's first cell, then one past the last cell.
    starts: Vec<u32>,
}

/// One row of [`Rows`].
#[derive(Clone, Copy)]
pub struct Row<'a> {
    rows: &'a Rows,
    first: usize,
    end: usize,
}

impl Rows {
    /// No rows.
    pub fn new() -> Self {
        Rows {
            text: String::new(),
            ends: Vec::new(),
            starts: vec![0],
        }
    }

    /// No rows yet, room for `text` bytes of cell text.
    pub fn with_capacity(text: usize) -> Self {
        Rows {
            text: String::with_capacity(text),
            ..Rows::new()
        }
    }

    /// Adds a row of cells.
    pub fn push<I, S>(&mut self, cells: I)
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        for cell in cells {
            self.text.push_str(cell.as_ref());
            self.ends.push(offset(self.text.len()));
        }
        self.starts.push(offset(self.ends.len()));
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// Whether there are no rows.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Row `index` (0-based).
    pub fn get(&self, index: usize) -> Option<Row<'_>> {
        (index < self.len()).then(|| Row {
            rows: self,
            first: self.starts[index] as usize,
            end: self.starts[index + 1] as usize,
        })
    }

    /// The rows in order.
    pub fn iter(&self) -> impl Iterator<Item = Row<'_>> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// Replaces cells: `(row, column)` (both 0-based) → text. A row gets empty cells up to a
    /// column past its end; rows outside the table are ignored. Rebuilds the buffer once.
    pub fn replace(&mut self, edits: &BTreeMap<(usize, usize), String>) {
        if edits.is_empty() {
            return;
        }
        let mut out = Rows::new();
        for (r, row) in self.iter().enumerate() {
            let mut edited = edits.range((r, 0)..=(r, usize::MAX)).peekable();
            if edited.peek().is_none() {
                out.push(row.iter());
                continue;
            }
            let mut cells: Vec<&str> = row.iter().collect();
            for ((_, column), text) in edited {
                if cells.len() <= *column {
                    cells.resize(column + 1, "");
                }
                cells[*column] = text.as_str();
            }
            out.push(cells);
        }
        *self = out;
    }

    fn cell(&self, index: usize) -> &str {
        let start = index.checked_sub(1).map_or(0, |i| self.ends[i] as usize);
        &self.text[start..self.ends[index] as usize]
    }
}

fn offset(n: usize) -> u32 {
    u32::try_from(n).expect("a census table is far below 4 GB")
}

impl<I, S> FromIterator<I> for Rows
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    fn from_iter<T: IntoIterator<Item = I>>(rows: T) -> Self {
        let mut out = Rows::new();
        for row in rows {
            out.push(row);
        }
        out
    }
}

impl<'a> Row<'a> {
    /// Number of cells.
    pub fn len(&self) -> usize {
        self.end - self.first
    }

    /// Whether the row has no cells.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Cell `column` (0-based).
    pub fn get(&self, column: usize) -> Option<&'a str> {
        (column < self.len()).then(|| self.rows.cell(self.first + column))
    }

    /// The cells in order.
    pub fn iter(&self) -> impl Iterator<Item = &'a str> + 'a {
        let rows = self.rows;
        (self.first..self.end).map(move |i| rows.cell(i))
    }

    /// The cells as owned strings.
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_string).collect()
    }
}

impl fmt::Debug for Rows {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|r| r.iter().collect::<Vec<_>>()))
            .finish()
    }
}

impl Serialize for Rows {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter().map(|r| r.iter().collect::<Vec<_>>()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vecs(rows: &Rows) -> Vec<Vec<&str>> {
        rows.iter().map(|r| r.iter().collect()).collect()
    }

    #[test]
    fn keeps_rows_and_empty_cells() {
        let rows: Rows = [vec!["a", "", "bc"], vec![], vec!["", "d"]]
            .into_iter()
            .collect();
        assert_eq!(rows.len(), 3);
        assert_eq!(
            vecs(&rows),
            vec![vec!["a", "", "bc"], vec![], vec!["", "d"]]
        );
        let first = rows.get(0).unwrap();
        assert_eq!((first.get(2), first.get(3)), (Some("bc"), None));
        assert!(rows.get(1).unwrap().is_empty());
        assert!(rows.get(3).is_none());
    }

    #[test]
    fn replaces_cells_and_widens_rows() {
        let mut rows: Rows = [vec!["a", "b"], vec!["c"]].into_iter().collect();
        let edits = BTreeMap::from([
            ((0, 1), "B".to_string()),
            ((1, 2), "e".to_string()),
            ((7, 0), "x".to_string()),
        ]);
        rows.replace(&edits);
        assert_eq!(vecs(&rows), vec![vec!["a", "B"], vec!["c", "", "e"]]);
    }
}
