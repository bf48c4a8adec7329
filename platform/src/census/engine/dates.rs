//! Date parsing: US, ISO, day-month-name, compact and Excel serial dates.

use chrono::{Datelike, Duration, NaiveDate};

/// What a date is, which decides how a two-digit year is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateKind {
    /// Birth dates are never after `as_of`: "1/2/30" is 1930 in 2026.
    Birth,
    /// Other dates may lie up to 20 years after `as_of`.
    Event,
}

/// Smallest and largest Excel serial numbers read as dates (1900-01-01,
/// 2199-12-31).
const SERIAL_RANGE: std::ops::RangeInclusive<f64> = 1.0..=109_574.0;
/// Serials in text must have five integer digits (1927-05-18 to 2173-10-14),
/// so that a bare year or a small number is not taken for a date.
const TEXT_SERIAL_DIGITS: usize = 5;

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// Parses a date as census files write them: `1980-01-02`, `01/02/1980`,
/// `1/2/80`, `02.01.1980` (day first), `2-Jan-80`, `Jan 2, 1980`,
/// `19800102`, five-digit Excel serial numbers (`29222`); a trailing time is
/// ignored.
/// Slash and dash dates are month first unless the first number exceeds 12.
pub fn parse_date(text: &str, kind: DateKind, as_of: NaiveDate) -> Option<NaiveDate> {
    let text = text.trim();
    let date_part = text.split(['T', ' ']).next().unwrap_or(text);
    if date_part.len() >= 6 && date_part.contains(['-', '/', '.']) && text.len() > date_part.len() {
        if let Some(d) = parse_date(date_part, kind, as_of) {
            return Some(d);
        }
    }
    if let Some(d) = compact_or_serial(text) {
        return Some(d);
    }
    let mut split = text
        .split(['/', '-', '.', ' ', ','])
        .filter(|p| !p.is_empty());
    let parts: [&str; 3] = [split.next()?, split.next()?, split.next()?];
    if split.next().is_some() {
        return None;
    }
    let numbers = parts.map(|p| p.parse::<u32>().ok());
    let month_names = parts.map(month);
    let (year, month, day) = match (numbers, month_names) {
        ([Some(y), Some(m), Some(d)], _) if parts[0].len() == 4 => (y as i32, m, d),
        ([Some(a), Some(b), Some(y)], _) if text.contains('.') => {
            (year(parts[2], y, kind, as_of)?, b, a)
        }
        ([Some(a), Some(b), Some(y)], _) if a > 12 => (year(parts[2], y, kind, as_of)?, b, a),
        ([Some(m), Some(d), Some(y)], _) => (year(parts[2], y, kind, as_of)?, m, d),
        ([Some(d), None, Some(y)], [_, Some(m), _]) => (year(parts[2], y, kind, as_of)?, m, d),
        ([None, Some(d), Some(y)], [Some(m), _, _]) => (year(parts[2], y, kind, as_of)?, m, d),
        _ => return None,
    };
    let date = NaiveDate::from_ymd_opt(year, month, day)?;
    let two_digit_year = parts[0].len() != 4 && parts[2].len() == 2;
    if kind == DateKind::Birth && two_digit_year && date > as_of {
        return date.with_year(year - 100);
    }
    Some(date)
}

/// An Excel serial number in the 1900 date system, which counts the
/// nonexistent 1900-02-29 as serial 60 (Lotus 1-2-3's leap-year bug).
pub fn from_excel_serial(serial: f64) -> Option<NaiveDate> {
    if !SERIAL_RANGE.contains(&serial) {
        return None;
    }
    let days = serial.floor() as i64;
    if days == 60 {
        return None; // 1900-02-29 does not exist
    }
    let epoch = if days < 60 {
        NaiveDate::from_ymd_opt(1899, 12, 31)?
    } else {
        NaiveDate::from_ymd_opt(1899, 12, 30)?
    };
    epoch.checked_add_signed(Duration::days(days))
}

