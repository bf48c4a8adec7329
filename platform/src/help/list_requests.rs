//! The help requests sent to the caller's agency, or to the platform for its operators.

use super::dto::{SupportRequest, SupportRequestPage};
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;

const SORTS: SortFields = &[("created_at", "created_at"), ("name", "lower(name)")];

pub async fn list_requests(
    state: &AppState,
    p: &Principal,
    page: Option<u32>,
    per_page: Option<u32>,
    sort: Option<String>,
    order: Option<String>,
    q: Option<String>,
) -> Result<SupportRequestPage, AppError> {
    p.require(state, "support_requests", "read").await?;
    let list = ListQuery::parse(page, per_page, sort, order, q, SORTS, ("created_at", true))?;
    let agency_id = p.agency.as_ref().map(|a| a.id);
    let (rows, total) = queries::requests(&state.pool, agency_id, &list).await?;
    Ok(SupportRequestPage {
        data: rows.into_iter().map(SupportRequest::from).collect(),
        total,
    })
}
