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
}
