//! Remove a group's contact.

use uuid::Uuid;

use super::queries::{self, contacts};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn remove_contact(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    contact_id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let name = contacts::delete(&mut tx, group_id, contact_id)
        .await?
        .ok_or_else(|| AppError::not_found("contact"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(contact_id.to_string()),
            group_id: Some(group_id),
            ..Entry::new("delete", "contact", format!("Removed the contact {name}"))
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
