//! Open enrollment: windows, elections, invitations and life events.

pub mod api;
pub mod carry_over;
pub mod dto;
pub mod elections;
pub(crate) mod invitations;
pub mod life_events;
pub mod opening;
pub mod queries;
pub mod rules;
pub mod views;

// Use cases.
pub mod assist_elections;
pub mod close_window;
pub mod decide_life_event;
pub mod export_elections;
pub mod extend_window;
pub mod open_window;
pub mod preview_enrollment;
pub mod send_reminders;
pub mod view_employee_benefits;
pub mod view_enrollments;
pub mod view_life_events;
