//! Signs in with a one-time link, on the host it was sent for.

use poem::Request;
use sqlx::Connection;

use super::queries;
use crate::auth::dto::Me;
use crate::auth::principal::host_agency;
use crate::auth::queries as auth_queries;
use crate::auth::start_session::start_session;
use crate::auth::tokens::{self, Purpose};
use crate::error::{AppError, ErrorCode};
use crate::state::AppState;

/// Returns the caller as `/me` shows it and the `Set-Cookie` value.
pub async fn sign_in_with_magic_link(
    state: &AppState,
    req: &Request,
    token: &str,
) -> Result<(Me, String), AppError> {
    let host = host_agency(state, req).await?.map(|a| a.id);
    let mut conn = state.pool.acquire().await?;
    let mut tx = conn.begin().await?;
    // A hand-off after sign-up signs in like a magic link but, never emailed, verifies nothing.
    let (redeemed, emailed) = match tokens::redeem(&mut tx, Purpose::MagicLink, token, host).await {
        Ok(r) => (r, true),
        Err(AppError::Token {
            code: ErrorCode::TokenInvalid,
            ..
        }) => (
            tokens::redeem(&mut tx, Purpose::Handoff, token, host).await?,
            false,
        ),
        Err(e) => return Err(e),
    };
    if emailed {
        queries::mark_verified(&mut tx, redeemed.user_id).await?;
    }
    tx.commit().await?;
    let operator = queries::is_platform_operator(&state.pool, redeemed.user_id).await?;
    // A platform-host link signs operators in to the platform, everyone else to their agency.
    let agency_id = match redeemed.agency_id {
        Some(id) => Some(id),
        None if operator => None,
        None => auth_queries::sign_in_agency(&state.pool, redeemed.user_id, None).await?,
    };
    let method = if emailed { "magic_link" } else { "handoff" };
    start_session(state, req, redeemed.user_id, agency_id, method, false).await
}
