//! The agency's book of groups, a page at a time; an employer admin sees only their group.

use uuid::Uuid;

use super::queries::{self, Filters, GroupRow, SORT_FIELDS};
use super::rules;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

/// The default order of the list: by name.
const DEFAULT_SORT: (&str, bool) = ("lower(g.name)", false);

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

impl GroupListing {
    /// The search, order and filters; an employer admin is kept to their group.
    pub fn parse(self, p: &Principal) -> Result<(ListQuery, Filters), AppError> {
        let query = ListQuery::parse(
            self.page,
            self.per_page,
            self.sort,
            self.order,
            self.q,
            SORT_FIELDS,
            DEFAULT_SORT,
        )?;
        let filters = rules::filters(
            self.stage,
            self.renewal_month,
            self.broker_id,
            self.status,
            p.group_scope(),
        )?;
        Ok((query, filters))
    }
}

pub async fn list_groups(
    state: &AppState,
    p: &Principal,
    asked: GroupListing,
) -> Result<(Vec<GroupRow>, i64), AppError> {
    p.require(state, "groups", "read").await?;
    let (query, filters) = asked.parse(p)?;
    let mut tx = p.tenant_tx(state).await?;
    let listed = queries::list(&mut tx, &query, &filters).await?;
    tx.commit().await?;
    Ok(listed)
}
