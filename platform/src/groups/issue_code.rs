//! Issue a new enrollment code for a group (the previous one stops working). Valid 30 days.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::queries::{self, enrollment_codes};
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// The code and when it expires.
pub async fn issue_code(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
) -> Result<(String, DateTime<Utc>), AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::visible(&mut tx, group_id, p.group_scope()).await?;
    enrollment_codes::revoke_all(&mut tx, group_id).await?;
    let code = rules::new_code();
    let expires_at = enrollment_codes::insert(&mut tx, &code, group_id, p.user_id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(group_id.to_string()),
            group_id: Some(group_id),
            ..Entry::new(
                "create",
                "enrollment_code",
                format!("Issued a new enrollment code for {}", group.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok((code, expires_at))
}
