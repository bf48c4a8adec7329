//! The queries of the help centre, on the platform's schema.

use sqlx::PgPool;

use super::render::Rendered;
use crate::vocabulary::{HelpCategory, HelpSource};

pub mod agency;

/// Publishes the articles in one statement each way: new or changed ones written (in the order
/// given), unchanged ones left as they are, and those no longer shipped removed. Returns how
/// many were written.
pub async fn publish(pool: &PgPool, articles: &[Rendered]) -> Result<u64, sqlx::Error> {
    let text = |f: fn(&Rendered) -> String| -> Vec<String> { articles.iter().map(f).collect() };
    let mut tx = pool.begin().await?;
    let written = sqlx::query(
        "INSERT INTO help_articles (slug, category, title, summary, body_html, body_text, content_hash, position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
         ON CONFLICT (slug) DO UPDATE SET
            category = EXCLUDED.category, title = EXCLUDED.title, summary = EXCLUDED.summary,
            body_html = EXCLUDED.body_html, body_text = EXCLUDED.body_text,
            content_hash = EXCLUDED.content_hash, position = EXCLUDED.position, published_at = now()
         WHERE help_articles.content_hash <> EXCLUDED.content_hash OR help_articles.position <> EXCLUDED.position",
    )
    .bind(text(|a| a.slug.clone()))
    .bind(text(|a| a.category.as_str().to_string()))
    .bind(text(|a| a.title.clone()))
    .bind(text(|a| a.summary.clone()))
    .bind(text(|a| a.html.clone()))
    .bind(text(|a| a.text.clone()))
    .bind(text(|a| a.digest.clone()))
    .bind((0..).take(articles.len()).collect::<Vec<i32>>())
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query("DELETE FROM help_articles WHERE NOT (slug = ANY($1))")
        .bind(text(|a| a.slug.clone()))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(written)
}

/// The articles a reader sees: the platform's, and on an agency's host its published ones
/// (first in their category). `schema` is the agency's schema name, checked by the registry
/// (letters, digits and `_`), so it is safe to name in the statement.
fn readable(schema: Option<&str>) -> String {
    let platform = "SELECT slug, category, title, summary, body_html, body_text, search, position,
                'platform' AS source FROM public.help_articles";
    match schema {
        Some(schema) => format!(
            "({platform} UNION ALL
              SELECT slug, category, title, summary, body_html, body_text, search, -1 AS position,
                'agency' AS source FROM \"{schema}\".agency_articles WHERE published)"
        ),
        None => format!("({platform})"),
    }
}

#[derive(Debug, sqlx::FromRow)]
pub struct SummaryRow {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub source: HelpSource,
}

/// Every article, or a category's, in the help centre's order.
pub async fn articles(
    pool: &PgPool,
    schema: Option<&str>,
    category: Option<HelpCategory>,
) -> Result<Vec<SummaryRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT slug, category, title, summary, source FROM {} a
         WHERE $1::text IS NULL OR category = $1 ORDER BY position, title",
        readable(schema)
    ))
    .bind(category)
    .fetch_all(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ArticleRow {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub body_html: String,
    pub source: HelpSource,
}

/// One article; the agency's own when it wrote one of that address.
pub async fn article(
    pool: &PgPool,
    schema: Option<&str>,
    slug: &str,
) -> Result<Option<ArticleRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT slug, category, title, summary, body_html, source FROM {} a
         WHERE slug = $1 ORDER BY position LIMIT 1",
        readable(schema)
    ))
    .bind(slug)
    .fetch_optional(pool)
    .await
}

