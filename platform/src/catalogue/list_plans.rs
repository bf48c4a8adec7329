//! Plans of the catalogue (and, for an agency, its own), filtered and paginated.

use super::queries::{self, ListedPlan, PLAN_SORT_FIELDS};
use super::reader::Reader;
use super::rules::{plan_filters, AskedFilters};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

pub struct PlanListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub filters: AskedFilters,
}

pub async fn list_plans(
    state: &AppState,
    p: &Principal,
    asked: PlanListing,
) -> Result<(Vec<ListedPlan>, i64), AppError> {
    p.require(state, "catalogue", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        PLAN_SORT_FIELDS,
        ("lower(c.name), p.line, p.deductible_individual", false),
    )?;
    let filters = plan_filters(asked.filters, p.agency.is_some())?;
    let mut db = Reader::of(state, p).await?;
    let scope = db.scope();
    let listed = queries::list_plans(db.conn(), scope, &query, &filters).await?;
    db.done().await?;
    Ok(listed)
}
