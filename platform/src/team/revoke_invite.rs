//! Withdraw a pending invitation: its link stops working.

use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, Invite};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn revoke_invite(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<Invite, AppError> {
    p.require(state, "members", "write").await?;
    let agency = p.agency()?;
    let mut tx = state.pool.begin().await?;
    let invite = queries::revoke(&mut tx, agency.id, id).await?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(invite.id.to_string()),
            ..Entry::new(
                "revoke",
                "invite",
                format!("Withdrew the invitation of {}", invite.email),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(invite)
}
