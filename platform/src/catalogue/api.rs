use std::collections::{BTreeMap, HashSet};

use chrono::NaiveDate;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::puf;
use super::queries::{self, CarrierRow, ListedPlan, PlanFilters, PlanRow, Scope, PLAN_SORT_FIELDS};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
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
    /// Added by the agency itself (not the platform's catalogue).
    pub agency_owned: bool,
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
    /// Withdrawn plans stay on quotes made with them but leave the catalogue.
    pub active: bool,
}

impl Plan {
    pub fn from_row(p: PlanRow, base_rate: Option<f64>) -> Self {
        Self {
            id: p.id,
            agency_owned: p.agency_owned,
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
            active: p.active,
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
    /// Active plans offered in the ZIP's state: the catalogue's and, for an agency, its own.
    pub plans_in_state: i64,
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

#[derive(Debug, Object)]
pub struct CarrierInput {
    pub name: String,
    /// HIOS issuer id, 5 digits.
    pub hios_issuer_id: String,
    /// Minimum employer contribution in percent (default 50).
    pub min_contribution_pct: Option<Decimal>,
    /// employee_only (default) or total.
    pub min_contribution_basis: Option<String>,
    /// Minimum participation in percent (default 70).
    pub min_participation_pct: Option<Decimal>,
    /// `#rrggbb`.
    pub color: Option<String>,
}

#[derive(Debug, Object)]
pub struct PlanInput {
    /// HIOS plan id: the carrier's issuer id, the state, 7 digits (e.g. 71234CO0010001). Fixed once created.
    pub id: String,
    pub carrier_id: Uuid,
    pub name: String,
    pub line: String,
    pub metal_level: Option<String>,
    pub network_type: String,
    pub network_name: Option<String>,
    #[oai(default)]
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
    /// Inactive plans stay on old quotes but leave the catalogue.
    pub active: Option<bool>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AgeRate {
    /// 0 stands for 0-14 and 64 for 64 and over.
    pub age: i32,
    pub rate: f64,
    pub tobacco_rate: Option<f64>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct PlanRates {
    pub plan_id: String,
    pub rating_area: String,
    pub effective_date: NaiveDate,
    pub ages: Vec<AgeRate>,
    /// EE, ES, EC, EF monthly rates where the plan is composite-rated.
    pub composite: Option<Vec<f64>>,
}

#[derive(Debug, Object)]
pub struct RateRange {
    pub rating_area: String,
    pub effective_from: NaiveDate,
    pub effective_to: NaiveDate,
}

#[derive(ApiResponse)]
pub enum CarrierSaved {
    #[oai(status = 201)]
    Created(Json<Carrier>),
    #[oai(status = 200)]
    Updated(Json<Carrier>),
}

#[derive(ApiResponse)]
pub enum PlanSaved {
    #[oai(status = 201)]
    Created(Json<Plan>),
    #[oai(status = 200)]
    Updated(Json<Plan>),
}

fn check_carrier(c: &CarrierInput) -> Result<(String, Decimal, String, Decimal, String), AppError> {
    let mut fields = BTreeMap::new();
    let name = c.name.trim().to_string();
    if name.is_empty() || name.chars().count() > 120 {
        fields.insert(
            "name".to_string(),
            "a name of 1 to 120 characters".to_string(),
        );
    }
    if c.hios_issuer_id.len() != 5 || !c.hios_issuer_id.chars().all(|ch| ch.is_ascii_digit()) {
        fields.insert(
            "hios_issuer_id".to_string(),
            "the HIOS issuer id has 5 digits".to_string(),
        );
    }
    let pct = |v: Option<Decimal>,
               default: Decimal,
               field: &str,
               fields: &mut BTreeMap<String, String>| {
        let v = v.unwrap_or(default);
        if v < Decimal::ZERO || v > Decimal::from(100) {
            fields.insert(field.to_string(), "a percentage from 0 to 100".to_string());
        }
        v
    };
    let contribution = pct(
        c.min_contribution_pct,
        Decimal::from(50),
        "min_contribution_pct",
        &mut fields,
    );
    let participation = pct(
        c.min_participation_pct,
        Decimal::from(70),
        "min_participation_pct",
        &mut fields,
    );
    let basis = c
        .min_contribution_basis
        .clone()
        .unwrap_or_else(|| "employee_only".into());
    if basis != "employee_only" && basis != "total" {
        fields.insert(
            "min_contribution_basis".to_string(),
            "employee_only or total".to_string(),
        );
    }
    let color = c.color.clone().unwrap_or_else(|| "#455a64".into());
    if crate::brand::contrast::parse_hex(&color).is_none() || color.len() != 7 {
        fields.insert("color".to_string(), "a colour like #1565c0".to_string());
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        });
    }
    Ok((name, contribution, basis, participation, color))
}

fn check_plan(p: &PlanInput, issuer: &str) -> Result<(), AppError> {
    let mut fields = BTreeMap::new();
    let id_ok = p.id.len() == 14
        && p.id.is_ascii()
        && p.id[..5].chars().all(|c| c.is_ascii_digit())
        && p.id[5..7].chars().all(|c| c.is_ascii_uppercase())
        && p.id[7..].chars().all(|c| c.is_ascii_digit());
    if !id_ok {
        fields.insert(
            "id".to_string(),
            "a HIOS plan id: 5 digits, the state, 7 digits (e.g. 71234CO0010001)".to_string(),
        );
    } else if &p.id[..5] != issuer {
        fields.insert(
            "id".to_string(),
            format!("the plan id starts with the carrier's issuer id {issuer}"),
        );
    } else if p.id[5..7] != p.state {
        fields.insert(
            "id".to_string(),
            "the plan id carries the plan's state".to_string(),
        );
    }
    if p.name.trim().is_empty() || p.name.chars().count() > 200 {
        fields.insert(
            "name".to_string(),
            "a name of 1 to 200 characters".to_string(),
        );
    }
    match p.line.as_str() {
        "medical" => {
            if !p
                .metal_level
                .as_deref()
                .is_some_and(|m| ["bronze", "silver", "gold", "platinum"].contains(&m))
            {
                fields.insert(
                    "metal_level".to_string(),
                    "a medical plan is bronze, silver, gold or platinum".to_string(),
                );
            }
        }
        "dental" | "vision" => {
            if p.metal_level.is_some() {
                fields.insert(
                    "metal_level".to_string(),
                    "only medical plans have a metal level".to_string(),
                );
            }
        }
        _ => {
            fields.insert("line".to_string(), "medical, dental or vision".to_string());
        }
    }
    if !["HMO", "PPO", "EPO", "POS", "DHMO", "DPPO"].contains(&p.network_type.as_str()) {
        fields.insert(
            "network_type".to_string(),
            "HMO, PPO, EPO, POS, DHMO or DPPO".to_string(),
        );
    }
    if !crate::groups::validate::US_STATES.contains(&p.state.as_str()) {
        fields.insert("state".to_string(), "a US state code".to_string());
    }
    for (name, v) in [
        ("deductible_individual", Some(p.deductible_individual)),
        ("deductible_family", Some(p.deductible_family)),
        ("oop_max_individual", Some(p.oop_max_individual)),
        ("oop_max_family", Some(p.oop_max_family)),
        ("deductible_oon_individual", p.deductible_oon_individual),
        ("deductible_oon_family", p.deductible_oon_family),
        ("copay_pcp", p.copay_pcp),
        ("copay_specialist", p.copay_specialist),
        ("copay_er", p.copay_er),
        ("copay_urgent_care", p.copay_urgent_care),
        ("copay_generic_rx", p.copay_generic_rx),
    ] {
        if v.is_some_and(|v| !(0..=100_000).contains(&v)) {
            fields.insert(
                name.to_string(),
                "whole dollars from 0 to 100,000".to_string(),
            );
        }
    }
    if p.deductible_family < p.deductible_individual {
        fields.insert(
            "deductible_family".to_string(),
            "the family deductible is at least the individual one".to_string(),
        );
    }
    if p.oop_max_family < p.oop_max_individual {
        fields.insert(
            "oop_max_family".to_string(),
            "the family out-of-pocket maximum is at least the individual one".to_string(),
        );
    }
    if p.line == "medical" && p.oop_max_individual < p.deductible_individual {
        fields.insert(
            "oop_max_individual".to_string(),
            "the out-of-pocket maximum includes the deductible, so it is not below it".to_string(),
        );
    }
    if !(0..=100).contains(&p.coinsurance_pct) {
        fields.insert(
            "coinsurance_pct".to_string(),
            "a percentage from 0 to 100".to_string(),
        );
    }
    if p.sbc_url
        .as_deref()
        .is_some_and(|u| !(u.starts_with("https://") || u.starts_with("http://")) || u.len() > 500)
    {
        fields.insert(
            "sbc_url".to_string(),
            "a web address starting with https://".to_string(),
        );
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        })
    }
}

async fn carrier_row(conn: &mut sqlx::PgConnection, id: Uuid) -> Result<CarrierRow, AppError> {
    queries::carriers(conn)
        .await?
        .into_iter()
        .find(|c| c.id == id)
        .ok_or_else(|| AppError::not_found("carrier"))
}

/// Inserts or updates a plan of `table` (`public.plans`, or an agency's `agency_plans`).
async fn save_plan(
    conn: &mut sqlx::PgConnection,
    table: &str,
    p: &PlanInput,
    insert: bool,
) -> Result<(), AppError> {
    let issuer: Option<String> =
        sqlx::query_scalar("SELECT hios_issuer_id FROM public.carriers WHERE id = $1")
            .bind(p.carrier_id)
            .fetch_optional(&mut *conn)
            .await?;
    let issuer = issuer.ok_or_else(|| AppError::field("carrier_id", "no such carrier"))?;
    check_plan(p, &issuer)?;
    let sql = if insert {
        format!("INSERT INTO {table} (id, carrier_id, name, line, metal_level, network_type, network_name, hsa_eligible, state, deductible_individual,
            deductible_family, deductible_oon_individual, deductible_oon_family, oop_max_individual, oop_max_family, coinsurance_pct, copay_pcp,
            copay_specialist, copay_er, copay_urgent_care, copay_generic_rx, sbc_url, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, coalesce($23, true))
         ON CONFLICT (id) DO NOTHING")
    } else {
        format!("UPDATE {table} SET carrier_id = $2, name = $3, line = $4, metal_level = $5, network_type = $6, network_name = $7, hsa_eligible = $8,
            state = $9, deductible_individual = $10, deductible_family = $11, deductible_oon_individual = $12, deductible_oon_family = $13,
            oop_max_individual = $14, oop_max_family = $15, coinsurance_pct = $16, copay_pcp = $17, copay_specialist = $18, copay_er = $19,
            copay_urgent_care = $20, copay_generic_rx = $21, sbc_url = $22, active = coalesce($23, active)
         WHERE id = $1")
    };
    let done = sqlx::query(&sql)
        .bind(&p.id)
        .bind(p.carrier_id)
        .bind(p.name.trim())
        .bind(&p.line)
        .bind(&p.metal_level)
        .bind(&p.network_type)
        .bind(crate::list::trimmed(&p.network_name))
        .bind(p.hsa_eligible)
        .bind(&p.state)
        .bind(p.deductible_individual)
        .bind(p.deductible_family)
        .bind(p.deductible_oon_individual)
        .bind(p.deductible_oon_family)
        .bind(p.oop_max_individual)
        .bind(p.oop_max_family)
        .bind(p.coinsurance_pct)
        .bind(p.copay_pcp)
        .bind(p.copay_specialist)
        .bind(p.copay_er)
        .bind(p.copay_urgent_care)
        .bind(p.copay_generic_rx)
        .bind(crate::list::trimmed(&p.sbc_url))
        .bind(p.active)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    match (done, insert) {
        (0, true) => Err(AppError::Conflict(format!(
            "the plan {} is in the catalogue already",
            p.id
        ))),
        (0, false) => Err(AppError::not_found("plan")),
        _ => Ok(()),
    }
}

/// Where catalogue reads run: an agency's people see the catalogue and their agency's own plans
/// (in the agency's transaction); platform operators see the catalogue.
enum Db {
    Agency(tenants::TenantTx),
    Platform(sqlx::pool::PoolConnection<sqlx::Postgres>),
}

impl Db {
    async fn of(state: &AppState, p: &Principal) -> Result<Self, AppError> {
        Ok(match p.agency {
            Some(_) => Db::Agency(p.tenant_tx(state).await?),
            None => Db::Platform(state.pool.acquire().await?),
        })
    }

    fn conn(&mut self) -> &mut sqlx::PgConnection {
        match self {
            Db::Agency(tx) => tx.conn(),
            Db::Platform(c) => c,
        }
    }

    fn scope(&self) -> Scope {
        match self {
            Db::Agency(_) => Scope::Agency,
            Db::Platform(_) => Scope::Platform,
        }
    }

    async fn done(self) -> Result<(), AppError> {
        if let Db::Agency(tx) = self {
            tx.commit().await?;
        }
        Ok(())
    }
}

/// Checks a rates file against the plans of `plans_table` and loads it into `rates_table`
/// whole, or nothing.
async fn load_rates(
    conn: &mut sqlx::PgConnection,
    bytes: &[u8],
    from: NaiveDate,
    to: NaiveDate,
    plans_table: &str,
    rates_table: &str,
) -> Result<RatesImported, AppError> {
    if to < from {
        return Err(AppError::field(
            "effective_to",
            "the rates must end on or after they start",
        ));
    }
    let plans: HashSet<String> =
        sqlx::query_scalar::<_, String>(&format!("SELECT id FROM {plans_table}"))
            .fetch_all(&mut *conn)
            .await?
            .into_iter()
            .collect();
    let areas: HashSet<String> =
        sqlx::query_scalar::<_, String>("SELECT id FROM public.rating_areas")
            .fetch_all(&mut *conn)
            .await?
            .into_iter()
            .collect();
    let rows = puf::read(bytes, &plans, &areas).map_err(|problems| {
        let fields = problems
            .iter()
            .take(50)
            .map(|pr| {
                (
                    format!(
                        "row {}{}",
                        pr.row,
                        pr.column
                            .as_ref()
                            .map(|c| format!(" {c}"))
                            .unwrap_or_default()
                    ),
                    pr.message.clone(),
                )
            })
            .collect();
        AppError::Validation {
            message: format!(
                "the rates file has {} problem(s); nothing was loaded",
                problems.len()
            ),
            fields,
        }
    })?;
    let keys: HashSet<(&str, &str)> = rows
        .iter()
        .map(|r| (r.plan_id.as_str(), r.rating_area.as_str()))
        .collect();
    let (plan_ids, area_ids): (Vec<String>, Vec<String>) = keys
        .iter()
        .map(|(p, a)| (p.to_string(), a.to_string()))
        .unzip();
    let replaced = sqlx::query(&format!(
        "DELETE FROM {rates_table} r USING unnest($1::text[], $2::text[]) AS k(plan_id, area)
         WHERE r.plan_id = k.plan_id AND r.rating_area = k.area AND r.effective_from = $3"
    ))
    .bind(&plan_ids)
    .bind(&area_ids)
    .bind(from)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let mut csv = String::with_capacity(rows.len() * 60);
    for r in &rows {
        csv.push_str(&format!(
            "{},{},{from},{to},{},{},{}\n",
            r.plan_id,
            r.rating_area,
            r.age,
            r.rate,
            r.tobacco_rate.map(|t| t.to_string()).unwrap_or_default()
        ));
    }
    let mut copy = conn
        .copy_in_raw(&format!("COPY {rates_table} (plan_id, rating_area, effective_from, effective_to, age, individual_rate, tobacco_rate) FROM STDIN WITH (FORMAT csv)"))
        .await?;
    copy.send(csv.into_bytes()).await?;
    copy.finish().await?;
    let overlapping: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {rates_table} r JOIN unnest($1::text[], $2::text[]) AS k(plan_id, area) ON r.plan_id = k.plan_id AND r.rating_area = k.area
         WHERE r.effective_from <> $3 AND r.effective_from <= $4 AND r.effective_to >= $3"
    ))
    .bind(&plan_ids)
    .bind(&area_ids)
    .bind(from)
    .bind(to)
    .fetch_one(&mut *conn)
    .await?;
    if overlapping > 0 {
        return Err(AppError::field("effective_from", "these dates overlap rates already loaded for the same plans and areas; nothing was loaded"));
    }
    let plans_loaded: HashSet<&str> = rows.iter().map(|r| r.plan_id.as_str()).collect();
    let areas_loaded: HashSet<&str> = rows.iter().map(|r| r.rating_area.as_str()).collect();
    Ok(RatesImported {
        rows: rows.len() as i64,
        plans: plans_loaded.len() as i64,
        rating_areas: areas_loaded.len() as i64,
        replaced: replaced as i64,
    })
}

