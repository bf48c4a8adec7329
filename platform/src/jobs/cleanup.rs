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
//!   ended (jobs' outcomes live in each agency's `jobs` table, not there);
//! - stored files still pending an hour after they were written (the upload's transaction
//!   failed or its server died, so nothing refers to them): deleted.
//!
//! The database's part runs in the transaction the queue's worker holds for the task; the files
//! are swept once it has committed. An error is retried with back-off.

use sqlx::{Postgres, Transaction};
use underway::task::{Error as TaskError, Result as TaskResult, RetryPolicy};
use underway::Task;

use super::queries::{self, Retention, Swept};
use super::queue::span;
use crate::state::AppState;

/// Retention, in days.
pub const RETENTION: Retention = Retention {
    revoked_sessions: 30,
    spent_email_tokens: 7,
    signin_throttles: 2,
    rate_events: 1,
    sent_mail_bodies: 30,
    finished_queue_tasks: 14,
};

/// How long a stored file may stay pending: far longer than any request or job that writes one.
pub const UNSETTLED_FILES_AFTER: std::time::Duration = std::time::Duration::from_secs(60 * 60);

pub struct Cleanup {
    state: AppState,
}

impl Cleanup {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

impl Task for Cleanup {
    type Input = ();
    type Output = Swept;

    async fn execute(&self, mut tx: Transaction<'_, Postgres>, _: ()) -> TaskResult<Swept> {
        let mut swept = queries::sweep(&mut tx, RETENTION).await?;
        tx.commit().await?;
        swept.unsettled_files = self
            .state
            .files
            .sweep_unsettled(UNSETTLED_FILES_AFTER)
            .await
            .map_err(|e| TaskError::Retryable(e.to_string()))?;
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
