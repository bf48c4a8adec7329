//! Who may be on a roster, one rule for every way in (the census import, and adding or changing
//! an employee): both refuse what these functions find, as errors. Pure.

use chrono::{Months, NaiveDate};

/// Dependent children are covered until this age unless disabled.
pub const CHILD_AGE_LIMIT: i32 = 26;
/// The youngest age at which someone can be hired.
pub const MIN_HIRING_AGE: u32 = 14;

/// Whether a child of `age` is past the age children are covered to (disabled children stay).
pub fn child_over_age(age: i32, disabled: bool) -> bool {
    age >= CHILD_AGE_LIMIT && !disabled
}

/// Whether someone born on `dob` was hired on `hire` before they could be.
pub fn hired_too_young(dob: NaiveDate, hire: NaiveDate) -> bool {
    dob.checked_add_months(Months::new(MIN_HIRING_AGE * 12))
        .is_some_and(|allowed| hire < allowed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn children_are_covered_until_26_unless_disabled() {
        assert!(!child_over_age(25, false));
        assert!(child_over_age(26, false));
        assert!(!child_over_age(30, true));
    }

    #[test]
    fn nobody_is_hired_before_14() {
        assert!(hired_too_young(d(2000, 6, 15), d(2014, 6, 14)));
        assert!(!hired_too_young(d(2000, 6, 15), d(2014, 6, 15)));
        // Born on 29 February: 14 on 28 February of a common year.
        assert!(!hired_too_young(d(2008, 2, 29), d(2022, 2, 28)));
    }
}
