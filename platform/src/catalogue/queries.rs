use std::collections::{HashMap, HashSet};

use crate::vocabulary::{ContributionBasis, Line, MetalLevel, MidMonthBilling, NetworkType};
use chrono::NaiveDate;
use rust_decimal::Decimal;
use sqlx::PgConnection;
use uuid::Uuid;

use super::puf::RateRow;
use super::rules::{BenefitDollars, CarrierSettings, PlanDraft, PlanFilters};
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
    pub min_contribution_basis: ContributionBasis,
    pub min_participation_pct: Decimal,
    pub name: String,
    pub line: Line,
    pub metal_level: Option<MetalLevel>,
    pub network_type: NetworkType,
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
          AND ($6::bigint IS NULL OR p.deductible_individual::bigint * 100 <= $6)
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
        .bind(f.max_deductible_cents)
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
            .bind(f.max_deductible_cents)
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
    // One row per plan, its ages' rates as arrays of integer cents (rates are kept to the cent):
    // fewer rows and cheaper to decode than one numeric row per age. The three arrays are built
    // from the same rows in the same order, unsorted: a table places each rate by its age, and
    // sorting every plan's arrays took longer than the rest of the statement. The composite
    // rates are looked up once per plan, after the grouping.
    type PlanRows = (
        String,
        Vec<i16>,
        Vec<i64>,
        Vec<Option<i64>>,
        Option<Decimal>,
        Option<Decimal>,
        Option<Decimal>,
        Option<Decimal>,
    );
    let rows: Vec<PlanRows> = sqlx::query_as(&format!(
        "SELECT r.plan_id, r.ages, r.rates, r.tobacco, c.ee, c.es, c.ec, c.ef
         FROM (SELECT r.plan_id, array_agg(r.age) AS ages, array_agg((r.individual_rate * 100)::bigint) AS rates,
                      array_agg((r.tobacco_rate * 100)::bigint) AS tobacco
               FROM {} r
               WHERE r.plan_id = ANY($1) AND r.rating_area = $2 AND $3 BETWEEN r.effective_from AND r.effective_to
               GROUP BY r.plan_id) r
         LEFT JOIN LATERAL (SELECT ee, es, ec, ef FROM public.plan_composite_rates c
             WHERE c.plan_id = r.plan_id AND c.rating_area = $2 AND $3 BETWEEN c.effective_from AND c.effective_to
             LIMIT 1) c ON true",
        scope.rates()
    ))
    .bind(plan_ids)
    .bind(area)
    .bind(date)
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(plan, ages, rates, tobacco, ee, es, ec, ef)| {
            let composite = match (ee, es, ec, ef) {
                (Some(ee), Some(es), Some(ec), Some(ef)) => Some(CompositeRates { ee, es, ec, ef }),
                _ => None,
            };
            let rows: Vec<(i32, Decimal, Option<Decimal>)> = ages
                .iter()
                .zip(&rates)
                .zip(&tobacco)
                .map(|((&age, &rate), tobacco)| {
                    (
                        i32::from(age),
                        Decimal::new(rate, 2),
                        tobacco.map(|t| Decimal::new(t, 2)),
                    )
                })
                .collect();
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
    pub min_contribution_basis: ContributionBasis,
    pub min_participation_pct: Decimal,
    pub mid_month_billing: MidMonthBilling,
    pub color: String,
    pub plans: i64,
}

pub async fn carriers(conn: &mut PgConnection) -> Result<Vec<CarrierRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT c.id, c.name, c.hios_issuer_id, c.min_contribution_pct, c.min_contribution_basis, c.min_participation_pct,
                c.mid_month_billing, c.color,
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

/// The tables a catalogue's plans and rates live in: the platform's, or an agency's own.
#[derive(Debug, Clone, Copy)]
pub struct PlanTables {
    pub plans: &'static str,
    pub rates: &'static str,
}

pub const PLATFORM_TABLES: PlanTables = PlanTables {
    plans: "public.plans",
    rates: "public.plan_rates",
};

/// In the agency's transaction, whose search path is its schema.
pub const AGENCY_TABLES: PlanTables = PlanTables {
    plans: "agency_plans",
    rates: "agency_plan_rates",
};

