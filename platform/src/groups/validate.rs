//! Field rules of a group. Pure.

use chrono::NaiveDate;

use crate::error::FieldErrors;

/// Normalises an EIN to `NN-NNNNNNN`, refusing prefixes the IRS never assigns.
pub fn ein(raw: &str) -> Result<String, &'static str> {
    let digits: String = raw.chars().filter(|c| c.is_ascii_digit()).collect();
    let shape_ok = digits.len() == 9
        && raw
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == ' ');
    if !shape_ok {
        return Err("an EIN has 9 digits, as 12-3456789");
    }
    let prefix: u32 = digits[..2].parse().unwrap_or(0);
    let unassigned =
        matches!(prefix, 0 | 7..=9 | 17..=19 | 28 | 29 | 49 | 69 | 70 | 78 | 79 | 89 | 96 | 97);
    if unassigned {
        return Err("this EIN prefix is never assigned by the IRS");
    }
    Ok(format!("{}-{}", &digits[..2], &digits[2..]))
}

/// A 4-digit SIC code.
pub fn sic(raw: &str) -> Result<String, &'static str> {
    let t = raw.trim();
    if t.len() == 4 && t.bytes().all(|b| b.is_ascii_digit()) {
        Ok(t.to_string())
    } else {
        Err("a SIC code has 4 digits, as 8011")
    }
}

/// A 5-digit ZIP (ZIP+4 accepted, the +4 dropped).
pub fn zip(raw: &str) -> Result<String, &'static str> {
    let t = raw.trim();
    let five = t.split('-').next().unwrap_or("");
    let ok = five.len() == 5
        && five.bytes().all(|b| b.is_ascii_digit())
        && (t.len() == 5 || (t.len() == 10 && t[6..].bytes().all(|b| b.is_ascii_digit())));
    if ok {
        Ok(five.to_string())
    } else {
        Err("a ZIP code has 5 digits, as 80202")
    }
}

/// Checks plan-year dates: effective within 5 years back and 2 ahead of `today`, renewal after
/// effective and at most 15 months later.
pub fn plan_dates(
    errors: &mut FieldErrors,
    effective: Option<NaiveDate>,
    renewal: Option<NaiveDate>,
    today: NaiveDate,
) {
    if let Some(e) = effective {
        let earliest = today - chrono::Duration::days(5 * 366);
        let latest = today + chrono::Duration::days(2 * 366);
        errors.check(
            e >= earliest && e <= latest,
            "effective_date",
            "the effective date must be within 5 years back and 2 years ahead",
        );
    }
    if let (Some(e), Some(r)) = (effective, renewal) {
        errors.check(
            r > e,
            "renewal_date",
            "the renewal date must come after the effective date",
        );
        errors.check(
            r <= e + chrono::Duration::days(460),
            "renewal_date",
            "a plan year lasts at most 15 months",
        );
    }
}

pub const US_STATES: &[&str] = &[
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA",
    "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM",
    "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA",
    "WV", "WI", "WY",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eins() {
        assert_eq!(ein("12-3456789").unwrap(), "12-3456789");
        assert_eq!(ein("123456789").unwrap(), "12-3456789");
        assert!(ein("07-1234567").is_err(), "unassigned prefix");
        assert!(ein("12-345678").is_err());
        assert!(ein("12-34567890").is_err());
        assert!(ein("ab-cdefghi").is_err());
    }

    #[test]
    fn sics_and_zips() {
        assert!(sic("8011").is_ok() && sic("801").is_err() && sic("80a1").is_err());
        assert_eq!(zip("80202").unwrap(), "80202");
        assert_eq!(zip("80202-1234").unwrap(), "80202");
        assert!(zip("8020").is_err() && zip("80202-12").is_err() && zip("abcde").is_err());
    }

    #[test]
    fn dates() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let d = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        let mut e = FieldErrors::default();
        plan_dates(&mut e, d(2027, 1, 1), d(2028, 1, 1), today);
        assert!(e.finish().is_ok());
        let mut e = FieldErrors::default();
        plan_dates(&mut e, d(2027, 1, 1), d(2026, 12, 1), today);
        assert!(e.finish().is_err());
        let mut e = FieldErrors::default();
        plan_dates(&mut e, d(2035, 1, 1), None, today);
        assert!(e.finish().is_err());
    }
}
