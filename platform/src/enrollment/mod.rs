//! Open enrollment: windows, elections, invitations and life events.

pub mod api;
pub mod elections;
pub(crate) mod invitations;
pub mod life_events;
pub mod queries;
pub mod rules;
