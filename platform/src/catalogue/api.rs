use std::collections::HashSet;

use chrono::NaiveDate;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, Object, OpenApi};
use rust_decimal::prelude::ToPrimitive;
use uuid::Uuid;

use super::puf;
use super::queries::{self, CarrierRow, ListedPlan, PlanFilters, PlanRow, PLAN_SORT_FIELDS};
use crate::api::ApiTags;
use crate::auth::{Principal, SessionCookie};
use crate::error::{ApiResult, AppError};
use crate::list::{ListQuery, Page};
use crate::state::AppState;

#[derive(Debug, Clone, Object)]
pub struct Carrier {
    pub id: Uuid,
    pub name: String,
    /// HIOS issuer id (5 digits).
    pub hios_issuer_id: String,
    /// Minimum employer contribution, percent of `min_contribution_basis`.
    pub min_contribution_pct: f64,
    /// employee_only or total.
    pub min_contribution_basis: String,
    /// Minimum participation of eligible employees, percent.
    pub min_participation_pct: f64,
    pub color: String,
    pub plans: i64,
}

impl From<CarrierRow> for Carrier {
    fn from(c: CarrierRow) -> Self {
        Self {
            id: c.id,
            name: c.name,
            hios_issuer_id: c.hios_issuer_id,
            min_contribution_pct: c.min_contribution_pct.to_f64().unwrap_or(0.0),
            min_contribution_basis: c.min_contribution_basis,
            min_participation_pct: c.min_participation_pct.to_f64().unwrap_or(0.0),
            color: c.color,
            plans: c.plans,
        }
    }
}

/// A plan of the catalogue with its benefits (CMS Plan Attributes fields). Money in whole dollars.
#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Plan {
    /// HIOS plan id (14 characters).
    pub id: String,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub carrier_color: String,
    pub name: String,
    /// medical, dental or vision.
    pub line: String,
    /// bronze, silver, gold or platinum (medical plans).
    pub metal_level: Option<String>,
    /// HMO, PPO, EPO, POS (DHMO, DPPO for dental).
    pub network_type: String,
    pub network_name: Option<String>,
    pub hsa_eligible: bool,
    pub state: String,
    pub deductible_individual: i32,
    pub deductible_family: i32,
    pub deductible_oon_individual: Option<i32>,
    pub deductible_oon_family: Option<i32>,
    pub oop_max_individual: i32,
    pub oop_max_family: i32,
    pub coinsurance_pct: i32,
    pub copay_pcp: Option<i32>,
    pub copay_specialist: Option<i32>,
    pub copay_er: Option<i32>,
    pub copay_urgent_care: Option<i32>,
    pub copay_generic_rx: Option<i32>,
    pub sbc_url: Option<String>,
    /// The carrier's minimum employer contribution (percent of `min_contribution_basis`).
    pub min_contribution_pct: f64,
    pub min_contribution_basis: String,
    pub min_participation_pct: f64,
    /// Monthly rate of a 21-year-old non-tobacco member in the asked rating area and date.
    pub base_rate: Option<f64>,
}

impl Plan {
    pub fn from_row(p: PlanRow, base_rate: Option<f64>) -> Self {
        Self {
            id: p.id,
            carrier_id: p.carrier_id,
            carrier_name: p.carrier_name,
            carrier_color: p.carrier_color,
            name: p.name,
            line: p.line,
            metal_level: p.metal_level,
            network_type: p.network_type,
            network_name: p.network_name,
            hsa_eligible: p.hsa_eligible,
            state: p.state,
            deductible_individual: p.deductible_individual,
            deductible_family: p.deductible_family,
            deductible_oon_individual: p.deductible_oon_individual,
            deductible_oon_family: p.deductible_oon_family,
            oop_max_individual: p.oop_max_individual,
            oop_max_family: p.oop_max_family,
            coinsurance_pct: p.coinsurance_pct,
            copay_pcp: p.copay_pcp,
            copay_specialist: p.copay_specialist,
            copay_er: p.copay_er,
            copay_urgent_care: p.copay_urgent_care,
            copay_generic_rx: p.copay_generic_rx,
            sbc_url: p.sbc_url,
            min_contribution_pct: p.min_contribution_pct.to_f64().unwrap_or(0.0),
            min_contribution_basis: p.min_contribution_basis,
            min_participation_pct: p.min_participation_pct.to_f64().unwrap_or(0.0),
            base_rate,
        }
    }
}

impl From<ListedPlan> for Plan {
    fn from(l: ListedPlan) -> Self {
        Plan::from_row(l.plan, l.base_rate.and_then(|r| r.to_f64()))
    }
}

#[derive(Debug, Object)]
pub struct RatingAreaLookup {
    pub zip: String,
    pub city: String,
    pub state: String,
    pub county: String,
    pub rating_area: String,
}

#[derive(Debug, Multipart)]
pub struct RatesUpload {
    /// CSV shaped like the CMS Rate PUF.
    pub file: Upload,
    /// First day the rates apply.
    pub effective_from: NaiveDate,
    /// Last day the rates apply.
    pub effective_to: NaiveDate,
}

