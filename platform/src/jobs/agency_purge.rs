//! The hourly purge of agencies whose 30-day grace period after their owner closed them has
//! ended (`agency_data::purge_agency` holds the order that makes it crash-safe). A run that
//! fails for an agency is retried; a run with nothing due does nothing.

use sqlx::{Postgres, Transaction};
use underway::task::{Error as TaskError, Result as TaskResult, RetryPolicy};
use underway::Task;

use super::queue::span;
use crate::agency_data::purge_agency::purge_due;
use crate::state::AppState;

pub struct AgencyPurge {
    state: AppState,
}

impl AgencyPurge {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

impl Task for AgencyPurge {
    type Input = ();
    type Output = ();

    async fn execute(&self, _queue_tx: Transaction<'_, Postgres>, _: ()) -> TaskResult<()> {
        let round = purge_due(&self.state)
            .await
            .map_err(|e| TaskError::Retryable(e.to_string()))?;
        tracing::info!(?round, "agency purge done");
        if round.failed.is_empty() {
            Ok(())
        } else {
            Err(TaskError::Retryable(format!(
                "purging failed for {}",
                round.failed.join(", ")
            )))
        }
    }

    fn retry_policy(&self) -> RetryPolicy {
        RetryPolicy::builder()
            .max_attempts(4)
            .initial_interval_ms(5 * 60_000)
            .max_interval_ms(30 * 60_000)
            .build()
    }

    fn heartbeat(&self) -> jiff::Span {
        span(self.state.jobs.lease)
    }

    fn timeout(&self) -> jiff::Span {
        span(std::time::Duration::from_secs(50 * 60))
    }
}
