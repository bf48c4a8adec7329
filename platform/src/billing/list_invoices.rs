//! The invoices Stripe sent the agency, as its webhooks reported them.

use super::dto::BillingInvoice;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_invoices(
    state: &AppState,
    p: &Principal,
) -> Result<Vec<BillingInvoice>, AppError> {
    p.require(state, "billing", "pay").await?;
    let agency = p.agency()?;
    Ok(queries::invoices(&state.pool, agency.id)
        .await?
        .into_iter()
        .map(BillingInvoice::from)
        .collect())
}
