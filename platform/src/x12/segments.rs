//! Splitting an interchange into segments and elements, with the delimiters its ISA declares.

use std::fmt;

/// The characters that separate an interchange's parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delimiters {
    pub element: char,
    pub component: char,
    pub repetition: char,
    pub segment: char,
}

impl Delimiters {
    /// The delimiters Canopy writes.
    pub const STANDARD: Delimiters = Delimiters {
        element: '*',
        component: ':',
        repetition: '^',
        segment: '~',
    };

    pub fn contains(&self, character: char) -> bool {
        [self.element, self.component, self.repetition, self.segment].contains(&character)
    }
}

/// Where a segment sits in its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SegmentPosition {
    /// 1-based, counting from the ISA.
    pub number: usize,
    pub id: String,
    /// 1-based line of the file on which the segment starts.
    pub line: usize,
}

impl fmt::Display for SegmentPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "segment {} ({}, line {})",
            self.number, self.id, self.line
        )
    }
}

/// One segment of a file, its elements borrowed from the text.
#[derive(Debug, Clone)]
pub struct Segment<'a> {
    pub number: usize,
    pub line: usize,
    pub id: &'a str,
    elements: Vec<&'a str>,
}

impl<'a> Segment<'a> {
    /// The element at a 1-based position (ISA01 is 1), empty when the segment is shorter.
    pub fn element(&self, position: usize) -> &'a str {
        position
            .checked_sub(1)
            .and_then(|index| self.elements.get(index))
            .copied()
            .unwrap_or("")
    }

    pub fn position(&self) -> SegmentPosition {
        SegmentPosition {
            number: self.number,
            id: self.id.to_owned(),
            line: self.line,
        }
    }
}

/// Why a text could not be split into segments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SplitError {
    /// The text does not open with an ISA segment.
    NoIsa,
    /// The ISA ends before its component separator and segment terminator.
    ShortIsa,
    /// A segment's identifier is followed by another character than the element separator.
    WrongSeparator {
        at: SegmentPosition,
        expected: char,
        found: char,
    },
    /// A segment does not open with a segment identifier.
    NoIdentifier { at: SegmentPosition, text: String },
}

/// Segments are 2 or 3 upper-case letters or digits, the first a letter.
fn is_segment_id(text: &str) -> bool {
    (2..=3).contains(&text.len())
        && text.starts_with(|c: char| c.is_ascii_uppercase())
        && text
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

/// The delimiters an ISA declares: the element separator is its fourth character, the component
/// separator is ISA16 and the segment terminator the character right after it. Counting element
/// separators rather than fixed offsets also reads an ISA whose fields were not padded.
fn delimiters(isa: &str) -> Result<Delimiters, SplitError> {
    if !isa.starts_with("ISA") {
        return Err(SplitError::NoIsa);
    }
    let mut characters = isa.chars().skip(3);
    let element = characters.next().ok_or(SplitError::ShortIsa)?;
    if element.is_ascii_alphanumeric() || element.is_whitespace() {
        return Err(SplitError::NoIsa);
    }
    let mut elements_passed = 1;
    let mut repetition = None;
    while elements_passed < 16 {
        let character = characters.next().ok_or(SplitError::ShortIsa)?;
        if character == element {
            elements_passed += 1;
        } else if elements_passed == 11 && repetition.is_none() {
            repetition = Some(character);
        }
    }
    let component = characters.next().ok_or(SplitError::ShortIsa)?;
    let segment = characters.next().ok_or(SplitError::ShortIsa)?;
    Ok(Delimiters {
        element,
        component,
        repetition: repetition.ok_or(SplitError::ShortIsa)?,
        segment,
    })
}

/// Splits an interchange into its segments, with the delimiters its ISA declares. Line breaks
/// around segment terminators are ignored, as is a byte-order mark or white space before the ISA.
pub fn split(text: &str) -> Result<Vec<Segment<'_>>, SplitError> {
    let body = text.trim_start_matches(['\u{feff}', ' ', '\t', '\r', '\n']);
    let mut line = 1 + text[..text.len() - body.len()].matches('\n').count();
    let delimiters = delimiters(body)?;
    let line_per_terminator = usize::from(delimiters.segment == '\n');
    let mut segments = Vec::new();
    for raw in body.split(delimiters.segment) {
        let unindented = raw.trim_start_matches(['\r', '\n']);
        let segment_line = line + raw[..raw.len() - unindented.len()].matches('\n').count();
        line += raw.matches('\n').count() + line_per_terminator;
        let content = unindented.trim_end_matches(['\r', '\n']);
        if content.is_empty() {
            continue;
        }
        let number = segments.len() + 1;
        let mut elements = content.split(delimiters.element);
        let id = elements.next().unwrap_or_default();
        if !is_segment_id(id) {
            return Err(misread_identifier(
                id,
                content,
                number,
                segment_line,
                delimiters,
            ));
        }
        segments.push(Segment {
            number,
            line: segment_line,
            id,
            elements: elements.collect(),
        });
    }
    Ok(segments)
}

