//! The checks of an employee form as sent, before anything is written. Pure.

use chrono::NaiveDate;

use super::dto::EmployeeInput;
use super::validate::{dependents, employment, ssn, tier_matches, DependentFacts};
use crate::error::{AppError, FieldErrors};
use crate::list::trimmed;
use crate::vocabulary::{EmploymentStatus, Relationship};

/// What a sent SSN asks of the stored one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SsnChange {
    /// Absent: the stored SSN stays.
    Keep,
    /// Empty: the stored SSN goes.
    Clear,
    /// The 9 digits to store.
    Set(String),
}

/// Reads a sent SSN; an invalid one is a 400 on `ssn`.
pub fn ssn_change(raw: Option<&str>) -> Result<SsnChange, AppError> {
    match raw.map(str::trim) {
        None => Ok(SsnChange::Keep),
        Some("") => Ok(SsnChange::Clear),
        Some(s) => ssn(s)
            .map(SsnChange::Set)
            .map_err(|p| AppError::field("ssn", p)),
    }
}

/// A directory's status filter: empty is none.
pub fn status_filter(status: Option<String>) -> Result<Option<String>, AppError> {
    let status = status.filter(|s| !s.is_empty());
    if status
        .as_deref()
        .is_some_and(|s| s.parse::<EmploymentStatus>().is_err())
    {
        return Err(AppError::field(
            "status",
            "active, terminated, cobra, retiree or leave",
        ));
    }
    Ok(status)
}

/// A stored SSN as it is shown when revealed: `123-45-6789`.
pub fn display_ssn(digits: &str) -> String {
    format!("{}-{}-{}", &digits[..3], &digits[3..5], &digits[5..])
}

/// The termination of an employee with this status and hire date, as of `date`.
pub fn check_termination(
    status: EmploymentStatus,
    hire_date: Option<NaiveDate>,
    date: NaiveDate,
) -> Result<(), AppError> {
    if status == EmploymentStatus::Terminated {
        return Err(AppError::Conflict(
            "this employee is already terminated".into(),
        ));
    }
    if hire_date.is_some_and(|h| date < h) {
        return Err(AppError::field(
            "date",
            "the termination date is before the hire date",
        ));
    }
    Ok(())
}

