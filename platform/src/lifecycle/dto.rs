//! The lifecycle API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::MoveRow;
use super::rules::TimeInStage;
use crate::vocabulary::{GroupStage, MoveDirection, StageTrigger};

/// A group's lifecycle: where it is, how it got there, and where it may go next.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Lifecycle {
    pub group_id: Uuid,
    pub stage: GroupStage,
    /// The group's version; a move names it, so two people moving at once cannot both win.
    pub version: i32,
    pub entered_at: Option<DateTime<Utc>>,
    /// Every move, newest first.
    pub moves: Vec<StageMove>,
    /// Time spent in each stage, in the order the group first entered them.
    pub time_in_stages: Vec<StageTime>,
    /// The moves the lifecycle allows from here, each with what blocks it.
    pub next_moves: Vec<NextMove>,
    /// The approved design's plan year and its carriers, each implemented or not.
    pub plan_year: Option<i32>,
    pub carriers: Vec<CarrierProgress>,
    /// The caller may move the group.
    pub may_move: bool,
    /// The caller may move it past a blocked guard, recorded as an override.
    pub may_override: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct StageMove {
    pub id: Uuid,
    /// None for the stage the group was created in.
    pub from_stage: Option<GroupStage>,
    pub to_stage: GroupStage,
    pub trigger: StageTrigger,
    pub reason: Option<String>,
    /// The blocked reasons an override moved past.
    pub overridden: Vec<String>,
    pub actor_name: String,
    pub moved_at: DateTime<Utc>,
}

impl From<MoveRow> for StageMove {
    fn from(r: MoveRow) -> Self {
        Self {
            id: r.id,
            from_stage: r.from_stage,
            to_stage: r.to_stage,
            trigger: r.trigger,
            reason: r.reason,
            overridden: r.overridden,
            actor_name: r.actor_name,
            moved_at: r.moved_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct CarrierProgress {
    pub carrier_name: String,
    pub implemented: bool,
}

#[derive(Debug, Object)]
pub struct StageTime {
    pub stage: GroupStage,
    pub seconds: i64,
    /// How many times the group entered the stage.
    pub visits: i32,
    pub current: bool,
}

impl StageTime {
    pub fn new(t: TimeInStage, current: GroupStage) -> Self {
        Self {
            stage: t.stage,
            seconds: t.seconds,
            visits: t.visits,
            current: t.stage == current,
        }
    }
}

#[derive(Debug, Object)]
pub struct NextMove {
    pub to: GroupStage,
    pub direction: MoveDirection,
    /// Why the move cannot happen now; empty when it can.
    pub blocked_by: Vec<String>,
    pub needs_reason: bool,
    /// Terminating needs the last day of coverage.
    pub needs_last_day: bool,
}

/// A stage move asked for by a person.
#[derive(Debug, Object)]
pub struct MoveRequest {
    pub to: GroupStage,
    /// The group version the caller read.
    pub version: i32,
    #[oai(validator(max_length = 1000))]
    pub reason: Option<String>,
    /// Move past blocked guards (owners and admins); needs a reason and is recorded as an override.
    #[oai(default)]
    pub override_guards: bool,
    /// For a termination: the last day of coverage.
    pub last_day: Option<NaiveDate>,
}
