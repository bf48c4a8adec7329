//! Edit a group's facts (not its stage), at the version the caller read.

use uuid::Uuid;

use super::facts::check_facts;
use super::queries::{self, GroupRow};
use super::rules::{self, GroupFacts};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn update_group(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    facts: GroupFacts,
) -> Result<GroupRow, AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let before = queries::visible(&mut tx, id, p.group_scope()).await?;
    let version = facts
        .version
        .ok_or_else(|| AppError::field("version", "send the version of the group you edited"))?;
    let clean = check_facts(&mut tx, p, &facts, false).await?;
    if !queries::update(&mut tx, id, version, &clean).await? {
        return Err(rules::stale("group"));
    }
    let after = queries::get(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(id),
            before: Some(rules::snapshot(&before)),
            after: Some(rules::snapshot(&after)),
            ..Entry::new("update", "group", format!("Edited {}", after.name))
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}
