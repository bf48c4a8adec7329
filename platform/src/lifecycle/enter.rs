//! The one writer of a group's stage. Every stage change in the product comes through here,
//! inside the transaction of the work that causes it, and leaves a timeline entry and an audit row.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::queries::{self, NewMove};
use super::rules;
use crate::audit::{self, Actor, Entry};
use crate::error::AppError;
use crate::vocabulary::{GroupStage, StageTrigger};
use tenants::TenantTx;

/// A stage change about to be written.
pub struct Move<'a> {
    pub group_id: Uuid,
    pub from: GroupStage,
    /// The version of the group the mover read; a different one means someone moved first.
    pub version: i32,
    pub to: GroupStage,
    pub trigger: StageTrigger,
    pub reason: Option<&'a str>,
    pub overridden: &'a [String],
}

/// Writes the move, its timeline entry and its audit row; `stale_version` when the group changed
/// since `version` was read.
pub async fn record_move(
    tx: &mut TenantTx,
    actor: Actor<'_>,
    ip: Option<&str>,
    m: Move<'_>,
) -> Result<(), AppError> {
    if !queries::set_stage(tx, m.group_id, m.version, m.to).await? {
        return Err(AppError::StaleVersion(
            "someone moved or changed this group since you opened it; reload to see where it is now"
                .into(),
        ));
    }
    queries::insert_move(
        tx,
        &NewMove {
            group_id: m.group_id,
            from: Some(m.from),
            to: m.to,
            trigger: m.trigger,
            reason: m.reason,
            overridden: m.overridden,
            actor,
            at: None,
        },
    )
    .await?;
    let overriding = if m.overridden.is_empty() {
        String::new()
    } else {
        format!(" past: {}", m.overridden.join("; "))
    };
    audit::record_as(
        tx,
        actor,
        ip,
        Entry {
            entity_id: Some(m.group_id.to_string()),
            group_id: Some(m.group_id),
            before: Some(serde_json::json!({ "stage": m.from })),
            after: Some(serde_json::json!({
                "stage": m.to, "trigger": m.trigger, "reason": m.reason, "overridden": m.overridden,
            })),
            ..Entry::new(
                "stage",
                "group",
                format!(
                    "Moved the group from {} to {}{overriding}",
                    m.from.label(),
                    m.to.label()
                ),
            )
        },
    )
    .await?;
    Ok(())
}

/// Moves the group on when a piece of work implies its next stage (a quote created, a design
/// submitted, enrollment opened or closed); a group already past that point stays. Returns the
/// stage it entered, if any.
pub async fn follow_work(
    tx: &mut TenantTx,
    actor: Actor<'_>,
    ip: Option<&str>,
    group_id: Uuid,
    trigger: StageTrigger,
) -> Result<Option<GroupStage>, AppError> {
    let Some(now) = queries::lock_stage(tx, group_id).await? else {
        return Err(AppError::not_found("group"));
    };
    let Some(to) = rules::advance(trigger, now.stage) else {
        return Ok(None);
    };
    record_move(
        tx,
        actor,
        ip,
        Move {
            group_id,
            from: now.stage,
            version: now.version,
            to,
            trigger,
            reason: None,
            overridden: &[],
        },
    )
    .await?;
    Ok(Some(to))
}

/// Starts a new group's timeline in the stage it was created in (`at`: when, for history
/// written after the fact).
pub async fn begin(
    tx: &mut TenantTx,
    actor: Actor<'_>,
    group_id: Uuid,
    stage: GroupStage,
    at: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    queries::insert_move(
        tx,
        &NewMove {
            group_id,
            from: None,
            to: stage,
            trigger: StageTrigger::Created,
            reason: None,
            overridden: &[],
            actor,
            at,
        },
    )
    .await
}

/// Writes a group's past timeline (demo data): each stage entered at its time, in order, the
/// last being the stage the group is in. Each step is credited to the work that usually causes it.
pub async fn write_history(
    tx: &mut TenantTx,
    actor: Actor<'_>,
    group_id: Uuid,
    path: &[(GroupStage, DateTime<Utc>)],
) -> Result<(), sqlx::Error> {
    let mut from = None;
    for &(to, at) in path {
        let trigger = match (from, to) {
            (None, _) => StageTrigger::Created,
            (_, GroupStage::Quoting) => StageTrigger::QuoteCreated,
            (_, GroupStage::PlanDesign) => StageTrigger::DesignSubmitted,
            (_, GroupStage::Enrollment) => StageTrigger::EnrollmentOpened,
            (_, GroupStage::Implementation) => StageTrigger::EnrollmentClosed,
            _ => StageTrigger::Manual,
        };
        let reason = match to {
            GroupStage::Lost => Some("went with another broker"),
            GroupStage::Terminated => Some("the company was acquired"),
            _ => None,
        };
        queries::insert_move(
            tx,
            &NewMove {
                group_id,
                from,
                to,
                trigger,
                reason,
                overridden: &[],
                actor,
                at: Some(at),
            },
        )
        .await?;
        from = Some(to);
    }
    Ok(())
}
