//! The carrier and plan catalogue (public schema, managed by the platform operator): carriers
//! with their small-group rules, plans with their benefits, and rates by plan, rating area and
//! age, valid over date ranges.

pub mod api;
pub mod demo;
pub mod puf;
pub mod queries;
#[cfg(test)]
mod zip_data;
