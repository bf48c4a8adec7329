//! A renewal re-rated, pure: each household's elections of the plan year in force carried to the
//! renewal plans, with everyone's age on the new effective date (age bands move; a child who is
//! 26 by then drops off and the tier follows who is left), priced at the renewal rates and split
//! under the group's contribution rules.

use std::collections::HashMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;

use crate::employees::validate::age_on;
use crate::money::cents;
use crate::quotes::engine::{rule_for, split_for, ContributionRule, StoredRates};
use crate::rating::premium::{household_aged, AgedMember, RateTable, Role, Tier};
use crate::vocabulary::Line;

/// Children are covered to this age.
pub const CHILD_AGE_LIMIT: i32 = 26;

/// A person of a household as the renewal rates them.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: String,
    pub name: String,
    pub role: Role,
    pub dob: NaiveDate,
    pub tobacco: bool,
}

/// One enrolled line of the plan year in force.
#[derive(Debug, Clone)]
pub struct Election {
    pub line: Line,
    /// The plan in force.
    pub plan_id: String,
    pub tier: Tier,
    /// The dependents it covers (ids of the household's people).
    pub dependent_ids: Vec<String>,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

#[derive(Debug, Clone)]
pub struct Household {
    pub employee_key: String,
    pub employee_class: Option<String>,
    /// The employee first.
    pub people: Vec<Person>,
    pub elections: Vec<Election>,
}

/// A monthly premium and who pays it, in cents.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cost {
    pub premium: i64,
    pub employer: i64,
    pub employee: i64,
}

impl std::ops::AddAssign for Cost {
    fn add_assign(&mut self, o: Self) {
        self.premium += o.premium;
        self.employer += o.employer;
        self.employee += o.employee;
    }
}

/// One household's line, this year and renewed.
#[derive(Debug, Clone, PartialEq)]
pub struct RenewedLine {
    pub employee_key: String,
    pub line: Line,
    pub current_plan_id: String,
    pub current_tier: Tier,
    pub current: Cost,
    pub renewal_tier: Tier,
    /// None when the renewal plan has no rates yet.
    pub renewal: Option<Cost>,
    /// Children covered today who are 26 by the new effective date (ids).
    pub aged_off: Vec<String>,
}

/// The tier that covers the employee with or without a partner and children.
pub fn tier_of(partner: bool, children: bool) -> Tier {
    match (partner, children) {
        (false, false) => Tier::EE,
        (true, false) => Tier::ES,
        (false, true) => Tier::EC,
        (true, true) => Tier::EF,
    }
}

/// Whether a child born on `dob` is too old to be covered on `effective`.
pub fn aged_off(dob: NaiveDate, effective: NaiveDate) -> bool {
    age_on(dob, effective) >= CHILD_AGE_LIMIT
}

/// Current rates changed by `bps` hundredths of a percent, each rounded to the cent.
pub fn scaled(rates: &StoredRates, bps: i32) -> StoredRates {
    let factor = Decimal::ONE + Decimal::new(i64::from(bps), 4);
    let scale = |r: Decimal| {
        (r * factor).round_dp_with_strategy(2, rust_decimal::RoundingStrategy::MidpointAwayFromZero)
    };
    StoredRates {
        by_age: rates.by_age.iter().copied().map(scale).collect(),
        tobacco_by_age: rates.tobacco_by_age.iter().map(|r| r.map(scale)).collect(),
        composite: rates.composite.map(|c| c.map(scale)),
    }
}

/// One household's enrolled line carried to the new plan year: who is still covered, at their
/// ages on the new effective date, whatever plan then prices them.
pub struct Carried<'a> {
    household: &'a Household,
    election: &'a Election,
    /// The employee, the partner, then the children oldest first (the three-children rule's
    /// order).
    covered: Vec<AgedMember>,
    /// Children covered today who are 26 by the new effective date (ids).
    aged_off: Vec<String>,
    tier: Tier,
}

/// Every enrolled line of every household carried to `effective`, once for all the plans that
/// price them.
pub fn carry(households: &[Household], effective: NaiveDate) -> Vec<Carried<'_>> {
    households
        .iter()
        .flat_map(|h| h.elections.iter().map(move |e| (h, e)))
        .filter_map(|(h, e)| carry_line(h, e, effective))
        .collect()
}

