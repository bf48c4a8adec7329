//! Sets a new password from a reset link, on the host it was sent for; every session of the
//! account ends.

use poem::Request;
use sqlx::Connection;

use super::rules::new_password;
use super::{passwords, queries};
use crate::auth::principal::host_agency;
use crate::auth::queries as auth_queries;
use crate::auth::tokens::{self, Purpose};
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;

pub async fn reset_password(
    state: &AppState,
    req: &Request,
    token: &str,
    password: &str,
) -> Result<(), AppError> {
    let host = host_agency(state, req).await?.map(|a| a.id);
    let mut errors = FieldErrors::default();
    new_password(&mut errors, "password", password);
    errors.finish()?;
    let hash = passwords::hash(password).await?;
    let mut conn = state.pool.acquire().await?;
    let mut tx = conn.begin().await?;
    let redeemed = tokens::redeem(&mut tx, Purpose::ResetPassword, token, host).await?;
    queries::set_password(&mut tx, redeemed.user_id, &hash).await?;
    auth_queries::revoke_all_sessions(&mut *tx, redeemed.user_id, None).await?;
    tx.commit().await?;
    Ok(())
}
