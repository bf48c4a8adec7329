//! The reports' rules: the dates they read, the figures derived from the queries' figures, and
//! the commission schedule's checks. Pure.

use std::collections::BTreeSet;

use chrono::{Days, NaiveDate};
use rust_decimal::Decimal;

use super::dto::CommissionRateInput;
use crate::enrollment::rules::waiver_counts_as_covered_elsewhere;
use crate::error::{AppError, FieldErrors};
use crate::plan_design::checks::Status as CheckStatus;
use crate::vocabulary::{WaiveReason, WindowState, WindowStatus};

/// The years a report may be asked about.
const FIRST_YEAR: i32 = 2000;
const LAST_YEAR: i32 = 2100;
/// The longest date range of the enrollment report.
const LONGEST_RANGE_DAYS: i64 = 3 * 366;
/// Without a range, the enrollment report reads the enrollments of the past year and the
/// next three months.
const DEFAULT_DAYS_BACK: u64 = 365;
const DEFAULT_DAYS_AHEAD: u64 = 92;
/// The highest commission rate, in basis points (50 %), and the most rates a schedule holds.
pub const MAX_RATE_BPS: i32 = 5000;
const MAX_RATES: usize = 500;

fn in_range(field: &str, date: NaiveDate) -> Result<NaiveDate, AppError> {
    use chrono::Datelike;
    if (FIRST_YEAR..=LAST_YEAR).contains(&date.year()) {
        Ok(date)
    } else {
        Err(AppError::field(
            field,
            format!("a date between {FIRST_YEAR} and {LAST_YEAR}"),
        ))
    }
}

/// The date the book of business is read on: the one asked for, else today.
pub fn as_of(asked: Option<NaiveDate>, today: NaiveDate) -> Result<NaiveDate, AppError> {
    in_range("as_of", asked.unwrap_or(today))
}

/// The enrollment report's range: as asked, else the past year and the next three months.
pub fn period(
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    today: NaiveDate,
) -> Result<(NaiveDate, NaiveDate), AppError> {
    let from = from.unwrap_or_else(|| today - Days::new(DEFAULT_DAYS_BACK));
    let to = to.unwrap_or_else(|| today + Days::new(DEFAULT_DAYS_AHEAD));
    let (from, to) = (in_range("from", from)?, in_range("to", to)?);
    if to < from {
        return Err(AppError::field(
            "to",
            "the range ends on or after its start",
        ));
    }
    if (to - from).num_days() > LONGEST_RANGE_DAYS {
        return Err(AppError::field("from", "a range of at most three years"));
    }
    Ok((from, to))
}

/// A monthly amount over a year.
pub fn annual(monthly_cents: i64) -> i64 {
    monthly_cents.saturating_mul(12)
}

/// The waivers left out of participation (other coverage), as the enrollment counts them.
pub fn covered_elsewhere() -> Vec<&'static str> {
    WaiveReason::ALL
        .iter()
        .filter(|r| waiver_counts_as_covered_elsewhere(**r))
        .map(|r| r.as_str())
        .collect()
}

/// A participation check's outcome, as the enrollment's own check decides it: it passes when
/// participation reaches the carrier's minimum.
pub fn participation_status(pct: Option<Decimal>, minimum: Decimal) -> CheckStatus {
    if pct.is_some_and(|p| p >= minimum) {
        CheckStatus::Pass
    } else {
        CheckStatus::Fail
    }
}

/// Where an enrollment stands on `today`: closed, scheduled, open, or ended and not closed.
pub fn window_state(
    status: WindowStatus,
    starts_on: NaiveDate,
    ends_on: NaiveDate,
    today: NaiveDate,
) -> WindowState {
    match status {
        WindowStatus::Closed => WindowState::Closed,
        _ if today < starts_on => WindowState::Scheduled,
        _ if today > ends_on => WindowState::Ended,
        _ => WindowState::Open,
    }
}

/// A rate in basis points as people write it: 450 → "4.5%", 1000 → "10%".
pub fn rate_text(bps: i32) -> String {
    format!("{}%", (Decimal::from(bps) / Decimal::from(100)).normalize())
}

