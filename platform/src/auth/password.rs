//! Password hashing with argon2id (m = 19 MiB, t = 2, p = 1) and the password rules.

use std::collections::HashSet;
use std::sync::OnceLock;

use argon2::{Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version};

pub const MIN_LEN: usize = 12;
pub const MAX_LEN: usize = 128;

fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a password into a PHC string. CPU-heavy: call from `spawn_blocking`.
pub fn hash(password: &str) -> String {
    hasher()
        .hash_password(password.as_bytes())
        .expect("argon2 hashing with valid parameters cannot fail")
        .to_string()
}

/// Checks a password against a PHC string; a malformed hash never verifies.
pub fn verify(password: &str, phc: &str) -> bool {
    match PasswordHash::new(phc) {
        Ok(parsed) => hasher()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// A hash of nothing anyone knows, verified when the account does not exist so that a wrong
/// email takes as long as a wrong password.
pub fn decoy_hash() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash("decoy-password-that-never-matches"))
}

/// The password rules: 12–128 characters, no composition rules.
pub fn check_rules(password: &str) -> Result<(), &'static str> {
    let len = password.chars().count();
    if len < MIN_LEN {
        return Err("use at least 12 characters");
    }
    if len > MAX_LEN {
        return Err("use at most 128 characters");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_and_verify() {
        let phc = hash("correct horse battery");
        assert!(phc.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{phc}");
        assert!(verify("correct horse battery", &phc));
        assert!(!verify("correct horse batterx", &phc));
        assert!(!verify("anything", "not a hash"));
        assert_ne!(phc, hash("correct horse battery"), "salted");
    }

    #[test]
    fn rules() {
        assert!(check_rules("short").is_err());
        assert_eq!(
            check_rules("eleven char"),
            Err("use at least 12 characters")
        );
        assert!(check_rules("twelve chars").is_ok());
        assert!(check_rules(&"x".repeat(128)).is_ok());
        assert!(check_rules(&"x".repeat(129)).is_err());
    }
}

/// The most used passwords, lower-cased, one a line: a few product-specific ones, then the
/// ranked common-passwords dictionary of the npm package `@zxcvbn-ts/language-common` (MIT),
/// drawn from leaked-password corpora. `scripts/common-passwords.mjs` writes the file.
const COMMON: &str = include_str!("common_passwords.txt");

fn common_set() -> &'static HashSet<&'static str> {
    static SET: OnceLock<HashSet<&'static str>> = OnceLock::new();
    SET.get_or_init(|| {
        COMMON
            .lines()
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .collect()
    })
}

/// Whether a password is on the list of the most used ones (case-insensitive).
pub fn is_common(password: &str) -> bool {
    common_set().contains(password.trim().to_lowercase().as_str())
}

/// The full check for a new password: length, then the common-password list.
pub fn check_new(password: &str) -> Result<(), &'static str> {
    check_rules(password)?;
    if is_common(password) {
        return Err("this password is too common; choose another");
    }
    Ok(())
}

#[cfg(test)]
mod common_tests {
    use super::*;

    #[test]
    fn common_passwords_are_refused() {
        assert!(common_set().len() >= 10_000, "{}", common_set().len());
        assert_eq!(
            check_new("Password1234"),
            Err("this password is too common; choose another")
        );
        assert_eq!(
            check_new("QWERTY123456"),
            Err("this password is too common; choose another")
        );
        assert_eq!(
            check_new("1qaz2wsx3edc"),
            Err("this password is too common; choose another")
        );
        assert!(is_common("iloveyou") && is_common("Dragon") && is_common(" letmein "));
        assert!(check_new("correct horse battery").is_ok());
        assert!(check_new(crate::seed::DEMO_PASSWORD).is_ok());
    }
}
