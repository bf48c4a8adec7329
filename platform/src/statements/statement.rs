//! A group's premium statement for a month, put together: its employees' billable lines from
//! the coverage in force, per carrier and per plan and tier, each carrier beside its invoice.

use std::collections::{BTreeMap, BTreeSet};
use std::str::FromStr;

use chrono::NaiveDate;
use uuid::Uuid;

use super::dto::{
    CarrierInvoice, CarrierStatement, PremiumStatement, StatementDifference, StatementMember,
    StatementPlan,
};
use super::queries::{self, CarrierRow, DifferenceRow, GroupRow, InvoiceRowView};
use super::rules::{self, Billable, Person};
use crate::error::AppError;
use crate::vocabulary::{Line, MidMonthBilling, Tier};
use tenants::TenantTx;

/// The carrier's mid-month rule as the statement states it.
pub fn rule_sentence(rule: MidMonthBilling) -> &'static str {
    match rule {
        MidMonthBilling::FullMonth => {
            "Full month: coverage that starts or ends during a month is billed for the whole month; a change takes effect on the invoice from the next month."
        }
        MidMonthBilling::Prorated => {
            "Prorated: coverage that starts, changes or ends during a month is billed by the day (premium × days covered ÷ days in the month, to the cent); coverage ends on the day the employee left."
        }
    }
}

fn known<T: FromStr>(value: &str) -> Result<T, AppError> {
    value
        .parse()
        .map_err(|_| AppError::Internal(format!("an unknown value in a statement: {value}")))
}

/// What the statement is made of, read in the caller's transaction.
pub struct Ingredients {
    pub billable: Vec<Billable>,
    pub people: Vec<Person>,
    pub carriers: Vec<CarrierRow>,
}

/// Reads what the group's carriers may bill for the month.
pub async fn ingredients(
    tx: &mut TenantTx,
    group_id: Uuid,
    month: NaiveDate,
) -> Result<Ingredients, AppError> {
    let pieces = queries::pieces(tx, &[group_id], rules::last_of_month(month))
        .await?
        .remove(&group_id)
        .unwrap_or_default();
    let carrier_ids: Vec<Uuid> = pieces
        .iter()
        .map(|p| p.carrier_id)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let carriers = queries::carriers(tx, &carrier_ids).await?;
    let rule_of = rule_lookup(&carriers);
    let billable = rules::billable(&pieces, month, rule_of);
    let people = queries::people(tx, group_id).await?;
    Ok(Ingredients {
        billable,
        people,
        carriers,
    })
}

pub fn rule_lookup(carriers: &[CarrierRow]) -> impl Fn(Uuid) -> MidMonthBilling + '_ {
    move |id| {
        carriers
            .iter()
            .find(|c| c.id == id)
            .map_or(MidMonthBilling::FullMonth, |c| c.mid_month_billing)
    }
}

