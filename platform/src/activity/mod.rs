//! What happened: the agency's audit log and the mail outbox, for the back office.

pub mod api;
pub mod dto;
mod queries;

// Use cases.
pub mod recent_activity;
pub mod view_audit_log;
pub mod view_outbox;
