//! The queries of the articles an agency writes, in its own schema.

use sqlx::PgConnection;
use uuid::Uuid;

use crate::list::ListQuery;
use crate::vocabulary::HelpCategory;

#[derive(Debug, sqlx::FromRow)]
pub struct AgencyArticleRow {
    pub id: Uuid,
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub body_markdown: String,
    pub body_html: String,
    pub published: bool,
    pub version: i32,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub updated_by_name: String,
    pub helpful: i64,
    pub not_helpful: i64,
}

const COLUMNS: &str = "a.id, a.slug, a.category, a.title, a.summary, a.body_markdown, a.body_html,
    a.published, a.version, a.created_at, a.updated_at, a.updated_by_name,
    (SELECT count(*) FROM agency_article_feedback f WHERE f.article_id = a.id AND f.helpful) AS helpful,
    (SELECT count(*) FROM agency_article_feedback f WHERE f.article_id = a.id AND NOT f.helpful) AS not_helpful";

const FILTER: &str =
    "($1::text IS NULL OR a.title ILIKE $1 OR a.summary ILIKE $1 OR a.slug ILIKE $1)
    AND ($2::text IS NULL OR a.category = $2) AND ($3::boolean IS NULL OR a.published = $3)";

pub async fn page(
    conn: &mut PgConnection,
    list: &ListQuery,
    category: Option<HelpCategory>,
    published: Option<bool>,
) -> Result<(Vec<AgencyArticleRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM agency_articles a WHERE {FILTER}"
    ))
    .bind(list.like_pattern())
    .bind(category)
    .bind(published)
    .fetch_one(&mut *conn)
    .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM agency_articles a WHERE {FILTER} ORDER BY {} LIMIT $4 OFFSET $5",
        list.order_by("a.id")
    ))
    .bind(list.like_pattern())
    .bind(category)
    .bind(published)
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(&mut *conn)
    .await?;
    Ok((rows, total))
}

pub async fn one(
    conn: &mut PgConnection,
    id: Uuid,
) -> Result<Option<AgencyArticleRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM agency_articles a WHERE a.id = $1"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

pub async fn lock(
    conn: &mut PgConnection,
    id: Uuid,
) -> Result<Option<AgencyArticleRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM agency_articles a WHERE a.id = $1 FOR UPDATE"
    ))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Whether another of the agency's articles has this address.
pub async fn slug_taken(
    conn: &mut PgConnection,
    slug: &str,
    except: Option<Uuid>,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM agency_articles WHERE slug = $1 AND id IS DISTINCT FROM $2)",
    )
    .bind(slug)
    .bind(except)
    .fetch_one(conn)
    .await
}

/// Whether the platform ships an article at this address.
pub async fn platform_slug(conn: &mut PgConnection, slug: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM public.help_articles WHERE slug = $1)")
        .bind(slug)
        .fetch_one(conn)
        .await
}

pub struct ArticleFields<'a> {
    pub slug: &'a str,
    pub category: HelpCategory,
    pub title: &'a str,
    pub summary: &'a str,
    pub body_markdown: &'a str,
    pub body_html: &'a str,
    pub body_text: &'a str,
    pub published: bool,
    pub by_name: &'a str,
}

pub async fn insert(conn: &mut PgConnection, a: &ArticleFields<'_>) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO agency_articles (slug, category, title, summary, body_markdown, body_html, body_text, published, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
    )
    .bind(a.slug)
    .bind(a.category)
    .bind(a.title)
    .bind(a.summary)
    .bind(a.body_markdown)
    .bind(a.body_html)
    .bind(a.body_text)
    .bind(a.published)
    .bind(a.by_name)
    .fetch_one(conn)
    .await
}

pub async fn update(
    conn: &mut PgConnection,
    id: Uuid,
    a: &ArticleFields<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE agency_articles SET slug = $2, category = $3, title = $4, summary = $5, body_markdown = $6,
            body_html = $7, body_text = $8, published = $9, updated_by_name = $10,
            version = version + 1, updated_at = now()
         WHERE id = $1",
    )
    .bind(id)
    .bind(a.slug)
    .bind(a.category)
    .bind(a.title)
    .bind(a.summary)
    .bind(a.body_markdown)
    .bind(a.body_html)
    .bind(a.body_text)
    .bind(a.published)
    .bind(a.by_name)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn delete(conn: &mut PgConnection, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM agency_articles WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}
