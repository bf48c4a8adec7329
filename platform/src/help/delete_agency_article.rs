//! An owner or admin removes one of the agency's articles (its readers' answers go with it).

use uuid::Uuid;

use super::queries::agency;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn delete_agency_article(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<(), AppError> {
    p.require(state, "help_articles", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = agency::lock(tx.conn(), id)
        .await?
        .ok_or_else(|| AppError::not_found("article"))?;
    agency::delete(tx.conn(), id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            before: Some(serde_json::json!({ "slug": row.slug, "title": row.title })),
            ..Entry::new(
                "delete",
                "help_article",
                format!("Removed the help article “{}”", row.title),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
