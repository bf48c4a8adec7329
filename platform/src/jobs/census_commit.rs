//! The census commit as a job of the durable queue.
//!
//! The commit is one transaction, and it records its success in that same transaction, so a
//! commit either happened with its outcome or did not happen at all. A commit is never re-run
//! by itself: one that failed for a data reason (errors in the file, the group deleted) or a
//! database error fails with the reason, and one whose server died is failed as interrupted
//! by the next server to find its lease expired; the import then waits to be committed again,
//! and `POST /jobs/{id}/retry` (the infrastructure page's Retry) runs it again after checking
//! the file anew.

use serde::{Deserialize, Serialize};
use sqlx::{Postgres, Transaction};
use tenants::{Agency, TenantTx};
use underway::task::{Result as TaskResult, RetryPolicy};
use underway::Task;
use uuid::Uuid;

use super::queries::{self, Failing, Start};
use super::queue::{queue_error, span};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// What a queued commit carries: the job, the import, and who asked (for the audit entry).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Input {
    pub agency_id: Uuid,
    pub job_id: Uuid,
    pub version_id: Uuid,
    pub actor_id: Uuid,
    pub actor_name: String,
    pub ip: String,
}

/// Failures recorded on the job (and the import) for people to read.
pub const INTERRUPTED: &str = "interrupted: the server running it stopped; nothing was changed";
const NOT_SAVED: &str = "the import could not be saved; nothing was changed";

pub struct CensusCommit {
    state: AppState,
}

impl CensusCommit {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

impl Task for CensusCommit {
    type Input = Input;
    type Output = ();

    /// The job's own row carries its outcome; an error here means not even that could be
    /// written, and the queue tries again (finding the job `running`, it fails it as
    /// interrupted).
    async fn execute(&self, _queue_tx: Transaction<'_, Postgres>, input: Input) -> TaskResult<()> {
        match run(&self.state, &input).await {
            Ok(_) => Ok(()),
            Err(e) => Err(underway::task::Error::Retryable(e.to_string())),
        }
    }

    /// Attempts, not re-runs: a second attempt only settles the job of a run that was lost.
    fn retry_policy(&self) -> RetryPolicy {
        RetryPolicy::builder()
            .max_attempts(3)
            .initial_interval_ms(2_000)
            .build()
    }

    fn heartbeat(&self) -> jiff::Span {
        span(self.state.jobs.lease)
    }

    fn timeout(&self) -> jiff::Span {
        span(std::time::Duration::from_secs(30 * 60))
    }
}

/// Queues the commit in the transaction that records its job, so both or neither exist.
pub async fn enqueue(state: &AppState, tx: &mut TenantTx, input: &Input) -> Result<(), AppError> {
    let task = CensusCommit::new(state.clone());
    state
        .jobs
        .census_commit
        .enqueue(tx.conn(), &task, input)
        .await
        .map_err(queue_error)?;
    Ok(())
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Succeeded,
    Failed(String),
    /// The job was running on a server that stopped: failed, to be retried.
    Interrupted,
    /// Nothing to do: the job has its outcome already, or is gone.
    Settled,
}

/// Runs a commit job here to its outcome, which lands on the job row. Errs only when the
/// outcome could not be recorded.
pub async fn run(state: &AppState, input: &Input) -> Result<Outcome, AppError> {
    let agency = match tenants::registry::find_by_id(&state.pool, input.agency_id).await? {
        Some(agency) => agency,
        None => return Ok(Outcome::Settled),
    };
    let lease = match queries::start(&state.pool, &agency, input.job_id).await? {
        Start::Started(lease) => lease,
        Start::Interrupted => {
            tracing::warn!(job = %input.job_id, agency = %agency.slug, "a census commit's server stopped while it ran; failed as interrupted");
            queries::fail(
                &state.pool,
                &agency,
                input.job_id,
                Failing::Interrupted,
                INTERRUPTED,
            )
            .await?;
            return Ok(Outcome::Interrupted);
        }
        Start::Finished | Start::Missing => return Ok(Outcome::Settled),
    };
    let actor = actor(&agency, input);
    match crate::census::run_commit::run_commit(
        state,
        &agency,
        lease,
        input.version_id,
        &actor,
        &input.ip,
    )
    .await
    {
        Ok(_) => Ok(Outcome::Succeeded),
        Err(e) => {
            let message = match &e {
                AppError::Database(db) => {
                    tracing::error!(job = %input.job_id, error = %db, "census commit failed");
                    NOT_SAVED.to_string()
                }
                AppError::Internal(detail) => {
                    tracing::error!(job = %input.job_id, error = %detail, "census commit failed");
                    NOT_SAVED.to_string()
                }
                other => other.to_string(),
            };
            queries::fail(
                &state.pool,
                &agency,
                input.job_id,
                Failing::Run(lease),
                &message,
            )
            .await?;
            Ok(Outcome::Failed(message))
        }
    }
}

/// The person who asked for the commit, as its audit entry names them.
fn actor(agency: &Agency, input: &Input) -> Principal {
    Principal {
        session_id: Uuid::nil(),
        user_id: input.actor_id,
        email: String::new(),
        name: input.actor_name.clone(),
        email_verified: true,
        role: String::new(),
        agency: Some(agency.clone()),
        membership_id: None,
        group_id: None,
        employee_id: None,
    }
}
