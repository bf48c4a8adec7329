//! Approve a life event (which opens the employee's special-enrollment window) or reject it
//! with a note.

use chrono::{Duration, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::LifeEventDecision;
use super::life_events::LifeEvent;
use super::queries::{self, life_events, windows};
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn decide_life_event(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &LifeEventDecision,
) -> Result<LifeEvent, AppError> {
    p.require(state, "enrollment", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let event = queries::life_event(&mut tx, id, p.group_scope()).await?;
    let locked = life_events::lock_status(&mut tx, event.id).await?;
    if locked != "pending" {
        return Err(AppError::Conflict(format!(
            "this life event was already {locked}"
        )));
    }
    let note = body
        .note
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_string);
    if note.as_ref().is_some_and(|n| n.chars().count() > 1000) {
        return Err(AppError::field("note", "at most 1,000 characters"));
    }
    let today = Utc::now().date_naive();
    let (status, window_id) = match body.decision.as_str() {
        "approve" => (
            "approved",
            Some(open_special_window(&mut tx, p, &event, today).await?),
        ),
        "reject" if note.is_some() => ("rejected", None),
        "reject" => return Err(AppError::field("note", "tell the employee why")),
        _ => return Err(AppError::field("decision", "approve or reject")),
    };
    let decision = life_events::Decision {
        status,
        decided_by: p.user_id,
        decided_by_name: &p.name,
        note: note.as_deref(),
        window_id,
    };
    life_events::decide(&mut tx, event.id, &decision).await?;
    let approved = status == "approved";
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(event.id.to_string()),
            group_id: Some(event.group_id),
            after: Some(
                serde_json::json!({ "status": status, "note": note, "window_id": window_id }),
            ),
            ..Entry::new(
                if approved { "approve" } else { "reject" },
                "life_event",
                format!(
                    "{} {}'s {} of {}",
                    if approved { "Approved" } else { "Rejected" },
                    event.employee_name,
                    event.kind.as_str().replace('_', " "),
                    event.event_date
                ),
            )
        },
    )
    .await?;
    let after = queries::life_event(&mut tx, event.id, None).await?;
    tx.commit().await?;
    Ok(after)
}

/// Opens the personal special-enrollment window of an approved event, on the group's approved
/// plan design in force when the change takes effect (or the next one, from its start).
async fn open_special_window(
    tx: &mut TenantTx,
    p: &Principal,
    event: &LifeEvent,
    today: NaiveDate,
) -> Result<Uuid, AppError> {
    let change = rules::special_coverage_start(event.kind, event.event_date);
    let (design_id, plan_year, effective) = windows::design_in_force(tx, event.group_id, change)
        .await?
        .ok_or_else(|| {
            AppError::Conflict("the group has no approved plan design to enroll in".into())
        })?;
    let window = windows::NewSpecialWindow {
        group_id: event.group_id,
        design_id,
        plan_year,
        employee_id: event.employee_id,
        life_event_id: event.id,
        starts_on: today,
        ends_on: today + Duration::days(rules::special_window_days(event.kind)),
        coverage_start: change.max(effective),
        created_by: p.user_id,
    };
    Ok(windows::insert_special_window(tx, &window).await?)
}
