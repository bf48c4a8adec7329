use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::download_document::download_my_document;
use super::dto::{
    HouseholdInput, LifeEventCreated, LifeEventReport, MyBenefits, MyEnrollment, Started,
    SubmissionCreated,
};
use super::report_life_event::{report_life_event, Report};
use super::start_enrollment::start_enrollment;
use super::submit_elections::submit_elections;
use super::update_household::update_household;
use super::view_benefits::view_benefits;
use super::view_enrollment::view_enrollment;
use super::view_submission::view_submission;
use crate::api::ApiTags;
use crate::auth::principal::{client_ip, user_agent};
use crate::auth::SessionCookie;
use crate::enrollment::dto::{Submission, SubmitElections};
use crate::error::ApiResult;
use crate::state::AppState;

pub struct MyBenefitsApi;

#[OpenApi(tag = "ApiTags::SelfService")]
impl MyBenefitsApi {
    /// My benefits home: details, dependents, coverage in force, enrollments, life events.
    #[oai(path = "/my/benefits", method = "get", operation_id = "getMyBenefits")]
    async fn benefits(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<MyBenefits>> {
        Ok(Json(view_benefits(&state, &auth.0).await?.into()))
    }

    /// Confirm or correct my contact details and my dependents (children to 26 unless
    /// disabled; one spouse or partner). Audited.
    #[oai(
        path = "/my/household",
        method = "put",
        operation_id = "updateMyHousehold"
    )]
    async fn household(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<HouseholdInput>,
    ) -> ApiResult<Json<MyBenefits>> {
        let out = update_household(&state, &auth.0, &client_ip(req), body.draft()).await?;
        Ok(Json(out.into()))
    }

    /// One of my enrollments: every plan priced for me per paycheck, my current elections.
    #[oai(
        path = "/my/enrollments/:id",
        method = "get",
        operation_id = "getMyEnrollment"
    )]
    async fn enrollment(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<MyEnrollment>> {
        Ok(Json(view_enrollment(&state, &auth.0, id.0).await?.into()))
    }

    /// I started my enrollment (the broker sees "in progress").
    #[oai(
        path = "/my/enrollments/:id/start",
        method = "post",
        operation_id = "startMyEnrollment"
    )]
    async fn start(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Started> {
        start_enrollment(&state, &auth.0, id.0).await?;
        Ok(Started::Done)
    }

    /// Sign my elections: one per line (a plan and tier, or waive with a reason), my typed
    /// name and consent. Send the version you started from; sending the same client key twice
    /// returns the first result. A closed window is a 409.
    #[oai(
        path = "/my/enrollments/:id/elections",
        method = "post",
        operation_id = "submitMyElections"
    )]
    async fn submit(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<SubmitElections>,
    ) -> ApiResult<SubmissionCreated> {
        let (ip, agent) = (client_ip(req), user_agent(req));
        let out = submit_elections(&state, &auth.0, ip, agent, id.0, &body).await?;
        Ok(SubmissionCreated::Created(Json(out)))
    }

    /// One of my signed submissions (the printable confirmation).
    #[oai(
        path = "/my/submissions/:id",
        method = "get",
        operation_id = "getMySubmission"
    )]
    async fn submission(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Submission>> {
        Ok(Json(view_submission(&state, &auth.0, id.0).await?))
    }

    /// Download one of my own documents (a life-event proof I sent).
    #[oai(
        path = "/my/documents/:id/download",
        method = "get",
        operation_id = "downloadMyDocument"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let (name, bytes) = download_my_document(&state, &auth.0, id.0).await?;
        Ok(Attachment::new(bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(name))
    }

    /// Report a qualifying life event, with proof; the broker or HR approves it.
    #[oai(
        path = "/my/life-events",
        method = "post",
        operation_id = "reportLifeEvent"
    )]
    async fn report(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: LifeEventReport,
    ) -> ApiResult<LifeEventCreated> {
        let LifeEventReport {
            kind,
            event_date,
            note,
            document,
        } = body;
        let report = Report {
            kind,
            event_date: &event_date,
            note: note.as_deref(),
            document,
        };
        let out = report_life_event(&state, &auth.0, &client_ip(req), report).await?;
        Ok(LifeEventCreated::Created(Json(out)))
    }
}
