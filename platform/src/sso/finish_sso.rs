//! Where the identity provider sends the browser back: the identity is checked and the person
//! signed in as the account it belongs to.

use poem::Request;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::oidc;
use super::queries::{self, SsoConfig};
use super::rules::{name_or_local_part, redirect_uri, Landing};
use crate::audit::{self, Actor, Entry};
use crate::auth::principal::host_agency;
use crate::auth::start_session::start_session;
use crate::error::AppError;
use crate::state::AppState;
use crate::team::accept_invite::accept_invite;
use crate::team::queries as invites;

/// What the provider answered: a code and the login's state, or an error.
pub struct ProviderAnswer {
    pub code: Option<String>,
    pub state: Option<String>,
    pub error: Option<String>,
}

pub async fn finish_sso(
    state: &AppState,
    req: &Request,
    answer: ProviderAnswer,
) -> Result<Landing, AppError> {
    let Some(agency) = host_agency(state, req).await? else {
        return Ok(Landing::Refused("no_agency"));
    };
    if answer.error.is_some() {
        return Ok(Landing::Refused("provider_refused"));
    }
    let (Some(code), Some(login_state)) = (answer.code, answer.state) else {
        return Ok(Landing::Refused("invalid_response"));
    };
    let Some(login) = queries::take_login(&state.pool, &login_state).await? else {
        return Ok(Landing::Refused("invalid_state"));
    };
    if login.agency_id != agency.id || !login.fresh {
        return Ok(Landing::Refused("invalid_state"));
    }
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
    let identity = match oidc::finish(
        &row.issuer_url,
        &row.client_id,
        &secret,
        &redirect_uri(&state.config.origin(Some(&agency.slug))),
        &code,
        &login.pkce_verifier,
        &login.nonce,
    )
    .await
    {
        Ok(identity) => identity,
        Err(e) => {
            tracing::warn!(agency = %agency.slug, error = %e, "SSO callback failed");
            return Ok(Landing::Refused("invalid_response"));
        }
    };
    if identity.email_verified == Some(false) {
        return Ok(Landing::Refused("email_unverified"));
    }
    let Some(user_id) = link_user(state, &agency, &row, &identity).await? else {
        return Ok(Landing::Refused("not_invited"));
    };
    let (_, cookie) = start_session(state, req, user_id, Some(agency.id), "sso", false).await?;
    Ok(Landing::SignedIn {
        next: login.next_path,
        cookie,
    })
}

/// The user an SSO identity signs in as: a member of the agency, an invited email (the
/// invitation is accepted), or — when the agency allows it — a new member with the default role.
async fn link_user(
    state: &AppState,
    agency: &Agency,
    sso: &SsoConfig,
    identity: &oidc::Identity,
) -> Result<Option<Uuid>, AppError> {
    let user = queries::user_by_email(&state.pool, &identity.email).await?;
    if user.as_ref().is_some_and(|(_, deactivated)| *deactivated) {
        return Ok(None);
    }
    let member = match &user {
        Some((id, _)) => queries::membership_status(&state.pool, *id, agency.id).await?,
        None => None,
    };
    match (&user, member.as_deref()) {
        (_, Some("deactivated")) => return Ok(None),
        (Some((id, _)), Some(_)) => {
            queries::mark_sso(&state.pool, *id, &identity.subject).await?;
            return Ok(Some(*id));
        }
        _ => {}
    }
    let invite = queries::open_invite(&state.pool, agency.id, &identity.email).await?;
    if invite.is_none() && !sso.allow_jit {
        return Ok(None);
    }
    let name = name_or_local_part(identity.name.as_deref(), &identity.email);
    let mut tx = state.pool.begin().await?;
    let user_id = match &user {
        Some((id, _)) => *id,
        None => queries::create_user(&mut tx, &identity.email, &name, &identity.subject).await?,
    };
    match invite {
        Some(invite_id) => {
            let invite = invites::get(&mut *tx, agency.id, invite_id)
                .await?
                .ok_or_else(|| AppError::not_found("invitation"))?;
            accept_invite(tx, &invite, user_id).await?;
        }
        None => {
            queries::add_member(&mut tx, user_id, agency.id, &sso.jit_role).await?;
            let mut tx = TenantTx::enter(tx, agency).await?;
            audit::record_as(
                &mut tx,
                Actor::person(user_id, &name),
                None,
                Entry {
                    entity_id: Some(user_id.to_string()),
                    ..Entry::new(
                        "create",
                        "member",
                        format!("{name} joined through single sign-on as {}", sso.jit_role),
                    )
                },
            )
            .await?;
            tx.commit().await?;
        }
    }
    queries::mark_sso(&state.pool, user_id, &identity.subject).await?;
    Ok(Some(user_id))
}
