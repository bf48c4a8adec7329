//! The employer admin approves a submitted design or asks for changes (with a note). Approval
//! supersedes the plan year's earlier approved design. The design's author and the group's lead
//! broker are notified in the portal and by email.

use uuid::Uuid;

use super::queries;
use super::rules::{decided_status, decision_note, spoken};
use super::view_design::{view_of, DesignView};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::lifecycle::enter;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{design_decided, About, DesignRef};
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

pub async fn decide_design(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    decision: &str,
    note: Option<&str>,
) -> Result<DesignView, AppError> {
    p.require(state, "plan_designs", "approve").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::design(&mut tx, id, p.group_scope()).await?;
    if row.status != "submitted" {
        return Err(AppError::Conflict(format!(
            "this design is {}; only a submitted design awaits a decision",
            spoken(row.status)
        )));
    }
    let note = decision_note(note)?;
    let status = decided_status(decision, note.as_deref())?;
    let approved = status == "approved";
    if approved {
        queries::supersede_approved(&mut tx, row.group_id, row.plan_year).await?;
        enter::follow_work(
            &mut tx,
            p.into(),
            Some(ip),
            row.group_id,
            StageTrigger::DesignApproved,
        )
        .await?;
    }
    queries::record_decision(&mut tx, row.id, status, p.user_id, note.as_deref()).await?;
    let agency = p.agency()?;
    let (group_name, creator) = queries::notice_facts(&mut tx, row.id).await?;
    let notice = design_decided(
        DesignRef {
            about: About {
                group_id: row.group_id,
                group_name: &group_name,
            },
            plan_year: row.plan_year,
            number: row.number,
        },
        approved,
        &p.name,
        note.as_deref(),
    );
    notify(
        state,
        &mut tx,
        agency,
        p.user_id,
        Recipients::AndLeadBrokers(creator.into_iter().collect()),
        &notice,
        Delivery::InAppAndEmail,
    )
    .await?;
    let (action, summary) = if approved {
        (
            "approve",
            format!("Approved plan design {} v{}", row.plan_year, row.number),
        )
    } else {
        (
            "request_changes",
            format!(
                "Asked for changes to plan design {} v{}",
                row.plan_year, row.number
            ),
        )
    };
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(row.id.to_string()),
            group_id: Some(row.group_id),
            before: Some(serde_json::json!({ "status": row.status })),
            after: Some(serde_json::json!({ "status": status, "note": note })),
            ..Entry::new(action, "plan_design", summary)
        },
    )
    .await?;
    let after = queries::design(&mut tx, row.id, None).await?;
    let view = view_of(&mut tx, after).await?;
    tx.commit().await?;
    Ok(view)
}
