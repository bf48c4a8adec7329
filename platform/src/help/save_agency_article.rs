//! An owner or admin writes an article for the agency's clients, or changes one at the version
//! read: the markdown is rendered and sanitized as it is saved, its address checked against the
//! agency's other articles and the platform's.

use uuid::Uuid;

use super::article_rules::{check, slug_of};
use super::dto::{AgencyArticle, AgencyArticleInput};
use super::queries::agency::{self, ArticleFields};
use super::render::render_body;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use tenants::TenantTx;

const STALE: &str = "someone saved this article since you opened it; reload to see their changes";

pub async fn save_agency_article(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Option<Uuid>,
    input: &AgencyArticleInput,
) -> Result<AgencyArticle, AppError> {
    p.require(state, "help_articles", "write").await?;
    let (title, summary, body) = (
        input.title.trim(),
        input.summary.trim(),
        input.body_markdown.trim(),
    );
    let slug = match input.slug.as_deref().map(str::trim) {
        Some(given) if !given.is_empty() => given.to_string(),
        _ => slug_of(title),
    };
    check(&slug, title, summary, body).finish()?;
    let mut tx = p.tenant_tx(state).await?;
    let before = match id {
        Some(id) => {
            let row = agency::lock(tx.conn(), id)
                .await?
                .ok_or_else(|| AppError::not_found("article"))?;
            if Some(row.version) != input.version {
                return Err(AppError::StaleVersion(STALE.into()));
            }
            Some(row)
        }
        None => None,
    };
    check_address(&mut tx, &slug, id).await?;
    let rendered = render_body(body);
    let fields = ArticleFields {
        slug: &slug,
        category: input.category,
        title,
        summary,
        body_markdown: body,
        body_html: &rendered.html,
        body_text: &rendered.text,
        published: input.published,
        by_name: &p.name,
    };
    let id = match id {
        Some(id) => {
            agency::update(tx.conn(), id, &fields).await?;
            id
        }
        None => agency::insert(tx.conn(), &fields).await?,
    };
    let state_word = if input.published {
        "published"
    } else {
        "draft"
    };
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            before: before.as_ref().map(|b| {
                serde_json::json!({ "slug": b.slug, "title": b.title, "category": b.category.as_str(), "published": b.published })
            }),
            after: Some(serde_json::json!({
                "slug": slug, "title": title, "category": input.category.as_str(), "published": input.published
            })),
            ..Entry::new(
                if before.is_some() { "update" } else { "create" },
                "help_article",
                format!(
                    "{} the help article “{title}” ({state_word})",
                    if before.is_some() { "Changed" } else { "Wrote" }
                ),
            )
        },
    )
    .await?;
    let saved = agency::one(tx.conn(), id)
        .await?
        .ok_or_else(|| AppError::not_found("article"))?;
    tx.commit().await?;
    Ok(AgencyArticle::from(saved))
}

/// The address is the agency's alone: no other article of its own, nor one of the platform's.
async fn check_address(tx: &mut TenantTx, slug: &str, id: Option<Uuid>) -> Result<(), AppError> {
    if agency::slug_taken(tx.conn(), slug, id).await? {
        return Err(AppError::field(
            "slug",
            "another of your articles has this address",
        ));
    }
    if agency::platform_slug(tx.conn(), slug).await? {
        return Err(AppError::field(
            "slug",
            "a help centre article already has this address; choose another",
        ));
    }
    Ok(())
}
