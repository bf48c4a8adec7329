//! Premiums: member rates and the household premium of a plan.

use chrono::NaiveDate;
use rust_decimal::Decimal;
use rust_decimal_macros::dec;

use super::{age_curve, cents};
use crate::employees::validate::age_on;

/// Who a covered person is to the employee.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Employee,
    Partner,
    Child,
}

#[derive(Debug, Clone)]
pub struct Member {
    pub role: Role,
    pub dob: NaiveDate,
    pub tobacco: bool,
}

/// A plan's rating inputs in one rating area.
#[derive(Debug, Clone)]
pub struct PlanRates {
    /// Monthly rate of a 21-year-old non-tobacco member.
    pub base_rate: Decimal,
    /// Rating-area factor.
    pub area_factor: Decimal,
    /// Tobacco surcharge factor (1.0 to 1.5).
    pub tobacco_factor: Decimal,
    /// Composite per-tier rates, where the plan is composite-rated.
    pub composite: Option<CompositeRates>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CompositeRates {
    pub ee: Decimal,
    pub es: Decimal,
    pub ec: Decimal,
    pub ef: Decimal,
}

pub use crate::vocabulary::Tier;

/// Where a plan's member rates come from: the formula of DOMAIN.md or a carrier's rate table,
/// in dollars (`Decimal`) or, in the rating hot loop, in integer cents.
pub trait MemberRates {
    type Amount: Copy + Default + PartialEq + std::ops::AddAssign;
    /// The monthly rate of a member of `age` (on the effective date), tobacco user or not.
    fn monthly(&self, age: i32, tobacco: bool) -> Self::Amount;
    /// The tier's rate, where the plan is composite-rated.
    fn composite_rate(&self, tier: Tier) -> Option<Self::Amount>;
}

impl CompositeRates {
    pub fn of(&self, tier: Tier) -> Decimal {
        match tier {
            Tier::EE => self.ee,
            Tier::ES => self.es,
            Tier::EC => self.ec,
            Tier::EF => self.ef,
        }
    }
}

impl MemberRates for PlanRates {
    type Amount = Decimal;

    /// base × age factor × area × tobacco (capped at 1.5), rounded to the cent.
    fn monthly(&self, age: i32, tobacco: bool) -> Decimal {
        let tobacco = if tobacco {
            self.tobacco_factor.min(dec!(1.5))
        } else {
            Decimal::ONE
        };
        cents(self.base_rate * age_curve::factor(age) * self.area_factor * tobacco)
    }

    fn composite_rate(&self, tier: Tier) -> Option<Decimal> {
        self.composite.map(|c| c.of(tier))
    }
}

/// A plan's rates in one rating area as the CMS Rate PUF gives them: a monthly rate per age
/// (0–14 one band, 64 and over one band) and, where the carrier surcharges tobacco, a tobacco rate.
#[derive(Debug, Clone, PartialEq)]
pub struct RateTable {
    pub by_age: [Decimal; 65],
    pub tobacco_by_age: [Option<Decimal>; 65],
    pub composite: Option<CompositeRates>,
}

impl RateTable {
    /// The table of a formula (how the demo catalogue is rated from the federal curve).
    pub fn from_formula(rates: &PlanRates) -> Self {
        let by_age = std::array::from_fn(|age| rates.monthly(age as i32, false));
        let tobacco_by_age = std::array::from_fn(|age| {
            (rates.tobacco_factor > Decimal::ONE).then(|| rates.monthly(age as i32, true))
        });
        Self {
            by_age,
            tobacco_by_age,
            composite: rates.composite,
        }
    }

