use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use uuid::Uuid;

pub use super::queries::AuditRow;
use super::queries::{self, AuditFilters, AUDIT_SORT};
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::list::{ListQuery, Page};
use crate::mail::outbox::{self, OutboxRow};
use crate::state::AppState;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AuditEntry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_id: Option<Uuid>,
    pub actor_name: String,
    pub action: String,
    pub entity: String,
    pub entity_id: Option<String>,
    pub summary: String,
    /// The record before the change (sensitive fields masked).
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    pub ip: Option<String>,
}

impl From<AuditRow> for AuditEntry {
    fn from(r: AuditRow) -> Self {
        Self {
            id: r.id,
            at: r.at,
            actor_id: r.actor_id,
            actor_name: r.actor_name,
            action: r.action,
            entity: r.entity,
            entity_id: r.entity_id,
            summary: r.summary,
            before: r.before,
            after: r.after,
            ip: r.ip,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct OutboxMessage {
    pub id: Uuid,
    pub agency_id: Option<Uuid>,
    pub kind: String,
    pub to_email: String,
    pub to_name: Option<String>,
    pub from_name: String,
    pub subject: String,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub attempts: i32,
    pub last_error: Option<String>,
    /// queued, sent or failed (gave up after 10 attempts).
    pub status: String,
    /// Only on a single message, as the outbox keeps it for reading: links that sign in, reset a
    /// password, confirm an address or sign up are replaced by a note naming their page (only
    /// the recipient's copy has them).
    pub text_body: Option<String>,
    pub html_body: Option<String>,
}

fn message(r: OutboxRow, with_body: bool) -> OutboxMessage {
    let status = if r.sent_at.is_some() {
        "sent"
    } else if r.attempts >= 10 {
        "failed"
    } else {
        "queued"
    };
    OutboxMessage {
        id: r.id,
        agency_id: r.agency_id,
        kind: r.kind,
        to_email: r.to_email,
        to_name: r.to_name,
        from_name: r.from_name,
        subject: r.subject,
        created_at: r.created_at,
        sent_at: r.sent_at,
        attempts: r.attempts,
        last_error: r.last_error,
        status: status.to_string(),
        text_body: with_body.then_some(r.text_body),
        html_body: with_body.then_some(r.html_body),
    }
}

/// Whether mail leaves the outbox, and what waits in it.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct OutboxDelivery {
    /// A mail server is configured; without one, messages stay queued and nobody receives them.
    pub smtp_configured: bool,
    pub queued: i64,
    pub oldest_queued_at: Option<DateTime<Utc>>,
}

pub struct ActivityApi;

#[OpenApi(tag = "ApiTags::Activity")]
impl ActivityApi {
    /// The agency's audit log: who did what to which record, when, from where.
    #[oai(path = "/audit-log", method = "get", operation_id = "listAuditLog")]
    #[allow(clippy::too_many_arguments)]
    async fn audit_log(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        action: Query<Option<String>>,
        entity: Query<Option<String>>,
        actor_id: Query<Option<Uuid>>,
        from: Query<Option<DateTime<Utc>>>,
        to: Query<Option<DateTime<Utc>>>,
    ) -> ApiResult<Json<Page<AuditEntry>>> {
        let p = auth.0;
        p.require(&state, "audit", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            AUDIT_SORT,
            ("at", true),
        )?;
        let filters = AuditFilters {
            action: action.0.filter(|s| !s.is_empty()),
            entity: entity.0.filter(|s| !s.is_empty()),
            actor_id: actor_id.0,
            from: from.0,
            to: to.0,
        };
        let mut tx = p.tenant_tx(&state).await?;
        let (rows, total) = queries::list(&mut tx, &query, &filters).await?;
        tx.commit().await?;
        Ok(Json(Page {
            data: rows.into_iter().map(AuditEntry::from).collect(),
            total,
        }))
    }

    /// One audit entry.
    #[oai(
        path = "/audit-log/:id",
        method = "get",
        operation_id = "getAuditEntry"
    )]
    async fn audit_entry(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<i64>,
    ) -> ApiResult<Json<AuditEntry>> {
        let p = auth.0;
        p.require(&state, "audit", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::get(&mut tx, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("audit entry"))?;
        tx.commit().await?;
        Ok(Json(row.into()))
    }

    /// Every message sent (or queued): the agency's, or all of them for platform operators.
    #[oai(path = "/outbox", method = "get", operation_id = "listOutbox")]
    #[allow(clippy::too_many_arguments)]
    async fn outbox(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        kind: Query<Option<String>>,
    ) -> ApiResult<Json<Page<OutboxMessage>>> {
        let p = auth.0;
        p.require(&state, "outbox", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            outbox::SORT_FIELDS,
            ("o.created_at", true),
        )?;
        let scope = p.agency.as_ref().map(|a| a.id);
        let (rows, total) = outbox::list(
            &state.pool,
            scope,
            kind.0.as_deref().filter(|k| !k.is_empty()),
            &query,
        )
        .await?;
        Ok(Json(Page {
            data: rows.into_iter().map(|r| message(r, false)).collect(),
            total,
        }))
    }

    /// Whether the outbox delivers, and how many messages wait (the agency's, or all of them for
    /// platform operators).
    #[oai(
        path = "/outbox/delivery",
        method = "get",
        operation_id = "getOutboxDelivery"
    )]
    async fn outbox_delivery(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<OutboxDelivery>> {
        let p = auth.0;
        p.require(&state, "outbox", "read").await?;
        let (queued, oldest_queued_at) =
            outbox::waiting(&state.pool, p.agency.as_ref().map(|a| a.id)).await?;
        Ok(Json(OutboxDelivery {
            smtp_configured: state.config.smtp_url.is_some(),
            queued,
            oldest_queued_at,
        }))
    }

    /// One message with its text and HTML parts.
    #[oai(
        path = "/outbox/:id",
        method = "get",
        operation_id = "getOutboxMessage"
    )]
    async fn outbox_message(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<OutboxMessage>> {
        let p = auth.0;
        p.require(&state, "outbox", "read").await?;
        let scope = p.agency.as_ref().map(|a| a.id);
        let row = outbox::get(&state.pool, scope, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("message"))?;
        Ok(Json(message(row, true)))
    }
}

/// The latest audit entries of one group.
pub async fn group_activity(
    tx: &mut tenants::TenantTx,
    group_id: Uuid,
    limit: i64,
) -> Result<Vec<AuditEntry>, sqlx::Error> {
    let rows = queries::for_group(tx, group_id, limit).await?;
    Ok(rows.into_iter().map(AuditEntry::from).collect())
}
