//! Pure rules of plan design: what a design's settings may be, how its model and checks are
//! evaluated, and how an employer admin's decision reads.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{Datelike, NaiveDate};
use uuid::Uuid;

use super::checks::{self, Check, CostModel, DesignPlan, Status};
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::quotes::engine::{ContributionRule, Household};
use crate::rating::premium::RateTable;
use crate::vocabulary::{OfferingModel, PlanDesignStatus, WaitingPeriod};

/// A design as the editor sends it.
#[derive(Debug, Clone)]
pub struct DesignDraft {
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub offering_model: OfferingModel,
    pub plan_ids: Vec<String>,
    pub contribution: Vec<ContributionRule>,
    pub waiting_period: WaitingPeriod,
    pub pay_frequency: i32,
    /// The accepted quote the design starts from.
    pub source_quote_id: Option<Uuid>,
    /// When saving an existing design: the version read (optimistic concurrency).
    pub version: Option<i32>,
}

/// The problems of a draft's own settings, by field (the plans and rules are checked against
/// the catalogue and the group elsewhere).
pub fn setting_problems(d: &DesignDraft) -> BTreeMap<String, String> {
    let mut fields = BTreeMap::new();
    if ![12, 24, 26, 52].contains(&d.pay_frequency) {
        fields.insert(
            "pay_frequency".to_string(),
            "pay frequency is 12, 24, 26 or 52".to_string(),
        );
    }
    if d.effective_date.year() != d.plan_year {
        fields.insert(
            "effective_date".to_string(),
            format!("the effective date falls in the plan year {}", d.plan_year),
        );
    }
    if d.plan_ids.is_empty()
        || d.plan_ids.len() > 50
        || d.plan_ids.iter().collect::<HashSet<_>>().len() != d.plan_ids.len()
    {
        fields.insert(
            "plan_ids".to_string(),
            "choose 1 to 50 different plans".to_string(),
        );
    }
    fields
}

/// A design's cost over the roster and its checks.
pub struct Evaluation {
    pub cost: CostModel,
    pub checks: Vec<Check>,
}

impl Evaluation {
    /// Whether every check passes (or is waived): a design with a failing check can't be
    /// submitted.
    pub fn ready(&self) -> bool {
        self.checks.iter().all(|c| c.status != Status::Fail)
    }

    pub fn failing(&self) -> Vec<&str> {
        self.checks
            .iter()
            .filter(|c| c.status == Status::Fail)
            .map(|c| c.title.as_str())
            .collect()
    }
}

/// What a design's settings mean for the group's households, on `today`.
pub struct Setting<'a> {
    pub contribution: &'a [ContributionRule],
    pub offering_model: &'a str,
    pub effective_date: NaiveDate,
    pub pay_frequency: i32,
}

pub fn evaluate(
    plans: &[(PlanRow, RateTable)],
    tables: &HashMap<String, RateTable>,
    households: &[Household],
    s: Setting<'_>,
    today: NaiveDate,
) -> Evaluation {
    let design: Vec<DesignPlan> = plans
        .iter()
        .map(|(p, t)| DesignPlan { plan: p, table: t })
        .collect();
    let rules = s.contribution;
    let cost = checks::cost_model(&design, households, rules, tables, s.pay_frequency as u32);
    let waived = checks::minimums_waived(today, s.effective_date);
    let mut all: Vec<Check> = vec![checks::offering_check(s.offering_model, &design)];
    all.extend(checks::contribution_checks(
        &design, households, rules, tables, waived,
    ));
    all.extend(checks::participation_checks(&design, households, waived));
    all.push(checks::affordability_check(
        &design,
        households,
        rules,
        tables,
        s.effective_date,
    ));
    Evaluation { cost, checks: all }
}

/// Only a draft, or a design sent back for changes, is edited or submitted.
pub fn is_open(status: PlanDesignStatus) -> bool {
    matches!(
        status,
        PlanDesignStatus::Draft | PlanDesignStatus::ChangesRequested
    )
}

/// How a status reads in a sentence: `changes requested`.
pub fn spoken(status: PlanDesignStatus) -> String {
    status.as_str().replace('_', " ")
}

/// The note of a decision, trimmed; none when blank.
pub fn decision_note(note: Option<&str>) -> Result<Option<String>, AppError> {
    let note = note.map(str::trim).filter(|n| !n.is_empty());
    if note.is_some_and(|n| n.chars().count() > 2000) {
        return Err(AppError::field("note", "at most 2,000 characters"));
    }
    Ok(note.map(str::to_string))
}

/// The status a decision leads to; asking for changes needs a note.
pub fn decided_status(decision: &str, note: Option<&str>) -> Result<&'static str, AppError> {
    match decision {
        "approve" => Ok("approved"),
        "request_changes" if note.is_some() => Ok("changes_requested"),
        "request_changes" => Err(AppError::field("note", "say what should change")),
        _ => Err(AppError::field("decision", "approve or request_changes")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> DesignDraft {
        DesignDraft {
            plan_year: 2027,
            effective_date: NaiveDate::from_ymd_opt(2027, 1, 1).unwrap(),
            offering_model: "single_carrier".into(),
            plan_ids: vec!["a".into(), "b".into()],
            contribution: vec![],
            waiting_period: "none".into(),
            pay_frequency: 26,
            source_quote_id: None,
            version: None,
        }
    }

    #[test]
    fn settings_in_range_pass() {
        assert!(setting_problems(&draft()).is_empty());
    }

    #[test]
    fn settings_out_of_range_are_named_by_field() {
        let d = DesignDraft {
            pay_frequency: 13,
            effective_date: NaiveDate::from_ymd_opt(2028, 1, 1).unwrap(),
            plan_ids: vec!["a".into(), "a".into()],
            ..draft()
        };
        let fields = setting_problems(&d);
        let keys: Vec<&str> = fields.keys().map(String::as_str).collect();
        assert_eq!(keys, ["effective_date", "pay_frequency", "plan_ids"]);
    }

    #[test]
    fn decisions() {
        assert_eq!(decided_status("approve", None).unwrap(), "approved");
        assert_eq!(
            decided_status("request_changes", Some("lower the deductible")).unwrap(),
            "changes_requested"
        );
        assert!(decided_status("request_changes", None).is_err());
        assert!(decided_status("maybe", None).is_err());
    }

    #[test]
    fn notes_are_trimmed_and_bounded() {
        assert_eq!(decision_note(Some("  ")).unwrap(), None);
        assert_eq!(decision_note(Some(" ok ")).unwrap().as_deref(), Some("ok"));
        assert!(decision_note(Some(&"x".repeat(2001))).is_err());
    }

    #[test]
    fn open_statuses() {
        assert!(is_open(PlanDesignStatus::Draft) && is_open(PlanDesignStatus::ChangesRequested));
        assert!(!is_open(PlanDesignStatus::Submitted) && !is_open(PlanDesignStatus::Approved));
        assert_eq!(
            spoken(PlanDesignStatus::ChangesRequested),
            "changes requested"
        );
    }
}
