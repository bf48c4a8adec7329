//! The dashboard home: what exists for the caller, from real queries.

pub mod api;
pub mod dto;
pub mod home;
mod queries;
