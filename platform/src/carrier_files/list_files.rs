//! The files generated for a group's carriers, newest first, and where a renewed plan year's
//! first change files start from.

use uuid::Uuid;

use super::dto::{CarrierFile, CarrierFiles, RenewedFrom};
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::implementation::queries as implementation;
use crate::state::AppState;

pub async fn list_files(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<CarrierFiles, AppError> {
    p.require(state, "carrier_files", "read").await?;
    let may_download = p.may(state, "carrier_files", "generate").await;
    let mut tx = p.tenant_tx(state).await?;
    implementation::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let ids = implementation::implementation_ids(&mut tx, group_id).await?;
    let files = queries::files(&mut tx, &ids).await?;
    let renewed_from = queries::renewed_from(&mut tx, group_id, None).await?;
    tx.commit().await?;
    Ok(CarrierFiles {
        files: files.into_iter().map(CarrierFile::from).collect(),
        may_download,
        renewed_from: renewed_from.into_iter().map(RenewedFrom::from).collect(),
    })
}
