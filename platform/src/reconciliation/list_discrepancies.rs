//! The agency's discrepancies across the book, filtered by group, carrier, kind and status, with
//! the premium they put at stake; one discrepancy with its history; a group's carrier lists.

use uuid::Uuid;

use super::dto::{CarrierList, Discrepancy, DiscrepancyDetail, DiscrepancyEvent, DiscrepancyPage};
use super::queries::{self, Filters};
use crate::auth::Principal;
use crate::error::AppError;
use crate::implementation::queries as implementation;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;

pub const SORTS: SortFields = &[
    ("premium_cents", "d.premium_cents"),
    ("group_name", "lower(g.name)"),
    ("carrier_name", "lower(ci.carrier_name)"),
    ("person_name", "lower(d.person_name)"),
    ("kind", "d.kind"),
    ("first_seen_at", "d.first_seen_at"),
];

/// What the caller asked of the list.
pub struct DiscrepancyListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub filters: Filters,
}

pub async fn list_discrepancies(
    state: &AppState,
    p: &Principal,
    asked: DiscrepancyListing,
) -> Result<DiscrepancyPage, AppError> {
    p.require(state, "reconciliation", "read").await?;
    let list = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORTS,
        ("d.premium_cents", true),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let (rows, total, at_stake) = queries::list(&mut tx, &asked.filters, &list, true).await?;
    tx.commit().await?;
    Ok(DiscrepancyPage {
        data: rows.into_iter().map(Discrepancy::from).collect(),
        total,
        premium_at_stake_cents: at_stake,
    })
}

pub async fn view_discrepancy(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<DiscrepancyDetail, AppError> {
    p.require(state, "reconciliation", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::lock(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("discrepancy"))?;
    let history = queries::events(&mut tx, id).await?;
    tx.commit().await?;
    Ok(DiscrepancyDetail {
        discrepancy: Discrepancy::from(row),
        history: history.into_iter().map(DiscrepancyEvent::from).collect(),
    })
}

pub async fn list_carrier_lists(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<CarrierList>, AppError> {
    p.require(state, "reconciliation", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    implementation::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let rows = queries::lists(&mut tx, group_id).await?;
    tx.commit().await?;
    Ok(rows.into_iter().map(CarrierList::from).collect())
}
