//! Header synonyms and header-to-field matching with a confidence.

use super::field::Field;

impl Field {
    /// Header spellings seen in real census files, already normalised
    /// (see [`normalise_header`]). The first is the canonical one.
    pub fn synonyms(self) -> &'static [&'static str] {
        match self {
            Field::HouseholdId => &[
                "household id",
                "household",
                "family id",
                "family",
                "family number",
                "household number",
                "hh id",
                "subscriber id",
                "group member id",
                "family code",
                "unit id",
            ],
            Field::Relationship => &[
                "relationship",
                "rel",
                "relation",
                "member type",
                "dependent type",
                "relationship code",
                "relationship to employee",
                "relationship to subscriber",
                "member relationship",
                "rel code",
                "dep type",
                "person type",
                "coverage relationship",
                "ee dep",
                "type",
            ],
            Field::FirstName => &[
                "first name",
                "first",
                "fname",
                "given name",
                "employee first name",
                "ee first name",
                "member first name",
                "first nm",
                "firstname",
                "forename",
                "legal first name",
            ],
            Field::LastName => &[
                "last name",
                "last",
                "lname",
                "surname",
                "family name",
                "employee last name",
                "ee last name",
                "member last name",
                "last nm",
                "lastname",
                "legal last name",
            ],
            Field::MiddleName => &[
                "middle name",
                "middle initial",
                "mi",
                "middle",
                "m i",
                "mname",
                "middlename",
            ],
            Field::FullName => &[
                "name",
                "full name",
                "employee name",
                "member name",
                "ee name",
                "participant name",
                "last name first name",
                "name last first",
                "subscriber name",
            ],
            Field::Dob => &[
                "dob",
                "date of birth",
                "birth date",
                "birthdate",
                "ee dob",
                "employee dob",
                "member dob",
                "birthday",
                "birth dt",
                "dt of birth",
                "bday",
                "date birth",
                "employee date of birth",
                "ee birth date",
                "born",
            ],
            Field::Gender => &[
                "gender",
                "sex",
                "ee gender",
                "employee gender",
                "member gender",
                "m f",
                "gender code",
                "sex code",
            ],
            Field::Zip => &[
                "zip",
                "zip code",
                "zipcode",
                "postal",
                "postal code",
                "home zip",
                "ee zip",
                "residence zip",
                "home zip code",
                "zip 4",
                "postcode",
                "employee zip",
                "mailing zip",
            ],
            Field::County => &[
                "county",
                "county name",
                "home county",
                "fips",
                "county fips",
                "county code",
            ],
            Field::MedicalTier => &[
                "medical tier",
                "cov tier",
                "coverage tier",
                "tier",
                "medical coverage",
                "coverage level",
                "medical coverage tier",
                "med tier",
                "coverage",
                "medical",
                "health tier",
                "medical election",
                "medical coverage level",
                "coverage type",
                "med coverage",
                "med cov",
                "plan tier",
                "current coverage",
                "cov level",
                "election",
                "tier code",
                "coverage election",
            ],
            Field::DentalTier => &[
                "dental tier",
                "dental coverage",
                "dental",
                "dental coverage tier",
                "dental coverage level",
                "dental election",
                "dent tier",
                "dental cov",
                "den tier",
            ],
            Field::VisionTier => &[
                "vision tier",
                "vision coverage",
                "vision",
                "vision coverage tier",
                "vision coverage level",
                "vision election",
                "vis tier",
                "vision cov",
            ],
            Field::Tobacco => &[
                "tobacco",
                "tobacco use",
                "tobacco user",
                "smoker",
                "tobacco status",
                "smoker status",
                "tobacco y n",
                "smoker y n",
                "uses tobacco",
                "nicotine",
            ],
            Field::EmploymentStatus => &[
                "employment status",
                "status",
                "emp status",
                "employee status",
                "ft pt",
                "work status",
                "employment type",
                "ee status",
                "full time part time",
                "employee type",
            ],
            Field::HireDate => &[
                "hire date",
                "date of hire",
                "doh",
                "hired",
                "date hired",
                "hire dt",
                "start date",
                "employment date",
                "original hire date",
                "service date",
            ],
            Field::TerminationDate => &[
                "termination date",
                "term date",
                "date of termination",
                "terminated",
                "term dt",
                "end date",
                "separation date",
            ],
            Field::Salary => &[
                "salary",
                "annual salary",
                "annual pay",
                "annual compensation",
                "compensation",
                "annual earnings",
                "wages",
                "base salary",
                "annual wage",
                "yearly salary",
                "annual income",
                "pay",
            ],
            Field::HourlyRate => &[
                "hourly rate",
                "hourly wage",
                "rate of pay",
                "hourly pay",
                "pay rate",
                "hourly",
            ],
            Field::HoursPerWeek => &[
                "hours per week",
                "hours",
                "weekly hours",
                "hrs wk",
                "hours week",
                "hrs per week",
                "scheduled hours",
                "avg hours",
                "average hours per week",
            ],
            Field::JobClass => &[
                "job class",
                "class",
                "job title",
                "title",
                "occupation",
                "job",
                "department",
                "dept",
                "position",
                "employee class",
                "class code",
            ],
            Field::Email => &[
                "email",
                "e mail",
                "email address",
                "work email",
                "personal email",
                "ee email",
            ],
            Field::Phone => &[
                "phone",
                "phone number",
                "telephone",
                "tel",
                "mobile",
                "cell",
                "home phone",
                "cell phone",
            ],
            Field::Ssn => &[
                "ssn",
                "social security number",
                "social security",
                "social",
                "ss",
                "ss number",
                "ee ssn",
                "employee ssn",
                "member ssn",
                "tax id",
                "ssn tin",
                "soc sec",
            ],
            Field::EmployeeId => &[
                "employee id",
                "emp id",
                "ee id",
                "employee number",
                "emp no",
                "employee no",
                "id",
                "payroll id",
                "employee code",
                "member id",
                "badge",
                "file number",
                "emp number",
                "ee number",
            ],
            Field::AddressLine1 => &[
                "address",
                "address 1",
                "address line 1",
                "street",
                "street address",
                "home address",
                "address1",
                "addr",
                "addr 1",
                "mailing address",
            ],
            Field::City => &["city", "home city", "town", "city town"],
            Field::State => &[
                "state",
                "st",
                "home state",
                "state code",
                "residence state",
                "province",
            ],
            Field::Disabled => &[
                "disabled",
                "disability",
                "handicapped",
                "disabled dependent",
                "incapacitated",
                "disabled y n",
                "disabled child",
            ],
        }
    }
}

