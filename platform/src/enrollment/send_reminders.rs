//! Email a reminder to employees who have not finished (everyone, or the ones named), at most
//! once a day each.

use chrono::Utc;
use uuid::Uuid;

use super::dto::ReminderResult;
use super::invitations;
use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// Reminders to one employee at most once a day.
const REMINDER_COOLDOWN_HOURS: i32 = 24;

pub async fn send_reminders(
    state: &AppState,
    p: &Principal,
    ip: &str,
    window_id: Uuid,
    only: Option<&[Uuid]>,
) -> Result<ReminderResult, AppError> {
    p.require(state, "enrollment", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let window = queries::window(&mut tx, window_id, p.group_scope()).await?;
    if window.state(Utc::now().date_naive()) != "open" {
        return Err(AppError::Conflict(
            "reminders go out while the enrollment is open".into(),
        ));
    }
    let result =
        invitations::remind(state, &mut tx, p, &window, only, REMINDER_COOLDOWN_HOURS).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(window.id.to_string()),
            group_id: Some(window.group_id),
            ..Entry::new(
                "remind",
                "enrollment",
                format!(
                    "Sent {} enrollment reminders ({} skipped: reminded in the last day)",
                    result.sent, result.skipped_recent
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(result)
}