pub async fn insert_carrier(
    conn: &mut PgConnection,
    c: &CarrierSettings,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO public.carriers (name, hios_issuer_id, min_contribution_pct, min_contribution_basis, min_participation_pct, color, mid_month_billing)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id",
    )
    .bind(&c.name)
    .bind(&c.hios_issuer_id)
    .bind(c.min_contribution_pct)
    .bind(&c.min_contribution_basis)
    .bind(c.min_participation_pct)
    .bind(&c.color)
    .bind(c.mid_month_billing)
    .fetch_optional(conn)
    .await
}

/// Changes a carrier's name, rules and colour (its issuer id stays).
pub async fn update_carrier(
    conn: &mut PgConnection,
    id: Uuid,
    c: &CarrierSettings,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE public.carriers SET name = $2, min_contribution_pct = $3, min_contribution_basis = $4, min_participation_pct = $5, color = $6, mid_month_billing = $7 WHERE id = $1")
        .bind(id)
        .bind(&c.name)
        .bind(c.min_contribution_pct)
        .bind(&c.min_contribution_basis)
        .bind(c.min_participation_pct)
        .bind(&c.color)
        .bind(c.mid_month_billing)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn carrier_issuer(
    conn: &mut PgConnection,
    carrier_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT hios_issuer_id FROM public.carriers WHERE id = $1")
        .bind(carrier_id)
        .fetch_optional(conn)
        .await
}

/// Adds the plan to `table` unless a plan has its id there; returns the rows added.
pub async fn insert_plan(
    conn: &mut PgConnection,
    table: &str,
    p: &PlanDraft,
    d: &BenefitDollars,
) -> Result<u64, sqlx::Error> {
    let sql = format!("INSERT INTO {table} (id, carrier_id, name, line, metal_level, network_type, network_name, hsa_eligible, state, deductible_individual,
            deductible_family, deductible_oon_individual, deductible_oon_family, oop_max_individual, oop_max_family, coinsurance_pct, copay_pcp,
            copay_specialist, copay_er, copay_urgent_care, copay_generic_rx, sbc_url, active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, coalesce($23, true))
         ON CONFLICT (id) DO NOTHING");
    write_plan(conn, &sql, p, d).await
}

/// Changes the plan of `table` with the draft's id; returns the rows changed.
pub async fn update_plan(
    conn: &mut PgConnection,
    table: &str,
    p: &PlanDraft,
    d: &BenefitDollars,
) -> Result<u64, sqlx::Error> {
    let sql = format!("UPDATE {table} SET carrier_id = $2, name = $3, line = $4, metal_level = $5, network_type = $6, network_name = $7, hsa_eligible = $8,
            state = $9, deductible_individual = $10, deductible_family = $11, deductible_oon_individual = $12, deductible_oon_family = $13,
            oop_max_individual = $14, oop_max_family = $15, coinsurance_pct = $16, copay_pcp = $17, copay_specialist = $18, copay_er = $19,
            copay_urgent_care = $20, copay_generic_rx = $21, sbc_url = $22, active = coalesce($23, active)
         WHERE id = $1");
    write_plan(conn, &sql, p, d).await
}

async fn write_plan(
    conn: &mut PgConnection,
    sql: &str,
    p: &PlanDraft,
    d: &BenefitDollars,
) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(sql)
        .bind(&p.id)
        .bind(p.carrier_id)
        .bind(p.name.trim())
        .bind(&p.line)
        .bind(&p.metal_level)
        .bind(&p.network_type)
        .bind(crate::list::trimmed(&p.network_name))
        .bind(p.hsa_eligible)
        .bind(&p.state)
        .bind(d.deductible_individual)
        .bind(d.deductible_family)
        .bind(d.deductible_oon_individual)
        .bind(d.deductible_oon_family)
        .bind(d.oop_max_individual)
        .bind(d.oop_max_family)
        .bind(p.coinsurance_pct)
        .bind(d.copay_pcp)
        .bind(d.copay_specialist)
        .bind(d.copay_er)
        .bind(d.copay_urgent_care)
        .bind(d.copay_generic_rx)
        .bind(crate::list::trimmed(&p.sbc_url))
        .bind(p.active)
        .execute(conn)
        .await?
        .rows_affected())
}

/// Whether the platform's catalogue has a plan with this id.
pub async fn in_platform_catalogue(conn: &mut PgConnection, id: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM public.plans WHERE id = $1)")
        .bind(id)
        .fetch_one(conn)
        .await
}

