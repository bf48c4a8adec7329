//! A group's lifecycle page: the timeline, time in each stage, and the moves open from here.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{CarrierProgress, Lifecycle, NextMove, StageMove, StageTime};
use super::queries::{self, StageRow};
use super::rules::{self, Entered, Facts};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use tenants::TenantTx;

pub async fn view_lifecycle(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Lifecycle, AppError> {
    p.require(state, "lifecycle", "read").await?;
    let may_move = p.may(state, "lifecycle", "move").await;
    let may_override = may_move && p.may(state, "lifecycle", "override").await;
    let mut tx = p.tenant_tx(state).await?;
    let now = visible_stage(&mut tx, p, group_id).await?;
    let facts = queries::facts(&mut tx, group_id).await?;
    let moves = queries::moves(&mut tx, group_id).await?;
    tx.commit().await?;

    let timeline: Vec<Entered> = moves
        .iter()
        .map(|m| Entered {
            stage: m.to_stage,
            at: m.moved_at,
        })
        .collect();
    Ok(Lifecycle {
        group_id,
        stage: now.stage,
        version: now.version,
        entered_at: moves.last().map(|m| m.moved_at),
        time_in_stages: rules::time_in_stages(&timeline, Utc::now())
            .into_iter()
            .map(|t| StageTime::new(t, now.stage))
            .collect(),
        next_moves: next_moves(&now, &facts),
        plan_year: facts.approved_plan_year,
        carriers: facts
            .carriers
            .iter()
            .map(|c| CarrierProgress {
                carrier_name: c.clone(),
                implemented: facts.carriers_implemented.contains(c),
            })
            .collect(),
        moves: moves.into_iter().rev().map(StageMove::from).collect(),
        may_move,
        may_override,
    })
}

fn next_moves(now: &StageRow, facts: &Facts) -> Vec<NextMove> {
    rules::targets(now.stage)
        .iter()
        .map(|&to| NextMove {
            to,
            direction: rules::direction(now.stage, to),
            blocked_by: rules::blocked_by(now.stage, to, facts),
            needs_reason: rules::needs_reason(now.stage, to),
            needs_last_day: rules::needs_date(to),
        })
        .collect()
}

/// The group's stage, if the caller may see the group (an employer admin: only theirs).
async fn visible_stage(
    tx: &mut TenantTx,
    p: &Principal,
    group_id: Uuid,
) -> Result<StageRow, AppError> {
    if p.group_scope().is_some_and(|scope| scope != group_id) {
        return Err(AppError::not_found("group"));
    }
    queries::stage(tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))
}
