//! Every option of the catalogue, searched (name, description, carrier, plan, category) and
//! filtered by category, carrier, kind and status, a page at a time.

use uuid::Uuid;

use super::dto::BenefitOption;
use super::queries::{self, OptionFilters};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::list::{ListQuery, Page, SortFields};
use crate::state::AppState;
use crate::vocabulary::{BenefitKind, BenefitOptionStatus, PreviewFeature};

const SORTS: SortFields = &[
    ("name", "lower(o.name)"),
    ("category", "(c.position, lower(c.name))"),
    ("carrier", "lower(cr.name)"),
    ("status", "o.status"),
    ("updated_at", "o.updated_at"),
];

pub struct OptionListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub category_id: Option<Uuid>,
    pub carrier_id: Option<Uuid>,
    pub kind: Option<BenefitKind>,
    pub status: Option<BenefitOptionStatus>,
}

pub async fn list_options(
    state: &AppState,
    p: &Principal,
    asked: OptionListing,
) -> Result<Page<BenefitOption>, AppError> {
    p.require(state, "benefits", "read").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let list = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORTS,
        ("(c.position, lower(c.name))", false),
    )?;
    let filters = OptionFilters {
        category_id: asked.category_id,
        carrier_id: asked.carrier_id,
        kind: asked.kind,
        status: asked.status,
    };
    let mut tx = p.tenant_tx(state).await?;
    let (rows, total) = queries::options(&mut tx, &list, &filters).await?;
    tx.commit().await?;
    Ok(Page {
        data: rows.into_iter().map(BenefitOption::from).collect(),
        total,
    })
}
