//! Reports (a preview): the book of business (`/reports/book-of-business`), the enrollment
//! report (`/reports/enrollment`), their exports, and the agency's commission rates.

use chrono::NaiveDate;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::book_of_business::{book_of_business, BookAsked};
use super::dto::{
    BookOfBusinessReport, CommissionSchedule, CommissionScheduleRequest, EnrollmentReport,
};
use super::enrollment_report::{enrollment_report, EnrollmentAsked};
use super::export_book::export_book;
use super::export_enrollment::export_enrollment;
use super::files::ReportFile;
use super::set_commission_rates::set_commission_rates;
use super::view_commission_rates::view_commission_rates;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;
use crate::vocabulary::{BookReportTable, EnrollmentReportTable};

pub struct ReportsApi;

fn attachment(file: ReportFile) -> Attachment<Vec<u8>> {
    Attachment::new(file.bytes)
        .attachment_type(AttachmentType::Attachment)
        .filename(file.file_name)
}

#[OpenApi(tag = "ApiTags::Reports")]
impl ReportsApi {
    /// The book of business on a date (`as_of`, today by default): premium in force by carrier
    /// and line with the commission the agency's rates earn, groups by lifecycle stage, and the
    /// renewals of the twelve months from that month; one broker's groups with `broker_id`.
    #[oai(
        path = "/reports/book-of-business",
        method = "get",
        operation_id = "getBookOfBusinessReport"
    )]
    async fn book(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        as_of: Query<Option<NaiveDate>>,
        broker_id: Query<Option<Uuid>>,
    ) -> ApiResult<Json<BookOfBusinessReport>> {
        let asked = BookAsked {
            as_of: as_of.0,
            broker_id: broker_id.0,
        };
        Ok(Json(book_of_business(&state, &auth.0, asked).await?))
    }

    /// The book of business as a spreadsheet: one `table` as CSV or XLSX, or every table as
    /// one workbook (XLSX without `table`).
    #[oai(
        path = "/reports/book-of-business/export",
        method = "get",
        operation_id = "exportBookOfBusinessReport"
    )]
    async fn export_book(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        table: Query<Option<BookReportTable>>,
        as_of: Query<Option<NaiveDate>>,
        broker_id: Query<Option<Uuid>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let asked = BookAsked {
            as_of: as_of.0,
            broker_id: broker_id.0,
        };
        let file = export_book(&state, &auth.0, asked, format.0, table.0).await?;
        Ok(attachment(file))
    }

    /// The open enrollments running between `from` and `to` (by default the past year and the
    /// next three months): progress, participation against each carrier's minimum, elections by
    /// plan and tier, waivers by reason, and completion day by day; one broker's groups with
    /// `broker_id`.
    #[oai(
        path = "/reports/enrollment",
        method = "get",
        operation_id = "getEnrollmentReport"
    )]
    async fn enrollment(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        from: Query<Option<NaiveDate>>,
        to: Query<Option<NaiveDate>>,
        broker_id: Query<Option<Uuid>>,
    ) -> ApiResult<Json<EnrollmentReport>> {
        let asked = EnrollmentAsked {
            from: from.0,
            to: to.0,
            broker_id: broker_id.0,
        };
        Ok(Json(enrollment_report(&state, &auth.0, asked).await?))
    }

    /// The enrollment report as a spreadsheet: one `table` as CSV or XLSX, or every table as
    /// one workbook (XLSX without `table`).
    #[oai(
        path = "/reports/enrollment/export",
        method = "get",
        operation_id = "exportEnrollmentReport"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn export_enrollment(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        table: Query<Option<EnrollmentReportTable>>,
        from: Query<Option<NaiveDate>>,
        to: Query<Option<NaiveDate>>,
        broker_id: Query<Option<Uuid>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let asked = EnrollmentAsked {
            from: from.0,
            to: to.0,
            broker_id: broker_id.0,
        };
        let file = export_enrollment(&state, &auth.0, asked, format.0, table.0).await?;
        Ok(attachment(file))
    }

    /// The agency's commission rates: a percentage of premium per carrier and line.
    #[oai(
        path = "/reports/commission-rates",
        method = "get",
        operation_id = "getCommissionRates"
    )]
    async fn rates(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<CommissionSchedule>> {
        Ok(Json(view_commission_rates(&state, &auth.0).await?))
    }

    /// Save the agency's commission rates, the whole set at the version read (owners and
    /// admins).
    #[oai(
        path = "/reports/commission-rates",
        method = "put",
        operation_id = "setCommissionRates"
    )]
    async fn set_rates(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<CommissionScheduleRequest>,
    ) -> ApiResult<Json<CommissionSchedule>> {
        Ok(Json(
            set_commission_rates(&state, &auth.0, &client_ip(req), &body.0).await?,
        ))
    }
}
