//! The agency's people: users with their membership (role, scope, status).

pub mod api;
mod queries;
