//! Spreadsheet exports (CSV and XLSX) that never carry a live formula.

use rust_xlsxwriter::{Format, Workbook};

/// A cell that a spreadsheet would run as a formula (= + - @ tab CR) gets a leading '.
pub fn formula_safe(cell: &str) -> String {
    match cell.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{cell}"),
        _ => cell.to_string(),
    }
}

/// A table to export: headers and rows of text cells.
pub struct Table {
    pub headers: Vec<&'static str>,
    pub rows: Vec<Vec<String>>,
}

pub fn to_csv(table: &Table) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(&table.headers)
        .expect("writing to memory");
    for row in &table.rows {
        writer
            .write_record(row.iter().map(|c| formula_safe(c)))
            .expect("writing to memory");
    }
    writer.into_inner().expect("flushing to memory")
}

pub fn to_xlsx(table: &Table, sheet_name: &str) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name(sheet_name)?;
    let bold = Format::new().set_bold();
    for (c, header) in table.headers.iter().enumerate() {
        sheet.write_string_with_format(0, c as u16, *header, &bold)?;
    }
    for (r, row) in table.rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            // Written as strings: a text cell is never evaluated, and the ' keeps it visible as typed.
            sheet.write_string(r as u32 + 1, c as u16, formula_safe(cell))?;
        }
    }
    sheet.set_freeze_panes(1, 0)?;
    sheet.autofit();
    workbook.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn csv_and_xlsx() {
        let table = Table {
            headers: vec!["Name", "Note"],
            rows: vec![vec!["Acme, Inc.".into(), "=HYPERLINK(\"x\")".into()]],
        };
        let csv = String::from_utf8(to_csv(&table)).unwrap();
        assert_eq!(
            csv,
            "Name,Note\n\"Acme, Inc.\",\"'=HYPERLINK(\"\"x\"\")\"\n"
        );
        let xlsx = to_xlsx(&table, "Groups").unwrap();
        assert!(xlsx.starts_with(b"PK"), "a zip container");
    }
}
