//! File layouts and the dependent columns of employee-per-row files.

use super::field::{DependentField, Field};
use super::synonyms::score;
use serde::Serialize;

/// How people are laid out in rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Layout {
    /// One row per person, with a relationship column (Regence style).
    PersonPerRow,
    /// One row per employee, dependents in columns ("Spouse DOB", "Dep 1 DOB").
    EmployeePerRow {
        /// Number of dependent slots (spouse + numbered dependents) seen.
        dependent_slots: usize,
    },
}

const PARTNER_WORDS: [&str; 8] = [
    "spouse dp",
    "spouse partner",
    "spouse",
    "sps",
    "sp",
    "domestic partner",
    "dp",
    "partner",
];
const DEPENDENT_WORDS: [&str; 6] = ["dependent", "dependant", "dep", "child", "ch", "kid"];

/// Reads every normalised header as a dependent column, if it is one:
/// "spouse dob" → slot 0; "dep 1 first name", "child2 dob", "dob child 2" → the
/// numbered slot; an unnumbered "child dob" takes the next slot for its field.
/// Returns the dependent field and a confidence per header.
pub fn dependent_columns(headers: &[String]) -> Vec<Option<(DependentField, f32)>> {
    let mut unnumbered_seen: Vec<Field> = Vec::new();
    headers
        .iter()
        .map(|h| {
            let (slot, rest) = split_dependent(h)?;
            let (field, confidence) = dependent_field(&rest)?;
            let slot = match slot {
                Some(slot) => slot,
                None => {
                    unnumbered_seen.push(field);
                    unnumbered_seen.iter().filter(|f| **f == field).count() as u8
                }
            };
            Some((DependentField { slot, field }, confidence))
        })
        .collect()
}

/// Splits "dep 2 first name" into (Some(2), "first name"); "child dob" into
/// (None, "dob"); "spouse dob" into (Some(0), "dob"). Accepts the qualifier
/// at the start or at the end of the header.
fn split_dependent(header: &str) -> Option<(Option<u8>, String)> {
    let words: Vec<&str> = header.split(' ').collect();
    for (take_front, n) in [(true, 2), (true, 1), (false, 2), (false, 1)] {
        if words.len() < n {
            continue;
        }
        let (qualifier, rest) = if take_front {
            (words[..n].join(" "), words[n..].join(" "))
        } else {
            (
                words[words.len() - n..].join(" "),
                words[..words.len() - n].join(" "),
            )
        };
        if PARTNER_WORDS.contains(&qualifier.as_str()) {
            return Some((Some(0), rest));
        }
        if let Some(slot) = numbered_dependent(&qualifier) {
            return Some((slot, rest));
        }
    }
    None
}

/// "dep 1", "dep1", "child 2" → Some(Some(n)); "child" → Some(None).
fn numbered_dependent(qualifier: &str) -> Option<Option<u8>> {
    let compact = qualifier.replace(' ', "");
    let word_end = compact
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(compact.len());
    let (word, number) = compact.split_at(word_end);
    if !DEPENDENT_WORDS.contains(&word) {
        return None;
    }
    if number.is_empty() {
        return Some(None);
    }
    number
        .parse::<u8>()
        .ok()
        .filter(|n| (1..100).contains(n))
        .map(Some)
}

fn dependent_field(rest: &str) -> Option<(Field, f32)> {
    if rest.is_empty() {
        return Some((Field::FullName, 0.6));
    }
    Field::ALL
        .iter()
        .filter(|f| f.is_dependent_field())
        .map(|f| (*f, score(rest, *f)))
        .filter(|(_, s)| *s >= 0.5)
        .fold(None, |best: Option<(Field, f32)>, c| match best {
            Some(b) if b.1 >= c.1 => Some(b),
            _ => Some(c),
        })
        .map(|(f, s)| (f, s * 0.95))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(headers: &[&str]) -> Vec<Option<DependentField>> {
        let headers: Vec<String> = headers.iter().map(|h| h.to_string()).collect();
        dependent_columns(&headers)
            .into_iter()
            .map(|c| c.map(|(d, _)| d))
            .collect()
    }

    fn dep(slot: u8, field: Field) -> Option<DependentField> {
        Some(DependentField { slot, field })
    }

    #[test]
    fn parses_dependent_headers() {
        assert_eq!(
            parse(&[
                "spouse dob",
                "dep 1 first name",
                "child2 dob",
                "dob child 3",
                "sp gender",
                "dependent 1 last name"
            ]),
            vec![
                dep(0, Field::Dob),
                dep(1, Field::FirstName),
                dep(2, Field::Dob),
                dep(3, Field::Dob),
                dep(0, Field::Gender),
                dep(1, Field::LastName),
            ]
        );
    }

    #[test]
    fn unnumbered_children_take_successive_slots() {
        assert_eq!(
            parse(&["child name", "child dob", "child name", "child dob"]),
            vec![
                dep(1, Field::FullName),
                dep(1, Field::Dob),
                dep(2, Field::FullName),
                dep(2, Field::Dob)
            ]
        );
    }

    #[test]
    fn person_headers_are_not_dependent_columns() {
        assert_eq!(
            parse(&["dob", "first name", "zip", "spouse zip"]),
            vec![None, None, None, None]
        );
    }
}
