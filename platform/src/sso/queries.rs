//! The queries of single sign-on, all in `public`: an agency's provider settings, the logins
//! under way, and the accounts an identity signs in as.

use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

#[derive(Debug, sqlx::FromRow)]
pub struct SsoConfig {
    pub issuer_url: String,
    pub client_id: String,
    pub client_secret_enc: Vec<u8>,
    pub enabled: bool,
    pub allow_jit: bool,
    pub jit_role: String,
}

pub async fn load<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
) -> Result<Option<SsoConfig>, sqlx::Error> {
    sqlx::query_as("SELECT issuer_url, client_id, client_secret_enc, enabled, allow_jit, jit_role FROM agency_sso WHERE agency_id = $1")
        .bind(agency_id)
        .fetch_optional(db)
        .await
}

pub async fn save(
    conn: &mut PgConnection,
    agency_id: Uuid,
    config: &SsoConfig,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO agency_sso (agency_id, issuer_url, client_id, client_secret_enc, enabled, allow_jit, jit_role)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (agency_id) DO UPDATE SET issuer_url = $2, client_id = $3, client_secret_enc = $4, enabled = $5,
            allow_jit = $6, jit_role = $7, updated_at = now()",
    )
    .bind(agency_id)
    .bind(&config.issuer_url)
    .bind(&config.client_id)
    .bind(&config.client_secret_enc)
    .bind(config.enabled)
    .bind(config.allow_jit)
    .bind(&config.jit_role)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn delete(conn: &mut PgConnection, agency_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM agency_sso WHERE agency_id = $1")
        .bind(agency_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// A sign-in sent to the provider, waiting for the browser to come back (ten minutes).
pub struct NewLogin<'a> {
    pub state: &'a str,
    pub agency_id: Uuid,
    pub nonce: &'a str,
    pub pkce_verifier: &'a str,
    pub next_path: &'a str,
}

pub async fn insert_login<'e>(
    db: impl PgExecutor<'e>,
    l: &NewLogin<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO sso_logins (state, agency_id, nonce, pkce_verifier, next_path, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + interval '10 minutes')",
    )
    .bind(l.state)
    .bind(l.agency_id)
    .bind(l.nonce)
    .bind(l.pkce_verifier)
    .bind(l.next_path)
    .execute(db)
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct Login {
    pub agency_id: Uuid,
    pub nonce: String,
    pub pkce_verifier: String,
    pub next_path: String,
    pub fresh: bool,
}

/// The login of `state`; single use: the row is deleted as it is read.
pub async fn take_login<'e>(
    db: impl PgExecutor<'e>,
    state: &str,
) -> Result<Option<Login>, sqlx::Error> {
    sqlx::query_as(
        "DELETE FROM sso_logins WHERE state = $1 RETURNING agency_id, nonce, pkce_verifier, next_path, expires_at > now() AS fresh",
    )
    .bind(state)
    .fetch_optional(db)
    .await
}

/// The account of an address: its id and whether it is deactivated.
pub async fn user_by_email<'e>(
    db: impl PgExecutor<'e>,
    email: &str,
) -> Result<Option<(Uuid, bool)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, deactivated_at IS NOT NULL FROM users WHERE lower(email) = lower($1)",
    )
    .bind(email)
    .fetch_optional(db)
    .await
}

pub async fn membership_status<'e>(
    db: impl PgExecutor<'e>,
    user_id: Uuid,
    agency_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT status FROM memberships WHERE user_id = $1 AND agency_id = $2")
        .bind(user_id)
        .bind(agency_id)
        .fetch_optional(db)
        .await
}

/// The agency's invitation of an address that can still be accepted.
pub async fn open_invite<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
    email: &str,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM invites WHERE agency_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()",
    )
    .bind(agency_id)
    .bind(email)
    .fetch_optional(db)
    .await
}

/// A new account known by its provider identity; the provider confirmed the address.
pub async fn create_user(
    conn: &mut PgConnection,
    email: &str,
    name: &str,
    subject: &str,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar("INSERT INTO users (email, name, email_verified_at, sso_subject) VALUES ($1, $2, now(), $3) RETURNING id")
        .bind(email)
        .bind(name)
        .bind(subject)
        .fetch_one(conn)
        .await
}

pub async fn add_member(
    conn: &mut PgConnection,
    user_id: Uuid,
    agency_id: Uuid,
    role: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, $3)")
        .bind(user_id)
        .bind(agency_id)
        .bind(role)
        .execute(conn)
        .await?;
    Ok(())
}

/// Remembers the provider identity of an account, whose address the provider confirmed.
pub async fn mark_sso<'e>(
    db: impl PgExecutor<'e>,
    user_id: Uuid,
    subject: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET sso_subject = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1")
        .bind(user_id)
        .bind(subject)
        .execute(db)
        .await?;
    Ok(())
}