const MAX_RATES_FILE: usize = 30 * 1024 * 1024;

async fn read_rates_file(file: Upload) -> Result<Vec<u8>, AppError> {
    if file.size() > MAX_RATES_FILE {
        return Err(AppError::PayloadTooLarge(
            "a rates file is at most 30 MB".into(),
        ));
    }
    file.into_vec()
        .await
        .map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))
}

fn split_list(v: Option<String>) -> Vec<String> {
    v.map(|s| {
        s.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    })
    .unwrap_or_default()
}

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
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let mut conn = state.pool.acquire().await?;
        Ok(Json(
            queries::carriers(&mut conn)
                .await?
                .into_iter()
                .map(Carrier::from)
                .collect(),
        ))
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
        max_deductible: Query<Option<i32>>,
        rating_area: Query<Option<String>>,
        effective_date: Query<Option<NaiveDate>>,
        /// Withdrawn plans too (platform operators only).
        include_inactive: Query<Option<bool>>,
        /// Two-letter states, comma-separated.
        #[oai(name = "state")]
        states: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Plan>>> {
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            PLAN_SORT_FIELDS,
            ("lower(c.name), p.line, p.deductible_individual", false),
        )?;
        let carrier_ids = split_list(carrier_id.0)
            .iter()
            .map(|s| {
                s.parse::<Uuid>().map_err(|_| {
                    AppError::field("carrier_id", format!("{s:?} is not a carrier id"))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let metal_levels = split_list(metal_level.0);
        if let Some(bad) = metal_levels
            .iter()
            .find(|m| !["bronze", "silver", "gold", "platinum"].contains(&m.as_str()))
        {
            return Err(AppError::field(
                "metal_level",
                format!("{bad:?} is not bronze, silver, gold or platinum"),
            )
            .into());
        }
        let network_types = split_list(network_type.0);
        if let Some(bad) = network_types
            .iter()
            .find(|n| !["HMO", "PPO", "EPO", "POS", "DHMO", "DPPO"].contains(&n.as_str()))
        {
            return Err(AppError::field(
                "network_type",
                format!("{bad:?} is not HMO, PPO, EPO, POS, DHMO or DPPO"),
            )
            .into());
        }
        if let Some(l) = line
            .0
            .as_deref()
            .filter(|l| !["medical", "dental", "vision"].contains(l))
        {
            return Err(
                AppError::field("line", format!("{l:?} is not medical, dental or vision")).into(),
            );
        }
        let rated_in = match (rating_area.0, effective_date.0) {
            (Some(a), Some(d)) => Some((a, d)),
            (None, None) => None,
            _ => {
                return Err(AppError::field(
                    "rating_area",
                    "give rating_area and effective_date together",
                )
                .into())
            }
        };
        let include_inactive = include_inactive.0.unwrap_or(false);
        if include_inactive && p.agency.is_some() {
            return Err(AppError::field(
                "include_inactive",
                "withdrawn plans are listed for platform operators only",
            )
            .into());
        }
        let states: Vec<String> = split_list(states.0)
            .into_iter()
            .map(|s| s.to_ascii_uppercase())
            .collect();
        if let Some(bad) = states
            .iter()
            .find(|s| s.len() != 2 || !s.bytes().all(|b| b.is_ascii_alphabetic()))
        {
            return Err(
                AppError::field("state", format!("{bad:?} is not a two-letter state")).into(),
            );
        }
        let filters = PlanFilters {
            states,
            line: line.0,
            carrier_ids,
            metal_levels,
            network_types,
            hsa: hsa.0,
            max_deductible: max_deductible.0,
            rated_in,
            include_inactive,
        };
        let mut db = Db::of(&state, &p).await?;
        let scope = db.scope();
        let (rows, total) = queries::list_plans(db.conn(), scope, &query, &filters).await?;
        db.done().await?;
        Ok(Json(Page {
            data: rows.into_iter().map(Plan::from).collect(),
            total,
        }))
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
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let mut db = Db::of(&state, &p).await?;
        let scope = db.scope();
        let plan = queries::plan(db.conn(), scope, &id.0)
            .await?
            .ok_or_else(|| AppError::not_found("plan"))?;
        db.done().await?;
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
        let p = auth.0;
        p.require(&state, "catalogue", "write").await?;
        let (name, contribution, basis, participation, color) = check_carrier(&body)?;
        let mut conn = state.pool.acquire().await?;
        let id: Option<Uuid> = sqlx::query_scalar(
            "INSERT INTO public.carriers (name, hios_issuer_id, min_contribution_pct, min_contribution_basis, min_participation_pct, color)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id",
        )
        .bind(&name)
        .bind(&body.hios_issuer_id)
        .bind(contribution)
        .bind(&basis)
        .bind(participation)
        .bind(&color)
        .fetch_optional(&mut *conn)
        .await?;
        let id = id.ok_or_else(|| {
            AppError::Conflict("a carrier with that name or issuer id exists".into())
        })?;
        Ok(CarrierSaved::Created(Json(
            carrier_row(&mut conn, id).await?.into(),
        )))
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
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let mut conn = state.pool.acquire().await?;
        Ok(Json(carrier_row(&mut conn, id.0).await?.into()))
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
        let p = auth.0;
        p.require(&state, "catalogue", "write").await?;
        let (name, contribution, basis, participation, color) = check_carrier(&body)?;
        let mut conn = state.pool.acquire().await?;
        let before = carrier_row(&mut conn, id.0).await?;
        if before.hios_issuer_id != body.hios_issuer_id {
            return Err(AppError::field(
                "hios_issuer_id",
                "the issuer id of a carrier with plans cannot change",
            )
            .into());
        }
        sqlx::query("UPDATE public.carriers SET name = $2, min_contribution_pct = $3, min_contribution_basis = $4, min_participation_pct = $5, color = $6 WHERE id = $1")
            .bind(id.0)
            .bind(&name)
            .bind(contribution)
            .bind(&basis)
            .bind(participation)
            .bind(&color)
            .execute(&mut *conn)
            .await
            .map_err(|e| match e {
                sqlx::Error::Database(d) if d.is_unique_violation() => AppError::Conflict("another carrier has that name".into()),
                e => e.into(),
            })?;
        Ok(CarrierSaved::Updated(Json(
            carrier_row(&mut conn, id.0).await?.into(),
        )))
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
        let p = auth.0;
        p.require(&state, "catalogue", "write").await?;
        let mut conn = state.pool.acquire().await?;
        save_plan(&mut conn, "public.plans", &body, true).await?;
        let plan = queries::plan(&mut conn, Scope::Platform, &body.id)
            .await?
            .ok_or_else(|| AppError::not_found("plan"))?;
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
        let p = auth.0;
        p.require(&state, "catalogue", "write").await?;
        if body.id != id.0 {
            return Err(AppError::field("id", "a plan's id cannot change").into());
        }
        let mut conn = state.pool.acquire().await?;
        save_plan(&mut conn, "public.plans", &body, false).await?;
        let plan = queries::plan(&mut conn, Scope::Platform, &id.0)
            .await?
            .ok_or_else(|| AppError::not_found("plan"))?;
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
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let mut db = Db::of(&state, &p).await?;
        let rows: Vec<(String, NaiveDate, NaiveDate)> = sqlx::query_as(&format!(
            "SELECT DISTINCT rating_area, effective_from, effective_to FROM {} r WHERE plan_id = $1 ORDER BY effective_from DESC, rating_area",
            db.scope().rates()
        ))
        .bind(&id.0)
        .fetch_all(db.conn())
        .await?;
        db.done().await?;
        Ok(Json(
            rows.into_iter()
                .map(|(rating_area, effective_from, effective_to)| RateRange {
                    rating_area,
                    effective_from,
                    effective_to,
                })
                .collect(),
        ))
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
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let mut db = Db::of(&state, &p).await?;
        let scope = db.scope();
        let tables = queries::rate_tables(
            db.conn(),
            scope,
            std::slice::from_ref(&id.0),
            &rating_area.0,
            effective_date.0,
        )
        .await?;
        db.done().await?;
        let table = tables.get(&id.0).ok_or_else(|| {
            AppError::NotFound(format!(
                "no rates for {} in {} on {}",
                id.0, rating_area.0, effective_date.0
            ))
        })?;
        let ages = super::puf::bands()
            .map(|age| AgeRate {
                age,
                rate: table.by_age[age as usize].to_f64().unwrap_or(0.0),
                tobacco_rate: table.tobacco_by_age[age as usize].and_then(|t| t.to_f64()),
            })
            .collect();
        let composite = table.composite.map(|c| {
            [c.ee, c.es, c.ec, c.ef]
                .iter()
                .map(|v| v.to_f64().unwrap_or(0.0))
                .collect()
        });
        Ok(Json(PlanRates {
            plan_id: id.0.clone(),
            rating_area: rating_area.0.clone(),
            effective_date: effective_date.0,
            ages,
            composite,
        }))
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
        let p = auth.0;
        p.require(&state, "catalogue", "read").await?;
        let zip = zip.0.trim().to_string();
        if zip.len() != 5 || !zip.chars().all(|c| c.is_ascii_digit()) {
            return Err(AppError::field("zip", "a ZIP code has five digits").into());
        }
        let mut db = Db::of(&state, &p).await?;
        let scope = db.scope();
        let a = queries::zip_area(db.conn(), &zip)
            .await?
            .ok_or_else(|| AppError::field("zip", format!("{zip} is not a US ZIP code")))?;
        let plans_in_state = queries::plans_in_state(db.conn(), scope, &a.state).await?;
        db.done().await?;
        Ok(Json(RatingAreaLookup {
            zip: a.zip,
            city: a.city,
            state: a.state,
            county: a.county,
            rating_area: a.rating_area,
            plans_in_state,
        }))
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
        let p = auth.0;
        p.require(&state, "catalogue", "write").await?;
        let bytes = read_rates_file(body.file).await?;
        let mut tx = state.pool.begin().await?;
        let imported = load_rates(
            &mut tx,
            &bytes,
            body.effective_from,
            body.effective_to,
            "public.plans",
            "public.plan_rates",
        )
        .await?;
        tx.commit().await?;
        tracing::info!(operator = %p.user_id, rows = imported.rows, "rates imported");
        Ok(Json(imported))
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
        let p = auth.0;
        p.require(&state, "agency_plans", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            None,
            None,
            q.0,
            PLAN_SORT_FIELDS,
            ("lower(p.name)", false),
        )?;
        let mut tx = p.tenant_tx(&state).await?;
        let rows: Vec<PlanRow> = sqlx::query_as(
            "SELECT p.id, true AS agency_owned, p.carrier_id, c.name AS carrier_name, c.color AS carrier_color, c.min_contribution_pct, c.min_contribution_basis,
                    c.min_participation_pct, p.name, p.line, p.metal_level, p.network_type, p.network_name, p.hsa_eligible, p.state,
                    p.deductible_individual, p.deductible_family, p.deductible_oon_individual, p.deductible_oon_family, p.oop_max_individual,
                    p.oop_max_family, p.coinsurance_pct, p.copay_pcp, p.copay_specialist, p.copay_er, p.copay_urgent_care, p.copay_generic_rx, p.sbc_url, p.active
             FROM agency_plans p JOIN public.carriers c ON c.id = p.carrier_id
             WHERE $1::text IS NULL OR p.name ILIKE $1 OR p.id ILIKE $1 ORDER BY lower(p.name), p.id LIMIT $2 OFFSET $3",
        )
        .bind(query.like_pattern())
        .bind(query.limit())
        .bind(query.offset())
        .fetch_all(tx.conn())
        .await?;
        let total: i64 = sqlx::query_scalar("SELECT count(*) FROM agency_plans p WHERE $1::text IS NULL OR p.name ILIKE $1 OR p.id ILIKE $1")
            .bind(query.like_pattern())
            .fetch_one(tx.conn())
            .await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "agency_plans", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let taken: bool =
            sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM public.plans WHERE id = $1)")
                .bind(&body.id)
                .fetch_one(tx.conn())
                .await?;
        if taken {
            return Err(AppError::Conflict(format!(
                "{} is a plan of the platform's catalogue; quote it from there",
                body.id
            ))
            .into());
        }
        save_plan(tx.conn(), "agency_plans", &body, true).await?;
        let plan = queries::plan(tx.conn(), Scope::Agency, &body.id)
            .await?
            .ok_or_else(|| AppError::not_found("plan"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(body.id.clone()),
                ..Entry::new(
                    "create",
                    "agency_plan",
                    format!("Added the agency plan {} ({})", plan.name, plan.id),
                )
            },
        )
        .await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "agency_plans", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::plan(tx.conn(), Scope::Agency, &id.0)
            .await?
            .ok_or_else(|| AppError::not_found("plan"))?;
        if body.id != id.0 {
            return Err(AppError::field("id", "a plan's id cannot change").into());
        }
        save_plan(tx.conn(), "agency_plans", &body, false).await?;
        let plan = queries::plan(tx.conn(), Scope::Agency, &id.0)
            .await?
            .ok_or_else(|| AppError::not_found("plan"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.clone()),
                ..Entry::new(
                    "update",
                    "agency_plan",
                    format!("Edited the agency plan {}", plan.name),
                )
            },
        )
        .await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "agency_plans", "write").await?;
        let bytes = read_rates_file(body.file).await?;
        let mut tx = p.tenant_tx(&state).await?;
        let imported = load_rates(
            tx.conn(),
            &bytes,
            body.effective_from,
            body.effective_to,
            "agency_plans",
            "agency_plan_rates",
        )
        .await?;
        let summary = format!(
            "Loaded {} rates for {} agency plan(s) from {} to {}",
            imported.rows, imported.plans, body.effective_from, body.effective_to
        );
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry::new("import", "agency_plan_rates", summary),
        )
        .await?;
        tx.commit().await?;
        Ok(Json(imported))
    }
}
