//! The agency's people: users with their membership (role, scope, status).

pub mod api;
pub mod queries;
pub mod update_member;
