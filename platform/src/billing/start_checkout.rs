//! Subscribing, or coming back after a cancellation: a Stripe Checkout session for a plan's
//! price, for the agency's Stripe customer (made once and kept). The subscription changes when
//! Stripe's webhook says the payment went through.

use super::queries;
use super::stripe::{CheckoutRequest, Stripe};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::{BillingInterval, SubscriptionStatus};

pub async fn start_checkout(
    state: &AppState,
    p: &Principal,
    plan: &str,
    interval: BillingInterval,
) -> Result<String, AppError> {
    p.require(state, "billing", "pay").await?;
    let stripe = configured(state)?;
    let agency = p.agency()?;
    let price = queries::plan_price(&state.pool, plan, interval.as_str())
        .await?
        .ok_or_else(|| AppError::field("plan", "there is no such plan"))?
        .ok_or_else(|| AppError::CheckFailed {
            message: "this plan cannot be bought yet: it has no Stripe price".into(),
            failing: vec!["stripe_price".into()],
        })?;
    let mut tx = state.pool.begin().await?;
    let subscription = queries::lock_subscription(&mut tx, agency.id)
        .await?
        .ok_or_else(|| AppError::NotFound("the agency has no subscription".into()))?;
    if subscription.stripe_subscription_id.is_some()
        && matches!(
            subscription.status,
            SubscriptionStatus::Active | SubscriptionStatus::PastDue
        )
    {
        return Err(AppError::Conflict(
            "the agency already subscribes: change its plan in the billing portal".into(),
        ));
    }
    let customer = match subscription.stripe_customer_id {
        Some(customer) => customer,
        None => {
            let customer = stripe
                .create_customer(&agency.id.to_string(), &agency.name, &p.email)
                .await?;
            queries::set_customer(&mut tx, agency.id, &customer).await?;
            customer
        }
    };
    tx.commit().await?;
    let billing = format!(
        "{}/dashboard/billing",
        state.config.origin(Some(&agency.slug))
    );
    stripe
        .checkout(CheckoutRequest {
            customer: &customer,
            price: &price,
            agency_id: &agency.id.to_string(),
            success_url: &format!("{billing}?checkout=done"),
            cancel_url: &format!("{billing}?checkout=canceled"),
        })
        .await
        .map_err(AppError::from)
}

pub fn configured(state: &AppState) -> Result<&Stripe, AppError> {
    state.stripe.as_ref().ok_or_else(|| AppError::CheckFailed {
        message: "billing is not configured on this server".into(),
        failing: vec!["billing_configured".into()],
    })
}
