//! Work a checklist item: tick it done (who and when are kept), give it an owner from the
//! agency's team, a due date, a note, a document of the group.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{ChecklistItem, ItemUpdate};
use super::queries::{self, ItemChange};
use super::view_implementation::checklist_item;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::trimmed;
use crate::state::AppState;

pub async fn update_item(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &ItemUpdate,
) -> Result<ChecklistItem, AppError> {
    p.require(state, "implementation", "write").await?;
    let agency = p.agency()?;
    let mut tx = p.tenant_tx(state).await?;
    let (before, group_id, implemented_at) = queries::lock_item(&mut tx, id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("checklist item"))?;
    if before.version != body.version {
        return Err(AppError::StaleVersion(
            "someone changed this item since you opened it; reload to see it".into(),
        ));
    }
    if implemented_at.is_some() && before.done_at.is_some() && !body.done {
        return Err(AppError::Conflict(
            "this carrier is marked implemented: its done items stay done".into(),
        ));
    }
    let owner_name = match body.owner_id {
        Some(owner) => Some(
            queries::team_member(&mut tx, agency.id, owner)
                .await?
                .ok_or_else(|| {
                    AppError::field("owner_id", "choose someone of the agency's team")
                })?,
        ),
        None => None,
    };
    if let Some(document) = body.document_id {
        if !queries::group_document(&mut tx, group_id, document).await? {
            return Err(AppError::field(
                "document_id",
                "choose a document of this group",
            ));
        }
    }
    let note = trimmed(&body.note);
    let actor = p.into();
    let change = ItemChange {
        id,
        version: body.version,
        done: body.done,
        owner: body.owner_id.zip(owner_name.as_deref()),
        due_on: body.due_on,
        note: note.as_deref(),
        document_id: body.document_id,
        actor,
    };
    if !queries::update_item(&mut tx, &change).await? {
        return Err(AppError::StaleVersion(
            "someone changed this item since you opened it; reload to see it".into(),
        ));
    }
    let summary = match (before.done_at.is_some(), body.done) {
        (false, true) => format!("Ticked “{}”", before.title),
        (true, false) => format!("Reopened “{}”", before.title),
        _ => format!("Updated “{}”", before.title),
    };
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(id.to_string()),
        group_id: Some(group_id),
        before: Some(serde_json::json!({
            "done": before.done_at.is_some(), "owner": before.owner_name, "due_on": before.due_on,
            "note": before.note, "document_id": before.document_id,
        })),
        after: Some(serde_json::json!({
            "done": body.done, "owner": owner_name, "due_on": body.due_on, "note": note,
            "document_id": body.document_id,
        })),
        ..Entry::new("update", "checklist_item", summary)
    })
    .await?;
    let (after, _, _) = queries::lock_item(&mut tx, id, None)
        .await?
        .ok_or_else(|| AppError::not_found("checklist item"))?;
    tx.commit().await?;
    Ok(checklist_item(&after, Utc::now().date_naive()))
}
