//! Parsers for coded census values: gender, relationship, tier, yes/no,
//! employment status, ZIP, SSN, money, hours, phone, e-mail.

use super::model::{EmploymentStatus, Gender, Relationship, Tier};
use super::synonyms::normalise_header;

/// Lower-case words of a value, punctuation as spaces ("EE+SP" → "ee sp").
/// Calls `f` with `text` normalised like a header, `+` and `&` kept as words; a short text of
/// plain letters and digits (most cells) is lowered on the stack rather than in a new string.
fn with_words<T>(text: &str, f: impl FnOnce(&str) -> T) -> T {
    const SHORT: usize = 24;
    if text.len() <= SHORT && text.bytes().all(|b| b.is_ascii_alphanumeric()) {
        let mut buffer = [0u8; SHORT];
        let lower = &mut buffer[..text.len()];
        lower.copy_from_slice(text.as_bytes());
        lower.make_ascii_lowercase();
        return f(std::str::from_utf8(lower).expect("ASCII letters and digits"));
    }
    f(&normalise_header(&text.replace(['+', '&'], " + ")))
}

/// `M`, `Male`, `F`, `Female`, `X`, `Non-binary`, `U`, `Unknown`…
pub fn parse_gender(text: &str) -> Option<Gender> {
    with_words(text, |w| {
        Some(match w {
            "m" | "male" | "man" => Gender::Male,
            "f" | "female" | "woman" => Gender::Female,
            "x" | "nb" | "non binary" | "nonbinary" | "other" => Gender::NonBinary,
            "u" | "unknown" | "undisclosed" | "not disclosed" | "unspecified" => Gender::Unknown,
            _ => return None,
        })
    })
}

/// `E`, `EE`, `Employee`, `Subscriber`, `Self`, `S`, `SP`, `Spouse`, `Wife`,
/// `DP`, `Domestic Partner`, `C`, `CH`, `Child`, `Son`, `Daughter`,
/// `Dependent`, X12 codes `18`/`01`/`19`/`53`…
pub fn parse_relationship(text: &str) -> Option<Relationship> {
    with_words(text, |w| {
        Some(match w {
            "e" | "ee" | "emp" | "employee" | "subscriber" | "sub" | "self" | "member"
            | "primary" | "insured" | "18" => Relationship::Employee,
            "s" | "sp" | "sps" | "spouse" | "wife" | "husband" | "01" | "1" => Relationship::Spouse,
            "dp"
            | "domestic partner"
            | "partner"
            | "life partner"
            | "civil union"
            | "civil union partner"
            | "53" => Relationship::DomesticPartner,
            "c" | "ch" | "child" | "children" | "son" | "daughter" | "dependent" | "dependant"
            | "dep" | "d" | "stepchild" | "step child" | "stepson" | "step son"
            | "stepdaughter" | "step daughter" | "foster child" | "adopted child" | "19" => {
                Relationship::Child
            }
            "o" | "other" | "grandchild" | "ward" | "legal ward" | "other dependent" => {
                Relationship::Other
            }
            _ => return None,
        })
    })
}

/// `EE`, `ES`, `EC`, `EF`, `W` and spelled-out tiers: `Employee + Spouse`,
/// `EE+CH`, `Family`, `Waive`, X12 `EMP`/`ESP`/`ECH`/`FAM`…
pub fn parse_tier(text: &str) -> Option<Tier> {
    with_words(text, tier_of_words)
}

