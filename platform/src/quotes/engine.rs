//! Rating a census against plans, pure: households from census members, who is covered on
//! each line, the contribution rule that applies to each employee, and per-plan totals and
//! per-household costs. Quotes and plan designs both rate through here.

use crate::vocabulary::{ContributionKind, Line};
use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::census::snapshot::SnapshotMember;
use crate::employees::validate::age_on;
use crate::rating::contribution::{self, Split, Strategy};
use crate::rating::in_cents::{self, CentsStrategy, CentsTable, Percent};
use crate::rating::premium::{
    household_aged, household_totals, AgedMember, CompositeRates, HouseholdPremium, MemberRates,
    RateTable, Role, Tier,
};

pub const LINES: [&str; 3] = ["medical", "dental", "vision"];

/// One census member as a quote keeps it.
#[derive(Debug, Clone, sqlx::FromRow, PartialEq)]
pub struct CensusMember {
    pub member_key: String,
    pub employee_key: String,
    /// employee, spouse, domestic_partner, child or other.
    pub relationship: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub tobacco: bool,
    pub medical_tier: Option<String>,
    pub dental_tier: Option<String>,
    pub vision_tier: Option<String>,
    pub employee_class: Option<String>,
    pub salary_cents: Option<i64>,
}

/// The members of a committed census version a quote rates: everyone with a birth date whose
/// employee is still covered (not terminated or retired).
pub fn rated_members(snapshot: Vec<SnapshotMember>) -> Vec<CensusMember> {
    let gone: HashSet<String> = snapshot
        .iter()
        .filter(|m| matches!(m.status.as_deref(), Some("terminated" | "retiree")))
        .map(|m| m.employee_key.clone())
        .collect();
    snapshot
        .into_iter()
        .filter(|m| !gone.contains(&m.employee_key))
        .filter_map(|m| {
            Some(CensusMember {
                dob: m.dob?,
                member_key: m.member_key,
                employee_key: m.employee_key,
                relationship: m.relationship,
                first_name: m.first_name,
                last_name: m.last_name,
                tobacco: m.tobacco,
                medical_tier: m.medical_tier,
                dental_tier: m.dental_tier,
                vision_tier: m.vision_tier,
                employee_class: m.employee_class,
                salary_cents: m.salary_cents,
            })
        })
        .collect()
}

/// An employee and the family the census lists, with everyone's age on the effective date.
/// The order a quote's members are rated in: by employee, the employee first, then by member
/// key, bytewise.
pub fn into_rating_order(members: &mut [CensusMember]) {
    members.sort_unstable_by(|a, b| {
        (&a.employee_key, a.relationship != "employee", &a.member_key).cmp(&(
            &b.employee_key,
            b.relationship != "employee",
            &b.member_key,
        ))
    });
}

#[derive(Debug, Clone)]
pub struct Household {
    pub employee_key: String,
    pub name: String,
    pub employee_class: Option<String>,
    pub salary_cents: Option<i64>,
    /// The employee first.
    pub members: Vec<(AgedMember, String)>,
    /// Covered members per line (medical, dental, vision); `None` when the employee waives.
    pub covered: [Option<Vec<AgedMember>>; 3],
}

fn role(relationship: &str) -> Option<Role> {
    match relationship {
        "employee" => Some(Role::Employee),
        "spouse" | "domestic_partner" => Some(Role::Partner),
        "child" => Some(Role::Child),
        _ => None,
    }
}

/// Who a tier covers: EE the employee, ES with the partner, EC with the children, EF all. No
/// tier on the census: everyone listed. `W`: waived. Children are eligible to 26.
fn covered_by(tier: Option<&str>, members: &[(AgedMember, String)]) -> Option<Vec<AgedMember>> {
    let (partner, children) = match tier {
        Some("W") => return None,
        Some("EE") => (false, false),
        Some("ES") => (true, false),
        Some("EC") => (false, true),
        _ => (true, true),
    };
    Some(
        members
            .iter()
            .map(|(m, _)| *m)
            .filter(|m| match m.role {
                Role::Employee => true,
                Role::Partner => partner,
                Role::Child => children && m.age < 26,
            })
            .collect(),
    )
}

