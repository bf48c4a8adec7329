//! The catalogue API's request and response objects. Money in cents, the benefit figures
//! (deductibles, copays) the catalogue keeps in whole dollars too.

use chrono::NaiveDate;
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::puf;
use super::queries::{CarrierRow, ListedPlan, PlanRow, RateRangeRow, ZipArea};
use super::rules::{CarrierDraft, PlanDraft};
use crate::money::{cents, whole_dollars_in_cents};
use crate::rating::premium::RateTable;
use crate::vocabulary::{ContributionBasis, Line, MetalLevel, MidMonthBilling, NetworkType};

#[derive(Debug, Clone, Object)]
pub struct Carrier {
    pub id: Uuid,
    pub name: String,
    /// HIOS issuer id (5 digits).
    pub hios_issuer_id: String,
    /// Minimum employer contribution, percent of `min_contribution_basis`.
    pub min_contribution_pct: f64,
    pub min_contribution_basis: ContributionBasis,
    /// Minimum participation of eligible employees, percent.
    pub min_participation_pct: f64,
    /// How the carrier bills a month in which coverage starts, changes or ends.
    pub mid_month_billing: MidMonthBilling,
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
            mid_month_billing: c.mid_month_billing,
            color: c.color,
            plans: c.plans,
        }
    }
}

/// A plan of the catalogue with its benefits (CMS Plan Attributes fields). Money in cents.
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
    pub line: Line,
    /// Medical plans only.
    pub metal_level: Option<MetalLevel>,
    /// HMO, PPO, EPO, POS (DHMO, DPPO for dental).
    pub network_type: NetworkType,
    pub network_name: Option<String>,
    pub hsa_eligible: bool,
    pub state: String,
    pub deductible_individual_cents: i64,
    pub deductible_family_cents: i64,
    pub deductible_oon_individual_cents: Option<i64>,
    pub deductible_oon_family_cents: Option<i64>,
    pub oop_max_individual_cents: i64,
    pub oop_max_family_cents: i64,
    pub coinsurance_pct: i32,
    pub copay_pcp_cents: Option<i64>,
    pub copay_specialist_cents: Option<i64>,
    pub copay_er_cents: Option<i64>,
    pub copay_urgent_care_cents: Option<i64>,
    pub copay_generic_rx_cents: Option<i64>,
    pub sbc_url: Option<String>,
    /// The carrier's minimum employer contribution (percent of `min_contribution_basis`).
    pub min_contribution_pct: f64,
    pub min_contribution_basis: ContributionBasis,
    pub min_participation_pct: f64,
    /// Monthly rate of a 21-year-old non-tobacco member in the asked rating area and date.
    pub base_rate_cents: Option<i64>,
    /// Withdrawn plans stay on quotes made with them but leave the catalogue.
    pub active: bool,
}

impl Plan {
    pub fn from_row(p: PlanRow, base_rate: Option<Decimal>) -> Self {
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
            deductible_individual_cents: whole_dollars_in_cents(p.deductible_individual),
            deductible_family_cents: whole_dollars_in_cents(p.deductible_family),
            deductible_oon_individual_cents: p
                .deductible_oon_individual
                .map(whole_dollars_in_cents),
            deductible_oon_family_cents: p.deductible_oon_family.map(whole_dollars_in_cents),
            oop_max_individual_cents: whole_dollars_in_cents(p.oop_max_individual),
            oop_max_family_cents: whole_dollars_in_cents(p.oop_max_family),
            coinsurance_pct: p.coinsurance_pct,
            copay_pcp_cents: p.copay_pcp.map(whole_dollars_in_cents),
            copay_specialist_cents: p.copay_specialist.map(whole_dollars_in_cents),
            copay_er_cents: p.copay_er.map(whole_dollars_in_cents),
            copay_urgent_care_cents: p.copay_urgent_care.map(whole_dollars_in_cents),
            copay_generic_rx_cents: p.copay_generic_rx.map(whole_dollars_in_cents),
            sbc_url: p.sbc_url,
            min_contribution_pct: p.min_contribution_pct.to_f64().unwrap_or(0.0),
            min_contribution_basis: p.min_contribution_basis,
            min_participation_pct: p.min_participation_pct.to_f64().unwrap_or(0.0),
            base_rate_cents: base_rate.map(cents),
            active: p.active,
        }
    }
}

