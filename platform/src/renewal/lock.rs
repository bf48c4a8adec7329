//! A renewal locked for a change at the version the caller read, still open.

use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, RenewalRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::vocabulary::RenewalStatus;

pub async fn lock_open(
    tx: &mut TenantTx,
    p: &Principal,
    renewal_id: Uuid,
    version: i32,
) -> Result<RenewalRow, AppError> {
    let renewal = queries::lock_renewal(tx, renewal_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("renewal"))?;
    if renewal.status == RenewalStatus::Completed {
        return Err(AppError::Conflict(
            "this renewal is completed: it is history now".into(),
        ));
    }
    if renewal.version != version {
        return Err(AppError::StaleVersion(
            "someone changed this renewal since you opened it; reload to see it".into(),
        ));
    }
    Ok(renewal)
}

/// Moves the locked renewal past the version read.
pub async fn bump(tx: &mut TenantTx, renewal: &RenewalRow) -> Result<(), AppError> {
    if !queries::bump_version(tx, renewal.id, renewal.version).await? {
        return Err(AppError::StaleVersion(
            "someone changed this renewal since you opened it; reload to see it".into(),
        ));
    }
    Ok(())
}
