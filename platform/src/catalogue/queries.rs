use std::collections::HashMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::list::ListQuery;
use crate::rating::premium::{CompositeRates, RateTable};

/// Which plans a query sees: the platform's catalogue, or the catalogue and the plans the
/// caller's agency added (run in the agency's transaction, whose search path is its schema).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Platform,
    Agency,
}

impl Scope {
    pub fn plans(self) -> &'static str {
        match self {
            Scope::Platform => "(SELECT *, false AS agency_owned FROM public.plans)",
            Scope::Agency => "(SELECT *, false AS agency_owned FROM public.plans UNION ALL SELECT *, true FROM agency_plans)",
        }
    }

    pub fn rates(self) -> &'static str {
        match self {
            Scope::Platform => "public.plan_rates",
            Scope::Agency => {
                "(SELECT * FROM public.plan_rates UNION ALL SELECT * FROM agency_plan_rates)"
            }
        }
    }
}

#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct PlanRow {
    pub id: String,
    /// Added by the agency itself rather than the platform's catalogue.
    #[serde(default)]
    pub agency_owned: bool,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub carrier_color: String,
    pub min_contribution_pct: Decimal,
    pub min_contribution_basis: String,
    pub min_participation_pct: Decimal,
    pub name: String,
    pub line: String,
    pub metal_level: Option<String>,
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
    #[serde(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

const PLAN_COLUMNS: &str = "p.id, p.agency_owned, p.carrier_id, c.name AS carrier_name, c.color AS carrier_color, c.min_contribution_pct, c.min_contribution_basis,
    c.min_participation_pct, p.name, p.line, p.metal_level, p.network_type, p.network_name, p.hsa_eligible, p.state,
    p.deductible_individual, p.deductible_family, p.deductible_oon_individual, p.deductible_oon_family, p.oop_max_individual,
    p.oop_max_family, p.coinsurance_pct, p.copay_pcp, p.copay_specialist, p.copay_er, p.copay_urgent_care, p.copay_generic_rx, p.sbc_url, p.active";

pub const PLAN_SORT_FIELDS: crate::list::SortFields = &[
    ("name", "lower(p.name)"),
    ("carrier", "lower(c.name)"),
    (
        "metal_level",
        "array_position(ARRAY['bronze','silver','gold','platinum'], p.metal_level)",
    ),
    ("deductible", "p.deductible_individual"),
    ("oop_max", "p.oop_max_individual"),
    ("base_rate", "r.base_rate"),
];

#[derive(Debug, Default, Clone)]
pub struct PlanFilters {
    pub line: Option<String>,
    pub carrier_ids: Vec<Uuid>,
    pub metal_levels: Vec<String>,
    pub network_types: Vec<String>,
    pub hsa: Option<bool>,
    pub max_deductible: Option<i32>,
    /// Only plans with rates in this area on this date.
    pub rated_in: Option<(String, NaiveDate)>,
    /// Withdrawn plans too (platform operators).
    pub include_inactive: bool,
    /// Two-letter states; none means every state.
    pub states: Vec<String>,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ListedPlan {
    #[sqlx(flatten)]
    pub plan: PlanRow,
    /// The 21-year-old non-tobacco rate in the filtered area and date, when asked for.
    pub base_rate: Option<Decimal>,
}

pub async fn list_plans(
    conn: &mut PgConnection,
    scope: Scope,
    q: &ListQuery,
    f: &PlanFilters,
) -> Result<(Vec<ListedPlan>, i64), sqlx::Error> {
    let (area, date) = f
        .rated_in
        .clone()
        .map(|(a, d)| (Some(a), Some(d)))
        .unwrap_or((None, None));
    let from = format!(
        "FROM {} p JOIN public.carriers c ON c.id = p.carrier_id
        LEFT JOIN LATERAL (SELECT individual_rate AS base_rate FROM {} r
            WHERE r.plan_id = p.id AND r.rating_area = $7 AND $8::date BETWEEN r.effective_from AND r.effective_to AND r.age = 21 ORDER BY r.effective_from DESC LIMIT 1) r ON $7 IS NOT NULL
        WHERE (p.active OR $10)
          AND ($1::text IS NULL OR p.line = $1)
          AND (cardinality($2::uuid[]) = 0 OR p.carrier_id = ANY($2))
          AND (cardinality($3::text[]) = 0 OR p.metal_level = ANY($3))
          AND (cardinality($4::text[]) = 0 OR p.network_type = ANY($4))
          AND ($5::boolean IS NULL OR p.hsa_eligible = $5)
          AND ($6::int IS NULL OR p.deductible_individual <= $6)
          AND ($7::text IS NULL OR r.base_rate IS NOT NULL)
          AND ($9::text IS NULL OR p.name ILIKE $9 OR c.name ILIKE $9 OR p.id ILIKE $9)
          AND (cardinality($11::text[]) = 0 OR p.state = ANY($11))",
        scope.plans(),
        scope.rates()
    );
    let sql = format!(
        "SELECT {PLAN_COLUMNS}, r.base_rate, count(*) OVER () AS total {from} ORDER BY {} LIMIT $12 OFFSET $13",
        q.order_by("p.id")
    );
    let rows = sqlx::query(&sql)
        .bind(&f.line)
        .bind(&f.carrier_ids)
        .bind(&f.metal_levels)
        .bind(&f.network_types)
        .bind(f.hsa)
        .bind(f.max_deductible)
        .bind(&area)
        .bind(date)
        .bind(q.like_pattern())
        .bind(f.include_inactive)
        .bind(&f.states)
        .bind(q.limit())
        .bind(q.offset())
        .fetch_all(&mut *conn)
        .await?;
    use sqlx::{FromRow, Row};
    let total = rows.first().map(|r| r.get::<i64, _>("total")).unwrap_or(0);
    let plans = rows
        .iter()
        .map(ListedPlan::from_row)
        .collect::<Result<Vec<_>, _>>()?;
    if plans.is_empty() && q.page > 1 {
        let count: i64 = sqlx::query_scalar(&format!("SELECT count(*) {from}"))
            .bind(&f.line)
            .bind(&f.carrier_ids)
            .bind(&f.metal_levels)
            .bind(&f.network_types)
            .bind(f.hsa)
            .bind(f.max_deductible)
            .bind(&area)
            .bind(date)
            .bind(q.like_pattern())
            .bind(f.include_inactive)
            .bind(&f.states)
            .fetch_one(conn)
            .await?;
        return Ok((plans, count));
    }
    Ok((plans, total))
}

pub async fn plans_by_id(
    conn: &mut PgConnection,
    scope: Scope,
    ids: &[String],
) -> Result<Vec<PlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PLAN_COLUMNS} FROM {} p JOIN public.carriers c ON c.id = p.carrier_id WHERE p.id = ANY($1)
         ORDER BY array_position($1, p.id)",
        scope.plans()
    ))
    .bind(ids)
    .fetch_all(conn)
    .await
}

