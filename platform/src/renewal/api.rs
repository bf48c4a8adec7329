//! Renewals: a group's renewal (`/groups/{id}/renewal`), its re-rating
//! (`/groups/{id}/renewal/comparison`), its plans (`/renewals/{id}/plans`), the quotes beside it
//! (`/renewals/{id}/alternatives`) and its tasks
//! (`/renewal-tasks`).

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::answer_decision::answer_decision;
use super::compare_renewal::compare_renewal;
use super::design_new_year::design_new_year;
use super::download_proposal::download_proposal;
use super::dto::{
    GroupRenewal, RenewalAlternativesUpdate, RenewalAnswer, RenewalComparison,
    RenewalDecisionInput, RenewalPlansUpdate, RenewalRatesUpload, RenewalTask, RenewalTaskUpdate,
    RenewalVersion,
};
use super::export_comparison::export_comparison;
use super::map_plans::map_plans;
use super::record_decision::record_decision;
use super::send_decision::send_decision;
use super::set_alternatives::set_alternatives;
use super::start_new_year::start_new_year;
use super::start_renewal::start_renewal;
use super::update_task::update_task;
use super::upload_rates::upload_rates;
use super::view_renewal::view_renewal;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::catalogue::import_rates::read_rates_file;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct RenewalApi;

#[OpenApi(tag = "ApiTags::Renewal")]
impl RenewalApi {
    /// The group's latest renewal with its dated tasks and what is late; or, before it opens,
    /// the day the daily round will open it and whether it can be started now.
    #[oai(
        path = "/groups/:id/renewal",
        method = "get",
        operation_id = "getRenewal"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(view_renewal(&state, &auth.0, id.0).await?))
    }

    /// Start the group's renewal for its renewal date now, before the daily round would; the
    /// group moves from active to renewal.
    #[oai(
        path = "/groups/:id/renewal",
        method = "post",
        operation_id = "startRenewal"
    )]
    async fn start(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            start_renewal(&state, &auth.0, &client_ip(req), id.0).await?,
        ))
    }

    /// Tick a renewal task done, or open it again, at the version read.
    #[oai(
        path = "/renewal-tasks/:id",
        method = "put",
        operation_id = "updateRenewalTask"
    )]
    async fn update_task(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalTaskUpdate>,
    ) -> ApiResult<Json<RenewalTask>> {
        Ok(Json(
            update_task(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// The group in force against its renewal: each enrolled household carried to the renewal
    /// plans at everyone's age on the new effective date and the renewal rates, as totals, per
    /// plan and tier and per employee, with the children who age off.
    #[oai(
        path = "/groups/:id/renewal/comparison",
        method = "get",
        operation_id = "compareRenewal"
    )]
    async fn compare(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<RenewalComparison>> {
        Ok(Json(compare_renewal(&state, &auth.0, id.0).await?))
    }

    /// Map plans of the plan year being renewed (same plan, successor, replacement, or
    /// discontinued) and set the carrier's percentage change where it quoted one; checked whole
    /// at the renewal's version read.
    #[oai(
        path = "/renewals/:id/plans",
        method = "put",
        operation_id = "mapRenewalPlans"
    )]
    async fn map_plans(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalPlansUpdate>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            map_plans(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// The renewal comparison as a workbook: plans and tiers, employees, children who age off.
    #[oai(
        path = "/groups/:id/renewal/comparison/export",
        method = "get",
        operation_id = "exportRenewalComparison"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let workbook = export_comparison(&state, &auth.0, id.0).await?;
        Ok(Attachment::new(workbook.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(workbook.file_name))
    }

    /// The renewal proposal, a PDF in the agency's brand: in force against renewed per line and
    /// plan, the quoted alternatives, the recommendation per line and the children who age off.
    #[oai(
        path = "/groups/:id/renewal/proposal",
        method = "get",
        operation_id = "downloadRenewalProposal"
    )]
    async fn proposal(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let file = download_proposal(&state, &auth.0, id.0).await?;
        Ok(Attachment::new(file.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file.file_name))
    }

    /// Record the decision per line (renew, change plans, shop further, drop) at the renewal's
    /// version read; a changed decision goes back to a draft.
    #[oai(
        path = "/renewals/:id/decision",
        method = "put",
        operation_id = "recordRenewalDecision"
    )]
    async fn record_decision(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalDecisionInput>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            record_decision(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Make the new plan year's design from the approved renewal: the mapped renewal plans of
    /// every line kept, at their renewal rates, under the contribution in force; approved with
    /// the renewal.
    #[oai(
        path = "/renewals/:id/design",
        method = "post",
        operation_id = "designRenewalPlanYear"
    )]
    async fn design_new_year(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalVersion>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            design_new_year(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Move the group into its new plan year, once the new year's design is made and its
    /// re-enrollment closed: the renewal becomes history, the plan year dates move on a year.
    #[oai(
        path = "/renewals/:id/complete",
        method = "post",
        operation_id = "startRenewalPlanYear"
    )]
    async fn start_new_year(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalVersion>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            start_new_year(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Send the decision to the group's employer admins for approval.
    #[oai(
        path = "/renewals/:id/decision/send",
        method = "post",
        operation_id = "sendRenewalDecision"
    )]
    async fn send_decision(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalVersion>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            send_decision(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// The employer admin approves the decision or asks for changes with a note.
    #[oai(
        path = "/renewals/:id/decision/answer",
        method = "post",
        operation_id = "answerRenewalDecision"
    )]
    async fn answer_decision(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalAnswer>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            answer_decision(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Put quotes of the group beside the renewal, in order; the comparison prices each of
    /// their plans for the people enrolled.
    #[oai(
        path = "/renewals/:id/alternatives",
        method = "put",
        operation_id = "setRenewalAlternatives"
    )]
    async fn set_alternatives(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RenewalAlternativesUpdate>,
    ) -> ApiResult<Json<GroupRenewal>> {
        Ok(Json(
            set_alternatives(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Upload the carriers' renewal rates (the rates file's CSV shape), read for the group's
    /// rating area; the file loads whole or not at all.
    #[oai(
        path = "/renewals/:id/rates",
        method = "post",
        operation_id = "uploadRenewalRates"
    )]
    async fn upload_rates(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: RenewalRatesUpload,
    ) -> ApiResult<Json<GroupRenewal>> {
        let name = body.file.file_name().unwrap_or("rates.csv").to_string();
        let bytes = read_rates_file(body.file).await?;
        Ok(Json(
            upload_rates(
                &state,
                &auth.0,
                &client_ip(req),
                id.0,
                body.version,
                &name,
                &bytes,
            )
            .await?,
        ))
    }
}
