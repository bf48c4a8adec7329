//! Session tokens: random 256-bit values; only their SHA-256 is stored.
//!
//! Over https the browser keeps the token as `__Host-canopy_session`: the prefix makes the
//! browser accept it only when it is Secure, has Path=/ and names no Domain, so no other host
//! under the base domain (another agency's subdomain) can set or overwrite it, and each agency
//! subdomain holds its own. The API reads it under the plain name [`COOKIE`]: the HTTP layer
//! passes the `__Host-` cookie on under that name ([`accept_host_cookie`]). Over http (local
//! development) browsers refuse the prefix, so the plain name is used as it is.

use poem::http::header::COOKIE as COOKIE_HEADER;
use poem::http::{HeaderMap, HeaderValue};

pub use crate::crypto::{random_token as new_token, sha256 as token_hash};

pub const COOKIE: &str = "canopy_session";
pub const HOST_COOKIE: &str = "__Host-canopy_session";

/// The longest session of agency staff (owner, admin, broker, an agency's own roles, the
/// platform operator) who did not ask to be remembered.
pub const STAFF_MAX_HOURS: i64 = 12;

/// The browser's name of the session cookie.
pub fn cookie_name(secure: bool) -> &'static str {
    if secure {
        HOST_COOKIE
    } else {
        COOKIE
    }
}

/// The `Set-Cookie` value that stores the session in the browser.
pub fn set_cookie(token: &str, max_age_secs: i64, secure: bool) -> String {
    let name = cookie_name(secure);
    let secure = if secure { "; Secure" } else { "" };
    format!("{name}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{secure}")
}

/// The `Set-Cookie` value that removes it.
pub fn clear_cookie(secure: bool) -> String {
    set_cookie("", 0, secure)
}

/// Over https, the request's `__Host-canopy_session` is what the API reads as
/// `canopy_session`; a plain `canopy_session` cookie is dropped, since another subdomain could
/// have set it for the whole base domain.
pub fn accept_host_cookie(headers: &mut HeaderMap) {
    if !headers.contains_key(COOKIE_HEADER) {
        return;
    }
    let mut pairs = Vec::new();
    for value in headers
        .get_all(COOKIE_HEADER)
        .iter()
        .filter_map(|v| v.to_str().ok())
    {
        for pair in value.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, rest) = pair.split_once('=').unwrap_or((pair, ""));
            match name.trim() {
                COOKIE => {}
                HOST_COOKIE => pairs.push(format!("{COOKIE}={}", rest.trim())),
                _ => pairs.push(pair.to_string()),
            }
        }
    }
    headers.remove(COOKIE_HEADER);
    if let Ok(value) = HeaderValue::from_str(&pairs.join("; ")) {
        if !pairs.is_empty() {
            headers.insert(COOKIE_HEADER, value);
        }
    }
}

/// How long a new session may last at most, in hours. Agency staff get at most
/// [`STAFF_MAX_HOURS`] unless they ticked "remember me"; employer admins and employees, and
/// those who asked to be remembered, get the configured lifetime. `role` is `None` for the
/// platform operator.
pub fn lifetime_hours(role: Option<&str>, remember_me: bool, ttl_hours: i64) -> i64 {
    let staff = !matches!(role, Some("employer_admin") | Some("employee"));
    if staff && !remember_me {
        ttl_hours.min(STAFF_MAX_HOURS)
    } else {
        ttl_hours
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_random_and_hashed() {
        let a = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, new_token());
        assert_eq!(token_hash(&a), token_hash(&a));
        assert_eq!(token_hash(&a).len(), 32);
    }

    #[test]
    fn cookie_flags() {
        let c = set_cookie("abc", 60, true);
        assert!(c.starts_with("__Host-canopy_session=abc; Path=/;"), "{c}");
        assert!(
            c.contains("HttpOnly")
                && c.contains("SameSite=Lax")
                && c.contains("Secure")
                && c.contains("Max-Age=60")
        );
        assert!(!c.contains("Domain"), "{c}");
        let plain = set_cookie("abc", 60, false);
        assert!(
            plain.starts_with("canopy_session=abc;") && !plain.contains("Secure"),
            "{plain}"
        );
        assert!(clear_cookie(false).contains("Max-Age=0"));
        assert!(clear_cookie(true).starts_with("__Host-canopy_session=;"));
    }

    fn cookies_after(values: &[&str]) -> Option<String> {
        let mut headers = HeaderMap::new();
        for v in values {
            headers.append(COOKIE_HEADER, HeaderValue::from_str(v).unwrap());
        }
        accept_host_cookie(&mut headers);
        assert!(headers.get_all(COOKIE_HEADER).iter().count() <= 1);
        headers
            .get(COOKIE_HEADER)
            .map(|v| v.to_str().unwrap().to_string())
    }

    #[test]
    fn only_the_host_cookie_counts_over_https() {
        assert_eq!(
            cookies_after(&["__Host-canopy_session=t1"]).as_deref(),
            Some("canopy_session=t1")
        );
        assert_eq!(
            cookies_after(&["canopy_session=planted; __Host-canopy_session=t1; theme=dark"])
                .as_deref(),
            Some("canopy_session=t1; theme=dark")
        );
        assert_eq!(
            cookies_after(&["canopy_session=planted", "__Host-canopy_session=t1"]).as_deref(),
            Some("canopy_session=t1")
        );
        assert_eq!(cookies_after(&["canopy_session=planted"]), None);
        assert_eq!(
            cookies_after(&["theme=dark"]).as_deref(),
            Some("theme=dark")
        );
        assert_eq!(cookies_after(&[]), None);
    }

    #[test]
    fn staff_sessions_are_short_unless_remembered() {
        for role in [
            None,
            Some("owner"),
            Some("admin"),
            Some("broker"),
            Some("analyst"),
        ] {
            assert_eq!(lifetime_hours(role, false, 336), 12, "{role:?}");
            assert_eq!(lifetime_hours(role, true, 336), 336, "{role:?}");
        }
        assert_eq!(
            lifetime_hours(Some("owner"), false, 8),
            8,
            "never longer than configured"
        );
        assert_eq!(lifetime_hours(Some("employer_admin"), false, 336), 336);
        assert_eq!(lifetime_hours(Some("employee"), false, 336), 336);
    }
}
