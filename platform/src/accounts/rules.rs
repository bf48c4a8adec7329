//! Field checks of the sign-up forms. Pure.

use crate::auth::password;
use crate::error::FieldErrors;

pub fn email_shape(email: &str) -> bool {
    let email = email.trim();
    let Some((local, domain)) = email.rsplit_once('@') else {
        return false;
    };
    !local.is_empty()
        && email.len() <= 254
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email
            .chars()
            .any(|c| c.is_whitespace() || c == ',' || c == ';' || c == '<' || c == '>')
}

pub fn person_name(errors: &mut FieldErrors, field: &str, name: &str) {
    let name = name.trim();
    errors.check(!name.is_empty(), field, "enter a name");
    errors.check(
        name.chars().count() <= 120,
        field,
        "use at most 120 characters",
    );
}

pub fn new_password(errors: &mut FieldErrors, field: &str, value: &str) {
    if let Err(problem) = password::check_new(value) {
        errors.check(false, field, problem);
    }
}

/// Checks a broker's sign-up form; `slug` and `email` as they will be kept (trimmed, the slug
/// lower case).
pub fn check_broker_form(
    errors: &mut FieldErrors,
    name: &str,
    agency_name: &str,
    slug: &str,
    email: &str,
    password: &str,
) {
    person_name(errors, "name", name);
    let agency_name = agency_name.trim();
    errors.check(
        !agency_name.is_empty(),
        "agency_name",
        "enter the agency's name",
    );
    errors.check(
        agency_name.chars().count() <= 200,
        "agency_name",
        "use at most 200 characters",
    );
    if let Err(tenants::TenantError::InvalidSlug(problem)) = tenants::registry::validate_slug(slug)
    {
        errors.check(false, "slug", problem);
    }
    errors.check(email_shape(email), "email", "enter a valid email address");
    new_password(errors, "password", password);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails() {
        for ok in ["a@b.co", "dana.whitfield+x@summit.example"] {
            assert!(email_shape(ok), "{ok}");
        }
        for bad in [
            "", "a", "@b.co", "a@b", "a@.b", "a b@c.de", "a@b.co,", "x<y@z.io",
        ] {
            assert!(!email_shape(bad), "{bad}");
        }
    }

    #[test]
    fn broker_forms() {
        let mut ok = FieldErrors::default();
        check_broker_form(
            &mut ok,
            "Dana Whitfield",
            "Summit Benefits",
            "summit-benefits",
            "dana@summit.example",
            "a long enough passphrase",
        );
        assert!(ok.finish().is_ok());
        let mut bad = FieldErrors::default();
        check_broker_form(&mut bad, " ", " ", "-x-", "nope", "short");
        let Err(crate::error::AppError::Validation { fields, .. }) = bad.finish() else {
            panic!("every field is wrong");
        };
        let named: Vec<&str> = fields.keys().map(String::as_str).collect();
        assert_eq!(named, ["agency_name", "email", "name", "password", "slug"]);
    }
}
