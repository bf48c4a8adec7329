//! The agency's book of groups, a page at a time; an employer admin sees only their group.

use uuid::Uuid;

use super::queries::{self, GroupRow, SORT_FIELDS};
use super::rules;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

/// The default order of the list: by name.
pub(super) const DEFAULT_SORT: (&str, bool) = ("lower(g.name)", false);

/// A page of the list as asked for.
pub struct GroupListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub stage: Option<String>,
    pub renewal_month: Option<i32>,
    pub broker_id: Option<Uuid>,
    pub status: Option<String>,
}

pub async fn list_groups(
    state: &AppState,
    p: &Principal,
    asked: GroupListing,
) -> Result<(Vec<GroupRow>, i64), AppError> {
    p.require(state, "groups", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORT_FIELDS,
        DEFAULT_SORT,
    )?;
    let filters = rules::filters(
        asked.stage,
        asked.renewal_month,
        asked.broker_id,
        asked.status,
        p.group_scope(),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let listed = queries::list(&mut tx, &query, &filters).await?;
    tx.commit().await?;
    Ok(listed)
}