pub async fn plan(
    conn: &mut PgConnection,
    scope: Scope,
    id: &str,
) -> Result<Option<PlanRow>, sqlx::Error> {
    Ok(plans_by_id(conn, scope, &[id.to_string()]).await?.pop())
}

/// The rate tables of `plan_ids` in `area` valid on `date`; plans without a complete table are absent.
pub async fn rate_tables(
    conn: &mut PgConnection,
    scope: Scope,
    plan_ids: &[String],
    area: &str,
    date: NaiveDate,
) -> Result<HashMap<String, RateTable>, sqlx::Error> {
    let rows: Vec<(String, i16, Decimal, Option<Decimal>)> = sqlx::query_as(&format!(
        "SELECT plan_id, age, individual_rate, tobacco_rate FROM {} r
         WHERE plan_id = ANY($1) AND rating_area = $2 AND $3 BETWEEN effective_from AND effective_to",
        scope.rates()
    ))
    .bind(plan_ids)
    .bind(area)
    .bind(date)
    .fetch_all(&mut *conn)
    .await?;
    let composites: Vec<(String, Decimal, Decimal, Decimal, Decimal)> = sqlx::query_as(
        "SELECT plan_id, ee, es, ec, ef FROM public.plan_composite_rates
         WHERE plan_id = ANY($1) AND rating_area = $2 AND $3 BETWEEN effective_from AND effective_to",
    )
    .bind(plan_ids)
    .bind(area)
    .bind(date)
    .fetch_all(conn)
    .await?;
    let composites: HashMap<String, CompositeRates> = composites
        .into_iter()
        .map(|(id, ee, es, ec, ef)| (id, CompositeRates { ee, es, ec, ef }))
        .collect();
    let mut by_plan: HashMap<String, Vec<(i32, Decimal, Option<Decimal>)>> = HashMap::new();
    for (plan, age, rate, tobacco) in rows {
        by_plan
            .entry(plan)
            .or_default()
            .push((i32::from(age), rate, tobacco));
    }
    Ok(by_plan
        .into_iter()
        .filter_map(|(plan, rows)| {
            let composite = composites.get(&plan).copied();
            RateTable::from_rows(&rows, composite).map(|t| (plan, t))
        })
        .collect())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CarrierRow {
    pub id: Uuid,
    pub name: String,
    pub hios_issuer_id: String,
    pub min_contribution_pct: Decimal,
    pub min_contribution_basis: String,
    pub min_participation_pct: Decimal,
    pub color: String,
    pub plans: i64,
}

pub async fn carriers(conn: &mut PgConnection) -> Result<Vec<CarrierRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.id, c.name, c.hios_issuer_id, c.min_contribution_pct, c.min_contribution_basis, c.min_participation_pct, c.color,
                (SELECT count(*) FROM public.plans p WHERE p.carrier_id = c.id AND p.active) AS plans
         FROM public.carriers c ORDER BY lower(c.name)",
    )
    .fetch_all(conn)
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ZipArea {
    pub zip: String,
    pub city: String,
    pub state: String,
    pub county: String,
    pub rating_area: String,
}

pub async fn zip_area(conn: &mut PgConnection, zip: &str) -> Result<Option<ZipArea>, sqlx::Error> {
    sqlx::query_as("SELECT zip, city, state, county, rating_area FROM public.zip_codes WHERE zip = $1 ORDER BY county_fips LIMIT 1")
        .bind(zip)
        .fetch_optional(conn)
        .await
}

pub async fn plans_in_state(
    conn: &mut PgConnection,
    scope: Scope,
    state: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {} p WHERE p.active AND p.state = $1",
        scope.plans()
    ))
    .bind(state)
    .fetch_one(conn)
    .await
}
