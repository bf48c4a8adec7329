use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::create_quote::start_quote;
use super::delete_quote::delete_quote;
use super::download_proposal::download_proposal;
use super::dto::{
    EmployeeCost, MarketAnalysis, ProposalFormat, Quote, QuoteCreated, QuoteInput, QuoteSummary,
    Removed, RerateInput, StatusInput,
};
use super::list_quotes::{list_quotes, QuoteListing};
use super::market_analysis::market_analysis;
use super::quote_breakdown::{quote_breakdown, BreakdownListing};
use super::rerate_quote::rerate_quote;
use super::set_quote_status::set_quote_status;
use super::view_quote::view_quote;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;

pub struct QuotesApi;

#[OpenApi(tag = "ApiTags::Quotes")]
impl QuotesApi {
    /// A group's quotes, newest first: status, plans, premium range, dates.
    #[oai(
        path = "/groups/:id/quotes",
        method = "get",
        operation_id = "listQuotes"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Json<Page<QuoteSummary>>> {
        let asked = QuoteListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            status: status.0,
        };
        let (rows, total) = list_quotes(&state, &auth.0, id.0, asked).await?;
        Ok(Json(Page {
            data: rows.iter().map(QuoteSummary::from).collect(),
            total,
        }))
    }

    /// Price the group's census against up to 50 plans on an effective date, under a
    /// contribution scenario. The quote keeps the census and the rates it was rated with.
    #[oai(
        path = "/groups/:id/quotes",
        method = "post",
        operation_id = "createQuote"
    )]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<QuoteInput>,
    ) -> ApiResult<QuoteCreated> {
        let draft = body.0.into();
        let quote = start_quote(&state, &auth.0, &client_ip(req), id.0, &draft).await?;
        Ok(QuoteCreated::Created(Json(quote)))
    }

    /// A quote with every plan's monthly and annual premium, employer and employee cost, tier mix.
    #[oai(path = "/quotes/:id", method = "get", operation_id = "getQuote")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Quote>> {
        Ok(Json(view_quote(&state, &auth.0, id.0).await?))
    }

    /// Remove a draft quote.
    #[oai(path = "/quotes/:id", method = "delete", operation_id = "deleteQuote")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Removed> {
        delete_quote(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Removed::Done)
    }

    /// Each employee's cost on one plan of the quote (members' rates, employer and employee
    /// share, per paycheck), paginated; `q` searches names.
    #[oai(
        path = "/quotes/:id/breakdown",
        method = "get",
        operation_id = "quoteBreakdown"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn breakdown(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        plan_id: Query<String>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<Page<EmployeeCost>>> {
        let asked = BreakdownListing {
            plan_id: plan_id.0,
            page: page.0,
            per_page: per_page.0,
            q: q.0,
        };
        let (data, total) = quote_breakdown(&state, &auth.0, id.0, asked).await?;
        Ok(Json(Page { data, total }))
    }

    /// Rate the quote again with today's catalogue rates (and, if asked, the latest census);
    /// the answer lists what changed per plan.
    #[oai(
        path = "/quotes/:id/rerate",
        method = "post",
        operation_id = "rerateQuote"
    )]
    async fn rerate(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RerateInput>,
    ) -> ApiResult<Json<Quote>> {
        let ip = client_ip(req);
        let quote = rerate_quote(&state, &auth.0, &ip, id.0, body.refresh_census).await?;
        Ok(Json(quote))
    }

    /// Move a quote along: draft → presented → accepted or declined (and back to presented).
    #[oai(
        path = "/quotes/:id/status",
        method = "post",
        operation_id = "setQuoteStatus"
    )]
    async fn status(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<StatusInput>,
    ) -> ApiResult<Json<Quote>> {
        let ip = client_ip(req);
        let quote = set_quote_status(&state, &auth.0, &ip, id.0, body.status).await?;
        Ok(Json(quote))
    }

    /// The proposal: XLSX (sheets Plans, Employees, Families) or a PDF in the agency's brand.
    #[oai(
        path = "/quotes/:id/proposal",
        method = "get",
        operation_id = "quoteProposal"
    )]
    async fn proposal(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        format: Query<ProposalFormat>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let file = download_proposal(&state, &auth.0, id.0, format.0).await?;
        Ok(Attachment::new(file.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file.file_name))
    }

    /// Every plan quoted for the group side by side (the latest quote of each), with the change
    /// against the group's current premium.
    #[oai(
        path = "/groups/:id/market-analysis",
        method = "get",
        operation_id = "marketAnalysis"
    )]
    async fn market(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        line: Query<Option<String>>,
    ) -> ApiResult<Json<MarketAnalysis>> {
        let analysis = market_analysis(&state, &auth.0, id.0, line.0.as_deref()).await?;
        Ok(Json(analysis))
    }
}