/// Groups census members into households, ordered as given (members of one employee together,
/// the employee first). Members of unknown relationship are left out; so is a household
/// without its employee row.
pub fn households(members: &[CensusMember], effective: NaiveDate) -> Vec<Household> {
    let mut order: Vec<&str> = Vec::new();
    let mut by_employee: HashMap<&str, Vec<&CensusMember>> = HashMap::new();
    for m in members {
        let entry = by_employee.entry(m.employee_key.as_str()).or_default();
        if entry.is_empty() {
            order.push(m.employee_key.as_str());
        }
        entry.push(m);
    }
    order
        .into_iter()
        .filter_map(|key| {
            let list = &by_employee[key];
            let employee = list.iter().find(|m| m.relationship == "employee")?;
            let mut aged: Vec<(AgedMember, String)> = Vec::with_capacity(list.len());
            aged.push((
                AgedMember {
                    role: Role::Employee,
                    age: age_on(employee.dob, effective),
                    dob: employee.dob,
                    tobacco: employee.tobacco,
                },
                format!("{} {}", employee.first_name, employee.last_name),
            ));
            for m in list.iter().filter(|m| m.relationship != "employee") {
                if let Some(r) = role(&m.relationship) {
                    aged.push((
                        AgedMember {
                            role: r,
                            age: age_on(m.dob, effective),
                            dob: m.dob,
                            tobacco: m.tobacco,
                        },
                        format!("{} {}", m.first_name, m.last_name),
                    ));
                }
            }
            // The partner, then the children oldest first.
            aged[1..].sort_by_key(|(m, _)| (m.role != Role::Partner, m.dob));
            let medical = employee.medical_tier.as_deref();
            let covered = [
                covered_by(medical, &aged),
                covered_by(employee.dental_tier.as_deref().or(medical), &aged),
                covered_by(employee.vision_tier.as_deref().or(medical), &aged),
            ];
            Some(Household {
                employee_key: key.to_string(),
                name: format!("{} {}", employee.first_name, employee.last_name),
                employee_class: employee.employee_class.clone().filter(|c| !c.is_empty()),
                salary_cents: employee.salary_cents,
                members: aged,
                covered,
            })
        })
        .collect()
}

pub fn line_index(line: &str) -> usize {
    LINES.iter().position(|l| *l == line).unwrap_or(0)
}

/// An employer contribution rule. The most specific rule that matches an employee's line and
/// class applies (line and class, then line, then class, then the default).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ContributionRule {
    /// Absent: every line.
    pub line: Option<Line>,
    /// An employee class of the group (e.g. Full-time); absent: every class.
    pub employee_class: Option<String>,
    pub kind: ContributionKind,
    /// percent and base_plan: percent of the employee-only premium the employer pays.
    pub employee_pct: Option<Decimal>,
    /// percent and base_plan: percent of the dependents' premium the employer pays.
    pub dependents_pct: Option<Decimal>,
    /// flat_per_tier: monthly dollars per tier.
    pub ee: Option<Decimal>,
    pub es: Option<Decimal>,
    pub ec: Option<Decimal>,
    pub ef: Option<Decimal>,
    /// base_plan: the reference plan; the employee pays the difference for richer plans.
    pub base_plan_id: Option<String>,
    /// allowance: monthly dollars (defined contribution).
    pub amount: Option<Decimal>,
}

fn specificity(rule: &ContributionRule) -> u8 {
    u8::from(rule.line.is_some()) * 2 + u8::from(rule.employee_class.is_some())
}

/// The rule for an employee of `class` on `line`.
pub fn rule_for<'a>(
    rules: &'a [ContributionRule],
    line: &str,
    class: Option<&str>,
) -> Option<&'a ContributionRule> {
    rules
        .iter()
        .filter(|r| r.line.is_none_or(|l| l == line))
        .filter(|r| r.employee_class.as_deref().is_none_or(|c| Some(c) == class))
        .max_by_key(|r| specificity(r))
}

/// What a monthly amount of a rule must be, as the API carries it.
const MONEY_PROBLEM: &str = "monthly cents, from 0 to 10000000 ($100,000)";

