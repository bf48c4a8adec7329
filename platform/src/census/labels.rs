//! How the engine's findings are named when stored and shown: layouts, skipped rows, formats,
//! and the safe file names of stored and downloaded files.

use super::engine;

pub fn layout_json(layout: &engine::Layout) -> serde_json::Value {
    match layout {
        engine::Layout::PersonPerRow => serde_json::json!({ "kind": "person_per_row" }),
        engine::Layout::EmployeePerRow { dependent_slots } => {
            serde_json::json!({ "kind": "employee_per_row", "dependent_slots": dependent_slots })
        }
    }
}

pub fn skip_reason(r: &engine::SkipReason) -> &'static str {
    match r {
        engine::SkipReason::Blank => "blank",
        engine::SkipReason::Totals => "totals",
        engine::SkipReason::Note => "note",
        engine::SkipReason::RepeatedHeader => "repeated_header",
    }
}

pub fn format_name(f: &engine::FileFormat) -> &'static str {
    match f {
        engine::FileFormat::Delimited => "csv",
        engine::FileFormat::Xlsx => "xlsx",
        engine::FileFormat::Xlsb => "xlsb",
        engine::FileFormat::Xls => "xls",
        engine::FileFormat::Ods => "ods",
    }
}

/// A file name made of letters, digits, dots, dashes and underscores only.
pub fn sanitize(name: &str) -> String {
    let mut cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    cleaned = cleaned.replace("..", "-");
    while cleaned.contains("--") {
        cleaned = cleaned.replace("--", "-");
    }
    let trimmed = cleaned.trim_matches(|c| c == '-' || c == '.');
    if trimmed.is_empty() {
        "census".into()
    } else {
        trimmed.chars().take(100).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_safe() {
        assert_eq!(sanitize("../../etc/passwd"), "etc-passwd");
        assert_eq!(sanitize("Acme Census 2026.xlsx"), "Acme-Census-2026.xlsx");
        assert_eq!(sanitize("..."), "census");
    }
}
