use std::collections::{HashMap, HashSet};
use std::time::Instant;

use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use tenants::TenantTx;
use uuid::Uuid;

use super::engine::{
    self, CensusMember, ContributionRule, Household, PlanTotals, RatedPlan, StoredRates,
};
use super::proposal;
use super::queries::{self, QuotePlanRow, QuoteRow, SORT_FIELDS};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::catalogue::dto::Plan;
use crate::catalogue::queries::{self as catalogue, PlanRow, Scope};
use crate::error::{ApiResult, AppError};
use crate::groups::queries::{self as group_queries, GroupRow};
use crate::list::{trimmed, ListQuery, Page};
use crate::rating::premium::{RateTable, Role};
use crate::state::AppState;

pub const MAX_PLANS: usize = 50;

pub fn money(d: Decimal) -> f64 {
    d.to_f64().unwrap_or(0.0)
}

#[derive(Debug, Object)]
pub struct QuoteInput {
    /// Defaults to "Quote N — effective date".
    pub name: Option<String>,
    pub effective_date: NaiveDate,
    /// medical, dental, vision.
    pub lines: Vec<String>,
    /// Catalogue plan ids (at most 50), each of one of `lines`.
    pub plan_ids: Vec<String>,
    /// Contribution scenario: the most specific rule matching an employee's line and class applies.
    pub contribution: Vec<ContributionRule>,
    /// A committed census version of the group; absent: the current roster.
    pub census_version_id: Option<Uuid>,
    /// 12, 24, 26 or 52; defaults to the group's.
    pub pay_frequency: Option<i32>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct QuoteSummary {
    pub id: Uuid,
    pub group_id: Uuid,
    pub number: i32,
    pub name: String,
    /// draft, presented, accepted or declined.
    pub status: String,
    pub effective_date: NaiveDate,
    pub rating_area: String,
    pub lines: Vec<String>,
    pub census_label: String,
    pub employees: i32,
    pub plan_count: i64,
    /// Lowest and highest monthly premium among the plans of the first line.
    pub lowest_premium: Option<f64>,
    pub highest_premium: Option<f64>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub rated_at: DateTime<Utc>,
    pub presented_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
}

impl From<&QuoteRow> for QuoteSummary {
    fn from(q: &QuoteRow) -> Self {
        Self {
            id: q.id,
            group_id: q.group_id,
            number: q.number,
            name: q.name.clone(),
            status: q.status.clone(),
            effective_date: q.effective_date,
            rating_area: q.rating_area.clone(),
            lines: q.lines.clone(),
            census_label: q.census_label.clone(),
            employees: q.employees,
            plan_count: q.plan_count,
            lowest_premium: q.lowest_premium.map(money),
            highest_premium: q.highest_premium.map(money),
            created_by_name: q.created_by_name.clone(),
            created_at: q.created_at,
            rated_at: q.rated_at,
            presented_at: q.presented_at,
            decided_at: q.decided_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct TierCost {
    /// EE, ES, EC or EF.
    pub tier: String,
    pub count: i64,
    /// Monthly totals of the tier.
    pub premium: f64,
    pub employer: f64,
    pub employee: f64,
}

#[derive(Debug, Object)]
pub struct QuotedPlan {
    pub plan: Plan,
    pub monthly_premium: f64,
    pub annual_premium: f64,
    pub employer_monthly: f64,
    pub employer_annual: f64,
    pub employee_monthly: f64,
    pub employee_annual: f64,
    /// Households covered on the plan's line.
    pub enrolled: i32,
    pub tiers: Vec<TierCost>,
    /// The rate of a 21-year-old non-tobacco member.
    pub base_rate: f64,
}

fn tier_costs(t: &PlanTotals) -> Vec<TierCost> {
    ["EE", "ES", "EC", "EF"]
        .iter()
        .zip(&t.tiers)
        .map(|(name, tt)| TierCost {
            tier: name.to_string(),
            count: tt.count,
            premium: money(tt.premium),
            employer: money(tt.employer),
            employee: money(tt.employee),
        })
        .collect()
}

impl QuotedPlan {
    fn from_row(r: &QuotePlanRow) -> Self {
        let base = r
            .rates
            .0
            .table()
            .map(|t| engine::base_rate(&t))
            .unwrap_or_default();
        Self {
            plan: Plan::from_row(r.plan.0.clone(), Some(money(base))),
            monthly_premium: money(r.monthly_premium),
            annual_premium: money(r.monthly_premium * Decimal::from(12)),
            employer_monthly: money(r.employer_monthly),
            employer_annual: money(r.employer_monthly * Decimal::from(12)),
            employee_monthly: money(r.employee_monthly),
            employee_annual: money(r.employee_monthly * Decimal::from(12)),
            enrolled: r.enrolled,
            tiers: tier_costs(&r.tiers.0),
            base_rate: money(base),
        }
    }
}

/// What a re-rate changed for one plan.
#[derive(Debug, Clone, Object, Serialize, Deserialize)]
pub struct PlanChange {
    pub plan_id: String,
    pub plan_name: String,
    pub before_monthly: f64,
    pub after_monthly: f64,
    pub change: f64,
    /// Percent change (0 when the plan had no premium before).
    pub change_pct: f64,
    pub before_enrolled: i32,
    pub after_enrolled: i32,
}

#[derive(Debug, Object)]
pub struct Rerate {
    pub id: Uuid,
    pub created_at: DateTime<Utc>,
    pub created_by_name: Option<String>,
    pub changes: Vec<PlanChange>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Quote {
    #[oai(flatten)]
    pub summary: QuoteSummary,
    pub zip: String,
    pub census_version_id: Option<Uuid>,
    pub contribution: Vec<ContributionRule>,
    pub pay_frequency: i32,
    pub plans: Vec<QuotedPlan>,
    /// The latest re-rates, newest first.
    pub rerates: Vec<Rerate>,
    /// Server time spent rating, when this response rated.
    pub rated_in_ms: Option<f64>,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct MemberCost {
    pub name: String,
    /// employee, partner or child.
    pub role: String,
    pub age: i32,
    pub monthly_rate: f64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EmployeeCost {
    pub employee_key: String,
    pub name: String,
    pub employee_class: Option<String>,
    /// EE, ES, EC, EF; absent when the employee waives this line.
    pub tier: Option<String>,
    pub premium: f64,
    pub employer: f64,
    pub employee: f64,
    pub per_paycheck: f64,
    pub members: Vec<MemberCost>,
}

#[derive(Debug, Object)]
pub struct RerateInput {
    /// Take the group's latest committed census (or current roster) instead of the quote's.
    #[oai(default)]
    pub refresh_census: bool,
}

#[derive(Debug, Object)]
pub struct StatusInput {
    /// presented, accepted, declined (or back to presented).
    pub status: String,
}

#[derive(Debug, Enum, Clone, Copy)]
#[oai(rename_all = "lowercase")]
pub enum ProposalFormat {
    Xlsx,
    Pdf,
}

#[derive(ApiResponse)]
pub enum QuoteCreated {
    #[oai(status = 201)]
    Created(Json<Quote>),
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MarketPlan {
    pub plan: Plan,
    pub quote_id: Uuid,
    pub quote_number: i32,
    pub quote_name: String,
    pub effective_date: NaiveDate,
    pub monthly_premium: f64,
    pub annual_premium: f64,
    pub employer_monthly: f64,
    pub employee_monthly: f64,
    pub enrolled: i32,
    /// Against the group's current monthly premium (medical plans), in dollars and percent.
    pub change_vs_current: Option<f64>,
    pub change_pct: Option<f64>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MarketAnalysis {
    pub group_id: Uuid,
    pub current_carrier: Option<String>,
    /// The group's current monthly premium, dollars.
    pub current_monthly_premium: Option<f64>,
    pub plans: Vec<MarketPlan>,
}

/// Loads the rates of `plans` (and of any reference plan the rules name) in the area on the
/// date, and rates every plan over the members.
pub async fn rate(
    conn: &mut sqlx::PgConnection,
    plans: Vec<PlanRow>,
    area: &str,
    effective: NaiveDate,
    members: &[CensusMember],
    rules: &[ContributionRule],
) -> Result<(Vec<(PlanRow, StoredRates, PlanTotals)>, f64), AppError> {
    let mut ids: Vec<String> = plans.iter().map(|p| p.id.clone()).collect();
    for r in rules {
        if let Some(b) = &r.base_plan_id {
            if !ids.contains(b) {
                ids.push(b.clone());
            }
        }
    }
    let tables = catalogue::rate_tables(conn, Scope::Agency, &ids, area, effective).await?;
    let missing: Vec<&str> = plans
        .iter()
        .filter(|p| !tables.contains_key(&p.id))
        .map(|p| p.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(AppError::field(
            "plan_ids",
            format!(
                "no rates in {area} on {effective} for: {}",
                missing.join(", ")
            ),
        ));
    }
    let members = members.to_vec();
    let rules = rules.to_vec();
    // Rating is CPU work: off the async workers, spread over the cores.
    let rated = tokio::task::spawn_blocking(move || {
        let started = Instant::now();
        let households = engine::households(&members, effective);
        let rated = rate_households(plans, &tables, &households, &rules);
        (rated, started.elapsed().as_secs_f64() * 1000.0)
    })
    .await
    .map_err(|e| AppError::Internal(format!("rating failed: {e}")))?;
    Ok(rated)
}

fn rate_households(
    plans: Vec<PlanRow>,
    tables: &HashMap<String, RateTable>,
    households: &[Household],
    rules: &[ContributionRule],
) -> Vec<(PlanRow, StoredRates, PlanTotals)> {
    let rated: Vec<RatedPlan> = plans
        .iter()
        .map(|p| RatedPlan {
            plan_id: &p.id,
            line: &p.line,
            rates: &tables[&p.id],
        })
        .collect();
    let totals = engine::rate_plans(&rated, households, rules, tables);
    plans
        .into_iter()
        .zip(totals)
        .map(|(p, t)| {
            let stored = StoredRates::from(&tables[&p.id]);
            (p, stored, t)
        })
        .collect()
}

fn check_pay_frequency(v: i32) -> Result<i32, AppError> {
    if [12, 24, 26, 52].contains(&v) {
        Ok(v)
    } else {
        Err(AppError::field(
            "pay_frequency",
            "pay frequency is 12, 24, 26 or 52",
        ))
    }
}

/// Validates a quote's input against the catalogue; returns the plans in the order given.
async fn checked_plans(
    conn: &mut sqlx::PgConnection,
    body: &QuoteInput,
    group: &GroupRow,
) -> Result<Vec<PlanRow>, AppError> {
    let mut fields = std::collections::BTreeMap::new();
    let lines: Vec<&str> = body.lines.iter().map(String::as_str).collect();
    if lines.is_empty()
        || lines.iter().any(|l| !engine::LINES.contains(l))
        || lines.iter().collect::<HashSet<_>>().len() != lines.len()
    {
        fields.insert(
            "lines".to_string(),
            "choose one or more of medical, dental and vision, once each".to_string(),
        );
    }
    if body.plan_ids.is_empty() || body.plan_ids.len() > MAX_PLANS {
        fields.insert(
            "plan_ids".to_string(),
            format!("choose 1 to {MAX_PLANS} plans"),
        );
    }
    if body.plan_ids.iter().collect::<HashSet<_>>().len() != body.plan_ids.len() {
        fields.insert("plan_ids".to_string(), "a plan is chosen twice".to_string());
    }
    let today = Utc::now().date_naive();
    if body.effective_date < today - chrono::Duration::days(366)
        || body.effective_date > today + chrono::Duration::days(730)
    {
        fields.insert(
            "effective_date".to_string(),
            "an effective date within a year back and two years ahead".to_string(),
        );
    }
    let plans = catalogue::plans_by_id(conn, Scope::Agency, &body.plan_ids).await?;
    if !fields.contains_key("plan_ids") {
        let found: HashSet<&str> = plans.iter().map(|p| p.id.as_str()).collect();
        let unknown: Vec<&str> = body
            .plan_ids
            .iter()
            .map(String::as_str)
            .filter(|id| !found.contains(id))
            .collect();
        if !unknown.is_empty() {
            fields.insert(
                "plan_ids".to_string(),
                format!("not in the catalogue: {}", unknown.join(", ")),
            );
        } else if let Some(p) = plans.iter().find(|p| !lines.contains(&p.line.as_str())) {
            fields.insert(
                "plan_ids".to_string(),
                format!(
                    "{} is a {} plan; add that line or leave the plan out",
                    p.name, p.line
                ),
            );
        }
    }
    let mut base_plans: Vec<String> = body
        .contribution
        .iter()
        .filter_map(|r| r.base_plan_id.clone())
        .collect();
    base_plans.retain(|b| !body.plan_ids.contains(b));
    let extra = catalogue::plans_by_id(conn, Scope::Agency, &base_plans).await?;
    let known = |id: &str, line: Option<&str>| {
        plans
            .iter()
            .chain(&extra)
            .any(|p| p.id == id && line.is_none_or(|l| l == p.line))
    };
    for (f, problem) in engine::validate_rules(&body.contribution, &group.employee_classes, known) {
        fields.entry(f).or_insert(problem);
    }
    if let Some(pf) = body.pay_frequency {
        if let Err(AppError::Validation { fields: f, .. }) = check_pay_frequency(pf) {
            fields.extend(f);
        }
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        });
    }
    Ok(plans)
}

/// The census a quote starts from: a committed version of the group, or the current roster.
async fn census_source(
    tx: &mut TenantTx,
    group_id: Uuid,
    version: Option<Uuid>,
) -> Result<(Option<Uuid>, String), AppError> {
    match version {
        None => Ok((None, "Current roster".to_string())),
        Some(v) => {
            let row: Option<(Option<i32>, String, DateTime<Utc>)> =
                sqlx::query_as("SELECT number, status, created_at FROM census_versions WHERE id = $1 AND group_id = $2").bind(v).bind(group_id).fetch_optional(tx.conn()).await?;
            match row {
                Some((number, status, at)) if status == "committed" => Ok((
                    Some(v),
                    format!(
                        "Census v{} ({})",
                        number.unwrap_or(0),
                        at.format("%b %-d, %Y")
                    ),
                )),
                Some(_) => Err(AppError::field(
                    "census_version_id",
                    "only a committed census can be quoted",
                )),
                None => Err(AppError::field(
                    "census_version_id",
                    "no such census version for this group",
                )),
            }
        }
    }
}

async fn snapshot(
    tx: &mut TenantTx,
    quote_id: Uuid,
    group_id: Uuid,
    version: Option<Uuid>,
) -> Result<Vec<CensusMember>, AppError> {
    sqlx::query("DELETE FROM quote_members WHERE quote_id = $1")
        .bind(quote_id)
        .execute(tx.conn())
        .await?;
    match version {
        Some(v) => {
            let members = engine::rated_members(crate::census::queries::members(tx, v).await?);
            queries::insert_members(tx, quote_id, &members).await?
        }
        None => queries::snapshot_roster(tx, quote_id, group_id).await?,
    };
    let members = queries::members(tx, quote_id).await?;
    if !members.iter().any(|m| m.relationship == "employee") {
        return Err(AppError::field(
            "census_version_id",
            "the census has no employees to rate; upload a census first",
        ));
    }
    Ok(members)
}

async fn full(
    tx: &mut TenantTx,
    row: &QuoteRow,
    rated_in_ms: Option<f64>,
) -> Result<Quote, AppError> {
    let plans = queries::plans(tx, row.id).await?;
    let rerates = queries::rerates(tx, row.id).await?;
    Ok(Quote {
        summary: QuoteSummary::from(row),
        zip: row.zip.clone(),
        census_version_id: row.census_version_id,
        contribution: row.contribution.0.clone(),
        pay_frequency: row.pay_frequency,
        plans: plans.iter().map(QuotedPlan::from_row).collect(),
        rerates: rerates
            .into_iter()
            .map(|r| Rerate {
                id: r.id,
                created_at: r.created_at,
                created_by_name: r.created_by_name,
                changes: r.changes.0,
            })
            .collect(),
        rated_in_ms,
        version: row.version,
    })
}

fn changes(
    before: &[QuotePlanRow],
    after: &[(PlanRow, StoredRates, PlanTotals)],
) -> Vec<PlanChange> {
    after
        .iter()
        .map(|(p, _, t)| {
            let old = before.iter().find(|b| b.plan_id == p.id);
            let before_monthly = old.map(|o| o.monthly_premium).unwrap_or_default();
            let change = t.premium - before_monthly;
            let change_pct = if before_monthly.is_zero() {
                Decimal::ZERO
            } else {
                (change * Decimal::from(100) / before_monthly).round_dp(2)
            };
            PlanChange {
                plan_id: p.id.clone(),
                plan_name: p.name.clone(),
                before_monthly: money(before_monthly),
                after_monthly: money(t.premium),
                change: money(change),
                change_pct: money(change_pct),
                before_enrolled: old.map(|o| o.enrolled).unwrap_or(0),
                after_enrolled: t.enrolled as i32,
            }
        })
        .collect()
}

/// Every household's cost on one plan of a quote.
pub fn plan_breakdown(
    plan: &QuotePlanRow,
    members: &[CensusMember],
    quote: &QuoteRow,
    base_tables: &HashMap<String, RateTable>,
) -> Vec<EmployeeCost> {
    let Some(table) = plan.rates.0.table() else {
        return Vec::new();
    };
    let households = engine::households(members, quote.effective_date);
    let rated = RatedPlan {
        plan_id: &plan.plan_id,
        line: &plan.line,
        rates: &table,
    };
    engine::breakdown(
        &rated,
        &households,
        &quote.contribution.0,
        base_tables,
        quote.pay_frequency as u32,
    )
    .into_iter()
    .map(|c| EmployeeCost {
        employee_key: c.employee_key,
        name: c.name,
        employee_class: c.employee_class,
        tier: c.tier.map(|t| engine::tier_name(t).to_string()),
        premium: money(c.premium),
        employer: money(c.employer),
        employee: money(c.employee),
        per_paycheck: money(c.per_paycheck),
        members: c
            .members
            .into_iter()
            .map(|(name, role, age, rate)| MemberCost {
                name,
                role: match role {
                    Role::Employee => "employee",
                    Role::Partner => "partner",
                    Role::Child => "child",
                }
                .to_string(),
                age,
                monthly_rate: money(rate),
            })
            .collect(),
    })
    .collect()
}

/// The rate tables of the reference plans a quote's rules name, from the quote's own snapshot.
pub fn base_tables(plans: &[QuotePlanRow]) -> HashMap<String, RateTable> {
    plans
        .iter()
        .filter_map(|p| p.rates.0.table().map(|t| (p.plan_id.clone(), t)))
        .collect()
}

fn quote_snapshot(q: &QuoteRow) -> serde_json::Value {
    serde_json::json!({ "name": q.name, "status": q.status, "effective_date": q.effective_date, "lines": q.lines, "census": q.census_label })
}

/// Creates and rates a quote for `group` (the caller checked access); returns it and the
/// milliseconds rating took.
pub async fn create_quote(
    tx: &mut TenantTx,
    p: &Principal,
    ip: &str,
    group: &GroupRow,
    body: &QuoteInput,
) -> Result<(QuoteRow, f64), AppError> {
    let plans = checked_plans(tx.conn(), body, group).await?;
    let area = group.rating_area.clone().ok_or_else(|| {
        AppError::field(
            "zip",
            "the group's ZIP is in no rating area we rate; fix the group's ZIP",
        )
    })?;
    let (version, census_label) = census_source(tx, group.id, body.census_version_id).await?;
    sqlx::query("SELECT id FROM groups WHERE id = $1 FOR UPDATE")
        .bind(group.id)
        .execute(tx.conn())
        .await?;
    let number: i32 =
        sqlx::query_scalar("SELECT coalesce(max(number), 0) + 1 FROM quotes WHERE group_id = $1")
            .bind(group.id)
            .fetch_one(tx.conn())
            .await?;
    let name = trimmed(&body.name).unwrap_or_else(|| {
        format!(
            "Quote {number} — {}",
            body.effective_date.format("%b %-d, %Y")
        )
    });
    if name.chars().count() > 200 {
        return Err(AppError::field("name", "at most 200 characters"));
    }
    let pay_frequency = body.pay_frequency.unwrap_or(group.pay_frequency);
    let lines: Vec<String> = engine::LINES
        .iter()
        .filter(|l| body.lines.iter().any(|b| b == *l))
        .map(|l| l.to_string())
        .collect();
    let quote_id: Uuid = sqlx::query_scalar(
        "INSERT INTO quotes (group_id, number, name, effective_date, zip, rating_area, lines, census_version_id, census_label, contribution, pay_frequency, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(group.id)
    .bind(number)
    .bind(&name)
    .bind(body.effective_date)
    .bind(&group.zip)
    .bind(&area)
    .bind(&lines)
    .bind(version)
    .bind(&census_label)
    .bind(sqlx::types::Json(&body.contribution))
    .bind(pay_frequency)
    .bind(p.user_id)
    .fetch_one(tx.conn())
    .await?;
    let members = snapshot(tx, quote_id, group.id, version).await?;
    let (rated, ms) = rate(
        tx.conn(),
        plans,
        &area,
        body.effective_date,
        &members,
        &body.contribution,
    )
    .await?;
    queries::save_plans(tx, quote_id, &rated).await?;
    let employees = members
        .iter()
        .filter(|m| m.relationship == "employee")
        .count() as i32;
    sqlx::query("UPDATE quotes SET employees = $2 WHERE id = $1")
        .bind(quote_id)
        .bind(employees)
        .execute(tx.conn())
        .await?;
    let row = queries::get(tx, quote_id)
        .await?
        .ok_or_else(|| AppError::not_found("quote"))?;
    audit::record(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(quote_id.to_string()),
            group_id: Some(group.id),
            after: Some(quote_snapshot(&row)),
            ..Entry::new(
                "create",
                "quote",
                format!(
                    "Created {name} with {} plans for {}",
                    rated.len(),
                    group.name
                ),
            )
        },
    )
    .await?;
    Ok((row, ms))
}

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
        let p = auth.0;
        p.require(&state, "quotes", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("q.created_at", true),
        )?;
        if let Some(s) = status
            .0
            .as_deref()
            .filter(|s| !["draft", "presented", "accepted", "declined"].contains(s))
        {
            return Err(AppError::field(
                "status",
                format!("{s:?} is not draft, presented, accepted or declined"),
            )
            .into());
        }
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let (rows, total) = queries::list(&mut tx, id.0, &query, status.0.as_deref()).await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "quotes", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let (row, ms) = create_quote(&mut tx, &p, &client_ip(req), &group, &body).await?;
        let quote = full(&mut tx, &row, Some(ms)).await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "quotes", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let quote = full(&mut tx, &row, None).await?;
        tx.commit().await?;
        Ok(Json(quote))
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
        let p = auth.0;
        p.require(&state, "quotes", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        if row.status != "draft" {
            return Err(AppError::Conflict(
                "only a draft quote can be removed; a presented quote stays on record".into(),
            )
            .into());
        }
        sqlx::query("DELETE FROM quotes WHERE id = $1")
            .bind(row.id)
            .execute(tx.conn())
            .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(row.id.to_string()),
                group_id: Some(row.group_id),
                before: Some(quote_snapshot(&row)),
                ..Entry::new("delete", "quote", format!("Removed {}", row.name))
            },
        )
        .await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "quotes", "read").await?;
        let query = ListQuery::parse(page.0, per_page.0, None, None, q.0, &[], ("name", false))?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let plans = queries::plans(&mut tx, row.id).await?;
        let plan = plans
            .iter()
            .find(|pl| pl.plan_id == plan_id.0)
            .ok_or_else(|| AppError::field("plan_id", "that plan is not in this quote"))?;
        let members = queries::members(&mut tx, row.id).await?;
        tx.commit().await?;
        let mut rows = plan_breakdown(plan, &members, &row, &base_tables(&plans));
        rows.sort_by_key(|r| r.name.to_lowercase());
        if let Some(needle) = query.q.as_deref().map(str::to_lowercase) {
            rows.retain(|r| r.name.to_lowercase().contains(&needle));
        }
        let total = rows.len() as i64;
        let data = rows
            .into_iter()
            .skip(query.offset() as usize)
            .take(query.limit() as usize)
            .collect();
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
        let p = auth.0;
        p.require(&state, "quotes", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        if row.status == "accepted" || row.status == "declined" {
            return Err(AppError::Conflict(format!(
                "this quote is {}; re-rate a copy or move it back to presented",
                row.status
            ))
            .into());
        }
        sqlx::query("SELECT id FROM quotes WHERE id = $1 FOR UPDATE")
            .bind(row.id)
            .execute(tx.conn())
            .await?;
        let before = queries::plans(&mut tx, row.id).await?;
        let plan_ids: Vec<String> = before.iter().map(|b| b.plan_id.clone()).collect();
        let plans = catalogue::plans_by_id(tx.conn(), Scope::Agency, &plan_ids).await?;
        let (version, label) = if body.refresh_census {
            let latest: Option<Uuid> = sqlx::query_scalar("SELECT id FROM census_versions WHERE group_id = $1 AND status = 'committed' ORDER BY number DESC LIMIT 1")
                .bind(row.group_id)
                .fetch_optional(tx.conn())
                .await?;
            let v = if row.census_version_id.is_some() {
                latest
            } else {
                None
            };
            census_source(&mut tx, row.group_id, v).await?
        } else {
            (row.census_version_id, row.census_label.clone())
        };
        let members = if body.refresh_census {
            snapshot(&mut tx, row.id, row.group_id, version).await?
        } else {
            queries::members(&mut tx, row.id).await?
        };
        let (rated, ms) = rate(
            tx.conn(),
            plans,
            &row.rating_area,
            row.effective_date,
            &members,
            &row.contribution.0,
        )
        .await?;
        let changes = changes(&before, &rated);
        queries::save_plans(&mut tx, row.id, &rated).await?;
        let employees = members
            .iter()
            .filter(|m| m.relationship == "employee")
            .count() as i32;
        sqlx::query(
            "UPDATE quotes SET rated_at = now(), updated_at = now(), version = version + 1, census_version_id = $2, census_label = $3, employees = $4 WHERE id = $1",
        )
        .bind(row.id)
        .bind(version)
        .bind(&label)
        .bind(employees)
        .execute(tx.conn())
        .await?;
        sqlx::query(
            "INSERT INTO quote_rerates (quote_id, changes, created_by) VALUES ($1, $2, $3)",
        )
        .bind(row.id)
        .bind(sqlx::types::Json(&changes))
        .bind(p.user_id)
        .execute(tx.conn())
        .await?;
        let moved = changes.iter().filter(|c| c.change != 0.0).count();
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(row.id.to_string()),
                group_id: Some(row.group_id),
                ..Entry::new(
                    "rerate",
                    "quote",
                    format!(
                        "Re-rated {}: {moved} of {} plans changed",
                        row.name,
                        changes.len()
                    ),
                )
            },
        )
        .await?;
        let row = queries::get(&mut tx, row.id)
            .await?
            .ok_or_else(|| AppError::not_found("quote"))?;
        let quote = full(&mut tx, &row, Some(ms)).await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "quotes", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let to = body.status.as_str();
        let allowed = matches!(
            (row.status.as_str(), to),
            ("draft", "presented")
                | ("presented", "accepted" | "declined")
                | ("accepted" | "declined", "presented")
        );
        if !allowed {
            return Err(AppError::Conflict(format!(
                "a {} quote cannot become {to}; quotes go draft → presented → accepted or declined",
                row.status
            ))
            .into());
        }
        sqlx::query(
            "UPDATE quotes SET status = $2, updated_at = now(), version = version + 1,
                presented_at = CASE WHEN $2 = 'presented' THEN coalesce(presented_at, now()) ELSE presented_at END,
                decided_at = CASE WHEN $2 IN ('accepted', 'declined') THEN now() ELSE NULL END
             WHERE id = $1",
        )
        .bind(row.id)
        .bind(to)
        .execute(tx.conn())
        .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(row.id.to_string()),
                group_id: Some(row.group_id),
                before: Some(serde_json::json!({ "status": row.status })),
                after: Some(serde_json::json!({ "status": to })),
                ..Entry::new(
                    "status",
                    "quote",
                    format!("{}: {} → {to}", row.name, row.status),
                )
            },
        )
        .await?;
        let row = queries::get(&mut tx, row.id)
            .await?
            .ok_or_else(|| AppError::not_found("quote"))?;
        let quote = full(&mut tx, &row, None).await?;
        tx.commit().await?;
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
        let p = auth.0;
        p.require(&state, "quotes", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let group = group_queries::get(&mut tx, row.group_id)
            .await?
            .ok_or_else(|| AppError::not_found("group"))?;
        let plans = queries::plans(&mut tx, row.id).await?;
        let members = queries::members(&mut tx, row.id).await?;
        tx.commit().await?;
        let agency = p.agency()?;
        let brand = crate::brand::queries::for_agency(&state.pool, agency.id).await?;
        let bases = base_tables(&plans);
        let breakdowns: Vec<Vec<EmployeeCost>> = plans
            .iter()
            .map(|pl| plan_breakdown(pl, &members, &row, &bases))
            .collect();
        let logo_url = brand
            .as_ref()
            .and_then(|b| b.logo_url.as_deref())
            .unwrap_or_default();
        let logo = match logo_url.strip_prefix("/api/brand-assets/") {
            Some(key) => state
                .files
                .get(&format!("brand/{key}"))
                .await
                .unwrap_or_else(|e| {
                    tracing::warn!(error = %e, "the logo could not be read for a proposal");
                    None
                }),
            None => proposal::data_url_bytes(logo_url),
        };
        let doc = proposal::Proposal {
            agency_name: &agency.name,
            brand: &brand,
            logo,
            group: &group,
            quote: &row,
            plans: &plans,
            breakdowns: &breakdowns,
        };
        let slug: String = group
            .name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .collect();
        Ok(match format.0 {
            ProposalFormat::Xlsx => Attachment::new(
                proposal::xlsx(&doc).map_err(|e| AppError::Internal(e.to_string()))?,
            )
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("{slug}-quote-{}.xlsx", row.number)),
            ProposalFormat::Pdf => {
                Attachment::new(proposal::pdf(&doc).map_err(AppError::Internal)?)
                    .attachment_type(AttachmentType::Attachment)
                    .filename(format!("{slug}-quote-{}.pdf", row.number))
            }
        })
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
        let p = auth.0;
        p.require(&state, "quotes", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let rows = queries::market(&mut tx, group.id).await?;
        tx.commit().await?;
        let current = group.current_premium_cents.map(|c| Decimal::new(c, 2));
        let mut plans: Vec<MarketPlan> = rows
            .into_iter()
            .filter(|(_, _, _, _, r)| line.0.as_deref().is_none_or(|l| l == r.line))
            .map(|(quote_id, number, quote_name, effective_date, r)| {
                let vs = current
                    .filter(|_| r.line == "medical")
                    .map(|c| r.monthly_premium - c);
                let pct = vs
                    .zip(current)
                    .filter(|(_, c)| !c.is_zero())
                    .map(|(v, c)| (v * Decimal::from(100) / c).round_dp(2));
                let base = r.rates.0.table().map(|t| engine::base_rate(&t));
                MarketPlan {
                    plan: Plan::from_row(r.plan.0.clone(), base.map(money)),
                    quote_id,
                    quote_number: number,
                    quote_name,
                    effective_date,
                    monthly_premium: money(r.monthly_premium),
                    annual_premium: money(r.monthly_premium * Decimal::from(12)),
                    employer_monthly: money(r.employer_monthly),
                    employee_monthly: money(r.employee_monthly),
                    enrolled: r.enrolled,
                    change_vs_current: vs.map(money),
                    change_pct: pct.map(money),
                }
            })
            .collect();
        plans.sort_by(|a, b| {
            (a.plan.line.as_str(), a.monthly_premium)
                .partial_cmp(&(b.plan.line.as_str(), b.monthly_premium))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        Ok(Json(MarketAnalysis {
            group_id: group.id,
            current_carrier: group.current_carrier,
            current_monthly_premium: current.map(money),
            plans,
        }))
    }
}
