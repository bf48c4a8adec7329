//! The outbox: every message is written here in the transaction that caused it, then the
//! sender delivers it. A crash never loses a message nor sends one for a rolled-back change.
//!
//! Each message is kept twice: as sent (read only by the sender, and replaced by the shown copy
//! once delivered) and as shown (every link that signs in, resets, confirms or signs up replaced
//! by a note). Every view of the outbox reads the shown copy.

use chrono::{DateTime, Utc};
use sqlx::{PgExecutor, PgPool};
use uuid::Uuid;

use super::templates::{render, Mail, MailBrand};

pub struct Recipient<'a> {
    pub email: &'a str,
    pub name: Option<&'a str>,
}

/// Renders `mail` in `brand` and queues it. Logs the link when `log_links` (development).
pub async fn enqueue<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Option<Uuid>,
    to: Recipient<'_>,
    brand: &MailBrand,
    mail: &Mail<'_>,
    log_links: bool,
) -> Result<Uuid, sqlx::Error> {
    let rendered = render(mail, brand);
    let id = sqlx::query_scalar(
        "INSERT INTO public.outbox (agency_id, kind, to_email, to_name, from_name, subject, text_body, html_body, shown_text_body, shown_html_body)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(agency_id)
    .bind(rendered.kind)
    .bind(to.email)
    .bind(to.name)
    .bind(&brand.sender_name)
    .bind(&rendered.subject)
    .bind(&rendered.text)
    .bind(&rendered.html)
    .bind(&rendered.shown_text)
    .bind(&rendered.shown_html)
    .fetch_one(db)
    .await?;
    if log_links {
        tracing::info!(to = to.email, kind = rendered.kind, link = %rendered.link, "mail queued");
    }
    Ok(id)
}

/// Renders and queues many messages in one statement (bulk sends: enrollment invitations and
/// reminders). Logs the links when `log_links` (development).
pub async fn enqueue_many<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Option<Uuid>,
    brand: &MailBrand,
    messages: &[(Recipient<'_>, Mail<'_>)],
    log_links: bool,
) -> Result<u64, sqlx::Error> {
    let rendered: Vec<_> = messages
        .iter()
        .map(|(_, mail)| render(mail, brand))
        .collect();
    if log_links {
        for ((to, _), r) in messages.iter().zip(&rendered) {
            tracing::info!(to = to.email, kind = r.kind, link = %r.link, "mail queued");
        }
    }
    let done = sqlx::query(
        "INSERT INTO public.outbox (agency_id, kind, to_email, to_name, from_name, subject, text_body, html_body, shown_text_body, shown_html_body)
         SELECT $1, kind, to_email, to_name, $2, subject, text_body, html_body, shown_text_body, shown_html_body
         FROM UNNEST($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
              AS m(kind, to_email, to_name, subject, text_body, html_body, shown_text_body, shown_html_body)",
    )
    .bind(agency_id)
    .bind(&brand.sender_name)
    .bind(rendered.iter().map(|r| r.kind).collect::<Vec<_>>())
    .bind(messages.iter().map(|(to, _)| to.email).collect::<Vec<_>>())
    .bind(messages.iter().map(|(to, _)| to.name).collect::<Vec<_>>())
    .bind(rendered.iter().map(|r| r.subject.as_str()).collect::<Vec<_>>())
    .bind(rendered.iter().map(|r| r.text.as_str()).collect::<Vec<_>>())
    .bind(rendered.iter().map(|r| r.html.as_str()).collect::<Vec<_>>())
    .bind(rendered.iter().map(|r| r.shown_text.as_str()).collect::<Vec<_>>())
    .bind(rendered.iter().map(|r| r.shown_html.as_str()).collect::<Vec<_>>())
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

#[derive(Debug, sqlx::FromRow)]
pub struct Pending {
    pub id: Uuid,
    pub to_email: String,
    pub to_name: Option<String>,
    pub from_name: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub attempts: i32,
}

/// Claims up to `limit` due messages; the caller delivers them and records the outcome in the
/// same transaction, so two workers never send the same message.
pub async fn claim_due(
    tx: &mut sqlx::PgConnection,
    limit: i64,
) -> Result<Vec<Pending>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, to_email, to_name, from_name, subject, text_body, html_body, attempts FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < 10
         ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED",
    )
    .bind(limit)
    .fetch_all(tx)
    .await
}