fn carry_line<'a>(h: &'a Household, e: &'a Election, effective: NaiveDate) -> Option<Carried<'a>> {
    let employee = h.people.first()?;
    let aged = |p: &Person| AgedMember {
        role: p.role,
        age: age_on(p.dob, effective),
        dob: p.dob,
        tobacco: p.tobacco,
    };
    let mut covered = vec![aged(employee)];
    let mut aged_off = Vec::new();
    for p in h.people[1..]
        .iter()
        .filter(|p| e.dependent_ids.contains(&p.id))
    {
        if p.role == Role::Child && self::aged_off(p.dob, effective) {
            aged_off.push(p.id.clone());
        } else {
            covered.push(aged(p));
        }
    }
    covered[1..].sort_by_key(|m| (m.role != Role::Partner, m.dob));
    let tier = tier_of(
        covered.iter().any(|m| m.role == Role::Partner),
        covered.iter().any(|m| m.role == Role::Child),
    );
    Some(Carried {
        household: h,
        election: e,
        covered,
        aged_off,
        tier,
    })
}

impl Carried<'_> {
    /// The line's cost at `table`; `rates` resolve a rule that names a base plan.
    fn cost(
        &self,
        table: &RateTable,
        rates: &HashMap<String, RateTable>,
        rules: &[ContributionRule],
    ) -> Cost {
        let premium = household_aged(table, &self.covered);
        let rule = rule_for(
            rules,
            self.election.line.as_str(),
            self.household.employee_class.as_deref(),
        );
        let split = split_for(&premium, &self.covered, rule, rates);
        Cost {
            premium: cents(split.premium),
            employer: cents(split.employer),
            employee: cents(split.employee),
        }
    }
}

/// Each carried line renewed: `rates` are the renewal rates by *current* plan id (so that a rule
/// naming a base plan finds the base plan's renewal rates).
pub fn reprice(
    carried: &[Carried],
    rates: &HashMap<String, RateTable>,
    rules: &[ContributionRule],
) -> Vec<RenewedLine> {
    carried
        .iter()
        .map(|c| {
            let e = c.election;
            RenewedLine {
                employee_key: c.household.employee_key.clone(),
                line: e.line,
                current_plan_id: e.plan_id.clone(),
                current_tier: e.tier,
                current: Cost {
                    premium: e.premium_cents,
                    employer: e.employer_cents,
                    employee: e.employee_cents,
                },
                renewal_tier: c.tier,
                renewal: rates.get(&e.plan_id).map(|t| c.cost(t, rates, rules)),
                aged_off: c.aged_off.clone(),
            }
        })
        .collect()
}

/// What everyone enrolled on `line` would cost on one other plan (`table`), with the same
/// people at their ages on the new effective date and the same contribution rules; and how many
/// households that is.
pub fn price_alternative(
    carried: &[Carried],
    line: Line,
    table: &RateTable,
    rules: &[ContributionRule],
) -> (Cost, i32) {
    let on_line = || carried.iter().filter(|c| c.election.line == line);
    // A rule naming a base plan finds this plan's rates in its place.
    let mut rates: HashMap<String, RateTable> = HashMap::new();
    for c in on_line() {
        if !rates.contains_key(&c.election.plan_id) {
            rates.insert(c.election.plan_id.clone(), table.clone());
        }
    }
    let mut sum = Cost::default();
    let mut count = 0;
    for c in on_line() {
        sum += c.cost(table, &rates, rules);
        count += 1;
    }
    (sum, count)
}