/// Checks a scenario; returns (field, problem) pairs.
pub fn validate_rules(
    rules: &[ContributionRule],
    classes: &[String],
    known_plan: impl Fn(&str, Option<&str>) -> bool,
) -> Vec<(String, String)> {
    let mut problems = Vec::new();
    if rules.is_empty() {
        problems.push((
            "contribution".to_string(),
            "give at least one contribution rule".to_string(),
        ));
    }
    let hundred = Decimal::from(100);
    let money_ok = |v: Option<Decimal>| {
        v.is_some_and(|v| {
            v >= Decimal::ZERO
                && v <= crate::money::dollars(crate::money::MAX_INPUT_CENTS)
                && v.scale() <= 2
        })
    };
    let pct_ok = |v: Option<Decimal>| v.is_some_and(|v| v >= Decimal::ZERO && v <= hundred);
    let mut seen = HashSet::new();
    for (i, r) in rules.iter().enumerate() {
        let field = |name: &str| format!("contribution[{i}].{name}");
        if let Some(c) = &r.employee_class {
            if !classes.contains(c) {
                problems.push((
                    field("employee_class"),
                    format!(
                        "{c:?} is not one of the group's classes ({})",
                        classes.join(", ")
                    ),
                ));
            }
        }
        if !seen.insert((r.line, r.employee_class.clone())) {
            problems.push((
                field("line"),
                "another rule covers the same line and class".into(),
            ));
        }
        match r.kind {
            ContributionKind::Percent | ContributionKind::BasePlan => {
                if !pct_ok(r.employee_pct) {
                    problems.push((field("employee_pct"), "a percentage from 0 to 100".into()));
                }
                if !pct_ok(r.dependents_pct) {
                    problems.push((field("dependents_pct"), "a percentage from 0 to 100".into()));
                }
                if r.kind == ContributionKind::BasePlan && r.line.is_none() {
                    problems.push((
                        field("line"),
                        "a buy-up rule names its line: the reference plan is of that line".into(),
                    ));
                } else if r.kind == ContributionKind::BasePlan
                    && !r
                        .base_plan_id
                        .as_deref()
                        .is_some_and(|p| known_plan(p, r.line.map(Line::as_str)))
                {
                    problems.push((
                        field("base_plan_id"),
                        "choose the reference plan among the plans of this line".into(),
                    ));
                }
            }
            ContributionKind::FlatPerTier => {
                let tiers = [
                    ("ee_cents", r.ee),
                    ("es_cents", r.es),
                    ("ec_cents", r.ec),
                    ("ef_cents", r.ef),
                ];
                for (name, v) in tiers {
                    if !money_ok(v) {
                        problems.push((field(name), MONEY_PROBLEM.into()));
                    }
                }
            }
            ContributionKind::Allowance => {
                if !money_ok(r.amount) {
                    problems.push((field("amount_cents"), MONEY_PROBLEM.into()));
                }
            }
        }
    }
    problems
}

/// A plan as rated: its id, line, carrier and the table it was rated with.
#[derive(Debug, Clone)]
pub struct RatedPlan<'a> {
    pub plan_id: &'a str,
    pub line: &'a str,
    pub rates: &'a RateTable,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct TierTotals {
    pub count: i64,
    pub premium: Decimal,
    pub employer: Decimal,
    pub employee: Decimal,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PlanTotals {
    pub premium: Decimal,
    pub employer: Decimal,
    pub employee: Decimal,
    pub enrolled: i64,
    /// EE, ES, EC, EF.
    pub tiers: [TierTotals; 4],
}

fn tier_index(t: Tier) -> usize {
    match t {
        Tier::EE => 0,
        Tier::ES => 1,
        Tier::EC => 2,
        Tier::EF => 3,
    }
}

/// The employer/employee split of one household on a plan under a rule (no rule: the employee
/// pays everything).
pub fn split_for(
    premium: &HouseholdPremium,
    covered: &[AgedMember],
    rule: Option<&ContributionRule>,
    base_tables: &HashMap<String, RateTable>,
) -> Split {
    let zero = Decimal::ZERO;
    let strategy = match rule {
        None => Strategy::Allowance { amount: zero },
        Some(r) => match r.kind {
            ContributionKind::Percent => Strategy::Percent {
                employee_pct: r.employee_pct.unwrap_or(zero),
                dependents_pct: r.dependents_pct.unwrap_or(zero),
            },
            ContributionKind::FlatPerTier => Strategy::FlatPerTier {
                ee: r.ee.unwrap_or(zero),
                es: r.es.unwrap_or(zero),
                ec: r.ec.unwrap_or(zero),
                ef: r.ef.unwrap_or(zero),
            },
            ContributionKind::BasePlan => {
                let base = r
                    .base_plan_id
                    .as_ref()
                    .and_then(|id| base_tables.get(id))
                    .map(|t| household_totals(t, covered));
                match base {
                    Some(b) => Strategy::BasePlan {
                        base_premium: b.total,
                        base_employee_only: b.employee_only,
                        employee_pct: r.employee_pct.unwrap_or(zero),
                        dependents_pct: r.dependents_pct.unwrap_or(zero),
                    },
                    None => Strategy::Allowance { amount: zero },
                }
            }
            ContributionKind::Allowance => Strategy::Allowance {
                amount: r.amount.unwrap_or(zero),
            },
        },
    };
    contribution::split(premium, &strategy)
}

/// Rates one plan over every household covered on its line.
pub fn rate_plan(
    plan: &RatedPlan,
    households: &[Household],
    rules: &[ContributionRule],
    base_tables: &HashMap<String, RateTable>,
) -> PlanTotals {
    let chosen: Vec<Option<&ContributionRule>> = households
        .iter()
        .map(|h| rule_for(rules, plan.line, h.employee_class.as_deref()))
        .collect();
    rate_with(plan, households, &chosen, base_tables)
}

