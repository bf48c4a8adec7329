//! The agency's billing page: its subscription, its usage against the plan's limits, and the
//! plans it could move to.

use chrono::Utc;

use super::dto::{Billing, BillingPlan, BillingSubscription, Usage};
use super::queries;
use super::rules::{lapsed, plan_in_force, trial_days_left, usage};
use super::subscription::subscription_of;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::SubscriptionStatus;

pub async fn view_billing(state: &AppState, p: &Principal) -> Result<Billing, AppError> {
    p.require(state, "billing", "read").await?;
    let agency = p.agency()?;
    let plans = queries::active_plans(&state.pool).await?;
    let subscription = subscription_of(state, agency.id).await?;
    let mut tx = p.tenant_tx(state).await?;
    let counts = queries::usage(&mut tx, agency.id).await?;
    tx.commit().await?;
    let in_force = subscription
        .as_ref()
        .and_then(|s| plans.iter().find(|plan| plan.id == plan_in_force(&s.plan)));
    let usage = usage(counts, in_force)
        .into_iter()
        .map(|(kind, used, limit)| Usage { kind, used, limit })
        .collect();
    let now = Utc::now();
    let subscription = subscription.map(|s| {
        let trialing = s.status == SubscriptionStatus::Trialing;
        BillingSubscription {
            status: s.status,
            plan: in_force.cloned().map(BillingPlan::from),
            trialing,
            trial_ends_at: s.trial_ends_at,
            trial_days_left: s
                .trial_ends_at
                .filter(|_| trialing)
                .map(|ends| trial_days_left(ends, now)),
            lapsed: lapsed(s.status, s.trial_ends_at, now),
            interval: s.billing_interval,
            current_period_end: s.current_period_end,
            cancel_at_period_end: s.cancel_at_period_end,
            has_customer: s.has_customer,
        }
    });
    Ok(Billing {
        configured: state.config.stripe_secret_key.is_some(),
        subscription,
        usage,
        plans: plans.into_iter().map(BillingPlan::from).collect(),
    })
}
