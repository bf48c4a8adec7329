//! The daily round's part in the new plan year: on its effective date, a group whose new year's
//! design is made and whose re-enrollment is closed moves into it, as the broker's action would
//! move it. Run twice at once, or on two servers, it moves each group once.

use chrono::NaiveDate;
use tenants::{Agency, TenantTx};

use super::queries;
use crate::audit::{self, Actor, Entry};
use crate::error::AppError;
use crate::state::AppState;

/// Moves the agency's groups whose new plan year starts on or before `today`; returns how many.
pub async fn complete_due(
    state: &AppState,
    agency: &Agency,
    today: NaiveDate,
) -> Result<usize, AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let completed = queries::complete_due(&mut tx, today).await?;
    for c in &completed {
        audit::record_as(
            &mut tx,
            Actor::SYSTEM,
            None,
            Entry {
                entity_id: Some(c.id.to_string()),
                group_id: Some(c.group_id),
                after: Some(serde_json::json!({
                    "plan_year": c.plan_year,
                    "effective_date": c.effective_date,
                    "renewal_date": c.renewal_date,
                })),
                ..Entry::new(
                    "renewal.complete",
                    "renewal",
                    format!(
                        "Moved the group into its {} plan year on its effective date, renewing {}",
                        c.plan_year, c.renewal_date
                    ),
                )
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(completed.len())
}