/// The schedule's rates checked: each carrier and line once, each rate from 0.01 % to 50 %.
pub fn schedule(rates: &[CommissionRateInput]) -> Result<(), AppError> {
    if rates.len() > MAX_RATES {
        return Err(AppError::field(
            "rates",
            format!("at most {MAX_RATES} rates"),
        ));
    }
    let mut errors = FieldErrors::default();
    let mut seen = BTreeSet::new();
    for (i, r) in rates.iter().enumerate() {
        errors.check(
            (1..=MAX_RATE_BPS).contains(&r.rate_bps),
            &format!("rates[{i}].rate_bps"),
            "a rate from 0.01% to 50% of premium",
        );
        errors.check(
            seen.insert((r.carrier_id, r.line)),
            &format!("rates[{i}].line"),
            "this carrier's line already has a rate",
        );
    }
    errors.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::Line;
    use rust_decimal_macros::dec;
    use uuid::Uuid;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_book_is_read_today_unless_asked() {
        let today = day(2026, 11, 30);
        assert_eq!(as_of(None, today).unwrap(), today);
        assert_eq!(
            as_of(Some(day(2026, 1, 1)), today).unwrap(),
            day(2026, 1, 1)
        );
        assert!(as_of(Some(day(1999, 12, 31)), today).is_err());
    }

    #[test]
    fn the_enrollment_period_defaults_to_the_past_year_and_the_next_months() {
        let today = day(2026, 11, 30);
        let (from, to) = period(None, None, today).unwrap();
        assert_eq!(from, day(2025, 11, 30));
        assert_eq!(to, day(2027, 3, 2));
        assert!(period(Some(day(2026, 5, 1)), Some(day(2026, 4, 30)), today).is_err());
        assert!(period(Some(day(2020, 1, 1)), Some(day(2026, 1, 1)), today).is_err());
        assert!(period(Some(day(2024, 1, 1)), Some(day(2026, 12, 31)), today).is_ok());
    }

    #[test]
    fn waivers_for_other_coverage_are_left_out_as_the_enrollment_leaves_them() {
        assert_eq!(
            covered_elsewhere(),
            vec!["spouse_plan", "other_group", "medicare_medicaid"]
        );
    }

    #[test]
    fn participation_passes_at_the_minimum() {
        assert_eq!(
            participation_status(Some(dec!(70.0)), dec!(70)),
            CheckStatus::Pass
        );
        assert_eq!(
            participation_status(Some(dec!(69.9)), dec!(70)),
            CheckStatus::Fail
        );
        assert_eq!(participation_status(None, dec!(70)), CheckStatus::Fail);
    }

    #[test]
    fn an_enrollment_stands_where_its_dates_put_it() {
        let (start, end) = (day(2026, 11, 24), day(2026, 12, 9));
        let open = WindowStatus::Open;
        assert_eq!(
            window_state(open, start, end, day(2026, 11, 1)),
            WindowState::Scheduled
        );
        assert_eq!(
            window_state(open, start, end, day(2026, 12, 9)),
            WindowState::Open
        );
        assert_eq!(
            window_state(open, start, end, day(2026, 12, 10)),
            WindowState::Ended
        );
        assert_eq!(
            window_state(WindowStatus::Closed, start, end, day(2026, 12, 1)),
            WindowState::Closed
        );
    }

    #[test]
    fn rates_read_as_percentages() {
        assert_eq!(rate_text(450), "4.5%");
        assert_eq!(rate_text(1000), "10%");
        assert_eq!(rate_text(1), "0.01%");
    }

    #[test]
    fn a_schedule_has_each_line_once_at_a_sensible_rate() {
        let carrier = Uuid::new_v4();
        let rate = |line, rate_bps| CommissionRateInput {
            carrier_id: carrier,
            line,
            rate_bps,
        };
        assert!(schedule(&[rate(Line::Medical, 450), rate(Line::Dental, 1000)]).is_ok());
        assert!(schedule(&[]).is_ok());
        let AppError::Validation { fields, .. } =
            schedule(&[rate(Line::Medical, 450), rate(Line::Medical, 500)]).unwrap_err()
        else {
            panic!("a validation error")
        };
        assert!(fields.contains_key("rates[1].line"));
        let AppError::Validation { fields, .. } =
            schedule(&[rate(Line::Medical, 0), rate(Line::Dental, 5001)]).unwrap_err()
        else {
            panic!("a validation error")
        };
        assert!(fields.contains_key("rates[0].rate_bps"));
        assert!(fields.contains_key("rates[1].rate_bps"));
    }
}
