//! What the new plan year offers once the employer approves the renewal: each line kept (renewed
//! or changed) carries its mapped renewal plans at their renewal rates, a dropped line goes, and
//! the contribution in force carries over with its reference plans renamed to their renewals.

use std::collections::HashMap;

use crate::catalogue::queries::PlanRow;
use crate::quotes::engine::ContributionRule;
use crate::rating::premium::RateTable;
use crate::vocabulary::{Line, RenewalDecision, RenewalMapping};

/// A plan in force as the renewal has it.
pub struct Renewed<'a> {
    pub current_plan_id: &'a str,
    pub current_plan_name: &'a str,
    pub line: Line,
    pub mapping: RenewalMapping,
    pub renewal_plan: Option<&'a PlanRow>,
    /// Its renewal rates, once known.
    pub rates: Option<&'a RateTable>,
}

#[derive(Debug)]
pub struct NewYear<'a> {
    /// Each renewal plan once, in the order of the plans in force.
    pub plans: Vec<(&'a PlanRow, &'a RateTable)>,
    /// Plan in force → its renewal, on the lines kept.
    pub renewals: HashMap<String, String>,
    pub dropped: Vec<Line>,
}

/// The new plan year's plans, or why there are none yet.
pub fn new_year_plans<'a>(
    plans: &[Renewed<'a>],
    decisions: &[(Line, RenewalDecision)],
) -> Result<NewYear<'a>, String> {
    let decision_of = |line: Line| decisions.iter().find(|(l, _)| *l == line).map(|(_, d)| *d);
    let mut out = NewYear {
        plans: Vec::new(),
        renewals: HashMap::new(),
        dropped: Vec::new(),
    };
    for p in plans {
        match decision_of(p.line) {
            None => return Err(format!("there is no decision for {} yet", p.line)),
            Some(RenewalDecision::Shop) => {
                return Err(format!(
                    "{} is still being shopped: record what the employer chose for it",
                    p.line
                ))
            }
            Some(RenewalDecision::Drop) => {
                if !out.dropped.contains(&p.line) {
                    out.dropped.push(p.line);
                }
                continue;
            }
            Some(RenewalDecision::Renew | RenewalDecision::ChangePlans) => {}
        }
        let (Some(plan), false) = (p.renewal_plan, p.mapping == RenewalMapping::Discontinued)
        else {
            return Err(format!(
                "{} is discontinued: map it to the plan that replaces it first",
                p.current_plan_name
            ));
        };
        let Some(rates) = p.rates else {
            return Err(format!(
                "{} has no renewal rates yet: upload the carrier's rates or enter its change",
                p.current_plan_name
            ));
        };
        out.renewals
            .insert(p.current_plan_id.to_string(), plan.id.clone());
        if !out.plans.iter().any(|(kept, _)| kept.id == plan.id) {
            out.plans.push((plan, rates));
        }
    }
    if out.plans.is_empty() {
        return Err("every line is dropped: there is no plan year to design".into());
    }
    Ok(out)
}

/// The contribution in force for the new plan year: rules of dropped lines go, reference plans
/// become their renewals.
pub fn carried_contribution(
    rules: &[ContributionRule],
    new_year: &NewYear,
) -> Result<Vec<ContributionRule>, String> {
    rules
        .iter()
        .filter(|r| r.line.is_none_or(|l| !new_year.dropped.contains(&l)))
        .map(|r| {
            let mut rule = r.clone();
            if let Some(base) = &r.base_plan_id {
                let renewed = new_year.renewals.get(base).ok_or_else(|| {
                    format!("the contribution is set against plan {base}, which does not renew")
                })?;
                rule.base_plan_id = Some(renewed.clone());
            }
            Ok(rule)
        })
        .collect()
}

/// Why the group cannot move into its new plan year yet: it needs the new year's design and its
/// re-enrollment closed, so that the new elections are final.
pub fn start_blocked(
    design_made: bool,
    reenrollment: Option<&str>,
    plan_year: i32,
) -> Option<String> {
    if !design_made {
        return Some(format!(
            "make the {plan_year} plan design from the approved renewal first"
        ));
    }
    match reenrollment {
        None => Some(format!("open and close the {plan_year} re-enrollment first")),
        Some("closed") => None,
        Some(_) => Some(format!(
            "the {plan_year} re-enrollment is still open: close it first, so that the elections are final"
        )),
    }
}

