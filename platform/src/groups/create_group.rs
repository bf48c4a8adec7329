//! Create a group (quick add or the full wizard); the ZIP fills county and rating area.

use super::facts::check_facts;
use super::queries::{self, contacts, team, GroupRow};
use super::rules::{self, GroupFacts};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::lifecycle::enter;
use crate::state::AppState;
use crate::vocabulary::UsageKind;

pub async fn create_group(
    state: &AppState,
    p: &Principal,
    ip: &str,
    facts: GroupFacts,
) -> Result<GroupRow, AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    crate::billing::limits::ensure_room(state, tx.conn(), p.agency()?.id, UsageKind::Groups, 1)
        .await?;
    let mut clean = check_facts(&mut tx, p, &facts, true).await?;
    let is_broker = p.role == "broker";
    // A broker who adds a group without naming its broker is its broker, and its lead.
    clean.broker_id = clean.broker_id.or(Some(p.user_id).filter(|_| is_broker));
    let id = queries::insert(&mut tx, &clean).await?;
    for contact in facts.contacts.iter().flatten() {
        let contact = rules::contact(contact)?;
        if contact.is_primary {
            contacts::clear_primary(&mut tx, id, contact.kind).await?;
        }
        contacts::insert(&mut tx, id, &contact).await?;
    }
    if is_broker {
        team::add_lead_broker(&mut tx, id, p.user_id).await?;
    }
    let group = queries::get(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    enter::begin(&mut tx, p.into(), id, group.stage, None).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(id),
            after: Some(rules::snapshot(&group)),
            ..Entry::new("create", "group", format!("Added the group {}", group.name))
        },
    )
    .await?;
    tx.commit().await?;
    Ok(group)
}