fn tier_of_words(w: &str) -> Option<Tier> {
    let direct = match w {
        "ee" | "e" | "emp" | "single" | "individual" | "employee" | "employee only" | "ee only"
        | "eo" => Some(Tier::EE),
        "es" | "esp" | "e1s" => Some(Tier::ES),
        "ec" | "ech" | "ecn" | "ek" => Some(Tier::EC),
        "ef" | "fam" | "family" | "f" => Some(Tier::EF),
        "w" | "wv" | "wa" | "waive" | "waived" | "waiver" | "decline" | "declined" | "none"
        | "no coverage" => Some(Tier::Waived),
        _ => None,
    };
    if direct.is_some() {
        return direct;
    }
    let tokens: Vec<&str> = w
        .split(' ')
        .filter(|t| *t != "+" && *t != "and" && *t != "plus")
        .collect();
    let has = |set: &[&str]| tokens.iter().any(|t| set.contains(t));
    let employee = has(&["ee", "e", "emp", "employee", "subscriber"]);
    let spouse = has(&["s", "sp", "sps", "spouse", "dp", "partner"]);
    let child = has(&[
        "c",
        "ch",
        "child",
        "children",
        "childs",
        "kids",
        "dep",
        "deps",
        "dependent",
        "dependents",
    ]);
    let family = has(&["f", "fam", "family"]);
    match (employee, spouse, child, family) {
        (_, _, _, true) | (_, true, true, _) => Some(Tier::EF),
        (true, true, false, false) => Some(Tier::ES),
        (true, false, true, false) => Some(Tier::EC),
        _ => None,
    }
}

/// `Y`/`N`, `Yes`/`No`, `True`/`False`, `1`/`0`, `Smoker`/`Non-smoker`,
/// `Tobacco`/`Non-tobacco`.
pub fn parse_yes_no(text: &str) -> Option<bool> {
    with_words(text, |w| match w {
        "y" | "yes" | "true" | "t" | "1" | "smoker" | "tobacco" | "tobacco user" | "user" => {
            Some(true)
        }
        "n" | "no" | "false" | "0" | "non smoker" | "nonsmoker" | "non tobacco" | "nt" | "ns"
        | "never" => Some(false),
        _ => None,
    })
}

/// `FT`, `Full Time`, `Active`, `PT`, `COBRA`, `Retiree`, `Terminated`…
pub fn parse_employment_status(text: &str) -> Option<EmploymentStatus> {
    with_words(text, |w| {
        Some(match w {
            "ft" | "f" | "full time" | "fulltime" | "full" | "active" | "a" | "act" => {
                EmploymentStatus::FullTime
            }
            "pt" | "p" | "part time" | "parttime" | "part" => EmploymentStatus::PartTime,
            "cobra" | "c" | "cob" => EmploymentStatus::Cobra,
            "retiree" | "retired" | "r" | "ret" => EmploymentStatus::Retiree,
            "terminated" | "term" | "termed" | "t" | "inactive" => EmploymentStatus::Terminated,
            _ => return None,
        })
    })
}

/// Five-digit ZIP from `02134`, `02134-1234`, `021341234`, or `2134` /
/// `501` (leading zeros lost by a spreadsheet).
pub fn parse_zip(text: &str) -> Option<String> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let five = match compact.split_once('-') {
        Some((zip, plus4)) if plus4.len() == 4 && plus4.bytes().all(|b| b.is_ascii_digit()) => {
            zip.to_string()
        }
        Some(_) => return None,
        None if compact.len() == 9 && compact.is_ascii() => compact[..5].to_string(),
        None => compact,
    };
    if !(3..=5).contains(&five.len()) || !five.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(format!("{five:0>5}"))
}

/// Where ZIP codes start with 0: CT, MA, ME, NH, NJ, PR, RI, VT, the Virgin Islands and the
/// APO/FPO "AE" range.
const ZERO_ZIP_STATES: [(&str, &str); 10] = [
    ("CT", "connecticut"),
    ("MA", "massachusetts"),
    ("ME", "maine"),
    ("NH", "new hampshire"),
    ("NJ", "new jersey"),
    ("PR", "puerto rico"),
    ("RI", "rhode island"),
    ("VT", "vermont"),
    ("VI", "virgin islands"),
    ("AE", "armed forces europe"),
];

