//! What a passive enrollment carries over for someone who did nothing: on each line offered,
//! their last choice, on the plan that succeeds it (a renewal's mapping), at the tier their
//! household still qualifies for (a child who ages off leaves; a family with no child left
//! becomes employee and spouse); a waiver stays a waiver. On a line everyone must choose again,
//! nothing carries over and the line has no coverage.

use std::collections::HashMap;

use super::dto::ElectionInput;
use crate::vocabulary::{Line, Tier, WaiveReason};

/// The last choice on a line.
pub struct LastChoice<'a> {
    pub line: Line,
    pub plan_id: Option<&'a str>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
}

/// The tier that carries over when `previous` is no longer open to the household.
pub fn carried_tier(previous: Tier, open: &[Tier]) -> Option<Tier> {
    let fallbacks: &[Tier] = match previous {
        Tier::EF => &[Tier::EF, Tier::ES, Tier::EC, Tier::EE],
        Tier::EC => &[Tier::EC, Tier::EE],
        Tier::ES => &[Tier::ES, Tier::EE],
        Tier::EE => &[Tier::EE],
    };
    fallbacks.iter().copied().find(|t| open.contains(t))
}

/// The elections that carry over, or `None` when a passive line has nothing to carry (a line
/// new this year): then the employee must choose.
pub fn carried_over(
    last: &[LastChoice],
    offered: &[Line],
    active_lines: &[Line],
    successors: &HashMap<String, String>,
    open_tiers: &[Tier],
) -> Option<Vec<ElectionInput>> {
    offered
        .iter()
        .map(|&line| {
            if active_lines.contains(&line) {
                return Some(ElectionInput {
                    line,
                    plan_id: None,
                    tier: None,
                    waive_reason: Some(WaiveReason::Other),
                });
            }
            let choice = last.iter().find(|c| c.line == line)?;
            Some(match (choice.plan_id, choice.tier) {
                (Some(plan), Some(tier)) => ElectionInput {
                    line,
                    plan_id: Some(
                        successors
                            .get(plan)
                            .cloned()
                            .unwrap_or_else(|| plan.to_string()),
                    ),
                    tier: Some(carried_tier(tier, open_tiers)?),
                    waive_reason: None,
                },
                _ => ElectionInput {
                    line,
                    plan_id: None,
                    tier: None,
                    waive_reason: Some(choice.waive_reason.unwrap_or(WaiveReason::Other)),
                },
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enrolled(line: Line, plan: &'static str, tier: Tier) -> LastChoice<'static> {
        LastChoice {
            line,
            plan_id: Some(plan),
            tier: Some(tier),
            waive_reason: None,
        }
    }

    #[test]
    fn a_family_whose_only_child_ages_off_carries_over_as_employee_and_spouse() {
        assert_eq!(
            carried_tier(Tier::EF, &[Tier::EE, Tier::ES]),
            Some(Tier::ES)
        );
        assert_eq!(carried_tier(Tier::EF, Tier::ALL), Some(Tier::EF));
        assert_eq!(
            carried_tier(Tier::EC, &[Tier::EE, Tier::ES]),
            Some(Tier::EE)
        );
        assert_eq!(
            carried_tier(Tier::EF, &[Tier::EE, Tier::EC]),
            Some(Tier::EC)
        );
        assert_eq!(carried_tier(Tier::ES, &[Tier::EE]), Some(Tier::EE));
        assert_eq!(carried_tier(Tier::EE, &[]), None);
    }

    #[test]
    fn passive_lines_move_to_the_successor_plans_and_active_lines_carry_nothing() {
        let successors = HashMap::from([("GOLD-2026".to_string(), "GOLD-2027".to_string())]);
        let last = [
            enrolled(Line::Medical, "GOLD-2026", Tier::EC),
            enrolled(Line::Dental, "DENTAL", Tier::EC),
            LastChoice {
                line: Line::Vision,
                plan_id: None,
                tier: None,
                waive_reason: Some(WaiveReason::SpousePlan),
            },
        ];
        let carried = carried_over(
            &last,
            &[Line::Medical, Line::Dental, Line::Vision],
            &[Line::Dental],
            &successors,
            &[Tier::EE, Tier::ES],
        )
        .unwrap();
        assert_eq!(carried[0].plan_id.as_deref(), Some("GOLD-2027"));
        assert_eq!(carried[0].tier, Some(Tier::EE), "the only child aged off");
        assert_eq!(carried[1].plan_id, None);
        assert_eq!(carried[1].waive_reason, Some(WaiveReason::Other));
        assert_eq!(carried[2].waive_reason, Some(WaiveReason::SpousePlan));
    }

    #[test]
    fn a_plan_without_a_successor_carries_over_as_it_is_and_a_new_line_needs_a_choice() {
        let last = [enrolled(Line::Medical, "SILVER", Tier::EE)];
        let carried =
            carried_over(&last, &[Line::Medical], &[], &HashMap::new(), &[Tier::EE]).unwrap();
        assert_eq!(carried[0].plan_id.as_deref(), Some("SILVER"));
        assert!(carried_over(
            &last,
            &[Line::Medical, Line::Dental],
            &[],
            &HashMap::new(),
            &[Tier::EE]
        )
        .is_none());
        // Dropped from the offering: the line is not carried at all.
        let carried = carried_over(
            &[
                enrolled(Line::Medical, "SILVER", Tier::EE),
                enrolled(Line::Vision, "V", Tier::EE),
            ],
            &[Line::Medical],
            &[],
            &HashMap::new(),
            &[Tier::EE],
        )
        .unwrap();
        assert_eq!(carried.len(), 1);
    }
}
