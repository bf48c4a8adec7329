//! The signed-in agency's own profile and subscription.

use tenants::Agency;
use uuid::Uuid;

use crate::auth::Principal;
use crate::billing::subscription::{subscription_of, SubscriptionRow};
use crate::error::AppError;
use crate::state::AppState;

pub struct MyAgency {
    pub agency: Agency,
    /// The agency's own address.
    pub url: String,
    pub subscription: Option<SubscriptionRow>,
}

pub async fn my_agency(state: &AppState, p: &Principal) -> Result<MyAgency, AppError> {
    p.require(state, "agency", "read").await?;
    profile(state, p.agency()?.id).await
}

pub(super) async fn profile(state: &AppState, id: Uuid) -> Result<MyAgency, AppError> {
    let agency = tenants::registry::find_by_id(&state.pool, id)
        .await?
        .ok_or_else(|| AppError::not_found("agency"))?;
    let subscription = subscription_of(state, id).await?;
    Ok(MyAgency {
        url: state.config.origin(Some(&agency.slug)),
        agency,
        subscription,
    })
}
