//! A person takes up an invitation: the membership with the invited role and scope.

use sqlx::{Postgres, Transaction};
use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, Invite};
use crate::audit::{self, Actor, Entry};
use crate::error::AppError;

/// Accepts the invitation for `user_id` in the caller's transaction (which may have just made the
/// account), writes the agency's audit row in it and commits it.
pub async fn accept_invite(
    mut tx: Transaction<'static, Postgres>,
    invite: &Invite,
    user_id: Uuid,
) -> Result<(), AppError> {
    let name = queries::accept(&mut tx, invite, user_id).await?;
    let mut tx = TenantTx::enter_for(tx, invite.agency_id, &invite.agency_schema).await?;
    audit::record_as(
        &mut tx,
        Actor::person(user_id, &name),
        None,
        Entry {
            entity_id: Some(invite.id.to_string()),
            ..Entry::new(
                "accept",
                "invite",
                format!("{name} joined as {}", invite.role),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
