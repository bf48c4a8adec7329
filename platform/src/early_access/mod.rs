//! Early access: the public waitlist, and the preview features each agency switches on for
//! itself (with what its people say about them).

pub mod api;
pub mod dto;
pub mod gate;
mod join_waitlist;
mod list_feedback;
mod list_previews;
mod list_waitlist;
mod queries;
pub mod rules;
pub mod send_feedback;
pub mod switch_preview;
