//! Delimiter sniffing for delimited text.

/// Delimiters we recognise, in order of preference on a tie.
const CANDIDATES: [u8; 4] = [b',', b'\t', b';', b'|'];
/// How much of the text the sniffer reads.
const SAMPLE_BYTES: usize = 64 * 1024;
const SAMPLE_RECORDS: usize = 100;

/// Picks the delimiter that splits the most sample records into the same
/// number (> 1) of fields; ties go to the wider split, then to `preferred`,
/// then to the order of [`CANDIDATES`]. Falls back to `preferred` or a comma
/// for a one-column file.
pub fn sniff(text: &str, preferred: Option<u8>) -> u8 {
    let mut end = text.len().min(SAMPLE_BYTES);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let sample = &text[..end];
    let first = preferred.unwrap_or(b',');
    let mut best = (first, 0usize, 0usize);
    for delimiter in std::iter::once(first).chain(CANDIDATES) {
        let (lines, width) = consistency(sample, delimiter);
        if (lines, width) > (best.1, best.2) {
            best = (delimiter, lines, width);
        }
    }
    best.0
}

/// (records sharing the modal field count, that count), over records of > 1 field.
fn consistency(sample: &str, delimiter: u8) -> (usize, usize) {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(false)
        .flexible(true)
        .from_reader(sample.as_bytes());
    let mut counts = std::collections::BTreeMap::<usize, usize>::new();
    for record in reader.records().take(SAMPLE_RECORDS).flatten() {
        if record.len() > 1 {
            *counts.entry(record.len()).or_default() += 1;
        }
    }
    counts
        .into_iter()
        .map(|(width, lines)| (lines, width))
        .max()
        .unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    use super::sniff;

    #[test]
    fn sniffs_each_delimiter() {
        assert_eq!(sniff("a,b,c\n1,2,3\n", None), b',');
        assert_eq!(sniff("a\tb\tc\n1\t2\t3\n", None), b'\t');
        assert_eq!(sniff("a;b;c\n1;2,5;3\n4;5,5;6\n", None), b';');
        assert_eq!(sniff("a|b|c\n1|2|3\n", None), b'|');
    }

    #[test]
    fn quoted_delimiters_and_title_rows_do_not_confuse_it() {
        assert_eq!(
            sniff("Acme Census\n\"Smith, J\";x;y\n\"Doe, K\";x;y\n", None),
            b';'
        );
    }

    #[test]
    fn one_column_falls_back_to_preference() {
        assert_eq!(sniff("Name\nJo\n", None), b',');
        assert_eq!(sniff("Name\nJo\n", Some(b'\t')), b'\t');
    }

    #[test]
    fn preference_breaks_ties() {
        assert_eq!(sniff("a,b\tc\n", Some(b'\t')), b'\t');
    }
}
