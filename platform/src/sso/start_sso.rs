//! Start signing in with the agency's identity provider (a browser navigation).

use poem::Request;

use super::oidc;
use super::queries::{self, NewLogin};
use super::rules::{redirect_uri, safe_next, Landing};
use crate::auth::principal::host_agency;
use crate::error::AppError;
use crate::state::AppState;

pub async fn start_sso(
    state: &AppState,
    req: &Request,
    next: Option<&str>,
) -> Result<Landing, AppError> {
    let Some(agency) = host_agency(state, req).await? else {
        return Ok(Landing::Refused("no_agency"));
    };
    let Some(row) = queries::load(&state.pool, agency.id)
        .await?
        .filter(|r| r.enabled)
    else {
        return Ok(Landing::Refused("not_configured"));
    };
    let secret = state
        .secrets
        .decrypt(&row.client_secret_enc)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let callback = redirect_uri(&state.config.origin(Some(&agency.slug)));
    let started = match oidc::start(&row.issuer_url, &row.client_id, &secret, &callback).await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(agency = %agency.slug, error = %e, "SSO start failed");
            return Ok(Landing::Refused("provider_unavailable"));
        }
    };
    let login = NewLogin {
        state: &started.state,
        agency_id: agency.id,
        nonce: &started.nonce,
        pkce_verifier: &started.pkce_verifier,
        next_path: &safe_next(next),
    };
    queries::insert_login(&state.pool, &login).await?;
    Ok(Landing::Provider(started.url))
}
