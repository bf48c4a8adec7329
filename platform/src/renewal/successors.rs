//! The plans a renewal's new plan year puts in place of those in force, for carrying elections
//! over into the design made from it.

use std::collections::HashMap;

use tenants::TenantTx;
use uuid::Uuid;

use super::queries;

/// Plan in force → its renewal plan, when `design_id` is the design made from a renewal (else
/// nothing: a plan carries over as itself).
pub async fn successors(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<HashMap<String, String>, sqlx::Error> {
    Ok(queries::successors_in_design(tx, design_id)
        .await?
        .into_iter()
        .collect())
}
