//! The agency's data as a whole (`/agency/export`) and its closure (`/agency/closure`).

use poem::web::Data;
use poem::{Body, Request};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;

use super::cancel_closure::cancel_closure;
use super::close_agency::{close_agency, ClosureAsked};
use super::dto::{AgencyClosure, AgencyClosureRequest, AgencyExportRequest};
use super::export_agency::{export_agency, ExportAsked};
use super::view_closure::view_closure;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct AgencyDataApi;

#[OpenApi(tag = "ApiTags::AgencyData")]
impl AgencyDataApi {
    /// Everything the agency holds, as a zip: a CSV per table, its people, its profile, its
    /// files and `manifest.json` (row counts, schema version). SSNs and the files that carry
    /// them are left out unless `include_ssns` is set with the caller's password. Owner only;
    /// every export is in the audit log.
    #[oai(
        path = "/agency/export",
        method = "post",
        operation_id = "exportAgencyData"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<AgencyExportRequest>,
    ) -> ApiResult<Attachment<Body>> {
        let asked = ExportAsked {
            with_ssns: body.include_ssns,
            password: body.password.as_deref(),
        };
        let export = export_agency(&state, &auth.0, &client_ip(req), asked).await?;
        Ok(Attachment::new(Body::from_async_read(export.file))
            .attachment_type(AttachmentType::Attachment)
            .filename(export.file_name))
    }

    /// Whether the agency is closing, and until when it can be reopened. Owner only.
    #[oai(
        path = "/agency/closure",
        method = "get",
        operation_id = "getAgencyClosure"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<AgencyClosure>> {
        Ok(Json(view_closure(&state, &auth.0).await?))
    }

    /// Close the agency: confirmed with the owner's password and its subdomain typed out. Its
    /// data is deleted for good once the grace period ends, unless the owner reopens it.
    #[oai(
        path = "/agency/closure",
        method = "post",
        operation_id = "closeAgency"
    )]
    async fn close(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<AgencyClosureRequest>,
    ) -> ApiResult<Json<AgencyClosure>> {
        let asked = ClosureAsked {
            password: &body.password,
            confirm_slug: &body.confirm_slug,
        };
        Ok(Json(
            close_agency(&state, &auth.0, &client_ip(req), asked).await?,
        ))
    }

    /// Reopen a closing agency before its grace period ends.
    #[oai(
        path = "/agency/closure",
        method = "delete",
        operation_id = "cancelAgencyClosure"
    )]
    async fn cancel(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<AgencyClosure>> {
        Ok(Json(
            cancel_closure(&state, &auth.0, &client_ip(req)).await?,
        ))
    }
}