/// Articles of the same category as `slug`, nearest in the help centre's order first.
pub async fn related(
    pool: &PgPool,
    schema: Option<&str>,
    slug: &str,
    limit: i64,
) -> Result<Vec<SummaryRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "WITH readable AS {}, this AS (SELECT * FROM readable WHERE slug = $1 ORDER BY position LIMIT 1)
         SELECT a.slug, a.category, a.title, a.summary, a.source FROM readable a
         JOIN this ON this.category = a.category AND a.slug <> this.slug
         ORDER BY abs(a.position - this.position), a.position, a.title LIMIT $2",
        readable(schema)
    ))
    .bind(slug)
    .bind(limit)
    .fetch_all(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct HitRow {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub source: HelpSource,
    /// The body's best passages, the words found between `\u{e000}` and `\u{e001}`.
    pub snippet: String,
}

/// Articles matching the words asked, best first. The query is read as a web search (quotes,
/// `or`, `-`), so no input is a syntax error; when no article has every word, those with any of
/// them are found, the more the better. The passages shown mark every word asked that they
/// hold, and are cut only for the results returned.
pub async fn search(
    pool: &PgPool,
    schema: Option<&str>,
    words: &str,
    limit: i64,
) -> Result<Vec<HitRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "WITH readable AS {},
         every_word AS (SELECT websearch_to_tsquery('english', $1) AS query),
         any_word AS (
            SELECT COALESCE(to_tsquery('english', string_agg(quote_literal(lexeme), ' | ')), ''::tsquery) AS query
            FROM unnest(to_tsvector('english', $1))
         ),
         q AS (
            SELECT CASE WHEN EXISTS (SELECT 1 FROM readable a WHERE a.search @@ e.query)
                        THEN e.query ELSE w.query END AS query,
                   w.query AS marks
            FROM every_word e, any_word w
         ),
         hits AS (
            SELECT a.*, ts_rank(a.search, q.query, 1) AS rank
            FROM readable a, q WHERE a.search @@ q.query
            ORDER BY rank DESC, a.position LIMIT $2
         )
         SELECT h.slug, h.category, h.title, h.summary, h.source,
                ts_headline('english', h.body_text, q.marks,
                    'StartSel=\u{e000}, StopSel=\u{e001}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=\" … \"') AS snippet
         FROM hits h, q ORDER BY h.rank DESC, h.position",
        readable(schema)
    ))
    .bind(words)
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// Records a reader's answer on the article of that address (the agency's own first).
pub async fn record_feedback(
    pool: &PgPool,
    schema: Option<&str>,
    slug: &str,
    helpful: bool,
    agency_id: Option<uuid::Uuid>,
) -> Result<bool, sqlx::Error> {
    if let Some(schema) = schema {
        let written = sqlx::query(&format!(
            "INSERT INTO \"{schema}\".agency_article_feedback (article_id, helpful)
             SELECT id, $2 FROM \"{schema}\".agency_articles WHERE slug = $1 AND published"
        ))
        .bind(slug)
        .bind(helpful)
        .execute(pool)
        .await?
        .rows_affected();
        if written == 1 {
            return Ok(true);
        }
    }
    let written = sqlx::query(
        "INSERT INTO help_feedback (slug, helpful, agency_id)
         SELECT slug, $2, $3 FROM help_articles WHERE slug = $1",
    )
    .bind(slug)
    .bind(helpful)
    .bind(agency_id)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(written == 1)
}

pub struct NewRequest<'a> {
    pub agency_id: Option<uuid::Uuid>,
    pub user_id: Option<uuid::Uuid>,
    pub name: &'a str,
    pub email: &'a str,
    pub message: &'a str,
    pub page: Option<&'a str>,
}

pub async fn insert_request(
    conn: &mut sqlx::PgConnection,
    r: &NewRequest<'_>,
) -> Result<(uuid::Uuid, chrono::DateTime<chrono::Utc>), sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO support_requests (agency_id, user_id, name, email, message, page)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at",
    )
    .bind(r.agency_id)
    .bind(r.user_id)
    .bind(r.name)
    .bind(r.email)
    .bind(r.message)
    .bind(r.page)
    .fetch_one(conn)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct RequestRow {
    pub id: uuid::Uuid,
    pub name: String,
    pub email: String,
    pub message: String,
    pub page: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// One page of the requests sent to an agency (or, without one, to the platform), newest first.
pub async fn requests(
    pool: &PgPool,
    agency_id: Option<uuid::Uuid>,
    list: &crate::list::ListQuery,
) -> Result<(Vec<RequestRow>, i64), sqlx::Error> {
    let total: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM support_requests WHERE agency_id IS NOT DISTINCT FROM $1
           AND ($2::text IS NULL OR name ILIKE $2 OR email ILIKE $2 OR message ILIKE $2)",
    )
    .bind(agency_id)
    .bind(list.like_pattern())
    .fetch_one(pool)
    .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT id, name, email, message, page, created_at FROM support_requests
         WHERE agency_id IS NOT DISTINCT FROM $1
           AND ($2::text IS NULL OR name ILIKE $2 OR email ILIKE $2 OR message ILIKE $2)
         ORDER BY {} LIMIT $3 OFFSET $4",
        list.order_by("id")
    ))
    .bind(agency_id)
    .bind(list.like_pattern())
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(pool)
    .await?;
    Ok((rows, total))
}
