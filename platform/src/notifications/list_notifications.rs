//! The caller's own notifications, newest first, with how many are unread. Someone outside any
//! agency (a platform operator) has none.

use super::queries::{self, NotificationRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;

const SORT_FIELDS: SortFields = &[("created_at", "n.created_at")];

#[derive(Default)]
pub struct Inbox {
    pub rows: Vec<NotificationRow>,
    /// Notifications matching the filter, across all pages.
    pub total: i64,
    pub unread: i64,
}

pub async fn list_notifications(
    state: &AppState,
    p: &Principal,
    page: Option<u32>,
    per_page: Option<u32>,
    unread_only: bool,
) -> Result<Inbox, AppError> {
    let query = ListQuery::parse(
        page,
        per_page,
        None,
        None,
        None,
        SORT_FIELDS,
        ("n.created_at", true),
    )?;
    if p.agency.is_none() {
        return Ok(Inbox::default());
    }
    let mut tx = p.tenant_tx(state).await?;
    let (total, unread) = queries::counts(&mut tx, p.user_id, unread_only).await?;
    let rows = queries::page(
        &mut tx,
        p.user_id,
        unread_only,
        &query.order_by("n.id"),
        query.limit(),
        query.offset(),
    )
    .await?;
    tx.commit().await?;
    Ok(Inbox {
        rows,
        total,
        unread,
    })
}
