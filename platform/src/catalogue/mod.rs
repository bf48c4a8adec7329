//! The carrier and plan catalogue (public schema, managed by the platform operator): carriers
//! with their small-group rules, plans with their benefits, and rates by plan, rating area and
//! age, valid over date ranges.

pub mod api;
pub mod define_agency_plan;
pub mod define_carrier;
pub mod define_plan;
pub mod demo;
pub mod dto;
pub mod import_rates;
pub mod list_agency_plans;
pub mod list_plans;
pub mod puf;
pub mod queries;
pub mod rating_area;
pub mod reader;
pub mod rules;
pub mod save_plan;
pub mod view_carriers;
pub mod view_plan;
#[cfg(test)]
mod zip_data;
