//! The agency's saved column-mapping templates (an employer admin's: only theirs).

use super::import;
use super::queries::{self, TemplateRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_templates(state: &AppState, p: &Principal) -> Result<Vec<TemplateRow>, AppError> {
    p.require(state, "census", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let rows = queries::templates(&mut tx, import::template_author(p)).await?;
    tx.commit().await?;
    Ok(rows)
}
