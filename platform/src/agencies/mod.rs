//! The agency registry as the platform operator sees it.

pub mod api;
pub mod profile;
mod queries;
