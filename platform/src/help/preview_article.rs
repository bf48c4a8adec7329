//! The editor's preview: markdown rendered and sanitized exactly as saving would.

use super::article_rules::MAX_BODY;
use super::dto::ArticlePreview;
use super::render::render_body;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn preview_article(
    state: &AppState,
    p: &Principal,
    markdown: &str,
) -> Result<ArticlePreview, AppError> {
    p.require(state, "help_articles", "write").await?;
    if markdown.chars().count() > MAX_BODY {
        return Err(AppError::field(
            "body_markdown",
            "the article, at most 50,000 characters",
        ));
    }
    Ok(ArticlePreview {
        body_html: render_body(markdown).html,
    })
}