/// A segment identifier followed by another punctuation character than the declared element
/// separator tells of a file mixing separators; anything else is no segment at all.
fn misread_identifier(
    id: &str,
    content: &str,
    number: usize,
    line: usize,
    delimiters: Delimiters,
) -> SplitError {
    let prefix: String = id.chars().take_while(char::is_ascii_alphanumeric).collect();
    let at = SegmentPosition {
        number,
        id: prefix.clone(),
        line,
    };
    match id[prefix.len()..].chars().next() {
        Some(found) if is_segment_id(&prefix) && !found.is_whitespace() => {
            SplitError::WrongSeparator {
                at,
                expected: delimiters.element,
                found,
            }
        }
        _ => SplitError::NoIdentifier {
            at,
            text: content.chars().take(20).collect(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ISA: &str = "ISA*00*          *00*          *ZZ*SENDER         *ZZ*RECEIVER       *250301*1200*^*00501*000000001*0*T*:~";

    #[test]
    fn reads_the_delimiters_from_the_isa() {
        assert_eq!(delimiters(ISA).unwrap(), Delimiters::STANDARD);
        let text = format!("{ISA}\nGS*BE~");
        let segments = split(&text).unwrap();
        assert_eq!(segments.len(), 2);
        assert_eq!(segments[0].element(6), "SENDER         ");
        assert_eq!(segments[0].element(16), ":");
        assert_eq!((segments[1].id, segments[1].line), ("GS", 2));
        assert_eq!(segments[1].element(9), "");
    }

    #[test]
    fn reads_other_delimiters_and_unpadded_isa_fields() {
        let text = "ISA|00||00||ZZ|S1|ZZ|R1|250301|1200|}|00501|1|0|P|>\nGS|BE|S1\nST|834\n";
        let declared = delimiters(text).unwrap();
        assert_eq!(declared.element, '|');
        assert_eq!(declared.component, '>');
        assert_eq!(declared.repetition, '}');
        assert_eq!(declared.segment, '\n');
        let segments = split(text).unwrap();
        let ids: Vec<_> = segments.iter().map(|s| (s.id, s.line)).collect();
        assert_eq!(ids, [("ISA", 1), ("GS", 2), ("ST", 3)]);
    }

    #[test]
    fn tolerates_carriage_returns_and_blank_lines() {
        let text = format!("\r\n{ISA}\r\n\r\nGS*BE~\r\nST*834~");
        let segments = split(&text).unwrap();
        let ids: Vec<_> = segments.iter().map(|s| (s.id, s.line)).collect();
        assert_eq!(ids, [("ISA", 2), ("GS", 4), ("ST", 5)]);
    }

    #[test]
    fn names_a_segment_with_another_element_separator() {
        let error = split(&format!("{ISA}\nGS|BE|X~")).unwrap_err();
        assert_eq!(
            error,
            SplitError::WrongSeparator {
                at: SegmentPosition {
                    number: 2,
                    id: "GS".into(),
                    line: 2
                },
                expected: '*',
                found: '|'
            }
        );
    }

    #[test]
    fn refuses_what_is_not_an_interchange() {
        assert_eq!(split("hello").unwrap_err(), SplitError::NoIsa);
        assert_eq!(split("ISA*00*").unwrap_err(), SplitError::ShortIsa);
    }
}
