//! A person moves a group to another stage: the lifecycle's order and guards hold, unless an
//! owner or admin deliberately overrides a guard, which is recorded as such.

use chrono::NaiveDate;
use uuid::Uuid;

use super::enter::{self, Move};
use super::queries;
use super::rules;
use crate::auth::Principal;
use crate::error::{AppError, FieldErrors};
use crate::groups::change_status::record_termination;
use crate::state::AppState;
use crate::vocabulary::{GroupStage, StageTrigger};

pub struct MoveAsked<'a> {
    pub to: GroupStage,
    pub version: i32,
    pub reason: Option<&'a str>,
    pub override_guards: bool,
    pub last_day: Option<NaiveDate>,
}

pub async fn move_stage(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    asked: MoveAsked<'_>,
) -> Result<(), AppError> {
    p.require(state, "lifecycle", "move").await?;
    if asked.override_guards {
        p.require(state, "lifecycle", "override").await?;
    }
    let reason = asked.reason.map(str::trim).filter(|r| !r.is_empty());
    let mut tx = p.tenant_tx(state).await?;
    if p.group_scope().is_some_and(|scope| scope != group_id) {
        return Err(AppError::not_found("group"));
    }
    let now = queries::lock_stage(&mut tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    if now.version != asked.version {
        return Err(AppError::StaleVersion(
            "someone moved or changed this group since you opened it; reload to see where it is now"
                .into(),
        ));
    }
    check_asked(now.stage, &asked, reason)?;
    let blocked = rules::blocked_by(
        now.stage,
        asked.to,
        &queries::facts(&mut tx, group_id).await?,
    );
    let (trigger, overridden) = match (blocked.is_empty(), asked.override_guards) {
        (true, _) => (StageTrigger::Manual, Vec::new()),
        (false, true) => (StageTrigger::Override, blocked),
        (false, false) => {
            return Err(AppError::CheckFailed {
                message: format!("this move is blocked: {}", blocked.join("; ")),
                failing: blocked,
            })
        }
    };
    enter::record_move(
        &mut tx,
        p.into(),
        Some(ip),
        Move {
            group_id,
            from: now.stage,
            version: now.version,
            to: asked.to,
            trigger,
            reason,
            overridden: &overridden,
        },
    )
    .await?;
    if let (GroupStage::Terminated, Some(last_day)) = (asked.to, asked.last_day) {
        record_termination(&mut tx, group_id, last_day, reason).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The move is one the lifecycle has from here, with what it needs said.
fn check_asked(
    from: GroupStage,
    asked: &MoveAsked<'_>,
    reason: Option<&str>,
) -> Result<(), AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        rules::targets(from).contains(&asked.to),
        "to",
        &format!(
            "a group in {} cannot move to {}",
            from.label(),
            asked.to.label()
        ),
    );
    errors.check(
        reason.is_some() || !(rules::needs_reason(from, asked.to) || asked.override_guards),
        "reason",
        "say why",
    );
    errors.check(
        asked.last_day.is_some() || !rules::needs_date(asked.to),
        "last_day",
        "give the last day of coverage",
    );
    errors.finish()
}
