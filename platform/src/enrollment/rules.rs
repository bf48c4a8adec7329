//! The rules of enrollment, pure: who is eligible for a window, who a tier covers, what an
//! election costs the employee, which waivers count against participation, how long a
//! special-enrollment window lasts and which changes a life event allows.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use crate::calendar::first_of_month_on_or_after;
use crate::employees::validate::age_on;
use crate::error::FieldErrors;
use crate::quotes::engine::{rule_for, split_for, ContributionRule};
use crate::rating::contribution;
use crate::rating::premium::{household_aged, AgedMember, RateTable, Role};
use crate::vocabulary::{LifeEventKind, Line, Tier, WaiveReason};

/// Waivers for other coverage: carriers leave them out of the participation count.
pub fn waiver_counts_as_covered_elsewhere(reason: WaiveReason) -> bool {
    matches!(
        reason,
        WaiveReason::SpousePlan | WaiveReason::OtherGroup | WaiveReason::MedicareMedicaid
    )
}

/// The day a new hire becomes eligible under the group's waiting period.
pub fn eligible_from(hire: NaiveDate, waiting_period: &str) -> NaiveDate {
    match waiting_period {
        "first_of_month" => first_of_month_on_or_after(hire),
        "days_30" => hire + Duration::days(30),
        "days_60" => hire + Duration::days(60),
        "days_90" => hire + Duration::days(90),
        "first_of_month_after_30" => first_of_month_on_or_after(hire + Duration::days(30)),
        "first_of_month_after_60" => first_of_month_on_or_after(hire + Duration::days(60)),
        _ => hire,
    }
}

/// What eligibility needs to know of an employee.
pub struct EmployeeFacts<'a> {
    pub status: &'a str,
    pub employee_class: Option<&'a str>,
    pub hours_per_week: Option<Decimal>,
    pub hire_date: Option<NaiveDate>,
}

/// A window's eligibility rules.
pub struct Eligibility<'a> {
    /// None: every class.
    pub classes: Option<&'a [String]>,
    pub min_hours: Option<Decimal>,
    /// Some(waiting period code) when the waiting period applies.
    pub waiting_period: Option<&'a str>,
    pub coverage_start: NaiveDate,
}

/// Whether an employee may enroll in a window; the reason when not.
pub fn eligibility(e: &EmployeeFacts, rules: &Eligibility) -> Result<(), String> {
    if e.status != "active" {
        return Err(format!("the employee's status is {}", e.status));
    }
    if let Some(classes) = rules.classes.filter(|c| !c.is_empty()) {
        let class = e.employee_class.unwrap_or("");
        if !classes.iter().any(|c| c.eq_ignore_ascii_case(class)) {
            return Err(if class.is_empty() {
                "the employee has no class".into()
            } else {
                format!("the class {class} is not eligible")
            });
        }
    }
    if let (Some(min), Some(hours)) = (rules.min_hours, e.hours_per_week) {
        if hours < min {
            return Err(format!(
                "{} hours a week, under the minimum of {}",
                hours.normalize(),
                min.normalize()
            ));
        }
    }
    if let (Some(wp), Some(hire)) = (rules.waiting_period, e.hire_date) {
        let from = eligible_from(hire, wp);
        if from > rules.coverage_start {
            return Err(format!("eligible from {from} after the waiting period"));
        }
    }
    Ok(())
}

/// A person in the employee's household.
#[derive(Debug, Clone)]
pub struct HouseholdMember {
    pub dependent_id: Option<uuid::Uuid>,
    pub relationship: String,
    pub dob: NaiveDate,
    pub disabled: bool,
    pub tobacco: bool,
}

fn role_of(relationship: &str) -> Option<Role> {
    match relationship {
        "employee" => Some(Role::Employee),
        "spouse" | "domestic_partner" => Some(Role::Partner),
        "child" => Some(Role::Child),
        _ => None,
    }
}