/// The agency's own plans (in its transaction), by name; the search matches names and ids.
pub async fn list_agency_plans(
    conn: &mut PgConnection,
    q: &ListQuery,
) -> Result<(Vec<PlanRow>, i64), sqlx::Error> {
    let rows = sqlx::query_as(
        "SELECT p.id, true AS agency_owned, p.carrier_id, c.name AS carrier_name, c.color AS carrier_color, c.min_contribution_pct, c.min_contribution_basis,
                c.min_participation_pct, p.name, p.line, p.metal_level, p.network_type, p.network_name, p.hsa_eligible, p.state,
                p.deductible_individual, p.deductible_family, p.deductible_oon_individual, p.deductible_oon_family, p.oop_max_individual,
                p.oop_max_family, p.coinsurance_pct, p.copay_pcp, p.copay_specialist, p.copay_er, p.copay_urgent_care, p.copay_generic_rx, p.sbc_url, p.active
         FROM agency_plans p JOIN public.carriers c ON c.id = p.carrier_id
         WHERE $1::text IS NULL OR p.name ILIKE $1 OR p.id ILIKE $1 ORDER BY lower(p.name), p.id LIMIT $2 OFFSET $3",
    )
    .bind(q.like_pattern())
    .bind(q.limit())
    .bind(q.offset())
    .fetch_all(&mut *conn)
    .await?;
    let total = sqlx::query_scalar("SELECT count(*) FROM agency_plans p WHERE $1::text IS NULL OR p.name ILIKE $1 OR p.id ILIKE $1")
        .bind(q.like_pattern())
        .fetch_one(conn)
        .await?;
    Ok((rows, total))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RateRangeRow {
    pub rating_area: String,
    pub effective_from: NaiveDate,
    pub effective_to: NaiveDate,
}

/// Where and when a plan has rates, latest first.
pub async fn rate_ranges(
    conn: &mut PgConnection,
    scope: Scope,
    plan_id: &str,
) -> Result<Vec<RateRangeRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT DISTINCT rating_area, effective_from, effective_to FROM {} r WHERE plan_id = $1 ORDER BY effective_from DESC, rating_area",
        scope.rates()
    ))
    .bind(plan_id)
    .fetch_all(conn)
    .await
}

/// The ids of every plan of `plans_table`.
pub async fn plan_ids(
    conn: &mut PgConnection,
    plans_table: &str,
) -> Result<HashSet<String>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar(&format!("SELECT id FROM {plans_table}"))
        .fetch_all(conn)
        .await?;
    Ok(ids.into_iter().collect())
}

pub async fn rating_area_ids(conn: &mut PgConnection) -> Result<HashSet<String>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM public.rating_areas")
        .fetch_all(conn)
        .await?;
    Ok(ids.into_iter().collect())
}

/// Deletes the rates of these (plan, area) pairs that start on `from`; returns how many.
pub async fn delete_rates_starting(
    conn: &mut PgConnection,
    rates_table: &str,
    plan_ids: &[String],
    area_ids: &[String],
    from: NaiveDate,
) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(&format!(
        "DELETE FROM {rates_table} r USING unnest($1::text[], $2::text[]) AS k(plan_id, area)
         WHERE r.plan_id = k.plan_id AND r.rating_area = k.area AND r.effective_from = $3"
    ))
    .bind(plan_ids)
    .bind(area_ids)
    .bind(from)
    .execute(conn)
    .await?
    .rows_affected())
}

/// Loads the rows into `rates_table` (by COPY), all valid from `from` to `to`.
pub async fn copy_rates(
    conn: &mut PgConnection,
    rates_table: &str,
    rows: &[RateRow],
    from: NaiveDate,
    to: NaiveDate,
) -> Result<(), sqlx::Error> {
    let mut csv = String::with_capacity(rows.len() * 60);
    for r in rows {
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
    Ok(())
}

/// How many rates of these (plan, area) pairs, starting on another day, overlap `from`–`to`.
pub async fn overlapping_rates(
    conn: &mut PgConnection,
    rates_table: &str,
    plan_ids: &[String],
    area_ids: &[String],
    from: NaiveDate,
    to: NaiveDate,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {rates_table} r JOIN unnest($1::text[], $2::text[]) AS k(plan_id, area) ON r.plan_id = k.plan_id AND r.rating_area = k.area
         WHERE r.effective_from <> $3 AND r.effective_from <= $4 AND r.effective_to >= $3"
    ))
    .bind(plan_ids)
    .bind(area_ids)
    .bind(from)
    .bind(to)
    .fetch_one(conn)
    .await
}
