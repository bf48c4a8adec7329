//! The book's premium statements for a month: each group with coverage in force, what its
//! carriers may bill, and how the invoices uploaded so far compare.

use chrono::{NaiveDate, Utc};
use uuid::Uuid;

use super::dto::{GroupStatementSummary, StatementBook};
use super::queries;
use super::rules;
use super::statement::{distinct_employees, rule_lookup};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;

const SORTS: SortFields = &[("group_name", "lower(g.name)")];

pub struct StatementListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub q: Option<String>,
}

pub async fn list_statements(
    state: &AppState,
    p: &Principal,
    month: Option<NaiveDate>,
    asked: StatementListing,
) -> Result<StatementBook, AppError> {
    p.require(state, "statements", "read").await?;
    let list = ListQuery::parse(
        asked.page,
        asked.per_page,
        None,
        None,
        asked.q,
        SORTS,
        ("lower(g.name)", false),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let month = match month {
        Some(month) => month,
        None => match queries::latest_invoice_month(&mut tx, p.group_scope()).await? {
            Some(month) => month,
            None => rules::next_month(Utc::now().date_naive()),
        },
    };
    let month_end = rules::last_of_month(month);
    let (groups, total) =
        queries::groups_covered(&mut tx, month, month_end, p.group_scope(), &list).await?;
    let ids: Vec<Uuid> = groups.iter().map(|g| g.id).collect();
    let mut pieces = queries::pieces(&mut tx, &ids, month_end).await?;
    let mut carrier_ids: Vec<Uuid> = pieces.values().flatten().map(|p| p.carrier_id).collect();
    carrier_ids.sort();
    carrier_ids.dedup();
    let carriers = queries::carriers(&mut tx, &carrier_ids).await?;
    let invoices = queries::invoices(&mut tx, &ids, month).await?;
    tx.commit().await?;
    let rule_of = rule_lookup(&carriers);
    let data = groups
        .into_iter()
        .map(|g| {
            let billable =
                rules::billable(&pieces.remove(&g.id).unwrap_or_default(), month, &rule_of);
            let theirs: Vec<_> = invoices.iter().filter(|i| i.group_id == g.id).collect();
            let mut billed_carriers: Vec<Uuid> = billable.iter().map(|b| b.carrier_id).collect();
            billed_carriers.sort();
            billed_carriers.dedup();
            GroupStatementSummary {
                group_id: g.id,
                group_name: g.name,
                carriers: i64::try_from(billed_carriers.len()).unwrap_or(0),
                subscribers: distinct_employees(billable.iter()),
                premium_cents: billable.iter().map(|b| b.premium_cents).sum(),
                employer_cents: billable.iter().map(|b| b.employer_cents).sum(),
                employee_cents: billable.iter().map(|b| b.employee_cents).sum(),
                invoices: i64::try_from(theirs.len()).unwrap_or(0),
                billed_cents: theirs.iter().map(|i| i.billed_cents).sum(),
                invoiced_expected_cents: theirs.iter().map(|i| i.expected_cents).sum(),
                open_differences: theirs.iter().map(|i| i.open_differences).sum(),
                open_difference_cents: theirs.iter().map(|i| i.open_difference_cents).sum(),
            }
        })
        .collect();
    Ok(StatementBook { month, data, total })
}
