//! What happened: the agency's audit log and the mail outbox, for the back office.

pub mod api;
mod queries;
