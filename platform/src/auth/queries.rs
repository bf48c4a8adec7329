//! The queries of sign-in and sessions (all in `public`).

use crate::vocabulary::SubscriptionStatus;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor, PgPool};
use uuid::Uuid;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionRow {
    pub session_id: Uuid,
    pub user_id: Uuid,
    pub email: String,
    pub name: String,
    pub email_verified: bool,
    pub is_platform_operator: bool,
    pub agency_id: Option<Uuid>,
    pub membership_id: Option<Uuid>,
    pub role: Option<String>,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    /// The session's agency (when it has one).
    pub agency_slug: Option<String>,
    pub agency_name: Option<String>,
    pub agency_schema: Option<String>,
    pub agency_status: Option<String>,
    pub agency_created_at: Option<DateTime<Utc>>,
    /// Whether the session's agency has the custom domain asked about (verified).
    pub owns_domain: bool,
    /// Whether the session was last marked seen over five minutes ago.
    pub stale: bool,
    pub expires_at: DateTime<Utc>,
    /// The agency's subscription, for the read-only state of a lapsed one.
    pub subscription_status: Option<SubscriptionStatus>,
    pub trial_ends_at: Option<DateTime<Utc>>,
    /// When a closing agency's data is deleted.
    pub purge_after: Option<DateTime<Utc>>,
}

/// A live session with its user, its agency and (active) membership there, in one query: it
/// runs on every request. `custom_domain` asks whether the agency has that verified domain.
///
/// A session is live until it expires, is revoked, or goes unused for `idle_minutes`. Use is
/// written to `last_seen_at` at most every five minutes, so the last request may have come up
/// to five minutes after it: an idle session ends somewhat early rather than ever late, and a
/// session in use never ends while its requests are at most `idle_minutes - 5` apart. The
/// idle check comes before the touch, so a request cannot revive a session that has ended.
pub async fn session_by_token(
    pool: &PgPool,
    token_hash: &[u8],
    custom_domain: Option<&str>,
    idle_minutes: i64,
) -> Result<Option<SessionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.id AS session_id, u.id AS user_id, u.email, u.name, u.email_verified_at IS NOT NULL AS email_verified,
                u.is_platform_operator,
                s.agency_id, m.id AS membership_id, m.role, m.group_id, m.employee_id,
                a.slug AS agency_slug, a.name AS agency_name, a.schema_name AS agency_schema, a.status AS agency_status,
                a.created_at AS agency_created_at,
                $2::text IS NOT NULL AND EXISTS (SELECT 1 FROM agency_domains d
                    WHERE d.agency_id = s.agency_id AND d.domain = $2 AND d.verified_at IS NOT NULL) AS owns_domain,
                s.last_seen_at < now() - interval '5 minutes' AS stale, s.expires_at,
                sub.status AS subscription_status, sub.trial_ends_at, a.purge_after
         FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.deactivated_at IS NULL
         LEFT JOIN agencies a ON a.id = s.agency_id
         LEFT JOIN memberships m ON m.user_id = s.user_id AND m.agency_id = s.agency_id AND m.status = 'active'
         LEFT JOIN subscriptions sub ON sub.agency_id = s.agency_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
           AND s.last_seen_at > now() - make_interval(mins => $3)",
    )
    .bind(token_hash)
    .bind(custom_domain)
    .bind(idle_minutes as i32)
    .fetch_optional(pool)
    .await
}

/// Records activity (the caller asks at most every five minutes per session) of a session
/// that has not gone idle meanwhile.
pub async fn touch_session(
    pool: &PgPool,
    session_id: Uuid,
    idle_minutes: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at > now() - make_interval(mins => $2)")
        .bind(session_id)
        .bind(idle_minutes as i32)
        .execute(pool)
        .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct UserCredentials {
    pub id: Uuid,
    pub name: String,
    pub password_hash: Option<String>,
    pub is_platform_operator: bool,
    pub deactivated: bool,
}

pub async fn user_by_email(
    pool: &PgPool,
    email: &str,
) -> Result<Option<UserCredentials>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, password_hash, is_platform_operator, deactivated_at IS NOT NULL AS deactivated
         FROM users WHERE lower(email) = lower($1)",
    )
    .bind(email.trim())
    .fetch_optional(pool)
    .await
}

/// The agency a user signs in to: the host's when given, else their oldest active membership.
pub async fn sign_in_agency(
    pool: &PgPool,
    user_id: Uuid,
    host_agency: Option<Uuid>,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT agency_id FROM memberships
         WHERE user_id = $1 AND status = 'active' AND ($2::uuid IS NULL OR agency_id = $2)
         ORDER BY created_at LIMIT 1",
    )
    .bind(user_id)
    .bind(host_agency)
    .fetch_optional(pool)
    .await
}

/// A session to record; the token itself is never stored, only its hash.
pub struct NewSession<'a> {
    pub token_hash: &'a [u8],
    pub user_id: Uuid,
    pub agency_id: Option<Uuid>,
    pub ip: &'a str,
    pub user_agent: Option<&'a str>,
    /// How the person signed in (password, sso, …).
    pub method: &'a str,
    pub expires_at: DateTime<Utc>,
}

