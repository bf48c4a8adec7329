//! The help centre's articles, by category, and one article with those related to it: the
//! platform's, and on an agency's host the agency's own too. Open to everyone, signed in or not.

use poem::Request;

use super::dto::{HelpArticle, HelpArticleSummary};
use super::queries;
use crate::auth::principal::host_agency;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::HelpCategory;

/// The schema of the agency whose host this is, whose own articles are shown beside the platform's.
pub async fn host_schema(state: &AppState, req: &Request) -> Result<Option<String>, AppError> {
    Ok(host_agency(state, req).await?.map(|a| a.schema_name))
}

pub async fn list_articles(
    state: &AppState,
    req: &Request,
    category: Option<HelpCategory>,
) -> Result<Vec<HelpArticleSummary>, AppError> {
    let schema = host_schema(state, req).await?;
    Ok(queries::articles(&state.pool, schema.as_deref(), category)
        .await?
        .into_iter()
        .map(HelpArticleSummary::from)
        .collect())
}

pub async fn view_article(
    state: &AppState,
    req: &Request,
    slug: &str,
) -> Result<HelpArticle, AppError> {
    let schema = host_schema(state, req).await?;
    let article = queries::article(&state.pool, schema.as_deref(), slug)
        .await?
        .ok_or_else(|| AppError::not_found("help article"))?;
    let related = queries::related(&state.pool, schema.as_deref(), slug, 3)
        .await?
        .into_iter()
        .map(HelpArticleSummary::from)
        .collect();
    Ok(HelpArticle::new(article, related))
}
