//! The queries of plan design, in the agency's transaction.

use crate::vocabulary::{OfferingModel, PlanDesignStatus, WaitingPeriod};
use chrono::{DateTime, NaiveDate, Utc};
use sqlx::types::Json as DbJson;
use tenants::TenantTx;
use uuid::Uuid;

use super::rules::DesignDraft;
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::quotes::engine::{ContributionRule, StoredRates};
use crate::rating::premium::RateTable;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DesignRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub plan_year: i32,
    pub number: i32,
    pub status: PlanDesignStatus,
    pub offering_model: OfferingModel,
    pub effective_date: NaiveDate,
    pub rating_area: String,
    pub waiting_period: WaitingPeriod,
    pub pay_frequency: i32,
    pub contribution: DbJson<Vec<ContributionRule>>,
    pub source_quote_id: Option<Uuid>,
    pub submitted_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decided_by_name: Option<String>,
    pub decision_note: Option<String>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
    pub plan_count: i64,
}

const DESIGN_SELECT: &str = "SELECT d.id, d.group_id, d.plan_year, d.number, d.status, d.offering_model, d.effective_date, d.rating_area, d.waiting_period,
        d.pay_frequency, d.contribution, d.source_quote_id, d.submitted_at, d.decided_at, du.name AS decided_by_name, d.decision_note,
        cu.name AS created_by_name, d.created_at, d.updated_at, d.version,
        (SELECT count(*) FROM plan_design_plans p WHERE p.design_id = d.id) AS plan_count
    FROM plan_designs d LEFT JOIN public.users du ON du.id = d.decided_by LEFT JOIN public.users cu ON cu.id = d.created_by";

