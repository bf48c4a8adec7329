//! The plan design's live cost model and its checks, pure: what each plan costs the employer
//! and each tier's employees, whether the offering model holds, each carrier's minimum
//! contribution and participation, and ACA affordability per employee.

use crate::vocabulary::{MetalLevel, Tier};
use std::collections::{BTreeMap, HashMap};

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::catalogue::queries::PlanRow;
use crate::quotes::engine::{self, ContributionRule, Household, PlanTotals, RatedPlan};
use crate::rating::contribution::{self, MinimumBasis};
use crate::rating::premium::{household_aged, RateTable, Role};
use crate::rating::usd;

/// How a design check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poem_openapi::Enum)]
#[oai(rename = "CheckStatus", rename_all = "lowercase")]
pub enum Status {
    Pass,
    Fail,
    Warn,
    /// A carrier minimum that does not apply: Nov 15 – Dec 15 for January 1 coverage.
    Waived,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Fail => "fail",
            Status::Warn => "warn",
            Status::Waived => "waived",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Check {
    pub key: String,
    pub title: String,
    pub status: Status,
    pub summary: String,
    pub details: Vec<String>,
    /// The design setting that resolves a failure, when one does (e.g. `offering_model`).
    pub setting: Option<&'static str>,
}

pub struct DesignPlan<'a> {
    pub plan: &'a PlanRow,
    pub table: &'a RateTable,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TierCost {
    pub tier: Tier,
    pub households: i64,
    /// Average monthly premium and employee cost of the census households in the tier.
    pub average_premium: Option<Decimal>,
    pub average_employee: Option<Decimal>,
    pub employee_per_paycheck: Option<Decimal>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PlanCost {
    pub plan_id: String,
    pub line: String,
    /// If every enrolling household of the line chose this plan.
    pub totals: PlanTotals,
    pub tiers: Vec<TierCost>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CostModel {
    pub plans: Vec<PlanCost>,
    /// Per line, the employer's annual cost with everyone on the cheapest and on the dearest plan.
    pub employer_annual_low: Decimal,
    pub employer_annual_high: Decimal,
    pub eligible: i64,
    pub enrolling_medical: i64,
}

fn avg(total: Decimal, n: i64) -> Option<Decimal> {
    (n > 0).then(|| crate::rating::cents(total / Decimal::from(n)))
}

pub fn cost_model(
    plans: &[DesignPlan],
    households: &[Household],
    rules: &[ContributionRule],
    tables: &HashMap<String, RateTable>,
    pay_periods: u32,
) -> CostModel {
    let mut costs = Vec::new();
    let mut per_line: BTreeMap<&str, (Decimal, Decimal)> = BTreeMap::new();
    for p in plans {
        let totals = engine::rate_plan(
            &RatedPlan {
                plan_id: &p.plan.id,
                line: p.plan.line.as_str(),
                rates: p.table,
            },
            households,
            rules,
            tables,
        );
        let tiers = Tier::ALL
            .iter()
            .zip(&totals.tiers)
            .map(|(tier, t)| {
                let average_employee = avg(t.employee, t.count);
                TierCost {
                    tier: *tier,
                    households: t.count,
                    average_premium: avg(t.premium, t.count),
                    average_employee,
                    employee_per_paycheck: average_employee
                        .map(|e| contribution::per_paycheck(e, pay_periods)),
                }
            })
            .collect();
        let annual = totals.employer * Decimal::from(12);
        let entry = per_line
            .entry(p.plan.line.as_str())
            .or_insert((annual, annual));
        entry.0 = entry.0.min(annual);
        entry.1 = entry.1.max(annual);
        costs.push(PlanCost {
            plan_id: p.plan.id.clone(),
            line: p.plan.line.to_string(),
            totals,
            tiers,
        });
    }
    CostModel {
        plans: costs,
        employer_annual_low: per_line.values().map(|v| v.0).sum(),
        employer_annual_high: per_line.values().map(|v| v.1).sum(),
        eligible: households.len() as i64,
        enrolling_medical: households.iter().filter(|h| h.covered[0].is_some()).count() as i64,
    }
}

/// Carriers waive their minimums for applications between November 15 and December 15 for
/// coverage starting January 1.
pub fn minimums_waived(as_of: NaiveDate, effective: NaiveDate) -> bool {
    let window =
        (as_of.month() == 11 && as_of.day() >= 15) || (as_of.month() == 12 && as_of.day() <= 15);
    window && effective.month() == 1 && effective.day() == 1 && effective.year() == as_of.year() + 1
}

fn title_case(s: &str) -> String {
    s.replace('_', " ")
}

const OFFERING_MODELS: [&str; 4] = [
    "single_plan",
    "single_carrier",
    "metal_level",
    "sole_source",
];

fn offering_label(model: &str) -> &'static str {
    match model {
        "single_plan" => "Single plan",
        "single_carrier" => "Single carrier",
        "metal_level" => "Metal level",
        _ => "Sole source",
    }
}

/// Whether `plans` fit `model`, and when not, why.
fn fits(model: &str, plans: &[DesignPlan]) -> Result<(), String> {
    let medical: Vec<&PlanRow> = plans
        .iter()
        .map(|p| p.plan)
        .filter(|p| p.line == "medical")
        .collect();
    let carriers: std::collections::BTreeSet<&str> =
        medical.iter().map(|p| p.carrier_name.as_str()).collect();
    let metals: std::collections::BTreeSet<&str> = medical
        .iter()
        .filter_map(|p| p.metal_level.map(MetalLevel::as_str))
        .collect();
    let all_carriers: std::collections::BTreeSet<&str> =
        plans.iter().map(|p| p.plan.carrier_name.as_str()).collect();
    let list =
        |set: std::collections::BTreeSet<&str>| set.into_iter().collect::<Vec<_>>().join(", ");
    match model {
        _ if medical.is_empty() => Err("choose at least one medical plan".to_string()),
        "single_plan" if medical.len() != 1 => Err(format!(
            "a single-plan offering has one medical plan; {} are chosen",
            medical.len()
        )),
        "single_carrier" if carriers.len() != 1 => Err(format!(
            "every medical plan must come from one carrier; chosen: {}",
            list(carriers)
        )),
        "metal_level" if metals.len() != 1 => Err(format!(
            "every medical plan must be of one metal level; chosen: {}",
            list(metals)
        )),
        "sole_source" if all_carriers.len() != 1 => Err(format!(
            "sole source places every line with one carrier; chosen: {}",
            list(all_carriers)
        )),
        _ => Ok(()),
    }
}

/// Whether the chosen plans fit the offering model; a failure names the models they do fit.
pub fn offering_check(model: &str, plans: &[DesignPlan]) -> Check {
    let medical = plans.iter().filter(|p| p.plan.line == "medical").count();
    let (status, summary, setting) = match fits(model, plans) {
        Ok(()) => (
            Status::Pass,
            format!(
                "{medical} medical plan(s) fit the {} model",
                title_case(model)
            ),
            None,
        ),
        Err(why) if medical == 0 => (Status::Fail, why, None),
        Err(why) => {
            let fitting: Vec<&str> = OFFERING_MODELS
                .iter()
                .filter(|m| fits(m, plans).is_ok())
                .map(|m| offering_label(m))
                .collect();
            let fix = if fitting.is_empty() {
                "no offering model fits these plans: remove plans until one does".to_string()
            } else {
                format!(
                    "change the offering model to {}, or remove plans",
                    fitting.join(" or ")
                )
            };
            (
                Status::Fail,
                format!("{why}. To fix it, {fix}."),
                Some("offering_model"),
            )
        }
    };
    Check {
        key: "offering_model".into(),
        title: format!("Offering model: {}", title_case(model)),
        status,
        summary,
        details: Vec::new(),
        setting,
    }
}

/// Every carrier's minimum employer contribution, household by household.
pub fn contribution_checks(
    plans: &[DesignPlan],
    households: &[Household],
    rules: &[ContributionRule],
    tables: &HashMap<String, RateTable>,
    waived: bool,
) -> Vec<Check> {
    let mut by_carrier: BTreeMap<&str, Vec<&DesignPlan>> = BTreeMap::new();
    for p in plans {
        by_carrier
            .entry(p.plan.carrier_name.as_str())
            .or_default()
            .push(p);
    }
    by_carrier
        .into_iter()
        .filter_map(|(carrier, plans)| {
            let rule_plan = plans[0].plan;
            // A carrier that asks no minimum has nothing to check: a check that cannot fail is not shown.
            if rule_plan.min_contribution_pct <= Decimal::ZERO {
                return None;
            }
            let basis = if rule_plan.min_contribution_basis == "total" { MinimumBasis::Total } else { MinimumBasis::EmployeeOnly };
            let required = rule_plan.min_contribution_pct.normalize();
            let mut short = Vec::new();
            let mut people = 0;
            let mut people_short = 0;
            for h in households {
                let mut covered_here = false;
                let mut short_here = false;
                for p in &plans {
                    let li = engine::line_index(p.plan.line.as_str());
                    let Some(covered) = &h.covered[li] else { continue };
                    covered_here = true;
                    let premium = household_aged(p.table, covered);
                    let split = engine::split_for(&premium, covered, engine::rule_for(rules, p.plan.line.as_str(), h.employee_class.as_deref()), tables);
                    let minimum = contribution::minimum_employer(&premium, required, basis);
                    if split.employer < minimum {
                        short_here = true;
                        short.push(format!("{} on {}: employer pays {} of a {} minimum", h.name, p.plan.name, usd(split.employer), usd(minimum)));
                    }
                }
                people += usize::from(covered_here);
                people_short += usize::from(short_here);
            }
            let plans_text = if plans.len() == 1 { "on its plan".to_string() } else { format!("on each of its {} plans", plans.len()) };
            let basis_text = if basis == MinimumBasis::Total { "of the total premium" } else { "of the employee-only premium" };
            let status = match (short.is_empty(), waived) {
                (true, _) => Status::Pass,
                (false, true) => Status::Waived,
                (false, false) => Status::Fail,
            };
            let summary = if short.is_empty() {
                format!("the employer pays at least {required}% {basis_text} for all {people} people enrolling, {plans_text}")
            } else if waived {
                format!("{people_short} of {people} people fall short of {required}% {basis_text} {plans_text}, but carriers waive minimums for January 1 applications made November 15 – December 15")
            } else {
                format!("{people_short} of {people} people fall short of {carrier}'s minimum of {required}% {basis_text} {plans_text}; raise the contribution")
            };
            short.truncate(10);
            Some(Check { key: format!("min_contribution:{carrier}"), title: format!("{carrier} minimum contribution"), status, summary, details: short, setting: (status == Status::Fail).then_some("contribution") })
        })
        .collect()
}

/// Projected participation against each medical carrier's minimum. Waivers on the census count
/// against it (the census does not say who has other group coverage), so this errs low.
pub fn participation_checks(
    plans: &[DesignPlan],
    households: &[Household],
    waived: bool,
) -> Vec<Check> {
    let eligible = households.len() as i64;
    let enrolling = households.iter().filter(|h| h.covered[0].is_some()).count() as i64;
    let mut carriers: BTreeMap<&str, Decimal> = BTreeMap::new();
    for p in plans.iter().filter(|p| p.plan.line == "medical") {
        carriers.insert(
            p.plan.carrier_name.as_str(),
            p.plan.min_participation_pct.normalize(),
        );
    }
    let rate = if eligible == 0 {
        Decimal::ZERO
    } else {
        (Decimal::from(enrolling) * dec!(100) / Decimal::from(eligible)).round_dp(1)
    };
    carriers
        .into_iter()
        .map(|(carrier, minimum)| {
            let ok = eligible > 0 && rate >= minimum;
            let status = match (ok, waived) {
                (true, _) => Status::Pass,
                (false, true) => Status::Waived,
                (false, false) => Status::Fail,
            };
            let summary = format!(
                "{enrolling} of {eligible} eligible employees enroll ({rate}%); {carrier} asks {minimum}%{}",
                match status {
                    Status::Waived => " — waived for January 1 applications made November 15 – December 15",
                    Status::Fail => ". Employees who waive for other group coverage usually don't count: record waiver reasons to firm this up",
                    _ => "",
                }
            );
            Check { key: format!("participation:{carrier}"), title: format!("{carrier} participation"), status, summary, details: Vec::new(), setting: None }
        })
        .collect()
}

/// ACA affordability: each employee with a salary, on the cheapest medical plan offered, pays
/// at most the plan year's percentage of pay for employee-only coverage.
pub fn affordability_check(
    plans: &[DesignPlan],
    households: &[Household],
    rules: &[ContributionRule],
    tables: &HashMap<String, RateTable>,
    effective: NaiveDate,
) -> Check {
    let year = effective.year();
    let (threshold, note) = match contribution::affordability_threshold(year) {
        Some(t) => (t, String::new()),
        None => (
            contribution::affordability_threshold(2026).unwrap_or(dec!(9.96)),
            format!(" (the {year} percentage is not published yet; 2026's is used)"),
        ),
    };
    let medical: Vec<&DesignPlan> = plans.iter().filter(|p| p.plan.line == "medical").collect();
    let mut failing = Vec::new();
    let mut tested = 0;
    for h in households {
        let Some(salary) = h.salary_cents.filter(|s| *s > 0) else {
            continue;
        };
        let Some((employee, _)) = h.members.iter().find(|(m, _)| m.role == Role::Employee) else {
            continue;
        };
        let cheapest = medical
            .iter()
            .map(|p| {
                engine::employee_only_cost(
                    p.table,
                    *employee,
                    "medical",
                    h.employee_class.as_deref(),
                    rules,
                    tables,
                )
            })
            .min();
        let Some(cost) = cheapest else { continue };
        tested += 1;
        let annual_salary = Decimal::new(salary, 2);
        if !contribution::affordable(cost, annual_salary, threshold) {
            let limit = crate::rating::cents(annual_salary * threshold / dec!(100) / dec!(12));
            failing.push(format!(
                "{}: {} a month for employee-only coverage; at {} a year the limit is {}",
                h.name,
                usd(cost),
                usd(annual_salary),
                usd(limit)
            ));
        }
    }
    let status = if medical.is_empty() || tested == 0 {
        Status::Warn
    } else if failing.is_empty() {
        Status::Pass
    } else {
        Status::Fail
    };
    let summary = match status {
        Status::Warn => "no employee has a salary on the census, so affordability cannot be tested".to_string(),
        Status::Pass => format!("all {tested} employees with a salary pay at most {threshold}% of pay for the cheapest employee-only option{note}"),
        _ => format!("{} of {tested} employees would pay more than {threshold}% of pay for the cheapest employee-only option{note}; the employer risks a 4980H(b) penalty", failing.len()),
    };
    failing.truncate(10);
    Check {
        key: "aca_affordability".into(),
        title: format!("ACA affordability ({year})"),
        setting: (status == Status::Fail).then_some("contribution"),
        status,
        summary,
        details: failing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quotes::engine::{households, CensusMember};
    use crate::rating::premium::PlanRates;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn plan(
        id: &str,
        carrier: &str,
        metal: &str,
        min_pct: Decimal,
        basis: &str,
        participation: Decimal,
    ) -> PlanRow {
        PlanRow {
            id: id.into(),
            agency_owned: false,
            active: true,
            carrier_id: uuid::Uuid::nil(),
            carrier_name: carrier.into(),
            carrier_color: "#000000".into(),
            min_contribution_pct: min_pct,
            min_contribution_basis: basis.into(),
            min_participation_pct: participation,
            name: format!("{carrier} {metal}"),
            line: "medical".into(),
            metal_level: Some(metal.into()),
            network_type: "HMO".into(),
            network_name: None,
            hsa_eligible: false,
            state: "CO".into(),
            deductible_individual: 1000,
            deductible_family: 2000,
            deductible_oon_individual: None,
            deductible_oon_family: None,
            oop_max_individual: 5000,
            oop_max_family: 10000,
            coinsurance_pct: 20,
            copay_pcp: Some(20),
            copay_specialist: Some(40),
            copay_er: Some(300),
            copay_urgent_care: Some(50),
            copay_generic_rx: Some(10),
            sbc_url: None,
        }
    }

    fn member(
        key: &str,
        rel: &str,
        dob: NaiveDate,
        tier: Option<&str>,
        salary: Option<i64>,
    ) -> CensusMember {
        CensusMember {
            member_key: key.into(),
            employee_key: key.split('-').next().unwrap().into(),
            relationship: rel.into(),
            first_name: key.into(),
            last_name: "Roe".into(),
            dob,
            tobacco: false,
            medical_tier: tier.map(str::to_string),
            dental_tier: None,
            vision_tier: None,
            employee_class: Some("Full-time".into()),
            salary_cents: salary,
        }
    }

    fn rule(kind: &str, employee: Decimal, dependents: Decimal) -> ContributionRule {
        ContributionRule {
            line: None,
            employee_class: None,
            kind: kind.into(),
            employee_pct: Some(employee),
            dependents_pct: Some(dependents),
            ee: None,
            es: None,
            ec: None,
            ef: None,
            base_plan_id: None,
            amount: None,
        }
    }

    fn table(base: Decimal) -> RateTable {
        RateTable::from_formula(&PlanRates {
            base_rate: base,
            area_factor: Decimal::ONE,
            tobacco_factor: Decimal::ONE,
            composite: None,
        })
    }

    fn census() -> Vec<Household> {
        let members = vec![
            // 40 → 400 × 1.278 = 511.20 on a 400 plan; earns $30,000
            member("a", "employee", d(1986, 6, 1), Some("EE"), Some(3_000_000)),
            // 30 with a spouse of 30 → 454.00 each
            member("b", "employee", d(1996, 6, 1), Some("ES"), Some(9_000_000)),
            member("b-s", "spouse", d(1996, 6, 1), None, None),
            // waives
            member("c", "employee", d(1990, 6, 1), Some("W"), None),
        ];
        households(&members, d(2027, 1, 1))
    }

    #[test]
    fn cost_model_by_hand() {
        let p = plan("P1", "Acme", "gold", dec!(50), "employee_only", dec!(70));
        let t = table(dec!(400));
        let hh = census();
        let model = cost_model(
            &[DesignPlan {
                plan: &p,
                table: &t,
            }],
            &hh,
            &[rule("percent", dec!(50), dec!(0))],
            &HashMap::new(),
            26,
        );
        // a: 511.20, employer 255.60; b: 908.00, employer 227.00 → employer 482.60 a month
        assert_eq!(model.plans[0].totals.employer, dec!(482.60));
        assert_eq!(model.employer_annual_low, dec!(5791.20));
        // ES tier: employee pays 681.00 a month → 681 × 12 / 26 = 314.307… → 314.31 a paycheck
        assert_eq!(
            model.plans[0].tiers[1].employee_per_paycheck,
            Some(dec!(314.31))
        );
        assert_eq!(model.plans[0].tiers[2].average_premium, None);
        assert_eq!((model.eligible, model.enrolling_medical), (3, 2));
    }

    #[test]
    fn minimum_contribution_by_basis() {
        let t = table(dec!(400));
        let hh = census();
        let on_ee = plan("P1", "Acme", "gold", dec!(50), "employee_only", dec!(70));
        let on_total = plan("P2", "Bolt", "gold", dec!(50), "total", dec!(70));
        let plans = [
            DesignPlan {
                plan: &on_ee,
                table: &t,
            },
            DesignPlan {
                plan: &on_total,
                table: &t,
            },
        ];
        let checks = contribution_checks(
            &plans,
            &hh,
            &[rule("percent", dec!(50), dec!(0))],
            &HashMap::new(),
            false,
        );
        // 50 % of employee-only: met. 50 % of total: b's ES household (908.00) gets 227.00 < 454.00
        assert_eq!(checks[0].status, Status::Pass);
        assert_eq!(checks[1].status, Status::Fail);
        assert!(
            checks[1].details[0].contains("$227.00 of a $454.00 minimum"),
            "{:?}",
            checks[1].details
        );
        let waived = contribution_checks(
            &plans,
            &hh,
            &[rule("percent", dec!(50), dec!(0))],
            &HashMap::new(),
            true,
        );
        assert_eq!(waived[1].status, Status::Waived);
        assert_eq!(checks[1].setting, Some("contribution"));
        assert!(
            checks[1].summary.starts_with("1 of 2 people fall short"),
            "{}",
            checks[1].summary
        );
    }

    #[test]
    fn minimums_count_people_not_plans_and_a_zero_minimum_is_no_check() {
        let t = table(dec!(400));
        let hh = census();
        let gold = plan("P1", "Acme", "gold", dec!(50), "employee_only", dec!(70));
        let silver = plan("P2", "Acme", "silver", dec!(50), "employee_only", dec!(70));
        let none = plan("P3", "Bolt", "gold", dec!(0), "employee_only", dec!(70));
        let plans = [
            DesignPlan {
                plan: &gold,
                table: &t,
            },
            DesignPlan {
                plan: &silver,
                table: &t,
            },
            DesignPlan {
                plan: &none,
                table: &t,
            },
        ];
        let checks = contribution_checks(
            &plans,
            &hh,
            &[rule("percent", dec!(50), dec!(0))],
            &HashMap::new(),
            false,
        );
        assert_eq!(checks.len(), 1, "{checks:?}");
        assert_eq!(
            checks[0].summary,
            "the employer pays at least 50% of the employee-only premium for all 2 people enrolling, on each of its 2 plans"
        );
    }

    #[test]
    fn participation_counts_waivers() {
        let t = table(dec!(400));
        let hh = census();
        let strict = plan("P1", "Acme", "gold", dec!(50), "employee_only", dec!(70));
        let lenient = plan("P2", "Bolt", "gold", dec!(50), "employee_only", dec!(60));
        let checks = participation_checks(
            &[
                DesignPlan {
                    plan: &strict,
                    table: &t,
                },
                DesignPlan {
                    plan: &lenient,
                    table: &t,
                },
            ],
            &hh,
            false,
        );
        // 2 of 3 = 66.7 %: short of Acme's 70 %, enough for Bolt's 60 %
        assert_eq!(
            (checks[0].key.as_str(), checks[0].status),
            ("participation:Acme", Status::Fail)
        );
        assert_eq!(
            (checks[1].key.as_str(), checks[1].status),
            ("participation:Bolt", Status::Pass)
        );
        assert!(
            checks[0]
                .summary
                .starts_with("2 of 3 eligible employees enroll (66.7%); Acme asks 70%"),
            "{}",
            checks[0].summary
        );
    }

    #[test]
    fn affordability_2026() {
        let p = plan("P1", "Acme", "gold", dec!(50), "employee_only", dec!(70));
        let t = table(dec!(400));
        let hh = households(
            &[member(
                "a",
                "employee",
                d(1986, 6, 1),
                Some("EE"),
                Some(3_000_000),
            )],
            d(2026, 1, 1),
        );
        // 39 on 2026-01-01 → 504.80; employer 50 % → employee 252.40 × 12 = 3028.80 > 30,000 × 9.96 % = 2988.00
        let check = affordability_check(
            &[DesignPlan {
                plan: &p,
                table: &t,
            }],
            &hh,
            &[rule("percent", dec!(50), dec!(0))],
            &HashMap::new(),
            d(2026, 1, 1),
        );
        assert_eq!(check.status, Status::Fail);
        assert!(
            check.details[0].contains("$252.40 a month"),
            "{:?}",
            check.details
        );
        assert!(check.details[0].contains("limit is $249.00"));
        // at 51 % the employee pays 247.35 → affordable
        let check = affordability_check(
            &[DesignPlan {
                plan: &p,
                table: &t,
            }],
            &hh,
            &[rule("percent", dec!(51), dec!(0))],
            &HashMap::new(),
            d(2026, 1, 1),
        );
        assert_eq!(check.status, Status::Pass);
    }

    #[test]
    fn offering_models_and_the_waiver_window() {
        let t = table(dec!(400));
        let a = plan("P1", "Acme", "gold", dec!(50), "employee_only", dec!(70));
        let b = plan("P2", "Acme", "silver", dec!(50), "employee_only", dec!(70));
        let c = plan("P3", "Bolt", "gold", dec!(50), "employee_only", dec!(70));
        let two_acme = [
            DesignPlan {
                plan: &a,
                table: &t,
            },
            DesignPlan {
                plan: &b,
                table: &t,
            },
        ];
        assert_eq!(
            offering_check("single_carrier", &two_acme).status,
            Status::Pass
        );
        assert_eq!(
            offering_check("metal_level", &two_acme).status,
            Status::Fail
        );
        assert_eq!(
            offering_check("single_plan", &two_acme).status,
            Status::Fail
        );
        let golds = [
            DesignPlan {
                plan: &a,
                table: &t,
            },
            DesignPlan {
                plan: &c,
                table: &t,
            },
        ];
        assert_eq!(offering_check("metal_level", &golds).status, Status::Pass);
        let two_carriers = offering_check("single_carrier", &golds);
        assert_eq!(two_carriers.setting, Some("offering_model"));
        assert!(
            two_carriers
                .summary
                .ends_with("To fix it, change the offering model to Metal level, or remove plans."),
            "{}",
            two_carriers.summary
        );
        let mixed = [
            DesignPlan {
                plan: &b,
                table: &t,
            },
            DesignPlan {
                plan: &c,
                table: &t,
            },
        ];
        assert!(offering_check("single_carrier", &mixed)
            .summary
            .contains("no offering model fits these plans"));
        assert_eq!(offering_check("sole_source", &golds).status, Status::Fail);
        assert!(minimums_waived(d(2026, 11, 22), d(2027, 1, 1)));
        assert!(minimums_waived(d(2026, 12, 15), d(2027, 1, 1)));
        assert!(!minimums_waived(d(2026, 12, 16), d(2027, 1, 1)));
        assert!(!minimums_waived(d(2026, 11, 22), d(2027, 2, 1)));
        assert!(!minimums_waived(d(2026, 11, 14), d(2027, 1, 1)));
    }
}
