//! The daily clean-up: what the platform keeps, and for how long.
//!
//! - sessions: deleted once expired; a revoked one 30 days after its revocation;
//! - email tokens (verify, reset, magic link, hand-off): deleted once used or expired and more
//!   than 7 days old;
//! - sign-in throttle counters: deleted 2 days after their last failed attempt (every wait they
//!   impose has run out by then); rate-limit events: deleted after 1 day (the longest window a
//!   limit counts is an hour);
//! - sent mail: the bodies of messages sent more than 30 days ago are blanked; the row stays
//!   (recipient, subject, kind, when it was sent) for the back office's outbox;
//! - the queue's finished tasks (succeeded, failed, cancelled): deleted 14 days after they
//!   ended (jobs' outcomes live in each agency's `jobs` table, not there).
//!
//! Everything runs in the transaction the queue's worker holds for the task, and commits with
//! the task's success; a database error is retried with back-off.

use sqlx::{Postgres, Transaction};
use underway::task::{Result as TaskResult, RetryPolicy};
use underway::Task;

use super::queries::{self, Retention, Swept};
use super::queue::span;

/// Retention, in days.
pub const RETENTION: Retention = Retention {
    revoked_sessions: 30,
    spent_email_tokens: 7,
    signin_throttles: 2,
    rate_events: 1,
    sent_mail_bodies: 30,
    finished_queue_tasks: 14,
};

pub struct Cleanup;

impl Task for Cleanup {
    type Input = ();
    type Output = Swept;

    async fn execute(&self, mut tx: Transaction<'_, Postgres>, _: ()) -> TaskResult<Swept> {
        let swept = queries::sweep(&mut tx, RETENTION).await?;
        tx.commit().await?;
        tracing::info!(?swept, "clean-up done");
        Ok(swept)
    }

    fn retry_policy(&self) -> RetryPolicy {
        RetryPolicy::builder()
            .max_attempts(3)
            .initial_interval_ms(60_000)
            .max_interval_ms(15 * 60_000)
            .build()
    }

    fn timeout(&self) -> jiff::Span {
        span(std::time::Duration::from_secs(10 * 60))
    }
}
