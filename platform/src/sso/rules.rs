//! Pure rules of single sign-on.

/// Where a single sign-on step sends the browser next.
pub enum Landing {
    /// To the identity provider, at this URL.
    Provider(String),
    /// Back into the portal at `next`, signed in with the session `cookie`.
    SignedIn { next: String, cookie: String },
    /// Back to the sign-in page with this error code.
    Refused(&'static str),
}

/// An issuer's URL as it is kept: trimmed, without a trailing slash.
pub fn issuer(raw: &str) -> String {
    raw.trim().trim_end_matches('/').to_string()
}

pub fn issuer_is_url(issuer: &str) -> bool {
    issuer.starts_with("https://") || issuer.starts_with("http://")
}

/// Where the provider sends the browser back, on the agency's own address (`origin`).
pub fn redirect_uri(origin: &str) -> String {
    format!("{origin}/api/auth/sso/callback")
}

/// Only local paths: never send someone elsewhere after signing in.
pub fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(n) if n.starts_with('/') && !n.starts_with("//") && !n.contains('\\') => n.to_string(),
        _ => "/dashboard".to_string(),
    }
}

/// The name of a new account when the provider gives none: the address's local part.
pub fn name_or_local_part(name: Option<&str>, email: &str) -> String {
    name.map(str::to_string)
        .unwrap_or_else(|| email.split('@').next().unwrap_or("").to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_paths_stay_local() {
        assert_eq!(
            safe_next(Some("/dashboard/settings")),
            "/dashboard/settings"
        );
        assert_eq!(safe_next(Some("//evil.example")), "/dashboard");
        assert_eq!(safe_next(Some("https://evil.example")), "/dashboard");
        assert_eq!(safe_next(Some("/\\evil")), "/dashboard");
        assert_eq!(safe_next(None), "/dashboard");
    }

    #[test]
    fn issuers() {
        assert_eq!(
            issuer(" https://login.example.com/ "),
            "https://login.example.com"
        );
        assert!(issuer_is_url("https://login.example.com"));
        assert!(!issuer_is_url("login.example.com"));
    }

    #[test]
    fn names_fall_back_to_the_address() {
        assert_eq!(name_or_local_part(Some("Dana W"), "dana@x.io"), "Dana W");
        assert_eq!(name_or_local_part(None, "dana@x.io"), "dana");
    }

    #[test]
    fn callback_on_the_agency_address() {
        assert_eq!(
            redirect_uri("https://summit.example"),
            "https://summit.example/api/auth/sso/callback"
        );
    }
}
