//! The lifecycle state machine: which stage may follow which, what each move waits on, which
//! piece of work moves a group on by itself, and how long a group spent in each stage.

use chrono::{DateTime, NaiveDate, Utc};

use crate::vocabulary::{GroupStage, MoveDirection, StageTrigger};

use GroupStage::*;

/// What the guards look at: the work the group has behind it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Facts {
    /// Employees on the census who are not terminated.
    pub employees: i64,
    pub quotes: i64,
    /// The latest approved plan design's plan year.
    pub approved_plan_year: Option<i32>,
    /// The last day of the open enrollment window that is still open.
    pub enrollment_open_until: Option<NaiveDate>,
    /// An open enrollment window has run and closed.
    pub enrollment_closed: bool,
    /// Carriers of the approved design, by name.
    pub carriers: Vec<String>,
    /// Those of them marked implemented.
    pub carriers_implemented: Vec<String>,
}

/// The stages a person may move a group to from `from`, in the order the page lists them.
pub fn targets(from: GroupStage) -> &'static [GroupStage] {
    match from {
        Prospect => &[Quoting, Lost],
        Quoting => &[PlanDesign, Prospect, Lost],
        PlanDesign => &[Enrollment, Quoting, Lost],
        Enrollment => &[Implementation, PlanDesign, Terminated],
        Implementation => &[Active, Enrollment, Terminated],
        Active => &[Renewal, Terminated],
        Renewal => &[PlanDesign, Quoting, Active, Terminated],
        Lost => &[Prospect, Quoting],
        Terminated => &[],
    }
}

/// Where a stage sits in the usual order; exits have none.
fn rank(stage: GroupStage) -> Option<u8> {
    match stage {
        Prospect => Some(0),
        Quoting => Some(1),
        PlanDesign => Some(2),
        Enrollment => Some(3),
        Implementation => Some(4),
        Active => Some(5),
        Renewal => Some(6),
        Lost | Terminated => None,
    }
}

pub fn direction(from: GroupStage, to: GroupStage) -> MoveDirection {
    match (from, to) {
        (_, Lost | Terminated) => MoveDirection::Exit,
        (Lost, _) => MoveDirection::Reopen,
        // Renewal leads back into the cycle: a new plan design, a re-quote, or renewing as is.
        (Renewal, _) => MoveDirection::Forward,
        _ if rank(to) > rank(from) => MoveDirection::Forward,
        _ => MoveDirection::Back,
    }
}

/// A move that is not the usual next step must say why.
pub fn needs_reason(from: GroupStage, to: GroupStage) -> bool {
    direction(from, to) != MoveDirection::Forward
}

/// Terminating a client needs the last day of its coverage.
pub fn needs_date(to: GroupStage) -> bool {
    to == Terminated
}

/// Why a move to `to` cannot happen now, in words a broker acts on; empty when it can.
pub fn blocked_by(from: GroupStage, to: GroupStage, facts: &Facts) -> Vec<String> {
    let mut blocked = Vec::new();
    let forward = direction(from, to) == MoveDirection::Forward;
    match to {
        Quoting if facts.employees == 0 => {
            blocked.push("no census yet: import the group's employees first".to_string())
        }
        PlanDesign if forward && facts.quotes == 0 => {
            blocked.push("no quote yet: a plan design starts from a quote".to_string())
        }
        Enrollment if facts.approved_plan_year.is_none() => {
            blocked.push("no approved plan design".to_string())
        }
        Implementation => {
            if let Some(until) = facts.enrollment_open_until {
                blocked.push(format!(
                    "enrollment still open (until {})",
                    until.format("%b %-d, %Y")
                ));
            } else if !facts.enrollment_closed {
                blocked.push("open enrollment has not run yet".to_string());
            }
        }
        Active if from == Implementation => {
            if facts.approved_plan_year.is_none() {
                blocked.push("no approved plan design".to_string());
            } else {
                let waiting = not_implemented(facts);
                if !waiting.is_empty() {
                    blocked.push(format!(
                        "{} not yet implemented ({})",
                        count_of(waiting.len(), "carrier", "carriers"),
                        waiting.join(", ")
                    ));
                }
            }
        }
        _ => {}
    }
    if !forward && to != Lost && to != Terminated {
        if let (Some(until), true) = (facts.enrollment_open_until, from == Enrollment) {
            blocked.push(format!(
                "enrollment still open (until {}): close it first",
                until.format("%b %-d, %Y")
            ));
        }
    }
    blocked
}

