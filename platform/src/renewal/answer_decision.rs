//! The employer admin approves the renewal decision or asks for changes (with a note); recorded
//! with who and when, and the broker side hears of it in the portal and by email.

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalAnswer};
use super::lock::{bump, lock_open};
use super::queries;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{renewal_decided, About};
use crate::state::AppState;
use crate::vocabulary::RenewalDecisionStatus;

pub async fn answer_decision(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalAnswer,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "approve").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    let note = body
        .note
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty());
    if !body.approve && note.is_none() {
        return Err(AppError::field(
            "note",
            "say what should change, so your broker knows",
        ));
    }
    let decision = queries::decision_state(&mut tx, renewal.id).await?;
    match decision.decision_status {
        RenewalDecisionStatus::Sent => {}
        RenewalDecisionStatus::Approved => {
            return Err(AppError::Conflict(format!(
                "{} already approved this renewal",
                decision.decided_by_name.as_deref().unwrap_or("someone")
            )))
        }
        _ => {
            return Err(AppError::Conflict(
                "there is no renewal decision waiting for your answer".into(),
            ))
        }
    }
    let status = if body.approve {
        RenewalDecisionStatus::Approved
    } else {
        RenewalDecisionStatus::ChangesRequested
    };
    queries::mark_decided(&mut tx, renewal.id, status, note, p.into()).await?;
    bump(&mut tx, &renewal).await?;
    let group = queries::group(&mut tx, renewal.group_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    notify(
        state,
        &mut tx,
        p.agency()?,
        p.user_id,
        Recipients::AndLeadBrokers(Vec::new()),
        &renewal_decided(
            About {
                group_id: group.id,
                group_name: &group.name,
            },
            renewal.plan_year,
            body.approve,
            &p.name,
            note,
        ),
        Delivery::InAppAndEmail,
    )
    .await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            after: Some(serde_json::json!({ "status": status.as_str(), "note": note })),
            ..Entry::new(
                if body.approve {
                    "renewal.approve"
                } else {
                    "renewal.changes"
                },
                "renewal",
                if body.approve {
                    format!("Approved the {} renewal decision", renewal.plan_year)
                } else {
                    format!(
                        "Asked for changes to the {} renewal decision",
                        renewal.plan_year
                    )
                },
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
