//! One option of the catalogue.

use tenants::TenantTx;
use uuid::Uuid;

use super::dto::BenefitOption;
use super::queries;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn view_option(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<BenefitOption, AppError> {
    p.require(state, "benefits", "read").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let mut tx = p.tenant_tx(state).await?;
    let option = load(&mut tx, id).await?;
    tx.commit().await?;
    Ok(option)
}

/// The option as the API shows it, read in the caller's transaction.
pub(super) async fn load(tx: &mut TenantTx, id: Uuid) -> Result<BenefitOption, AppError> {
    Ok(queries::option(tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("benefit option"))?
        .into())
}
