use poem::web::Data;
use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use uuid::Uuid;

use super::oidc;
use crate::api::ApiTags;
use crate::audit::{self, Actor, Entry};
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::start_session::start_session;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::state::AppState;
use crate::team::accept_invite::accept_invite;
use crate::team::queries as invites;
use crate::team::roles::role_label;
use tenants::TenantTx;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct SsoSettings {
    pub configured: bool,
    pub issuer_url: Option<String>,
    pub client_id: Option<String>,
    /// Whether a client secret is stored (it is never shown).
    pub has_secret: bool,
    pub enabled: bool,
    /// Let people the agency has not invited in, with `jit_role`.
    pub allow_jit: bool,
    pub jit_role: String,
    /// The redirect URI to register at the provider.
    pub redirect_uri: String,
}

#[derive(Debug, Object)]
pub struct SsoUpdate {
    pub issuer_url: String,
    pub client_id: String,
    /// Leave out to keep the stored secret.
    pub client_secret: Option<String>,
    pub enabled: bool,
    pub allow_jit: bool,
    pub jit_role: String,
}

#[derive(ApiResponse)]
pub enum SsoRemoved {
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum Redirect {
    /// Continue in the browser at `Location`.
    #[oai(status = 302)]
    Found(
        #[oai(header = "Location")] String,
        #[oai(header = "Set-Cookie")] Option<String>,
    ),
}

#[derive(Debug, sqlx::FromRow)]
struct SsoRow {
    issuer_url: String,
    client_id: String,
    client_secret_enc: Vec<u8>,
    enabled: bool,
    allow_jit: bool,
    jit_role: String,
}

async fn load(state: &AppState, agency_id: Uuid) -> Result<Option<SsoRow>, sqlx::Error> {
    sqlx::query_as("SELECT issuer_url, client_id, client_secret_enc, enabled, allow_jit, jit_role FROM agency_sso WHERE agency_id = $1")
        .bind(agency_id)
        .fetch_optional(&state.pool)
        .await
}

fn redirect_uri(state: &AppState, slug: &str) -> String {
    format!("{}/api/auth/sso/callback", state.config.origin(Some(slug)))
}

fn settings(state: &AppState, slug: &str, row: Option<SsoRow>) -> SsoSettings {
    let redirect_uri = redirect_uri(state, slug);
    match row {
        Some(r) => SsoSettings {
            configured: true,
            issuer_url: Some(r.issuer_url),
            client_id: Some(r.client_id),
            has_secret: !r.client_secret_enc.is_empty(),
            enabled: r.enabled,
            allow_jit: r.allow_jit,
            jit_role: r.jit_role,
            redirect_uri,
        },
        None => SsoSettings {
            configured: false,
            issuer_url: None,
            client_id: None,
            has_secret: false,
            enabled: false,
            allow_jit: false,
            jit_role: "broker".into(),
            redirect_uri,
        },
    }
}

/// Only local paths: never send someone elsewhere after signing in.
fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(n) if n.starts_with('/') && !n.starts_with("//") && !n.contains('\\') => n.to_string(),
        _ => "/dashboard".to_string(),
    }
}

fn to_signin(code: &str) -> Redirect {
    Redirect::Found(format!("/auth/signin?sso_error={code}"), None)
}

pub struct SsoApi;

