//! Work a discrepancy at the version read: assign it to someone of the agency's team, add a
//! note, resolve it, dismiss it with a reason, or reopen it. Each step joins its history.

use uuid::Uuid;

use super::dto::DiscrepancyActionRequest;
use super::dto::DiscrepancyDetail;
use super::list_discrepancies::view_discrepancy;
use super::queries::{self, Update};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::implementation::queries as implementation;
use crate::list::trimmed;
use crate::state::AppState;
use crate::vocabulary::{DiscrepancyAction, DiscrepancyStatus};

pub async fn act_on_discrepancy(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    asked: &DiscrepancyActionRequest,
) -> Result<DiscrepancyDetail, AppError> {
    p.require(state, "reconciliation", "write").await?;
    let agency = p.agency()?;
    let note = trimmed(&asked.note);
    let reason = trimmed(&asked.reason);
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("discrepancy"))?;
    if row.version != asked.version {
        return Err(AppError::StaleVersion(
            "someone worked this discrepancy since you opened it; reload to see it".into(),
        ));
    }
    let mut update = Update {
        id,
        version: asked.version,
        status: row.status,
        assignee: row.assignee_id.zip(row.assignee_name.as_deref()),
        note: row.note.as_deref(),
        dismiss_reason: row.dismiss_reason.as_deref(),
        closed_by: None,
    };
    let assignee_name;
    let (event, summary) = match asked.action {
        DiscrepancyAction::Assign => {
            let who = asked
                .assignee_id
                .ok_or_else(|| AppError::field("assignee_id", "choose who works it"))?;
            assignee_name = implementation::team_member(&mut tx, agency.id, who)
                .await?
                .ok_or_else(|| {
                    AppError::field("assignee_id", "choose someone of the agency's team")
                })?;
            update.assignee = Some((who, assignee_name.as_str()));
            ("assigned", format!("Assigned to {assignee_name}"))
        }
        DiscrepancyAction::Note => {
            let text = note
                .as_deref()
                .ok_or_else(|| AppError::field("note", "write the note"))?;
            update.note = Some(text);
            ("noted", "Added a note".to_string())
        }
        DiscrepancyAction::Resolve => {
            if row.status != DiscrepancyStatus::Open {
                return Err(AppError::Conflict(
                    "only an open discrepancy can be resolved".into(),
                ));
            }
            update.status = DiscrepancyStatus::Resolved;
            update.closed_by = Some(&p.name);
            if note.is_some() {
                update.note = note.as_deref();
            }
            ("resolved", "Resolved".to_string())
        }
        DiscrepancyAction::Dismiss => {
            if row.status != DiscrepancyStatus::Open {
                return Err(AppError::Conflict(
                    "only an open discrepancy can be dismissed".into(),
                ));
            }
            let why = reason
                .as_deref()
                .ok_or_else(|| AppError::field("reason", "say why it is not a problem"))?;
            update.status = DiscrepancyStatus::Dismissed;
            update.dismiss_reason = Some(why);
            update.closed_by = Some(&p.name);
            ("dismissed", format!("Dismissed: {why}"))
        }
        DiscrepancyAction::Reopen => {
            if row.status == DiscrepancyStatus::Open {
                return Err(AppError::Conflict(
                    "this discrepancy is already open".into(),
                ));
            }
            update.status = DiscrepancyStatus::Open;
            update.dismiss_reason = None;
            ("reopened", "Reopened".to_string())
        }
    };
    if !queries::update(&mut tx, &update).await? {
        return Err(AppError::StaleVersion(
            "someone worked this discrepancy since you opened it; reload to see it".into(),
        ));
    }
    let event_note = match asked.action {
        DiscrepancyAction::Dismiss => reason.as_deref(),
        DiscrepancyAction::Assign => update.assignee.map(|a| a.1),
        _ => note.as_deref(),
    };
    queries::add_event(&mut tx, id, event, &p.name, event_note).await?;
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(id.to_string()),
        group_id: Some(row.group_id),
        before: Some(serde_json::json!({ "status": row.status, "assignee": row.assignee_name })),
        after: Some(serde_json::json!({ "action": asked.action, "status": update.status, "note": event_note })),
        ..Entry::new(
            "update",
            "discrepancy",
            format!("{summary}: {} ({}, {})", row.person_name, row.kind, row.carrier_name),
        )
    })
    .await?;
    tx.commit().await?;
    view_discrepancy(state, p, id).await
}
