//! The help centre's articles, by category, and one article with those related to it. Open to
//! everyone, signed in or not.

use super::dto::{HelpArticle, HelpArticleSummary};
use super::queries;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::HelpCategory;

pub async fn list_articles(
    state: &AppState,
    category: Option<HelpCategory>,
) -> Result<Vec<HelpArticleSummary>, AppError> {
    Ok(queries::articles(&state.pool, category)
        .await?
        .into_iter()
        .map(HelpArticleSummary::from)
        .collect())
}

pub async fn view_article(state: &AppState, slug: &str) -> Result<HelpArticle, AppError> {
    let article = queries::article(&state.pool, slug)
        .await?
        .ok_or_else(|| AppError::not_found("help article"))?;
    let related = queries::related(&state.pool, slug, 3)
        .await?
        .into_iter()
        .map(HelpArticleSummary::from)
        .collect();
    Ok(HelpArticle::new(article, related))
}