#[derive(Debug, Object)]
pub struct RatesImported {
    pub rows: i64,
    pub plans: i64,
    pub rating_areas: i64,
    /// Rates of the same plans, areas and start date that the file replaced.
    pub replaced: i64,
}

const MAX_RATES_FILE: usize = 30 * 1024 * 1024;

fn split_list(v: Option<String>) -> Vec<String> {
    v.map(|s| s.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect()).unwrap_or_default()
}

pub struct CatalogueApi;

#[OpenApi(tag = "ApiTags::Catalogue")]
impl CatalogueApi {
    /// Carriers with their small-group rules (minimum contribution and participation).
    #[oai(path = "/catalogue/carriers", method = "get", operation_id = "listCarriers")]
    async fn carriers(&self, state: Data<&AppState>, req: &Request, auth: SessionCookie) -> ApiResult<Json<Vec<Carrier>>> {
        let p = Principal::resolve(&state, req, &auth).await?;
        p.require(&state, "catalogue", "read").await?;
        let mut conn = state.pool.acquire().await?;
        Ok(Json(queries::carriers(&mut conn).await?.into_iter().map(Carrier::from).collect()))
    }

    /// Plans of the catalogue, filtered (comma-separated lists) and paginated. With
    /// `rating_area` and `effective_date`, only plans rated there on that date, with their
    /// 21-year-old rate.
    #[oai(path = "/catalogue/plans", method = "get", operation_id = "listPlans")]
    #[allow(clippy::too_many_arguments)]
    async fn plans(
        &self,
        state: Data<&AppState>,
        req: &Request,
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
        max_deductible: Query<Option<i32>>,
        rating_area: Query<Option<String>>,
        effective_date: Query<Option<NaiveDate>>,
    ) -> ApiResult<Json<Page<Plan>>> {
        let p = Principal::resolve(&state, req, &auth).await?;
        p.require(&state, "catalogue", "read").await?;
        let query = ListQuery::parse(page.0, per_page.0, sort.0, order.0, q.0, PLAN_SORT_FIELDS, ("lower(c.name), p.line, p.deductible_individual", false))?;
        let carrier_ids = split_list(carrier_id.0)
            .iter()
            .map(|s| s.parse::<Uuid>().map_err(|_| AppError::field("carrier_id", format!("{s:?} is not a carrier id"))))
            .collect::<Result<Vec<_>, _>>()?;
        let metal_levels = split_list(metal_level.0);
        if let Some(bad) = metal_levels.iter().find(|m| !["bronze", "silver", "gold", "platinum"].contains(&m.as_str())) {
            return Err(AppError::field("metal_level", format!("{bad:?} is not bronze, silver, gold or platinum")).into());
        }
        let network_types = split_list(network_type.0);
        if let Some(bad) = network_types.iter().find(|n| !["HMO", "PPO", "EPO", "POS", "DHMO", "DPPO"].contains(&n.as_str())) {
            return Err(AppError::field("network_type", format!("{bad:?} is not HMO, PPO, EPO, POS, DHMO or DPPO")).into());
        }
        if let Some(l) = line.0.as_deref().filter(|l| !["medical", "dental", "vision"].contains(l)) {
            return Err(AppError::field("line", format!("{l:?} is not medical, dental or vision")).into());
        }
        let rated_in = match (rating_area.0, effective_date.0) {
            (Some(a), Some(d)) => Some((a, d)),
            (None, None) => None,
            _ => return Err(AppError::field("rating_area", "give rating_area and effective_date together").into()),
        };
        let filters = PlanFilters { line: line.0, carrier_ids, metal_levels, network_types, hsa: hsa.0, max_deductible: max_deductible.0, rated_in };
        let mut conn = state.pool.acquire().await?;
        let (rows, total) = queries::list_plans(&mut conn, &query, &filters).await?;
        Ok(Json(Page { data: rows.into_iter().map(Plan::from).collect(), total }))
    }

    /// One plan.
    #[oai(path = "/catalogue/plans/:id", method = "get", operation_id = "getPlan")]
    async fn plan(&self, state: Data<&AppState>, req: &Request, auth: SessionCookie, id: Path<String>) -> ApiResult<Json<Plan>> {
        let p = Principal::resolve(&state, req, &auth).await?;
        p.require(&state, "catalogue", "read").await?;
        let mut conn = state.pool.acquire().await?;
        let plan = queries::plan(&mut conn, &id.0).await?.ok_or_else(|| AppError::not_found("plan"))?;
        Ok(Json(Plan::from_row(plan, None)))
    }

