//! The group in force against its renewal: every enrolled household carried to the renewal
//! plans at the new plan year's ages and rates, summed per plan and tier and per employee, with
//! the children who age off.

use std::collections::HashMap;
use std::time::Instant;

use uuid::Uuid;

use super::dto::{
    AgedOffDependent, AlternativePlan, ComparedAlternative, ComparedEmployee, ComparedLine,
    ComparedPlan, ComparedTier, RenewalComparison, RenewalCost,
};
use super::queries::{self, DependentRow, InForceLine, RenewalPlanRow};
use super::rates::renewal_rates;
use super::reprice::{
    carry, change_pct, price_alternative, reprice, Cost, Election, Household, Person, RenewedLine,
};
use super::rules::mapping_blocked;
use crate::auth::Principal;
use crate::catalogue::queries::PlanRow;
use crate::employees::validate::age_on;
use crate::error::AppError;
use crate::rating::premium::Role;
use crate::state::AppState;
use crate::vocabulary::{Line, RenewalMapping, RenewalRateSource, Tier};

pub async fn compare_renewal(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<RenewalComparison, AppError> {
    p.require(state, "renewal", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let renewal = queries::latest(&mut tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("renewal"))?;
    let mut out = RenewalComparison {
        renewal_id: renewal.id,
        group_name: group.name,
        plan_year: renewal.plan_year,
        effective_date: renewal.effective_date,
        current_effective_date: None,
        blocked: None,
        enrolled_employees: 0,
        current: RenewalCost::default(),
        renewal: None,
        change_cents: None,
        change_pct: None,
        lines: Vec::new(),
        plans: Vec::new(),
        alternatives: Vec::new(),
        employees: Vec::new(),
        aged_off: Vec::new(),
        rated_in_ms: 0.0,
    };
    let terms = match renewal.current_design_id {
        Some(d) => queries::design_terms(&mut tx, d).await?.map(|t| (d, t)),
        None => None,
    };
    let Some((design_id, terms)) = terms else {
        out.blocked = Some(
            "the plan year being renewed has no approved plan design in Canopy: there is nothing to re-rate"
                .into(),
        );
        return Ok(out);
    };
    out.current_effective_date = Some(terms.effective_date);
    let rows = queries::plans(&mut tx, renewal.id).await?;
    let rates = renewal_rates(&mut tx, &rows, &terms.rating_area, renewal.effective_date).await?;
    let lines = queries::in_force_lines(&mut tx, design_id).await?;
    let mut employee_ids: Vec<Uuid> = lines.iter().map(|l| l.employee_id).collect();
    employee_ids.dedup();
    let dependents = queries::dependents_of(&mut tx, &employee_ids).await?;
    let quotes = queries::alternatives(&mut tx, renewal.id).await?;
    let quoted_plans = queries::alternative_plans(&mut tx, renewal.id).await?;
    tx.commit().await?;

    out.blocked = mapping_blocked(
        rows.iter()
            .filter(|p| p.mapping == RenewalMapping::Discontinued)
            .map(|p| p.current_plan.0.name.as_str()),
    );
    if lines.is_empty() {
        out.blocked.get_or_insert_with(|| {
            "no one is enrolled in the plan year in force in Canopy: there is nothing to re-rate"
                .into()
        });
    }
    let started = Instant::now();
    let (households, names) = households(&lines, &dependents);
    let carried = carry(&households, renewal.effective_date);
    let renewed = reprice(&carried, &rates.tables, &terms.contribution.0);
    out.lines = compared_lines(&renewed);
    out.alternatives = quotes
        .iter()
        .map(|q| ComparedAlternative {
            quote_id: q.quote_id,
            quote_number: q.number,
            quote_name: q.name.clone(),
            effective_date: q.effective_date,
            plans: quoted_plans
                .iter()
                .filter(|r| r.quote_id == q.quote_id)
                .filter_map(|r| {
                    let on_line = out.lines.iter().find(|l| l.line == r.line)?;
                    let table = r.rates.0.table()?;
                    let (cost, enrolled) =
                        price_alternative(&carried, r.line, &table, &terms.contribution.0);
                    Some(alternative_plan(&r.plan.0, on_line, cost, enrolled))
                })
                .collect(),
        })
        .collect();
    out.rated_in_ms = started.elapsed().as_secs_f64() * 1000.0;

    out.enrolled_employees = i32::try_from(households.len()).unwrap_or(i32::MAX);
    out.current = total(renewed.iter().map(|l| Some(l.current))).unwrap_or_default();
    out.renewal = total(renewed.iter().map(|l| l.renewal));
    (out.change_cents, out.change_pct) = change(out.current.premium_cents, out.renewal);
    out.plans = rows
        .iter()
        .map(|row| {
            let source = rates
                .sources
                .get(&row.current_plan_id)
                .copied()
                .unwrap_or(RenewalRateSource::Missing);
            compared_plan(row, source, &renewed)
        })
        .collect();
    out.employees = employees(&renewed, &names);
    out.aged_off = aged_off(&renewed, &dependents, &names, renewal.effective_date);
    Ok(out)
}

/// The households to re-rate, and each employee's name by key.
fn households(
    lines: &[InForceLine],
    dependents: &[DependentRow],
) -> (Vec<Household>, HashMap<String, String>) {
    let mut by_employee: HashMap<Uuid, Vec<&DependentRow>> = HashMap::new();
    for d in dependents {
        by_employee.entry(d.employee_id).or_default().push(d);
    }
    let mut out: Vec<Household> = Vec::new();
    let mut names = HashMap::new();
    for l in lines {
        let Some(dob) = l.dob else { continue };
        let key = l.employee_id.to_string();
        if out.last().is_none_or(|h| h.employee_key != key) {
            names.insert(key.clone(), l.employee_name.clone());
            let mut people = vec![Person {
                id: key.clone(),
                name: l.employee_name.clone(),
                role: Role::Employee,
                dob,
                tobacco: l.tobacco,
            }];
            for d in by_employee.get(&l.employee_id).into_iter().flatten() {
                let role = match d.relationship.as_str() {
                    "spouse" | "domestic_partner" => Role::Partner,
                    "child" => Role::Child,
                    _ => continue,
                };
                let Some(dob) = d.dob else { continue };
                people.push(Person {
                    id: d.id.to_string(),
                    name: d.name.clone(),
                    role,
                    dob,
                    tobacco: d.tobacco,
                });
            }
            out.push(Household {
                employee_key: key,
                employee_class: l.employee_class.clone(),
                people,
                elections: Vec::new(),
            });
        }
        let h = out.last_mut().expect("pushed above");
        h.elections.push(Election {
            line: l.line,
            plan_id: l.plan_id.clone(),
            tier: l.tier,
            dependent_ids: l.dependent_ids.iter().map(Uuid::to_string).collect(),
            premium_cents: l.premium_cents,
            employer_cents: l.employer_cents,
            employee_cents: l.employee_cents,
        });
    }
    (out, names)
}

fn cost(c: Cost) -> RenewalCost {
    RenewalCost {
        premium_cents: c.premium,
        employer_cents: c.employer,
        employee_cents: c.employee,
    }
}

/// The sum, when every part is known.
fn total(parts: impl Iterator<Item = Option<Cost>>) -> Option<RenewalCost> {
    let mut sum = Cost::default();
    for part in parts {
        sum += part?;
    }
    Some(cost(sum))
}

fn change(before: i64, after: Option<RenewalCost>) -> (Option<i64>, Option<f64>) {
    match after {
        Some(a) => (
            Some(a.premium_cents - before),
            Some(change_pct(before, a.premium_cents)),
        ),
        None => (None, None),
    }
}

const TIERS: [Tier; 4] = [Tier::EE, Tier::ES, Tier::EC, Tier::EF];

fn compared_plan(
    row: &RenewalPlanRow,
    rate_source: RenewalRateSource,
    renewed: &[RenewedLine],
) -> ComparedPlan {
    let on: Vec<&RenewedLine> = renewed
        .iter()
        .filter(|l| l.current_plan_id == row.current_plan_id)
        .collect();
    let current = total(on.iter().map(|l| Some(l.current))).unwrap_or_default();
    let renewal = total(on.iter().map(|l| l.renewal));
    let (change_cents, change_pct) = change(current.premium_cents, renewal);
    let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
    let tiers = TIERS
        .iter()
        .map(|&tier| {
            let now: Vec<&&RenewedLine> = on.iter().filter(|l| l.current_tier == tier).collect();
            let next: Vec<&&RenewedLine> = on.iter().filter(|l| l.renewal_tier == tier).collect();
            ComparedTier {
                tier,
                current_count: count(now.len()),
                current_premium_cents: now.iter().map(|l| l.current.premium).sum(),
                renewal_count: count(next.len()),
                renewal_premium_cents: next.iter().map(|l| l.renewal.map(|c| c.premium)).sum(),
            }
        })
        .filter(|t| t.current_count > 0 || t.renewal_count > 0)
        .collect();
    ComparedPlan {
        current_plan_id: row.current_plan_id.clone(),
        current_plan_name: row.current_plan.0.name.clone(),
        carrier_name: row.current_plan.0.carrier_name.clone(),
        line: row.line,
        mapping: row.mapping,
        renewal_plan_name: row.renewal_plan.as_ref().map(|p| p.0.name.clone()),
        rate_source,
        enrolled: count(on.len()),
        current,
        renewal,
        change_cents,
        change_pct,
        tiers,
    }
}

/// Each line enrolled, in the vocabulary's order.
fn compared_lines(renewed: &[RenewedLine]) -> Vec<ComparedLine> {
    Line::ALL
        .iter()
        .filter_map(|&line| {
            let on: Vec<&RenewedLine> = renewed.iter().filter(|l| l.line == line).collect();
            if on.is_empty() {
                return None;
            }
            let current = total(on.iter().map(|l| Some(l.current))).unwrap_or_default();
            let renewal = total(on.iter().map(|l| l.renewal));
            let (change_cents, change_pct) = change(current.premium_cents, renewal);
            Some(ComparedLine {
                line,
                enrolled: i32::try_from(on.len()).unwrap_or(i32::MAX),
                current,
                renewal,
                change_cents,
                change_pct,
            })
        })
        .collect()
}

fn alternative_plan(
    plan: &PlanRow,
    line: &ComparedLine,
    cost: Cost,
    enrolled: i32,
) -> AlternativePlan {
    let (vs_renewal_cents, vs_renewal_pct) = match line.renewal {
        Some(r) => (
            Some(cost.premium - r.premium_cents),
            Some(change_pct(r.premium_cents, cost.premium)),
        ),
        None => (None, None),
    };
    AlternativePlan {
        plan_id: plan.id.clone(),
        plan_name: plan.name.clone(),
        carrier_name: plan.carrier_name.clone(),
        line: plan.line,
        enrolled,
        cost: self::cost(cost),
        change_vs_current_cents: cost.premium - line.current.premium_cents,
        change_vs_current_pct: change_pct(line.current.premium_cents, cost.premium),
        change_vs_renewal_cents: vs_renewal_cents,
        change_vs_renewal_pct: vs_renewal_pct,
    }
}

fn employees(renewed: &[RenewedLine], names: &HashMap<String, String>) -> Vec<ComparedEmployee> {
    let mut order: Vec<&str> = Vec::new();
    let mut by_employee: HashMap<&str, Vec<&RenewedLine>> = HashMap::new();
    for l in renewed {
        let entry = by_employee.entry(l.employee_key.as_str()).or_default();
        if entry.is_empty() {
            order.push(l.employee_key.as_str());
        }
        entry.push(l);
    }
    let mut out: Vec<ComparedEmployee> = order
        .into_iter()
        .map(|key| {
            let lines = &by_employee[key];
            let current = total(lines.iter().map(|l| Some(l.current))).unwrap_or_default();
            let renewal = total(lines.iter().map(|l| l.renewal));
            ComparedEmployee {
                employee_id: key.parse().unwrap_or_default(),
                name: names.get(key).cloned().unwrap_or_default(),
                current,
                renewal,
                employee_change_cents: renewal.map(|r| r.employee_cents - current.employee_cents),
                employee_change_pct: renewal
                    .map(|r| change_pct(current.employee_cents, r.employee_cents)),
            }
        })
        .collect();
    out.sort_by_key(|e| std::cmp::Reverse(e.employee_change_cents.unwrap_or(i64::MIN)));
    out
}

fn aged_off(
    renewed: &[RenewedLine],
    dependents: &[DependentRow],
    names: &HashMap<String, String>,
    effective: chrono::NaiveDate,
) -> Vec<AgedOffDependent> {
    let mut out: Vec<AgedOffDependent> = Vec::new();
    for l in renewed {
        for id in &l.aged_off {
            if let Some(existing) = out.iter_mut().find(|a| a.dependent_id.to_string() == *id) {
                existing.lines.push(l.line);
                continue;
            }
            let Some(d) = dependents.iter().find(|d| d.id.to_string() == *id) else {
                continue;
            };
            let Some(dob) = d.dob else { continue };
            out.push(AgedOffDependent {
                dependent_id: d.id,
                name: d.name.clone(),
                employee_name: names.get(&l.employee_key).cloned().unwrap_or_default(),
                dob,
                age: age_on(dob, effective),
                lines: vec![l.line],
            });
        }
    }
    out
}
