//! The dashboard home: what exists for the caller, from real queries.

pub mod api;
mod queries;
