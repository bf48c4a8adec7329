//! The brand of the agency a host names (or the platform's own).

pub mod api;
pub mod queries;