impl From<ListedPlan> for Plan {
    fn from(l: ListedPlan) -> Self {
        Plan::from_row(l.plan, l.base_rate)
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

impl RatingAreaLookup {
    pub fn of(a: ZipArea, plans_in_state: i64) -> Self {
        Self {
            zip: a.zip,
            city: a.city,
            state: a.state,
            county: a.county,
            rating_area: a.rating_area,
            plans_in_state,
        }
    }
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
    /// Default employee_only.
    pub min_contribution_basis: Option<ContributionBasis>,
    /// Minimum participation in percent (default 70).
    pub min_participation_pct: Option<Decimal>,
    /// Default full_month.
    pub mid_month_billing: Option<MidMonthBilling>,
    /// `#rrggbb`.
    pub color: Option<String>,
}

impl From<CarrierInput> for CarrierDraft {
    fn from(c: CarrierInput) -> Self {
        Self {
            name: c.name,
            hios_issuer_id: c.hios_issuer_id,
            min_contribution_pct: c.min_contribution_pct,
            min_contribution_basis: c.min_contribution_basis.map(|b| b.to_string()),
            min_participation_pct: c.min_participation_pct,
            mid_month_billing: c.mid_month_billing,
            color: c.color,
        }
    }
}

#[derive(Debug, Object)]
pub struct PlanInput {
    /// HIOS plan id: the carrier's issuer id, the state, 7 digits (e.g. 71234CO0010001). Fixed once created.
    pub id: String,
    pub carrier_id: Uuid,
    pub name: String,
    pub line: Line,
    pub metal_level: Option<MetalLevel>,
    pub network_type: NetworkType,
    pub network_name: Option<String>,
    #[oai(default)]
    pub hsa_eligible: bool,
    pub state: String,
    pub deductible_individual_cents: i64,
    pub deductible_family_cents: i64,
    pub deductible_oon_individual_cents: Option<i64>,
    pub deductible_oon_family_cents: Option<i64>,
    pub oop_max_individual_cents: i64,
    pub oop_max_family_cents: i64,
    pub coinsurance_pct: i32,
    pub copay_pcp_cents: Option<i64>,
    pub copay_specialist_cents: Option<i64>,
    pub copay_er_cents: Option<i64>,
    pub copay_urgent_care_cents: Option<i64>,
    pub copay_generic_rx_cents: Option<i64>,
    pub sbc_url: Option<String>,
    /// Inactive plans stay on old quotes but leave the catalogue.
    pub active: Option<bool>,
}

impl From<PlanInput> for PlanDraft {
    fn from(p: PlanInput) -> Self {
        Self {
            id: p.id,
            carrier_id: p.carrier_id,
            name: p.name,
            line: p.line.to_string(),
            metal_level: p.metal_level.map(|m| m.to_string()),
            network_type: p.network_type.to_string(),
            network_name: p.network_name,
            hsa_eligible: p.hsa_eligible,
            state: p.state,
            deductible_individual_cents: p.deductible_individual_cents,
            deductible_family_cents: p.deductible_family_cents,
            deductible_oon_individual_cents: p.deductible_oon_individual_cents,
            deductible_oon_family_cents: p.deductible_oon_family_cents,
            oop_max_individual_cents: p.oop_max_individual_cents,
            oop_max_family_cents: p.oop_max_family_cents,
            coinsurance_pct: p.coinsurance_pct,
            copay_pcp_cents: p.copay_pcp_cents,
            copay_specialist_cents: p.copay_specialist_cents,
            copay_er_cents: p.copay_er_cents,
            copay_urgent_care_cents: p.copay_urgent_care_cents,
            copay_generic_rx_cents: p.copay_generic_rx_cents,
            sbc_url: p.sbc_url,
            active: p.active,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AgeRate {
    /// 0 stands for 0-14 and 64 for 64 and over.
    pub age: i32,
    pub rate_cents: i64,
    pub tobacco_rate_cents: Option<i64>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct PlanRates {
    pub plan_id: String,
    pub rating_area: String,
    pub effective_date: NaiveDate,
    pub ages: Vec<AgeRate>,
    /// EE, ES, EC, EF monthly rates where the plan is composite-rated.
    pub composite_cents: Option<Vec<i64>>,
}

impl PlanRates {
    /// The plan's table in the rating area on the date, one rate per age band.
    pub fn of(
        plan_id: String,
        rating_area: String,
        effective_date: NaiveDate,
        t: &RateTable,
    ) -> Self {
        let ages = puf::bands()
            .map(|age| AgeRate {
                age,
                rate_cents: cents(t.by_age[age as usize]),
                tobacco_rate_cents: t.tobacco_by_age[age as usize].map(cents),
            })
            .collect();
        let composite = t
            .composite
            .map(|c| [c.ee, c.es, c.ec, c.ef].into_iter().map(cents).collect());
        Self {
            plan_id,
            rating_area,
            effective_date,
            ages,
            composite_cents: composite,
        }
    }
}

#[derive(Debug, Object)]
pub struct RateRange {
    pub rating_area: String,
    pub effective_from: NaiveDate,
    pub effective_to: NaiveDate,
}

impl From<RateRangeRow> for RateRange {
    fn from(r: RateRangeRow) -> Self {
        Self {
            rating_area: r.rating_area,
            effective_from: r.effective_from,
            effective_to: r.effective_to,
        }
    }
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
