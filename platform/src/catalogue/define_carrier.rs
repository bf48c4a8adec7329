//! Add a carrier to the catalogue or change its name, rules or colour (platform operators).

use uuid::Uuid;

use super::queries::{self, CarrierRow};
use super::rules::{check_carrier, CarrierDraft};
use super::view_carriers::carrier_row;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn create_carrier(
    state: &AppState,
    p: &Principal,
    draft: &CarrierDraft,
) -> Result<CarrierRow, AppError> {
    p.require(state, "catalogue", "write").await?;
    let carrier = check_carrier(draft)?;
    let mut conn = state.pool.acquire().await?;
    let id = queries::insert_carrier(&mut conn, &carrier)
        .await?
        .ok_or_else(|| AppError::Conflict("a carrier with that name or issuer id exists".into()))?;
    carrier_row(&mut conn, id).await
}

/// The issuer id is fixed: the carrier's plan ids start with it.
pub async fn update_carrier(
    state: &AppState,
    p: &Principal,
    id: Uuid,
    draft: &CarrierDraft,
) -> Result<CarrierRow, AppError> {
    p.require(state, "catalogue", "write").await?;
    let carrier = check_carrier(draft)?;
    let mut conn = state.pool.acquire().await?;
    let before = carrier_row(&mut conn, id).await?;
    if before.hios_issuer_id != carrier.hios_issuer_id {
        return Err(AppError::field(
            "hios_issuer_id",
            "the issuer id of a carrier with plans cannot change",
        ));
    }
    queries::update_carrier(&mut conn, id, &carrier)
        .await
        .map_err(|e| match e {
            sqlx::Error::Database(d) if d.is_unique_violation() => {
                AppError::Conflict("another carrier has that name".into())
            }
            e => e.into(),
        })?;
    carrier_row(&mut conn, id).await
}
