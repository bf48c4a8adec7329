//! A group's plan designs, every version of every plan year, newest first (an employer admin
//! sees them from submission on).

use uuid::Uuid;

use super::queries::{self, DesignRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::list::ListQuery;
use crate::state::AppState;

pub async fn list_designs(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    page: Option<u32>,
    per_page: Option<u32>,
) -> Result<(Vec<DesignRow>, i64), AppError> {
    p.require(state, "plan_designs", "read").await?;
    let query = ListQuery::parse(page, per_page, None, None, None, &[], ("d.plan_year", true))?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let drafts = p.group_scope().is_none();
    let listed = queries::list(&mut tx, group_id, drafts, query.limit(), query.offset()).await?;
    tx.commit().await?;
    Ok(listed)
}
