//! Password-guessing throttles, for sign-in and everything else that checks a password
//! (changing it, joining an agency with an existing account).
//!
//! Three counters of failed attempts, each with its own exponential backoff:
//!
//! - per account and address: a handful of free tries, then waits that double (30 s, 1 min,
//!   2 min, … up to 30 min) before the next try from that address;
//! - per account, across all addresses: looser, and capped at a few minutes, so that many
//!   addresses together get few guesses but the account is slowed, never locked;
//! - per address, across all accounts: against spraying one password over many accounts.
//!
//! An address the account has signed in from before (a session of the last 90 days) is
//! "known" for it: there only the account-and-address counter applies, so the owner's usual
//! address keeps working while someone elsewhere hammers the account, and colleagues behind
//! one office address are not held up by a stranger's tries there.
//!
//! An attempt is counted before the password is checked, under a row lock per counter, so
//! parallel attempts cannot all slip through the same gap; the right password then takes its
//! own attempt back (and clears the account-and-address counter).

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use crate::auth::queries;
use crate::error::AppError;

/// One counter's rule: `free` failures, then `base_secs`, doubling per further failure up to
/// `cap_secs`; forgotten after `forget_secs` without an attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    pub free: i32,
    pub base_secs: i64,
    pub cap_secs: i64,
    pub forget_secs: i64,
}

pub const PER_ACCOUNT_AND_ADDRESS: Policy = Policy {
    free: 5,
    base_secs: 30,
    cap_secs: 30 * 60,
    forget_secs: 24 * 3600,
};
pub const PER_ACCOUNT: Policy = Policy {
    free: 20,
    base_secs: 10,
    cap_secs: 5 * 60,
    forget_secs: 3600,
};
pub const PER_ADDRESS: Policy = Policy {
    free: 30,
    base_secs: 10,
    cap_secs: 15 * 60,
    forget_secs: 3600,
};

/// How long a sign-in from a known address stays known.
pub const KNOWN_ADDRESS_DAYS: i64 = 90;

impl Policy {
    /// The failures that still count at `now` (all of them are forgotten after a quiet spell).
    pub fn counted(&self, failures: i32, last_at: DateTime<Utc>, now: DateTime<Utc>) -> i32 {
        if (now - last_at).num_seconds() >= self.forget_secs {
            0
        } else {
            failures.max(0)
        }
    }

    /// The wait after `failures` counted failures, the last at `last_at`: `None` when a try is
    /// allowed at `now`, else the seconds left (at least 1).
    pub fn wait(&self, failures: i32, last_at: DateTime<Utc>, now: DateTime<Utc>) -> Option<u64> {
        let failures = self.counted(failures, last_at, now);
        if failures < self.free {
            return None;
        }
        let doublings = (failures - self.free).min(30) as u32;
        let backoff = self
            .base_secs
            .saturating_mul(1i64 << doublings)
            .min(self.cap_secs);
        let elapsed = (now - last_at).num_seconds().max(0);
        (elapsed < backoff).then(|| (backoff - elapsed).max(1) as u64)
    }
}

/// What a counter is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// The account's email, lower-cased ("" for the per-address counter).
    pub email: String,
    /// The address ("" for the per-account counter).
    pub ip: String,
    pub policy: Policy,
}

/// The counters that apply to an attempt on `email` from `ip`, in the order they are locked
/// (the same for every attempt, so two attempts never wait for each other's locks in a circle).
pub fn keys(email: &str, ip: &str, known_address: bool) -> Vec<Key> {
    let email = email.trim().to_lowercase();
    let mut keys = vec![Key {
        email: email.clone(),
        ip: ip.to_string(),
        policy: PER_ACCOUNT_AND_ADDRESS,
    }];
    if !known_address {
        keys.push(Key {
            email,
            ip: String::new(),
            policy: PER_ACCOUNT,
        });
        keys.push(Key {
            email: String::new(),
            ip: ip.to_string(),
            policy: PER_ADDRESS,
        });
    }
    keys
}

/// A password attempt that was let through and counted as a failure until it succeeds.
#[must_use = "a successful attempt must be reported with `succeeded`"]
pub struct Attempt {
    keys: Vec<Key>,
}

