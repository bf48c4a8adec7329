//! Configure OpenID Connect; the issuer's discovery document must be reachable.

use super::oidc;
use super::queries::{self, SsoConfig};
use super::rules::{issuer, issuer_is_url};
use super::view_sso::{view_of, SsoView};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;
use crate::team::roles::role_label;

pub struct SsoDraft<'a> {
    pub issuer_url: &'a str,
    pub client_id: &'a str,
    /// `None` keeps the stored secret.
    pub client_secret: Option<&'a str>,
    pub enabled: bool,
    pub allow_jit: bool,
    pub jit_role: &'a str,
}

pub async fn configure_sso(
    state: &AppState,
    p: &Principal,
    ip: &str,
    d: SsoDraft<'_>,
) -> Result<SsoView, AppError> {
    p.require(state, "agency", "update").await?;
    let agency = p.agency()?;
    let issuer = issuer(d.issuer_url);
    let client_id = d.client_id.trim();
    let mut errors = FieldErrors::default();
    errors.check(
        issuer_is_url(&issuer),
        "issuer_url",
        "enter the issuer's URL, e.g. https://login.example.com",
    );
    errors.check(!client_id.is_empty(), "client_id", "enter the client id");
    errors.check(
        role_label(&state.pool, agency.id, d.jit_role)
            .await?
            .is_some()
            && d.jit_role != "owner",
        "jit_role",
        "choose a role other than owner",
    );
    let existing = queries::load(&state.pool, agency.id).await?;
    let secret = d.client_secret.map(str::trim).filter(|s| !s.is_empty());
    errors.check(
        secret.is_some() || existing.is_some(),
        "client_secret",
        "enter the client secret",
    );
    errors.finish()?;
    if let Err(e) = oidc::check_issuer(&issuer).await {
        return Err(AppError::field("issuer_url", e.to_string()));
    }
    let client_secret_enc = match (secret, existing) {
        (Some(s), _) => state.secrets.encrypt(s),
        (None, Some(row)) => row.client_secret_enc,
        (None, None) => unreachable!("checked above"),
    };
    let config = SsoConfig {
        issuer_url: issuer,
        client_id: client_id.to_string(),
        client_secret_enc,
        enabled: d.enabled,
        allow_jit: d.allow_jit,
        jit_role: d.jit_role.to_string(),
    };
    let mut tx = state.pool.begin().await?;
    queries::save(&mut tx, agency.id, &config).await?;
    audit::commit_with(tx, p, ip, Entry {
        after: Some(serde_json::json!({ "issuer_url": config.issuer_url, "client_id": config.client_id, "client_secret": "***", "enabled": config.enabled, "allow_jit": config.allow_jit, "jit_role": config.jit_role })),
        ..Entry::new("update", "sso", "Changed single sign-on")
    })
    .await?;
    view_of(state, agency).await
}