/// Normalises a header: lower-case, dots and apostrophes dropped ("D.O.B." →
/// "dob"), `#` read as "number", other punctuation to spaces, spaces collapsed.
pub fn normalise_header(header: &str) -> String {
    let mut out = String::with_capacity(header.len());
    for c in header.chars().filter(|c| !matches!(c, '.' | '\'' | '’')) {
        if c == '#' {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
            out.push_str("number ");
        } else if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
    }
    out.truncate(out.trim_end().len());
    out
}

/// Whether `normalise_header(text) == normalised`, without building the string: most data
/// cells differ from a header at their first character.
pub fn header_eq(text: &str, normalised: &str) -> bool {
    if let (Some(t), Some(n)) = (text.as_bytes().first(), normalised.as_bytes().first()) {
        if t.is_ascii_alphanumeric() && t.to_ascii_lowercase() != *n {
            return false;
        }
    }
    let mut expected = normalised.chars();
    let mut started = false;
    let mut gap = false;
    for c in text.chars() {
        let word = match c {
            '.' | '\'' | '’' => continue,
            '#' => Some("number"),
            c if c.is_alphanumeric() => None,
            _ => {
                gap |= started;
                continue;
            }
        };
        if (gap || (word.is_some() && started)) && expected.next() != Some(' ') {
            return false;
        }
        gap = false;
        started = true;
        match word {
            Some(w) => {
                if !w.chars().all(|w| expected.next() == Some(w)) {
                    return false;
                }
                gap = true;
            }
            None => {
                if !c.to_lowercase().all(|l| expected.next() == Some(l)) {
                    return false;
                }
            }
        }
    }
    expected.next().is_none()
}

/// The first two characters of `normalise_header(text)` when both are letters or digits, without
/// building the string: most data cells are told from a label by them.
pub fn header_initials(text: &str) -> Option<[char; 2]> {
    if let [a, b, ..] = text.as_bytes() {
        if a.is_ascii_alphanumeric() && b.is_ascii_alphanumeric() {
            return Some([
                a.to_ascii_lowercase() as char,
                b.to_ascii_lowercase() as char,
            ]);
        }
    }
    let mut chars = text.chars().filter(|c| !matches!(c, '.' | '\'' | '’'));
    let first = chars.by_ref().find(|c| c.is_alphanumeric() || *c == '#')?;
    let second = chars.next()?;
    if first == '#' || !second.is_alphanumeric() {
        return None;
    }
    Some([first.to_lowercase().next()?, second.to_lowercase().next()?])
}

