//! Calendar rules of the field: plan years, effective and renewal dates start on the 1st of a
//! month.

use chrono::{Datelike, Months, NaiveDate};

/// The first day of the month on or after `d`.
pub fn first_of_month_on_or_after(d: NaiveDate) -> NaiveDate {
    if d.day() == 1 {
        return d;
    }
    let first = d.with_day(1).unwrap_or(d);
    first.checked_add_months(Months::new(1)).unwrap_or(d)
}

/// The same day `years` years before (the last day of February for a 29th in a common year).
pub fn years_before(d: NaiveDate, years: u32) -> NaiveDate {
    d.checked_sub_months(Months::new(12 * years)).unwrap_or(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn plan_dates_land_on_the_first() {
        assert_eq!(first_of_month_on_or_after(d("2027-05-01")), d("2027-05-01"));
        assert_eq!(first_of_month_on_or_after(d("2027-05-04")), d("2027-06-01"));
        assert_eq!(first_of_month_on_or_after(d("2026-12-31")), d("2027-01-01"));
        assert_eq!(first_of_month_on_or_after(d("2028-02-29")), d("2028-03-01"));
    }

    #[test]
    fn a_plan_year_back_keeps_the_day() {
        assert_eq!(years_before(d("2027-05-01"), 1), d("2026-05-01"));
        assert_eq!(years_before(d("2028-02-29"), 1), d("2027-02-28"));
    }
}
