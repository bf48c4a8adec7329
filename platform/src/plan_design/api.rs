use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Datelike, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use sqlx::types::Json as DbJson;
use tenants::TenantTx;
use uuid::Uuid;

use super::checks::{self, Check, CostModel, DesignPlan};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::catalogue::api::Plan;
use crate::catalogue::queries::{self as catalogue, PlanRow, Scope};
use crate::error::{ApiResult, AppError};
use crate::groups::queries::{self as group_queries, GroupRow};
use crate::groups::validate::WAITING_PERIODS;
use crate::list::{ListQuery, Page};
use crate::quotes::api::money;
use crate::quotes::engine::{self, ContributionRule, StoredRates};
use crate::quotes::queries as quote_queries;
use crate::rating::premium::RateTable;
use crate::state::AppState;

const OFFERING_MODELS: [&str; 4] = [
    "single_plan",
    "single_carrier",
    "metal_level",
    "sole_source",
];

#[derive(Debug, Object)]
pub struct DesignInput {
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    /// single_plan, single_carrier, metal_level or sole_source.
    pub offering_model: String,
    /// Plans offered, any lines (at most 50).
    pub plan_ids: Vec<String>,
    pub contribution: Vec<ContributionRule>,
    /// none, first_of_month, days_30, days_60, first_of_month_after_30, first_of_month_after_60, days_90.
    pub waiting_period: String,
    /// 12, 24, 26 or 52.
    pub pay_frequency: i32,
    /// The accepted quote the design starts from.
    pub source_quote_id: Option<Uuid>,
    /// When saving an existing design: the version read (optimistic concurrency).
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct TierModel {
    pub tier: String,
    pub households: i64,
    pub average_premium: Option<f64>,
    pub average_employee: Option<f64>,
    pub employee_per_paycheck: Option<f64>,
}

#[derive(Debug, Object)]
pub struct PlanModel {
    pub plan: Plan,
    pub enrolled: i64,
    pub monthly_premium: f64,
    pub employer_monthly: f64,
    pub employee_monthly: f64,
    pub employer_annual: f64,
    pub tiers: Vec<TierModel>,
}

#[derive(Debug, Object)]
pub struct DesignCheck {
    pub key: String,
    pub title: String,
    /// pass, fail, warn or waived.
    pub status: String,
    pub summary: String,
    pub details: Vec<String>,
    /// The design setting that resolves a failure: `offering_model` or `contribution`.
    pub setting: Option<String>,
}

#[derive(Debug, Object)]
pub struct DesignModel {
    pub plans: Vec<PlanModel>,
    /// Employer annual cost with everyone on the cheapest plan of each line, and on the dearest.
    pub employer_annual_low: f64,
    pub employer_annual_high: f64,
    pub eligible: i64,
    pub enrolling_medical: i64,
    pub checks: Vec<DesignCheck>,
    /// Whether every check passes (or is waived): a design with a failing check can't be submitted.
    pub ready: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct PlanDesignSummary {
    pub id: Uuid,
    pub group_id: Uuid,
    pub plan_year: i32,
    /// Version number within the plan year.
    pub number: i32,
    /// draft, submitted, approved, changes_requested or superseded.
    pub status: String,
    pub offering_model: String,
    pub effective_date: NaiveDate,
    pub plan_count: i64,
    pub source_quote_id: Option<Uuid>,
    pub submitted_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    pub decision_note: Option<String>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Something that happened to a design: drafted, edited, submitted, changes asked, approved.
#[derive(Debug, Object, sqlx::FromRow)]
#[oai(skip_serializing_if_is_none)]
pub struct DesignEvent {
    pub at: DateTime<Utc>,
    pub actor_name: String,
    /// create, update, submit, request_changes or approve.
    pub action: String,
    pub summary: String,
    /// The employer admin's note with a decision.
    pub note: Option<String>,
}

#[derive(Debug, Object)]
pub struct PlanDesign {
    #[oai(flatten)]
    pub summary: PlanDesignSummary,
    pub rating_area: String,
    pub waiting_period: String,
    pub pay_frequency: i32,
    pub contribution: Vec<ContributionRule>,
    pub model: DesignModel,
    /// Every step of this version, oldest first (from the audit log).
    pub history: Vec<DesignEvent>,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct Decision {
    /// approve or request_changes.
    pub decision: String,
    /// Required when requesting changes.
    pub note: Option<String>,
}

#[derive(ApiResponse)]
pub enum DesignCreated {
    #[oai(status = 201)]
    Created(Json<PlanDesign>),
}

#[derive(Debug, Clone, sqlx::FromRow)]
struct DesignRow {
    id: Uuid,
    group_id: Uuid,
    plan_year: i32,
    number: i32,
    status: String,
    offering_model: String,
    effective_date: NaiveDate,
    rating_area: String,
    waiting_period: String,
    pay_frequency: i32,
    contribution: DbJson<Vec<ContributionRule>>,
    source_quote_id: Option<Uuid>,
    submitted_at: Option<DateTime<Utc>>,
    decided_at: Option<DateTime<Utc>>,
    decided_by_name: Option<String>,
    decision_note: Option<String>,
    created_by_name: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    version: i32,
    plan_count: i64,
}

const DESIGN_SELECT: &str = "SELECT d.id, d.group_id, d.plan_year, d.number, d.status, d.offering_model, d.effective_date, d.rating_area, d.waiting_period,
        d.pay_frequency, d.contribution, d.source_quote_id, d.submitted_at, d.decided_at, du.name AS decided_by_name, d.decision_note,
        cu.name AS created_by_name, d.created_at, d.updated_at, d.version,
        (SELECT count(*) FROM plan_design_plans p WHERE p.design_id = d.id) AS plan_count
    FROM plan_designs d LEFT JOIN public.users du ON du.id = d.decided_by LEFT JOIN public.users cu ON cu.id = d.created_by";

impl From<&DesignRow> for PlanDesignSummary {
    fn from(d: &DesignRow) -> Self {
        Self {
            id: d.id,
            group_id: d.group_id,
            plan_year: d.plan_year,
            number: d.number,
            status: d.status.clone(),
            offering_model: d.offering_model.clone(),
            effective_date: d.effective_date,
            plan_count: d.plan_count,
            source_quote_id: d.source_quote_id,
            submitted_at: d.submitted_at,
            decided_at: d.decided_at,
            decided_by_name: d.decided_by_name.clone(),
            decision_note: d.decision_note.clone(),
            created_by_name: d.created_by_name.clone(),
            created_at: d.created_at,
            updated_at: d.updated_at,
        }
    }
}

/// A design the caller may see. An employer admin (`scope`) sees their group's designs once the
/// broker has submitted them, never drafts.
async fn design(tx: &mut TenantTx, id: Uuid, scope: Option<Uuid>) -> Result<DesignRow, AppError> {
    let row: DesignRow = sqlx::query_as(&format!("{DESIGN_SELECT} WHERE d.id = $1"))
        .bind(id)
        .fetch_optional(tx.conn())
        .await?
        .ok_or_else(|| AppError::not_found("plan design"))?;
    if scope.is_some_and(|s| s != row.group_id || row.status == "draft") {
        return Err(AppError::not_found("plan design"));
    }
    Ok(row)
}

/// A design's plans with the rates they were saved with.
async fn design_plans(tx: &mut TenantTx, id: Uuid) -> Result<Vec<(PlanRow, RateTable)>, AppError> {
    let rows: Vec<(DbJson<PlanRow>, DbJson<StoredRates>)> = sqlx::query_as(
        "SELECT plan, rates FROM plan_design_plans WHERE design_id = $1 ORDER BY position",
    )
    .bind(id)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(p, r)| r.0.table().map(|t| (p.0, t)))
        .collect())
}

/// Checks the input; loads the plans and their rates in the group's area on the effective date.
async fn checked(
    tx: &mut TenantTx,
    group: &GroupRow,
    body: &DesignInput,
) -> Result<(Vec<(PlanRow, RateTable)>, HashMap<String, RateTable>), AppError> {
    let mut fields = BTreeMap::new();
    if !OFFERING_MODELS.contains(&body.offering_model.as_str()) {
        fields.insert(
            "offering_model".to_string(),
            "single_plan, single_carrier, metal_level or sole_source".to_string(),
        );
    }
    if !WAITING_PERIODS.contains(&body.waiting_period.as_str()) {
        fields.insert(
            "waiting_period".to_string(),
            format!("one of {}", WAITING_PERIODS.join(", ")),
        );
    }
    if ![12, 24, 26, 52].contains(&body.pay_frequency) {
        fields.insert(
            "pay_frequency".to_string(),
            "pay frequency is 12, 24, 26 or 52".to_string(),
        );
    }
    if body.effective_date.year() != body.plan_year {
        fields.insert(
            "effective_date".to_string(),
            format!(
                "the effective date falls in the plan year {}",
                body.plan_year
            ),
        );
    }
    if body.plan_ids.is_empty()
        || body.plan_ids.len() > 50
        || body.plan_ids.iter().collect::<HashSet<_>>().len() != body.plan_ids.len()
    {
        fields.insert(
            "plan_ids".to_string(),
            "choose 1 to 50 different plans".to_string(),
        );
    }
    let plans = catalogue::plans_by_id(tx.conn(), Scope::Agency, &body.plan_ids).await?;
    if plans.len() != body.plan_ids.len() && !fields.contains_key("plan_ids") {
        fields.insert(
            "plan_ids".to_string(),
            "a chosen plan is not in the catalogue".to_string(),
        );
    }
    let mut extra_ids: Vec<String> = body
        .contribution
        .iter()
        .filter_map(|r| r.base_plan_id.clone())
        .filter(|b| !body.plan_ids.contains(b))
        .collect();
    extra_ids.dedup();
    let extra = catalogue::plans_by_id(tx.conn(), Scope::Agency, &extra_ids).await?;
    let known = |id: &str, line: Option<&str>| {
        plans
            .iter()
            .chain(&extra)
            .any(|p| p.id == id && line.is_none_or(|l| l == p.line))
    };
    for (f, problem) in engine::validate_rules(&body.contribution, &group.employee_classes, known) {
        fields.entry(f).or_insert(problem);
    }
    if let Some(q) = body.source_quote_id {
        let status: Option<String> =
            sqlx::query_scalar("SELECT status FROM quotes WHERE id = $1 AND group_id = $2")
                .bind(q)
                .bind(group.id)
                .fetch_optional(tx.conn())
                .await?;
        if status.as_deref() != Some("accepted") {
            fields.insert(
                "source_quote_id".to_string(),
                "start from an accepted quote of this group".to_string(),
            );
        }
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        });
    }
    let area = group
        .rating_area
        .clone()
        .ok_or_else(|| AppError::field("zip", "the group's ZIP is in no rating area we rate"))?;
    let ids: Vec<String> = body.plan_ids.iter().chain(&extra_ids).cloned().collect();
    let tables =
        catalogue::rate_tables(tx.conn(), Scope::Agency, &ids, &area, body.effective_date).await?;
    let missing: Vec<&str> = plans
        .iter()
        .chain(&extra)
        .filter(|p| !tables.contains_key(&p.id))
        .map(|p| p.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(AppError::field(
            "plan_ids",
            format!(
                "no rates in {area} on {} for: {}",
                body.effective_date,
                missing.join(", ")
            ),
        ));
    }
    let with_rates = plans.into_iter().map(|p| {
        let t = tables[&p.id].clone();
        (p, t)
    });
    Ok((with_rates.collect(), tables))
}