pub async fn create_session(pool: &PgPool, session: NewSession<'_>) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO sessions (token_hash, user_id, agency_id, ip, user_agent, method, expires_at)
         VALUES ($1, $2, $3, $4, $5, $7, $6) RETURNING id",
    )
    .bind(session.token_hash)
    .bind(session.user_id)
    .bind(session.agency_id)
    .bind(session.ip)
    .bind(
        session
            .user_agent
            .map(|ua| ua.chars().take(400).collect::<String>()),
    )
    .bind(session.expires_at)
    .bind(session.method)
    .fetch_one(pool)
    .await
}

pub async fn revoke_session(pool: &PgPool, token_hash: &[u8]) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL",
    )
    .bind(token_hash)
    .execute(pool)
    .await?;
    Ok(())
}

/// Whether the account of `email` signed in from `ip` within the last `days` days.
pub async fn known_address(
    pool: &PgPool,
    email: &str,
    ip: &str,
    days: i64,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
                        WHERE lower(u.email) = lower($1) AND s.ip = $2 AND s.created_at > now() - make_interval(days => $3))",
    )
    .bind(email.trim())
    .bind(ip)
    .bind(days as i32)
    .fetch_one(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ThrottleRow {
    pub failures: i32,
    pub last_at: DateTime<Utc>,
    /// The database's clock, which every replica shares.
    pub now: DateTime<Utc>,
}

/// Locks a throttle counter for the rest of the transaction (made at zero when new) and
/// returns it: attempts on the same counter take their turns.
pub async fn lock_throttle(
    conn: &mut sqlx::PgConnection,
    email: &str,
    ip: &str,
) -> Result<ThrottleRow, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO signin_throttle AS t (email, ip, failures, last_at) VALUES ($1, $2, 0, clock_timestamp())
         ON CONFLICT (email, ip) DO UPDATE SET failures = t.failures
         RETURNING failures, last_at, clock_timestamp() AS now",
    )
    .bind(email)
    .bind(ip)
    .fetch_one(conn)
    .await
}

/// Stores a locked counter's new count of failures, the last one now.
pub async fn count_throttle(
    conn: &mut sqlx::PgConnection,
    email: &str,
    ip: &str,
    failures: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE signin_throttle SET failures = $3, last_at = clock_timestamp() WHERE email = $1 AND ip = $2")
        .bind(email)
        .bind(ip)
        .bind(failures)
        .execute(conn)
        .await?;
    Ok(())
}

/// Takes one counted attempt back (it turned out to be the right password).
pub async fn take_back_throttle(pool: &PgPool, email: &str, ip: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE signin_throttle SET failures = greatest(failures - 1, 0) WHERE email = $1 AND ip = $2")
        .bind(email)
        .bind(ip)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn clear_throttle(pool: &PgPool, email: &str, ip: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM signin_throttle WHERE email = $1 AND ip = $2")
        .bind(email)
        .bind(ip)
        .execute(pool)
        .await?;
    Ok(())
}

/// Forgets the failed attempts on an account (from every address), after its password changed.
pub async fn clear_account_throttles<'e>(
    db: impl PgExecutor<'e>,
    user_id: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "DELETE FROM signin_throttle WHERE email = (SELECT lower(email) FROM users WHERE id = $1)",
    )
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(())
}

/// The membership role a new session in `agency_id` will have (`None` on the platform).
pub async fn session_role(
    pool: &PgPool,
    user_id: Uuid,
    agency_id: Option<Uuid>,
) -> Result<Option<String>, sqlx::Error> {
    let Some(agency_id) = agency_id else {
        return Ok(None);
    };
    sqlx::query_scalar(
        "SELECT role FROM memberships WHERE user_id = $1 AND agency_id = $2 AND status = 'active'",
    )
    .bind(user_id)
    .bind(agency_id)
    .fetch_optional(pool)
    .await
}

/// Sets a user's new password: their sessions but `keep_session` end, and the failed attempts
/// on the account are forgotten.
/// A new password, in the caller's transaction: the user's other sessions end.
pub async fn change_password(
    conn: &mut PgConnection,
    user_id: Uuid,
    hash: &str,
    keep_session: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
        .bind(user_id)
        .bind(hash)
        .execute(&mut *conn)
        .await?;
    sqlx::query("UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL")
        .bind(user_id)
        .bind(keep_session)
        .execute(&mut *conn)
        .await?;
    clear_account_throttles(&mut *conn, user_id).await
}

/// The password hash of a user.
pub async fn password_hash(pool: &PgPool, user_id: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(pool)
        .await
}

/// Ends every session of a user (after a password reset, or deactivation in `agency`).
pub async fn revoke_all_sessions<'e>(
    db: impl PgExecutor<'e>,
    user_id: Uuid,
    agency_id: Option<Uuid>,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE sessions SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR agency_id = $2)",
    )
    .bind(user_id)
    .bind(agency_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

#[derive(Debug, sqlx::FromRow)]
pub struct SessionInfo {
    pub id: Uuid,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    pub method: String,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

pub async fn live_sessions(
    pool: &PgPool,
    user_id: Uuid,
    idle_minutes: i64,
) -> Result<Vec<SessionInfo>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, ip, user_agent, method, created_at, last_seen_at, expires_at FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
           AND last_seen_at > now() - make_interval(mins => $2)
         ORDER BY last_seen_at DESC",
    )
    .bind(user_id)
    .bind(idle_minutes as i32)
    .fetch_all(pool)
    .await
}

pub async fn revoke_session_by_id(
    pool: &PgPool,
    user_id: Uuid,
    id: Uuid,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL")
        .bind(id)
        .bind(user_id)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}
