//! The group's plan years as enrolled in Canopy, newest first.

use chrono::NaiveDate;
use tenants::TenantTx;
use uuid::Uuid;

use crate::vocabulary::WindowStatus;

/// One plan year's open enrollment and what its elections cost a month.
#[derive(Debug, sqlx::FromRow)]
pub struct PlanYearRow {
    pub plan_year: i32,
    pub coverage_start: NaiveDate,
    pub design_id: Uuid,
    pub window_id: Uuid,
    pub window_status: WindowStatus,
    pub enrolled: i64,
    pub waived: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

pub async fn list(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<PlanYearRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT w.plan_year, w.coverage_start, w.design_id, w.id AS window_id, w.status AS window_status,
                count(s.id) FILTER (WHERE s.outcome = 'enrolled') AS enrolled,
                count(s.id) FILTER (WHERE s.outcome = 'waived') AS waived,
                COALESCE(sum(s.premium_cents), 0)::bigint AS premium_cents,
                COALESCE(sum(s.employer_cents), 0)::bigint AS employer_cents,
                COALESCE(sum(s.employee_cents), 0)::bigint AS employee_cents
           FROM enrollment_windows w
           LEFT JOIN enrollment_participants p ON p.window_id = w.id
           LEFT JOIN enrollment_submissions s ON s.id = p.current_submission
          WHERE w.group_id = $1 AND w.kind = 'open'
          GROUP BY w.id
          ORDER BY w.plan_year DESC, w.created_at DESC",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}
