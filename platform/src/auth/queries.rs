//! The queries of sign-in and sessions (all in `public`).

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, PgPool};
use uuid::Uuid;

#[derive(Debug, sqlx::FromRow)]
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
}

/// A live session with its user, its agency and (active) membership there, in one query: it
/// runs on every request. `custom_domain` asks whether the agency has that verified domain.
pub async fn session_by_token(pool: &PgPool, token_hash: &[u8], custom_domain: Option<&str>) -> Result<Option<SessionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.id AS session_id, u.id AS user_id, u.email, u.name, u.email_verified_at IS NOT NULL AS email_verified,
                u.is_platform_operator,
                s.agency_id, m.id AS membership_id, m.role, m.group_id, m.employee_id,
                a.slug AS agency_slug, a.name AS agency_name, a.schema_name AS agency_schema, a.status AS agency_status,
                a.created_at AS agency_created_at,
                $2::text IS NOT NULL AND EXISTS (SELECT 1 FROM agency_domains d
                    WHERE d.agency_id = s.agency_id AND d.domain = $2 AND d.verified_at IS NOT NULL) AS owns_domain,
                s.last_seen_at < now() - interval '5 minutes' AS stale
         FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.deactivated_at IS NULL
         LEFT JOIN agencies a ON a.id = s.agency_id
         LEFT JOIN memberships m ON m.user_id = s.user_id AND m.agency_id = s.agency_id AND m.status = 'active'
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()",
    )
    .bind(token_hash)
    .bind(custom_domain)
    .fetch_optional(pool)
    .await
}

/// Records activity (the caller asks at most every five minutes per session).
pub async fn touch_session(pool: &PgPool, session_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET last_seen_at = now() WHERE id = $1").bind(session_id).execute(pool).await?;
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

pub async fn user_by_email(pool: &PgPool, email: &str) -> Result<Option<UserCredentials>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, password_hash, is_platform_operator, deactivated_at IS NOT NULL AS deactivated
         FROM users WHERE lower(email) = lower($1)",
    )
    .bind(email.trim())
    .fetch_optional(pool)
    .await
}

/// The agency a user signs in to: the host's when given, else their oldest active membership.
pub async fn sign_in_agency(pool: &PgPool, user_id: Uuid, host_agency: Option<Uuid>) -> Result<Option<Uuid>, sqlx::Error> {
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
    .bind(session.user_agent.map(|ua| ua.chars().take(400).collect::<String>()))
    .bind(session.expires_at)
    .bind(session.method)
    .fetch_one(pool)
    .await
}

pub async fn revoke_session(pool: &PgPool, token_hash: &[u8]) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL")
        .bind(token_hash)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn record_failed_signin<'e>(db: impl PgExecutor<'e>, email: &str, ip: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO signin_attempts (email, ip) VALUES (lower($1), $2)")
        .bind(email.trim())
        .bind(ip)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn clear_failed_signins(pool: &PgPool, email: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM signin_attempts WHERE email = lower($1)")
        .bind(email.trim())
        .execute(pool)
        .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct RecentFailures {
    pub by_email: i64,
    pub oldest_by_email: Option<DateTime<Utc>>,
    pub by_ip: i64,
    pub oldest_by_ip: Option<DateTime<Utc>>,
}

pub async fn recent_failures(pool: &PgPool, email: &str, ip: &str, window_secs: i64) -> Result<RecentFailures, sqlx::Error> {
    sqlx::query_as(
        "SELECT
            count(*) FILTER (WHERE email = lower($1)) AS by_email,
            min(at) FILTER (WHERE email = lower($1)) AS oldest_by_email,
            count(*) FILTER (WHERE ip = $2) AS by_ip,
            min(at) FILTER (WHERE ip = $2) AS oldest_by_ip
         FROM signin_attempts
         WHERE (email = lower($1) OR ip = $2) AND at > now() - make_interval(secs => $3)",
    )
    .bind(email.trim())
    .bind(ip)
    .bind(window_secs as f64)
    .fetch_one(pool)
    .await
}

/// Ends every session of a user (after a password reset, or deactivation in `agency`).
pub async fn revoke_all_sessions<'e>(db: impl PgExecutor<'e>, user_id: Uuid, agency_id: Option<Uuid>) -> Result<u64, sqlx::Error> {
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

pub async fn live_sessions(pool: &PgPool, user_id: Uuid) -> Result<Vec<SessionInfo>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, ip, user_agent, method, created_at, last_seen_at, expires_at FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY last_seen_at DESC",
    )
    .bind(user_id)
    .fetch_all(pool)
    .await
}

pub async fn revoke_session_by_id(pool: &PgPool, user_id: Uuid, id: Uuid) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL")
        .bind(id)
        .bind(user_id)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}
