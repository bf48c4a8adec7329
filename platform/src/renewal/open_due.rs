//! The daily round's part in renewals: every active group whose renewal date is 120 days away
//! or nearer has its renewal opened, with its dated tasks, and moves to the renewal stage. Run
//! twice at once, or on two servers, it opens each renewal once.

use chrono::NaiveDate;
use tenants::{Agency, TenantTx};

use super::queries;
use crate::audit::{self, Actor, Entry};
use crate::error::AppError;
use crate::lifecycle::enter::follow_work;
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

/// Opens the agency's renewals due on `today`; returns how many.
pub async fn open_due(
    state: &AppState,
    agency: &Agency,
    today: NaiveDate,
) -> Result<usize, AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let opened = queries::open_due(&mut tx, today, Actor::SYSTEM).await?;
    if opened.is_empty() {
        return Ok(0);
    }
    let ids: Vec<_> = opened.iter().map(|o| o.id).collect();
    queries::insert_tasks(&mut tx, &ids).await?;
    queries::insert_plans(&mut tx, &ids).await?;
    for o in &opened {
        follow_work(
            &mut tx,
            Actor::SYSTEM,
            None,
            o.group_id,
            StageTrigger::RenewalOpened,
        )
        .await?;
        audit::record_as(
            &mut tx,
            Actor::SYSTEM,
            None,
            Entry {
                entity_id: Some(o.id.to_string()),
                group_id: Some(o.group_id),
                after: Some(
                    serde_json::json!({ "effective_date": o.effective_date, "automatic": true }),
                ),
                ..Entry::new(
                    "renewal.opened",
                    "renewal",
                    format!(
                        "Opened the renewal of {} for {}",
                        o.group_name, o.effective_date
                    ),
                )
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(opened.len())
}
