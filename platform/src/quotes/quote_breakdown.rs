//! Each employee's cost on one plan of a quote, paginated; the search matches names.

use uuid::Uuid;

use super::costs::{base_tables, plan_breakdown};
use super::dto::EmployeeCost;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

pub struct BreakdownListing {
    pub plan_id: String,
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub q: Option<String>,
}

pub async fn quote_breakdown(
    state: &AppState,
    p: &Principal,
    id: Uuid,
    asked: BreakdownListing,
) -> Result<(Vec<EmployeeCost>, i64), AppError> {
    p.require(state, "quotes", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        None,
        None,
        asked.q,
        &[],
        ("name", false),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::visible(&mut tx, id, p.group_scope()).await?;
    let plans = queries::plans(&mut tx, row.id).await?;
    let plan = plans
        .iter()
        .find(|pl| pl.plan_id == asked.plan_id)
        .ok_or_else(|| AppError::field("plan_id", "that plan is not in this quote"))?;
    let members = queries::members(&mut tx, row.id).await?;
    tx.commit().await?;
    let mut rows = plan_breakdown(plan, &members, &row, &base_tables(&plans));
    rows.sort_by_key(|r| r.name.to_lowercase());
    if let Some(needle) = query.q.as_deref().map(str::to_lowercase) {
        rows.retain(|r| r.name.to_lowercase().contains(&needle));
    }
    let total = rows.len() as i64;
    let page = rows
        .into_iter()
        .skip(query.offset() as usize)
        .take(query.limit() as usize)
        .collect();
    Ok((page, total))
}
