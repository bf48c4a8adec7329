//! Remove a draft quote.

use uuid::Uuid;

use super::create_quote::audit_snapshot;
use super::queries;
use super::rules::check_removable;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn delete_quote(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "quotes", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::visible(&mut tx, id, p.group_scope()).await?;
    check_removable(row.status)?;
    queries::delete(&mut tx, row.id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(row.id.to_string()),
            group_id: Some(row.group_id),
            before: Some(audit_snapshot(&row)),
            ..Entry::new("delete", "quote", format!("Removed {}", row.name))
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
