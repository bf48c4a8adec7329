//! The daily round of every active agency's book: what the calendar makes due today (renewals
//! to open, overdue checklist items to their owners, the reminder that a trial ends). Each step is idempotent on its own rows, so a retried or
//! repeated run changes nothing twice; one agency's failure does not hold the others back, and
//! fails the run at the end so the queue tries again.

use chrono::Utc;
use sqlx::{Postgres, Transaction};
use underway::task::{Error as TaskError, Result as TaskResult, RetryPolicy};
use underway::Task;

use super::queue::span;
use crate::billing::remind_trial::remind_trial;
use crate::implementation::notify_overdue::notify_overdue;
use crate::renewal::complete_due::complete_due;
use crate::renewal::open_due::open_due;
use crate::state::AppState;

pub struct DailyBook {
    state: AppState,
}

impl DailyBook {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

/// What a round did, for the log.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Round {
    pub agencies: usize,
    pub renewals_opened: usize,
    #[serde(default)]
    pub renewals_completed: usize,
    pub overdue_items_notified: usize,
    #[serde(default)]
    pub trial_reminders: usize,
    pub failed_agencies: Vec<String>,
}

/// One round over every active agency, dated `today` in UTC.
pub async fn run(state: &AppState) -> Result<Round, sqlx::Error> {
    let today = Utc::now().date_naive();
    let mut round = Round::default();
    for agency in tenants::registry::list_all(&state.pool).await? {
        if agency.status != "active" {
            continue;
        }
        round.agencies += 1;
        let done = async {
            round.renewals_opened += open_due(state, &agency, today).await?;
            round.renewals_completed += complete_due(state, &agency, today).await?;
            round.overdue_items_notified += notify_overdue(state, &agency, today).await?;
            round.trial_reminders += usize::from(remind_trial(state, &agency, Utc::now()).await?);
            Ok::<_, crate::error::AppError>(())
        };
        match done.await {
            Ok(()) => {}
            Err(e) => {
                tracing::error!(agency = %agency.slug, error = %e, "the daily round failed for an agency");
                round.failed_agencies.push(agency.slug.clone());
            }
        }
    }
    Ok(round)
}

impl Task for DailyBook {
    type Input = ();
    type Output = ();

    async fn execute(&self, _queue_tx: Transaction<'_, Postgres>, _: ()) -> TaskResult<()> {
        let round = run(&self.state).await?;
        tracing::info!(?round, "daily round done");
        if round.failed_agencies.is_empty() {
            Ok(())
        } else {
            Err(TaskError::Retryable(format!(
                "the daily round failed for {}",
                round.failed_agencies.join(", ")
            )))
        }
    }

    fn retry_policy(&self) -> RetryPolicy {
        RetryPolicy::builder()
            .max_attempts(4)
            .initial_interval_ms(5 * 60_000)
            .max_interval_ms(60 * 60_000)
            .build()
    }

    fn heartbeat(&self) -> jiff::Span {
        span(self.state.jobs.lease)
    }

    fn timeout(&self) -> jiff::Span {
        span(std::time::Duration::from_secs(30 * 60))
    }
}
