//! The articles the product ships, in the help centre's order, and their publication: each
//! release renders them and writes those that changed.

use sqlx::PgPool;

use super::queries;
use super::render::{render, ArticleError, Rendered};

/// Every article: its slug and its source (front matter and CommonMark).
pub const ARTICLES: &[(&str, &str)] = &[
    ("exporting-data", include_str!("articles/exporting-data.md")),
    (
        "getting-started-as-an-agency",
        include_str!("articles/getting-started-as-an-agency.md"),
    ),
    (
        "managing-employer-groups",
        include_str!("articles/managing-employer-groups.md"),
    ),
    (
        "census-versions-and-comparisons",
        include_str!("articles/census-versions-and-comparisons.md"),
    ),
    (
        "importing-a-census",
        include_str!("articles/importing-a-census.md"),
    ),
    (
        "market-analysis",
        include_str!("articles/market-analysis.md"),
    ),
    (
        "quoting-a-group",
        include_str!("articles/quoting-a-group.md"),
    ),
    (
        "plan-design-and-contributions",
        include_str!("articles/plan-design-and-contributions.md"),
    ),
    (
        "life-events-and-special-enrollment",
        include_str!("articles/life-events-and-special-enrollment.md"),
    ),
    (
        "running-open-enrollment",
        include_str!("articles/running-open-enrollment.md"),
    ),
    (
        "employer-admin-guide",
        include_str!("articles/employer-admin-guide.md"),
    ),
    (
        "enrolling-in-your-benefits",
        include_str!("articles/enrolling-in-your-benefits.md"),
    ),
    (
        "carrier-files-and-the-834",
        include_str!("articles/carrier-files-and-the-834.md"),
    ),
    (
        "carrier-implementation-checklists",
        include_str!("articles/carrier-implementation-checklists.md"),
    ),
    (
        "reconciling-carrier-lists",
        include_str!("articles/reconciling-carrier-lists.md"),
    ),
    (
        "renewing-a-group",
        include_str!("articles/renewing-a-group.md"),
    ),
    (
        "premium-statements-and-carrier-invoices",
        include_str!("articles/premium-statements-and-carrier-invoices.md"),
    ),
    (
        "subscription-plans-and-limits",
        include_str!("articles/subscription-plans-and-limits.md"),
    ),
    (
        "branding-and-custom-domains",
        include_str!("articles/branding-and-custom-domains.md"),
    ),
    (
        "security-ssns-and-audit-log",
        include_str!("articles/security-ssns-and-audit-log.md"),
    ),
    (
        "single-sign-on-with-openid-connect",
        include_str!("articles/single-sign-on-with-openid-connect.md"),
    ),
    (
        "team-roles-and-invitations",
        include_str!("articles/team-roles-and-invitations.md"),
    ),
];

pub fn rendered() -> Result<Vec<Rendered>, ArticleError> {
    ARTICLES
        .iter()
        .map(|(slug, source)| render(slug, source))
        .collect()
}

/// Renders the shipped articles and publishes those new or changed; returns how many.
pub async fn publish(pool: &PgPool) -> anyhow::Result<u64> {
    let articles = rendered()?;
    Ok(queries::publish(pool, &articles).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_article_renders() {
        let articles = rendered().unwrap();
        assert!(articles.len() >= 20, "{} articles", articles.len());
        for a in &articles {
            assert!(
                a.text.split_whitespace().count() >= 150,
                "{} is short",
                a.slug
            );
            assert!(
                a.summary.chars().count() <= 160,
                "{}'s summary is long",
                a.slug
            );
        }
    }
}
