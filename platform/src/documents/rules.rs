//! What a group's document may be: its kind, its size and its content.

pub const MAX_DOCUMENT_BYTES: usize = 25 * 1024 * 1024;
pub const KINDS: &[&str] = &[
    "contract",
    "census",
    "sbc",
    "invoice",
    "application",
    "id_card",
    "other",
];

/// The content type of an accepted document, from its first bytes and its name.
pub fn accepted_type(bytes: &[u8], name: &str) -> Option<&'static str> {
    let ext = name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    if bytes.starts_with(b"%PDF-") {
        return Some("application/pdf");
    }
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Some("image/png");
    }
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return Some("image/jpeg");
    }
    if bytes.starts_with(b"PK\x03\x04") {
        return match ext.as_str() {
            "docx" => {
                Some("application/vnd.openxmlformats-officedocument.wordprocessingml.document")
            }
            "xlsx" => Some("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
            "pptx" => {
                Some("application/vnd.openxmlformats-officedocument.presentationml.presentation")
            }
            _ => None,
        };
    }
    if bytes.starts_with(&[0xD0, 0xCF, 0x11, 0xE0]) {
        return match ext.as_str() {
            "doc" => Some("application/msword"),
            "xls" => Some("application/vnd.ms-excel"),
            _ => None,
        };
    }
    let text = std::str::from_utf8(&bytes[..bytes.len().min(4096)]).is_ok() && !bytes.contains(&0);
    match ext.as_str() {
        "csv" if text => Some("text/csv"),
        "txt" if text => Some("text/plain"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_come_from_content() {
        assert_eq!(
            accepted_type(b"%PDF-1.7 ...", "x.bin"),
            Some("application/pdf")
        );
        assert!(accepted_type(b"PK\x03\x04....", "contract.docx")
            .unwrap()
            .contains("wordprocessingml"));
        assert_eq!(accepted_type(b"PK\x03\x04....", "archive.zip"), None);
        assert_eq!(accepted_type(b"a,b\n1,2\n", "c.csv"), Some("text/csv"));
        assert_eq!(accepted_type(b"MZ\x90\x00binary", "evil.pdf"), None);
        assert_eq!(accepted_type(b"<script>", "page.html"), None);
    }
}