/// The live model of a design over the group's current roster.
#[allow(clippy::too_many_arguments)]
fn model(
    plans: &[(PlanRow, RateTable)],
    tables: &HashMap<String, RateTable>,
    households: &[engine::Household],
    rules: &[ContributionRule],
    offering: &str,
    effective: NaiveDate,
    pay_frequency: i32,
    today: NaiveDate,
) -> DesignModel {
    let design: Vec<DesignPlan> = plans
        .iter()
        .map(|(p, t)| DesignPlan { plan: p, table: t })
        .collect();
    let cost: CostModel =
        checks::cost_model(&design, households, rules, tables, pay_frequency as u32);
    let waived = checks::minimums_waived(today, effective);
    let mut all: Vec<Check> = vec![checks::offering_check(offering, &design)];
    all.extend(checks::contribution_checks(
        &design, households, rules, tables, waived,
    ));
    all.extend(checks::participation_checks(&design, households, waived));
    all.push(checks::affordability_check(
        &design, households, rules, tables, effective,
    ));
    let ready = all.iter().all(|c| c.status != checks::Status::Fail);
    DesignModel {
        plans: plans
            .iter()
            .zip(cost.plans)
            .map(|((p, t), c)| PlanModel {
                plan: Plan::from_row(p.clone(), Some(money(engine::base_rate(t)))),
                enrolled: c.totals.enrolled,
                monthly_premium: money(c.totals.premium),
                employer_monthly: money(c.totals.employer),
                employee_monthly: money(c.totals.employee),
                employer_annual: money(c.totals.employer * rust_decimal::Decimal::from(12)),
                tiers: c
                    .tiers
                    .into_iter()
                    .map(|t| TierModel {
                        tier: t.tier.to_string(),
                        households: t.households,
                        average_premium: t.average_premium.map(money),
                        average_employee: t.average_employee.map(money),
                        employee_per_paycheck: t.employee_per_paycheck.map(money),
                    })
                    .collect(),
            })
            .collect(),
        employer_annual_low: money(cost.employer_annual_low),
        employer_annual_high: money(cost.employer_annual_high),
        eligible: cost.eligible,
        enrolling_medical: cost.enrolling_medical,
        checks: all
            .into_iter()
            .map(|c| DesignCheck {
                key: c.key,
                title: c.title,
                status: c.status.as_str().to_string(),
                summary: c.summary,
                details: c.details,
                setting: c.setting.map(str::to_string),
            })
            .collect(),
        ready,
    }
}

