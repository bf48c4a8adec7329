//! Notifications: what happened that waits on someone (a design to approve, a decision, an
//! enrollment opened or closed), written by the use case that causes it, shown to its recipient
//! in the portal and, when it asks for action, emailed in the agency's brand.

pub mod api;
pub mod dto;
pub mod list_notifications;
pub mod mark_all_read;
pub mod mark_read;
pub mod notify;
pub mod queries;
pub mod rules;