/// The change from `before` to `after` in percent, to one decimal (0 when there was nothing
/// before).
pub fn change_pct(before: i64, after: i64) -> f64 {
    if before == 0 {
        return 0.0;
    }
    ((after - before) as f64 * 1000.0 / before as f64).round() / 10.0
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    use super::*;
    use crate::rating::premium::{CompositeRates, RateTable};
    use crate::vocabulary::ContributionKind;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    /// A table whose rate at each age is 100 × (age − 14) dollars: easy to check by hand.
    fn by_age() -> RateTable {
        let mut by_age = [Decimal::ZERO; 65];
        for (age, rate) in by_age.iter_mut().enumerate() {
            *rate = Decimal::from((age as i64 - 14).max(1) * 100);
        }
        RateTable {
            by_age,
            tobacco_by_age: [None; 65],
            composite: None,
        }
    }

    fn percent(employee: Decimal, dependents: Decimal) -> Vec<ContributionRule> {
        vec![ContributionRule {
            line: None,
            employee_class: None,
            kind: ContributionKind::Percent,
            employee_pct: Some(employee),
            dependents_pct: Some(dependents),
            ee: None,
            es: None,
            ec: None,
            ef: None,
            base_plan_id: None,
            amount: None,
        }]
    }

    fn person(id: &str, role: Role, dob: &str) -> Person {
        Person {
            id: id.into(),
            name: id.into(),
            role,
            dob: d(dob),
            tobacco: false,
        }
    }

    fn election(plan: &str, tier: Tier, dependents: &[&str], premium: i64) -> Election {
        Election {
            line: Line::Medical,
            plan_id: plan.into(),
            tier,
            dependent_ids: dependents.iter().map(|s| s.to_string()).collect(),
            premium_cents: premium,
            employer_cents: premium / 2,
            employee_cents: premium - premium / 2,
        }
    }

    #[test]
    fn a_birthday_before_the_new_year_moves_the_employee_up_a_band() {
        // 63 on the current effective date, 64 on the new one: the 64 rate (50 × 100).
        let h = Household {
            employee_key: "e1".into(),
            employee_class: None,
            people: vec![person("e1", Role::Employee, "1962-12-15")],
            elections: vec![election("P1", Tier::EE, &[], 490_000)],
        };
        let rates = HashMap::from([("P1".to_string(), by_age())]);
        let lines = reprice(
            &carry(&[h], d("2027-01-01")),
            &rates,
            &percent(dec!(75), dec!(50)),
        );
        assert_eq!(lines.len(), 1);
        let l = &lines[0];
        assert_eq!(l.current.premium, 490_000);
        assert_eq!(
            l.renewal,
            Some(Cost {
                premium: 500_000,
                employer: 375_000,
                employee: 125_000
            })
        );
        assert_eq!(l.renewal_tier, Tier::EE);
    }

    #[test]
    fn a_child_who_turns_26_drops_off_and_the_tier_follows() {
        // The child turns 26 on 2026-12-20, before the 2027-01-01 renewal: the family tier
        // becomes employee and spouse, priced for the two adults only.
        let h = Household {
            employee_key: "e1".into(),
            employee_class: None,
            people: vec![
                person("e1", Role::Employee, "1970-06-01"),
                person("s1", Role::Partner, "1972-06-01"),
                person("c1", Role::Child, "2000-12-20"),
            ],
            elections: vec![election("P1", Tier::EF, &["s1", "c1"], 0)],
        };
        let rates = HashMap::from([("P1".to_string(), by_age())]);
        let lines = reprice(
            &carry(&[h], d("2027-01-01")),
            &rates,
            &percent(dec!(50), dec!(0)),
        );
        let l = &lines[0];
        assert_eq!(l.aged_off, vec!["c1".to_string()]);
        assert_eq!(l.renewal_tier, Tier::ES);
        // Ages 56 and 54: (56 − 14) × 100 + (54 − 14) × 100 = 8,200.00; the employer pays half
        // of the employee's 4,200.00.
        assert_eq!(
            l.renewal,
            Some(Cost {
                premium: 820_000,
                employer: 210_000,
                employee: 610_000
            })
        );
    }

    #[test]
    fn a_child_of_25_on_the_new_date_stays() {
        assert!(!aged_off(d("2001-01-02"), d("2027-01-01")));
        assert!(aged_off(d("2001-01-01"), d("2027-01-01")));
    }

    #[test]
    fn a_composite_plan_renews_at_its_tier_rate_whatever_the_ages() {
        let composite = RateTable {
            composite: Some(CompositeRates {
                ee: dec!(610.00),
                es: dec!(1250.00),
                ec: dec!(1100.00),
                ef: dec!(1800.00),
            }),
            ..by_age()
        };
        let h = Household {
            employee_key: "e1".into(),
            employee_class: None,
            people: vec![
                person("e1", Role::Employee, "1963-03-15"),
                person("c1", Role::Child, "2012-05-05"),
            ],
            elections: vec![election("P1", Tier::EC, &["c1"], 105_000)],
        };
        let rates = HashMap::from([("P1".to_string(), composite)]);
        let l = &reprice(
            &carry(&[h], d("2027-01-01")),
            &rates,
            &percent(dec!(100), dec!(0)),
        )[0];
        assert_eq!(l.renewal_tier, Tier::EC);
        // The employer pays all of the employee-only rate (610.00) and none of the rest.
        assert_eq!(
            l.renewal,
            Some(Cost {
                premium: 110_000,
                employer: 61_000,
                employee: 49_000
            })
        );
    }

    #[test]
    fn a_percentage_change_scales_every_rate_to_the_cent() {
        let current = StoredRates {
            by_age: vec![dec!(500.00), dec!(333.33)],
            tobacco_by_age: vec![None, Some(dec!(400.00))],
            composite: Some([dec!(610.00), dec!(1250.00), dec!(1100.00), dec!(1800.01)]),
        };
        let renewed = scaled(&current, 750);
        assert_eq!(renewed.by_age, vec![dec!(537.50), dec!(358.33)]);
        assert_eq!(renewed.tobacco_by_age, vec![None, Some(dec!(430.00))]);
        assert_eq!(
            renewed.composite,
            Some([dec!(655.75), dec!(1343.75), dec!(1182.50), dec!(1935.01)])
        );
        assert_eq!(scaled(&current, 0), current);
    }

    #[test]
    fn a_plan_without_renewal_rates_is_left_unpriced() {
        let h = Household {
            employee_key: "e1".into(),
            employee_class: None,
            people: vec![person("e1", Role::Employee, "1980-01-01")],
            elections: vec![election("P9", Tier::EE, &[], 40_000)],
        };
        let l = &reprice(&carry(&[h], d("2027-01-01")), &HashMap::new(), &[])[0];
        assert_eq!(l.renewal, None);
        assert_eq!(l.current.premium, 40_000);
    }

    #[test]
    fn an_alternative_prices_everyone_on_its_line_with_the_same_people_and_rules() {
        // Two households on two different medical plans and one on dental: the alternative
        // puts both medical households on its plan; the dental election is not its business.
        let mut dental = election("D1", Tier::EE, &[], 3_000);
        dental.line = Line::Dental;
        let households = [
            Household {
                employee_key: "e1".into(),
                employee_class: None,
                // 40 on 2027-01-01: (40 − 14) × 100 = 2,600.00.
                people: vec![person("e1", Role::Employee, "1986-06-01")],
                elections: vec![election("P1", Tier::EE, &[], 250_000), dental],
            },
            Household {
                employee_key: "e2".into(),
                employee_class: None,
                // 50 and a child of 30 (aged off): the child does not count.
                people: vec![
                    person("e2", Role::Employee, "1976-06-01"),
                    person("c2", Role::Child, "1996-06-01"),
                ],
                elections: vec![election("P2", Tier::EC, &["c2"], 400_000)],
            },
        ];
        let (cost, count) = price_alternative(
            &carry(&households, d("2027-01-01")),
            Line::Medical,
            &by_age(),
            &percent(dec!(80), dec!(0)),
        );
        assert_eq!(count, 2);
        // 2,600.00 + 3,600.00; the employer pays 80 % of each.
        assert_eq!(
            cost,
            Cost {
                premium: 620_000,
                employer: 496_000,
                employee: 124_000
            }
        );
    }

    #[test]
    fn changes_are_in_percent_to_one_decimal() {
        assert_eq!(change_pct(100_000, 107_500), 7.5);
        assert_eq!(change_pct(300, 200), -33.3);
        assert_eq!(change_pct(0, 5), 0.0);
    }
}
