//! The caller proves again who they are before a grave step (an export with SSNs, closing the
//! agency): their password, checked as sign-in checks it and throttled as sign-in attempts are.

use crate::auth::{password, queries, rate_limit, Principal};
use crate::error::AppError;
use crate::state::AppState;

/// Checks `given` against the caller's password; a wrong or missing one is a field error on
/// `password`.
pub async fn reauthenticate(
    state: &AppState,
    p: &Principal,
    ip: &str,
    given: Option<&str>,
) -> Result<(), AppError> {
    let Some(given) = given.filter(|g| !g.is_empty()) else {
        return Err(AppError::field(
            "password",
            "enter your password to confirm",
        ));
    };
    let attempt = rate_limit::attempt(&state.pool, &p.email, ip).await?;
    let phc = queries::password_hash(&state.pool, p.user_id).await?;
    let given = given.to_string();
    let matches = tokio::task::spawn_blocking(move || {
        let phc = phc.unwrap_or_else(|| password::decoy_hash().to_string());
        password::verify(&given, &phc)
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
    if !matches {
        return Err(AppError::field("password", "this is not your password"));
    }
    attempt.succeeded(&state.pool).await
}