    /// A table from PUF rows `(age, rate, tobacco rate)` where age 0 stands for "0-14" and 64 for
    /// "64 and over". Every band must be present.
    pub fn from_rows(
        rows: &[(i32, Decimal, Option<Decimal>)],
        composite: Option<CompositeRates>,
    ) -> Option<Self> {
        let mut by_age = [None; 65];
        let mut tobacco_by_age = [None; 65];
        for &(age, rate, tobacco) in rows {
            let span = match age {
                0 => 0..=14,
                15..=64 => age as usize..=age as usize,
                _ => return None,
            };
            for i in span {
                by_age[i] = Some(rate);
                tobacco_by_age[i] = tobacco;
            }
        }
        let by_age = by_age
            .iter()
            .copied()
            .collect::<Option<Vec<_>>>()?
            .try_into()
            .ok()?;
        Some(Self {
            by_age,
            tobacco_by_age,
            composite,
        })
    }
}

impl MemberRates for RateTable {
    type Amount = Decimal;

    fn monthly(&self, age: i32, tobacco: bool) -> Decimal {
        let i = age.clamp(0, 64) as usize;
        if tobacco {
            self.tobacco_by_age[i].unwrap_or(self.by_age[i])
        } else {
            self.by_age[i]
        }
    }

    fn composite_rate(&self, tier: Tier) -> Option<Decimal> {
        self.composite.map(|c| c.of(tier))
    }
}

/// One member's monthly rate: base × age factor (age on the effective date) × area ×
/// tobacco, rounded to the cent.
pub fn member_rate(
    rates: &impl MemberRates<Amount = Decimal>,
    member: &Member,
    effective: NaiveDate,
) -> Decimal {
    rates.monthly(age_on(member.dob, effective), member.tobacco)
}

#[derive(Debug, Clone, PartialEq)]
pub struct HouseholdPremium<A = Decimal> {
    pub tier: Tier,
    /// Each member's rate, in the order given; zero for children beyond the three oldest under 21.
    pub member_rates: Vec<A>,
    /// The employee's own rate (the employee-only cost).
    pub employee_only: A,
    pub total: A,
}

/// A covered person with the age they have on the effective date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AgedMember {
    pub role: Role,
    pub age: i32,
    /// Older members first among children of the same age (the order the three-children rule uses).
    pub dob: NaiveDate,
    pub tobacco: bool,
}

/// The monthly premium of a household: adults and children 21 and over at their own rates, and
/// only the three oldest children under 21 (45 CFR 147.102(c)(3)); composite tiers when the
/// plan has them.
pub fn household<R: MemberRates>(
    rates: &R,
    members: &[Member],
    effective: NaiveDate,
) -> HouseholdPremium<R::Amount> {
    let aged: Vec<AgedMember> = members
        .iter()
        .map(|m| AgedMember {
            role: m.role,
            age: age_on(m.dob, effective),
            dob: m.dob,
            tobacco: m.tobacco,
        })
        .collect();
    household_aged(rates, &aged)
}

/// [`household`] for members whose ages are already known (rating many plans at once).
pub fn household_aged<R: MemberRates>(
    rates: &R,
    members: &[AgedMember],
) -> HouseholdPremium<R::Amount> {
    premium_of(rates, members, true)
}

/// [`household_aged`] without the per-member list (`member_rates` is empty): rating many
/// households on many plans needs only the totals.
pub fn household_totals<R: MemberRates>(
    rates: &R,
    members: &[AgedMember],
) -> HouseholdPremium<R::Amount> {
    premium_of(rates, members, false)
}

