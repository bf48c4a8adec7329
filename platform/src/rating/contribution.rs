//! Who pays what: the employer's contribution under each strategy brokers use, the
//! employee's share, and the cost per paycheck.

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::cents;
use super::premium::{HouseholdPremium, Tier};

/// How an employer contributes (per employee class, when classes differ).
#[derive(Debug, Clone, PartialEq)]
pub enum Strategy {
    /// A percentage of the employee-only premium and a percentage of the dependents' part.
    Percent {
        employee_pct: Decimal,
        dependents_pct: Decimal,
    },
    /// A flat monthly amount per tier (never more than the premium).
    FlatPerTier {
        ee: Decimal,
        es: Decimal,
        ec: Decimal,
        ef: Decimal,
    },
    /// A percentage of what the reference (base) plan would cost this household; the employee
    /// pays the difference for a richer plan ("buy-up").
    BasePlan {
        base_premium: Decimal,
        base_employee_only: Decimal,
        employee_pct: Decimal,
        dependents_pct: Decimal,
    },
    /// A fixed monthly allowance (defined contribution).
    Allowance { amount: Decimal },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    pub premium: Decimal,
    pub employer: Decimal,
    pub employee: Decimal,
}

fn pct(amount: Decimal, percent: Decimal) -> Decimal {
    // × 0.01 is exact in decimal and cheaper than ÷ 100.
    cents(amount * percent * dec!(0.01))
}

/// The monthly split of a household premium. Employer + employee = premium, always; the
/// employer never pays more than the premium nor less than zero.
pub fn split(premium: &HouseholdPremium, strategy: &Strategy) -> Split {
    let total = premium.total;
    let employer = match strategy {
        Strategy::Percent {
            employee_pct,
            dependents_pct,
        } => {
            pct(premium.employee_only, *employee_pct)
                + pct(total - premium.employee_only, *dependents_pct)
        }
        Strategy::FlatPerTier { ee, es, ec, ef } => match premium.tier {
            Tier::EE => *ee,
            Tier::ES => *es,
            Tier::EC => *ec,
            Tier::EF => *ef,
        },
        Strategy::BasePlan {
            base_premium,
            base_employee_only,
            employee_pct,
            dependents_pct,
        } => {
            pct(*base_employee_only, *employee_pct)
                + pct(*base_premium - *base_employee_only, *dependents_pct)
        }
        Strategy::Allowance { amount } => *amount,
    };
    let employer = employer.max(Decimal::ZERO).min(total);
    Split {
        premium: total,
        employer,
        employee: total - employer,
    }
}

/// The employee's cost per paycheck (12, 24, 26 or 52 pay periods a year).
pub fn per_paycheck(monthly: Decimal, pay_periods: u32) -> Decimal {
    cents(monthly * dec!(12) / Decimal::from(pay_periods))
}

/// The minimum employer contribution a carrier asks: a percentage of the employee-only premium
/// (default 50 %). Returns whether the strategy meets it for this household.
pub fn meets_minimum(
    premium: &HouseholdPremium,
    split: &Split,
    minimum_pct_of_employee_only: Decimal,
) -> bool {
    split.employer >= pct(premium.employee_only, minimum_pct_of_employee_only)
}

/// What a carrier's minimum contribution is a percentage of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MinimumBasis {
    EmployeeOnly,
    Total,
}

/// The least the employer must pay for this household under a carrier's rule.
pub fn minimum_employer(
    premium: &HouseholdPremium,
    pct_required: Decimal,
    basis: MinimumBasis,
) -> Decimal {
    match basis {
        MinimumBasis::EmployeeOnly => pct(premium.employee_only, pct_required),
        MinimumBasis::Total => pct(premium.total, pct_required),
    }
}

