//! The brand of the agency a host belongs to, or the platform's own.

use tenants::Agency;

use super::queries::{self, BrandRow};
use crate::error::AppError;
use crate::state::AppState;

pub struct AgencyBrand {
    pub agency: Agency,
    /// None until the agency has a brand of its own.
    pub brand: Option<BrandRow>,
    pub sso_enabled: bool,
}

/// `agency` is the host's agency; None on the platform host, whose brand is the platform's.
pub async fn host_brand(
    state: &AppState,
    agency: Option<Agency>,
) -> Result<Option<AgencyBrand>, AppError> {
    let Some(agency) = agency else {
        return Ok(None);
    };
    let brand = queries::for_agency(&state.pool, agency.id).await?;
    let sso_enabled = queries::sso_enabled(&state.pool, agency.id).await?;
    Ok(Some(AgencyBrand {
        agency,
        brand,
        sso_enabled,
    }))
}
