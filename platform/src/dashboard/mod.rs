//! The dashboard home: what exists for the caller, from real queries.

pub mod api;
mod awaiting;
pub mod dto;
pub mod home;
mod queries;
pub mod rules;
