//! Quotes: a group's census priced against chosen plans on an effective date, kept as a
//! snapshot (members and rates) until re-rated; proposals as XLSX and branded PDF; the market
//! analysis across every quoted plan.

pub mod api;
pub mod census_snapshot;
pub mod check_input;
pub mod costs;
pub mod create_quote;
pub mod delete_quote;
pub mod download_proposal;
pub mod dto;
pub mod engine;
pub mod list_quotes;
pub mod market_analysis;
pub mod proposal;
pub mod queries;
pub mod quote_breakdown;
pub mod rate;
pub mod rerate_quote;
pub mod rules;
pub mod set_quote_status;
pub mod view_quote;