/// Carriers of the approved design not yet marked implemented.
pub fn not_implemented(facts: &Facts) -> Vec<String> {
    facts
        .carriers
        .iter()
        .filter(|c| !facts.carriers_implemented.contains(c))
        .cloned()
        .collect()
}

fn count_of(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The stage a piece of work moves a group to, and the stages it moves it from. A group already
/// past that point (or lost, or terminated) stays where it is.
pub fn advance(trigger: StageTrigger, from: GroupStage) -> Option<GroupStage> {
    let (to, from_stages): (GroupStage, &[GroupStage]) = match trigger {
        StageTrigger::QuoteCreated => (Quoting, &[Prospect, Lost]),
        StageTrigger::DesignSubmitted | StageTrigger::DesignApproved => {
            (PlanDesign, &[Prospect, Quoting, Renewal])
        }
        StageTrigger::EnrollmentOpened => (
            Enrollment,
            &[Prospect, Quoting, PlanDesign, Renewal, Active],
        ),
        StageTrigger::EnrollmentClosed => (Implementation, &[Enrollment]),
        StageTrigger::RenewalOpened => (Renewal, &[Active]),
        StageTrigger::Created
        | StageTrigger::Manual
        | StageTrigger::Override
        | StageTrigger::StatusChanged => return None,
    };
    from_stages.contains(&from).then_some(to)
}

/// One entry of the timeline, as the time-in-stage sum reads it.
#[derive(Debug, Clone, Copy)]
pub struct Entered {
    pub stage: GroupStage,
    pub at: DateTime<Utc>,
}

/// Time spent in a stage over all its visits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeInStage {
    pub stage: GroupStage,
    pub seconds: i64,
    pub visits: i32,
}

