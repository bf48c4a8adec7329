//! The rating hot loop in integer cents. Rating every household of a census on every plan of a
//! quote runs the premium and contribution rules hundreds of thousands of times; on whole cents
//! they give exactly the figures of the `Decimal` rules, without decimal arithmetic per member.
//! Inputs that are not whole cents (a rate or a flat amount with fractions of a cent) have no
//! cents form, and their callers rate in `Decimal`.

use rust_decimal::Decimal;

use super::premium::{HouseholdPremium, MemberRates, RateTable, Tier};

/// A rate table in cents.
#[derive(Debug, Clone, PartialEq)]
pub struct CentsTable {
    by_age: [i64; 65],
    tobacco_by_age: [i64; 65],
    composite: Option<[i64; 4]>,
}

impl CentsTable {
    /// The table in cents, if every rate in it is a whole number of cents.
    pub fn of(table: &RateTable) -> Option<Self> {
        let mut by_age = [0; 65];
        let mut tobacco_by_age = [0; 65];
        for age in 0..65 {
            by_age[age] = whole_cents(table.by_age[age])?;
            tobacco_by_age[age] = match table.tobacco_by_age[age] {
                Some(rate) => whole_cents(rate)?,
                None => by_age[age],
            };
        }
        let composite = match table.composite {
            Some(c) => Some([
                whole_cents(c.ee)?,
                whole_cents(c.es)?,
                whole_cents(c.ec)?,
                whole_cents(c.ef)?,
            ]),
            None => None,
        };
        Some(Self {
            by_age,
            tobacco_by_age,
            composite,
        })
    }
}

impl MemberRates for CentsTable {
    type Amount = i64;

    fn monthly(&self, age: i32, tobacco: bool) -> i64 {
        let i = age.clamp(0, 64) as usize;
        if tobacco {
            self.tobacco_by_age[i]
        } else {
            self.by_age[i]
        }
    }

    fn composite_rate(&self, tier: Tier) -> Option<i64> {
        self.composite.map(|c| c[tier_index(tier)])
    }
}

fn tier_index(tier: Tier) -> usize {
    match tier {
        Tier::EE => 0,
        Tier::ES => 1,
        Tier::EC => 2,
        Tier::EF => 3,
    }
}

/// `amount` in cents, if it is a whole number of cents.
pub fn whole_cents(amount: Decimal) -> Option<i64> {
    let cents = amount.checked_mul(Decimal::ONE_HUNDRED)?;
    if !cents.fract().is_zero() {
        return None;
    }
    i64::try_from(cents.trunc()).ok()
}

/// A percentage as an exact fraction: `numerator / 10^scale` percent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Percent {
    numerator: i128,
    denominator: i128,
}

impl Percent {
    pub fn of(percent: Decimal) -> Option<Self> {
        let scale = percent.scale();
        // 10^12 × 100 × the largest premium in cents stays far inside i128.
        (scale <= 12).then(|| Self {
            numerator: percent.mantissa(),
            denominator: 100 * 10_i128.pow(scale),
        })
    }

    /// The percentage of `cents`, rounded to the cent with halves away from zero (as
    /// [`super::cents`] rounds).
    pub fn of_cents(self, cents: i64) -> i64 {
        let n = i128::from(cents) * self.numerator;
        let (q, r) = (n / self.denominator, n % self.denominator);
        let rounded = if 2 * r.abs() >= self.denominator {
            q + n.signum()
        } else {
            q
        };
        rounded as i64
    }
}

/// A contribution strategy in cents: [`super::contribution::Strategy`] with the base plan's
/// household premium still to be worked out per household.
#[derive(Debug, Clone, PartialEq)]
pub enum CentsStrategy {
    Percent {
        employee: Percent,
        dependents: Percent,
    },
    FlatPerTier([i64; 4]),
    BasePlan {
        base: Option<Box<CentsTable>>,
        employee: Percent,
        dependents: Percent,
    },
    Allowance(i64),
}

