//! Record the group or policy number a carrier issued; the checklist's group-number step ticks
//! itself.

use uuid::Uuid;

use super::dto::{GroupNumberRequest, Implementation};
use super::queries;
use super::view_implementation::view_implementation;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn record_group_number(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &GroupNumberRequest,
) -> Result<Implementation, AppError> {
    p.require(state, "implementation", "write").await?;
    let number = body.group_number.trim();
    if number.is_empty()
        || !number
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-')
    {
        return Err(AppError::field(
            "group_number",
            "letters, digits and dashes, as the carrier wrote it",
        ));
    }
    let mut tx = p.tenant_tx(state).await?;
    let before = queries::lock_implementation(&mut tx, id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    if !queries::set_group_number(&mut tx, id, body.version, number, p.into()).await? {
        return Err(AppError::StaleVersion(
            "someone changed this carrier's implementation since you opened it; reload to see it"
                .into(),
        ));
    }
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(before.group_id),
            before: Some(serde_json::json!({ "group_number": before.group_number })),
            after: Some(serde_json::json!({ "group_number": number })),
            ..Entry::new(
                "group_number",
                "implementation",
                format!("Recorded {}'s group number {number}", before.carrier_name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_implementation(state, p, before.group_id).await
}