/// Words that qualify whose field a header is about, not which field.
const QUALIFIERS: [&str; 9] = [
    "employee",
    "ee",
    "emp",
    "member",
    "mbr",
    "subscriber",
    "home",
    "primary",
    "the",
];

/// Confidence (0..=1) that a normalised header means `field`: exact synonym
/// 0.98; equal once qualifiers ("EE", "Member"…) are dropped 0.9; token
/// overlap 0.55–0.85; near spelling (typos) 0.5–0.8; else 0.
pub fn score(header: &str, field: Field) -> f32 {
    let synonyms = field.synonyms();
    if synonyms.contains(&header) {
        return 0.98;
    }
    let kept = core_words(header);
    let core = kept.join(" ");
    let core_words = distinct_sorted(kept);
    let compact: Vec<char> = core.chars().filter(|c| *c != ' ').collect();
    let mut best: f32 = 0.0;
    let place = Field::ALL
        .iter()
        .position(|f| *f == field)
        .expect("every field is in Field::ALL");
    for synonym in &cores()[place] {
        if !core.is_empty() && core == synonym.core {
            best = best.max(0.9);
            continue;
        }
        let overlap = jaccard(&core_words, &synonym.words);
        if overlap >= 0.5 {
            best = best.max(0.45 + 0.4 * overlap);
        }
        if core.len() >= 4 && could_be_similar(&compact, &synonym.compact) {
            let similar = similarity(&compact, &synonym.compact);
            if similar >= 0.8 {
                best = best.max(0.5 + 0.3 * (similar - 0.8) / 0.2 - 0.01);
            }
        }
    }
    best
}

/// A synonym as [`score`] compares it: without qualifiers, as words and without spaces.
struct SynonymCore {
    core: String,
    words: Vec<&'static str>,
    compact: Vec<char>,
}

/// Each field's synonyms' cores, by the field's place in [`Field::ALL`]; worked out once.
fn cores() -> &'static [Vec<SynonymCore>] {
    static CORES: std::sync::OnceLock<Vec<Vec<SynonymCore>>> = std::sync::OnceLock::new();
    CORES.get_or_init(|| {
        Field::ALL
            .iter()
            .map(|field| {
                field
                    .synonyms()
                    .iter()
                    .map(|synonym| {
                        let kept = core_words(synonym);
                        let core = kept.join(" ");
                        SynonymCore {
                            compact: core.chars().filter(|c| *c != ' ').collect(),
                            words: distinct_sorted(kept),
                            core,
                        }
                    })
                    .collect()
            })
            .collect()
    })
}

/// Distinct non-empty words, sorted.
fn distinct_sorted(mut words: Vec<&str>) -> Vec<&str> {
    words.retain(|w| !w.is_empty());
    words.sort_unstable();
    words.dedup();
    words
}

/// Whether two texts' lengths leave room for a similarity of 0.8: their edit distance is at
/// least the difference of their lengths.
fn could_be_similar(a: &[char], b: &[char]) -> bool {
    let longest = a.len().max(b.len());
    longest > 0 && a.len().abs_diff(b.len()) * 5 <= longest
}

/// The best field for a normalised header and its confidence, if any
/// reaches `min`. Ties go to the earlier field of [`Field::ALL`].
pub fn best_match(header: &str, min: f32) -> Option<(Field, f32)> {
    Field::ALL
        .iter()
        .map(|f| (*f, score(header, *f)))
        .filter(|(_, s)| *s >= min)
        .fold(None, |best: Option<(Field, f32)>, cand| match best {
            Some(b) if b.1 >= cand.1 => Some(b),
            _ => Some(cand),
        })
}

/// A normalised header's words without the qualifiers (all of them when nothing else is left).
fn core_words(header: &str) -> Vec<&str> {
    let kept: Vec<&str> = header
        .split(' ')
        .filter(|w| !QUALIFIERS.contains(w))
        .collect();
    if kept.is_empty() {
        header.split(' ').collect()
    } else {
        kept
    }
}

/// Shared words over all words, of two sorted lists of distinct words.
fn jaccard(a: &[&str], b: &[&str]) -> f32 {
    let shared = a.iter().filter(|w| b.binary_search(w).is_ok()).count();
    let union = a.len() + b.len() - shared;
    if union == 0 {
        return 0.0;
    }
    shared as f32 / union as f32
}

