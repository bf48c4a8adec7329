use chrono::NaiveDate;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::define_agency_plan::{create_agency_plan, update_agency_plan};
use super::define_carrier::{create_carrier, update_carrier};
use super::define_plan::{create_plan, update_plan};
use super::dto::{
    Carrier, CarrierInput, CarrierSaved, Plan, PlanInput, PlanRates, PlanSaved, RateRange,
    RatesImported, RatesUpload, RatingAreaLookup,
};
use super::import_rates::{import_agency_rates, import_rates};
use super::list_agency_plans::list_agency_plans;
use super::list_plans::{list_plans, PlanListing};
use super::rating_area::rating_area_of_zip;
use super::rules::AskedFilters;
use super::view_carriers::{list_carriers, view_carrier};
use super::view_plan::{plan_rates, rate_ranges, view_plan};
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;

pub struct CatalogueApi;

#[OpenApi(tag = "ApiTags::Catalogue")]
impl CatalogueApi {
    /// Carriers with their small-group rules (minimum contribution and participation).
    #[oai(
        path = "/catalogue/carriers",
        method = "get",
        operation_id = "listCarriers"
    )]
    async fn carriers(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<Carrier>>> {
        let carriers = list_carriers(&state, &auth.0).await?;
        Ok(Json(carriers.into_iter().map(Carrier::from).collect()))
    }

    /// Plans of the catalogue, filtered (comma-separated lists) and paginated. With
    /// `rating_area` and `effective_date`, only plans rated there on that date, with their
    /// 21-year-old rate.
    #[oai(path = "/catalogue/plans", method = "get", operation_id = "listPlans")]
    #[allow(clippy::too_many_arguments)]
    async fn plans(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        line: Query<Option<String>>,
        carrier_id: Query<Option<String>>,
        metal_level: Query<Option<String>>,
        network_type: Query<Option<String>>,
        hsa: Query<Option<bool>>,
        /// Only plans whose individual deductible is at most this many cents.
        max_deductible_cents: Query<Option<i64>>,
        rating_area: Query<Option<String>>,
        effective_date: Query<Option<NaiveDate>>,
        /// Withdrawn plans too (platform operators only).
        include_inactive: Query<Option<bool>>,
        /// Two-letter states, comma-separated.
        #[oai(name = "state")]
        states: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Plan>>> {
        let filters = AskedFilters {
            line: line.0,
            carrier_id: carrier_id.0,
            metal_level: metal_level.0,
            network_type: network_type.0,
            hsa: hsa.0,
            max_deductible_cents: max_deductible_cents.0,
            rating_area: rating_area.0,
            effective_date: effective_date.0,
            include_inactive: include_inactive.0,
            states: states.0,
        };
        let asked = PlanListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            filters,
        };
        let (rows, total) = list_plans(&state, &auth.0, asked).await?;
        let data = rows.into_iter().map(Plan::from).collect();
        Ok(Json(Page { data, total }))
    }

    /// One plan.
    #[oai(
        path = "/catalogue/plans/:id",
        method = "get",
        operation_id = "getPlan"
    )]
    async fn plan(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<String>,
    ) -> ApiResult<Json<Plan>> {
        let plan = view_plan(&state, &auth.0, &id.0).await?;
        Ok(Json(Plan::from_row(plan, None)))
    }

    /// Add a carrier (platform operators).
    #[oai(
        path = "/catalogue/carriers",
        method = "post",
        operation_id = "createCarrier"
    )]
    async fn create_carrier(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: Json<CarrierInput>,
    ) -> ApiResult<CarrierSaved> {
        let carrier = create_carrier(&state, &auth.0, &body.0.into()).await?;
        Ok(CarrierSaved::Created(Json(carrier.into())))
    }

    /// One carrier.
    #[oai(
        path = "/catalogue/carriers/:id",
        method = "get",
        operation_id = "getCarrier"
    )]
    async fn carrier(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Carrier>> {
        Ok(Json(view_carrier(&state, &auth.0, id.0).await?.into()))
    }

    /// Change a carrier's name, rules or colour (platform operators). The issuer id is fixed.
    #[oai(
        path = "/catalogue/carriers/:id",
        method = "put",
        operation_id = "updateCarrier"
    )]
    async fn update_carrier(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<CarrierInput>,
    ) -> ApiResult<CarrierSaved> {
        let carrier = update_carrier(&state, &auth.0, id.0, &body.0.into()).await?;
        Ok(CarrierSaved::Updated(Json(carrier.into())))
    }

    /// Add a plan (platform operators); its rates come by the rates import.
    #[oai(
        path = "/catalogue/plans",
        method = "post",
        operation_id = "createPlan"
    )]
    async fn create_plan(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: Json<PlanInput>,
    ) -> ApiResult<PlanSaved> {
        let plan = create_plan(&state, &auth.0, &body.0.into()).await?;
        Ok(PlanSaved::Created(Json(Plan::from_row(plan, None))))
    }

    /// Change a plan's benefits (platform operators). Quotes already made keep what they were rated with.
    #[oai(
        path = "/catalogue/plans/:id",
        method = "put",
        operation_id = "updatePlan"
    )]
    async fn update_plan(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<String>,
        body: Json<PlanInput>,
    ) -> ApiResult<PlanSaved> {
        let plan = update_plan(&state, &auth.0, &id.0, &body.0.into()).await?;
        Ok(PlanSaved::Updated(Json(Plan::from_row(plan, None))))
    }

    /// Where and when a plan has rates.
    #[oai(
        path = "/catalogue/plans/:id/rate-ranges",
        method = "get",
        operation_id = "planRateRanges"
    )]
    async fn rate_ranges(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<String>,
    ) -> ApiResult<Json<Vec<RateRange>>> {
        let ranges = rate_ranges(&state, &auth.0, &id.0).await?;
        Ok(Json(ranges.into_iter().map(RateRange::from).collect()))
    }

    /// A plan's monthly rates by age in a rating area on a date.
    #[oai(
        path = "/catalogue/plans/:id/rates",
        method = "get",
        operation_id = "planRates"
    )]
    async fn rates(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<String>,
        rating_area: Query<String>,
        effective_date: Query<NaiveDate>,
    ) -> ApiResult<Json<PlanRates>> {
        let (area, date) = (rating_area.0, effective_date.0);
        let table = plan_rates(&state, &auth.0, &id.0, &area, date).await?;
        Ok(Json(PlanRates::of(id.0, area, date, &table)))
    }

    /// The rating area of a ZIP code.
    #[oai(
        path = "/catalogue/rating-area",
        method = "get",
        operation_id = "ratingAreaOfZip"
    )]
    async fn rating_area(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        zip: Query<String>,
    ) -> ApiResult<Json<RatingAreaLookup>> {
        let (area, plans_in_state) = rating_area_of_zip(&state, &auth.0, &zip.0).await?;
        Ok(Json(RatingAreaLookup::of(area, plans_in_state)))
    }

    /// Load rates from a CSV shaped like the CMS Rate PUF (platform operators). Every row is
    /// checked first; a file with any problem loads nothing. Rates of the same plan, area and
    /// start date are replaced.
    #[oai(
        path = "/catalogue/rates/import",
        method = "post",
        operation_id = "importRates"
    )]
    async fn import_rates(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: RatesUpload,
    ) -> ApiResult<Json<RatesImported>> {
        Ok(Json(import_rates(&state, &auth.0, body).await?))
    }
}

