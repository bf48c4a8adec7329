//! Sessions as their last lookup found them, kept for a few seconds, so that a burst of
//! requests on one session reads the database once rather than on every request.
//!
//! Anything that can end a session or change what it may do (its revocation or expiry, its
//! user, membership, agency, subscription or domains) makes the database notify every server
//! (triggers on those tables, `NOTIFY canopy_sessions`), and each server then forgets every
//! session it keeps: a session ended on one server is ended on the others within the time the
//! notification takes. The cache is used only while this server is listening; a server that
//! lost its listening connection reads every session from the database until it listens again.
//! Nothing is kept longer than `KEEP_FOR`, in case a notification is ever lost.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sqlx::PgPool;

use super::queries::SessionRow;

/// The channel the database's triggers notify.
pub const CHANNEL: &str = "canopy_sessions";
const KEEP_FOR: Duration = Duration::from_secs(10);
/// Past this many sessions, the cache starts again empty (a bound, not an eviction policy: a
/// server rarely sees this many sessions within `KEEP_FOR`).
const MAX_ENTRIES: usize = 20_000;

/// A session token's hash and the custom domain it was asked on (it decides `owns_domain`).
type Key = (Vec<u8>, Option<String>);

#[derive(Default)]
pub struct SessionCache {
    entries: Mutex<HashMap<Key, (Instant, SessionRow)>>,
    /// Counts the times everything was forgotten: a lookup that began before one of them does
    /// not keep what it read, which may already be out of date.
    forgotten: AtomicU64,
    listening: AtomicBool,
}

/// Where a lookup started, to keep its result only if nothing changed meanwhile.
#[derive(Debug, Clone, Copy)]
pub struct Ticket(u64);

impl SessionCache {
    /// The session kept for this token on this domain, if still fresh.
    pub fn get(&self, token_hash: &[u8], domain: Option<&str>) -> Option<SessionRow> {
        if !self.listening.load(Ordering::Acquire) {
            return None;
        }
        let entries = self.entries.lock().expect("session cache lock");
        let (at, row) = entries.get(&(token_hash.to_vec(), domain.map(str::to_string)))?;
        let fresh = at.elapsed() < KEEP_FOR && row.expires_at > chrono::Utc::now();
        fresh.then(|| row.clone())
    }

    /// Taken before reading a session from the database.
    pub fn ticket(&self) -> Ticket {
        Ticket(self.forgotten.load(Ordering::Acquire))
    }

    /// Keeps a session read since `ticket` was taken, unless something changed meanwhile.
    pub fn keep(&self, ticket: Ticket, token_hash: &[u8], domain: Option<&str>, row: &SessionRow) {
        if !self.listening.load(Ordering::Acquire) {
            return;
        }
        let mut entries = self.entries.lock().expect("session cache lock");
        if self.forgotten.load(Ordering::Acquire) != ticket.0 {
            return;
        }
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert(
            (token_hash.to_vec(), domain.map(str::to_string)),
            (Instant::now(), row.clone()),
        );
    }

    /// Forgets every session kept.
    pub fn forget_all(&self) {
        let mut entries = self.entries.lock().expect("session cache lock");
        self.forgotten.fetch_add(1, Ordering::AcqRel);
        entries.clear();
    }

    fn set_listening(&self, listening: bool) {
        self.forget_all();
        self.listening.store(listening, Ordering::Release);
    }

    /// Listens for the database's notices and forgets everything at each; runs until the
    /// process ends, reconnecting after errors (and keeping nothing meanwhile).
    pub async fn follow_changes(&self, pool: PgPool) {
        loop {
            let result: Result<(), sqlx::Error> = async {
                let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
                listener.listen(CHANNEL).await?;
                self.set_listening(true);
                loop {
                    listener.recv().await?;
                    self.forget_all();
                }
            }
            .await;
            self.set_listening(false);
            if let Err(e) = result {
                tracing::warn!(error = %e, "following session changes failed; retrying");
            }
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn row() -> SessionRow {
        SessionRow {
            session_id: Uuid::new_v4(),
            user_id: Uuid::new_v4(),
            email: "dana@summit.example".into(),
            name: "Dana".into(),
            email_verified: true,
            is_platform_operator: false,
            agency_id: None,
            membership_id: None,
            role: None,
            group_id: None,
            employee_id: None,
            agency_slug: None,
            agency_name: None,
            agency_schema: None,
            agency_status: None,
            agency_created_at: None,
            owns_domain: false,
            stale: false,
            expires_at: chrono::Utc::now() + chrono::Duration::hours(1),
            subscription_status: None,
            trial_ends_at: None,
            purge_after: None,
        }
    }

    fn listening() -> SessionCache {
        let cache = SessionCache::default();
        cache.set_listening(true);
        cache
    }

    #[test]
    fn nothing_is_kept_while_not_listening() {
        let cache = SessionCache::default();
        cache.keep(cache.ticket(), b"t", None, &row());
        assert!(cache.get(b"t", None).is_none());
    }

    #[test]
    fn a_session_is_kept_per_token_and_domain() {
        let cache = listening();
        let kept = row();
        cache.keep(cache.ticket(), b"t", None, &kept);
        assert_eq!(
            cache.get(b"t", None).map(|r| r.session_id),
            Some(kept.session_id)
        );
        assert!(cache.get(b"t", Some("benefits.example")).is_none());
        assert!(cache.get(b"other", None).is_none());
    }

    #[test]
    fn a_lookup_that_began_before_a_change_is_not_kept() {
        let cache = listening();
        let ticket = cache.ticket();
        cache.forget_all();
        cache.keep(ticket, b"t", None, &row());
        assert!(cache.get(b"t", None).is_none());
    }

    #[test]
    fn a_change_forgets_everything() {
        let cache = listening();
        cache.keep(cache.ticket(), b"t", None, &row());
        cache.forget_all();
        assert!(cache.get(b"t", None).is_none());
    }

    #[test]
    fn an_expired_session_is_not_served() {
        let cache = listening();
        let mut expired = row();
        expired.expires_at = chrono::Utc::now() - chrono::Duration::seconds(1);
        cache.keep(cache.ticket(), b"t", None, &expired);
        assert!(cache.get(b"t", None).is_none());
    }

    #[test]
    fn losing_the_listening_connection_forgets_and_stops_keeping() {
        let cache = listening();
        cache.keep(cache.ticket(), b"t", None, &row());
        cache.set_listening(false);
        assert!(cache.get(b"t", None).is_none());
        cache.keep(cache.ticket(), b"t", None, &row());
        assert!(cache.get(b"t", None).is_none());
    }
}
