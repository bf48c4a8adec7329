//! Employer groups: the agency's book of clients, their settings, contacts and team.

pub mod api;
pub mod export;
pub mod queries;
pub mod stats;
pub mod validate;