    /// The rating area of a ZIP code.
    #[oai(path = "/catalogue/rating-area", method = "get", operation_id = "ratingAreaOfZip")]
    async fn rating_area(&self, state: Data<&AppState>, req: &Request, auth: SessionCookie, zip: Query<String>) -> ApiResult<Json<RatingAreaLookup>> {
        let p = Principal::resolve(&state, req, &auth).await?;
        p.require(&state, "catalogue", "read").await?;
        let zip = zip.0.trim().to_string();
        if zip.len() != 5 || !zip.chars().all(|c| c.is_ascii_digit()) {
            return Err(AppError::field("zip", "a ZIP code has five digits").into());
        }
        let mut conn = state.pool.acquire().await?;
        let a = queries::zip_area(&mut conn, &zip).await?.ok_or_else(|| AppError::field("zip", format!("{zip} is in no rating area we know")))?;
        Ok(Json(RatingAreaLookup { zip: a.zip, city: a.city, state: a.state, county: a.county, rating_area: a.rating_area }))
    }

    /// Load rates from a CSV shaped like the CMS Rate PUF (platform operators). Every row is
    /// checked first; a file with any problem loads nothing. Rates of the same plan, area and
    /// start date are replaced.
    #[oai(path = "/catalogue/rates/import", method = "post", operation_id = "importRates")]
    async fn import_rates(&self, state: Data<&AppState>, req: &Request, auth: SessionCookie, body: RatesUpload) -> ApiResult<Json<RatesImported>> {
        let p = Principal::resolve(&state, req, &auth).await?;
        p.require(&state, "catalogue", "write").await?;
        if body.effective_to < body.effective_from {
            return Err(AppError::field("effective_to", "the rates must end on or after they start").into());
        }
        if body.file.size() > MAX_RATES_FILE {
            return Err(AppError::PayloadTooLarge("a rates file is at most 30 MB".into()).into());
        }
        let bytes = body.file.into_vec().await.map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))?;
        let mut tx = state.pool.begin().await?;
        let plans: HashSet<String> = sqlx::query_scalar::<_, String>("SELECT id FROM public.plans").fetch_all(&mut *tx).await?.into_iter().collect();
        let areas: HashSet<String> = sqlx::query_scalar::<_, String>("SELECT id FROM public.rating_areas").fetch_all(&mut *tx).await?.into_iter().collect();
        let rows = puf::read(&bytes, &plans, &areas).map_err(|problems| {
            let fields = problems
                .iter()
                .take(50)
                .map(|pr| (format!("row {}{}", pr.row, pr.column.as_ref().map(|c| format!(" {c}")).unwrap_or_default()), pr.message.clone()))
                .collect();
            AppError::Validation { message: format!("the rates file has {} problem(s); nothing was loaded", problems.len()), fields }
        })?;
        let keys: HashSet<(&str, &str)> = rows.iter().map(|r| (r.plan_id.as_str(), r.rating_area.as_str())).collect();
        let (plan_ids, area_ids): (Vec<String>, Vec<String>) = keys.iter().map(|(p, a)| (p.to_string(), a.to_string())).unzip();
        let replaced = sqlx::query(
            "DELETE FROM public.plan_rates r USING unnest($1::text[], $2::text[]) AS k(plan_id, area)
             WHERE r.plan_id = k.plan_id AND r.rating_area = k.area AND r.effective_from = $3",
        )
        .bind(&plan_ids)
        .bind(&area_ids)
        .bind(body.effective_from)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        let mut csv = String::with_capacity(rows.len() * 60);
        for r in &rows {
            csv.push_str(&format!(
                "{},{},{},{},{},{},{}\n",
                r.plan_id,
                r.rating_area,
                body.effective_from,
                body.effective_to,
                r.age,
                r.rate,
                r.tobacco_rate.map(|t| t.to_string()).unwrap_or_default()
            ));
        }
        let mut copy = tx
            .copy_in_raw("COPY public.plan_rates (plan_id, rating_area, effective_from, effective_to, age, individual_rate, tobacco_rate) FROM STDIN WITH (FORMAT csv)")
            .await?;
        copy.send(csv.into_bytes()).await?;
        copy.finish().await?;
        let overlapping: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM public.plan_rates r JOIN unnest($1::text[], $2::text[]) AS k(plan_id, area) ON r.plan_id = k.plan_id AND r.rating_area = k.area
             WHERE r.effective_from <> $3 AND r.effective_from <= $4 AND r.effective_to >= $3",
        )
        .bind(&plan_ids)
        .bind(&area_ids)
        .bind(body.effective_from)
        .bind(body.effective_to)
        .fetch_one(&mut *tx)
        .await?;
        if overlapping > 0 {
            return Err(AppError::field("effective_from", "these dates overlap rates already loaded for the same plans and areas; nothing was loaded").into());
        }
        tx.commit().await?;
        tracing::info!(operator = %p.user_id, rows = rows.len(), "rates imported");
        let plans_loaded: HashSet<&str> = rows.iter().map(|r| r.plan_id.as_str()).collect();
        let areas_loaded: HashSet<&str> = rows.iter().map(|r| r.rating_area.as_str()).collect();
        Ok(Json(RatesImported { rows: rows.len() as i64, plans: plans_loaded.len() as i64, rating_areas: areas_loaded.len() as i64, replaced: replaced as i64 }))
    }
}
