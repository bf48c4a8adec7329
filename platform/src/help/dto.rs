//! The help centre's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::{ArticleRow, RequestRow, SummaryRow};
use crate::vocabulary::HelpCategory;

#[derive(Debug, Object)]
pub struct HelpArticleSummary {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
}

impl From<SummaryRow> for HelpArticleSummary {
    fn from(r: SummaryRow) -> Self {
        Self {
            slug: r.slug,
            category: r.category,
            title: r.title,
            summary: r.summary,
        }
    }
}

#[derive(Debug, Object)]
pub struct HelpArticle {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    /// The article as HTML, sanitized when it was published.
    pub body_html: String,
    /// Articles of the same category.
    pub related: Vec<HelpArticleSummary>,
}

impl HelpArticle {
    pub fn new(r: ArticleRow, related: Vec<HelpArticleSummary>) -> Self {
        Self {
            slug: r.slug,
            category: r.category,
            title: r.title,
            summary: r.summary,
            body_html: r.body_html,
            related,
        }
    }
}

#[derive(Debug, Object)]
pub struct HelpSearchHit {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    /// The best passages, HTML-escaped, the words found in `<mark>`.
    pub snippet_html: String,
}

#[derive(Debug, Object)]
pub struct HelpFeedback {
    pub helpful: bool,
}

#[derive(Debug, Object)]
pub struct ContactRequest {
    pub name: String,
    pub email: String,
    /// At most 5,000 characters.
    pub message: String,
    /// The page the form was sent from.
    pub page: Option<String>,
}

#[derive(Debug, Object)]
pub struct ContactSent {
    pub id: Uuid,
    pub received_at: DateTime<Utc>,
}

#[derive(Debug, Object)]
pub struct SupportRequest {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub message: String,
    pub page: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl From<RequestRow> for SupportRequest {
    fn from(r: RequestRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            email: r.email,
            message: r.message,
            page: r.page,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct SupportRequestPage {
    pub data: Vec<SupportRequest>,
    pub total: i64,
}
