//! The rules of an employee record and its dependents. Pure.

use chrono::{Datelike, NaiveDate};

use crate::eligibility::{child_over_age, hired_too_young};
use crate::error::FieldErrors;

/// Whole years from `dob` to `on`.
pub fn age_on(dob: NaiveDate, on: NaiveDate) -> i32 {
    let mut age = on.year() - dob.year();
    if (on.month(), on.day()) < (dob.month(), dob.day()) {
        age -= 1;
    }
    age
}

/// Normalises an SSN to 9 digits; refuses numbers the SSA never issues (area 000, 666, 9xx;
/// group 00; serial 0000).
pub fn ssn(raw: &str) -> Result<String, &'static str> {
    let digits: String = raw.chars().filter(|c| c.is_ascii_digit()).collect();
    let shape_ok = digits.len() == 9
        && raw
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == ' ');
    if !shape_ok {
        return Err("an SSN has 9 digits, as 123-45-6789");
    }
    let (area, group, serial) = (&digits[..3], &digits[3..5], &digits[5..]);
    if area == "000" || area == "666" || area.starts_with('9') || group == "00" || serial == "0000"
    {
        return Err("this is not a number the SSA issues");
    }
    Ok(digits)
}

pub const RELATIONSHIPS: &[&str] = &["spouse", "domestic_partner", "child", "other"];

/// What the employee rules need to know about one dependent.
pub struct DependentFacts<'a> {
    pub index: usize,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub dob: NaiveDate,
    pub relationship: &'a str,
    pub disabled: bool,
}

/// Dependents: names, plausible birth dates, children under 26 unless disabled, at most one
/// spouse or partner.
pub fn dependents(errors: &mut FieldErrors, deps: &[DependentFacts<'_>], today: NaiveDate) {
    for d in deps {
        let field = |name: &str| format!("dependents[{}].{name}", d.index);
        errors.check(
            !d.first_name.trim().is_empty() && !d.last_name.trim().is_empty(),
            &field("first_name"),
            "enter the dependent's first and last name",
        );
        errors.check(
            RELATIONSHIPS.contains(&d.relationship),
            &field("relationship"),
            "spouse, domestic_partner, child or other",
        );
        errors.check(
            d.dob <= today,
            &field("dob"),
            "the date of birth is in the future",
        );
        let age = age_on(d.dob, today);
        errors.check(
            age <= 120,
            &field("dob"),
            "this date of birth is not plausible",
        );
        if d.relationship == "child" {
            errors.check(
                !child_over_age(age, d.disabled),
                &field("dob"),
                "children are covered until 26, unless disabled",
            );
        }
        if d.relationship == "spouse" || d.relationship == "domestic_partner" {
            errors.check(
                age >= 16,
                &field("dob"),
                "a spouse or partner is at least 16",
            );
        }
    }
    let partners = deps
        .iter()
        .filter(|d| d.relationship == "spouse" || d.relationship == "domestic_partner")
        .count();
    errors.check(
        partners <= 1,
        "dependents",
        "an employee has at most one spouse or partner",
    );
}

/// A coverage tier must match who is covered: ES needs a spouse or partner, EC a child, EF both.
pub fn tier_matches(tier: &str, has_partner: bool, has_child: bool) -> bool {
    match tier {
        "ES" => has_partner,
        "EC" => has_child,
        "EF" => has_partner && has_child,
        _ => true,
    }
}

/// Employment dates: born 14–100 years ago, hired no earlier than at 14 and at most a year
/// ahead, terminated no earlier than hired.
pub fn employment(
    errors: &mut FieldErrors,
    dob: NaiveDate,
    hire: Option<NaiveDate>,
    termination: Option<NaiveDate>,
    today: NaiveDate,
) {
    let age = age_on(dob, today);
    errors.check(dob <= today, "dob", "the date of birth is in the future");
    errors.check(
        (14..=100).contains(&age),
        "dob",
        "an employee is between 14 and 100 years old",
    );
    if let Some(h) = hire {
        errors.check(
            !hired_too_young(dob, h),
            "hire_date",
            "the hire date is before the employee turned 14",
        );
        errors.check(
            h <= today + chrono::Duration::days(366),
            "hire_date",
            "the hire date is more than a year ahead",
        );
    }
    if let (Some(h), Some(t)) = (hire, termination) {
        errors.check(
            t >= h,
            "termination_date",
            "the termination date is before the hire date",
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn ages() {
        assert_eq!(age_on(d(1980, 6, 15), d(2026, 6, 14)), 45);
        assert_eq!(age_on(d(1980, 6, 15), d(2026, 6, 15)), 46);
        assert_eq!(age_on(d(2000, 2, 29), d(2026, 2, 28)), 25);
    }

    #[test]
    fn ssns() {
        assert_eq!(ssn("123-45-6789").unwrap(), "123456789");
        for bad in [
            "000-12-3456",
            "666-12-3456",
            "912-34-5678",
            "123-00-4567",
            "123-45-0000",
            "12345678",
            "abc-de-fghi",
        ] {
            assert!(ssn(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn dependent_rules() {
        let today = d(2026, 11, 22);
        let child = |dob, disabled| DependentFacts {
            index: 0,
            first_name: "A",
            last_name: "B",
            dob,
            relationship: "child",
            disabled,
        };
        let mut e = FieldErrors::default();
        dependents(&mut e, &[child(d(1999, 1, 1), false)], today);
        assert!(e.finish().is_err(), "a 27-year-old child");
        let mut e = FieldErrors::default();
        dependents(&mut e, &[child(d(1999, 1, 1), true)], today);
        assert!(e.finish().is_ok(), "unless disabled");
        let spouse = |i| DependentFacts {
            index: i,
            first_name: "S",
            last_name: "B",
            dob: d(1985, 1, 1),
            relationship: "spouse",
            disabled: false,
        };
        let mut e = FieldErrors::default();
        dependents(&mut e, &[spouse(0), spouse(1)], today);
        assert!(e.finish().is_err(), "two spouses");
    }

    #[test]
    fn tiers() {
        assert!(tier_matches("EE", false, false) && tier_matches("W", true, true));
        assert!(!tier_matches("ES", false, true) && tier_matches("ES", true, false));
        assert!(!tier_matches("EF", true, false) && tier_matches("EF", true, true));
        assert!(!tier_matches("EC", true, false));
    }

    #[test]
    fn employment_dates() {
        let today = d(2026, 11, 22);
        let mut e = FieldErrors::default();
        employment(&mut e, d(1990, 1, 1), Some(d(2015, 3, 1)), None, today);
        assert!(e.finish().is_ok());
        let mut e = FieldErrors::default();
        employment(&mut e, d(2020, 1, 1), None, None, today);
        assert!(e.finish().is_err(), "six years old");
        let mut e = FieldErrors::default();
        employment(&mut e, d(1990, 1, 1), Some(d(2000, 1, 1)), None, today);
        assert!(e.finish().is_err(), "hired at 10");
        let mut e = FieldErrors::default();
        employment(
            &mut e,
            d(1990, 1, 1),
            Some(d(2020, 1, 1)),
            Some(d(2019, 1, 1)),
            today,
        );
        assert!(e.finish().is_err());
    }
}
