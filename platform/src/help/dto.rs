//! The help centre's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::agency::AgencyArticleRow;
use super::queries::{ArticleRow, RequestRow, SummaryRow};
use crate::vocabulary::{HelpCategory, HelpSource};

#[derive(Debug, Object)]
pub struct HelpArticleSummary {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub source: HelpSource,
}

impl From<SummaryRow> for HelpArticleSummary {
    fn from(r: SummaryRow) -> Self {
        Self {
            slug: r.slug,
            category: r.category,
            title: r.title,
            summary: r.summary,
            source: r.source,
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
    pub source: HelpSource,
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
            source: r.source,
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
    pub source: HelpSource,
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
#[oai(skip_serializing_if_is_none)]
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

/// An article the agency writes for its own clients, as its editors see it.
#[derive(Debug, Object)]
pub struct AgencyArticle {
    pub id: Uuid,
    /// Its address in the help centre: `/help/{slug}`.
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    /// The markdown as written.
    pub body_markdown: String,
    /// As readers see it: rendered and sanitized when saved.
    pub body_html: String,
    /// Shown in the agency's help centre; a draft otherwise.
    pub published: bool,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub updated_by_name: String,
    /// Readers' answers to "was this helpful?".
    pub helpful: i64,
    pub not_helpful: i64,
}

impl From<AgencyArticleRow> for AgencyArticle {
    fn from(r: AgencyArticleRow) -> Self {
        Self {
            id: r.id,
            slug: r.slug,
            category: r.category,
            title: r.title,
            summary: r.summary,
            body_markdown: r.body_markdown,
            body_html: r.body_html,
            published: r.published,
            version: r.version,
            created_at: r.created_at,
            updated_at: r.updated_at,
            updated_by_name: r.updated_by_name,
            helpful: r.helpful,
            not_helpful: r.not_helpful,
        }
    }
}

#[derive(Debug, Object)]
pub struct AgencyArticlePage {
    pub data: Vec<AgencyArticle>,
    pub total: i64,
}

#[derive(Debug, Object)]
pub struct AgencyArticleInput {
    /// Made from the title when left out.
    pub slug: Option<String>,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub body_markdown: String,
    #[oai(default)]
    pub published: bool,
    /// The version read, when saving changes.
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
pub struct ArticlePreviewRequest {
    pub body_markdown: String,
}

#[derive(Debug, Object)]
pub struct ArticlePreview {
    /// The markdown as readers will see it, sanitized.
    pub body_html: String,
}
