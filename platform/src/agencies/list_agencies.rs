//! Every agency on the platform, a page at a time (platform operators).

use super::queries::{self, AgencyRow, SORT_FIELDS};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

/// A page of the list as asked for.
pub struct AgencyListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
}

pub async fn list_agencies(
    state: &AppState,
    p: &Principal,
    asked: AgencyListing,
) -> Result<(Vec<AgencyRow>, i64), AppError> {
    p.require(state, "agencies", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORT_FIELDS,
        ("a.created_at", true),
    )?;
    Ok(queries::list(&state.pool, &query).await?)
}
