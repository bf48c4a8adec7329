//! The group's current enrollment code (employees sign up with it and their roster details).

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::queries::{self, enrollment_codes};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// The code and when it expires.
pub async fn enrollment_code(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<(String, DateTime<Utc>), AppError> {
    p.require(state, "groups", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let code = enrollment_codes::current(&mut tx, group_id).await?;
    tx.commit().await?;
    code.ok_or_else(|| AppError::NotFound("the group has no active enrollment code".into()))
}
