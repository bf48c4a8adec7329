//! One category of the catalogue.

use tenants::TenantTx;
use uuid::Uuid;

use super::dto::BenefitCategory;
use super::list_categories::HIGHLIGHTS;
use super::queries;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn view_category(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<BenefitCategory, AppError> {
    p.require(state, "benefits", "read").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let mut tx = p.tenant_tx(state).await?;
    let category = load(&mut tx, id).await?;
    tx.commit().await?;
    Ok(category)
}

/// The category as the API shows it, read in the caller's transaction.
pub(super) async fn load(tx: &mut TenantTx, id: Uuid) -> Result<BenefitCategory, AppError> {
    let row = queries::category(tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("benefit category"))?;
    let highlights = queries::highlights(tx, &[id], HIGHLIGHTS)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(BenefitCategory::of(row, highlights))
}
