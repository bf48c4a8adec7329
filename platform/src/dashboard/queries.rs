use crate::vocabulary::GroupStage;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use tenants::TenantTx;

#[derive(Debug, sqlx::FromRow)]
pub struct ActivityRow {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub action: String,
    pub summary: String,
}

pub async fn recent_activity(
    tx: &mut TenantTx,
    limit: i64,
) -> Result<Vec<ActivityRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, at, actor_name, action, summary FROM audit_log ORDER BY at DESC, id DESC LIMIT $1")
        .bind(limit)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct PlatformCounts {
    pub agencies: i64,
    pub users: i64,
    pub client_errors_7d: i64,
}

pub async fn platform_counts(pool: &PgPool) -> Result<PlatformCounts, sqlx::Error> {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM agencies) AS agencies,
                (SELECT count(*) FROM users WHERE deactivated_at IS NULL) AS users,
                (SELECT count(*) FROM client_errors WHERE created_at > now() - interval '7 days') AS client_errors_7d",
    )
    .fetch_one(pool)
    .await
}

pub async fn stages(
    tx: &mut TenantTx,
    scope: Option<uuid::Uuid>,
) -> Result<Vec<(GroupStage, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.stage, count(g.id) FROM unnest(ARRAY['prospect','quoting','plan_design','enrollment','implementation','active','renewal','lost','terminated'])
             WITH ORDINALITY AS s(stage, ord)
         LEFT JOIN groups g ON g.stage = s.stage AND g.status <> 'archived' AND ($1::uuid IS NULL OR g.id = $1)
         GROUP BY s.stage, s.ord ORDER BY s.ord",
    )
    .bind(scope)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct RenewalRow {
    pub id: uuid::Uuid,
    pub name: String,
    pub stage: GroupStage,
    pub renewal_date: chrono::NaiveDate,
    pub days: i32,
    pub broker_name: Option<String>,
}

pub async fn renewals(
    tx: &mut TenantTx,
    scope: Option<uuid::Uuid>,
    within_days: i32,
) -> Result<Vec<RenewalRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.name, g.stage, g.renewal_date, (g.renewal_date - current_date)::int AS days, u.name AS broker_name
         FROM groups g LEFT JOIN public.users u ON u.id = g.broker_id
         WHERE g.status = 'active' AND g.renewal_date BETWEEN current_date AND current_date + $2 AND ($1::uuid IS NULL OR g.id = $1)
         ORDER BY g.renewal_date, g.name LIMIT 50",
    )
    .bind(scope)
    .bind(within_days)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct OpenEnrollmentRow {
    pub window_id: uuid::Uuid,
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub ends_on: chrono::NaiveDate,
    pub eligible: i64,
    pub done: i64,
}

/// Open enrollments (not closed), ending soonest first, with how many have finished.
pub async fn open_enrollments(
    tx: &mut TenantTx,
    scope: Option<uuid::Uuid>,
) -> Result<Vec<OpenEnrollmentRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT w.id AS window_id, g.id AS group_id, g.name AS group_name, w.plan_year, w.ends_on, count(p.employee_id) AS eligible,
                count(p.employee_id) FILTER (WHERE p.status IN ('enrolled', 'waived')) AS done
         FROM enrollment_windows w JOIN groups g ON g.id = w.group_id LEFT JOIN enrollment_participants p ON p.window_id = w.id
         WHERE w.kind = 'open' AND w.status = 'open' AND ($1::uuid IS NULL OR g.id = $1)
         GROUP BY w.id, g.id ORDER BY w.ends_on, g.name LIMIT 20",
    )
    .bind(scope)
    .fetch_all(tx.conn())
    .await
}
