//! Read the agency's audit log: a page of it, or one entry.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::queries::{self, AuditFilters, AuditRow, AUDIT_SORT};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

/// What the caller asked of the log.
pub struct AuditListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub action: Option<String>,
    pub entity: Option<String>,
    pub actor_id: Option<Uuid>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

pub async fn list_audit_log(
    state: &AppState,
    p: &Principal,
    asked: AuditListing,
) -> Result<(Vec<AuditRow>, i64), AppError> {
    p.require(state, "audit", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        AUDIT_SORT,
        ("at", true),
    )?;
    let filters = AuditFilters {
        action: asked.action.filter(|s| !s.is_empty()),
        entity: asked.entity.filter(|s| !s.is_empty()),
        actor_id: asked.actor_id,
        from: asked.from,
        to: asked.to,
    };
    let mut tx = p.tenant_tx(state).await?;
    let listed = queries::list(&mut tx, &query, &filters).await?;
    tx.commit().await?;
    Ok(listed)
}

pub async fn audit_entry(state: &AppState, p: &Principal, id: i64) -> Result<AuditRow, AppError> {
    p.require(state, "audit", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::get(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("audit entry"))?;
    tx.commit().await?;
    Ok(row)
}