/// `19800102` (YYYYMMDD) or an Excel serial such as `29222` / `29222.5`.
fn compact_or_serial(text: &str) -> Option<NaiveDate> {
    if text.len() == 8 && text.bytes().all(|b| b.is_ascii_digit()) {
        let (y, rest) = text.split_at(4);
        let (m, d) = rest.split_at(2);
        return NaiveDate::from_ymd_opt(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    }
    let integer_digits = text.split('.').next()?.len();
    if integer_digits == TEXT_SERIAL_DIGITS && text.bytes().all(|b| b.is_ascii_digit() || b == b'.')
    {
        return from_excel_serial(text.parse().ok()?);
    }
    None
}

fn month(word: &str) -> Option<u32> {
    if word.len() < 3 || !word.bytes().all(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    MONTHS
        .iter()
        .position(|m| {
            word.get(..m.len())
                .is_some_and(|start| start.eq_ignore_ascii_case(m))
        })
        .map(|i| i as u32 + 1)
}

/// A year as written: four digits as is; two digits pivoted by `kind`.
fn year(text: &str, value: u32, kind: DateKind, as_of: NaiveDate) -> Option<i32> {
    match text.len() {
        4 => Some(value as i32),
        2 => {
            let this_century = 2000 + value as i32;
            let limit = match kind {
                DateKind::Birth => as_of.year(),
                DateKind::Event => as_of.year() + 20,
            };
            Some(if this_century <= limit {
                this_century
            } else {
                this_century - 100
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(y, m, day)
    }

    fn birth(text: &str) -> Option<NaiveDate> {
        parse_date(
            text,
            DateKind::Birth,
            NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(),
        )
    }

    #[test]
    fn us_and_iso() {
        assert_eq!(birth("01/02/1980"), d(1980, 1, 2));
        assert_eq!(birth("1/2/1980"), d(1980, 1, 2));
        assert_eq!(birth("1-2-1980"), d(1980, 1, 2));
        assert_eq!(birth("1980-01-02"), d(1980, 1, 2));
        assert_eq!(birth("1980/1/2"), d(1980, 1, 2));
        assert_eq!(birth("1980-01-02 00:00:00"), d(1980, 1, 2));
        assert_eq!(birth("1980-01-02T00:00:00"), d(1980, 1, 2));
        assert_eq!(birth("1/2/1980 0:00"), d(1980, 1, 2));
    }

    #[test]
    fn day_first_when_unambiguous_or_dotted() {
        assert_eq!(birth("25/12/1980"), d(1980, 12, 25));
        assert_eq!(birth("02.01.1980"), d(1980, 1, 2));
    }

    #[test]
    fn month_names() {
        assert_eq!(birth("2-Jan-80"), d(1980, 1, 2));
        assert_eq!(birth("02-JAN-1980"), d(1980, 1, 2));
        assert_eq!(birth("2 January 1980"), d(1980, 1, 2));
        assert_eq!(birth("Jan 2 1980"), d(1980, 1, 2));
        assert_eq!(birth("January 2, 1980"), d(1980, 1, 2));
        assert_eq!(birth("Sept 9, 1999"), d(1999, 9, 9));
    }

    #[test]
    fn two_digit_years_pivot_so_births_are_never_future() {
        assert_eq!(birth("1/2/80"), d(1980, 1, 2));
        assert_eq!(birth("1/2/25"), d(2025, 1, 2));
        assert_eq!(birth("1/1/26"), d(2026, 1, 1));
        assert_eq!(birth("1/2/26"), d(1926, 1, 2));
        assert_eq!(birth("1/2/27"), d(1927, 1, 2));
        let as_of = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
        assert_eq!(parse_date("1/2/30", DateKind::Event, as_of), d(2030, 1, 2));
        assert_eq!(parse_date("1/2/50", DateKind::Event, as_of), d(1950, 1, 2));
    }

    #[test]
    fn compact_and_serial() {
        assert_eq!(birth("19800102"), d(1980, 1, 2));
        assert_eq!(birth("29221"), d(1980, 1, 1));
        assert_eq!(birth("29222.75"), d(1980, 1, 2));
        assert_eq!(birth("45658"), d(2025, 1, 1));
    }

    #[test]
    fn excel_1900_leap_year_bug() {
        assert_eq!(from_excel_serial(1.0), d(1900, 1, 1));
        assert_eq!(from_excel_serial(59.0), d(1900, 2, 28));
        assert_eq!(from_excel_serial(60.0), None);
        assert_eq!(from_excel_serial(61.0), d(1900, 3, 1));
        assert_eq!(from_excel_serial(0.0), None);
    }

    #[test]
    fn rejects_garbage() {
        for text in [
            "",
            "n/a",
            "13/13/1980",
            "2/30/1980",
            "1980",
            "123",
            "1/2",
            "abc def ghi",
            "19801302",
        ] {
            assert_eq!(birth(text), None, "{text}");
        }
    }
}
