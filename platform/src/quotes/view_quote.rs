//! A quote with every plan's figures and its latest re-rates.

use tenants::TenantTx;
use uuid::Uuid;

use super::dto::{Quote, QuoteSummary, QuotedPlan, Rerate};
use super::queries::{self, QuotePlanRow, QuoteRow, RerateRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_quote(state: &AppState, p: &Principal, id: Uuid) -> Result<Quote, AppError> {
    p.require(state, "quotes", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::visible(&mut tx, id, p.group_scope()).await?;
    let quote = quote_view(&mut tx, &row, None).await?;
    tx.commit().await?;
    Ok(quote)
}

/// The quote as the API shows it; `rated_in_ms` when this request rated it.
pub async fn quote_view(
    tx: &mut TenantTx,
    row: &QuoteRow,
    rated_in_ms: Option<f64>,
) -> Result<Quote, AppError> {
    let plans = queries::plans(tx, row.id).await?;
    let rerates = queries::rerates(tx, row.id).await?;
    Ok(quote_of(row, &plans, rerates, rated_in_ms))
}

/// The quote as the API shows it, from its rows.
pub fn quote_of(
    row: &QuoteRow,
    plans: &[QuotePlanRow],
    rerates: Vec<RerateRow>,
    rated_in_ms: Option<f64>,
) -> Quote {
    Quote {
        summary: QuoteSummary::from(row),
        zip: row.zip.clone(),
        census_version_id: row.census_version_id,
        contribution: super::dto::contribution_of(&row.contribution.0),
        pay_frequency: row.pay_frequency,
        plans: plans.iter().map(QuotedPlan::from).collect(),
        rerates: rerates.into_iter().map(Rerate::from).collect(),
        rated_in_ms,
        version: row.version,
    }
}

/// The quote as it now stands, as the API shows it.
pub async fn reread(
    tx: &mut TenantTx,
    id: Uuid,
    rated_in_ms: Option<f64>,
) -> Result<Quote, AppError> {
    let row = queries::get(tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("quote"))?;
    quote_view(tx, &row, rated_in_ms).await
}