/// 1 − normalised Levenshtein distance.
fn similarity(a: &[char], b: &[char]) -> f32 {
    let longest = a.len().max(b.len());
    if longest == 0 {
        return 0.0;
    }
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = Vec::with_capacity(b.len() + 1);
    for (i, ca) in a.iter().enumerate() {
        current.clear();
        current.push(i + 1);
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != cb);
            current.push(substitution.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        std::mem::swap(&mut previous, &mut current);
    }
    1.0 - previous[b.len()] as f32 / longest as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn best(header: &str) -> Option<(Field, f32)> {
        best_match(&normalise_header(header), 0.5)
    }

    #[test]
    fn compares_and_starts_headers_like_normalise_header() {
        let texts = [
            "  D.O.B. ",
            "Zip+4",
            "Employee's  First_Name",
            "E-mail",
            "Employee #",
            "SS#",
            "#1 dep",
            "a##b",
            "ÉTAT Civil",
            "--",
            "",
            "Grand Total:",
        ];
        for a in texts {
            if let Some(initials) = header_initials(a) {
                assert!(
                    normalise_header(a).starts_with(&String::from_iter(initials)),
                    "{a:?}"
                );
            }
            for b in texts {
                let same = normalise_header(a) == normalise_header(b);
                assert_eq!(header_eq(a, &normalise_header(b)), same, "{a:?} vs {b:?}");
            }
        }
        for (text, initials) in [
            ("  D.O.B. ", Some(['d', 'o'])),
            ("Grand Total:", Some(['g', 'r'])),
            ("N.B. see below", Some(['n', 'b'])),
            ("ÉTAT", Some(['é', 't'])),
            ("E-mail", None),
            ("#1 dep", None),
            ("x", None),
        ] {
            assert_eq!(header_initials(text), initials, "{text:?}");
        }
        assert!(!header_eq("Zip", "zip code"));
        assert!(!header_eq("Zip code", "zip"));
    }

    #[test]
    fn normalises_headers() {
        assert_eq!(normalise_header("  D.O.B. "), "dob");
        assert_eq!(normalise_header("Zip+4"), "zip 4");
        assert_eq!(
            normalise_header("Employee's  First_Name"),
            "employees first name"
        );
        assert_eq!(normalise_header("E-mail"), "e mail");
        assert_eq!(normalise_header("Employee #"), "employee number");
        assert_eq!(normalise_header("SS#"), "ss number");
    }

    #[test]
    fn dob_spellings() {
        for h in [
            "DOB",
            "Birth Date",
            "Date of Birth",
            "EE DOB",
            "Birthdate",
            "D.O.B.",
            "Member DOB",
        ] {
            assert_eq!(best(h).map(|m| m.0), Some(Field::Dob), "{h}");
        }
    }

    #[test]
    fn other_spellings() {
        let cases = [
            ("Zip", Field::Zip),
            ("Home Zip", Field::Zip),
            ("Postal", Field::Zip),
            ("Cov Tier", Field::MedicalTier),
            ("Cov Level", Field::MedicalTier),
            ("Coverage Level", Field::MedicalTier),
            ("Election", Field::MedicalTier),
            ("Tier Code", Field::MedicalTier),
            ("Medical Coverage", Field::MedicalTier),
            ("Tier", Field::MedicalTier),
            ("Dental Coverage Level", Field::DentalTier),
            ("Rel", Field::Relationship),
            ("Member Type", Field::Relationship),
            ("Dependent Type", Field::Relationship),
            ("Employee Last Name", Field::LastName),
            ("SSN", Field::Ssn),
            ("Social Security #", Field::Ssn),
            ("SS#", Field::Ssn),
            ("Employee #", Field::EmployeeId),
            ("Emp Status", Field::EmploymentStatus),
            ("Date of Hire", Field::HireDate),
        ];
        for (h, f) in cases {
            assert_eq!(best(h).map(|m| m.0), Some(f), "{h}");
        }
    }

    #[test]
    fn confidence_orders_exact_then_qualified_then_overlap_then_typo() {
        let exact = score("dob", Field::Dob);
        let qualified = score("mbr dob", Field::Dob);
        let overlap = score("employee birth date value", Field::Dob);
        let typo = score("birthdte", Field::Dob);
        assert!(exact >= 0.95, "{exact}");
        assert!(exact > qualified && qualified > overlap && overlap > typo && typo > 0.0);
        assert_eq!(score("favourite colour", Field::Dob), 0.0);
    }

    #[test]
    fn unknown_headers_do_not_match() {
        assert_eq!(best("Favourite colour"), None);
        assert_eq!(best(""), None);
    }
}
