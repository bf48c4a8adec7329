//! The articles the agency wrote, for its editors in the back office: drafts and published.

use uuid::Uuid;

use super::dto::{AgencyArticle, AgencyArticlePage};
use super::queries::agency;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;
use crate::vocabulary::HelpCategory;

const SORTS: SortFields = &[
    ("updated_at", "a.updated_at"),
    ("title", "lower(a.title)"),
    ("category", "a.category"),
    ("published", "a.published"),
];

pub type ListParams = (
    Option<u32>,
    Option<u32>,
    Option<String>,
    Option<String>,
    Option<String>,
);

pub async fn list_agency_articles(
    state: &AppState,
    p: &Principal,
    params: ListParams,
    category: Option<HelpCategory>,
    published: Option<bool>,
) -> Result<AgencyArticlePage, AppError> {
    p.require(state, "help_articles", "read").await?;
    let (page, per_page, sort, order, q) = params;
    let list = ListQuery::parse(page, per_page, sort, order, q, SORTS, ("updated_at", true))?;
    let mut tx = p.tenant_tx(state).await?;
    let (rows, total) = agency::page(tx.conn(), &list, category, published).await?;
    tx.commit().await?;
    Ok(AgencyArticlePage {
        data: rows.into_iter().map(AgencyArticle::from).collect(),
        total,
    })
}

pub async fn view_agency_article(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<AgencyArticle, AppError> {
    p.require(state, "help_articles", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = agency::one(tx.conn(), id)
        .await?
        .ok_or_else(|| AppError::not_found("article"))?;
    tx.commit().await?;
    Ok(AgencyArticle::from(row))
}
