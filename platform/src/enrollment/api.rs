//! Open enrollment as the broker and the HR admin run it: open a window from the approved plan
//! design, invite, watch progress, remind, enroll on an employee's behalf, extend, close,
//! check participation, export; and decide the life events employees report.

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::assist_elections::assist_elections;
use super::close_window::close_window;
use super::decide_life_event::decide_life_event;
use super::dto::SubmitElections;
use super::dto::{
    CloseRequest, EligibilityPreview, EmployeeBenefits, EnrollmentDetail, EnrollmentWindow,
    LifeEventDecision, NewEnrollment, Participant, ParticipantDetail, ReminderRequest,
    ReminderResult, SubmissionCreated, WindowChange, WindowCreated,
};
use super::export_elections::elections_sheet;
use super::extend_window::extend_window;
use super::life_events::LifeEvent;
use super::open_window::open_window;
use super::preview_enrollment::preview_enrollment;
use super::send_reminders::send_reminders;
use super::view_employee_benefits::employee_benefits;
use super::view_enrollments::{
    get_enrollment, get_participant, list_enrollments, list_participants, ParticipantListing,
};
use super::view_life_events::list_life_events;
use crate::api::ApiTags;
use crate::auth::principal::{client_ip, user_agent};
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::list::Page;
use crate::spreadsheet as export;
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;

pub struct EnrollmentApi;

#[OpenApi(tag = "ApiTags::Enrollment")]
impl EnrollmentApi {
    /// A group's enrollment windows: open enrollments per plan year and special enrollments.
    #[oai(
        path = "/groups/:id/enrollments",
        method = "get",
        operation_id = "listEnrollments"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<EnrollmentWindow>>> {
        Ok(Json(list_enrollments(&state, &auth.0, id.0).await?))
    }