async fn full(tx: &mut TenantTx, row: &DesignRow) -> Result<PlanDesign, AppError> {
    let plans = design_plans(tx, row.id).await?;
    let tables: HashMap<String, RateTable> = plans
        .iter()
        .map(|(p, t)| (p.id.clone(), t.clone()))
        .collect();
    let members = quote_queries::roster_members(tx, row.group_id).await?;
    let households = engine::households(&members, row.effective_date);
    let model = model(
        &plans,
        &tables,
        &households,
        &row.contribution.0,
        &row.offering_model,
        row.effective_date,
        row.pay_frequency,
        Utc::now().date_naive(),
    );
    let history: Vec<DesignEvent> = sqlx::query_as(
        "SELECT at, actor_name, action, summary, after->>'note' AS note FROM audit_log WHERE entity = 'plan_design' AND entity_id = $1 ORDER BY at, id",
    )
    .bind(row.id.to_string())
    .fetch_all(tx.conn())
    .await?;
    Ok(PlanDesign {
        summary: PlanDesignSummary::from(row),
        rating_area: row.rating_area.clone(),
        waiting_period: row.waiting_period.clone(),
        pay_frequency: row.pay_frequency,
        contribution: row.contribution.0.clone(),
        model,
        history,
        version: row.version,
    })
}

