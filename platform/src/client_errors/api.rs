use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};
use uuid::Uuid;

use super::queries::{self, ClientErrorRow, NewReport, SORT_FIELDS};
use crate::api::ApiTags;
use crate::auth::principal::host_agency;
use crate::auth::{session, Principal, SessionCookie};
use crate::error::{ApiResult, AppError};
use crate::list::{ListQuery, Page};
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "snake_case")]
pub enum ErrorKind {
    /// An exception in the browser.
    Client,
    /// A 5xx answer from the server (the report carries its digest).
    Server,
}

impl ErrorKind {
    fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Client => "client",
            ErrorKind::Server => "server",
        }
    }
}

#[derive(Debug, Object)]
pub struct NewClientError {
    pub kind: ErrorKind,
    #[oai(validator(min_length = 1, max_length = 4000))]
    pub message: String,
    #[oai(validator(max_length = 20000))]
    pub stack: Option<String>,
    #[oai(validator(min_length = 1, max_length = 2000))]
    pub url: String,
    #[oai(validator(max_length = 100))]
    pub digest: Option<String>,
    #[oai(validator(max_length = 500))]
    pub user_agent: Option<String>,
}

#[derive(Debug, Object)]
pub struct ClientErrorCreated {
    pub id: Uuid,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ClientError {
    pub id: Uuid,
    pub kind: String,
    pub message: String,
    pub stack: Option<String>,
    pub url: String,
    pub digest: Option<String>,
    pub user_agent: Option<String>,
    pub agency_id: Option<Uuid>,
    /// Who was signed in when it happened.
    pub user_email: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<ClientErrorRow> for ClientError {
    fn from(r: ClientErrorRow) -> Self {
        Self {
            id: r.id,
            kind: r.kind,
            message: r.message,
            stack: r.stack,
            url: r.url,
            digest: r.digest,
            user_agent: r.user_agent,
            agency_id: r.agency_id,
            user_email: r.user_email,
            created_at: r.created_at,
        }
    }
}

#[derive(ApiResponse)]
pub enum Reported {
    #[oai(status = 201)]
    Created(Json<ClientErrorCreated>),
}

pub struct ClientErrorsApi;

#[OpenApi(tag = "ApiTags::ClientErrors")]
impl ClientErrorsApi {
    /// Report an error the portal showed. Works signed out; a session, when present, is noted.
    #[oai(
        path = "/client-errors",
        method = "post",
        operation_id = "reportClientError"
    )]
    async fn report(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<NewClientError>,
    ) -> ApiResult<Reported> {
        let caller = match req.cookie().get(session::COOKIE) {
            Some(cookie) => Principal::from_token(&state, req, cookie.value_str())
                .await
                .ok(),
            None => None,
        };
        let agency_id = match &caller {
            Some(p) => p.agency.as_ref().map(|a| a.id),
            None => host_agency(&state, req).await.ok().flatten().map(|a| a.id),
        };
        let id = queries::insert(
            &state.pool,
            &NewReport {
                kind: body.kind.as_str(),
                message: &body.message,
                stack: body.stack.as_deref(),
                url: &body.url,
                digest: body.digest.as_deref(),
                user_agent: body.user_agent.as_deref().or(req.header("user-agent")),
                agency_id,
                user_id: caller.as_ref().map(|p| p.user_id),
            },
        )
        .await?;
        tracing::warn!(report = %id, kind = body.kind.as_str(), digest = ?body.digest, url = %body.url, message = %body.message, "client error reported");
        Ok(Reported::Created(Json(ClientErrorCreated { id })))
    }

    /// Error reports: an agency's own for its owner and admins, all of them for operators.
    #[oai(
        path = "/client-errors",
        method = "get",
        operation_id = "listClientErrors"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        kind: Query<Option<ErrorKind>>,
    ) -> ApiResult<Json<Page<ClientError>>> {
        let p = auth.0;
        p.require(&state, "client_errors", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("e.created_at", true),
        )?;
        let scope = p.agency.as_ref().map(|a| a.id);
        let (rows, total) =
            queries::list(&state.pool, scope, kind.0.map(ErrorKind::as_str), &query).await?;
        Ok(Json(Page {
            data: rows.into_iter().map(ClientError::from).collect(),
            total,
        }))
    }

    /// One error report.
    #[oai(
        path = "/client-errors/:id",
        method = "get",
        operation_id = "getClientError"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<ClientError>> {
        let p = auth.0;
        p.require(&state, "client_errors", "read").await?;
        let scope = p.agency.as_ref().map(|a| a.id);
        let row = queries::get(&state.pool, scope, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("error report"))?;
        Ok(Json(row.into()))
    }
}
