//! The agency's team: invitations, role changes and deactivation, and the agency's own roles.

pub mod api;
pub mod invites;
pub mod roles;
