//! The agency's own plans.

use super::queries::{self, PlanRow, PLAN_SORT_FIELDS};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

pub async fn list_agency_plans(
    state: &AppState,
    p: &Principal,
    page: Option<u32>,
    per_page: Option<u32>,
    q: Option<String>,
) -> Result<(Vec<PlanRow>, i64), AppError> {
    p.require(state, "agency_plans", "read").await?;
    let query = ListQuery::parse(
        page,
        per_page,
        None,
        None,
        q,
        PLAN_SORT_FIELDS,
        ("lower(p.name)", false),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let listed = queries::list_agency_plans(tx.conn(), &query).await?;
    tx.commit().await?;
    Ok(listed)
}
