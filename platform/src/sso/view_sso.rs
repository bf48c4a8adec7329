//! The agency's single sign-on settings.

use tenants::Agency;

use super::queries::{self, SsoConfig};
use super::rules::redirect_uri;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub struct SsoView {
    /// The redirect URI to register at the provider.
    pub redirect_uri: String,
    pub config: Option<SsoConfig>,
}

pub async fn view_sso(state: &AppState, p: &Principal) -> Result<SsoView, AppError> {
    p.require(state, "agency", "update").await?;
    view_of(state, p.agency()?).await
}

pub(super) async fn view_of(state: &AppState, agency: &Agency) -> Result<SsoView, AppError> {
    Ok(SsoView {
        redirect_uri: redirect_uri(&state.config.origin(Some(&agency.slug))),
        config: queries::load(&state.pool, agency.id).await?,
    })
}
