//! Employees and their dependents: the roster of each group and the agency-wide directory.

pub mod api;
pub mod export;
pub mod queries;
pub mod validate;
