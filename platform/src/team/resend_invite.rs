//! Send a pending invitation again, with a fresh link.

use tenants::TenantTx;
use uuid::Uuid;

use super::invite_member::send_invite;
use super::queries::{self, Invite};
use super::roles::role_label;
use crate::audit::{self, Entry};
use crate::auth::throttle;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn resend_invite(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<Invite, AppError> {
    p.require(state, "members", "write").await?;
    let agency = p.agency()?;
    let current = queries::get(&state.pool, agency.id, id)
        .await?
        .ok_or_else(|| AppError::not_found("invitation"))?;
    throttle::hit(
        &state.pool,
        &[(throttle::EMAIL_PER_ADDRESS, &current.email)],
    )
    .await?;
    let mut tx = state.pool.begin().await?;
    let (invite, token) = queries::renew_token(&mut tx, agency.id, id).await?;
    let label = role_label(&mut *tx, agency.id, &invite.role)
        .await?
        .unwrap_or_else(|| invite.role.clone());
    send_invite(state, &mut tx, p, &invite, &token, &label).await?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(invite.id.to_string()),
            ..Entry::new(
                "resend",
                "invite",
                format!("Sent the invitation to {} again", invite.email),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(invite)
}
