//! Session tokens: random 256-bit values; only their SHA-256 is stored.

pub use crate::crypto::{random_token as new_token, sha256 as token_hash};

pub const COOKIE: &str = "canopy_session";

/// The `Set-Cookie` value that stores the session in the browser.
pub fn set_cookie(token: &str, max_age_secs: i64, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{secure}")
}

/// The `Set-Cookie` value that removes it.
pub fn clear_cookie(secure: bool) -> String {
    set_cookie("", 0, secure)
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
        assert!(c.contains("HttpOnly") && c.contains("SameSite=Lax") && c.contains("Secure") && c.contains("Max-Age=60"));
        assert!(!set_cookie("abc", 60, false).contains("Secure"));
        assert!(clear_cookie(false).contains("Max-Age=0"));
    }
}
