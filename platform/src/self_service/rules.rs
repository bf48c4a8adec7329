//! Pure rules of self-service: how the employee's own entries are read and checked.

use crate::vocabulary::LifeEventKind;
use chrono::NaiveDate;

use crate::enrollment::rules as enrollment_rules;
use crate::error::{AppError, FieldErrors};
use crate::groups::validate;

/// A text field as entered: trimmed, none when blank.
pub fn trimmed(v: Option<&str>) -> Option<String> {
    v.map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// Checks the contact details the employee entered (already trimmed; the state upper case).
pub fn check_contact(
    errors: &mut FieldErrors,
    email: Option<&str>,
    zip: Option<&str>,
    us_state: Option<&str>,
) {
    errors.check(
        email.is_none_or(crate::accounts::email_shape),
        "email",
        "enter a valid email address",
    );
    errors.check(
        zip.is_none_or(|z| validate::zip(z).is_ok()),
        "zip",
        "a ZIP code has 5 digits",
    );
    errors.check(
        us_state.is_none_or(|s| validate::US_STATES.contains(&s)),
        "state",
        "a two-letter state code",
    );
}

/// A life event as reported: its date, and whether it can be reported on `today`.
pub fn reported_event(
    kind: LifeEventKind,
    event_date: &str,
    today: NaiveDate,
) -> Result<NaiveDate, AppError> {
    let event_date = NaiveDate::parse_from_str(event_date.trim(), "%Y-%m-%d")
        .map_err(|_| AppError::field("event_date", "a date as YYYY-MM-DD"))?;
    enrollment_rules::event_reportable(kind, event_date, today)
        .map_err(|why| AppError::field("event_date", why))?;
    Ok(event_date)
}

/// A life event's note: trimmed, none when blank, at most 1,000 characters.
pub fn event_note(note: Option<&str>) -> Result<Option<String>, AppError> {
    let note = trimmed(note);
    if note
        .as_ref()
        .is_some_and(|n| n.chars().count() > 1000 || n.contains('\0'))
    {
        return Err(AppError::field("note", "at most 1,000 characters"));
    }
    Ok(note)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_trimmed() {
        assert_eq!(trimmed(Some("  a@b.co ")).as_deref(), Some("a@b.co"));
        assert_eq!(trimmed(Some("   ")), None);
        assert_eq!(trimmed(None), None);
    }

    #[test]
    fn contact_checks() {
        let mut ok = FieldErrors::default();
        check_contact(&mut ok, Some("a@b.co"), Some("80202"), Some("CO"));
        assert!(ok.finish().is_ok());
        let mut bad = FieldErrors::default();
        check_contact(&mut bad, Some("nope"), Some("802"), Some("XX"));
        assert!(bad.finish().is_err());
    }

    #[test]
    fn event_dates_are_read_as_iso() {
        let today = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap();
        assert!(reported_event(LifeEventKind::Marriage, "01/05/2026", today).is_err());
        assert!(reported_event(LifeEventKind::Marriage, "2026-05-20", today).is_ok());
    }

    #[test]
    fn notes() {
        assert_eq!(event_note(Some("  ")).unwrap(), None);
        assert!(event_note(Some(&"x".repeat(1001))).is_err());
        assert!(event_note(Some("a\0b")).is_err());
    }
}
