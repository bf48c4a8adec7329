//! Confirms an email address from the link in the verification email, on the host it was sent
//! for.

use poem::Request;
use sqlx::Connection;

use super::queries;
use crate::auth::principal::host_agency;
use crate::auth::tokens::{self, Purpose};
use crate::error::AppError;
use crate::state::AppState;

/// Returns the confirmed address.
pub async fn verify_email(
    state: &AppState,
    req: &Request,
    token: &str,
) -> Result<String, AppError> {
    let host = host_agency(state, req).await?.map(|a| a.id);
    let mut conn = state.pool.acquire().await?;
    let mut tx = conn.begin().await?;
    let redeemed = tokens::redeem(&mut tx, Purpose::VerifyEmail, token, host).await?;
    let email = queries::mark_verified(&mut tx, redeemed.user_id).await?;
    tx.commit().await?;
    Ok(email)
}
