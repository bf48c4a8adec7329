//! The operator changes a plan's prices, limits, features or Stripe prices. Agencies on it see
//! the new limits at once; Checkout sells the new Stripe prices from now on.

use super::dto::{CataloguePlan, CataloguePlanInput};
use super::queries::{self, PlanTerms};
use super::rules::is_stripe_price;
use crate::auth::Principal;
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;

fn price(id: &Option<String>) -> Option<&str> {
    id.as_deref().map(str::trim).filter(|p| !p.is_empty())
}

pub async fn update_catalogue_plan(
    state: &AppState,
    p: &Principal,
    id: &str,
    input: &CataloguePlanInput,
) -> Result<CataloguePlan, AppError> {
    p.require(state, "billing_catalogue", "write").await?;
    let features: Vec<String> = input
        .features
        .iter()
        .map(|f| f.trim().to_string())
        .filter(|f| !f.is_empty())
        .collect();
    let mut errors = FieldErrors::default();
    errors.check(!input.name.trim().is_empty(), "name", "name the plan");
    errors.check(
        features.iter().all(|f| f.chars().count() <= 120),
        "features",
        "keep each feature under 120 characters",
    );
    for (field, value) in [
        ("stripe_monthly_price", price(&input.stripe_monthly_price)),
        ("stripe_yearly_price", price(&input.stripe_yearly_price)),
    ] {
        errors.check(
            value.is_none_or(is_stripe_price),
            field,
            "a Stripe price id starts with price_",
        );
    }
    errors.finish()?;
    let terms = PlanTerms {
        name: input.name.trim(),
        tagline: input.tagline.trim(),
        position: input.position,
        monthly_cents: input.monthly_cents,
        yearly_cents: input.yearly_cents,
        max_groups: input.max_groups,
        max_employees: input.max_employees,
        max_seats: input.max_seats,
        features: &features,
        stripe_monthly_price: price(&input.stripe_monthly_price),
        stripe_yearly_price: price(&input.stripe_yearly_price),
        active: input.active,
    };
    if let Some(saved) = queries::update_plan(&state.pool, id, input.version, &terms).await? {
        return Ok(saved.into());
    }
    match queries::catalogue_plan(&state.pool, id).await? {
        None => Err(AppError::not_found("plan")),
        Some(_) => Err(AppError::StaleVersion(
            "someone changed this plan since you opened it: reload to see their change".into(),
        )),
    }
}