/// Whether a ZIP cell has four digits, as a spreadsheet leaves a ZIP that began with 0.
pub fn zip_lost_its_zero(text: &str) -> bool {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let zip = compact.split_once('-').map_or(compact.as_str(), |(z, _)| z);
    zip.len() == 4 && zip.bytes().all(|b| b.is_ascii_digit())
}

/// Whether the state (code or name) is one whose ZIPs start with 0.
pub fn zero_zip_state(state: Option<&str>) -> bool {
    state.is_some_and(|s| {
        let s = s.trim();
        ZERO_ZIP_STATES
            .iter()
            .any(|(code, name)| s.eq_ignore_ascii_case(code) || s.eq_ignore_ascii_case(name))
    })
}

/// Why an SSN was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SsnProblem {
    /// Not nine digits.
    Length,
    /// Area 000, 666 or 9xx; group 00; or serial 0000.
    NeverIssued,
}

/// Nine-digit SSN, with or without dashes or spaces. Seven or eight digits
/// are left-padded (leading zeros lost by a spreadsheet); the second value
/// tells whether that happened.
pub fn parse_ssn(text: &str) -> Result<(String, bool), SsnProblem> {
    let digits: String = text
        .chars()
        .filter(|c| !matches!(c, '-' | ' ' | '.'))
        .collect();
    if !digits.bytes().all(|b| b.is_ascii_digit()) || !(7..=9).contains(&digits.len()) {
        return Err(SsnProblem::Length);
    }
    let padded = format!("{digits:0>9}");
    let (area, group, serial) = (&padded[..3], &padded[3..5], &padded[5..]);
    if area == "000" || area == "666" || area.starts_with('9') || group == "00" || serial == "0000"
    {
        return Err(SsnProblem::NeverIssued);
    }
    Ok((padded, digits.len() < 9))
}