/// Lets a password attempt on `email` from `ip` through and counts it, or refuses it with 429
/// (and counts nothing) while any of its counters is waiting.
pub async fn attempt(pool: &PgPool, email: &str, ip: &str) -> Result<Attempt, AppError> {
    let known = queries::known_address(pool, email, ip, KNOWN_ADDRESS_DAYS).await?;
    let keys = keys(email, ip, known);
    let mut tx = pool.begin().await?;
    let mut wait: Option<u64> = None;
    let mut counted = Vec::with_capacity(keys.len());
    for key in &keys {
        let row = queries::lock_throttle(&mut tx, &key.email, &key.ip).await?;
        if let Some(secs) = key.policy.wait(row.failures, row.last_at, row.now) {
            wait = Some(wait.unwrap_or(0).max(secs));
        }
        counted.push(key.policy.counted(row.failures, row.last_at, row.now));
    }
    if let Some(retry_after_secs) = wait {
        tx.rollback().await?;
        return Err(AppError::RateLimited { retry_after_secs });
    }
    for (key, failures) in keys.iter().zip(counted) {
        queries::count_throttle(&mut tx, &key.email, &key.ip, failures + 1).await?;
    }
    tx.commit().await?;
    Ok(Attempt { keys })
}

impl Attempt {
    /// The password was right: this attempt is taken back and the account-and-address counter
    /// cleared (the others keep what others did).
    pub async fn succeeded(self, pool: &PgPool) -> Result<(), AppError> {
        for key in &self.keys {
            if key.policy == PER_ACCOUNT_AND_ADDRESS {
                queries::clear_throttle(pool, &key.email, &key.ip).await?;
            } else {
                queries::take_back_throttle(pool, &key.email, &key.ip).await?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    #[test]
    fn free_tries_then_doubling_waits() {
        let now = Utc::now();
        let p = PER_ACCOUNT_AND_ADDRESS;
        assert_eq!(p.wait(0, now, now), None);
        assert_eq!(p.wait(4, now, now), None);
        assert_eq!(p.wait(5, now, now), Some(30));
        assert_eq!(p.wait(5, now - Duration::seconds(10), now), Some(20));
        assert_eq!(p.wait(5, now - Duration::seconds(30), now), None);
        assert_eq!(p.wait(6, now, now), Some(60));
        assert_eq!(p.wait(7, now, now), Some(120));
        assert_eq!(p.wait(12, now, now), Some(30 * 60), "capped");
        assert_eq!(p.wait(1_000_000, now, now), Some(30 * 60), "no overflow");
    }

    #[test]
    fn quiet_counters_are_forgotten() {
        let now = Utc::now();
        let p = PER_ACCOUNT;
        assert_eq!(
            p.counted(50, now - Duration::seconds(p.forget_secs - 1), now),
            50
        );
        assert_eq!(
            p.counted(50, now - Duration::seconds(p.forget_secs), now),
            0
        );
        assert_eq!(
            p.wait(50, now - Duration::seconds(p.forget_secs), now),
            None
        );
    }

    #[test]
    fn the_account_is_slowed_not_locked() {
        let now = Utc::now();
        const {
            assert!(
                PER_ACCOUNT.free > PER_ACCOUNT_AND_ADDRESS.free,
                "looser than one address's"
            )
        };
        assert!(PER_ACCOUNT.wait(10_000, now, now).unwrap() <= 5 * 60);
    }

    #[test]
    fn known_addresses_count_only_per_account_and_address() {
        let unknown = keys(" Dana@Summit.example ", "192.0.2.1", false);
        assert_eq!(unknown.len(), 3);
        assert_eq!(
            (unknown[0].email.as_str(), unknown[0].ip.as_str()),
            ("dana@summit.example", "192.0.2.1")
        );
        assert_eq!(
            (unknown[1].email.as_str(), unknown[1].ip.as_str()),
            ("dana@summit.example", "")
        );
        assert_eq!(
            (unknown[2].email.as_str(), unknown[2].ip.as_str()),
            ("", "192.0.2.1")
        );
        let known = keys("dana@summit.example", "192.0.2.1", true);
        assert_eq!(known, unknown[..1].to_vec());
    }
}