/// The dependents who can be covered on the coverage start: a spouse or partner, and children
/// under 26 (or disabled).
pub fn coverable(member: &HouseholdMember, coverage_start: NaiveDate) -> bool {
    match role_of(&member.relationship) {
        Some(Role::Partner) => true,
        Some(Role::Child) => member.disabled || age_on(member.dob, coverage_start) < 26,
        _ => false,
    }
}

/// The tiers open to a household: EE always, ES with a partner, EC with a child, EF with both.
pub fn available_tiers(dependents: &[HouseholdMember], coverage_start: NaiveDate) -> Vec<Tier> {
    let partner = dependents
        .iter()
        .any(|d| coverable(d, coverage_start) && role_of(&d.relationship) == Some(Role::Partner));
    let child = dependents
        .iter()
        .any(|d| coverable(d, coverage_start) && role_of(&d.relationship) == Some(Role::Child));
    Tier::ALL
        .iter()
        .copied()
        .filter(|t| crate::employees::validate::tier_matches(t.as_str(), partner, child))
        .collect()
}

/// The dependents a tier covers (all coverable ones of the kinds the tier names).
pub fn covered_by_tier(
    tier: Tier,
    dependents: &[HouseholdMember],
    coverage_start: NaiveDate,
) -> Vec<&HouseholdMember> {
    let (partner, children) = match tier {
        Tier::EE => (false, false),
        Tier::ES => (true, false),
        Tier::EC => (false, true),
        Tier::EF => (true, true),
    };
    dependents
        .iter()
        .filter(|d| coverable(d, coverage_start))
        .filter(|d| match role_of(&d.relationship) {
            Some(Role::Partner) => partner,
            Some(Role::Child) => children,
            _ => false,
        })
        .collect()
}

/// What one election costs a month and per paycheck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ElectionCost {
    pub premium: Decimal,
    pub employer: Decimal,
    pub employee: Decimal,
    pub per_paycheck: Decimal,
}

/// The cost of covering the employee and `covered` dependents on a plan of `line`, after the
/// employer's contribution for the employee's class.
#[allow(clippy::too_many_arguments)]
pub fn election_cost(
    rates: &RateTable,
    line: &str,
    employee: &HouseholdMember,
    covered: &[&HouseholdMember],
    class: Option<&str>,
    rules: &[ContributionRule],
    base_tables: &HashMap<String, RateTable>,
    coverage_start: NaiveDate,
    pay_periods: u32,
) -> ElectionCost {
    let aged = |m: &HouseholdMember| AgedMember {
        role: role_of(&m.relationship).unwrap_or(Role::Child),
        age: age_on(m.dob, coverage_start),
        dob: m.dob,
        tobacco: m.tobacco,
    };
    let mut members = vec![aged(employee)];
    let mut deps: Vec<AgedMember> = covered.iter().map(|d| aged(d)).collect();
    // The partner, then the children oldest first (the order the three-children rule uses).
    deps.sort_by_key(|m| (m.role != Role::Partner, m.dob));
    members.extend(deps);
    let premium = household_aged(rates, &members);
    let split = split_for(
        &premium,
        &members,
        rule_for(rules, line, class),
        base_tables,
    );
    ElectionCost {
        premium: split.premium,
        employer: split.employer,
        employee: split.employee,
        per_paycheck: contribution::per_paycheck(split.employee, pay_periods),
    }
}

/// Participation against a carrier's minimum: enrolled over eligible, leaving out those who
/// waive for other coverage. `None` when nobody counts.
pub fn participation_pct(
    eligible: i64,
    enrolled: i64,
    waived_with_other_coverage: i64,
) -> Option<Decimal> {
    let counted = eligible - waived_with_other_coverage;
    (counted > 0)
        .then(|| (Decimal::from(enrolled) * dec!(100) / Decimal::from(counted)).round_dp(1))
}

/// `done` of `total` as a percentage with one decimal (0 when there is nobody).
pub fn percent_complete(done: i64, total: i64) -> f64 {
    if total == 0 {
        0.0
    } else {
        (done as f64 * 1000.0 / total as f64).round() / 10.0
    }
}

