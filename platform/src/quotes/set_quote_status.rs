//! Move a quote along: draft → presented → accepted or declined (and back to presented).

use crate::vocabulary::QuoteStatus;
use uuid::Uuid;

use super::dto::Quote;
use super::queries;
use super::rules::check_transition;
use super::view_quote::reread;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn set_quote_status(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    to: QuoteStatus,
) -> Result<Quote, AppError> {
    p.require(state, "quotes", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::visible(&mut tx, id, p.group_scope()).await?;
    check_transition(row.status, to)?;
    queries::set_status(&mut tx, row.id, to).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(row.id.to_string()),
            group_id: Some(row.group_id),
            before: Some(serde_json::json!({ "status": row.status })),
            after: Some(serde_json::json!({ "status": to })),
            ..Entry::new(
                "status",
                "quote",
                format!("{}: {} → {to}", row.name, row.status),
            )
        },
    )
    .await?;
    let quote = reread(&mut tx, row.id, None).await?;
    tx.commit().await?;
    Ok(quote)
}
