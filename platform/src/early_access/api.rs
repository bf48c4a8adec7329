//! Early access: the public waitlist (`/early-access`) and its export for operators; the
//! agency's preview features (`/previews`), switched on and off, and their feedback.

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;

use super::dto::{
    EarlyAccessJoined, EarlyAccessRequest, EarlyAccessSignupPage, Preview, PreviewFeedback,
    PreviewFeedbackPage, PreviewFeedbackRequest, PreviewSwitch,
};
use super::join_waitlist::join_waitlist;
use super::list_feedback::list_feedback;
use super::list_previews::list_previews;
use super::list_waitlist::{export_waitlist, list_waitlist};
use super::send_feedback::send_feedback;
use super::switch_preview::switch_preview;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub struct EarlyAccessApi;

#[OpenApi(tag = "ApiTags::EarlyAccess")]
impl EarlyAccessApi {
    /// Joins the early-access waitlist. The answer is the same whether the address was new or
    /// already on the list; only a new one gets the confirmation email. Rate-limited.
    #[oai(
        path = "/early-access",
        method = "post",
        operation_id = "joinEarlyAccess"
    )]
    async fn join(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<EarlyAccessRequest>,
    ) -> ApiResult<Json<EarlyAccessJoined>> {
        Ok(Json(join_waitlist(&state, req, &body.0).await?))
    }

    /// The waitlist, newest first (platform operators).
    #[oai(
        path = "/early-access/signups",
        method = "get",
        operation_id = "listEarlyAccessSignups"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn signups(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<EarlyAccessSignupPage>> {
        Ok(Json(
            list_waitlist(&state, &auth.0, (page.0, per_page.0, sort.0, order.0, q.0)).await?,
        ))
    }

    /// The whole waitlist (or the signups matching `q`) as CSV or XLSX (platform operators).
    #[oai(
        path = "/early-access/signups/export",
        method = "get",
        operation_id = "exportEarlyAccessSignups"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        q: Query<Option<String>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let file = export_waitlist(&state, &auth.0, q.0, format.0).await?;
        Ok(Attachment::new(file.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file.file_name))
    }

    /// The preview features, each with whether the caller's agency has it on.
    #[oai(path = "/previews", method = "get", operation_id = "listPreviews")]
    async fn previews(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<Preview>>> {
        Ok(Json(list_previews(&state, &auth.0).await?))
    }

    /// Switches a preview feature on or off for the agency (owners and admins).
    #[oai(
        path = "/previews/:feature",
        method = "put",
        operation_id = "switchPreview"
    )]
    async fn switch(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        req: &Request,
        feature: Path<PreviewFeature>,
        body: Json<PreviewSwitch>,
    ) -> ApiResult<Json<Preview>> {
        Ok(Json(
            switch_preview(&state, &auth.0, &client_ip(req), feature.0, body.0.enabled).await?,
        ))
    }

    /// Sends feedback about a preview feature to the platform's team.
    #[oai(
        path = "/previews/:feature/feedback",
        method = "post",
        operation_id = "sendPreviewFeedback"
    )]
    async fn feedback(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        feature: Path<PreviewFeature>,
        body: Json<PreviewFeedbackRequest>,
    ) -> ApiResult<Json<PreviewFeedback>> {
        Ok(Json(
            send_feedback(&state, &auth.0, feature.0, &body.0).await?,
        ))
    }

    /// Feedback about the previews, newest first: every agency's for operators, the agency's
    /// own for its owners and admins.
    #[oai(
        path = "/preview-feedback",
        method = "get",
        operation_id = "listPreviewFeedback"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn feedback_list(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        feature: Query<Option<PreviewFeature>>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<PreviewFeedbackPage>> {
        Ok(Json(
            list_feedback(
                &state,
                &auth.0,
                feature.0,
                (page.0, per_page.0, sort.0, order.0, q.0),
            )
            .await?,
        ))
    }
}
