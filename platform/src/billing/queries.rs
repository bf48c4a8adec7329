//! The billing area's SQL: the plan catalogue and subscriptions (`public`), usage (the agency's
//! schema and memberships).

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::vocabulary::SubscriptionStatus;
use tenants::TenantTx;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PlanRow {
    pub id: String,
    pub name: String,
    pub tagline: String,
    pub monthly_cents: i64,
    pub yearly_cents: i64,
    pub max_groups: Option<i32>,
    pub max_employees: Option<i32>,
    pub max_seats: Option<i32>,
    pub features: Vec<String>,
}

const PLAN_COLUMNS: &str = "id, name, tagline, monthly_cents, yearly_cents, max_groups, max_employees, max_seats, features";

/// The plans on offer, in the catalogue's order.
pub async fn active_plans(pool: &PgPool) -> Result<Vec<PlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PLAN_COLUMNS} FROM billing_plans WHERE active ORDER BY position, id"
    ))
    .fetch_all(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct SubscriptionRow {
    pub plan: String,
    pub status: SubscriptionStatus,
    pub trial_ends_at: Option<DateTime<Utc>>,
}

pub async fn subscription(
    pool: &PgPool,
    agency_id: Uuid,
) -> Result<Option<SubscriptionRow>, sqlx::Error> {
    sqlx::query_as("SELECT plan, status, trial_ends_at FROM subscriptions WHERE agency_id = $1")
        .bind(agency_id)
        .fetch_optional(pool)
        .await
}

/// What a plan's limits count, now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct UsageRow {
    pub groups: i64,
    pub employees: i64,
    pub seats: i64,
}

pub async fn usage(tx: &mut TenantTx, agency_id: Uuid) -> Result<UsageRow, sqlx::Error> {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM groups WHERE status <> 'archived') AS groups,
                (SELECT count(*) FROM employees e JOIN groups g ON g.id = e.group_id
                  WHERE g.status <> 'archived' AND e.status <> 'terminated') AS employees,
                (SELECT count(*) FROM public.memberships m
                  WHERE m.agency_id = $1 AND m.status = 'active'
                    AND m.group_id IS NULL AND m.employee_id IS NULL) AS seats",
    )
    .bind(agency_id)
    .fetch_one(tx.conn())
    .await
}