/// Rates many plans at once: each household's rule per line is found once, and the plans are
/// shared among the machine's cores.
pub fn rate_plans(
    plans: &[RatedPlan],
    households: &[Household],
    rules: &[ContributionRule],
    base_tables: &HashMap<String, RateTable>,
) -> Vec<PlanTotals> {
    let chosen: Vec<Vec<Option<&ContributionRule>>> = LINES
        .iter()
        .map(|line| {
            households
                .iter()
                .map(|h| rule_for(rules, line, h.employee_class.as_deref()))
                .collect()
        })
        .collect();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(plans.len().max(1));
    let chunk = plans.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let workers: Vec<_> = plans
            .chunks(chunk)
            .map(|part| {
                let chosen = &chosen;
                scope.spawn(move || {
                    part.iter()
                        .map(|p| rate_with(p, households, &chosen[line_index(p.line)], base_tables))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a rating thread panicked"))
            .collect()
    })
}

fn rate_with(
    plan: &RatedPlan,
    households: &[Household],
    chosen: &[Option<&ContributionRule>],
    base_tables: &HashMap<String, RateTable>,
) -> PlanTotals {
    rate_in_cents(plan, households, chosen, base_tables)
        .unwrap_or_else(|| rate_in_dollars(plan, households, chosen, base_tables))
}

/// [`rate_with`] in integer cents, where the plan's rates and the rules chosen are whole cents
/// (as the catalogue and the API keep them): the same totals, several times faster.
fn rate_in_cents(
    plan: &RatedPlan,
    households: &[Household],
    chosen: &[Option<&ContributionRule>],
    base_tables: &HashMap<String, RateTable>,
) -> Option<PlanTotals> {
    let table = CentsTable::of(plan.rates)?;
    let mut strategies: Vec<(&ContributionRule, CentsStrategy)> = Vec::new();
    for rule in chosen.iter().flatten() {
        if !strategies.iter().any(|(r, _)| std::ptr::eq(*r, *rule)) {
            strategies.push((rule, cents_strategy(rule, base_tables)?));
        }
    }
    let li = line_index(plan.line);
    // Per tier: households, premium, employer, employee.
    let mut tiers = [[0_i64; 4]; 4];
    for (h, rule) in households.iter().zip(chosen) {
        let Some(covered) = &h.covered[li] else {
            continue;
        };
        let premium = household_totals(&table, covered);
        let employer = match rule {
            None => 0,
            Some(rule) => {
                let (_, strategy) = strategies
                    .iter()
                    .find(|(r, _)| std::ptr::eq(*r, *rule))
                    .expect("every rule chosen was converted above");
                in_cents::employer_share(&premium, strategy, |base| household_totals(base, covered))
            }
        };
        let t = &mut tiers[tier_index(premium.tier)];
        t[0] += 1;
        t[1] += premium.total;
        t[2] += employer;
        t[3] += premium.total - employer;
    }
    let dollars = |cents: i64| Decimal::new(cents, 2);
    let mut totals = PlanTotals::default();
    for (t, [count, premium, employer, employee]) in totals.tiers.iter_mut().zip(tiers) {
        *t = TierTotals {
            count,
            premium: dollars(premium),
            employer: dollars(employer),
            employee: dollars(employee),
        };
        totals.enrolled += count;
        totals.premium += t.premium;
        totals.employer += t.employer;
        totals.employee += t.employee;
    }
    Some(totals)
}

/// A contribution rule in cents, if its amounts are whole cents.
fn cents_strategy(
    rule: &ContributionRule,
    base_tables: &HashMap<String, RateTable>,
) -> Option<CentsStrategy> {
    let percent = |v: Option<Decimal>| Percent::of(v.unwrap_or(Decimal::ZERO));
    let amount = |v: Option<Decimal>| in_cents::whole_cents(v.unwrap_or(Decimal::ZERO));
    Some(match rule.kind {
        ContributionKind::Percent => CentsStrategy::Percent {
            employee: percent(rule.employee_pct)?,
            dependents: percent(rule.dependents_pct)?,
        },
        ContributionKind::FlatPerTier => CentsStrategy::FlatPerTier([
            amount(rule.ee)?,
            amount(rule.es)?,
            amount(rule.ec)?,
            amount(rule.ef)?,
        ]),
        ContributionKind::BasePlan => CentsStrategy::BasePlan {
            base: match rule
                .base_plan_id
                .as_ref()
                .and_then(|id| base_tables.get(id))
            {
                Some(table) => Some(Box::new(CentsTable::of(table)?)),
                None => None,
            },
            employee: percent(rule.employee_pct)?,
            dependents: percent(rule.dependents_pct)?,
        },
        ContributionKind::Allowance => CentsStrategy::Allowance(amount(rule.amount)?),
    })
}

fn rate_in_dollars(
    plan: &RatedPlan,
    households: &[Household],
    chosen: &[Option<&ContributionRule>],
    base_tables: &HashMap<String, RateTable>,
) -> PlanTotals {
    let li = line_index(plan.line);
    let mut totals = PlanTotals::default();
    for (h, rule) in households.iter().zip(chosen) {
        let Some(covered) = &h.covered[li] else {
            continue;
        };
        let premium = household_totals(plan.rates, covered);
        let split = split_for(&premium, covered, *rule, base_tables);
        let t = &mut totals.tiers[tier_index(premium.tier)];
        t.count += 1;
        t.premium += split.premium;
        t.employer += split.employer;
        t.employee += split.employee;
        totals.premium += split.premium;
        totals.employer += split.employer;
        totals.employee += split.employee;
        totals.enrolled += 1;
    }
    totals
}

/// One household's cost on a plan.
#[derive(Debug, Clone, PartialEq)]
pub struct HouseholdCost {
    pub employee_key: String,
    pub name: String,
    pub employee_class: Option<String>,
    pub tier: Option<Tier>,
    /// (name, relationship role, age, monthly rate) of each covered member.
    pub members: Vec<(String, Role, i32, Decimal)>,
    pub premium: Decimal,
    pub employer: Decimal,
    pub employee: Decimal,
    pub per_paycheck: Decimal,
}

/// Every household's cost on a plan (waived households with zero cost and no tier).
pub fn breakdown(
    plan: &RatedPlan,
    households: &[Household],
    rules: &[ContributionRule],
    base_tables: &HashMap<String, RateTable>,
    pay_periods: u32,
) -> Vec<HouseholdCost> {
    let li = line_index(plan.line);
    households
        .iter()
        .map(|h| match &h.covered[li] {
            None => HouseholdCost {
                employee_key: h.employee_key.clone(),
                name: h.name.clone(),
                employee_class: h.employee_class.clone(),
                tier: None,
                members: Vec::new(),
                premium: Decimal::ZERO,
                employer: Decimal::ZERO,
                employee: Decimal::ZERO,
                per_paycheck: Decimal::ZERO,
            },
            Some(covered) => {
                let premium = household_aged(plan.rates, covered);
                let split = split_for(
                    &premium,
                    covered,
                    rule_for(rules, plan.line, h.employee_class.as_deref()),
                    base_tables,
                );
                let names = h
                    .members
                    .iter()
                    .filter(|(m, _)| covered.contains(m))
                    .map(|(_, n)| n.clone());
                let members = covered
                    .iter()
                    .zip(names)
                    .zip(&premium.member_rates)
                    .map(|((m, n), r)| (n, m.role, m.age, *r))
                    .collect();
                HouseholdCost {
                    employee_key: h.employee_key.clone(),
                    name: h.name.clone(),
                    employee_class: h.employee_class.clone(),
                    tier: Some(premium.tier),
                    members,
                    premium: split.premium,
                    employer: split.employer,
                    employee: split.employee,
                    per_paycheck: contribution::per_paycheck(split.employee, pay_periods),
                }
            }
        })
        .collect()
}

/// A rate table as a quote stores it (JSON has no fixed-size arrays of 65).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredRates {
    pub by_age: Vec<Decimal>,
    pub tobacco_by_age: Vec<Option<Decimal>>,
    /// EE, ES, EC, EF.
    pub composite: Option<[Decimal; 4]>,
}

impl From<&RateTable> for StoredRates {
    fn from(t: &RateTable) -> Self {
        Self {
            by_age: t.by_age.to_vec(),
            tobacco_by_age: t.tobacco_by_age.to_vec(),
            composite: t.composite.map(|c| [c.ee, c.es, c.ec, c.ef]),
        }
    }
}

impl StoredRates {
    pub fn table(&self) -> Option<RateTable> {
        Some(RateTable {
            by_age: self.by_age.clone().try_into().ok()?,
            tobacco_by_age: self.tobacco_by_age.clone().try_into().ok()?,
            composite: self
                .composite
                .map(|[ee, es, ec, ef]| CompositeRates { ee, es, ec, ef }),
        })
    }
}

/// The employee-only monthly cost to an employee of `class` on a plan (for affordability).
pub fn employee_only_cost(
    rates: &RateTable,
    employee: AgedMember,
    line: &str,
    class: Option<&str>,
    rules: &[ContributionRule],
    base_tables: &HashMap<String, RateTable>,
) -> Decimal {
    let covered = [employee];
    let premium = household_aged(rates, &covered);
    split_for(
        &premium,
        &covered,
        rule_for(rules, line, class),
        base_tables,
    )
    .employee
}

/// The monthly rate of a 21-year-old non-tobacco member (the plan's "base rate").
pub fn base_rate(rates: &RateTable) -> Decimal {
    rates.monthly(21, false)
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    use super::*;
    use crate::rating::premium::PlanRates;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn member(
        key: &str,
        emp: &str,
        rel: &str,
        dob: NaiveDate,
        tier: Option<&str>,
        class: Option<&str>,
    ) -> CensusMember {
        CensusMember {
            member_key: key.into(),
            employee_key: emp.into(),
            relationship: rel.into(),
            first_name: key.into(),
            last_name: "Doe".into(),
            dob,
            tobacco: false,
            medical_tier: tier.map(str::to_string),
            dental_tier: None,
            vision_tier: None,
            employee_class: class.map(str::to_string),
            salary_cents: Some(4_000_000),
        }
    }

    fn table(base: Decimal) -> RateTable {
        RateTable::from_formula(&PlanRates {
            base_rate: base,
            area_factor: Decimal::ONE,
            tobacco_factor: dec!(1.5),
            composite: None,
        })
    }

    fn percent(employee: Decimal, dependents: Decimal) -> ContributionRule {
        ContributionRule {
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
        }
    }

    fn census() -> Vec<CensusMember> {
        vec![
            // 40 on 2027-01-01, family (spouse 38, children 10 and 27 — the 27-year-old is past 26)
            member(
                "a",
                "A",
                "employee",
                d(1986, 6, 1),
                Some("EF"),
                Some("Full-time"),
            ),
            member("a-s", "A", "spouse", d(1988, 6, 1), None, None),
            member("a-c1", "A", "child", d(2016, 6, 1), None, None),
            member("a-c2", "A", "child", d(1999, 6, 1), None, None),
            // 30, employee only though a spouse is listed
            member(
                "b",
                "B",
                "employee",
                d(1996, 6, 1),
                Some("EE"),
                Some("Part-time"),
            ),
            member("b-s", "B", "spouse", d(1996, 6, 1), None, None),
            // waives medical
            member(
                "c",
                "C",
                "employee",
                d(1970, 6, 1),
                Some("W"),
                Some("Full-time"),
            ),
        ]
    }

    #[test]
    fn a_version_rates_its_covered_members_with_a_birth_date() {
        let snapshot = |key: &str, status: Option<&str>, dob: Option<NaiveDate>| SnapshotMember {
            member_key: key.into(),
            employee_key: key.split(':').next().unwrap().into(),
            relationship: if key.contains(':') {
                "child"
            } else {
                "employee"
            }
            .into(),
            first_name: "A".into(),
            last_name: "B".into(),
            dob,
            gender: None,
            zip: None,
            medical_tier: Some("EE".into()),
            dental_tier: None,
            vision_tier: None,
            status: status.map(str::to_string),
            salary_cents: Some(4_000_000),
            tobacco: true,
            employee_class: Some("Full-time".into()),
        };
        let rated = rated_members(vec![
            snapshot("active", Some("active"), Some(d(1980, 1, 1))),
            snapshot("cobra", Some("cobra"), Some(d(1981, 1, 1))),
            snapshot("active:child", None, Some(d(2010, 1, 1))),
            snapshot("terminated", Some("terminated"), Some(d(1982, 1, 1))),
            snapshot("terminated:child", None, Some(d(2011, 1, 1))),
            snapshot("retiree", Some("retiree"), Some(d(1950, 1, 1))),
            snapshot("no-birth-date", Some("active"), None),
        ]);
        let keys: Vec<&str> = rated.iter().map(|m| m.member_key.as_str()).collect();
        assert_eq!(
            keys,
            ["active", "cobra", "active:child"],
            "nor the family of who has left"
        );
        assert_eq!(
            (rated[0].dob, rated[0].tobacco, rated[0].salary_cents),
            (d(1980, 1, 1), true, Some(4_000_000))
        );
        assert_eq!(rated[0].employee_class.as_deref(), Some("Full-time"));
    }

    #[test]
    fn households_follow_tiers_and_the_age_26_limit() {
        let hh = households(&census(), d(2027, 1, 1));
        assert_eq!(hh.len(), 3);
        let medical: Vec<Option<usize>> = hh
            .iter()
            .map(|h| h.covered[0].as_ref().map(Vec::len))
            .collect();
        assert_eq!(medical, vec![Some(3), Some(1), None]);
        // dental falls back to the medical tier
        assert_eq!(hh[2].covered[1], None);
    }

    #[test]
    fn a_plan_rated_by_hand() {
        let hh = households(&census(), d(2027, 1, 1));
        let rates = table(dec!(400));
        let plan = RatedPlan {
            plan_id: "P",
            line: "medical",
            rates: &rates,
        };
        let totals = rate_plan(&plan, &hh, &[percent(dec!(75), dec!(50))], &HashMap::new());
        // A: 40 → 511.20, spouse 38 → 498.40, child 10 → 306.00: 1315.60; employer 75 % of 511.20
        // = 383.40 + 50 % of 804.40 = 402.20 → 785.60
        // B: 30 → 454.00; employer 340.50
        assert_eq!(totals.premium, dec!(1769.60));
        assert_eq!(totals.employer, dec!(1126.10));
        assert_eq!(totals.employee, dec!(643.50));
        assert_eq!(totals.enrolled, 2);
        assert_eq!(
            totals.tiers[3],
            TierTotals {
                count: 1,
                premium: dec!(1315.60),
                employer: dec!(785.60),
                employee: dec!(530.00)
            }
        );
        assert_eq!(totals.tiers[0].count, 1);
        let rows = breakdown(
            &plan,
            &hh,
            &[percent(dec!(75), dec!(50))],
            &HashMap::new(),
            26,
        );
        // 530.00 × 12 / 26 = 244.615… → 244.62 a paycheck
        assert_eq!(rows[0].per_paycheck, dec!(244.62));
        assert_eq!(rows[0].members.len(), 3);
        assert_eq!(rows[2].tier, None);
    }

    #[test]
    fn rating_many_plans_at_once_matches_one_by_one() {
        let hh = households(&census(), d(2027, 1, 1));
        let tables: Vec<RateTable> = (0..7).map(|i| table(Decimal::from(300 + i * 37))).collect();
        let plans: Vec<RatedPlan> = tables
            .iter()
            .map(|t| RatedPlan {
                plan_id: "P",
                line: "medical",
                rates: t,
            })
            .collect();
        let rules = [percent(dec!(75), dec!(50))];
        let together = rate_plans(&plans, &hh, &rules, &HashMap::new());
        let alone: Vec<PlanTotals> = plans
            .iter()
            .map(|p| rate_plan(p, &hh, &rules, &HashMap::new()))
            .collect();
        assert_eq!(together, alone);
    }

    /// A census of `employees` households of every shape: tobacco users, tiers of every kind,
    /// families with up to six children (past the three-children rule) and two classes.
    fn generated_census(employees: u32) -> Vec<CensusMember> {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |bound: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % bound) as u32
        };
        let tiers = ["EE", "ES", "EC", "EF", "W"];
        let mut members = Vec::new();
        for e in 0..employees {
            let key = format!("E{e}");
            let born =
                |years_ago: u32, day: u32| d(2026 - years_ago as i32, 1 + day % 12, 1 + day % 28);
            let class = if next(3) == 0 {
                "Part-time"
            } else {
                "Full-time"
            };
            let mut employee = member(
                &key,
                &key,
                "employee",
                born(18 + next(50), next(365)),
                Some(tiers[next(5) as usize]),
                Some(class),
            );
            employee.tobacco = next(6) == 0;
            employee.dental_tier = Some(tiers[next(5) as usize].to_string());
            members.push(employee);
            if next(2) == 0 {
                members.push(member(
                    &format!("{key}-s"),
                    &key,
                    "spouse",
                    born(18 + next(50), next(365)),
                    None,
                    None,
                ));
            }
            for c in 0..next(7) {
                let twin_day = if c == 1 { 0 } else { next(365) };
                members.push(member(
                    &format!("{key}-c{c}"),
                    &key,
                    "child",
                    born(next(28), twin_day),
                    None,
                    None,
                ));
            }
        }
        members
    }

    #[test]
    fn rating_in_cents_gives_the_decimal_rules_totals() {
        let hh = households(&generated_census(400), d(2027, 1, 1));
        let mut tables: HashMap<String, RateTable> = (0..6)
            .map(|i| (format!("P{i}"), table(dec!(287.13) + Decimal::from(i * 41))))
            .collect();
        let mut composite = table(dec!(400));
        composite.composite = Some(CompositeRates {
            ee: dec!(512.37),
            es: dec!(1024.11),
            ec: dec!(903.05),
            ef: dec!(1499.99),
        });
        tables.insert("C".into(), composite);
        let rule = |kind, class: Option<&str>, line: Option<Line>| ContributionRule {
            kind,
            employee_class: class.map(str::to_string),
            line,
            ..percent(dec!(66.667), dec!(33.3))
        };
        let rule_sets = [
            vec![percent(dec!(75), dec!(50))],
            vec![
                rule(ContributionKind::Percent, Some("Full-time"), None),
                ContributionRule {
                    ee: Some(dec!(350)),
                    es: Some(dec!(600.5)),
                    ec: Some(dec!(555.55)),
                    ef: Some(dec!(900)),
                    ..rule(ContributionKind::FlatPerTier, Some("Part-time"), None)
                },
            ],
            vec![
                ContributionRule {
                    base_plan_id: Some("P2".into()),
                    ..rule(ContributionKind::BasePlan, None, Some(Line::Medical))
                },
                ContributionRule {
                    amount: Some(dec!(41.25)),
                    ..rule(ContributionKind::Allowance, None, Some(Line::Dental))
                },
            ],
        ];
        for rules in &rule_sets {
            for (id, t) in &tables {
                for line in ["medical", "dental"] {
                    let plan = RatedPlan {
                        plan_id: id,
                        line,
                        rates: t,
                    };
                    let chosen: Vec<Option<&ContributionRule>> = hh
                        .iter()
                        .map(|h| rule_for(rules, line, h.employee_class.as_deref()))
                        .collect();
                    let in_dollars = rate_in_dollars(&plan, &hh, &chosen, &tables);
                    assert!(
                        in_dollars.enrolled > 300,
                        "the census covers most households"
                    );
                    assert_eq!(
                        rate_in_cents(&plan, &hh, &chosen, &tables),
                        Some(in_dollars),
                        "plan {id} on {line} under {rules:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn rates_with_fractions_of_a_cent_are_rated_in_dollars() {
        let hh = households(&census(), d(2027, 1, 1));
        let mut odd = table(dec!(300));
        odd.by_age[40] = dec!(512.125);
        let plan = RatedPlan {
            plan_id: "P",
            line: "medical",
            rates: &odd,
        };
        let rules = [percent(dec!(75), dec!(50))];
        let chosen: Vec<_> = hh.iter().map(|_| Some(&rules[0])).collect();
        assert_eq!(rate_in_cents(&plan, &hh, &chosen, &HashMap::new()), None);
        assert_eq!(
            rate_plan(&plan, &hh, &rules, &HashMap::new()),
            rate_in_dollars(&plan, &hh, &chosen, &HashMap::new())
        );
    }

    #[test]
    fn the_most_specific_rule_applies() {
        let mut part_time = percent(dec!(50), dec!(0));
        part_time.employee_class = Some("Part-time".into());
        let mut dental = percent(dec!(100), dec!(100));
        dental.line = Some(Line::Dental);
        let rules = vec![
            percent(dec!(75), dec!(50)),
            part_time.clone(),
            dental.clone(),
        ];
        assert_eq!(
            rule_for(&rules, "medical", Some("Part-time")),
            Some(&part_time)
        );
        assert_eq!(
            rule_for(&rules, "medical", Some("Full-time")),
            Some(&rules[0])
        );
        assert_eq!(rule_for(&rules, "dental", Some("Part-time")), Some(&dental));
        assert_eq!(rule_for(&[], "dental", None), None);
    }

    #[test]
    fn base_plan_buy_up_across_plans() {
        let hh = households(&census(), d(2027, 1, 1));
        let base = table(dec!(300));
        let rich = table(dec!(400));
        let mut rule = percent(dec!(100), dec!(0));
        rule.kind = ContributionKind::BasePlan;
        rule.base_plan_id = Some("BASE".into());
        let tables: HashMap<String, RateTable> = [("BASE".to_string(), base.clone())].into();
        let plan = RatedPlan {
            plan_id: "RICH",
            line: "medical",
            rates: &rich,
        };
        let rows = breakdown(&plan, &hh, &[rule], &tables, 12);
        // B on the base plan: 300 × 1.135 = 340.50, all paid; on the rich plan 454.00 → pays 113.50
        assert_eq!(
            (rows[1].employer, rows[1].employee),
            (dec!(340.50), dec!(113.50))
        );
    }

    #[test]
    fn stored_rates_round_trip() {
        let t = table(dec!(321.09));
        let stored = StoredRates::from(&t);
        let json = serde_json::to_string(&stored).unwrap();
        let back: StoredRates = serde_json::from_str(&json).unwrap();
        assert_eq!(back.table().unwrap(), t);
    }

    #[test]
    fn rules_are_checked() {
        let classes = vec!["Full-time".to_string()];
        let mut bad = percent(dec!(120), dec!(50));
        bad.employee_class = Some("Owners".into());
        let problems = validate_rules(&[bad, percent(dec!(50), dec!(50))], &classes, |_, _| true);
        let fields: Vec<&str> = problems.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            vec![
                "contribution[0].employee_class",
                "contribution[0].employee_pct"
            ]
        );
        assert_eq!(validate_rules(&[], &classes, |_, _| true).len(), 1);
        let mut unknown = percent(dec!(50), dec!(0));
        unknown.kind = ContributionKind::BasePlan;
        assert_eq!(
            validate_rules(&[unknown.clone()], &classes, |_, _| true)[0].0,
            "contribution[0].line"
        );
        unknown.line = Some(Line::Medical);
        unknown.base_plan_id = Some("X".into());
        assert_eq!(
            validate_rules(&[unknown], &classes, |_, _| false)[0].0,
            "contribution[0].base_plan_id"
        );
    }
}
