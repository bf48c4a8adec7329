//! Reports from the portal's error screen, kept for the back office.

pub mod api;
mod queries;