pub struct AgencyPlansApi;

/// Plans an agency adds for itself (a local carrier's plan, a level-funded arrangement): they
/// quote like catalogue plans, for this agency only.
#[OpenApi(tag = "ApiTags::Catalogue")]
impl AgencyPlansApi {
    /// The agency's own plans.
    #[oai(
        path = "/agency-plans",
        method = "get",
        operation_id = "listAgencyPlans"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Plan>>> {
        let (rows, total) = list_agency_plans(&state, &auth.0, page.0, per_page.0, q.0).await?;
        Ok(Json(Page {
            data: rows.into_iter().map(|r| Plan::from_row(r, None)).collect(),
            total,
        }))
    }

    /// Add a plan of the agency's own (owners and admins), with a carrier of the catalogue.
    #[oai(
        path = "/agency-plans",
        method = "post",
        operation_id = "createAgencyPlan"
    )]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<PlanInput>,
    ) -> ApiResult<PlanSaved> {
        let draft = body.0.into();
        let plan = create_agency_plan(&state, &auth.0, &client_ip(req), &draft).await?;
        Ok(PlanSaved::Created(Json(Plan::from_row(plan, None))))
    }

    /// Change one of the agency's own plans. Quotes already made keep what they were rated with.
    #[oai(
        path = "/agency-plans/:id",
        method = "put",
        operation_id = "updateAgencyPlan"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<String>,
        body: Json<PlanInput>,
    ) -> ApiResult<PlanSaved> {
        let draft = body.0.into();
        let plan = update_agency_plan(&state, &auth.0, &client_ip(req), &id.0, &draft).await?;
        Ok(PlanSaved::Updated(Json(Plan::from_row(plan, None))))
    }

    /// Load rates for the agency's own plans from a CSV shaped like the CMS Rate PUF; every row is
    /// checked first and a file with any problem loads nothing.
    #[oai(
        path = "/agency-plans/rates/import",
        method = "post",
        operation_id = "importAgencyPlanRates"
    )]
    async fn import_rates(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: RatesUpload,
    ) -> ApiResult<Json<RatesImported>> {
        let imported = import_agency_rates(&state, &auth.0, &client_ip(req), body).await?;
        Ok(Json(imported))
    }
}