/// The statement as the API shows it.
pub async fn assemble(
    tx: &mut TenantTx,
    group: &GroupRow,
    month: NaiveDate,
) -> Result<PremiumStatement, AppError> {
    let Ingredients {
        billable,
        people,
        carriers,
    } = ingredients(tx, group.id, month).await?;
    let invoices = queries::invoices(tx, &[group.id], month).await?;
    let invoice_ids: Vec<Uuid> = invoices.iter().map(|i| i.id).collect();
    let differences = queries::differences(tx, &invoice_ids).await?;
    let first_month = queries::first_coverage(tx, group.id)
        .await?
        .map(rules::first_of_month);
    let invoice_months = queries::invoice_months(tx, group.id).await?;
    let names: BTreeMap<Uuid, &Person> = people.iter().map(|p| (p.employee_id, p)).collect();

    // A carrier billing the month, or one whose invoice was uploaded for it.
    let mut shown: Vec<(Uuid, String, MidMonthBilling)> = carriers
        .iter()
        .filter(|c| billable.iter().any(|b| b.carrier_id == c.id))
        .map(|c| (c.id, c.name.clone(), c.mid_month_billing))
        .collect();
    for i in &invoices {
        if !shown.iter().any(|c| c.0 == i.carrier_id) {
            let rule = rule_lookup(&carriers)(i.carrier_id);
            shown.push((i.carrier_id, i.carrier_name.clone(), rule));
        }
    }
    let mut statements = Vec::new();
    for (carrier_id, carrier_name, rule) in shown {
        let lines: Vec<&Billable> = billable
            .iter()
            .filter(|b| b.carrier_id == carrier_id)
            .collect();
        let invoice = invoices
            .iter()
            .find(|i| i.carrier_id == carrier_id)
            .map(|i| invoice_view(i, &differences))
            .transpose()?;
        statements.push(CarrierStatement {
            carrier_id,
            carrier_name,
            mid_month_billing: rule,
            rule: rule_sentence(rule).to_string(),
            subscribers: distinct_employees(lines.iter().copied()),
            members: members(lines.iter().copied()),
            premium_cents: lines.iter().map(|b| b.premium_cents).sum(),
            employer_cents: lines.iter().map(|b| b.employer_cents).sum(),
            employee_cents: lines.iter().map(|b| b.employee_cents).sum(),
            plans: plans(&lines)?,
            invoice,
        });
    }
    let members_view = billable
        .iter()
        .map(|b| {
            let person = names.get(&b.employee_id);
            Ok(StatementMember {
                employee_id: b.employee_id,
                subscriber_id: person.map_or_else(String::new, |p| p.subscriber_id.clone()),
                name: person
                    .map_or_else(String::new, |p| format!("{} {}", p.first_name, p.last_name)),
                carrier_id: b.carrier_id,
                line: known(&b.line)?,
                plan_id: b.plan_id.clone(),
                plan_name: b.plan_name.clone(),
                tier: known(&b.tier)?,
                members: b.members,
                covered_from: b.covered_from,
                covered_to: b.covered_to,
                days: i32::try_from(b.days).unwrap_or(i32::MAX),
                monthly_premium_cents: b.monthly_premium_cents,
                premium_cents: b.premium_cents,
                employer_cents: b.employer_cents,
                employee_cents: b.employee_cents,
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    let mut members_view = members_view;
    members_view.sort_by(|a, b| {
        (a.name.to_lowercase(), a.line, a.covered_from).cmp(&(
            b.name.to_lowercase(),
            b.line,
            b.covered_from,
        ))
    });
    Ok(PremiumStatement {
        group_id: group.id,
        group_name: group.name.clone(),
        month,
        first_month,
        invoice_months,
        subscribers: distinct_employees(billable.iter()),
        premium_cents: billable.iter().map(|b| b.premium_cents).sum(),
        employer_cents: billable.iter().map(|b| b.employer_cents).sum(),
        employee_cents: billable.iter().map(|b| b.employee_cents).sum(),
        billed_cents: (!invoices.is_empty()).then(|| invoices.iter().map(|i| i.billed_cents).sum()),
        carriers: statements,
        members: members_view,
    })
}

pub fn distinct_employees<'a>(lines: impl Iterator<Item = &'a Billable>) -> i64 {
    let set: BTreeSet<Uuid> = lines.map(|b| b.employee_id).collect();
    i64::try_from(set.len()).unwrap_or(i64::MAX)
}

/// People covered: each employee's largest household on any of the lines.
fn members<'a>(lines: impl Iterator<Item = &'a Billable>) -> i64 {
    let mut most: BTreeMap<Uuid, i32> = BTreeMap::new();
    for b in lines {
        let m = most.entry(b.employee_id).or_default();
        *m = (*m).max(b.members);
    }
    most.values().map(|m| i64::from(*m)).sum()
}

fn plans(lines: &[&Billable]) -> Result<Vec<StatementPlan>, AppError> {
    let mut by: BTreeMap<(Line, String, Tier), (String, Vec<&Billable>)> = BTreeMap::new();
    for b in lines {
        by.entry((known(&b.line)?, b.plan_id.clone(), known(&b.tier)?))
            .or_insert_with(|| (b.plan_name.clone(), Vec::new()))
            .1
            .push(b);
    }
    Ok(by
        .into_iter()
        .map(
            |((line, plan_id, tier), (plan_name, lines))| StatementPlan {
                line,
                plan_id,
                plan_name,
                tier,
                subscribers: distinct_employees(lines.iter().copied()),
                members: members(lines.iter().copied()),
                premium_cents: lines.iter().map(|b| b.premium_cents).sum(),
                employer_cents: lines.iter().map(|b| b.employer_cents).sum(),
                employee_cents: lines.iter().map(|b| b.employee_cents).sum(),
            },
        )
        .collect())
}

fn invoice_view(
    i: &InvoiceRowView,
    differences: &[DifferenceRow],
) -> Result<CarrierInvoice, AppError> {
    Ok(CarrierInvoice {
        id: i.id,
        file_name: i.file_name.clone(),
        document_id: i.document_id,
        rows: i.rows,
        billed_cents: i.billed_cents,
        expected_cents: i.expected_cents,
        difference_cents: i.billed_cents - i.expected_cents,
        open_differences: i.open_differences,
        open_difference_cents: i.open_difference_cents,
        disputed_difference_cents: i.disputed_difference_cents,
        uploaded_by_name: i.uploaded_by_name.clone(),
        uploaded_at: i.uploaded_at,
        differences: differences
            .iter()
            .filter(|d| d.invoice_id == i.id)
            .cloned()
            .map(StatementDifference::from)
            .collect(),
    })
}

/// A month as `YYYY-MM`, its first day.
pub fn parse_month(text: &str) -> Result<NaiveDate, AppError> {
    let refused = || AppError::field("month", format!("'{text}' is not a month written YYYY-MM"));
    let (year, month) = text.trim().split_once('-').ok_or_else(refused)?;
    let (Ok(year), Ok(month)) = (year.parse::<i32>(), month.parse::<u32>()) else {
        return Err(refused());
    };
    if !(2000..=2100).contains(&year) {
        return Err(AppError::field("month", "a month between 2000 and 2100"));
    }
    NaiveDate::from_ymd_opt(year, month, 1).ok_or_else(refused)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_month_is_read_as_its_first_day() {
        assert_eq!(
            parse_month("2026-11").unwrap(),
            NaiveDate::from_ymd_opt(2026, 11, 1).unwrap()
        );
        assert!(parse_month("2026-13").is_err());
        assert!(parse_month("November").is_err());
        assert!(parse_month("1899-01").is_err());
    }
}