/// ACA affordability: the employee-only cost of the cheapest plan must not exceed the year's
/// percentage of household income (salary as the safe-harbour proxy). 2026: 9.96 %.
pub fn affordable(
    employee_only_monthly_cost: Decimal,
    annual_salary: Decimal,
    threshold_pct: Decimal,
) -> bool {
    employee_only_monthly_cost * dec!(12) <= annual_salary * threshold_pct / dec!(100)
}

/// The affordability threshold of a plan year (IRS Rev. Procs.), where known.
pub fn affordability_threshold(year: i32) -> Option<Decimal> {
    match year {
        2023 => Some(dec!(9.12)),
        2024 => Some(dec!(8.39)),
        2025 => Some(dec!(9.02)),
        2026 => Some(dec!(9.96)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::premium::{household, Member, PlanRates, Role};
    use chrono::NaiveDate;
    use proptest::prelude::{prop_assert, prop_assert_eq, prop_oneof, proptest, Strategy as _};

    fn prem(tier: Tier, employee_only: Decimal, total: Decimal) -> HouseholdPremium {
        HouseholdPremium {
            tier,
            member_rates: vec![],
            employee_only,
            total,
        }
    }

    #[test]
    fn percent_of_employee_and_dependents() {
        // 75 % of 600.00 + 50 % of (2514.40 − 600.00) = 450.00 + 957.20
        let s = split(
            &prem(Tier::EF, dec!(600.00), dec!(2514.40)),
            &Strategy::Percent {
                employee_pct: dec!(75),
                dependents_pct: dec!(50),
            },
        );
        assert_eq!((s.employer, s.employee), (dec!(1407.20), dec!(1107.20)));
        // 50 % of 511.27 = 255.635 → 255.64 (to the cent, away from zero)
        let s = split(
            &prem(Tier::EE, dec!(511.27), dec!(511.27)),
            &Strategy::Percent {
                employee_pct: dec!(50),
                dependents_pct: dec!(0),
            },
        );
        assert_eq!((s.employer, s.employee), (dec!(255.64), dec!(255.63)));
    }

    #[test]
    fn flat_per_tier_never_exceeds_the_premium() {
        let flat = Strategy::FlatPerTier {
            ee: dec!(450),
            es: dec!(700),
            ec: dec!(650),
            ef: dec!(900),
        };
        let s = split(&prem(Tier::ES, dec!(500.00), dec!(1080.00)), &flat);
        assert_eq!((s.employer, s.employee), (dec!(700), dec!(380.00)));
        let s = split(&prem(Tier::EE, dec!(420.00), dec!(420.00)), &flat);
        assert_eq!((s.employer, s.employee), (dec!(420.00), dec!(0)));
    }

    #[test]
    fn base_plan_buy_up() {
        // Base plan would cost this EE 480.00; employer pays 80 % of it (384.00) on a 610.00 plan.
        let s = split(
            &prem(Tier::EE, dec!(610.00), dec!(610.00)),
            &Strategy::BasePlan {
                base_premium: dec!(480.00),
                base_employee_only: dec!(480.00),
                employee_pct: dec!(80),
                dependents_pct: dec!(0),
            },
        );
        assert_eq!((s.employer, s.employee), (dec!(384.00), dec!(226.00)));
        // On a cheaper plan than the base the employer pays at most the premium.
        let s = split(
            &prem(Tier::EE, dec!(300.00), dec!(300.00)),
            &Strategy::BasePlan {
                base_premium: dec!(480.00),
                base_employee_only: dec!(480.00),
                employee_pct: dec!(80),
                dependents_pct: dec!(0),
            },
        );
        assert_eq!((s.employer, s.employee), (dec!(300.00), dec!(0)));
    }

    #[test]
    fn allowance_and_paychecks() {
        let s = split(
            &prem(Tier::EC, dec!(400), dec!(950.00)),
            &Strategy::Allowance { amount: dec!(600) },
        );
        assert_eq!(s.employee, dec!(350.00));
        assert_eq!(per_paycheck(dec!(350.00), 26), dec!(161.54)); // 4200 / 26 = 161.538…
        assert_eq!(per_paycheck(dec!(350.00), 24), dec!(175.00));
        assert_eq!(per_paycheck(dec!(350.00), 52), dec!(80.77)); // 80.769…
        assert_eq!(per_paycheck(dec!(350.00), 12), dec!(350.00));
    }

    #[test]
    fn minimums_and_affordability() {
        let p = prem(Tier::EE, dec!(500.00), dec!(500.00));
        assert!(meets_minimum(
            &p,
            &Split {
                premium: dec!(500),
                employer: dec!(250.00),
                employee: dec!(250)
            },
            dec!(50)
        ));
        assert!(!meets_minimum(
            &p,
            &Split {
                premium: dec!(500),
                employer: dec!(249.99),
                employee: dec!(250.01)
            },
            dec!(50)
        ));
        // 2026: 9.96 % of 42,000 = 4,183.20 a year = 348.60 a month.
        assert!(affordable(
            dec!(348.60),
            dec!(42000),
            affordability_threshold(2026).unwrap()
        ));
        assert!(!affordable(dec!(348.61), dec!(42000), dec!(9.96)));
        assert_eq!(affordability_threshold(2024), Some(dec!(8.39)));
    }

    fn any_strategy() -> impl proptest::strategy::Strategy<Value = super::Strategy> {
        prop_oneof![
            (0u32..=100, 0u32..=100).prop_map(|(e, d)| Strategy::Percent {
                employee_pct: e.into(),
                dependents_pct: d.into()
            }),
            (0u32..2000).prop_map(|a| Strategy::Allowance { amount: a.into() }),
            (0u32..2000, 0u32..2000).prop_map(|(a, b)| Strategy::FlatPerTier {
                ee: a.into(),
                es: b.into(),
                ec: b.into(),
                ef: (a + b).into()
            }),
        ]
    }

    proptest! {
        #[test]
        fn employer_plus_employee_is_the_premium(base in 100u32..900, kids in 0usize..6, ages in proptest::collection::vec(0i32..64, 8), strategy in any_strategy()) {
            let effective = NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
            let dob = |age: i32| NaiveDate::from_ymd_opt(2026 - age, 6, 1).unwrap();
            let mut members = vec![Member { role: Role::Employee, dob: dob(ages[0].max(18)), tobacco: false }];
            members.push(Member { role: Role::Partner, dob: dob(ages[1].max(18)), tobacco: ages[1] % 2 == 0 });
            for i in 0..kids {
                members.push(Member { role: Role::Child, dob: dob(ages[2 + i] % 26), tobacco: false });
            }
            let rates = PlanRates { base_rate: Decimal::from(base), area_factor: dec!(1.05), tobacco_factor: dec!(1.2), composite: None };
            let p = household(&rates, &members, effective);
            let s = split(&p, &strategy);
            prop_assert_eq!(s.employer + s.employee, p.total);
            prop_assert!(s.employer >= Decimal::ZERO && s.employee >= Decimal::ZERO);
            prop_assert_eq!(p.member_rates.iter().filter(|r| !r.is_zero()).count() <= members.len(), true);
            let rated_young = members.iter().zip(&p.member_rates).filter(|(m, r)| m.role == Role::Child && crate::employees::validate::age_on(m.dob, effective) < 21 && !r.is_zero()).count();
            prop_assert!(rated_young <= 3);
        }

        #[test]
        fn rates_never_fall_with_age(base in 100u32..900, age in 0i32..70) {
            let effective = NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
            let rates = PlanRates { base_rate: Decimal::from(base), area_factor: Decimal::ONE, tobacco_factor: Decimal::ONE, composite: None };
            let at = |a: i32| crate::rating::premium::member_rate(&rates, &Member { role: Role::Employee, dob: NaiveDate::from_ymd_opt(2026 - a, 6, 1).unwrap(), tobacco: false }, effective);
            prop_assert!(at(age + 1) >= at(age));
        }
    }
}