async fn save_plans(
    tx: &mut TenantTx,
    id: Uuid,
    plans: &[(PlanRow, RateTable)],
) -> Result<(), AppError> {
    sqlx::query("DELETE FROM plan_design_plans WHERE design_id = $1")
        .bind(id)
        .execute(tx.conn())
        .await?;
    for (i, (p, t)) in plans.iter().enumerate() {
        sqlx::query("INSERT INTO plan_design_plans (design_id, plan_id, position, line, plan, rates) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(id)
            .bind(&p.id)
            .bind(i as i32)
            .bind(&p.line)
            .bind(DbJson(p))
            .bind(DbJson(StoredRates::from(t)))
            .execute(tx.conn())
            .await?;
    }
    Ok(())
}

fn design_snapshot(d: &DesignRow) -> serde_json::Value {
    serde_json::json!({ "plan_year": d.plan_year, "number": d.number, "status": d.status, "offering_model": d.offering_model, "waiting_period": d.waiting_period })
}

/// Saves a new draft version of the plan year's design for `group` (the caller checked access).
pub async fn create_design(
    tx: &mut TenantTx,
    p: &Principal,
    ip: &str,
    group: &GroupRow,
    body: &DesignInput,
) -> Result<Uuid, AppError> {
    let (plans, _) = checked(tx, group, body).await?;
    sqlx::query("SELECT id FROM groups WHERE id = $1 FOR UPDATE")
        .bind(group.id)
        .execute(tx.conn())
        .await?;
    let number: i32 = sqlx::query_scalar("SELECT coalesce(max(number), 0) + 1 FROM plan_designs WHERE group_id = $1 AND plan_year = $2")
        .bind(group.id)
        .bind(body.plan_year)
        .fetch_one(tx.conn())
        .await?;
    let design_id: Uuid = sqlx::query_scalar(
        "INSERT INTO plan_designs (group_id, plan_year, number, offering_model, effective_date, rating_area, waiting_period, pay_frequency, contribution, source_quote_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
    )
    .bind(group.id)
    .bind(body.plan_year)
    .bind(number)
    .bind(&body.offering_model)
    .bind(body.effective_date)
    .bind(group.rating_area.as_deref().unwrap_or_default())
    .bind(&body.waiting_period)
    .bind(body.pay_frequency)
    .bind(DbJson(&body.contribution))
    .bind(body.source_quote_id)
    .bind(p.user_id)
    .fetch_one(tx.conn())
    .await?;
    save_plans(tx, design_id, &plans).await?;
    let row = design(tx, design_id, None).await?;
    audit::record(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(design_id.to_string()),
            group_id: Some(group.id),
            after: Some(design_snapshot(&row)),
            ..Entry::new(
                "create",
                "plan_design",
                format!(
                    "Drafted plan design {} v{number} with {} plans",
                    body.plan_year,
                    plans.len()
                ),
            )
        },
    )
    .await?;
    Ok(design_id)
}

