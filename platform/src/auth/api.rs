use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::current_caller::current_caller;
use super::dto::*;
use super::start_session::{me_of, start_session};
use crate::api::ApiTags;
use crate::audit;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::{password, queries, rate_limit, session, SessionCookie};
use crate::error::{ApiResult, AppError};
use crate::state::AppState;

pub struct AuthApi;

#[OpenApi(tag = "ApiTags::Auth")]
impl AuthApi {
    /// Sign in with email and password.
    ///
    /// Wrong email and wrong password get the same answer. Failed attempts slow further ones
    /// down per account and address, per account and per address (429 with Retry-After); an
    /// address the account signed in from before is held up only by its own failures.
    #[oai(path = "/auth/signin", method = "post", operation_id = "signIn")]
    async fn sign_in(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<SignInRequest>,
    ) -> ApiResult<SignInResponse> {
        let state = *state;
        let email = body.email.trim().to_string();
        let ip = client_ip(req);
        if email.is_empty() || body.password.is_empty() {
            return Err(AppError::InvalidCredentials.into());
        }
        let host = host_agency(state, req).await?;
        let attempt = rate_limit::attempt(&state.pool, &email, &ip).await?;
        let user = queries::user_by_email(&state.pool, &email).await?;
        let phc = user
            .as_ref()
            .and_then(|u| u.password_hash.clone())
            .unwrap_or_else(|| password::decoy_hash().to_string());
        let given = body.password.clone();
        let matches = tokio::task::spawn_blocking(move || password::verify(&given, &phc))
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?;

        let signed_in = match user {
            Some(user) if matches && !user.deactivated => {
                let agency_id =
                    queries::sign_in_agency(&state.pool, user.id, host.as_ref().map(|a| a.id))
                        .await?;
                // On an agency host one needs a membership there; on the platform host either one
                // or the operator role.
                match (agency_id, &host, user.is_platform_operator) {
                    (Some(agency_id), _, _) => Some((user, Some(agency_id))),
                    (None, None, true) => Some((user, None)),
                    _ => None,
                }
            }
            _ => None,
        };
        // A failed attempt stays counted.
        let Some((user, agency_id)) = signed_in else {
            return Err(AppError::InvalidCredentials.into());
        };
        if let Some(agency_id) = agency_id {
            crate::agency_data::sign_in_check::refuse_if_closed(state, user.id, agency_id).await?;
        }

        attempt.succeeded(&state.pool).await?;
        let remember_me = body.remember_me.unwrap_or(false);
        let (me, cookie) =
            start_session(state, req, user.id, agency_id, "password", remember_me).await?;
        Ok(SignInResponse::Ok(Json(me), cookie))
    }

    /// Sign out: the session is revoked on the server.
    #[oai(path = "/auth/signout", method = "post", operation_id = "signOut")]
    async fn sign_out(&self, state: Data<&AppState>, req: &Request) -> ApiResult<SignOutResponse> {
        // (Over https the browser's `__Host-` cookie arrives here under the plain name.)
        if let Some(cookie) = req.cookie().get(session::COOKIE) {
            queries::revoke_session(&state.pool, &session::token_hash(cookie.value_str())).await?;
        }
        Ok(SignOutResponse::Done(session::clear_cookie(
            state.config.secure_cookies(),
        )))
    }

    /// Who is signed in on this host, if anyone (`me` is absent for a visitor). Public pages ask
    /// this rather than `/me`, which answers a visitor with 401.
    #[oai(path = "/auth/session", method = "get", operation_id = "getSession")]
    async fn session(
        &self,
        state: Data<&AppState>,
        req: &Request,
    ) -> ApiResult<Json<SessionState>> {
        let me = current_caller(&state, req).await?;
        Ok(Json(SessionState { me }))
    }

    /// The caller's live sessions (devices), newest activity first.
    #[oai(path = "/me/sessions", method = "get", operation_id = "listMySessions")]
    async fn sessions(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<SessionSummary>>> {
        let p = auth.0;
        let rows =
            queries::live_sessions(&state.pool, p.user_id, state.config.session_idle_minutes)
                .await?;
        Ok(Json(
            rows.into_iter()
                .map(|s| SessionSummary {
                    current: s.id == p.session_id,
                    id: s.id,
                    ip: s.ip,
                    user_agent: s.user_agent,
                    method: s.method,
                    created_at: s.created_at,
                    last_seen_at: s.last_seen_at,
                    expires_at: s.expires_at,
                })
                .collect(),
        ))
    }

    /// End one of the caller's sessions.
    #[oai(
        path = "/me/sessions/:id",
        method = "delete",
        operation_id = "revokeMySession"
    )]
    async fn revoke(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Revoked> {
        let p = auth.0;
        if !queries::revoke_session_by_id(&state.pool, p.user_id, id.0).await? {
            return Err(AppError::not_found("session").into());
        }
        Ok(Revoked::Done)
    }

    /// Change the caller's password; their other sessions end.
    ///
    /// Wrong current passwords are throttled as sign-in attempts are (429 with Retry-After).
    #[oai(
        path = "/me/password",
        method = "put",
        operation_id = "changeMyPassword"
    )]
    async fn change_password(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<PasswordChange>,
    ) -> ApiResult<Revoked> {
        let p = auth.0;
        password::check_new(&body.new_password)
            .map_err(|problem| AppError::field("new_password", problem))?;
        let attempt = rate_limit::attempt(&state.pool, &p.email, &client_ip(req)).await?;
        let phc = queries::password_hash(&state.pool, p.user_id).await?;
        let (current, new) = (body.current_password.clone(), body.new_password.clone());
        let hashed = tokio::task::spawn_blocking(move || {
            let phc = phc.unwrap_or_else(|| password::decoy_hash().to_string());
            password::verify(&current, &phc).then(|| password::hash(&new))
        })
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
        let Some(hash) = hashed else {
            return Err(
                AppError::field("current_password", "this is not your current password").into(),
            );
        };
        attempt.succeeded(&state.pool).await?;
        let mut tx = state.pool.begin().await?;
        queries::change_password(&mut tx, p.user_id, &hash, p.session_id).await?;
        if p.agency.is_some() {
            let entry = audit::Entry::new("update", "password", "Changed their password");
            audit::commit_with(tx, &p, &client_ip(req), entry).await?;
        } else {
            tx.commit().await?;
        }
        Ok(Revoked::Done)
    }

    /// The signed-in caller, their agency, role and permissions.
    #[oai(path = "/me", method = "get", operation_id = "getMe")]
    async fn me(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Me>> {
        let principal = auth.0;
        Ok(Json(me_of(&state, &principal).await?))
    }
}
