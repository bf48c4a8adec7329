//! A group's quotes, newest first.

use uuid::Uuid;

use super::queries::{self, QuoteRow, SORT_FIELDS};
use super::rules::check_status_filter;
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::list::ListQuery;
use crate::state::AppState;

pub struct QuoteListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    /// draft, presented, accepted or declined.
    pub status: Option<String>,
}

pub async fn list_quotes(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    asked: QuoteListing,
) -> Result<(Vec<QuoteRow>, i64), AppError> {
    p.require(state, "quotes", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORT_FIELDS,
        ("q.created_at", true),
    )?;
    check_status_filter(asked.status.as_deref())?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let listed = queries::list(&mut tx, group_id, &query, asked.status.as_deref()).await?;
    tx.commit().await?;
    Ok(listed)
}
