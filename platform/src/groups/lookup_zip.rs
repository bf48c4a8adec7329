//! City, county and rating area of a ZIP code.

use super::queries::{self, ZipInfo};
use super::validate;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// The ZIP as five digits, and its place.
pub async fn lookup_zip(
    state: &AppState,
    p: &Principal,
    raw: &str,
) -> Result<(String, ZipInfo), AppError> {
    p.require(state, "groups", "read").await?;
    let zip = validate::zip(raw).map_err(|problem| AppError::field("zip", problem))?;
    let mut tx = p.tenant_tx(state).await?;
    let place = queries::zip_info(&mut tx, &zip)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("{zip} is not a US ZIP code")))?;
    tx.commit().await?;
    Ok((zip, place))
}
