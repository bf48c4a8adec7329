//! Carriers with their small-group rules (minimum contribution and participation).

use sqlx::PgConnection;
use uuid::Uuid;

use super::queries::{self, CarrierRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_carriers(state: &AppState, p: &Principal) -> Result<Vec<CarrierRow>, AppError> {
    p.require(state, "catalogue", "read").await?;
    let mut conn = state.pool.acquire().await?;
    Ok(queries::carriers(&mut conn).await?)
}

pub async fn view_carrier(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<CarrierRow, AppError> {
    p.require(state, "catalogue", "read").await?;
    let mut conn = state.pool.acquire().await?;
    carrier_row(&mut conn, id).await
}

pub(super) async fn carrier_row(conn: &mut PgConnection, id: Uuid) -> Result<CarrierRow, AppError> {
    queries::carriers(conn)
        .await?
        .into_iter()
        .find(|c| c.id == id)
        .ok_or_else(|| AppError::not_found("carrier"))
}
