//! A page of an import's rows with their issues, for the fix-in-place grid.

use std::collections::{HashMap, HashSet};

use uuid::Uuid;

use super::engine;
use super::import;
use super::queries;
use super::views::{self, RowsPage, StoredIssue};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub struct RowsQuery {
    pub page: usize,
    pub per_page: usize,
    pub only_issues: bool,
}

pub async fn list_rows(
    state: &AppState,
    p: &Principal,
    id: Uuid,
    q: RowsQuery,
) -> Result<RowsPage, AppError> {
    p.require(state, "census", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let v = import::find(&mut tx, id, p.group_scope()).await?;
    let issues = queries::kept_issues(&mut tx, v.id).await?;
    tx.commit().await?;
    let table = import::load_table(state, &v).await?;
    let mut by_row: HashMap<i64, Vec<StoredIssue>> = HashMap::new();
    for i in StoredIssue::list(&issues) {
        by_row.entry(i.row).or_default().push(i);
    }
    let header_row = v.header_row as usize;
    let headers = table
        .rows
        .get(header_row)
        .map(|r| r.to_vec())
        .unwrap_or_default();
    let skipped: HashSet<i64> = views::skipped(&v.skipped)
        .into_iter()
        .map(|s| s.row)
        .collect();
    let candidates: Vec<(i64, engine::Row<'_>)> = table
        .rows
        .iter()
        .enumerate()
        .skip(header_row + 1)
        .map(|(i, cells)| ((i + 1) as i64, cells))
        .filter(|(row, _)| !skipped.contains(row))
        .filter(|(row, _)| !q.only_issues || by_row.contains_key(row))
        .collect();
    let total = candidates.len() as i64;
    let rows = candidates
        .into_iter()
        .skip((q.page - 1) * q.per_page)
        .take(q.per_page)
        .map(|(row, cells)| (row, cells.to_vec(), by_row.remove(&row).unwrap_or_default()))
        .collect();
    Ok(RowsPage {
        headers,
        rows,
        total,
    })
}
