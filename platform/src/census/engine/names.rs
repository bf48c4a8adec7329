//! Name casing and splitting.

/// Whether a name is written in one case only ("SMITH", "smith").
pub fn is_single_case(name: &str) -> bool {
    let upper = name.chars().any(char::is_uppercase);
    let lower = name.chars().any(char::is_lowercase);
    !(upper && lower)
}

/// Proper case: capitals after spaces, hyphens and apostrophes, and after
/// "Mc" ("MCDONALD" → "McDonald", "o'brien" → "O'Brien", "smith-jones" →
/// "Smith-Jones").
pub fn proper_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut capital_next = true;
    for c in name.chars() {
        if capital_next {
            out.extend(c.to_uppercase());
        } else {
            out.extend(c.to_lowercase());
        }
        capital_next = !c.is_alphabetic() || word_is_mc(&out);
    }
    out
}

/// Whether `out` ends with a word that is exactly "Mc".
fn word_is_mc(out: &str) -> bool {
    let word_start = out.rfind(|c: char| !c.is_alphabetic()).map_or(0, |i| i + 1);
    &out[word_start..] == "Mc"
}

/// Splits a whole name into (first, middle, last): "Smith, John A" and
/// "John A Smith" give ("John", Some("A"), "Smith"); a single word is a last name.
pub fn split_full_name(name: &str) -> (Option<String>, Option<String>, Option<String>) {
    let (first_part, last) = match name.split_once(',') {
        Some((last, rest)) => (rest.trim().to_string(), Some(last.trim().to_string())),
        None => {
            let mut words: Vec<&str> = name.split_whitespace().collect();
            let last = words.pop().map(str::to_string);
            (words.join(" "), last)
        }
    };
    let mut words = first_part.split_whitespace();
    let first = words.next().map(str::to_string);
    let middle: Vec<&str> = words.collect();
    let middle = (!middle.is_empty()).then(|| middle.join(" "));
    (first, middle, last.filter(|l| !l.is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proper_cases_names() {
        assert_eq!(proper_case("MCDONALD"), "McDonald");
        assert_eq!(proper_case("o'brien"), "O'Brien");
        assert_eq!(proper_case("SMITH-JONES"), "Smith-Jones");
        assert_eq!(proper_case("mary ann"), "Mary Ann");
        assert_eq!(proper_case("MUÑOZ"), "Muñoz");
        assert_eq!(proper_case("MCCOY-MCBRIDE"), "McCoy-McBride");
        assert_eq!(proper_case("MC"), "Mc");
    }

    #[test]
    fn single_case() {
        assert!(is_single_case("SMITH"));
        assert!(is_single_case("o'brien"));
        assert!(!is_single_case("McDonald"));
    }

    #[test]
    fn splits_full_names() {
        let s = |t: &str| split_full_name(t);
        assert_eq!(
            s("Smith, John A"),
            (Some("John".into()), Some("A".into()), Some("Smith".into()))
        );
        assert_eq!(
            s("John A Smith"),
            (Some("John".into()), Some("A".into()), Some("Smith".into()))
        );
        assert_eq!(
            s("Jane Doe"),
            (Some("Jane".into()), None, Some("Doe".into()))
        );
        assert_eq!(s("Cher"), (None, None, Some("Cher".into())));
    }
}
