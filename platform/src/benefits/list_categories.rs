//! The agency's categories in its order, each with how many options it has and the first few.

use std::collections::HashMap;

use uuid::Uuid;

use super::dto::{BenefitCategory, BenefitOptionBrief};
use super::queries;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::list::{ListQuery, Page, SortFields};
use crate::state::AppState;
use crate::vocabulary::{BenefitKind, PreviewFeature};

const SORTS: SortFields = &[
    ("position", "c.position"),
    ("name", "lower(c.name)"),
    ("updated_at", "c.updated_at"),
];

/// How many options the overview shows of each category.
pub const HIGHLIGHTS: i64 = 4;

pub struct CategoryListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub kind: Option<BenefitKind>,
}

pub async fn list_categories(
    state: &AppState,
    p: &Principal,
    asked: CategoryListing,
) -> Result<Page<BenefitCategory>, AppError> {
    p.require(state, "benefits", "read").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let list = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORTS,
        ("c.position", false),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let (rows, total) = queries::categories(&mut tx, &list, asked.kind).await?;
    let ids: Vec<Uuid> = rows.iter().map(|c| c.id).collect();
    let mut highlights: HashMap<Uuid, Vec<BenefitOptionBrief>> = HashMap::new();
    for o in queries::highlights(&mut tx, &ids, HIGHLIGHTS).await? {
        highlights.entry(o.category_id).or_default().push(o.into());
    }
    tx.commit().await?;
    let data = rows
        .into_iter()
        .map(|c| {
            let first = highlights.remove(&c.id).unwrap_or_default();
            BenefitCategory::of(c, first)
        })
        .collect();
    Ok(Page { data, total })
}