/// Marks a message delivered; its working links are not kept past delivery.
pub async fn mark_sent(tx: &mut sqlx::PgConnection, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL,
                text_body = shown_text_body, html_body = shown_html_body
         WHERE id = $1",
    )
    .bind(id)
    .execute(tx)
    .await?;
    Ok(())
}

/// Retries later, backing off: 1, 2, 4 … minutes.
pub async fn mark_failed(
    tx: &mut sqlx::PgConnection,
    id: Uuid,
    attempts: i32,
    error: &str,
) -> Result<(), sqlx::Error> {
    let delay_minutes = 1_i64 << attempts.clamp(0, 10);
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2,
                next_attempt_at = now() + make_interval(mins => $3::int) WHERE id = $1",
    )
    .bind(id)
    .bind(error.chars().take(1000).collect::<String>())
    .bind(delay_minutes as i32)
    .execute(tx)
    .await?;
    Ok(())
}

/// A message as the outbox shows it (never with its working links).
#[derive(Debug, sqlx::FromRow)]
pub struct OutboxRow {
    pub id: Uuid,
    pub agency_id: Option<Uuid>,
    pub kind: String,
    pub to_email: String,
    pub to_name: Option<String>,
    pub from_name: String,
    pub subject: String,
    /// The shown copy of the text part.
    pub text_body: String,
    /// The shown copy of the HTML part.
    pub html_body: String,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub attempts: i32,
    pub last_error: Option<String>,
}

pub const SORT_FIELDS: crate::list::SortFields = &[
    ("created_at", "o.created_at"),
    ("to_email", "o.to_email"),
    ("kind", "o.kind"),
    ("sent_at", "o.sent_at"),
];

/// The columns of a message as shown: the shown copies stand in for the bodies.
const SHOWN: &str = "o.id, o.agency_id, o.kind, o.to_email, o.to_name, o.from_name, o.subject,
        o.shown_text_body AS text_body, o.shown_html_body AS html_body, o.created_at, o.sent_at, o.attempts, o.last_error";

const FILTER: &str = "WHERE ($1::uuid IS NULL OR o.agency_id = $1)
       AND ($2::text IS NULL OR o.to_email ILIKE $2 OR o.subject ILIKE $2)
       AND ($3::text IS NULL OR o.kind = $3)";

/// Messages waiting to be sent (the agency's, or all) and when the oldest was queued.
pub async fn waiting(
    pool: &PgPool,
    agency: Option<Uuid>,
) -> Result<(i64, Option<chrono::DateTime<chrono::Utc>>), sqlx::Error> {
    sqlx::query_as(
        "SELECT count(*), min(created_at) FROM outbox WHERE sent_at IS NULL AND attempts < 10 AND ($1::uuid IS NULL OR agency_id = $1)",
    )
    .bind(agency)
    .fetch_one(pool)
    .await
}

pub async fn list(
    pool: &PgPool,
    agency: Option<Uuid>,
    kind: Option<&str>,
    query: &crate::list::ListQuery,
) -> Result<(Vec<OutboxRow>, i64), sqlx::Error> {
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM outbox o {FILTER}"))
        .bind(agency)
        .bind(query.like_pattern())
        .bind(kind)
        .fetch_one(pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT {SHOWN} FROM outbox o {FILTER} ORDER BY {} LIMIT $4 OFFSET $5",
        query.order_by("o.id")
    ))
    .bind(agency)
    .bind(query.like_pattern())
    .bind(kind)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(pool)
    .await?;
    Ok((rows, total))
}

pub async fn get(
    pool: &PgPool,
    agency: Option<Uuid>,
    id: Uuid,
) -> Result<Option<OutboxRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {SHOWN} FROM outbox o WHERE ($1::uuid IS NULL OR o.agency_id = $1) AND o.id = $2"
    ))
    .bind(agency)
    .bind(id)
    .fetch_optional(pool)
    .await
}