#[OpenApi(tag = "ApiTags::Sso")]
impl SsoApi {
    /// The agency's single sign-on settings.
    #[oai(path = "/sso", method = "get", operation_id = "getSso")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<SsoSettings>> {
        let p = auth.0;
        p.require(&state, "agency", "update").await?;
        let agency = p.agency()?;
        Ok(Json(settings(
            &state,
            &agency.slug,
            load(&state, agency.id).await?,
        )))
    }

    /// Configure OpenID Connect; the issuer's discovery document must be reachable.
    #[oai(path = "/sso", method = "put", operation_id = "updateSso")]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<SsoUpdate>,
    ) -> ApiResult<Json<SsoSettings>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "agency", "update").await?;
        let agency = p.agency()?.clone();
        let issuer = body.issuer_url.trim().trim_end_matches('/').to_string();
        let mut errors = FieldErrors::default();
        errors.check(
            issuer.starts_with("https://") || issuer.starts_with("http://"),
            "issuer_url",
            "enter the issuer's URL, e.g. https://login.example.com",
        );
        errors.check(
            !body.client_id.trim().is_empty(),
            "client_id",
            "enter the client id",
        );
        errors.check(
            role_label(state, agency.id, &body.jit_role)
                .await?
                .is_some()
                && body.jit_role != "owner",
            "jit_role",
            "choose a role other than owner",
        );
        let existing = load(state, agency.id).await?;
        let secret = body
            .client_secret
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        errors.check(
            secret.is_some() || existing.is_some(),
            "client_secret",
            "enter the client secret",
        );
        errors.finish()?;
        if let Err(e) = oidc::check_issuer(&issuer).await {
            return Err(AppError::field("issuer_url", e.to_string()).into());
        }
        let sealed = match (secret, &existing) {
            (Some(s), _) => state.secrets.encrypt(s),
            (None, Some(row)) => row.client_secret_enc.clone(),
            (None, None) => unreachable!("checked above"),
        };
        let mut tx = state.pool.begin().await?;
        sqlx::query(
            "INSERT INTO agency_sso (agency_id, issuer_url, client_id, client_secret_enc, enabled, allow_jit, jit_role)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (agency_id) DO UPDATE SET issuer_url = $2, client_id = $3, client_secret_enc = $4, enabled = $5,
                allow_jit = $6, jit_role = $7, updated_at = now()",
        )
        .bind(agency.id)
        .bind(&issuer)
        .bind(body.client_id.trim())
        .bind(sealed)
        .bind(body.enabled)
        .bind(body.allow_jit)
        .bind(&body.jit_role)
        .execute(&mut *tx)
        .await?;
        audit::commit_with(tx, &p, &client_ip(req), Entry {
            after: Some(serde_json::json!({ "issuer_url": issuer, "client_id": body.client_id.trim(), "client_secret": "***", "enabled": body.enabled, "allow_jit": body.allow_jit, "jit_role": body.jit_role })),
            ..Entry::new("update", "sso", "Changed single sign-on")
        })
        .await?;
        Ok(Json(settings(
            state,
            &agency.slug,
            load(state, agency.id).await?,
        )))
    }

    /// Turn single sign-on off and forget its settings.
    #[oai(path = "/sso", method = "delete", operation_id = "deleteSso")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<SsoRemoved> {
        let p = auth.0;
        p.require(&state, "agency", "update").await?;
        let mut tx = state.pool.begin().await?;
        sqlx::query("DELETE FROM agency_sso WHERE agency_id = $1")
            .bind(p.agency()?.id)
            .execute(&mut *tx)
            .await?;
        audit::commit_with(
            tx,
            &p,
            &client_ip(req),
            Entry::new("delete", "sso", "Removed single sign-on"),
        )
        .await?;
        Ok(SsoRemoved::Done)
    }

    /// Start signing in with the agency's identity provider (a browser navigation).
    #[oai(path = "/auth/sso/start", method = "get", operation_id = "startSso")]
    async fn start(
        &self,
        state: Data<&AppState>,
        req: &Request,
        next: Query<Option<String>>,
    ) -> ApiResult<Redirect> {
        let state = *state;
        let Some(agency) = host_agency(state, req).await? else {
            return Ok(to_signin("no_agency"));
        };
        let Some(row) = load(state, agency.id).await?.filter(|r| r.enabled) else {
            return Ok(to_signin("not_configured"));
        };
        let secret = state
            .secrets
            .decrypt(&row.client_secret_enc)
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let started = match oidc::start(
            &row.issuer_url,
            &row.client_id,
            &secret,
            &redirect_uri(state, &agency.slug),
        )
        .await
        {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!(agency = %agency.slug, error = %e, "SSO start failed");
                return Ok(to_signin("provider_unavailable"));
            }
        };
        sqlx::query(
            "INSERT INTO sso_logins (state, agency_id, nonce, pkce_verifier, next_path, expires_at)
             VALUES ($1, $2, $3, $4, $5, now() + interval '10 minutes')",
        )
        .bind(&started.state)
        .bind(agency.id)
        .bind(&started.nonce)
        .bind(&started.pkce_verifier)
        .bind(safe_next(next.0.as_deref()))
        .execute(&state.pool)
        .await?;
        Ok(Redirect::Found(started.url, None))
    }

    /// Where the identity provider sends the browser back.
    #[oai(
        path = "/auth/sso/callback",
        method = "get",
        operation_id = "finishSso"
    )]
    async fn callback(
        &self,
        state: Data<&AppState>,
        req: &Request,
        code: Query<Option<String>>,
        #[oai(name = "state")] login_state: Query<Option<String>>,
        error: Query<Option<String>>,
    ) -> ApiResult<Redirect> {
        let state = *state;
        let Some(agency) = host_agency(state, req).await? else {
            return Ok(to_signin("no_agency"));
        };
        if error.0.is_some() {
            return Ok(to_signin("provider_refused"));
        }
        let (Some(code), Some(login_state)) = (code.0, login_state.0) else {
            return Ok(to_signin("invalid_response"));
        };
        // Single use: the row is deleted as it is read.
        let login: Option<(Uuid, String, String, String, bool)> = sqlx::query_as(
            "DELETE FROM sso_logins WHERE state = $1 RETURNING agency_id, nonce, pkce_verifier, next_path, expires_at > now()",
        )
        .bind(&login_state)
        .fetch_optional(&state.pool)
        .await?;
        let Some((agency_id, nonce, verifier, next, fresh)) = login else {
            return Ok(to_signin("invalid_state"));
        };
        if agency_id != agency.id || !fresh {
            return Ok(to_signin("invalid_state"));
        }
        let Some(row) = load(state, agency.id).await?.filter(|r| r.enabled) else {
            return Ok(to_signin("not_configured"));
        };
        let secret = state
            .secrets
            .decrypt(&row.client_secret_enc)
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let identity = match oidc::finish(
            &row.issuer_url,
            &row.client_id,
            &secret,
            &redirect_uri(state, &agency.slug),
            &code,
            &verifier,
            &nonce,
        )
        .await
        {
            Ok(identity) => identity,
            Err(e) => {
                tracing::warn!(agency = %agency.slug, error = %e, "SSO callback failed");
                return Ok(to_signin("invalid_response"));
            }
        };
        if identity.email_verified == Some(false) {
            return Ok(to_signin("email_unverified"));
        }
        let Some(user_id) = link_user(state, &agency, &row, &identity).await? else {
            return Ok(to_signin("not_invited"));
        };
        let (_, cookie) = start_session(state, req, user_id, Some(agency.id), "sso", false).await?;
        Ok(Redirect::Found(next, Some(cookie)))
    }
}

