//! Spreadsheet-formula neutralisation for exports.

/// Prefixes `'` to a cell a spreadsheet would run as a formula: one starting
/// with `=`, `+`, `-`, `@`, tab or carriage return (OWASP CSV injection).
pub fn formula_safe(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::formula_safe;

    #[test]
    fn neutralises_formula_starts() {
        for cell in ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x"] {
            assert_eq!(formula_safe(cell), format!("'{cell}"));
        }
        for cell in ["Smith", "", "1980-01-02", "a=b", " =x"] {
            assert_eq!(formula_safe(cell), cell);
        }
    }
}
