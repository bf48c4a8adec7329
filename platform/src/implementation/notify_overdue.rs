//! The daily word to owners of overdue checklist items: one notice per owner and group, under the
//! bell and by email in the agency's brand, once per item and due date (moving the due date
//! re-arms it). Runs from the daily book job; two runs at once notify each item once.

use chrono::NaiveDate;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::queries::{self, OverdueRow};
use crate::audit::{self, Actor, Entry};
use crate::error::AppError;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{checklist_overdue, About, OverdueItem};
use crate::state::AppState;

/// Notifies the owners of the agency's items overdue on `today`; returns how many items.
pub async fn notify_overdue(
    state: &AppState,
    agency: &Agency,
    today: NaiveDate,
) -> Result<usize, AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let rows = queries::lock_unnoticed_overdue(&mut tx, today).await?;
    if rows.is_empty() {
        return Ok(0);
    }
    for batch in rows.chunk_by(|a, b| a.group_id == b.group_id && a.owner_id == b.owner_id) {
        let first = &batch[0];
        let items: Vec<OverdueItem> = batch.iter().map(overdue_item).collect();
        let notice = checklist_overdue(
            About {
                group_id: first.group_id,
                group_name: &first.group_name,
            },
            &items,
        );
        notify(
            state,
            &mut tx,
            agency,
            Uuid::nil(),
            Recipients::Only(vec![first.owner_id]),
            &notice,
            Delivery::InAppAndEmail,
        )
        .await?;
        let mut entry = Entry::new(
            "implementation.overdue_notified",
            "implementation_item",
            notice.title.clone(),
        );
        entry.group_id = Some(first.group_id);
        entry.after = Some(serde_json::json!({
            "owner_id": first.owner_id,
            "items": batch.iter().map(|r| r.id).collect::<Vec<_>>(),
        }));
        audit::record_as(&mut tx, Actor::SYSTEM, None, entry).await?;
    }
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    queries::mark_overdue_noticed(&mut tx, &ids, today).await?;
    tx.commit().await?;
    Ok(ids.len())
}

fn overdue_item(r: &OverdueRow) -> OverdueItem {
    OverdueItem {
        carrier: r.carrier_name.clone(),
        title: r.title.clone(),
        due_on: r.due_on,
    }
}