/// How long an approved life event's special-enrollment window stays open (HIPAA: 30 days,
/// 60 for Medicaid/CHIP).
pub fn special_window_days(kind: LifeEventKind) -> i64 {
    if kind == LifeEventKind::MedicaidChip {
        60
    } else {
        30
    }
}

/// Whether a reported event is recent enough to ask for a special enrollment on `today`.
pub fn event_reportable(
    kind: LifeEventKind,
    event_date: NaiveDate,
    today: NaiveDate,
) -> Result<(), String> {
    if event_date > today + Duration::days(30) {
        return Err("report an event at most 30 days before it happens".into());
    }
    let days = special_window_days(kind);
    if event_date < today - Duration::days(days) {
        return Err(format!("events must be reported within {days} days"));
    }
    Ok(())
}

/// When coverage changed by an event starts: the day of a birth or adoption, otherwise the
/// first of the month after the event.
pub fn special_coverage_start(kind: LifeEventKind, event_date: NaiveDate) -> NaiveDate {
    match kind {
        LifeEventKind::Birth | LifeEventKind::Adoption => event_date,
        _ => first_of_month_on_or_after(event_date + Duration::days(1)),
    }
}

/// One line's election as the change rules see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineChoice {
    Waived,
    Enrolled {
        plan_id: String,
        partner: bool,
        children: Vec<uuid::Uuid>,
    },
}

/// Whether a life event allows going from `before` to `after` on a line; why not otherwise.
pub fn change_allowed(
    kind: LifeEventKind,
    line: Line,
    before: &LineChoice,
    after: &LineChoice,
) -> Result<(), String> {
    let (enroll, waive, change_plan, add_partner, add_child, drop_partner, drop_child) = match kind
    {
        LifeEventKind::Marriage => (true, true, true, true, true, false, false),
        LifeEventKind::Birth | LifeEventKind::Adoption => {
            (true, false, true, true, true, false, false)
        }
        LifeEventKind::LossOfCoverage => (true, false, true, true, true, false, false),
        LifeEventKind::Divorce => (false, false, false, false, false, true, true),
        LifeEventKind::MedicaidChip => (true, true, false, true, true, true, true),
    };
    let event = kind.as_str().replace('_', " ");
    let refuse = |what: &str| Err(format!("{line}: a {event} event does not allow {what}"));
    match (before, after) {
        (LineChoice::Waived, LineChoice::Waived) => Ok(()),
        (LineChoice::Waived, LineChoice::Enrolled { .. }) if !enroll => refuse("enrolling"),
        (LineChoice::Waived, LineChoice::Enrolled { .. }) => Ok(()),
        (LineChoice::Enrolled { .. }, LineChoice::Waived) if !waive => refuse("dropping coverage"),
        (LineChoice::Enrolled { .. }, LineChoice::Waived) => Ok(()),
        (
            LineChoice::Enrolled {
                plan_id: p0,
                partner: s0,
                children: c0,
            },
            LineChoice::Enrolled {
                plan_id: p1,
                partner: s1,
                children: c1,
            },
        ) => {
            if p0 != p1 && !change_plan {
                return refuse("changing plans");
            }
            if *s1 && !s0 && !add_partner {
                return refuse("adding a spouse or partner");
            }
            if !s1 && *s0 && !drop_partner {
                return refuse("removing the spouse or partner");
            }
            if c1.iter().any(|c| !c0.contains(c)) && !add_child {
                return refuse("adding a child");
            }
            if c0.iter().any(|c| !c1.contains(c)) && !drop_child {
                return refuse("removing a child");
            }
            Ok(())
        }
    }
}

