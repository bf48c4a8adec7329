//! Reconciliation: upload a carrier's list (`/implementations/{id}/carrier-lists`), a group's
//! lists (`/groups/{id}/carrier-lists`), and the agency's discrepancies (`/discrepancies`).

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::act_on_discrepancy::act_on_discrepancy;
use super::dto::{
    CarrierList, CarrierListUpload, DiscrepancyActionRequest, DiscrepancyDetail, DiscrepancyPage,
    Reconciled,
};
use super::export_discrepancies::discrepancies_sheet;
use super::list_discrepancies::{
    list_carrier_lists, list_discrepancies, view_discrepancy, DiscrepancyListing,
};
use super::queries::Filters;
use super::upload_list::upload_list;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::spreadsheet::{self as export, ExportFormat};
use crate::state::AppState;
use crate::vocabulary::{DiscrepancyKind, DiscrepancyStatus};

pub struct ReconciliationApi;

#[OpenApi(tag = "ApiTags::Implementation")]
impl ReconciliationApi {
    /// Upload the carrier's list (CSV, XLSX or an 834) and reconcile it with the enrollment.
    #[oai(
        path = "/implementations/:id/carrier-lists",
        method = "post",
        operation_id = "uploadCarrierList"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: CarrierListUpload,
    ) -> ApiResult<Json<Reconciled>> {
        Ok(Json(
            upload_list(&state, &auth.0, &client_ip(req), id.0, body.file).await?,
        ))
    }

    /// The carrier lists uploaded for the group, newest first.
    #[oai(
        path = "/groups/:id/carrier-lists",
        method = "get",
        operation_id = "listCarrierLists"
    )]
    async fn lists(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<CarrierList>>> {
        Ok(Json(list_carrier_lists(&state, &auth.0, id.0).await?))
    }

    /// Discrepancies across the book, by premium at stake unless sorted otherwise.
    #[oai(
        path = "/discrepancies",
        method = "get",
        operation_id = "listDiscrepancies"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        group_id: Query<Option<Uuid>>,
        carrier: Query<Option<String>>,
        kind: Query<Option<DiscrepancyKind>>,
        status: Query<Option<DiscrepancyStatus>>,
    ) -> ApiResult<Json<DiscrepancyPage>> {
        let asked = DiscrepancyListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            filters: Filters {
                group_id: group_id.0,
                carrier: carrier.0.filter(|c| !c.is_empty()),
                kind: kind.0,
                status: status.0,
            },
        };
        Ok(Json(list_discrepancies(&state, &auth.0, asked).await?))
    }

    /// The discrepancies matching the filters as a spreadsheet.
    #[oai(
        path = "/discrepancies/export",
        method = "get",
        operation_id = "exportDiscrepancies"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn export(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        q: Query<Option<String>>,
        group_id: Query<Option<Uuid>>,
        carrier: Query<Option<String>>,
        kind: Query<Option<DiscrepancyKind>>,
        status: Query<Option<DiscrepancyStatus>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let filters = Filters {
            group_id: group_id.0,
            carrier: carrier.0.filter(|c| !c.is_empty()),
            kind: kind.0,
            status: status.0,
        };
        let table = discrepancies_sheet(&state, &auth.0, &filters, q.0).await?;
        let (bytes, extension) = match format.0 {
            ExportFormat::Csv => (export::to_csv(&table), "csv"),
            ExportFormat::Xlsx => (
                export::to_xlsx(&table, "Discrepancies")
                    .map_err(|e| AppError::Internal(e.to_string()))?,
                "xlsx",
            ),
        };
        Ok(Attachment::new(bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("discrepancies.{extension}")))
    }

    /// One discrepancy with its history.
    #[oai(
        path = "/discrepancies/:id",
        method = "get",
        operation_id = "getDiscrepancy"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<DiscrepancyDetail>> {
        Ok(Json(view_discrepancy(&state, &auth.0, id.0).await?))
    }

    /// Assign, note, resolve, dismiss (with a reason) or reopen a discrepancy, at its version.
    #[oai(
        path = "/discrepancies/:id/actions",
        method = "post",
        operation_id = "actOnDiscrepancy"
    )]
    async fn act(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DiscrepancyActionRequest>,
    ) -> ApiResult<Json<DiscrepancyDetail>> {
        Ok(Json(
            act_on_discrepancy(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }
}
