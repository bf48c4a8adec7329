//! The Stripe customer portal: payment method, invoices, plan changes and cancellation.

use super::queries;
use super::start_checkout::configured;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn open_portal(state: &AppState, p: &Principal) -> Result<String, AppError> {
    p.require(state, "billing", "pay").await?;
    let stripe = configured(state)?;
    let agency = p.agency()?;
    let customer = queries::stripe_customer(&state.pool, agency.id)
        .await?
        .ok_or_else(|| AppError::CheckFailed {
            message: "subscribe to a plan first".into(),
            failing: vec!["subscribed".into()],
        })?;
    let billing = format!(
        "{}/dashboard/billing",
        state.config.origin(Some(&agency.slug))
    );
    stripe
        .portal(&customer, &billing)
        .await
        .map_err(AppError::from)
}
