//! Text encoding detection and decoding.

use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1252};
use std::borrow::Cow;

/// Decodes `bytes` to text: a BOM decides (UTF-8, UTF-16LE/BE), then BOM-less
/// UTF-16, then valid UTF-8, else Windows-1252. Returns the text and the
/// encoding's name. Valid BOM-less UTF-8 is borrowed, not copied.
pub fn decode(bytes: &[u8]) -> (Cow<'_, str>, &'static str) {
    let encoding = detect(bytes);
    let (text, _, _) = encoding.decode(bytes); // strips a BOM; never fails
    (text, encoding.name())
}

fn detect(bytes: &[u8]) -> &'static Encoding {
    if let Some((encoding, _)) = Encoding::for_bom(bytes) {
        return encoding;
    }
    if let Some(encoding) = bomless_utf16(bytes) {
        return encoding;
    }
    if std::str::from_utf8(bytes).is_ok() {
        UTF_8
    } else {
        WINDOWS_1252
    }
}

/// UTF-16 without a BOM: ASCII-heavy text has a NUL in every other byte.
fn bomless_utf16(bytes: &[u8]) -> Option<&'static Encoding> {
    let sample = &bytes[..bytes.len().min(4096) & !1];
    if sample.len() < 4 {
        return None;
    }
    let pairs = sample.len() / 2;
    let zero_at = |parity: usize| {
        sample
            .iter()
            .skip(parity)
            .step_by(2)
            .filter(|b| **b == 0)
            .count()
    };
    let (even, odd) = (zero_at(0), zero_at(1));
    if odd * 10 >= pairs * 9 && even == 0 {
        Some(UTF_16LE)
    } else if even * 10 >= pairs * 9 && odd == 0 {
        Some(UTF_16BE)
    } else {
        None
    }
}

/// Whether the bytes look like binary data rather than text in any encoding
/// we read: NUL bytes, or many C0 control characters other than tab, CR, LF
/// and form feed.
pub fn looks_binary(bytes: &[u8]) -> bool {
    if Encoding::for_bom(bytes).is_some() || bomless_utf16(bytes).is_some() {
        return false;
    }
    let sample = &bytes[..bytes.len().min(8192)];
    let controls = sample
        .iter()
        .filter(|b| **b < 0x20 && !matches!(**b, b'\t' | b'\n' | b'\r' | 0x0c))
        .count();
    sample.contains(&0) || controls * 100 > sample.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_boms_utf8_and_windows_1252() {
        assert_eq!(decode(b"\xEF\xBB\xBFa,b"), (Cow::from("a,b"), "UTF-8"));
        assert_eq!(decode(b"\xFF\xFEa\0,\0b\0"), (Cow::from("a,b"), "UTF-16LE"));
        assert_eq!(decode(b"\xFE\xFF\0a\0,\0b"), (Cow::from("a,b"), "UTF-16BE"));
        assert_eq!(decode("Zoë".as_bytes()), (Cow::from("Zoë"), "UTF-8"));
        assert_eq!(decode(b"Mu\xF1oz"), (Cow::from("Muñoz"), "windows-1252"));
    }

    #[test]
    fn detects_bomless_utf16() {
        assert_eq!(decode(b"a\0b\0,\0c\0"), (Cow::from("ab,c"), "UTF-16LE"));
    }

    #[test]
    fn valid_utf8_is_borrowed() {
        assert!(matches!(decode(b"a,b\n1,2").0, Cow::Borrowed(_)));
    }

    #[test]
    fn binary_detection() {
        assert!(looks_binary(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"));
        assert!(!looks_binary(b"Name,DOB\r\nJo,1/2/1980\r\n"));
        assert!(!looks_binary(b"\xFF\xFEN\0a\0"));
    }
}