fn premium_of<R: MemberRates>(
    rates: &R,
    members: &[AgedMember],
    per_member: bool,
) -> HouseholdPremium<R::Amount> {
    let zero = R::Amount::default();
    let partner = members.iter().any(|m| m.role == Role::Partner);
    let child = members.iter().any(|m| m.role == Role::Child);
    let tier = match (partner, child) {
        (false, false) => Tier::EE,
        (true, false) => Tier::ES,
        (false, true) => Tier::EC,
        (true, true) => Tier::EF,
    };
    if let Some(total) = rates.composite_rate(tier) {
        let member_rates = if per_member {
            members
                .iter()
                .map(|m| {
                    if m.role == Role::Employee {
                        total
                    } else {
                        zero
                    }
                })
                .collect()
        } else {
            Vec::new()
        };
        return HouseholdPremium {
            tier,
            member_rates,
            employee_only: rates.composite_rate(Tier::EE).unwrap_or(total),
            total,
        };
    }
    let young = |m: &AgedMember| m.role == Role::Child && m.age < 21;
    // Only a household with more than three children under 21 leaves some unrated.
    let unrated: Option<Vec<bool>> = (members.iter().filter(|m| young(m)).count() > 3).then(|| {
        let mut order: Vec<usize> = (0..members.len()).filter(|&i| young(&members[i])).collect();
        order.sort_by_key(|&i| (members[i].dob, i));
        let mut unrated = vec![false; members.len()];
        for &i in &order[3..] {
            unrated[i] = true;
        }
        unrated
    });
    let mut employee_only = zero;
    let mut total = zero;
    let mut member_rates = if per_member {
        Vec::with_capacity(members.len())
    } else {
        Vec::new()
    };
    for (i, m) in members.iter().enumerate() {
        let skip = unrated.as_ref().is_some_and(|u| u[i]);
        let rate = if skip {
            zero
        } else {
            rates.monthly(m.age, m.tobacco)
        };
        if m.role == Role::Employee && employee_only == zero {
            employee_only = rate;
        }
        total += rate;
        if per_member {
            member_rates.push(rate);
        }
    }
    HouseholdPremium {
        tier,
        member_rates,
        employee_only,
        total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn rates(base: Decimal) -> PlanRates {
        PlanRates {
            base_rate: base,
            area_factor: Decimal::ONE,
            tobacco_factor: dec!(1.5),
            composite: None,
        }
    }

    const EFFECTIVE: (i32, u32, u32) = (2027, 1, 1);

    fn eff() -> NaiveDate {
        d(EFFECTIVE.0, EFFECTIVE.1, EFFECTIVE.2)
    }

    fn m(role: Role, dob: NaiveDate) -> Member {
        Member {
            role,
            dob,
            tobacco: false,
        }
    }

    #[test]
    fn member_rates_by_hand() {
        let r = rates(dec!(400.00));
        // 40 on the effective date: 400 × 1.278 = 511.20
        assert_eq!(
            member_rate(&r, &m(Role::Employee, d(1986, 12, 31)), eff()),
            dec!(511.20)
        );
        // 39 (turns 40 the day after): 400 × 1.262 = 504.80
        assert_eq!(
            member_rate(&r, &m(Role::Employee, d(1987, 1, 2)), eff()),
            dec!(504.80)
        );
        // 64+: 400 × 3.000 = 1200.00
        assert_eq!(
            member_rate(&r, &m(Role::Employee, d(1950, 5, 5)), eff()),
            dec!(1200.00)
        );
        // child of 10: 400 × 0.765 = 306.00
        assert_eq!(
            member_rate(&r, &m(Role::Child, d(2016, 6, 1)), eff()),
            dec!(306.00)
        );
        // tobacco 35-year-old, area 1.1: 400 × 1.222 × 1.1 × 1.5 = 806.52
        let mut t = rates(dec!(400.00));
        t.area_factor = dec!(1.1);
        assert_eq!(
            member_rate(
                &t,
                &Member {
                    role: Role::Employee,
                    dob: d(1991, 6, 1),
                    tobacco: true
                },
                eff()
            ),
            dec!(806.52)
        );
        // rounding per member: 333.33 × 1.004 = 334.66332 → 334.66
        assert_eq!(
            member_rate(
                &rates(dec!(333.33)),
                &m(Role::Employee, d(2001, 6, 1)),
                eff()
            ),
            dec!(334.66)
        );
        // 333.35 × 1.087 = 362.35145 → 362.35 ; 123.45 × 1.119 = 138.14055 → 138.14
        assert_eq!(
            member_rate(
                &rates(dec!(333.35)),
                &m(Role::Employee, d(1998, 6, 1)),
                eff()
            ),
            dec!(362.35)
        );
        assert_eq!(
            member_rate(
                &rates(dec!(123.45)),
                &m(Role::Employee, d(1997, 6, 1)),
                eff()
            ),
            dec!(138.14)
        );
        // a tobacco factor above 1.5 is capped: 100 × 1 × 1.5
        let mut capped = rates(dec!(100));
        capped.tobacco_factor = dec!(1.8);
        assert_eq!(
            member_rate(
                &capped,
                &Member {
                    role: Role::Employee,
                    dob: d(2004, 1, 1),
                    tobacco: true
                },
                eff()
            ),
            dec!(150.00)
        );
    }

    #[test]
    fn only_three_oldest_children_under_21_count() {
        let r = rates(dec!(400.00));
        let family = [
            m(Role::Employee, d(1980, 3, 1)), // 46: 400 × 1.500 = 600.00
            m(Role::Partner, d(1982, 3, 1)),  // 44: 400 × 1.397 = 558.80
            m(Role::Child, d(2005, 3, 1)),    // 21: rated as an adult: 400.00
            m(Role::Child, d(2010, 3, 1)),    // 16: 343.60
            m(Role::Child, d(2012, 3, 1)),    // 14: 306.00
            m(Role::Child, d(2014, 3, 1)),    // 12: 306.00
            m(Role::Child, d(2016, 3, 1)),    // 10: not rated (fourth under 21)
        ];
        let p = household(&r, &family, eff());
        assert_eq!(p.tier, Tier::EF);
        assert_eq!(
            p.member_rates,
            vec![
                dec!(600.00),
                dec!(558.80),
                dec!(400.00),
                dec!(343.60),
                dec!(306.00),
                dec!(306.00),
                dec!(0)
            ]
        );
        assert_eq!(p.total, dec!(2514.40));
        assert_eq!(p.employee_only, dec!(600.00));
    }

    #[test]
    fn composite_tiers() {
        let mut r = rates(dec!(400));
        r.composite = Some(CompositeRates {
            ee: dec!(520.00),
            es: dec!(1090.00),
            ec: dec!(950.00),
            ef: dec!(1560.00),
        });
        let p = household(
            &r,
            &[
                m(Role::Employee, d(1960, 1, 1)),
                m(Role::Child, d(2015, 1, 1)),
            ],
            eff(),
        );
        assert_eq!(
            (p.tier, p.total, p.employee_only),
            (Tier::EC, dec!(950.00), dec!(520.00))
        );
    }

    #[test]
    fn puf_rate_tables() {
        let mut rows: Vec<(i32, Decimal, Option<Decimal>)> = vec![(0, dec!(250.00), None)];
        rows.extend((15..=64).map(|age| {
            (
                age,
                Decimal::from(300 + age),
                Some(Decimal::from(450 + age)),
            )
        }));
        let table = RateTable::from_rows(&rows, None).unwrap();
        // the 0-14 band covers every age under 15, and 64 covers everyone older
        assert_eq!(table.monthly(3, false), dec!(250.00));
        assert_eq!(table.monthly(14, true), dec!(250.00));
        assert_eq!(table.monthly(40, false), dec!(340));
        assert_eq!(table.monthly(40, true), dec!(490));
        assert_eq!(table.monthly(80, false), dec!(364));
        // a missing band makes no table
        assert!(RateTable::from_rows(&rows[..10], None).is_none());
        assert!(RateTable::from_rows(&[(7, dec!(1), None)], None).is_none());
        // a formula's table rates exactly as the formula does
        let mut formula = rates(dec!(412.37));
        formula.area_factor = dec!(1.0831);
        let table = RateTable::from_formula(&formula);
        for age in 0..70 {
            for tobacco in [false, true] {
                assert_eq!(table.monthly(age, tobacco), formula.monthly(age, tobacco));
            }
        }
    }
}
