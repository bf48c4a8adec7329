//! The activity API's response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::AuditRow;
use crate::mail::outbox::OutboxRow;

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

impl OutboxMessage {
    pub fn from_row(r: OutboxRow, with_body: bool) -> Self {
        let status = if r.sent_at.is_some() {
            "sent"
        } else if r.attempts >= 10 {
            "failed"
        } else {
            "queued"
        };
        Self {
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
