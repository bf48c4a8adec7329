//! The team's rules: the built-in roles, what a role of the agency's own may be, and an
//! invitation's status.

use crate::vocabulary::InviteStatus;
use chrono::{DateTime, Utc};

use crate::error::{AppError, FieldErrors};
use crate::rbac::{Permission, Rbac, ROLES};

/// How long an invitation link works.
pub const LIFETIME_DAYS: i64 = 7;

/// Roles an agency can give (the platform operator is not an agency role).
pub const AGENCY_ROLES: &[&str] = &["owner", "admin", "broker", "employer_admin", "employee"];

pub fn builtin_label(role: &str) -> Option<&'static str> {
    Some(match role {
        "owner" => "Owner",
        "admin" => "Admin",
        "broker" => "Broker",
        "employer_admin" => "Employer admin",
        "employee" => "Employee",
        _ => return None,
    })
}

/// "an employer admin", "a broker": how the invitation names the role.
pub fn with_article(label: &str) -> String {
    let article = if label.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {}", label.to_lowercase())
}

/// pending, accepted, revoked or expired.
pub fn invite_status(
    accepted_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> InviteStatus {
    if accepted_at.is_some() {
        InviteStatus::Accepted
    } else if revoked_at.is_some() {
        InviteStatus::Revoked
    } else if expires_at <= now {
        InviteStatus::Expired
    } else {
        InviteStatus::Pending
    }
}

/// `resource:action` strings as stored, back into permissions.
pub fn parse_permissions(raw: &[String]) -> Vec<Permission> {
    raw.iter()
        .filter_map(|p| p.split_once(':'))
        .map(|(r, a)| Permission {
            resource: r.to_string(),
            action: a.to_string(),
        })
        .collect()
}

/// A role of the agency's own as its author describes it.
pub struct RoleDraft<'a> {
    pub name: &'a str,
    pub label: &'a str,
    pub description: &'a str,
    pub permissions: &'a [Permission],
}

/// Checks a role (its name too when it is `new`); returns its permissions as sorted, distinct
/// `resource:action` strings.
pub fn check_role(role: &RoleDraft<'_>, new: bool) -> Result<Vec<String>, AppError> {
    let mut errors = FieldErrors::default();
    if new {
        let name_ok = role.name.len() >= 2
            && role.name.len() <= 41
            && role.name.starts_with(|c: char| c.is_ascii_lowercase())
            && role
                .name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        errors.check(
            name_ok,
            "name",
            "use 2–41 lower-case letters, digits or _ , starting with a letter",
        );
        errors.check(
            !ROLES.contains(&role.name),
            "name",
            "this is a built-in role's name",
        );
    }
    errors.check(
        !role.label.trim().is_empty() && role.label.trim().chars().count() <= 60,
        "label",
        "enter a label of at most 60 characters",
    );
    errors.check(
        role.description.chars().count() <= 500,
        "description",
        "use at most 500 characters",
    );
    let catalogue = Rbac::catalogue();
    errors.check(
        role.permissions.iter().all(|p| catalogue.contains(p)),
        "permissions",
        "a permission is not one the platform knows",
    );
    errors.check(
        !role.permissions.is_empty(),
        "permissions",
        "give the role at least one permission",
    );
    errors.finish()?;
    let mut out: Vec<String> = role
        .permissions
        .iter()
        .map(|p| format!("{}:{}", p.resource, p.action))
        .collect();
    out.sort();
    out.dedup();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn perm(r: &str, a: &str) -> Permission {
        Permission {
            resource: r.into(),
            action: a.into(),
        }
    }

    #[test]
    fn articles() {
        assert_eq!(with_article("Employer admin"), "an employer admin");
        assert_eq!(with_article("Broker"), "a broker");
    }

    #[test]
    fn role_checks() {
        let twice = [perm("members", "read"), perm("members", "read")];
        let ok = RoleDraft {
            name: "analyst",
            label: "Read-only analyst",
            description: "",
            permissions: &twice,
        };
        assert_eq!(check_role(&ok, true).unwrap(), vec!["members:read"]);
        let unknown = [perm("agencies", "create")];
        let bad = RoleDraft {
            name: "Owner!",
            label: " ",
            description: "",
            permissions: &unknown,
        };
        let AppError::Validation { fields, .. } = check_role(&bad, true).unwrap_err() else {
            panic!()
        };
        assert!(
            fields.contains_key("name")
                && fields.contains_key("label")
                && fields.contains_key("permissions")
        );
    }

    #[test]
    fn statuses() {
        let now = Utc::now();
        let later = now + chrono::Duration::days(1);
        assert_eq!(invite_status(None, None, later, now), InviteStatus::Pending);
        assert_eq!(invite_status(None, None, now, now), InviteStatus::Expired);
        assert_eq!(
            invite_status(Some(now), None, now, now),
            InviteStatus::Accepted
        );
        assert_eq!(
            invite_status(None, Some(now), later, now),
            InviteStatus::Revoked
        );
    }

    #[test]
    fn stored_permissions_read_back() {
        assert_eq!(
            parse_permissions(&["members:read".into(), "garbage".into()]),
            vec![perm("members", "read")]
        );
    }
}
