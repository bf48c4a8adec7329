//! The plan's limits, held inside the write that would go over them: the subscription's row
//! is locked first, so concurrent writes are counted one after another and none overshoots.
//! Without Stripe configured nothing is limited.

use sqlx::PgConnection;
use uuid::Uuid;

use super::queries;
use super::rules::{plan_in_force, within_limit};
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::UsageKind;

/// Refuses with `limit_reached` when adding `adding` of `kind` would go over the agency's
/// plan. Call it in the write's transaction, before the write; for groups and employees the
/// transaction is in the agency's schema.
pub async fn ensure_room(
    state: &AppState,
    conn: &mut PgConnection,
    agency_id: Uuid,
    kind: UsageKind,
    adding: i64,
) -> Result<(), AppError> {
    if state.stripe.is_none() || adding <= 0 {
        return Ok(());
    }
    let Some(subscription) = queries::lock_subscription(conn, agency_id).await? else {
        return Ok(());
    };
    let Some(plan) = queries::plan_limits(conn, plan_in_force(&subscription.plan)).await? else {
        return Ok(());
    };
    let used = queries::count(conn, agency_id, kind).await?;
    let (limit, what) = match kind {
        UsageKind::Groups => (plan.max_groups, "employer groups"),
        UsageKind::Employees => (plan.max_employees, "employees"),
        UsageKind::Seats => (plan.max_seats, "team seats"),
    };
    if within_limit(limit, used, adding) {
        return Ok(());
    }
    let limit = limit.unwrap_or_default();
    Err(AppError::PlanLimit {
        message: format!(
            "the {} plan allows {limit} {what} and the agency has {used}; this would add {adding}. Upgrade on the billing page for more",
            plan.name
        ),
        kind,
        limit,
        used,
    })
}
