//! The agency registry as the platform operator sees it, and the signed-in agency's profile.

pub mod api;
pub mod create_agency;
pub mod dto;
pub mod list_agencies;
pub mod my_agency;
mod queries;
pub mod rename_agency;
pub mod rules;
pub mod view_agency;
