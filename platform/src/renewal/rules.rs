//! When a renewal opens and what it asks of the broker when: pure rules.

use chrono::{Datelike, Duration, NaiveDate};

use crate::vocabulary::RenewalTaskKind;

/// A renewal opens this many days before the group's renewal date.
pub const OPENS_DAYS_BEFORE: i64 = 120;

/// The renewal's tasks in order, each due so many days before the renewal date.
pub const TASKS: [(RenewalTaskKind, i64); 6] = [
    (RenewalTaskKind::RequestRates, 120),
    (RenewalTaskKind::Market, 90),
    (RenewalTaskKind::Present, 60),
    (RenewalTaskKind::Decision, 45),
    (RenewalTaskKind::OpenEnrollment, 30),
    (RenewalTaskKind::SendFiles, 15),
];

/// What each task asks, as the renewal page lists it.
pub fn task_title(kind: RenewalTaskKind) -> &'static str {
    match kind {
        RenewalTaskKind::RequestRates => "Request renewal rates from the carriers",
        RenewalTaskKind::Market => "Market the group to other carriers",
        RenewalTaskKind::Present => "Present current, renewal and alternatives to the employer",
        RenewalTaskKind::Decision => "Employer's decision",
        RenewalTaskKind::OpenEnrollment => "Open enrollment for the new plan year",
        RenewalTaskKind::SendFiles => "Send the new plan year's files to the carriers",
    }
}

/// The day a task is due for a renewal effective on `effective`.
pub fn due_on(effective: NaiveDate, days_before: i64) -> NaiveDate {
    effective - Duration::days(days_before)
}

/// The day the daily round opens the renewal of a group renewing on `renewal_date`.
pub fn opens_on(renewal_date: NaiveDate) -> NaiveDate {
    due_on(renewal_date, OPENS_DAYS_BEFORE)
}

/// The plan year a renewal effective on `effective` leads into.
pub fn plan_year(effective: NaiveDate) -> i32 {
    effective.year()
}

/// Why a renewal cannot be started by hand now, if it cannot.
pub fn start_blocked(renewal_date: Option<NaiveDate>, today: NaiveDate) -> Option<String> {
    match renewal_date {
        None => Some("record the group's renewal date first".into()),
        Some(d) if d <= today => Some(format!(
            "the renewal date {d} has passed: record the group's next renewal date"
        )),
        _ => None,
    }
}

/// A task still open past its day.
pub fn is_late(done: bool, due_on: NaiveDate, today: NaiveDate) -> bool {
    !done && due_on < today
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn a_renewal_opens_120_days_out_and_its_tasks_count_back_from_the_renewal_date() {
        assert_eq!(opens_on(d("2027-07-01")), d("2027-03-03"));
        let due: Vec<NaiveDate> = TASKS
            .iter()
            .map(|(_, days)| due_on(d("2027-07-01"), *days))
            .collect();
        assert_eq!(
            due,
            [
                d("2027-03-03"),
                d("2027-04-02"),
                d("2027-05-02"),
                d("2027-05-17"),
                d("2027-06-01"),
                d("2027-06-16")
            ]
        );
        assert_eq!(plan_year(d("2027-01-01")), 2027);
    }

    #[test]
    fn starting_by_hand_needs_a_renewal_date_still_ahead() {
        let today = d("2026-11-29");
        assert!(start_blocked(None, today).unwrap().contains("renewal date"));
        assert!(start_blocked(Some(today), today)
            .unwrap()
            .contains("has passed"));
        assert_eq!(start_blocked(Some(d("2027-09-01")), today), None);
    }

    #[test]
    fn only_an_open_task_past_its_day_is_late() {
        let today = d("2026-11-29");
        assert!(is_late(false, d("2026-11-28"), today));
        assert!(!is_late(false, today, today));
        assert!(!is_late(true, d("2026-11-01"), today));
    }
}