/// The user an SSO identity signs in as: a member of the agency, an invited email (the
/// invitation is accepted), or — when the agency allows it — a new member with the default role.
async fn link_user(
    state: &AppState,
    agency: &tenants::Agency,
    sso: &SsoRow,
    identity: &oidc::Identity,
) -> Result<Option<Uuid>, AppError> {
    let user: Option<(Uuid, bool)> = sqlx::query_as(
        "SELECT id, deactivated_at IS NOT NULL FROM users WHERE lower(email) = lower($1)",
    )
    .bind(&identity.email)
    .fetch_optional(&state.pool)
    .await?;
    if user.as_ref().is_some_and(|(_, deactivated)| *deactivated) {
        return Ok(None);
    }
    let member: Option<String> = match &user {
        Some((id, _)) => {
            sqlx::query_scalar(
                "SELECT status FROM memberships WHERE user_id = $1 AND agency_id = $2",
            )
            .bind(id)
            .bind(agency.id)
            .fetch_optional(&state.pool)
            .await?
        }
        None => None,
    };
    match (&user, member.as_deref()) {
        (_, Some("deactivated")) => return Ok(None),
        (Some((id, _)), Some(_)) => {
            mark_sso(state, *id, &identity.subject).await?;
            return Ok(Some(*id));
        }
        _ => {}
    }
    let invite: Option<Uuid> = sqlx::query_scalar(
        "SELECT id FROM invites WHERE agency_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()",
    )
    .bind(agency.id)
    .bind(&identity.email)
    .fetch_optional(&state.pool)
    .await?;
    if invite.is_none() && !sso.allow_jit {
        return Ok(None);
    }
    let name = identity
        .name
        .clone()
        .unwrap_or_else(|| identity.email.split('@').next().unwrap_or("").to_string());
    let mut tx = state.pool.begin().await?;
    let user_id = match &user {
        Some((id, _)) => *id,
        None => sqlx::query_scalar("INSERT INTO users (email, name, email_verified_at, sso_subject) VALUES ($1, $2, now(), $3) RETURNING id")
            .bind(&identity.email)
            .bind(&name)
            .bind(&identity.subject)
            .fetch_one(&mut *tx)
            .await?,
    };
    match invite {
        Some(invite_id) => {
            let invite = invites::get(&mut *tx, agency.id, invite_id)
                .await?
                .ok_or_else(|| AppError::not_found("invitation"))?;
            accept_invite(tx, &invite, user_id).await?;
        }
        None => {
            sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, $3)")
                .bind(user_id)
                .bind(agency.id)
                .bind(&sso.jit_role)
                .execute(&mut *tx)
                .await?;
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
    mark_sso(state, user_id, &identity.subject).await?;
    Ok(Some(user_id))
}

async fn mark_sso(state: &AppState, user_id: Uuid, subject: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET sso_subject = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1")
        .bind(user_id)
        .bind(subject)
        .execute(&state.pool)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_paths_stay_local() {
        assert_eq!(
            safe_next(Some("/dashboard/settings")),
            "/dashboard/settings"
        );
        assert_eq!(safe_next(Some("//evil.example")), "/dashboard");
        assert_eq!(safe_next(Some("https://evil.example")), "/dashboard");
        assert_eq!(safe_next(Some("/\\evil")), "/dashboard");
        assert_eq!(safe_next(None), "/dashboard");
    }
}