/// A window's new last day: not before today, not before the window starts, and at most 120
/// days after.
pub fn check_new_end(
    errors: &mut FieldErrors,
    ends_on: NaiveDate,
    starts_on: NaiveDate,
    today: NaiveDate,
) {
    errors.check(
        ends_on >= today,
        "ends_on",
        "the window must end today or later",
    );
    errors.check(
        ends_on >= starts_on,
        "ends_on",
        "the window ends on or after it starts",
    );
    errors.check(
        (ends_on - starts_on).num_days() <= 120,
        "ends_on",
        "an enrollment window lasts at most 120 days",
    );
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    use super::*;
    use crate::rating::premium::PlanRates;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn member(rel: &str, dob: &str) -> HouseholdMember {
        HouseholdMember {
            dependent_id: Some(uuid::Uuid::new_v4()),
            relationship: rel.into(),
            dob: d(dob),
            disabled: false,
            tobacco: false,
        }
    }

    #[test]
    fn waiting_periods() {
        let hire = d("2026-03-15");
        assert_eq!(eligible_from(hire, "none"), hire);
        assert_eq!(eligible_from(hire, "first_of_month"), d("2026-04-01"));
        assert_eq!(
            eligible_from(d("2026-04-01"), "first_of_month"),
            d("2026-04-01")
        );
        assert_eq!(eligible_from(hire, "days_30"), d("2026-04-14"));
        assert_eq!(eligible_from(hire, "days_90"), d("2026-06-13"));
        assert_eq!(
            eligible_from(hire, "first_of_month_after_30"),
            d("2026-05-01")
        );
        assert_eq!(
            eligible_from(hire, "first_of_month_after_60"),
            d("2026-06-01")
        );
        assert_eq!(
            eligible_from(d("2026-11-20"), "first_of_month_after_30"),
            d("2027-01-01")
        );
    }

    #[test]
    fn eligibility_by_status_class_hours_and_waiting_period() {
        let classes = vec!["Full-time".to_string()];
        let rules = Eligibility {
            classes: Some(&classes),
            min_hours: Some(dec!(30)),
            waiting_period: Some("first_of_month_after_30"),
            coverage_start: d("2027-01-01"),
        };
        let ok = EmployeeFacts {
            status: "active",
            employee_class: Some("full-time"),
            hours_per_week: Some(dec!(40)),
            hire_date: Some(d("2020-01-06")),
        };
        assert_eq!(eligibility(&ok, &rules), Ok(()));
        let part_time = EmployeeFacts {
            employee_class: Some("Part-time"),
            ..ok
        };
        assert_eq!(
            eligibility(&part_time, &rules),
            Err("the class Part-time is not eligible".into())
        );
        let short = EmployeeFacts {
            hours_per_week: Some(dec!(25)),
            employee_class: Some("Full-time"),
            ..ok
        };
        assert_eq!(
            eligibility(&short, &rules),
            Err("25 hours a week, under the minimum of 30".into())
        );
        let new_hire = EmployeeFacts {
            hire_date: Some(d("2026-12-10")),
            employee_class: Some("Full-time"),
            hours_per_week: Some(dec!(40)),
            status: "active",
        };
        assert_eq!(
            eligibility(&new_hire, &rules),
            Err("eligible from 2027-02-01 after the waiting period".into())
        );
        let hired_in_time = EmployeeFacts {
            hire_date: Some(d("2026-12-01")),
            ..new_hire
        };
        assert_eq!(eligibility(&hired_in_time, &rules), Ok(()));
        let gone = EmployeeFacts {
            status: "terminated",
            employee_class: Some("Full-time"),
            hours_per_week: None,
            hire_date: None,
        };
        assert_eq!(
            eligibility(&gone, &rules),
            Err("the employee's status is terminated".into())
        );
    }

    #[test]
    fn tiers_follow_the_household() {
        let start = d("2027-01-01");
        let spouse = member("spouse", "1985-05-05");
        let kid = member("child", "2015-02-02");
        let grown = member("child", "1999-06-01");
        assert_eq!(available_tiers(&[], start), vec![Tier::EE]);
        assert_eq!(
            available_tiers(std::slice::from_ref(&spouse), start),
            vec![Tier::EE, Tier::ES]
        );
        assert_eq!(
            available_tiers(std::slice::from_ref(&grown), start),
            vec![Tier::EE],
            "a 27-year-old child is not coverable"
        );
        let disabled = HouseholdMember {
            disabled: true,
            ..grown.clone()
        };
        assert_eq!(
            available_tiers(&[disabled], start),
            vec![Tier::EE, Tier::EC]
        );
        let family = [spouse, kid.clone(), grown];
        assert_eq!(
            available_tiers(&family, start),
            vec![Tier::EE, Tier::ES, Tier::EC, Tier::EF]
        );
        let covered: Vec<_> = covered_by_tier(Tier::EC, &family, start)
            .iter()
            .map(|m| m.dependent_id)
            .collect();
        assert_eq!(covered, vec![kid.dependent_id]);
        assert_eq!(covered_by_tier(Tier::EF, &family, start).len(), 2);
        assert!(covered_by_tier(Tier::EE, &family, start).is_empty());
    }

    #[test]
    fn election_cost_by_hand() {
        // Base 500.00 at 21, age factors: 40 → 1.278, 38 → 1.246, 10 → 0.765 (federal curve).
        let rates = RateTable::from_formula(&PlanRates {
            base_rate: dec!(500),
            area_factor: dec!(1),
            tobacco_factor: dec!(1),
            composite: None,
        });
        let employee = member("employee", "1986-06-01");
        let spouse = member("spouse", "1988-06-01");
        let child = member("child", "2016-06-01");
        let rules = vec![ContributionRule {
            line: None,
            employee_class: None,
            kind: crate::vocabulary::ContributionKind::Percent,
            employee_pct: Some(dec!(80)),
            dependents_pct: Some(dec!(50)),
            ee: None,
            es: None,
            ec: None,
            ef: None,
            base_plan_id: None,
            amount: None,
        }];
        let start = d("2027-01-01");
        let cost = election_cost(
            &rates,
            "medical",
            &employee,
            &[&spouse, &child],
            None,
            &rules,
            &HashMap::new(),
            start,
            26,
        );
        // 639.00 + 623.00 + 382.50 = 1,644.50; employer 80 % of 639.00 = 511.20 plus 50 % of
        // 1,005.50 = 502.75 → 1,013.95; employee 630.55 a month, × 12 / 26 = 291.02 a paycheck.
        assert_eq!(cost.premium, dec!(1644.50));
        assert_eq!(cost.employer, dec!(1013.95));
        assert_eq!(cost.employee, dec!(630.55));
        assert_eq!(cost.per_paycheck, dec!(291.02));
        let alone = election_cost(
            &rates,
            "medical",
            &employee,
            &[],
            None,
            &rules,
            &HashMap::new(),
            start,
            12,
        );
        assert_eq!(
            (alone.premium, alone.employee, alone.per_paycheck),
            (dec!(639.00), dec!(127.80), dec!(127.80))
        );
    }

    #[test]
    fn participation_leaves_out_waivers_for_other_coverage() {
        assert_eq!(participation_pct(20, 12, 4), Some(dec!(75.0)));
        assert_eq!(participation_pct(3, 2, 0), Some(dec!(66.7)));
        assert_eq!(participation_pct(2, 0, 2), None);
        assert_eq!(
            (percent_complete(36, 59), percent_complete(0, 0)),
            (61.0, 0.0)
        );
        assert!(waiver_counts_as_covered_elsewhere(WaiveReason::SpousePlan));
        assert!(!waiver_counts_as_covered_elsewhere(WaiveReason::Cost));
    }

    #[test]
    fn life_event_windows_and_reporting() {
        let today = d("2026-11-22");
        assert_eq!(special_window_days(LifeEventKind::Birth), 30);
        assert_eq!(special_window_days(LifeEventKind::MedicaidChip), 60);
        assert!(event_reportable(LifeEventKind::Birth, d("2026-10-25"), today).is_ok());
        assert_eq!(
            event_reportable(LifeEventKind::Birth, d("2026-10-20"), today),
            Err("events must be reported within 30 days".into())
        );
        assert!(event_reportable(LifeEventKind::MedicaidChip, d("2026-10-01"), today).is_ok());
        assert_eq!(
            special_coverage_start(LifeEventKind::Birth, d("2026-11-03")),
            d("2026-11-03")
        );
        assert_eq!(
            special_coverage_start(LifeEventKind::Marriage, d("2026-11-03")),
            d("2026-12-01")
        );
        assert_eq!(
            special_coverage_start(LifeEventKind::Marriage, d("2026-11-30")),
            d("2026-12-01")
        );
    }

    #[test]
    fn what_life_events_allow() {
        let kid = uuid::Uuid::new_v4();
        let ee = LineChoice::Enrolled {
            plan_id: "A".into(),
            partner: false,
            children: vec![],
        };
        let with_kid = LineChoice::Enrolled {
            plan_id: "A".into(),
            partner: false,
            children: vec![kid],
        };
        let with_spouse = LineChoice::Enrolled {
            plan_id: "A".into(),
            partner: true,
            children: vec![],
        };
        let other_plan = LineChoice::Enrolled {
            plan_id: "B".into(),
            partner: false,
            children: vec![kid],
        };
        assert!(change_allowed(LifeEventKind::Birth, Line::Medical, &ee, &with_kid).is_ok());
        assert!(change_allowed(LifeEventKind::Birth, Line::Medical, &ee, &other_plan).is_ok());
        assert!(change_allowed(
            LifeEventKind::Birth,
            Line::Medical,
            &LineChoice::Waived,
            &with_kid
        )
        .is_ok());
        assert_eq!(
            change_allowed(
                LifeEventKind::Birth,
                Line::Medical,
                &ee,
                &LineChoice::Waived
            ),
            Err("medical: a birth event does not allow dropping coverage".into())
        );
        assert_eq!(
            change_allowed(LifeEventKind::Divorce, Line::Dental, &ee, &with_kid),
            Err("dental: a divorce event does not allow adding a child".into())
        );
        assert!(change_allowed(LifeEventKind::Divorce, Line::Medical, &with_spouse, &ee).is_ok());
        assert_eq!(
            change_allowed(LifeEventKind::Marriage, Line::Medical, &with_spouse, &ee),
            Err("medical: a marriage event does not allow removing the spouse or partner".into())
        );
        assert_eq!(
            change_allowed(LifeEventKind::MedicaidChip, Line::Medical, &ee, &other_plan),
            Err("medical: a medicaid chip event does not allow changing plans".into())
        );
        assert!(change_allowed(
            LifeEventKind::MedicaidChip,
            Line::Medical,
            &with_kid,
            &LineChoice::Waived
        )
        .is_ok());
        assert!(change_allowed(
            LifeEventKind::Divorce,
            Line::Vision,
            &LineChoice::Waived,
            &LineChoice::Waived
        )
        .is_ok());
    }

    fn end_problem(ends_on: NaiveDate, starts_on: NaiveDate, today: NaiveDate) -> Option<String> {
        let mut errors = FieldErrors::default();
        check_new_end(&mut errors, ends_on, starts_on, today);
        match errors.finish() {
            Ok(()) => None,
            Err(crate::error::AppError::Validation { fields, .. }) => {
                fields.get("ends_on").cloned()
            }
            Err(other) => panic!("not a validation error: {other:?}"),
        }
    }

    #[test]
    fn a_window_end_moves_within_bounds() {
        let date = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        let day = |m, d| date(2026, m, d);
        let (starts, today) = (day(10, 1), day(10, 20));
        assert_eq!(end_problem(day(11, 15), starts, today), None);
        assert_eq!(
            end_problem(day(10, 19), starts, today).as_deref(),
            Some("the window must end today or later")
        );
        assert_eq!(
            end_problem(day(9, 30), starts, day(9, 1)).as_deref(),
            Some("the window ends on or after it starts")
        );
        assert_eq!(end_problem(date(2027, 1, 29), starts, today), None);
        assert_eq!(
            end_problem(date(2027, 1, 30), starts, today).as_deref(),
            Some("an enrollment window lasts at most 120 days")
        );
    }
}
