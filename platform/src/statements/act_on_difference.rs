//! Work a statement difference at the version read: dispute it with the carrier, resolve it,
//! or reopen it. A note says what was asked of the carrier or how it was settled.

use uuid::Uuid;

use super::dto::{StatementDifference, StatementDifferenceActionRequest};
use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::trimmed;
use crate::money::dollars;
use crate::rating::usd;
use crate::state::AppState;
use crate::vocabulary::{StatementDifferenceAction, StatementDifferenceStatus};

const STALE: &str = "someone worked this difference since you opened it; reload to see it";

pub async fn act_on_difference(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    asked: &StatementDifferenceActionRequest,
) -> Result<StatementDifference, AppError> {
    p.require(state, "statements", "write").await?;
    let note = trimmed(&asked.note);
    if note.as_ref().is_some_and(|n| n.chars().count() > 2000) {
        return Err(AppError::field(
            "note",
            "a note of at most 2,000 characters",
        ));
    }
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock_difference(&mut tx, id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("statement difference"))?;
    if row.version != asked.version {
        return Err(AppError::StaleVersion(STALE.into()));
    }
    let (status, verb) = match (asked.action, row.status) {
        (StatementDifferenceAction::Dispute, StatementDifferenceStatus::Open) => {
            (StatementDifferenceStatus::Disputed, "Disputed")
        }
        (StatementDifferenceAction::Resolve, StatementDifferenceStatus::Open)
        | (StatementDifferenceAction::Resolve, StatementDifferenceStatus::Disputed) => {
            (StatementDifferenceStatus::Resolved, "Resolved")
        }
        (StatementDifferenceAction::Reopen, StatementDifferenceStatus::Disputed)
        | (StatementDifferenceAction::Reopen, StatementDifferenceStatus::Resolved) => {
            (StatementDifferenceStatus::Open, "Reopened")
        }
        (action, status) => {
            return Err(AppError::Conflict(format!(
                "a difference that is {status} cannot be {}",
                match action {
                    StatementDifferenceAction::Dispute => "disputed",
                    StatementDifferenceAction::Resolve => "resolved",
                    StatementDifferenceAction::Reopen => "reopened",
                }
            )))
        }
    };
    let kept_note = note.as_deref().or(row.note.as_deref());
    queries::decide_difference(&mut tx, id, status, kept_note, p.into()).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(row.group_id),
            before: Some(serde_json::json!({ "status": row.status, "note": row.note })),
            after: Some(serde_json::json!({ "status": status, "note": kept_note })),
            ..Entry::new(
                "update",
                "statement_difference",
                format!(
                    "{verb} the {} difference for {} ({}, {})",
                    row.kind,
                    row.person_name,
                    row.line,
                    usd(dollars(row.difference_cents))
                ),
            )
        },
    )
    .await?;
    let updated = queries::lock_difference(&mut tx, id, None)
        .await?
        .ok_or_else(|| AppError::not_found("statement difference"))?;
    tx.commit().await?;
    Ok(StatementDifference::from(updated))
}
