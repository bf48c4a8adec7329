//! Background jobs of an agency (census commits) and of the platform (the daily clean-up, the
//! daily round of every agency's book).
//!
//! Jobs run from a durable queue in PostgreSQL (`queue.rs`, the `underway` crate): a request
//! records the job in the agency's `jobs` table and enqueues it in one transaction, and a
//! worker on any server runs it under a lease (`runner.rs`). The `jobs` row stays what the API
//! and the UI read: status, progress (streamed over SSE from the row, so any replica can serve
//! the stream) and outcome. Cron schedules are declared in `schedules.rs`.

pub mod agency_purge;
pub mod api;
pub mod census_commit;
pub mod cleanup;
pub mod daily_book;
pub mod queries;
pub mod queue;
pub mod runner;
pub mod schedules;
