use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::dto::{AuditEntry, OutboxDelivery, OutboxMessage};
use super::view_audit_log::{audit_entry, list_audit_log, AuditListing};
use super::view_outbox::{list_outbox, outbox_delivery, outbox_message, OutboxListing};
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;

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
        let asked = AuditListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            action: action.0,
            entity: entity.0,
            actor_id: actor_id.0,
            from: from.0,
            to: to.0,
        };
        let (rows, total) = list_audit_log(&state, &auth.0, asked).await?;
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
        Ok(Json(audit_entry(&state, &auth.0, id.0).await?.into()))
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
        let asked = OutboxListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            kind: kind.0,
        };
        let (rows, total) = list_outbox(&state, &auth.0, asked).await?;
        Ok(Json(Page {
            data: rows
                .into_iter()
                .map(|r| OutboxMessage::from_row(r, false))
                .collect(),
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
        Ok(Json(outbox_delivery(&state, &auth.0).await?))
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
        let row = outbox_message(&state, &auth.0, id.0).await?;
        Ok(Json(OutboxMessage::from_row(row, true)))
    }
}
