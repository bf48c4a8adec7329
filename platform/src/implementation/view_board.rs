//! Every carrier implementation across the book, unfinished first by default: group, carrier,
//! progress, overdue items and the next item due.

use super::dto::BoardRow;
use super::queries;
use super::rules;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, Page, SortFields};
use crate::state::AppState;

const SORTS: SortFields = &[
    ("next_due_on", "n.due_on"),
    ("group_name", "lower(g.name)"),
    ("carrier_name", "lower(ci.carrier_name)"),
    ("overdue", "s.overdue"),
    ("coverage_start", "ci.coverage_start"),
];

/// What the caller asked of the board.
pub struct BoardListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    /// Also the carriers already implemented.
    pub include_implemented: bool,
}

pub async fn view_board(
    state: &AppState,
    p: &Principal,
    asked: BoardListing,
) -> Result<Page<BoardRow>, AppError> {
    p.require(state, "implementation_book", "read").await?;
    let list = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        SORTS,
        ("n.due_on", false),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    let rows = queries::board(&mut tx, &list, asked.include_implemented).await?;
    tx.commit().await?;
    let total = rows.first().map_or(0, |r| r.total);
    let data = rows
        .into_iter()
        .map(|r| BoardRow {
            percent_done: rules::percent_done(r.done, r.items),
            id: r.id,
            group_id: r.group_id,
            group_name: r.group_name,
            stage: r.stage,
            carrier_name: r.carrier_name,
            plan_year: r.plan_year,
            coverage_start: r.coverage_start,
            group_number: r.group_number,
            items: r.items,
            done: r.done,
            overdue: r.overdue,
            next_title: r.next_title,
            next_due_on: r.next_due_on,
            implemented_at: r.implemented_at,
        })
        .collect();
    Ok(Page { data, total })
}