/// Seconds spent in each stage the group has been in, in the order it first entered them; the
/// current stage counts up to `now`. `timeline` is in the order the moves happened.
pub fn time_in_stages(timeline: &[Entered], now: DateTime<Utc>) -> Vec<TimeInStage> {
    let mut out: Vec<TimeInStage> = Vec::new();
    for (i, entered) in timeline.iter().enumerate() {
        let until = timeline.get(i + 1).map_or(now, |next| next.at);
        let seconds = (until - entered.at).num_seconds().max(0);
        match out.iter_mut().find(|t| t.stage == entered.stage) {
            Some(t) => {
                t.seconds += seconds;
                t.visits += 1;
            }
            None => out.push(TimeInStage {
                stage: entered.stage,
                seconds,
                visits: 1,
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn ready() -> Facts {
        Facts {
            employees: 26,
            quotes: 2,
            approved_plan_year: Some(2027),
            enrollment_open_until: None,
            enrollment_closed: true,
            carriers: vec!["Aetna".into(), "Delta Dental".into()],
            carriers_implemented: vec!["Aetna".into(), "Delta Dental".into()],
        }
    }

    #[test]
    fn every_stage_but_terminated_has_somewhere_to_go_and_never_itself() {
        for stage in GroupStage::ALL {
            assert!(!targets(*stage).contains(stage), "{stage}");
            assert_eq!(targets(*stage).is_empty(), *stage == Terminated, "{stage}");
        }
    }

    #[test]
    fn the_usual_order_is_forward_and_leaving_is_an_exit() {
        assert_eq!(direction(Prospect, Quoting), MoveDirection::Forward);
        assert_eq!(direction(Implementation, Active), MoveDirection::Forward);
        assert_eq!(direction(Renewal, PlanDesign), MoveDirection::Forward);
        assert_eq!(direction(PlanDesign, Quoting), MoveDirection::Back);
        assert_eq!(direction(Quoting, Lost), MoveDirection::Exit);
        assert_eq!(direction(Active, Terminated), MoveDirection::Exit);
        assert_eq!(direction(Lost, Prospect), MoveDirection::Reopen);
        assert!(needs_reason(PlanDesign, Quoting));
        assert!(needs_reason(Quoting, Lost));
        assert!(!needs_reason(Quoting, PlanDesign));
        assert!(needs_date(Terminated) && !needs_date(Lost));
    }

    #[test]
    fn a_group_with_everything_done_may_take_every_forward_move() {
        for from in GroupStage::ALL {
            for to in targets(*from) {
                assert_eq!(
                    blocked_by(*from, *to, &ready()),
                    Vec::<String>::new(),
                    "{from} → {to}"
                );
            }
        }
    }

    #[test]
    fn quoting_waits_for_a_census_and_plan_design_for_a_quote() {
        let empty = Facts::default();
        assert_eq!(
            blocked_by(Prospect, Quoting, &empty),
            ["no census yet: import the group's employees first"]
        );
        assert_eq!(
            blocked_by(Quoting, PlanDesign, &empty),
            ["no quote yet: a plan design starts from a quote"]
        );
        // Going back to plan design from enrollment needs no new quote.
        assert!(blocked_by(Enrollment, PlanDesign, &empty).is_empty());
    }

    #[test]
    fn enrollment_waits_for_an_approved_design() {
        let facts = Facts {
            approved_plan_year: None,
            ..ready()
        };
        assert_eq!(
            blocked_by(PlanDesign, Enrollment, &facts),
            ["no approved plan design"]
        );
    }

    #[test]
    fn implementation_waits_for_enrollment_to_close() {
        let open = Facts {
            enrollment_open_until: NaiveDate::from_ymd_opt(2026, 12, 12),
            enrollment_closed: false,
            ..ready()
        };
        assert_eq!(
            blocked_by(Enrollment, Implementation, &open),
            ["enrollment still open (until Dec 12, 2026)"]
        );
        let never = Facts {
            enrollment_closed: false,
            ..ready()
        };
        assert_eq!(
            blocked_by(Enrollment, Implementation, &never),
            ["open enrollment has not run yet"]
        );
        assert_eq!(
            blocked_by(Enrollment, PlanDesign, &open),
            ["enrollment still open (until Dec 12, 2026): close it first"]
        );
        assert!(blocked_by(Enrollment, Terminated, &open).is_empty());
    }

    #[test]
    fn active_waits_for_every_carrier_of_the_design() {
        let facts = Facts {
            carriers: vec!["Aetna".into(), "Delta Dental".into(), "VSP".into()],
            carriers_implemented: vec!["Aetna".into()],
            ..ready()
        };
        assert_eq!(
            blocked_by(Implementation, Active, &facts),
            ["2 carriers not yet implemented (Delta Dental, VSP)"]
        );
        let one = Facts {
            carriers_implemented: vec!["Aetna".into(), "VSP".into()],
            ..facts
        };
        assert_eq!(
            blocked_by(Implementation, Active, &one),
            ["1 carrier not yet implemented (Delta Dental)"]
        );
        // Renewing as is does not re-implement the carriers.
        assert!(blocked_by(Renewal, Active, &one).is_empty());
    }

    #[test]
    fn work_moves_a_group_forward_only() {
        assert_eq!(advance(StageTrigger::QuoteCreated, Prospect), Some(Quoting));
        assert_eq!(advance(StageTrigger::QuoteCreated, Lost), Some(Quoting));
        assert_eq!(advance(StageTrigger::QuoteCreated, PlanDesign), None);
        assert_eq!(advance(StageTrigger::QuoteCreated, Renewal), None);
        assert_eq!(
            advance(StageTrigger::DesignSubmitted, Quoting),
            Some(PlanDesign)
        );
        assert_eq!(
            advance(StageTrigger::DesignApproved, Prospect),
            Some(PlanDesign)
        );
        assert_eq!(advance(StageTrigger::DesignSubmitted, Enrollment), None);
        assert_eq!(
            advance(StageTrigger::EnrollmentOpened, Renewal),
            Some(Enrollment)
        );
        assert_eq!(advance(StageTrigger::EnrollmentOpened, Terminated), None);
        assert_eq!(
            advance(StageTrigger::EnrollmentClosed, Enrollment),
            Some(Implementation)
        );
        assert_eq!(advance(StageTrigger::EnrollmentClosed, Active), None);
        assert_eq!(advance(StageTrigger::Manual, Prospect), None);
    }

    #[test]
    fn time_in_stages_sums_visits_and_counts_the_current_one_up_to_now() {
        let day = |d: u32| Utc.with_ymd_and_hms(2026, 3, d, 0, 0, 0).unwrap();
        let timeline = [
            Entered {
                stage: Prospect,
                at: day(1),
            },
            Entered {
                stage: Quoting,
                at: day(3),
            },
            Entered {
                stage: PlanDesign,
                at: day(4),
            },
            Entered {
                stage: Quoting,
                at: day(6),
            },
            Entered {
                stage: PlanDesign,
                at: day(7),
            },
        ];
        let times = time_in_stages(&timeline, day(10));
        assert_eq!(
            times,
            [
                TimeInStage {
                    stage: Prospect,
                    seconds: 2 * 86_400,
                    visits: 1
                },
                TimeInStage {
                    stage: Quoting,
                    seconds: 2 * 86_400,
                    visits: 2
                },
                TimeInStage {
                    stage: PlanDesign,
                    seconds: 5 * 86_400,
                    visits: 2
                },
            ]
        );
        assert!(time_in_stages(&[], day(10)).is_empty());
    }
}
