//! Delete a mapping template (an employer admin: only one they saved).

use uuid::Uuid;

use super::import;
use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn delete_template(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "census", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let name = queries::delete_template(&mut tx, id, import::template_author(p))
        .await?
        .ok_or_else(|| AppError::not_found("template"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            ..Entry::new(
                "delete",
                "census_template",
                format!("Deleted the census mapping template {name}"),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