pub struct PlanDesignApi;

#[OpenApi(tag = "ApiTags::PlanDesign")]
impl PlanDesignApi {
    /// A group's plan designs, every version of every plan year, newest first (an employer admin
    /// sees them from submission on).
    #[oai(
        path = "/groups/:id/plan-designs",
        method = "get",
        operation_id = "listPlanDesigns"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
    ) -> ApiResult<Json<Page<PlanDesignSummary>>> {
        let p = auth.0;
        p.require(&state, "plan_designs", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            None,
            None,
            None,
            &[],
            ("d.plan_year", true),
        )?;
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let drafts = p.group_scope().is_none();
        let rows: Vec<DesignRow> = sqlx::query_as(&format!(
            "{DESIGN_SELECT} WHERE d.group_id = $1 AND ($4 OR d.status <> 'draft') ORDER BY d.plan_year DESC, d.number DESC LIMIT $2 OFFSET $3"
        ))
        .bind(id.0)
        .bind(query.limit())
        .bind(query.offset())
        .bind(drafts)
        .fetch_all(tx.conn())
        .await?;
        let total: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM plan_designs WHERE group_id = $1 AND ($2 OR status <> 'draft')",
        )
        .bind(id.0)
        .bind(drafts)
        .fetch_one(tx.conn())
        .await?;
        tx.commit().await?;
        Ok(Json(Page {
            data: rows.iter().map(PlanDesignSummary::from).collect(),
            total,
        }))
    }

    /// The cost model and checks of a design as it stands in the editor, without saving it.
    #[oai(
        path = "/groups/:id/plan-designs/preview",
        method = "post",
        operation_id = "previewPlanDesign"
    )]
    async fn preview(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DesignInput>,
    ) -> ApiResult<Json<DesignModel>> {
        let p = auth.0;
        p.require(&state, "plan_designs", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let (plans, tables) = checked(&mut tx, &group, &body).await?;
        let members = quote_queries::roster_members(&mut tx, group.id).await?;
        tx.commit().await?;
        let households = engine::households(&members, body.effective_date);
        Ok(Json(model(
            &plans,
            &tables,
            &households,
            &body.contribution,
            &body.offering_model,
            body.effective_date,
            body.pay_frequency,
            Utc::now().date_naive(),
        )))
    }

    /// Start a new draft version of the plan year's design.
    #[oai(
        path = "/groups/:id/plan-designs",
        method = "post",
        operation_id = "createPlanDesign"
    )]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DesignInput>,
    ) -> ApiResult<DesignCreated> {
        let p = auth.0;
        p.require(&state, "plan_designs", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let design_id = create_design(&mut tx, &p, &client_ip(req), &group, &body).await?;
        let row = design(&mut tx, design_id, None).await?;
        let out = full(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(DesignCreated::Created(Json(out)))
    }

    /// A design with its live cost model and checks.
    #[oai(
        path = "/plan-designs/:id",
        method = "get",
        operation_id = "getPlanDesign"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<PlanDesign>> {
        let p = auth.0;
        p.require(&state, "plan_designs", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = design(&mut tx, id.0, p.group_scope()).await?;
        let out = full(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Save a draft (or a design sent back for changes). Send the version you read.
    #[oai(
        path = "/plan-designs/:id",
        method = "put",
        operation_id = "updatePlanDesign"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DesignInput>,
    ) -> ApiResult<Json<PlanDesign>> {
        let p = auth.0;
        p.require(&state, "plan_designs", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = design(&mut tx, id.0, p.group_scope()).await?;
        if row.status != "draft" && row.status != "changes_requested" {
            return Err(AppError::Conflict(format!(
                "a {} design can't be edited; start a new version",
                row.status.replace('_', " ")
            ))
            .into());
        }
        if body.version.is_some_and(|v| v != row.version) {
            return Err(AppError::Conflict(
                "someone saved this design after you opened it; reload to see their changes".into(),
            )
            .into());
        }
        if body.plan_year != row.plan_year {
            return Err(AppError::field(
                "plan_year",
                "a version stays in its plan year; start a new design for another year",
            )
            .into());
        }
        let group = group_queries::visible(&mut tx, row.group_id, p.group_scope()).await?;
        let (plans, _) = checked(&mut tx, &group, &body).await?;
        sqlx::query(
            "UPDATE plan_designs SET offering_model = $2, effective_date = $3, waiting_period = $4, pay_frequency = $5, contribution = $6, source_quote_id = $7,
                status = 'draft', updated_at = now(), version = version + 1 WHERE id = $1",
        )
        .bind(row.id)
        .bind(&body.offering_model)
        .bind(body.effective_date)
        .bind(&body.waiting_period)
        .bind(body.pay_frequency)
        .bind(DbJson(&body.contribution))
        .bind(body.source_quote_id)
        .execute(tx.conn())
        .await?;
        save_plans(&mut tx, row.id, &plans).await?;
        let after = design(&mut tx, row.id, None).await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(row.id.to_string()),
                group_id: Some(row.group_id),
                before: Some(design_snapshot(&row)),
                after: Some(design_snapshot(&after)),
                ..Entry::new(
                    "update",
                    "plan_design",
                    format!("Edited plan design {} v{}", row.plan_year, row.number),
                )
            },
        )
        .await?;
        let out = full(&mut tx, &after).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Send the design to the group's employer admin for approval. Failing checks block it.
    #[oai(
        path = "/plan-designs/:id/submit",
        method = "post",
        operation_id = "submitPlanDesign"
    )]
    async fn submit(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<PlanDesign>> {
        let p = auth.0;
        p.require(&state, "plan_designs", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = design(&mut tx, id.0, p.group_scope()).await?;
        if row.status != "draft" && row.status != "changes_requested" {
            return Err(AppError::Conflict(format!(
                "this design is {}; only a draft can be submitted",
                row.status.replace('_', " ")
            ))
            .into());
        }
        let current = full(&mut tx, &row).await?;
        if !current.model.ready {
            let failing: Vec<String> = current
                .model
                .checks
                .iter()
                .filter(|c| c.status == "fail")
                .map(|c| c.title.clone())
                .collect();
            return Err(AppError::Conflict(format!(
                "fix the failing checks first: {}",
                failing.join("; ")
            ))
            .into());
        }
        sqlx::query("UPDATE plan_designs SET status = 'submitted', submitted_at = now(), decision_note = NULL, updated_at = now(), version = version + 1 WHERE id = $1")
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
                ..Entry::new(
                    "submit",
                    "plan_design",
                    format!(
                        "Submitted plan design {} v{} for the employer's approval",
                        row.plan_year, row.number
                    ),
                )
            },
        )
        .await?;
        let after = design(&mut tx, row.id, None).await?;
        let out = full(&mut tx, &after).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// The employer admin approves a submitted design or asks for changes (with a note).
    /// Approval supersedes the plan year's earlier approved design.
    #[oai(
        path = "/plan-designs/:id/decision",
        method = "post",
        operation_id = "decidePlanDesign"
    )]
    async fn decide(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<Decision>,
    ) -> ApiResult<Json<PlanDesign>> {
        let p = auth.0;
        p.require(&state, "plan_designs", "approve").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = design(&mut tx, id.0, p.group_scope()).await?;
        if row.status != "submitted" {
            return Err(AppError::Conflict(format!(
                "this design is {}; only a submitted design awaits a decision",
                row.status.replace('_', " ")
            ))
            .into());
        }
        let note = body
            .note
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        if note.as_ref().is_some_and(|n| n.chars().count() > 2000) {
            return Err(AppError::field("note", "at most 2,000 characters").into());
        }
        let status = match body.decision.as_str() {
            "approve" => "approved",
            "request_changes" if note.is_some() => "changes_requested",
            "request_changes" => {
                return Err(AppError::field("note", "say what should change").into())
            }
            _ => return Err(AppError::field("decision", "approve or request_changes").into()),
        };
        if status == "approved" {
            sqlx::query("UPDATE plan_designs SET status = 'superseded', updated_at = now() WHERE group_id = $1 AND plan_year = $2 AND status = 'approved'")
                .bind(row.group_id)
                .bind(row.plan_year)
                .execute(tx.conn())
                .await?;
        }
        sqlx::query("UPDATE plan_designs SET status = $2, decided_at = now(), decided_by = $3, decision_note = $4, updated_at = now(), version = version + 1 WHERE id = $1")
            .bind(row.id)
            .bind(status)
            .bind(p.user_id)
            .bind(&note)
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
                after: Some(serde_json::json!({ "status": status, "note": note })),
                ..Entry::new(
                    if status == "approved" {
                        "approve"
                    } else {
                        "request_changes"
                    },
                    "plan_design",
                    if status == "approved" {
                        format!("Approved plan design {} v{}", row.plan_year, row.number)
                    } else {
                        format!(
                            "Asked for changes to plan design {} v{}",
                            row.plan_year, row.number
                        )
                    },
                )
            },
        )
        .await?;
        let after = design(&mut tx, row.id, None).await?;
        let out = full(&mut tx, &after).await?;
        tx.commit().await?;
        Ok(Json(out))
    }
}
