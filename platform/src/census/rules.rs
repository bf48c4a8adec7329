//! The rules a user's choices in the import must follow: a mapping names each known field at
//! most once, the effective date is near today, cell fixes stay inside bounds. Pure.

use std::collections::HashSet;

use chrono::{Duration, NaiveDate};

use super::fields;
use super::import::MappedColumn;
use crate::error::AppError;

/// The columns as mapped: each field a census field, none named twice.
pub fn mapping(columns: &[(i64, Option<String>)]) -> Result<Vec<MappedColumn>, AppError> {
    let mut seen = HashSet::new();
    let mut mapping = Vec::new();
    for (index, field) in columns {
        let field = field.as_deref().filter(|f| !f.is_empty());
        if let Some(f) = field {
            if fields::parse(f).is_none() {
                return Err(AppError::field(
                    "columns",
                    format!("{f} is not a census field"),
                ));
            }
            if !seen.insert(f.to_string()) {
                return Err(AppError::field(
                    "columns",
                    format!("two columns are mapped to {f}"),
                ));
            }
        }
        mapping.push(MappedColumn {
            index: (*index).max(0) as usize,
            field: field.map(str::to_string),
        });
    }
    Ok(mapping)
}

/// An effective date is within a year of today.
pub fn effective_date(date: Option<NaiveDate>, today: NaiveDate) -> Result<(), AppError> {
    if date.is_some_and(|d| d < today - Duration::days(366) || d > today + Duration::days(366)) {
        return Err(AppError::field(
            "effective_date",
            "the effective date is within a year of today",
        ));
    }
    Ok(())
}

/// Cell fixes: between 1 and 1000, each naming a row from 1, a column from 0 to 1000 and at
/// most 500 characters.
pub fn cell_fixes(fixes: &[(i64, i64, String)]) -> Result<(), AppError> {
    if fixes.is_empty() || fixes.len() > 1000 {
        return Err(AppError::field(
            "fixes",
            "send between 1 and 1000 cell fixes",
        ));
    }
    for (row, column, value) in fixes {
        if *row < 1 || *column < 0 || *column > 1000 || value.chars().count() > 500 {
            return Err(AppError::field(
                "fixes",
                "a fix names a row from 1, a column from 0, and at most 500 characters",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_is_mapped_once_and_must_exist() {
        let ok = mapping(&[
            (0, Some("first_name".into())),
            (1, None),
            (2, Some(String::new())),
        ])
        .unwrap();
        assert_eq!(ok.len(), 3);
        assert_eq!(ok[2].field, None);
        assert!(mapping(&[(0, Some("shoe_size".into()))]).is_err());
        assert!(mapping(&[(0, Some("dob".into())), (1, Some("dob".into()))]).is_err());
    }

    #[test]
    fn the_effective_date_is_within_a_year() {
        let today = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
        assert!(effective_date(None, today).is_ok());
        assert!(effective_date(Some(today + Duration::days(300)), today).is_ok());
        assert!(effective_date(Some(today + Duration::days(400)), today).is_err());
        assert!(effective_date(Some(today - Duration::days(400)), today).is_err());
    }

    #[test]
    fn cell_fixes_stay_in_bounds() {
        assert!(cell_fixes(&[]).is_err());
        assert!(cell_fixes(&[(1, 0, "x".into())]).is_ok());
        assert!(cell_fixes(&[(0, 0, "x".into())]).is_err());
        assert!(cell_fixes(&[(1, 1001, "x".into())]).is_err());
        assert!(cell_fixes(&[(1, 0, "x".repeat(501))]).is_err());
    }
}