/// An amount in cents from `$52,000.00`, `52000`, `52.000,50`, `52000,5`.
/// A lone `.` or `,` followed by three digits groups thousands (no wage has
/// three decimals). Negative amounts are refused.
pub fn parse_cents(text: &str) -> Option<i64> {
    let kept: String = text
        .chars()
        .filter(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
        .collect();
    if !kept.bytes().any(|b| b.is_ascii_digit()) || text.contains('-') || text.contains('(') {
        return None;
    }
    let (whole, fraction) = match decimal_separator(&kept) {
        Some(sep) => kept.rsplit_once(sep)?,
        None => (kept.as_str(), ""),
    };
    let whole: String = whole.chars().filter(char::is_ascii_digit).collect();
    if fraction.len() > 2 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let cents: i64 = format!("{fraction:0<2}").parse().ok()?;
    whole.checked_mul(100)?.checked_add(cents)
}

/// The decimal separator of a number, if any: the later of `.` and `,` when
/// both appear, else a separator followed by one or two digits.
fn decimal_separator(number: &str) -> Option<char> {
    let last = number.rfind(['.', ','])?;
    let sep = char::from(number.as_bytes()[last]);
    let other = if sep == '.' { ',' } else { '.' };
    (number.contains(other) || number.len() - last - 1 <= 2).then_some(sep)
}

/// Hours per week, decimal point or comma.
pub fn parse_hours(text: &str) -> Option<f32> {
    let hours: f32 = text.trim().replace(',', ".").parse().ok()?;
    (0.0..=168.0).contains(&hours).then_some(hours)
}

/// Ten-digit US phone number from any punctuation, with or without `+1`.
pub fn parse_phone(text: &str) -> Option<String> {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    match digits.len() {
        10 => Some(digits),
        11 if digits.starts_with('1') => Some(digits[1..].to_string()),
        _ => None,
    }
}

/// Lower-cased e-mail address if it has the shape `local@domain.tld`.
pub fn parse_email(text: &str) -> Option<String> {
    let email = text.trim().to_lowercase();
    let (local, domain) = email.split_once('@')?;
    let valid = !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.contains(char::is_whitespace)
        && !domain.contains('@');
    valid.then_some(email)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multi_byte_text_never_splits_inside_a_character() {
        assert_eq!(parse_zip("8020é2345"), None);
        assert_eq!(parse_zip("802023456"), Some("80202".into()));
    }

    #[test]
    fn short_plain_words_read_as_the_long_way_reads_them() {
        for text in [
            "EE",
            "Spouse",
            "f",
            "FT",
            "Employee1",
            "abcdefghijklmnopqrstuvwxyz",
            "Non-binary",
            "EE+CH",
            "É",
            "  m ",
            "",
        ] {
            assert_eq!(
                with_words(text, str::to_string),
                normalise_header(&text.replace(['+', '&'], " + ")),
                "{text:?}"
            );
        }
    }

    #[test]
    fn genders() {
        assert_eq!(parse_gender("M"), Some(Gender::Male));
        assert_eq!(parse_gender("female"), Some(Gender::Female));
        assert_eq!(parse_gender("X"), Some(Gender::NonBinary));
        assert_eq!(parse_gender("Non-Binary"), Some(Gender::NonBinary));
        assert_eq!(parse_gender("U"), Some(Gender::Unknown));
        assert_eq!(parse_gender("Q"), None);
    }

    #[test]
    fn relationships() {
        for (text, rel) in [
            ("E", Relationship::Employee),
            ("EE", Relationship::Employee),
            ("Subscriber", Relationship::Employee),
            ("Self", Relationship::Employee),
            ("S", Relationship::Spouse),
            ("SP", Relationship::Spouse),
            ("Wife", Relationship::Spouse),
            ("husband", Relationship::Spouse),
            ("DP", Relationship::DomesticPartner),
            ("Domestic Partner", Relationship::DomesticPartner),
            ("C", Relationship::Child),
            ("CH", Relationship::Child),
            ("Son", Relationship::Child),
            ("Daughter", Relationship::Child),
            ("Dependent", Relationship::Child),
            ("Step-Son", Relationship::Child),
            ("19", Relationship::Child),
            ("Grandchild", Relationship::Other),
        ] {
            assert_eq!(parse_relationship(text), Some(rel), "{text}");
        }
        assert_eq!(parse_relationship("Cousin"), None);
    }

    #[test]
    fn tiers() {
        for (text, tier) in [
            ("EE", Tier::EE),
            ("Employee Only", Tier::EE),
            ("EMP", Tier::EE),
            ("ES", Tier::ES),
            ("Employee + Spouse", Tier::ES),
            ("EE+SP", Tier::ES),
            ("ee & spouse", Tier::ES),
            ("Employee/Partner", Tier::ES),
            ("ESP", Tier::ES),
            ("EC", Tier::EC),
            ("ECH", Tier::EC),
            ("Employee + Child(ren)", Tier::EC),
            ("EE + Children", Tier::EC),
            ("EF", Tier::EF),
            ("FAM", Tier::EF),
            ("Family", Tier::EF),
            ("Employee + Family", Tier::EF),
            ("EE+SP+CH", Tier::EF),
            ("W", Tier::Waived),
            ("Waive", Tier::Waived),
            ("Declined", Tier::Waived),
        ] {
            assert_eq!(parse_tier(text), Some(tier), "{text}");
        }
        assert_eq!(parse_tier("Gold PPO"), None);
    }

    #[test]
    fn yes_no_and_status() {
        assert_eq!(parse_yes_no("Y"), Some(true));
        assert_eq!(parse_yes_no("Non-Smoker"), Some(false));
        assert_eq!(parse_yes_no("maybe"), None);
        assert_eq!(
            parse_employment_status("Full-Time"),
            Some(EmploymentStatus::FullTime)
        );
        assert_eq!(
            parse_employment_status("PT"),
            Some(EmploymentStatus::PartTime)
        );
        assert_eq!(
            parse_employment_status("COBRA"),
            Some(EmploymentStatus::Cobra)
        );
        assert_eq!(
            parse_employment_status("Retired"),
            Some(EmploymentStatus::Retiree)
        );
        assert_eq!(
            parse_employment_status("Termed"),
            Some(EmploymentStatus::Terminated)
        );
    }

    #[test]
    fn zips() {
        assert_eq!(parse_zip("02134").as_deref(), Some("02134"));
        assert_eq!(parse_zip("02134-1234").as_deref(), Some("02134"));
        assert_eq!(parse_zip("021341234").as_deref(), Some("02134"));
        assert_eq!(parse_zip("2134").as_deref(), Some("02134"));
        assert_eq!(parse_zip("2134-1234").as_deref(), Some("02134"));
        assert_eq!(parse_zip("501").as_deref(), Some("00501"));
        assert_eq!(parse_zip("97201 ").as_deref(), Some("97201"));
        assert!(zip_lost_its_zero("3030") && zip_lost_its_zero("2134-1234"));
        assert!(!zip_lost_its_zero("03030") && !zip_lost_its_zero("501"));
        assert!(zero_zip_state(Some("NH")) && zero_zip_state(Some("ae")));
        assert!(zero_zip_state(Some("New Hampshire")));
        assert!(!zero_zip_state(Some("CO")) && !zero_zip_state(None));
        for bad in ["12", "ABCDE", "123456", "02134-12", ""] {
            assert_eq!(parse_zip(bad), None, "{bad}");
        }
    }

    #[test]
    fn ssns() {
        assert_eq!(parse_ssn("123-45-6789"), Ok(("123456789".into(), false)));
        assert_eq!(parse_ssn("123 45 6789"), Ok(("123456789".into(), false)));
        assert_eq!(parse_ssn("23456789"), Ok(("023456789".into(), true)));
        assert_eq!(parse_ssn("000-12-3456"), Err(SsnProblem::NeverIssued));
        assert_eq!(parse_ssn("666-12-3456"), Err(SsnProblem::NeverIssued));
        assert_eq!(parse_ssn("912-12-3456"), Err(SsnProblem::NeverIssued));
        assert_eq!(parse_ssn("123-00-3456"), Err(SsnProblem::NeverIssued));
        assert_eq!(parse_ssn("123-45-0000"), Err(SsnProblem::NeverIssued));
        assert_eq!(parse_ssn("12-345"), Err(SsnProblem::Length));
        assert_eq!(parse_ssn("XXX-XX-1234"), Err(SsnProblem::Length));
    }

    #[test]
    fn money() {
        assert_eq!(parse_cents("$52,000.00"), Some(5_200_000));
        assert_eq!(parse_cents("52000"), Some(5_200_000));
        assert_eq!(parse_cents("52000.5"), Some(5_200_050));
        assert_eq!(parse_cents("1,234,567"), Some(123_456_700));
        assert_eq!(parse_cents("52.000,50"), Some(5_200_050));
        assert_eq!(parse_cents("1.234.567"), Some(123_456_700));
        assert_eq!(parse_cents("52000,50"), Some(5_200_050));
        assert_eq!(parse_cents("52.000"), Some(5_200_000));
        assert_eq!(parse_cents("52,000"), Some(5_200_000));
        assert_eq!(parse_cents("€ 1.234,5"), Some(123_450));
        assert_eq!(parse_cents("18.75"), Some(1875));
        assert_eq!(parse_cents("-5"), None);
        assert_eq!(parse_cents("n/a"), None);
    }

    #[test]
    fn hours_phone_email() {
        assert_eq!(parse_hours("37,5"), Some(37.5));
        assert_eq!(parse_hours("200"), None);
        assert_eq!(
            parse_phone("+1 (503) 555-0100").as_deref(),
            Some("5035550100")
        );
        assert_eq!(parse_phone("555-0100"), None);
        assert_eq!(
            parse_email(" Jo.Smith@Example.COM ").as_deref(),
            Some("jo.smith@example.com")
        );
        assert_eq!(parse_email("jo@localhost"), None);
        assert_eq!(parse_email("not an email"), None);
    }
}
