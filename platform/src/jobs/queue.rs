//! The durable queue: the `underway` crate over PostgreSQL, its tables in their own schema
//! (`underway`). A request enqueues a job in the transaction that records it; a worker on any
//! server takes it under a lease it keeps with a heartbeat (`CANOPY_JOB_LEASE_SECS`).

use std::sync::Arc;
use std::time::Duration;

use jiff::{Span, ToSpan};
use sqlx::PgPool;
use underway::Queue;

use super::census_commit::CensusCommit;
use crate::error::AppError;

/// Queue names (one queue per kind of job; a scheduled kind has its own, see `schedules.rs`).
pub const CENSUS_COMMIT: &str = "census_commit";
pub const CLEANUP: &str = "cleanup";
pub const DAILY_BOOK: &str = "daily_book";
pub const AGENCY_PURGE: &str = "agency_purge";

/// The queues requests enqueue into (kept in the app state).
#[derive(Clone)]
pub struct Queues {
    pub(crate) census_commit: Arc<Queue<CensusCommit>>,
    /// How long a running job's heartbeat may stay silent before another server settles it.
    pub lease: Duration,
}

impl Queues {
    /// Registers the queues (idempotent); the queue's migrations have run (`db::migrate`).
    pub async fn open(pool: &PgPool, lease: Duration) -> anyhow::Result<Self> {
        let census_commit = Queue::builder()
            .name(CENSUS_COMMIT)
            .pool(pool.clone())
            .build()
            .await?;
        Ok(Self {
            census_commit: Arc::new(census_commit),
            lease,
        })
    }
}

/// A `std` duration as the queue's spans.
pub(crate) fn span(d: Duration) -> Span {
    (d.as_millis().min(i64::MAX as u128) as i64).milliseconds()
}

pub(crate) fn queue_error(e: underway::queue::Error) -> AppError {
    match e {
        underway::queue::Error::Database(e) => AppError::Database(e),
        other => AppError::Internal(format!("job queue: {other}")),
    }
}
