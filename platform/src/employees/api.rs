use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::add_employee::add_employee;
use super::dto::{
    Employee, EmployeeCreated, EmployeeInput, EmployeeSummary, RevealRequest, RevealedSsn,
    Termination,
};
use super::export;
use super::reveal_ssn::reveal_ssn;
use super::terminate_employee::terminate_employee;
use super::update_employee::update_employee;
use super::view_employees::{employee_history, get_employee, list_employees, DirectoryListing};
use crate::activity::dto::AuditEntry;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::{Page, PageJson};
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;

pub struct EmployeesApi;

#[OpenApi(tag = "ApiTags::Employees")]
impl EmployeesApi {
    /// Everyone across the agency's groups (or one group's roster with `group_id`). `q` searches
    /// name, email, group and employee id. An employer admin sees their group only.
    #[oai(path = "/employees", method = "get", operation_id = "listEmployees")]
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
        group_id: Query<Option<Uuid>>,
        status: Query<Option<String>>,
    ) -> ApiResult<PageJson<EmployeeSummary>> {
        let asked = DirectoryListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            group_id: group_id.0,
            status: status.0,
        };
        let (data, total) = list_employees(&state, &auth.0, asked).await?;
        Ok(PageJson(Page { data, total }))
    }

    /// The directory as a spreadsheet: everyone the same search and filters list (an employer
    /// admin: their group only), in the same order, with dates and pay as typed cells.
    #[oai(
        path = "/employees/export",
        method = "get",
        operation_id = "exportEmployees"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn export(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        group_id: Query<Option<Uuid>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let asked = DirectoryListing {
            page: None,
            per_page: None,
            sort: sort.0,
            order: order.0,
            q: q.0,
            group_id: group_id.0,
            status: status.0,
        };
        let format = match format.0 {
            ExportFormat::Csv => export::Format::Csv,
            ExportFormat::Xlsx => export::Format::Xlsx,
        };
        let file = export::directory(&state, &auth.0, &client_ip(req), format, asked).await?;
        Ok(Attachment::new(file.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file.filename))
    }

    /// Add an employee (and dependents) to a group.
    #[oai(path = "/employees", method = "post", operation_id = "createEmployee")]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<EmployeeInput>,
    ) -> ApiResult<EmployeeCreated> {
        let created = add_employee(&state, &auth.0, &client_ip(req), &body).await?;
        Ok(EmployeeCreated::Created(Json(created)))
    }

    /// An employee with dependents (SSNs masked).
    #[oai(path = "/employees/:id", method = "get", operation_id = "getEmployee")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Employee>> {
        Ok(Json(get_employee(&state, &auth.0, id.0).await?))
    }

    /// Save an employee and dependents (dependents not in the list are removed). Send the
    /// version you read: a newer one is a 409. Every change is audited.
    #[oai(
        path = "/employees/:id",
        method = "put",
        operation_id = "updateEmployee"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<EmployeeInput>,
    ) -> ApiResult<Json<Employee>> {
        let saved = update_employee(&state, &auth.0, &client_ip(req), id.0, &body).await?;
        Ok(Json(saved))
    }

    /// Terminate an employee as of a date. The record stays (history, COBRA, reconciliation).
    #[oai(
        path = "/employees/:id/terminate",
        method = "post",
        operation_id = "terminateEmployee"
    )]
    async fn terminate(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<Termination>,
    ) -> ApiResult<Json<Employee>> {
        let after = terminate_employee(&state, &auth.0, &client_ip(req), id.0, &body).await?;
        Ok(Json(after))
    }

    /// The full SSN of the employee or a dependent. Needs the reveal permission; audited.
    #[oai(
        path = "/employees/:id/reveal-ssn",
        method = "post",
        operation_id = "revealSsn"
    )]
    async fn reveal(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RevealRequest>,
    ) -> ApiResult<Json<RevealedSsn>> {
        let ssn = reveal_ssn(&state, &auth.0, &client_ip(req), id.0, body.dependent_id).await?;
        Ok(Json(RevealedSsn { ssn }))
    }

    /// Every recorded change of the employee, newest first.
    #[oai(
        path = "/employees/:id/history",
        method = "get",
        operation_id = "getEmployeeHistory"
    )]
    async fn history(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<AuditEntry>>> {
        Ok(Json(employee_history(&state, &auth.0, id.0).await?))
    }
}
