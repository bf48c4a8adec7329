//! Open enrollment and employee self-service.

pub mod api;
pub mod elections;
pub(crate) mod invitations;
pub mod life_events;
pub mod queries;
pub mod rules;
pub mod self_service;