/// Checks an employee as sent against the record's rules and the group's employee classes.
pub fn check_employee(
    body: &EmployeeInput,
    classes: &[String],
    today: NaiveDate,
) -> Result<(), AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        !body.first_name.trim().is_empty() && body.first_name.trim().chars().count() <= 100,
        "first_name",
        "enter the first name",
    );
    errors.check(
        !body.last_name.trim().is_empty() && body.last_name.trim().chars().count() <= 100,
        "last_name",
        "enter the last name",
    );
    employment(&mut errors, body.dob, body.hire_date, None, today);
    errors.check(
        body.hours_per_week
            .is_none_or(|h| (0.0..=168.0).contains(&h)),
        "hours_per_week",
        "hours are between 0 and 168 a week",
    );
    errors.check(
        body.salary_cents
            .is_none_or(|s| (0..=10_000_000_000).contains(&s)),
        "salary_cents",
        "the salary is not plausible",
    );
    errors.check(
        body.hourly_rate_cents
            .is_none_or(|s| (0..=100_000).contains(&s)),
        "hourly_rate_cents",
        "the hourly rate is not plausible",
    );
    if let Some(zip) = trimmed(&body.zip) {
        errors.check(
            zip.len() == 5 && zip.bytes().all(|b| b.is_ascii_digit()),
            "zip",
            "a ZIP code has 5 digits",
        );
    }
    if let Some(email) = trimmed(&body.email) {
        errors.check(
            crate::accounts::email_shape(&email),
            "email",
            "enter a valid email address",
        );
    }
    if let Some(class) = trimmed(&body.employee_class) {
        errors.check(
            classes.iter().any(|c| c == &class),
            "employee_class",
            "choose one of the group's employee classes",
        );
    }
    for (i, d) in body.dependents.iter().enumerate() {
        if let Some(raw) = d.ssn.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            if let Err(problem) = ssn(raw) {
                errors.check(false, &format!("dependents[{i}].ssn"), problem);
            }
        }
    }
    let facts: Vec<DependentFacts> = body
        .dependents
        .iter()
        .enumerate()
        .map(|(index, d)| DependentFacts {
            index,
            first_name: &d.first_name,
            last_name: &d.last_name,
            dob: d.dob,
            relationship: d.relationship.as_str(),
            disabled: d.disabled,
        })
        .collect();
    dependents(&mut errors, &facts, today);
    let has_partner = body.dependents.iter().any(|d| {
        matches!(
            d.relationship,
            Relationship::Spouse | Relationship::DomesticPartner
        )
    });
    let has_child = body
        .dependents
        .iter()
        .any(|d| d.relationship == Relationship::Child);
    for (field, tier) in [
        ("medical_tier", &body.medical_tier),
        ("dental_tier", &body.dental_tier),
        ("vision_tier", &body.vision_tier),
    ] {
        if let Some(t) = tier {
            errors.check(tier_matches(t.as_str(), has_partner, has_child), field, "this tier does not match the dependents (ES needs a spouse or partner, EC a child, EF both)");
        }
    }
    errors.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::employees::dto::DependentInput;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn fields(e: AppError) -> Vec<String> {
        match e {
            AppError::Validation { fields, .. } => fields.into_keys().collect(),
            other => panic!("not a validation error: {other:?}"),
        }
    }

    fn input() -> EmployeeInput {
        EmployeeInput {
            group_id: None,
            external_id: None,
            first_name: "Ada".into(),
            middle_name: None,
            last_name: "Lovelace".into(),
            dob: d(1985, 12, 10),
            gender: Some("female".into()),
            ssn: None,
            email: Some("ada@example.com".into()),
            phone: None,
            address_line1: None,
            city: None,
            state: None,
            zip: Some("10001".into()),
            hire_date: Some(d(2020, 1, 6)),
            status: None,
            employment_type: Some("full_time".into()),
            hours_per_week: Some(40.0),
            salary_cents: Some(9_000_000),
            hourly_rate_cents: None,
            job_class: None,
            employee_class: Some("Salaried".into()),
            medical_tier: Some("EE".into()),
            dental_tier: None,
            vision_tier: None,
            tobacco: false,
            dependents: Vec::new(),
            version: None,
        }
    }

    fn child(dob: NaiveDate) -> DependentInput {
        DependentInput {
            id: None,
            first_name: "Byron".into(),
            last_name: "Lovelace".into(),
            dob,
            gender: None,
            relationship: "child".into(),
            ssn: None,
            disabled: false,
            tobacco: false,
        }
    }

    const CLASSES: &[&str] = &["Salaried", "Hourly"];

    fn classes() -> Vec<String> {
        CLASSES.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn a_plausible_employee_passes() {
        assert!(check_employee(&input(), &classes(), d(2026, 6, 1)).is_ok());
    }

    #[test]
    fn an_unknown_class_and_zip_are_refused() {
        let mut e = input();
        e.employee_class = Some("Contractors".into());
        e.zip = Some("1234".into());
        let err = check_employee(&e, &classes(), d(2026, 6, 1)).unwrap_err();
        assert_eq!(fields(err), ["employee_class", "zip"]);
    }

    #[test]
    fn the_tier_must_match_the_dependents() {
        let mut e = input();
        e.medical_tier = Some("EC".into());
        let err = check_employee(&e, &classes(), d(2026, 6, 1)).unwrap_err();
        assert_eq!(fields(err), ["medical_tier"]);
        e.dependents.push(child(d(2015, 3, 3)));
        assert!(check_employee(&e, &classes(), d(2026, 6, 1)).is_ok());
    }

    #[test]
    fn a_dependents_ssn_is_checked_in_place() {
        let mut e = input();
        let mut kid = child(d(2015, 3, 3));
        kid.ssn = Some("666-12-3456".into());
        e.medical_tier = Some("EC".into());
        e.dependents.push(kid);
        let err = check_employee(&e, &classes(), d(2026, 6, 1)).unwrap_err();
        assert_eq!(fields(err), ["dependents[0].ssn"]);
    }

    #[test]
    fn ssn_changes() {
        assert_eq!(ssn_change(None).unwrap(), SsnChange::Keep);
        assert_eq!(ssn_change(Some("  ")).unwrap(), SsnChange::Clear);
        assert_eq!(
            ssn_change(Some(" 123-45-6789 ")).unwrap(),
            SsnChange::Set("123456789".into())
        );
        assert_eq!(fields(ssn_change(Some("123")).unwrap_err()), ["ssn"]);
    }

    #[test]
    fn status_filters() {
        assert_eq!(status_filter(None).unwrap(), None);
        assert_eq!(status_filter(Some(String::new())).unwrap(), None);
        assert_eq!(
            status_filter(Some("cobra".into())).unwrap().as_deref(),
            Some("cobra")
        );
        assert_eq!(
            fields(status_filter(Some("gone".into())).unwrap_err()),
            ["status"]
        );
    }

    #[test]
    fn revealed_ssns_are_dashed() {
        assert_eq!(display_ssn("123456789"), "123-45-6789");
    }

    #[test]
    fn terminations() {
        assert!(check_termination(
            EmploymentStatus::Active,
            Some(d(2020, 1, 6)),
            d(2026, 1, 31)
        )
        .is_ok());
        assert!(matches!(
            check_termination(EmploymentStatus::Terminated, None, d(2026, 1, 31)),
            Err(AppError::Conflict(_))
        ));
        assert_eq!(
            fields(
                check_termination(
                    EmploymentStatus::Active,
                    Some(d(2020, 1, 6)),
                    d(2019, 12, 31)
                )
                .unwrap_err()
            ),
            ["date"]
        );
    }
}