/// A design the caller may see. An employer admin (`scope`) sees their group's designs once the
/// broker has submitted them, never drafts.
pub async fn design(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<DesignRow, AppError> {
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

/// A page of the group's designs, newest first; drafts only when `drafts`.
pub async fn list(
    tx: &mut TenantTx,
    group_id: Uuid,
    drafts: bool,
    limit: i64,
    offset: i64,
) -> Result<(Vec<DesignRow>, i64), sqlx::Error> {
    let rows: Vec<DesignRow> = sqlx::query_as(&format!(
        "{DESIGN_SELECT} WHERE d.group_id = $1 AND ($4 OR d.status <> 'draft') ORDER BY d.plan_year DESC, d.number DESC LIMIT $2 OFFSET $3"
    ))
    .bind(group_id)
    .bind(limit)
    .bind(offset)
    .bind(drafts)
    .fetch_all(tx.conn())
    .await?;
    let total: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM plan_designs WHERE group_id = $1 AND ($2 OR status <> 'draft')",
    )
    .bind(group_id)
    .bind(drafts)
    .fetch_one(tx.conn())
    .await?;
    Ok((rows, total))
}

/// A design's plans with the rates they were saved with.
pub async fn design_plans(
    tx: &mut TenantTx,
    id: Uuid,
) -> Result<Vec<(PlanRow, RateTable)>, sqlx::Error> {
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

/// Replaces a design's plans, each with the rates it is saved with.
pub async fn save_plans(
    tx: &mut TenantTx,
    id: Uuid,
    plans: &[(PlanRow, RateTable)],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM plan_design_plans WHERE design_id = $1")
        .bind(id)
        .execute(tx.conn())
        .await?;
    for (i, (p, t)) in plans.iter().enumerate() {
        sqlx::query("INSERT INTO plan_design_plans (design_id, plan_id, position, line, plan, rates) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(id)
            .bind(&p.id)
            .bind(i as i32)
            .bind(p.line)
            .bind(DbJson(p))
            .bind(DbJson(StoredRates::from(t)))
            .execute(tx.conn())
            .await?;
    }
    Ok(())
}

/// Every step of a design, oldest first, from the audit log.
#[derive(Debug, sqlx::FromRow)]
pub struct DesignEvent {
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub action: String,
    pub summary: String,
    pub note: Option<String>,
}

pub async fn history(tx: &mut TenantTx, id: Uuid) -> Result<Vec<DesignEvent>, sqlx::Error> {
    sqlx::query_as(
        "SELECT at, actor_name, action, summary, after->>'note' AS note FROM audit_log WHERE entity = 'plan_design' AND entity_id = $1 ORDER BY at, id",
    )
    .bind(id.to_string())
    .fetch_all(tx.conn())
    .await
}

/// The status of a quote of the group, if it is one.
pub async fn quote_status(
    tx: &mut TenantTx,
    quote_id: Uuid,
    group_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT status FROM quotes WHERE id = $1 AND group_id = $2")
        .bind(quote_id)
        .bind(group_id)
        .fetch_optional(tx.conn())
        .await
}

/// The next version number of the group's plan year, holding the group so that two new
/// versions never share one.
pub async fn next_number(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: i32,
) -> Result<i32, sqlx::Error> {
    sqlx::query("SELECT id FROM groups WHERE id = $1 FOR UPDATE")
        .bind(group_id)
        .execute(tx.conn())
        .await?;
    sqlx::query_scalar("SELECT coalesce(max(number), 0) + 1 FROM plan_designs WHERE group_id = $1 AND plan_year = $2")
        .bind(group_id)
        .bind(plan_year)
        .fetch_one(tx.conn())
        .await
}

pub struct NewDesign<'a> {
    pub group_id: Uuid,
    pub number: i32,
    pub rating_area: &'a str,
    pub created_by: Uuid,
    pub draft: &'a DesignDraft,
}

pub async fn insert(tx: &mut TenantTx, n: &NewDesign<'_>) -> Result<Uuid, sqlx::Error> {
    let d = n.draft;
    sqlx::query_scalar(
        "INSERT INTO plan_designs (group_id, plan_year, number, offering_model, effective_date, rating_area, waiting_period, pay_frequency, contribution, source_quote_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
    )
    .bind(n.group_id)
    .bind(d.plan_year)
    .bind(n.number)
    .bind(d.offering_model)
    .bind(d.effective_date)
    .bind(n.rating_area)
    .bind(d.waiting_period)
    .bind(d.pay_frequency)
    .bind(DbJson(&d.contribution))
    .bind(d.source_quote_id)
    .bind(n.created_by)
    .fetch_one(tx.conn())
    .await
}

/// Saves a design's settings; it becomes a draft again.
pub async fn update(tx: &mut TenantTx, id: Uuid, d: &DesignDraft) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE plan_designs SET offering_model = $2, effective_date = $3, waiting_period = $4, pay_frequency = $5, contribution = $6, source_quote_id = $7,
            status = 'draft', updated_at = now(), version = version + 1 WHERE id = $1",
    )
    .bind(id)
    .bind(d.offering_model)
    .bind(d.effective_date)
    .bind(d.waiting_period)
    .bind(d.pay_frequency)
    .bind(DbJson(&d.contribution))
    .bind(d.source_quote_id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn mark_submitted(tx: &mut TenantTx, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE plan_designs SET status = 'submitted', submitted_at = now(), decision_note = NULL, updated_at = now(), version = version + 1 WHERE id = $1")
        .bind(id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The plan year's approved design gives way to a newly approved one.
pub async fn supersede_approved(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE plan_designs SET status = 'superseded', updated_at = now() WHERE group_id = $1 AND plan_year = $2 AND status = 'approved'")
        .bind(group_id)
        .bind(plan_year)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn record_decision(
    tx: &mut TenantTx,
    id: Uuid,
    status: &str,
    decided_by: Uuid,
    note: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE plan_designs SET status = $2, decided_at = now(), decided_by = $3, decision_note = $4, updated_at = now(), version = version + 1 WHERE id = $1")
        .bind(id)
        .bind(status)
        .bind(decided_by)
        .bind(note)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The name of the design's group and who drafted the design: what its notices say and whom
/// they reach.
pub async fn notice_facts(
    tx: &mut TenantTx,
    id: Uuid,
) -> Result<(String, Option<Uuid>), sqlx::Error> {
    sqlx::query_as(
        "SELECT g.name, d.created_by FROM plan_designs d JOIN groups g ON g.id = d.group_id WHERE d.id = $1",
    )
    .bind(id)
    .fetch_one(tx.conn())
    .await
}
