//! Premium statements: the book's statements for a month (`/statements`), a group's statement
//! (`/groups/{id}/statements/{month}`), its carrier invoices and their differences.

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::act_on_difference::act_on_difference;
use super::dto::{
    CarrierInvoiceUpload, PremiumStatement, StatementBook, StatementDifference,
    StatementDifferenceActionRequest, StatementFileFormat,
};
use super::export_statement::export_statement;
use super::list_statements::{list_statements, StatementListing};
use super::statement::parse_month;
use super::upload_invoice::upload_invoice;
use super::view_statement::view_statement;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct StatementsApi;

#[OpenApi(tag = "ApiTags::Billing")]
impl StatementsApi {
    /// The book's premium statements for a month (`YYYY-MM`; by default the latest month with an
    /// invoice, else next month): each group with coverage in force, what its carriers may bill,
    /// and how the invoices uploaded so far compare.
    #[oai(
        path = "/statements",
        method = "get",
        operation_id = "listPremiumStatements"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        month: Query<Option<String>>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<StatementBook>> {
        let month = month.0.as_deref().map(parse_month).transpose()?;
        let asked = StatementListing {
            page: page.0,
            per_page: per_page.0,
            q: q.0,
        };
        Ok(Json(list_statements(&state, &auth.0, month, asked).await?))
    }

    /// A group's premium statement for a month (`YYYY-MM`): per carrier, plan and tier, and per
    /// employee, with each carrier's invoice and its differences.
    #[oai(
        path = "/groups/:id/statements/:month",
        method = "get",
        operation_id = "getPremiumStatement"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
        month: Path<String>,
    ) -> ApiResult<Json<PremiumStatement>> {
        let month = parse_month(&month.0)?;
        Ok(Json(view_statement(&state, &auth.0, id.0, month).await?))
    }

    /// Upload a carrier's invoice (list bill, CSV or XLSX) for the month and compare it with the
    /// statement; it replaces that carrier's earlier invoice for the month.
    #[oai(
        path = "/groups/:id/statements/:month/invoices",
        method = "post",
        operation_id = "uploadCarrierInvoice"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        month: Path<String>,
        body: CarrierInvoiceUpload,
    ) -> ApiResult<Json<PremiumStatement>> {
        let month = parse_month(&month.0)?;
        Ok(Json(
            upload_invoice(
                &state,
                &auth.0,
                &client_ip(req),
                id.0,
                month,
                body.carrier_id,
                body.file,
            )
            .await?,
        ))
    }

    /// The statement as a workbook or a PDF in the agency's brand, with the invoices'
    /// differences.
    #[oai(
        path = "/groups/:id/statements/:month/export",
        method = "get",
        operation_id = "exportPremiumStatement"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
        month: Path<String>,
        format: Query<StatementFileFormat>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let month = parse_month(&month.0)?;
        let file = export_statement(&state, &auth.0, id.0, month, format.0).await?;
        Ok(Attachment::new(file.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file.file_name))
    }

    /// Dispute a difference with the carrier, resolve it or reopen it, at its version.
    #[oai(
        path = "/statement-differences/:id/actions",
        method = "post",
        operation_id = "actOnStatementDifference"
    )]
    async fn act(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<StatementDifferenceActionRequest>,
    ) -> ApiResult<Json<StatementDifference>> {
        Ok(Json(
            act_on_difference(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }
}
