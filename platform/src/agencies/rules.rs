//! The rules of an agency's name and subdomain. Pure.

use crate::error::{AppError, FieldErrors};

/// A new agency's name and subdomain, trimmed (the subdomain in lower case) and checked.
pub fn new_agency(name: &str, slug: &str) -> Result<(String, String), AppError> {
    let name = name.trim();
    let slug = slug.trim().to_ascii_lowercase();
    let mut errors = FieldErrors::default();
    errors.check(!name.is_empty(), "name", "enter the agency's name");
    errors.check(
        name.chars().count() <= 200,
        "name",
        "use at most 200 characters",
    );
    if let Err(tenants::TenantError::InvalidSlug(problem)) = tenants::registry::validate_slug(&slug)
    {
        errors.check(false, "slug", problem);
    }
    errors.finish()?;
    Ok((name.to_string(), slug))
}

/// The agency's new name, trimmed.
pub fn rename(name: &str) -> Result<&str, AppError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 200 {
        return Err(AppError::field(
            "name",
            "enter a name of at most 200 characters",
        ));
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(e: AppError) -> Vec<String> {
        let AppError::Validation { fields, .. } = e else {
            panic!("not a validation error: {e}")
        };
        fields.into_keys().collect()
    }

    #[test]
    fn a_new_agency_is_trimmed_and_its_subdomain_lowercased() {
        let (name, slug) = new_agency("  Summit Benefits ", " Summit ").unwrap();
        assert_eq!(
            (name.as_str(), slug.as_str()),
            ("Summit Benefits", "summit")
        );
    }

    #[test]
    fn a_new_agency_needs_a_name_and_a_valid_subdomain() {
        assert_eq!(fields(new_agency(" ", "summit").unwrap_err()), ["name"]);
        assert_eq!(
            fields(new_agency(&"n".repeat(201), "summit").unwrap_err()),
            ["name"]
        );
        assert_eq!(fields(new_agency("Summit", "www").unwrap_err()), ["slug"]);
    }

    #[test]
    fn a_rename_is_trimmed_and_bounded() {
        assert_eq!(rename("  Peak  ").unwrap(), "Peak");
        assert!(rename("   ").is_err());
        assert!(rename(&"n".repeat(201)).is_err());
    }
}