/// The renewal date of the plan year starting on `effective`: a year on.
pub fn next_renewal(effective: chrono::NaiveDate) -> chrono::NaiveDate {
    effective
        .checked_add_months(chrono::Months::new(12))
        .unwrap_or(effective)
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    use super::*;
    use crate::vocabulary::ContributionKind;

    fn plan(id: &str, line: Line) -> PlanRow {
        PlanRow {
            id: id.into(),
            agency_owned: false,
            active: true,
            carrier_id: uuid::Uuid::nil(),
            carrier_name: "Front Range Mutual".into(),
            carrier_color: "#000000".into(),
            min_contribution_pct: dec!(50),
            min_contribution_basis: "employee_only".into(),
            min_participation_pct: dec!(70),
            name: format!("Plan {id}"),
            line,
            metal_level: None,
            network_type: "PPO".into(),
            network_name: None,
            hsa_eligible: false,
            state: "CO".into(),
            deductible_individual: 500,
            deductible_family: 1000,
            deductible_oon_individual: None,
            deductible_oon_family: None,
            oop_max_individual: 0,
            oop_max_family: 0,
            coinsurance_pct: 20,
            copay_pcp: None,
            copay_specialist: None,
            copay_er: None,
            copay_urgent_care: None,
            copay_generic_rx: None,
            sbc_url: None,
        }
    }

    fn table() -> RateTable {
        RateTable {
            by_age: [dec!(300); 65],
            tobacco_by_age: [None; 65],
            composite: None,
        }
    }

    fn renewed<'a>(
        id: &'a str,
        line: Line,
        mapping: RenewalMapping,
        to: Option<&'a PlanRow>,
        rates: Option<&'a RateTable>,
    ) -> Renewed<'a> {
        Renewed {
            current_plan_id: id,
            current_plan_name: id,
            line,
            mapping,
            renewal_plan: to,
            rates,
        }
    }

    #[test]
    fn kept_lines_carry_their_renewal_plans_and_a_dropped_line_goes() {
        let gold = plan("GOLD", Line::Medical);
        let successor = plan("DENTAL-2", Line::Dental);
        let vision = plan("VISION", Line::Vision);
        let table = table();
        let plans = [
            renewed(
                "GOLD",
                Line::Medical,
                RenewalMapping::Same,
                Some(&gold),
                Some(&table),
            ),
            renewed(
                "DENTAL-1",
                Line::Dental,
                RenewalMapping::Successor,
                Some(&successor),
                Some(&table),
            ),
            renewed(
                "DENTAL-OLD",
                Line::Dental,
                RenewalMapping::Replacement,
                Some(&successor),
                Some(&table),
            ),
            renewed(
                "VISION",
                Line::Vision,
                RenewalMapping::Same,
                Some(&vision),
                None,
            ),
        ];
        let decisions = [
            (Line::Medical, RenewalDecision::Renew),
            (Line::Dental, RenewalDecision::ChangePlans),
            (Line::Vision, RenewalDecision::Drop),
        ];
        let new_year = new_year_plans(&plans, &decisions).unwrap();
        let ids: Vec<&str> = new_year.plans.iter().map(|(p, _)| p.id.as_str()).collect();
        assert_eq!(ids, ["GOLD", "DENTAL-2"]);
        assert_eq!(new_year.renewals["DENTAL-OLD"], "DENTAL-2");
        assert_eq!(new_year.dropped, [Line::Vision]);

        let base = |line: Option<Line>, base: Option<&str>| ContributionRule {
            line,
            employee_class: None,
            kind: ContributionKind::BasePlan,
            employee_pct: Some(dec!(100)),
            dependents_pct: Some(dec!(50)),
            ee: None,
            es: None,
            ec: None,
            ef: None,
            base_plan_id: base.map(str::to_string),
            amount: None,
        };
        let carried = carried_contribution(
            &[
                base(Some(Line::Dental), Some("DENTAL-1")),
                base(Some(Line::Vision), None),
                base(None, None),
            ],
            &new_year,
        )
        .unwrap();
        assert_eq!(carried.len(), 2);
        assert_eq!(carried[0].base_plan_id.as_deref(), Some("DENTAL-2"));
        assert!(
            carried_contribution(&[base(None, Some("VISION"))], &new_year)
                .unwrap_err()
                .contains("does not renew")
        );
    }

    #[test]
    fn the_new_plan_year_starts_once_its_design_is_made_and_its_re_enrollment_closed() {
        assert!(start_blocked(false, None, 2027)
            .unwrap()
            .contains("plan design"));
        assert!(start_blocked(true, None, 2027)
            .unwrap()
            .contains("open and close"));
        assert!(start_blocked(true, Some("open"), 2027)
            .unwrap()
            .contains("still open"));
        assert_eq!(start_blocked(true, Some("closed"), 2027), None);
        let day = |y, m, d| chrono::NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(next_renewal(day(2027, 3, 1)), day(2028, 3, 1));
        assert_eq!(next_renewal(day(2028, 2, 29)), day(2029, 2, 28));
    }

    #[test]
    fn nothing_is_designed_while_a_plan_is_unmapped_unrated_or_a_line_still_shopped() {
        let gold = plan("GOLD", Line::Medical);
        let table = table();
        let renew = [(Line::Medical, RenewalDecision::Renew)];
        let discontinued = [renewed(
            "GOLD",
            Line::Medical,
            RenewalMapping::Discontinued,
            None,
            None,
        )];
        assert!(new_year_plans(&discontinued, &renew)
            .unwrap_err()
            .contains("discontinued"));
        let unrated = [renewed(
            "GOLD",
            Line::Medical,
            RenewalMapping::Same,
            Some(&gold),
            None,
        )];
        assert!(new_year_plans(&unrated, &renew)
            .unwrap_err()
            .contains("no renewal rates"));
        let rated = [renewed(
            "GOLD",
            Line::Medical,
            RenewalMapping::Same,
            Some(&gold),
            Some(&table),
        )];
        assert!(
            new_year_plans(&rated, &[(Line::Medical, RenewalDecision::Shop)])
                .unwrap_err()
                .contains("still being shopped")
        );
        assert!(
            new_year_plans(&rated, &[(Line::Medical, RenewalDecision::Drop)])
                .unwrap_err()
                .contains("every line is dropped")
        );
        assert!(new_year_plans(&rated, &[])
            .unwrap_err()
            .contains("no decision"));
    }
}