    /// Who a window with these rules would include, before opening it.
    #[oai(
        path = "/groups/:id/enrollments/preview",
        method = "post",
        operation_id = "previewEnrollment"
    )]
    async fn preview(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<NewEnrollment>,
    ) -> ApiResult<Json<EligibilityPreview>> {
        Ok(Json(
            preview_enrollment(&state, &auth.0, id.0, &body).await?,
        ))
    }

    /// Open enrollment from the approved plan design: the eligible employees are invited by
    /// email in the agency's brand (those without email get a code letter to print).
    #[oai(
        path = "/groups/:id/enrollments",
        method = "post",
        operation_id = "openEnrollment"
    )]
    async fn open(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<NewEnrollment>,
    ) -> ApiResult<WindowCreated> {
        let opened = open_window(&state, &auth.0, &client_ip(req), id.0, &body).await?;
        Ok(WindowCreated::Created(Json(opened)))
    }

    /// A window with its progress, participation check per carrier and election counts.
    #[oai(
        path = "/enrollments/:id",
        method = "get",
        operation_id = "getEnrollment"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<EnrollmentDetail>> {
        Ok(Json(get_enrollment(&state, &auth.0, id.0).await?))
    }

    /// Everyone in a window with their status and current elections (`status` filters,
    /// `q` searches name and email; sort by name, status or completed_at).
    #[oai(
        path = "/enrollments/:id/participants",
        method = "get",
        operation_id = "listParticipants"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn participants(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        status: Query<Option<String>>,
        q: Query<Option<String>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
    ) -> ApiResult<Json<Page<Participant>>> {
        let asked = ParticipantListing {
            status: status.0,
            q: q.0,
            sort: sort.0,
            order: order.0,
            page: page.0,
            per_page: per_page.0,
        };
        let (data, total) = list_participants(&state, &auth.0, id.0, asked).await?;
        Ok(Json(Page { data, total }))
    }

    /// Email a reminder to employees who have not finished (everyone, or the ones named), at
    /// most once a day each.
    #[oai(
        path = "/enrollments/:id/reminders",
        method = "post",
        operation_id = "remindParticipants"
    )]
    async fn remind(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<ReminderRequest>,
    ) -> ApiResult<Json<ReminderResult>> {
        let only = body.employee_ids.as_deref();
        let result = send_reminders(&state, &auth.0, &client_ip(req), id.0, only).await?;
        Ok(Json(result))
    }

    /// Extend (or shorten) a window that is not closed.
    #[oai(
        path = "/enrollments/:id",
        method = "put",
        operation_id = "updateEnrollment"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<WindowChange>,
    ) -> ApiResult<Json<EnrollmentDetail>> {
        let out = extend_window(&state, &auth.0, &client_ip(req), id.0, &body).await?;
        Ok(Json(out))
    }

    /// Close a window: elections lock; in a passive enrollment, those who did nothing keep
    /// their current plans; the group moves on to implementation.
    #[oai(
        path = "/enrollments/:id/close",
        method = "post",
        operation_id = "closeEnrollment"
    )]
    async fn close(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<CloseRequest>,
    ) -> ApiResult<Json<EnrollmentDetail>> {
        let out = close_window(&state, &auth.0, &client_ip(req), id.0, &body).await?;
        Ok(Json(out))
    }

    /// Everyone's current elections as a spreadsheet (CSV or XLSX), formula-safe.
    #[oai(
        path = "/enrollments/:id/export",
        method = "get",
        operation_id = "exportElections"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        format: Query<ExportFormat>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let sheet = elections_sheet(&state, &auth.0, id.0).await?;
        let (bytes, extension) = match format.0 {
            ExportFormat::Csv => (export::to_csv(&sheet.table), "csv"),
            ExportFormat::Xlsx => (
                export::to_xlsx(&sheet.table, "Elections")
                    .map_err(|e| AppError::Internal(e.to_string()))?,
                "xlsx",
            ),
        };
        Ok(Attachment::new(bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("{}.{extension}", sheet.name)))
    }

    /// One employee in a window: what they can elect, their current elections and every
    /// earlier version (to enroll or waive on their behalf).
    #[oai(
        path = "/enrollments/:id/participants/:employee_id",
        method = "get",
        operation_id = "getParticipant"
    )]
    async fn participant(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        employee_id: Path<Uuid>,
    ) -> ApiResult<Json<ParticipantDetail>> {
        let out = get_participant(&state, &auth.0, id.0, employee_id.0).await?;
        Ok(Json(out))
    }

    /// Enroll or waive on an employee's behalf (marked assisted and audited). The signature is
    /// the assisting person's name.
    #[oai(
        path = "/enrollments/:id/participants/:employee_id/elections",
        method = "post",
        operation_id = "submitAssistedElections"
    )]
    async fn assist(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        employee_id: Path<Uuid>,
        body: Json<SubmitElections>,
    ) -> ApiResult<SubmissionCreated> {
        let (ip, agent) = (client_ip(req), user_agent(req));
        let (window_id, employee_id) = (id.0, employee_id.0);
        let out =
            assist_elections(&state, &auth.0, ip, agent, window_id, employee_id, &body).await?;
        Ok(SubmissionCreated::Created(Json(out)))
    }
}

pub struct EmployeeBenefitsApi;

#[OpenApi(tag = "ApiTags::Enrollment")]
impl EmployeeBenefitsApi {
    /// An employee's elections and coverage history (every window, every signed version) and
    /// life events, for the broker and HR.
    #[oai(
        path = "/employees/:id/benefits",
        method = "get",
        operation_id = "getEmployeeBenefits"
    )]
    async fn benefits(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<EmployeeBenefits>> {
        Ok(Json(employee_benefits(&state, &auth.0, id.0).await?))
    }
}

pub struct LifeEventsApi;

#[OpenApi(tag = "ApiTags::Enrollment")]
impl LifeEventsApi {
    /// A group's reported life events, pending first.
    #[oai(
        path = "/groups/:id/life-events",
        method = "get",
        operation_id = "listLifeEvents"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<LifeEvent>>> {
        Ok(Json(list_life_events(&state, &auth.0, id.0).await?))
    }

    /// Approve a life event (opens the employee's special-enrollment window: 30 days, 60 for
    /// Medicaid/CHIP) or reject it with a note.
    #[oai(
        path = "/life-events/:id/decision",
        method = "post",
        operation_id = "decideLifeEvent"
    )]
    async fn decide(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<LifeEventDecision>,
    ) -> ApiResult<Json<LifeEvent>> {
        let after = decide_life_event(&state, &auth.0, &client_ip(req), id.0, &body).await?;
        Ok(Json(after))
    }
}
