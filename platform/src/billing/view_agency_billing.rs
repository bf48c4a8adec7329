//! One agency's subscription, usage and last webhook events, for the platform operator.

use chrono::Utc;
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::{AgencyBilling, BillingEvent, Usage};
use super::queries;
use super::rules::{lapsed, plan_in_force, usage};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_agency_billing(
    state: &AppState,
    p: &Principal,
    agency_id: Uuid,
) -> Result<AgencyBilling, AppError> {
    p.require(state, "billing_catalogue", "read").await?;
    let agency = tenants::registry::find_by_id(&state.pool, agency_id)
        .await?
        .ok_or_else(|| AppError::not_found("agency"))?;
    let subscription = queries::agency_subscription(&state.pool, agency.id)
        .await?
        .ok_or_else(|| AppError::not_found("subscription"))?;
    let plans = queries::active_plans(&state.pool).await?;
    let in_force = plans
        .iter()
        .find(|plan| plan.id == plan_in_force(&subscription.plan));
    let mut tx = TenantTx::begin(&state.pool, &agency).await?;
    let counts = queries::usage(&mut tx, agency.id).await?;
    tx.commit().await?;
    let events = queries::recent_events(&state.pool, agency.id, 20).await?;
    Ok(AgencyBilling {
        agency_id: agency.id,
        lapsed: lapsed(subscription.status, subscription.trial_ends_at, Utc::now()),
        plan: subscription.plan,
        status: subscription.status,
        trial_ends_at: subscription.trial_ends_at,
        interval: subscription.billing_interval,
        current_period_end: subscription.current_period_end,
        cancel_at_period_end: subscription.cancel_at_period_end,
        stripe_customer_id: subscription.stripe_customer_id,
        stripe_subscription_id: subscription.stripe_subscription_id,
        usage: usage(counts, in_force)
            .into_iter()
            .map(|(kind, used, limit)| Usage { kind, used, limit })
            .collect(),
        events: events.into_iter().map(BillingEvent::from).collect(),
    })
}
