//! The rules of an article an agency writes: its address and the limits of its fields.

use crate::error::FieldErrors;

pub const MAX_TITLE: usize = 200;
pub const MAX_SUMMARY: usize = 300;
pub const MAX_BODY: usize = 50_000;
pub const MAX_SLUG: usize = 80;

/// An address made from a title: lower-case letters and digits joined by single hyphens.
pub fn slug_of(title: &str) -> String {
    let mut slug = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let mut slug: String = slug.trim_end_matches('-').chars().take(MAX_SLUG).collect();
    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

pub fn valid_slug(slug: &str) -> bool {
    !slug.is_empty()
        && slug.len() <= MAX_SLUG
        && slug.split('-').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// Checks the fields as typed (trimmed); every problem is named on its field.
pub fn check(slug: &str, title: &str, summary: &str, body: &str) -> FieldErrors {
    let mut errors = FieldErrors::default();
    errors.check(
        valid_slug(slug),
        "slug",
        "an address of lower-case letters, digits and single hyphens, at most 80 characters",
    );
    errors.check(
        (1..=MAX_TITLE).contains(&title.chars().count()),
        "title",
        "a title of at most 200 characters",
    );
    errors.check(
        (1..=MAX_SUMMARY).contains(&summary.chars().count()),
        "summary",
        "a one-line summary of at most 300 characters",
    );
    errors.check(
        (1..=MAX_BODY).contains(&body.chars().count()),
        "body_markdown",
        "the article, at most 50,000 characters",
    );
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_made_from_the_title() {
        assert_eq!(
            slug_of("How to add a newborn — fast!"),
            "how-to-add-a-newborn-fast"
        );
        assert_eq!(slug_of("  401(k) & HSA: FAQ  "), "401-k-hsa-faq");
        assert_eq!(slug_of("Ünïcode only ✓"), "n-code-only");
        assert_eq!(slug_of("!!!"), "");
        assert!(slug_of(&"word ".repeat(40)).len() <= MAX_SLUG);
        assert!(valid_slug(&slug_of(&"word ".repeat(40))));
    }

    #[test]
    fn addresses_are_lower_case_words_joined_by_hyphens() {
        assert!(valid_slug("enrolling-your-family"));
        for bad in ["", "-a", "a-", "a--b", "A", "a b", "a_b", &"a".repeat(81)] {
            assert!(!valid_slug(bad), "{bad}");
        }
    }
}
