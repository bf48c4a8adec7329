//! Delivers the outbox over SMTP (lettre) when `SMTP_URL` is set.

use std::time::Duration;

use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::{Connection, PgPool};

use super::outbox;

/// How many messages one delivery round claims.
const BATCH: i64 = 20;

#[derive(Clone)]
pub struct Sender {
    transport: Option<AsyncSmtpTransport<Tokio1Executor>>,
    /// The address messages come from; the display name is the agency's sender name.
    from_address: lettre::Address,
}

#[derive(Debug, thiserror::Error)]
pub enum SenderError {
    #[error("SMTP_URL is not a valid SMTP URL (smtp://host:port or smtps://user:pass@host): {0}")]
    Url(String),
    #[error("MAIL_FROM is not an email address: {0}")]
    From(String),
}

impl Sender {
    /// `smtp_url`: `smtp://host:port` (plain, for a local sink), `smtp://…?tls=required`,
    /// or `smtps://user:pass@host`. `None` keeps messages in the outbox only.
    pub fn new(smtp_url: Option<&str>, from_address: &str) -> Result<Self, SenderError> {
        let transport = match smtp_url {
            Some(url) => Some(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| SenderError::Url(e.to_string()))?
                    .timeout(Some(Duration::from_secs(15)))
                    .build(),
            ),
            None => None,
        };
        let from_address = from_address
            .parse()
            .map_err(|_| SenderError::From(from_address.to_string()))?;
        Ok(Self {
            transport,
            from_address,
        })
    }

    pub fn enabled(&self) -> bool {
        self.transport.is_some()
    }

    /// Sends what is due, a batch at a time; returns how many were sent.
    pub async fn deliver_due(&self, pool: &PgPool) -> Result<usize, sqlx::Error> {
        let Some(transport) = &self.transport else {
            return Ok(0);
        };
        let mut conn = pool.acquire().await?;
        let mut tx = conn.begin().await?;
        let due = outbox::claim_due(&mut tx, BATCH).await?;
        let mut sent = 0;
        for message in due {
            match self.build(&message) {
                Ok(email) => match transport.send(email).await {
                    Ok(_) => {
                        outbox::mark_sent(&mut tx, message.id).await?;
                        sent += 1;
                    }
                    Err(e) => {
                        tracing::warn!(outbox = %message.id, error = %e, "mail delivery failed; will retry");
                        outbox::mark_failed(&mut tx, message.id, message.attempts, &e.to_string())
                            .await?;
                    }
                },
                Err(e) => outbox::mark_failed(&mut tx, message.id, 10, &e).await?,
            }
        }
        tx.commit().await?;
        Ok(sent)
    }

    fn build(&self, m: &outbox::Pending) -> Result<Message, String> {
        let from = Mailbox::new(Some(m.from_name.clone()), self.from_address.clone());
        let to_address: lettre::Address = m
            .to_email
            .parse()
            .map_err(|_| format!("invalid recipient {:?}", m.to_email))?;
        let to = Mailbox::new(m.to_name.clone(), to_address);
        // One Message-ID per outbox message, so a delivery retried after a lost answer reads as
        // the same message to the receiving server.
        let message_id = format!("<{}@{}>", m.id, self.from_address.domain());
        Message::builder()
            .message_id(Some(message_id))
            .from(from)
            .to(to)
            .subject(&m.subject)
            .multipart(MultiPart::alternative_plain_html(
                m.text_body.clone(),
                m.html_body.clone(),
            ))
            .map_err(|e| e.to_string())
    }

    /// Runs until the process ends: delivers due messages every `every`, and a backlog (a full
    /// batch sent) without waiting.
    pub async fn run(self, pool: PgPool, every: Duration) {
        if !self.enabled() {
            return;
        }
        loop {
            let sent = match self.deliver_due(&pool).await {
                Ok(n) => n,
                Err(e) => {
                    tracing::error!(error = %e, "outbox delivery failed");
                    0
                }
            };
            if sent > 0 {
                tracing::info!(sent, "mail delivered");
            }
            if sent < BATCH as usize {
                tokio::time::sleep(every).await;
            }
        }
    }
}
