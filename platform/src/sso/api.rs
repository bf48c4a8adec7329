use poem::web::Data;
use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::configure_sso::configure_sso;
use super::dto::{Redirect, SsoRemoved, SsoSettings, SsoUpdate};
use super::finish_sso::{finish_sso, ProviderAnswer};
use super::remove_sso::remove_sso;
use super::start_sso::start_sso;
use super::view_sso::view_sso;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

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
        Ok(Json(view_sso(&state, &auth.0).await?.into()))
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
        let saved = configure_sso(&state, &auth.0, &client_ip(req), body.draft()).await?;
        Ok(Json(saved.into()))
    }

    /// Turn single sign-on off and forget its settings.
    #[oai(path = "/sso", method = "delete", operation_id = "deleteSso")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<SsoRemoved> {
        remove_sso(&state, &auth.0, &client_ip(req)).await?;
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
        Ok(start_sso(&state, req, next.0.as_deref()).await?.into())
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
        let answer = ProviderAnswer {
            code: code.0,
            state: login_state.0,
            error: error.0,
        };
        Ok(finish_sso(&state, req, answer).await?.into())
    }
}
