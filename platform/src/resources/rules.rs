//! What a resource of the library may be: its title, its description, how a search reads, and
//! which groups one share names. The file itself is checked by the documents' rules.

use uuid::Uuid;

use crate::documents::rules::MAX_DOCUMENT_BYTES;

pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_DESCRIPTION_CHARS: usize = 2000;
/// Groups one share may name at once.
pub const MAX_SHARE_GROUPS: usize = 200;
/// Words of a search that count; the rest are ignored.
const MAX_SEARCH_WORDS: usize = 8;

/// "a resource can be at most 25 MB", from the documents' limit.
pub fn too_large_message() -> String {
    format!(
        "a resource can be at most {} MB",
        MAX_DOCUMENT_BYTES / (1024 * 1024)
    )
}

/// The title to keep: the one given, trimmed; without one, the file's name without its
/// extension.
pub fn title(given: Option<&str>, file_name: &str) -> Result<String, &'static str> {
    let given = given.map(str::trim).filter(|t| !t.is_empty());
    let title = match given {
        Some(t) => t.to_string(),
        None => {
            let stem = file_name
                .rsplit_once('.')
                .map_or(file_name, |(stem, _)| stem)
                .trim();
            let stem = if stem.is_empty() { file_name } else { stem };
            stem.chars().take(MAX_TITLE_CHARS).collect()
        }
    };
    if title.chars().any(char::is_control) {
        return Err("a title on one line, without control characters");
    }
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err("a title of at most 200 characters");
    }
    if title.trim().is_empty() {
        return Err("give the resource a title");
    }
    Ok(title)
}

/// The description to keep: trimmed, empty when none is given.
pub fn description(given: Option<&str>) -> Result<String, &'static str> {
    let text = given.map(str::trim).unwrap_or_default();
    if text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        return Err("a description of plain text, without control characters");
    }
    if text.chars().count() > MAX_DESCRIPTION_CHARS {
        return Err("a description of at most 2,000 characters");
    }
    Ok(text.to_string())
}

/// A search as ILIKE patterns, one per word (LIKE's wildcards escaped): a resource matches
/// when every word is in its title, description or file name.
pub fn search_patterns(q: Option<&str>) -> Vec<String> {
    q.unwrap_or_default()
        .split_whitespace()
        .take(MAX_SEARCH_WORDS)
        .map(|word| {
            let escaped = word
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_");
            format!("%{escaped}%")
        })
        .collect()
}

/// The groups a share names, each once, in the order given.
pub fn share_groups(ids: &[Uuid]) -> Result<Vec<Uuid>, &'static str> {
    let mut out: Vec<Uuid> = Vec::with_capacity(ids.len());
    for id in ids {
        if !out.contains(id) {
            out.push(*id);
        }
    }
    if out.is_empty() {
        return Err("choose at least one group to share it with");
    }
    if out.len() > MAX_SHARE_GROUPS {
        return Err("share it with at most 200 groups at a time");
    }
    Ok(out)
}

/// Where a resource's file is kept in the document storage.
pub fn file_key(id: Uuid) -> String {
    format!("resources/{id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_is_given_or_comes_from_the_file_name() {
        assert_eq!(
            title(Some("  COBRA general notice  "), "x.pdf").unwrap(),
            "COBRA general notice"
        );
        assert_eq!(
            title(None, "FMLA request form.pdf").unwrap(),
            "FMLA request form"
        );
        assert_eq!(title(Some("   "), "notes.txt").unwrap(), "notes");
        assert_eq!(title(None, ".pdf").unwrap(), ".pdf");
        assert!(title(Some(&"x".repeat(201)), "a.pdf").is_err());
        assert!(title(Some("two\nlines"), "a.pdf").is_err());
        assert_eq!(
            title(None, &format!("{}.pdf", "y".repeat(300)))
                .unwrap()
                .len(),
            200
        );
    }

    #[test]
    fn a_description_is_optional_and_bounded() {
        assert_eq!(description(None).unwrap(), "");
        assert_eq!(description(Some("  For HR.  ")).unwrap(), "For HR.");
        assert!(description(Some(&"é".repeat(2001))).is_err());
        assert!(description(Some(&"é".repeat(2000))).is_ok());
        assert_eq!(
            description(Some("Two lines:\r\n\tindented")).unwrap(),
            "Two lines:\r\n\tindented"
        );
        assert!(description(Some("a\0b")).is_err());
    }

    #[test]
    fn every_word_of_a_search_is_a_pattern_with_wildcards_escaped() {
        assert_eq!(
            search_patterns(Some("  cobra   notice ")),
            vec!["%cobra%", "%notice%"]
        );
        assert_eq!(
            search_patterns(Some("100%_a\\b")),
            vec!["%100\\%\\_a\\\\b%"]
        );
        assert!(search_patterns(None).is_empty());
        assert!(search_patterns(Some("   ")).is_empty());
        assert_eq!(search_patterns(Some("a b c d e f g h i j")).len(), 8);
    }

    #[test]
    fn a_share_names_each_group_once() {
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(share_groups(&[a, b, a]).unwrap(), vec![a, b]);
        assert!(share_groups(&[]).is_err());
        let many: Vec<Uuid> = (0..201).map(|_| Uuid::new_v4()).collect();
        assert!(share_groups(&many).is_err());
    }

    #[test]
    fn the_size_limit_is_the_documents_own() {
        assert_eq!(too_large_message(), "a resource can be at most 25 MB");
    }
}
