//! Single-use email tokens (verify email, reset password, magic link, hand-off): random 256-bit
//! values, stored hashed, with an expiry, each bound to its user and to the host it was issued
//! for (an agency, or the platform's own address).

use chrono::Duration;
use sqlx::PgExecutor;
use uuid::Uuid;

use crate::crypto::{random_token, sha256};
use crate::error::{AppError, ErrorCode};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    VerifyEmail,
    ResetPassword,
    MagicLink,
    /// Carries a new session from the platform's host to the agency's own (never emailed, so
    /// it proves nothing about the address).
    Handoff,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::VerifyEmail => "verify_email",
            Purpose::ResetPassword => "reset_password",
            Purpose::MagicLink => "magic_link",
            Purpose::Handoff => "handoff",
        }
    }

    pub fn lifetime(self) -> Duration {
        match self {
            Purpose::VerifyEmail => Duration::hours(24),
            Purpose::ResetPassword => Duration::minutes(30),
            Purpose::MagicLink => Duration::minutes(15),
            Purpose::Handoff => Duration::minutes(5),
        }
    }
}

/// Issues a token for the host of `agency_id` (`None`: the platform's); returns the clear value
/// for the link (only its hash is stored).
pub async fn issue<'e>(
    db: impl PgExecutor<'e>,
    purpose: Purpose,
    user_id: Uuid,
    agency_id: Option<Uuid>,
) -> Result<String, sqlx::Error> {
    let token = random_token();
    sqlx::query(
        "INSERT INTO email_tokens (purpose, user_id, agency_id, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))",
    )
    .bind(purpose.as_str())
    .bind(user_id)
    .bind(agency_id)
    .bind(sha256(&token))
    .bind(purpose.lifetime().num_seconds() as f64)
    .execute(db)
    .await?;
    Ok(token)
}

#[derive(Debug, sqlx::FromRow)]
pub struct Redeemed {
    pub user_id: Uuid,
    pub agency_id: Option<Uuid>,
}

/// The answer for a link that is unknown, or was issued for another host.
pub const INVALID: AppError = AppError::Token {
    code: ErrorCode::TokenInvalid,
    message: "this link is not valid",
};

/// Uses a token once, on the host it was issued for (`host`: the request's agency, `None` on the
/// platform's address). Expired and used tokens get their own errors for the page; unknown
/// tokens and tokens of another host get the same one.
pub async fn redeem(
    conn: &mut sqlx::PgConnection,
    purpose: Purpose,
    token: &str,
    host: Option<Uuid>,
) -> Result<Redeemed, AppError> {
    let hash = sha256(token.trim());
    let used: Option<Redeemed> = sqlx::query_as(
        "UPDATE email_tokens SET used_at = now()
         WHERE token_hash = $1 AND purpose = $2 AND agency_id IS NOT DISTINCT FROM $3 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id, agency_id",
    )
    .bind(&hash)
    .bind(purpose.as_str())
    .bind(host)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(r) = used {
        return Ok(r);
    }
    let state: Option<(bool,)> = sqlx::query_as(
        "SELECT used_at IS NOT NULL FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND agency_id IS NOT DISTINCT FROM $3",
    )
    .bind(&hash)
    .bind(purpose.as_str())
    .bind(host)
    .fetch_optional(&mut *conn)
    .await?;
    Err(match state {
        Some((true,)) => AppError::Token {
            code: ErrorCode::TokenUsed,
            message: "this link was already used",
        },
        Some((false,)) => AppError::Token {
            code: ErrorCode::TokenExpired,
            message: "this link has expired",
        },
        None => INVALID,
    })
}
