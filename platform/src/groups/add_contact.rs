//! Add a contact to a group; a new primary contact replaces the previous one of its kind.

use uuid::Uuid;

use super::queries;
use super::queries::contacts::{self, ContactRow};
use super::rules::{self, ContactDraft};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn add_contact(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    draft: ContactDraft,
) -> Result<ContactRow, AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let contact = rules::contact(&draft)?;
    if contact.is_primary {
        contacts::clear_primary(&mut tx, group_id, contact.kind).await?;
    }
    let contact = contacts::insert(&mut tx, group_id, &contact).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(contact.id.to_string()),
            group_id: Some(group_id),
            ..Entry::new(
                "create",
                "contact",
                format!("Added {} as a contact of {}", contact.name, group.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(contact)
}
