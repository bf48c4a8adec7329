//! The agency's subscription to Canopy: the plan catalogue, where the subscription stands and
//! the agency's usage against its plan's limits.

pub mod api;
pub mod dto;
mod queries;
pub mod rules;

// Use cases.
pub mod list_plans;
pub mod subscription;
pub mod view_billing;