/// The employer's share of a household premium, in cents: the rule of
/// [`super::contribution::split`] (never below zero nor above the premium).
pub fn employer_share(
    premium: &HouseholdPremium<i64>,
    strategy: &CentsStrategy,
    base_premium: impl FnOnce(&CentsTable) -> HouseholdPremium<i64>,
) -> i64 {
    let employer = match strategy {
        CentsStrategy::Percent {
            employee,
            dependents,
        } => {
            employee.of_cents(premium.employee_only)
                + dependents.of_cents(premium.total - premium.employee_only)
        }
        CentsStrategy::FlatPerTier(amounts) => amounts[tier_index(premium.tier)],
        CentsStrategy::BasePlan {
            base: Some(base),
            employee,
            dependents,
        } => {
            let base = base_premium(base);
            employee.of_cents(base.employee_only)
                + dependents.of_cents(base.total - base.employee_only)
        }
        CentsStrategy::BasePlan { base: None, .. } => 0,
        CentsStrategy::Allowance(amount) => *amount,
    };
    employer.max(0).min(premium.total)
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    use super::*;
    use crate::rating::cents;
    use crate::rating::contribution::{split, Strategy};

    fn premium(tier: Tier, employee_only: i64, total: i64) -> HouseholdPremium<i64> {
        HouseholdPremium {
            tier,
            member_rates: Vec::new(),
            employee_only,
            total,
        }
    }

    fn in_dollars(p: &HouseholdPremium<i64>) -> HouseholdPremium {
        HouseholdPremium {
            tier: p.tier,
            member_rates: Vec::new(),
            employee_only: Decimal::new(p.employee_only, 2),
            total: Decimal::new(p.total, 2),
        }
    }

    #[test]
    fn whole_cents_only() {
        assert_eq!(whole_cents(dec!(412.37)), Some(41_237));
        assert_eq!(whole_cents(dec!(412.3700)), Some(41_237));
        assert_eq!(whole_cents(dec!(5)), Some(500));
        assert_eq!(whole_cents(dec!(412.375)), None);
    }

    #[test]
    fn percentages_round_half_away_from_zero_like_the_decimal_rule() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move |bound: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % bound
        };
        let percents = [
            dec!(0),
            dec!(50),
            dec!(75),
            dec!(33.333),
            dec!(12.5),
            dec!(100),
            dec!(66.6667),
        ];
        for _ in 0..20_000 {
            let amount = next(5_000_000) as i64 - 100_000;
            let percent = percents[next(percents.len() as u64) as usize];
            let exact = cents(Decimal::new(amount, 2) * percent * dec!(0.01));
            let in_cents = Percent::of(percent).unwrap().of_cents(amount);
            assert_eq!(
                Decimal::new(in_cents, 2),
                exact,
                "{percent}% of {amount} cents"
            );
        }
    }

    #[test]
    fn the_employer_share_is_the_decimal_rules_share() {
        let households = [
            premium(Tier::EE, 41_237, 41_237),
            premium(Tier::ES, 41_237, 90_011),
            premium(Tier::EC, 38_001, 77_777),
            premium(Tier::EF, 52_013, 161_999),
        ];
        let p = |d: Decimal| Percent::of(d).unwrap();
        let cases: Vec<(CentsStrategy, Strategy)> = vec![
            (
                CentsStrategy::Percent {
                    employee: p(dec!(75)),
                    dependents: p(dec!(33.5)),
                },
                Strategy::Percent {
                    employee_pct: dec!(75),
                    dependents_pct: dec!(33.5),
                },
            ),
            (
                CentsStrategy::FlatPerTier([40_000, 60_000, 55_000, 200_000]),
                Strategy::FlatPerTier {
                    ee: dec!(400),
                    es: dec!(600),
                    ec: dec!(550),
                    ef: dec!(2000),
                },
            ),
            (
                CentsStrategy::Allowance(45_000),
                Strategy::Allowance { amount: dec!(450) },
            ),
        ];
        for household in &households {
            for (in_cents, in_dollars_rule) in &cases {
                let expected = split(&in_dollars(household), in_dollars_rule);
                let employer = employer_share(household, in_cents, |_| unreachable!());
                assert_eq!(Decimal::new(employer, 2), expected.employer);
                assert_eq!(
                    Decimal::new(household.total - employer, 2),
                    expected.employee
                );
            }
        }
    }

    #[test]
    fn a_base_plan_share_uses_the_base_plans_premium() {
        let base = CentsTable {
            by_age: [30_000; 65],
            tobacco_by_age: [30_000; 65],
            composite: None,
        };
        let strategy = CentsStrategy::BasePlan {
            base: Some(Box::new(base)),
            employee: Percent::of(dec!(100)).unwrap(),
            dependents: Percent::of(dec!(50)).unwrap(),
        };
        let household = premium(Tier::ES, 41_237, 90_011);
        let employer = employer_share(&household, &strategy, |_| premium(Tier::ES, 30_000, 60_000));
        assert_eq!(employer, 30_000 + 15_000);
        let richer_base = employer_share(&household, &strategy, |_| {
            premium(Tier::ES, 100_000, 200_000)
        });
        assert_eq!(richer_base, 90_011, "never more than the premium");
    }
}
