//! The library, one page at a time: searched (every word in the title, description or file
//! name), filtered by category and by the group it is shared with, with the count per category.
//! An employer admin sees only what is shared with their group.

use uuid::Uuid;

use super::dto::{Resource, ResourceCategoryCount, ResourceLibrary};
use super::queries::{self, Filter};
use super::rules;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;
use crate::vocabulary::{PreviewFeature, ResourceCategory};

const SORTS: SortFields = &[
    ("title", "lower(r.title)"),
    ("category", "r.category"),
    ("size", "r.size"),
    ("created_at", "r.created_at"),
    ("updated_at", "r.updated_at"),
];

pub struct LibraryListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub category: Option<ResourceCategory>,
    pub group_id: Option<Uuid>,
}

pub async fn list_resources(
    state: &AppState,
    p: &Principal,
    asked: LibraryListing,
) -> Result<ResourceLibrary, AppError> {
    p.require(state, "resources", "read").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let list = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORTS,
        ("r.created_at", true),
    )?;
    let patterns = rules::search_patterns(list.q.as_deref());
    let filter = Filter {
        category: asked.category,
        group_id: asked.group_id,
        patterns: &patterns,
        scope: p.group_scope(),
    };
    let mut tx = p.tenant_tx(state).await?;
    let (rows, total) = queries::list(&mut tx, &filter, &list).await?;
    let counts = queries::category_counts(&mut tx, &filter).await?;
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let shares = queries::shares(&mut tx, &ids, p.group_scope()).await?;
    tx.commit().await?;
    let categories = ResourceCategory::ALL
        .iter()
        .filter_map(|c| {
            counts
                .iter()
                .find(|(category, _)| category == c)
                .map(|(category, count)| ResourceCategoryCount {
                    category: *category,
                    count: *count,
                })
        })
        .collect();
    Ok(ResourceLibrary {
        data: Resource::assemble(rows, shares),
        total,
        categories,
    })
}
