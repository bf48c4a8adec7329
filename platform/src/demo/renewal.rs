//! The demo book's renewals: the daily round's work as it would have found the book, each renewal
//! dated the day its group came within 120 days of its renewal date.

use chrono::Utc;
use tenants::{Agency, TenantTx};

use crate::error::AppError;
use crate::renewal::open_due::open_due;
use crate::renewal::rules::OPENS_DAYS_BEFORE;
use crate::state::AppState;

pub async fn seed_renewals(state: &AppState, agency: &Agency) -> Result<(), AppError> {
    open_due(state, agency, Utc::now().date_naive()).await?;
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    sqlx::query(&format!(
        "UPDATE renewals SET created_at = LEAST(now(), (effective_date - {OPENS_DAYS_BEFORE})::timestamptz + interval '7 hours')"
    ))
    .execute(tx.conn())
    .await?;
    sqlx::query(&format!(
        "UPDATE stage_moves m SET moved_at = LEAST(now(), (r.effective_date - {OPENS_DAYS_BEFORE})::timestamptz + interval '7 hours')
           FROM renewals r WHERE m.group_id = r.group_id AND m.trigger = 'renewal_opened'"
    ))
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(())
}
