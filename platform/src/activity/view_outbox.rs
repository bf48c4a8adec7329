//! Read the mail outbox: the agency's messages, or all of them for platform operators.

use uuid::Uuid;

use super::dto::OutboxDelivery;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::mail::outbox::{self, OutboxRow};
use crate::state::AppState;

/// What the caller asked of the outbox.
pub struct OutboxListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub kind: Option<String>,
}

pub async fn list_outbox(
    state: &AppState,
    p: &Principal,
    asked: OutboxListing,
) -> Result<(Vec<OutboxRow>, i64), AppError> {
    p.require(state, "outbox", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        outbox::SORT_FIELDS,
        ("o.created_at", true),
    )?;
    let listed = outbox::list(
        &state.pool,
        scope(p),
        asked.kind.as_deref().filter(|k| !k.is_empty()),
        &query,
    )
    .await?;
    Ok(listed)
}

pub async fn outbox_delivery(state: &AppState, p: &Principal) -> Result<OutboxDelivery, AppError> {
    p.require(state, "outbox", "read").await?;
    let (queued, oldest_queued_at) = outbox::waiting(&state.pool, scope(p)).await?;
    Ok(OutboxDelivery {
        smtp_configured: state.config.smtp_url.is_some(),
        queued,
        oldest_queued_at,
    })
}

pub async fn outbox_message(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<OutboxRow, AppError> {
    p.require(state, "outbox", "read").await?;
    outbox::get(&state.pool, scope(p), id)
        .await?
        .ok_or_else(|| AppError::not_found("message"))
}

/// The caller's agency; none for platform operators, who see every agency's mail.
fn scope(p: &Principal) -> Option<Uuid> {
    p.agency.as_ref().map(|a| a.id)
}
